// Copied from shared/mlir-reference/1b_gemm_affine.mlir (verified with mlir-opt-19): an input of the upstream round-trip test.
// 1b: affine dialect gemm + tiled variant + affine.if / affine.apply / min-max bounds
#map_id   = affine_map<(d0) -> (d0)>
#lb32     = affine_map<(d0) -> (d0)>
#ub32     = affine_map<(d0)[s0] -> (d0 + 32, s0)>      // used with "min": min(ii+32, N)
#tri_ub   = affine_map<(d0) -> (d0 + 1)>                 // j <= i  (triangular)
#off      = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>   // linearised index
#inner    = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>  // d1 <= d0 < s0

func.func @kernel_gemm(%ni: i32, %nj: i32, %nk: i32, %alpha: f64, %beta: f64,
                       %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  // index_cast of a function argument at function top level => valid affine symbol
  %NI = arith.index_cast %ni : i32 to index
  %NJ = arith.index_cast %nj : i32 to index
  %NK = arith.index_cast %nk : i32 to index
  affine.for %i = 0 to %NI {                  // shorthand: bound is a single SSA symbol
    affine.for %j = 0 to %NJ {
      %c = affine.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.mulf %c, %beta : f64
      affine.store %s, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to %NK {
      affine.for %j = 0 to %NJ {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %aa = arith.mulf %alpha, %a : f64
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aa, %b : f64
        %cc = affine.load %C[%i, %j] : memref<?x?xf64>
        %r = arith.addf %cc, %p : f64
        affine.store %r, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// Same with static shapes; bounds with explicit affine_map + symbol list
func.func @kernel_gemm_static(%alpha: f64, %beta: f64,
    %C: memref<1000x1100xf64>, %A: memref<1000x1200xf64>, %B: memref<1200x1100xf64>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1100 {
      %c = affine.load %C[%i, %j] : memref<1000x1100xf64>
      %s = arith.mulf %c, %beta : f64
      affine.store %s, %C[%i, %j] : memref<1000x1100xf64>
    }
    affine.for %k = 0 to 1200 {
      affine.for %j = 0 to 1100 {
        %a = affine.load %A[%i, %k] : memref<1000x1200xf64>
        %aa = arith.mulf %alpha, %a : f64
        %b = affine.load %B[%k, %j] : memref<1200x1100xf64>
        %p = arith.mulf %aa, %b : f64
        %cc = affine.load %C[%i, %j] : memref<1000x1100xf64>
        %r = arith.addf %cc, %p : f64
        affine.store %r, %C[%i, %j] : memref<1000x1100xf64>
      }
    }
  }
  return
}

// Hand-tiled loops with min/max bounds, affine maps in load/store subscripts,
// affine.if with an integer set, affine.apply.
func.func @tiled(%N: index, %A: memref<?x?xf64>, %x: memref<?xf64>) {
  %cst = arith.constant 1.0 : f64
  affine.for %ii = 0 to %N step 32 {
    affine.for %jj = 0 to %N step 32 {
      // lb: max over map results (single result here), ub: min(ii+32, N)
      affine.for %i = #lb32(%ii) to min #ub32(%ii)[%N] {
        affine.for %j = max affine_map<(d0) -> (d0, 0)>(%jj) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%jj)[%N] {
          affine.if #inner(%i, %j)[%N] {
            %v = affine.load %A[%i, %j] : memref<?x?xf64>
            %w = arith.addf %v, %cst : f64
            affine.store %w, %A[%i, %j] : memref<?x?xf64>
          } else {
            %v = affine.load %A[%j, %i] : memref<?x?xf64>
            affine.store %v, %A[%i, %j] : memref<?x?xf64>
          }
        }
      }
    }
  }
  // triangular loop: for j in [0, i]; map in subscript: x[i + 2*j - 1] style
  affine.for %i = 1 to %N {
    affine.for %j = 0 to #tri_ub(%i) {
      %idx = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%i, %j)
      %v = affine.load %x[%idx] : memref<?xf64>
      %u = affine.load %x[%i - 1] : memref<?xf64>       // inline affine expr in subscript
      %s = arith.addf %v, %u : f64
      affine.store %s, %x[symbol(%N) - %i - 1] : memref<?xf64>  // symbol(...) in subscript
    }
  }
  return
}

// Using memref.dim results as affine symbols
func.func @dims(%A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf64>
  %m = memref.dim %A, %c1 : memref<?x?xf64>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<()[s0] -> (s0)>()[%m] step 2 {
      affine.store %z, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
