// Copied from shared/mlir-reference/1g_misc.mlir (verified with mlir-opt-19): an input of the upstream round-trip test.
// 1g: misc syntax a C front end needs: globals, casts, flags, affine.if with results, locations
memref.global "private" @gA : memref<100xf64> = uninitialized          // static double gA[100];
memref.global "private" constant @gT : memref<4xf64> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @gN : memref<i32> = dense<7>                              // int gN = 7; (0-d memref)

llvm.mlir.global internal constant @str_typed("hi\0A\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>

func.func @misc(%n: i32, %a: f64, %b: f64, %u: i32, %v: i32) -> f64 {
  %A = memref.get_global @gA : memref<100xf64>
  %T = memref.get_global @gT : memref<4xf64>
  %G = memref.get_global @gN : memref<i32>
  %gn = memref.load %G[] : memref<i32>
  // static -> dynamic shape cast (e.g. to call a kernel taking memref<?xf64>)
  %Ad = memref.cast %A : memref<100xf64> to memref<?xf64>
  %N = arith.index_cast %n : i32 to index
  // dynamic-size stack alloca (C VLA)
  %vla = memref.alloca(%N) : memref<?xf64>
  // integer flags and unsigned ops
  %s = arith.addi %u, %v overflow<nsw> : i32
  %q = arith.divui %s, %v : i32
  %lt = arith.cmpi ult, %q, %gn : i32
  %z = arith.extui %lt : i1 to i32
  // fast-math flags on float ops
  %f = arith.mulf %a, %b fastmath<contract> : f64
  %g = arith.addf %f, %a fastmath<fast> : f64
  %h = math.fma %a, %b, %g : f64
  %t0 = affine.load %T[2] : memref<4xf64>
  %cst = arith.constant 0.0 : f64
  %res = affine.for %i = 0 to 100 iter_args(%acc = %cst) -> (f64) {
    // affine.if with a result needs an else branch; both yield
    %x = affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) -> f64 {
      %l = affine.load %Ad[%i] : memref<?xf64>
      affine.yield %l : f64
    } else {
      affine.yield %t0 : f64
    }
    %acc2 = arith.addf %acc, %x : f64
    affine.yield %acc2 : f64
  } loc("gemm.c":12:3)       // source locations can be attached to any op
  %zf = arith.uitofp %z : i32 to f64
  %r1 = arith.addf %res, %h : f64
  %r2 = arith.addf %r1, %zf : f64
  return %r2 : f64
}

// generic form is accepted as input too (properties in <{...}>, attributes in {...})
"func.func"() <{function_type = (f64, f64) -> f64, sym_name = "generic_add"}> ({
^bb0(%x: f64, %y: f64):
  %0 = "arith.addf"(%x, %y) : (f64, f64) -> f64                        // fastmath property may be omitted
  %1 = "arith.mulf"(%0, %y) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
  "func.return"(%1) : (f64) -> ()
}) : () -> ()
