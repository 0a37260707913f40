// PolyBench kernels written directly in affine form (inputs of the upstream round-trip test: lowered by
// `mlir-opt-19 --lower-affine`, then raised back by raise-affine, they must keep their loop structure).
#nm1 = affine_map<()[s0] -> (s0 - 1)>
#id = affine_map<(d0) -> (d0)>
#next = affine_map<(d0) -> (d0 + 1)>

func.func @kernel_gemm(%ni: i32, %nj: i32, %nk: i32, %alpha: f64, %beta: f64,
                       %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %NI = arith.index_cast %ni : i32 to index
  %NJ = arith.index_cast %nj : i32 to index
  %NK = arith.index_cast %nk : i32 to index
  affine.for %i = 0 to %NI {
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
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %r = arith.addf %c, %p : f64
        affine.store %r, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @kernel_jacobi_2d(%tsteps: i32, %n: i32, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %T = arith.index_cast %tsteps : i32 to index
  %N = arith.index_cast %n : i32 to index
  %fifth = arith.constant 0.2 : f64
  affine.for %t = 0 to %T {
    affine.for %i = 1 to #nm1()[%N] {
      affine.for %j = 1 to #nm1()[%N] {
        %a0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %a1 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %a2 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %a3 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %a4 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %s1 = arith.addf %a0, %a1 : f64
        %s2 = arith.addf %s1, %a2 : f64
        %s3 = arith.addf %s2, %a3 : f64
        %s4 = arith.addf %s3, %a4 : f64
        %r = arith.mulf %fifth, %s4 : f64
        affine.store %r, %B[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 1 to #nm1()[%N] {
      affine.for %j = 1 to #nm1()[%N] {
        %b0 = affine.load %B[%i, %j] : memref<?x?xf64>
        %b1 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
        %b2 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
        %b3 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
        %b4 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
        %s1 = arith.addf %b0, %b1 : f64
        %s2 = arith.addf %s1, %b2 : f64
        %s3 = arith.addf %s2, %b3 : f64
        %s4 = arith.addf %s3, %b4 : f64
        %r = arith.mulf %fifth, %s4 : f64
        affine.store %r, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @kernel_seidel_2d(%tsteps: i32, %n: i32, %A: memref<?x?xf64>) {
  %T = arith.index_cast %tsteps : i32 to index
  %N = arith.index_cast %n : i32 to index
  %nine = arith.constant 9.0 : f64
  affine.for %t = 0 to %T {
    affine.for %i = 1 to #nm1()[%N] {
      affine.for %j = 1 to #nm1()[%N] {
        %a00 = affine.load %A[%i - 1, %j - 1] : memref<?x?xf64>
        %a01 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %a02 = affine.load %A[%i - 1, %j + 1] : memref<?x?xf64>
        %a10 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %a11 = affine.load %A[%i, %j] : memref<?x?xf64>
        %a12 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %a20 = affine.load %A[%i + 1, %j - 1] : memref<?x?xf64>
        %a21 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %a22 = affine.load %A[%i + 1, %j + 1] : memref<?x?xf64>
        %s1 = arith.addf %a00, %a01 : f64
        %s2 = arith.addf %s1, %a02 : f64
        %s3 = arith.addf %s2, %a10 : f64
        %s4 = arith.addf %s3, %a11 : f64
        %s5 = arith.addf %s4, %a12 : f64
        %s6 = arith.addf %s5, %a20 : f64
        %s7 = arith.addf %s6, %a21 : f64
        %s8 = arith.addf %s7, %a22 : f64
        %r = arith.divf %s8, %nine : f64
        affine.store %r, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @kernel_lu(%n: i32, %A: memref<?x?xf64>) {
  %N = arith.index_cast %n : i32 to index
  affine.for %i = 0 to %N {
    affine.for %j = 0 to #id(%i) {
      affine.for %k = 0 to #id(%j) {
        %aik = affine.load %A[%i, %k] : memref<?x?xf64>
        %akj = affine.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aik, %akj : f64
        %aij = affine.load %A[%i, %j] : memref<?x?xf64>
        %d = arith.subf %aij, %p : f64
        affine.store %d, %A[%i, %j] : memref<?x?xf64>
      }
      %aij = affine.load %A[%i, %j] : memref<?x?xf64>
      %ajj = affine.load %A[%j, %j] : memref<?x?xf64>
      %q = arith.divf %aij, %ajj : f64
      affine.store %q, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %j = #id(%i) to %N {
      affine.for %k = 0 to #id(%i) {
        %aik = affine.load %A[%i, %k] : memref<?x?xf64>
        %akj = affine.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aik, %akj : f64
        %aij = affine.load %A[%i, %j] : memref<?x?xf64>
        %d = arith.subf %aij, %p : f64
        affine.store %d, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @kernel_cholesky(%n: i32, %A: memref<?x?xf64>) {
  %N = arith.index_cast %n : i32 to index
  affine.for %i = 0 to %N {
    affine.for %j = 0 to #id(%i) {
      affine.for %k = 0 to #id(%j) {
        %aik = affine.load %A[%i, %k] : memref<?x?xf64>
        %ajk = affine.load %A[%j, %k] : memref<?x?xf64>
        %p = arith.mulf %aik, %ajk : f64
        %aij = affine.load %A[%i, %j] : memref<?x?xf64>
        %d = arith.subf %aij, %p : f64
        affine.store %d, %A[%i, %j] : memref<?x?xf64>
      }
      %aij = affine.load %A[%i, %j] : memref<?x?xf64>
      %ajj = affine.load %A[%j, %j] : memref<?x?xf64>
      %q = arith.divf %aij, %ajj : f64
      affine.store %q, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to #id(%i) {
      %aik = affine.load %A[%i, %k] : memref<?x?xf64>
      %p = arith.mulf %aik, %aik : f64
      %aii = affine.load %A[%i, %i] : memref<?x?xf64>
      %d = arith.subf %aii, %p : f64
      affine.store %d, %A[%i, %i] : memref<?x?xf64>
    }
    %aii = affine.load %A[%i, %i] : memref<?x?xf64>
    %r = math.sqrt %aii : f64
    affine.store %r, %A[%i, %i] : memref<?x?xf64>
  }
  return
}

func.func @kernel_symm(%m: i32, %n: i32, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %M = arith.index_cast %m : i32 to index
  %N = arith.index_cast %n : i32 to index
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %temp2 = affine.for %k = 0 to #id(%i) iter_args(%acc = %zero) -> (f64) {
        %bij = affine.load %B[%i, %j] : memref<?x?xf64>
        %t1 = arith.mulf %alpha, %bij : f64
        %aik = affine.load %A[%i, %k] : memref<?x?xf64>
        %t2 = arith.mulf %t1, %aik : f64
        %ckj = affine.load %C[%k, %j] : memref<?x?xf64>
        %t3 = arith.addf %ckj, %t2 : f64
        affine.store %t3, %C[%k, %j] : memref<?x?xf64>
        %bkj = affine.load %B[%k, %j] : memref<?x?xf64>
        %t4 = arith.mulf %bkj, %aik : f64
        %t5 = arith.addf %acc, %t4 : f64
        affine.yield %t5 : f64
      }
      %cij = affine.load %C[%i, %j] : memref<?x?xf64>
      %u1 = arith.mulf %beta, %cij : f64
      %bij = affine.load %B[%i, %j] : memref<?x?xf64>
      %u2 = arith.mulf %alpha, %bij : f64
      %aii = affine.load %A[%i, %i] : memref<?x?xf64>
      %u3 = arith.mulf %u2, %aii : f64
      %u4 = arith.addf %u1, %u3 : f64
      %u5 = arith.mulf %alpha, %temp2 : f64
      %u6 = arith.addf %u4, %u5 : f64
      affine.store %u6, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @kernel_trmm(%m: i32, %n: i32, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %M = arith.index_cast %m : i32 to index
  %N = arith.index_cast %n : i32 to index
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = #next(%i) to %M {
        %aki = affine.load %A[%k, %i] : memref<?x?xf64>
        %bkj = affine.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aki, %bkj : f64
        %bij = affine.load %B[%i, %j] : memref<?x?xf64>
        %s = arith.addf %bij, %p : f64
        affine.store %s, %B[%i, %j] : memref<?x?xf64>
      }
      %bij = affine.load %B[%i, %j] : memref<?x?xf64>
      %r = arith.mulf %alpha, %bij : f64
      affine.store %r, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Tiled loops with floordiv/mod subscripts, max/min bounds and an affine.if with an equality and an else.
func.func @tiled_mod(%n: i32, %A: memref<?x?xf64>, %x: memref<?xf64>) {
  %N = arith.index_cast %n : i32 to index
  %one = arith.constant 1.0 : f64
  affine.for %ii = 0 to %N step 16 {
    affine.for %i = #id(%ii) to min affine_map<(d0)[s0] -> (d0 + 16, s0)>(%ii)[%N] {
      affine.for %j = max affine_map<(d0) -> (d0 - 3, 0)>(%i) to affine_map<(d0) -> (d0 + 1)>(%i) {
        affine.if affine_set<(d0, d1) : (d0 mod 4 == 0, d0 - d1 - 1 >= 0)>(%i, %j) {
          %v = affine.load %A[%i floordiv 2, %j ceildiv 3] : memref<?x?xf64>
          %w = arith.addf %v, %one : f64
          affine.store %w, %x[%i mod 4 + %j] : memref<?xf64>
        } else {
          affine.store %one, %A[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
