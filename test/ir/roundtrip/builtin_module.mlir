// builtin.module: the implicit top-level module, a named nested module, module attributes, an empty module.
module @outer attributes {polyts.version = 1 : i64, test.unit} {
  module @inner {
    func.func private @decl()
  }
  module {
  }
  module attributes {test.empty} {
  }
}
