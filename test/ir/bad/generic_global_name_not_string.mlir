// ERROR: 4:3: 'memref.global' op requires string attribute 'sym_name'
// Generic form: memref.global whose symbol name is an integer (was accepted and printed as '@' garbage).
"builtin.module"() ({
  "memref.global"() <{sym_name = 5 : i64, type = memref<2xf32>}> : () -> ()
  "memref.global"() <{sym_name = "g", sym_visibility = i32, type = memref<2xf32>}> : () -> ()
}) : () -> ()
