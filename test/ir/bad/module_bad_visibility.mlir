// ERROR: 4:3: 'builtin.module' op visibility expected to be one of ["public", "private", "nested"]
// A nested module whose sym_visibility is not a visibility string.
module {
  module @m attributes {sym_visibility = 1 : i32} {
  }
}
