// Generic operation syntax as input: properties <{...}>, regions ({...}), discardable attributes, results with (...) -> (...) types.
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "generic_add"}> ({
  ^bb0(%x: f64, %y: f64):
    %0 = "arith.addf"(%x, %y) : (f64, f64) -> f64
    %1 = "arith.mulf"(%0, %y) <{fastmath = #arith.fastmath<contract>}> {note = "kept"} : (f64, f64) -> f64
    %2 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %3 = "arith.cmpf"(%1, %2) <{predicate = 4 : i64}> : (f64, f64) -> i1
    %4 = "arith.select"(%3, %1, %2) : (i1, f64, f64) -> f64
    "func.return"(%4) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic_int", sym_visibility = "private"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1 = "arith.cmpi"(%0, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "scf.if"(%1) ({
      "scf.yield"(%0) : (i32) -> ()
    }, {
      "scf.yield"(%b) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) {test.generic_module} : () -> ()
