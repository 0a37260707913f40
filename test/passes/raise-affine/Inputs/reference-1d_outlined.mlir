// Copied from shared/mlir-reference/1d_outlined.mlir (verified with mlir-opt-19): an input of the upstream round-trip test.
// 1d: Polygeist-style statement outlining: private func.func @S0.. called inside affine loops;
// memref.alloca scratchpads; math.sqrt / math.powf; arith.select/cmpf/divf/sitofp.
#map = affine_map<(d0) -> (d0 + 1)>

func.func private @S0(%A: memref<?x?xf64>, %i: index, %j: index, %beta: f64) attributes {scop.stmt} {
  %v = affine.load %A[%i, %j] : memref<?x?xf64>
  %w = arith.mulf %v, %beta : f64
  affine.store %w, %A[%i, %j] : memref<?x?xf64>
  return
}

// statement with a scalar "scratchpad" passed as memref<1xf64> (Polygeist uses memref<1xT> / memref<T>)
func.func private @S1(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index) {
  %v = affine.load %x[%i] : memref<?xf64>
  %s = math.sqrt %v : f64
  affine.store %s, %tmp[0] : memref<1xf64>
  return
}

func.func private @S2(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index, %n: i32) {
  %t = affine.load %tmp[0] : memref<1xf64>
  %fn = arith.sitofp %n : i32 to f64
  %two = arith.constant 2.0 : f64
  %p = math.powf %t, %two : f64
  %d = arith.divf %p, %fn : f64
  %zero = arith.constant 0.0 : f64
  %lt = arith.cmpf olt, %d, %zero : f64
  %neg = arith.negf %d : f64
  %abs = arith.select %lt, %neg, %d : f64
  affine.store %abs, %x[%i] : memref<?xf64>
  return
}

func.func @kernel(%n: i32, %beta: f64, %A: memref<?x?xf64>, %x: memref<?xf64>) {
  %N = arith.index_cast %n : i32 to index
  // scalar scratchpad allocated on the stack
  %tmp = memref.alloca() : memref<1xf64>
  // 0-d memref is also fine: memref<f64> indexed with []
  %scal = memref.alloca() : memref<f64>
  %c0 = arith.constant 0.0 : f64
  affine.store %c0, %scal[] : memref<f64>
  affine.for %i = 0 to %N {
    affine.for %j = 0 to #map(%i) {
      func.call @S0(%A, %i, %j, %beta) : (memref<?x?xf64>, index, index, f64) -> ()
    }
    func.call @S1(%tmp, %x, %i) : (memref<1xf64>, memref<?xf64>, index) -> ()
    func.call @S2(%tmp, %x, %i, %n) : (memref<1xf64>, memref<?xf64>, index, i32) -> ()
  }
  // heap allocation with a dynamic size, memref.dim, dealloc
  %buf = memref.alloc(%N, %N) : memref<?x?xf64>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %buf, %c1 : memref<?x?xf64>
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %d1 {
      %v = affine.load %A[%i, %j] : memref<?x?xf64>
      affine.store %v, %buf[%j, %i] : memref<?x?xf64>
    }
  }
  memref.dealloc %buf : memref<?x?xf64>
  // static alloc + alignment attribute
  %s = memref.alloc() {alignment = 64 : i64} : memref<32x32xf64>
  memref.dealloc %s : memref<32x32xf64>
  func.return
}

// function with results + math ops on f32/f64, integer ops (C semantics)
func.func @scalar_ops(%a: f64, %b: f64, %i: i32, %j: i32) -> (f64, i32) {
  %e = math.exp %a : f64
  %l = math.log %b : f64
  %ab = math.absf %a : f64
  %fl = math.floor %b : f64
  %s = arith.addf %e, %l : f64
  %s2 = arith.subf %s, %ab : f64
  %s3 = arith.addf %s2, %fl : f64
  %m = arith.maximumf %s3, %a : f64            // C fmax -> arith.maxnumf also exists
  %q = arith.divsi %i, %j : i32                // C '/' on int (truncating)
  %r = arith.remsi %i, %j : i32                // C '%'
  %sh = arith.shli %q, %r : i32
  %x = arith.xori %sh, %i : i32
  %ext = arith.extsi %x : i32 to i64
  %tr = arith.trunci %ext : i64 to i32
  %f32 = arith.truncf %m : f64 to f32
  %f64 = arith.extf %f32 : f32 to f64
  %fi = arith.fptosi %f64 : f64 to i32
  %sum = arith.addi %tr, %fi : i32
  return %f64, %sum : f64, i32
}
