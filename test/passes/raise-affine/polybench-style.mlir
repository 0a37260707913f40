// RUN: polyts-opt %s --mem2reg --raise-affine | FileCheck %s
// PolyBench kernels written the way the C frontend emits them (C ints as i32, locals as allocas, subscripts in
// int arithmetic, normalized i-- loops, ternaries and short-circuit && as scf.if): after mem2reg and raising,
// the loop nests hold no scf.for, scf.if, memref.load or memref.store.

// CHECK-DAG:   #[[NM1:.*]] = affine_map<()[s0] -> (s0 - 1)>

// symm: the scalar temp2 is carried through the k loop; `k < i` is a triangular bound.
// CHECK-LABEL: func.func @kernel_symm
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:        %[[T:.*]] = affine.for %[[K:.*]] = 0 to #{{.*}}(%[[I]]) iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// CHECK:               affine.store %{{.*}}, %{{.*}}[%[[K]], %[[J]]]
// CHECK:               affine.yield
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         return
func.func @kernel_symm(%m: i32, %n: i32, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %temp2 = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %M = arith.index_cast %m : i32 to index
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %M step %c1 {
    %i = arith.index_cast %ii : index to i32
    scf.for %jj = %c0 to %N step %c1 {
      %j = arith.index_cast %jj : index to i32
      memref.store %zero, %temp2[%c0] : memref<1xf64>
      %kub = arith.index_cast %i : i32 to index
      scf.for %kk = %c0 to %kub step %c1 {
        %k = arith.index_cast %kk : index to i32
        %i0 = arith.index_cast %i : i32 to index
        %j0 = arith.index_cast %j : i32 to index
        %k0 = arith.index_cast %k : i32 to index
        %bij = memref.load %B[%i0, %j0] : memref<?x?xf64>
        %t1 = arith.mulf %alpha, %bij : f64
        %aik = memref.load %A[%i0, %k0] : memref<?x?xf64>
        %t2 = arith.mulf %t1, %aik : f64
        %ckj = memref.load %C[%k0, %j0] : memref<?x?xf64>
        %t3 = arith.addf %ckj, %t2 : f64
        memref.store %t3, %C[%k0, %j0] : memref<?x?xf64>
        %bkj = memref.load %B[%k0, %j0] : memref<?x?xf64>
        %aik2 = memref.load %A[%i0, %k0] : memref<?x?xf64>
        %t4 = arith.mulf %bkj, %aik2 : f64
        %tv = memref.load %temp2[%c0] : memref<1xf64>
        %t5 = arith.addf %tv, %t4 : f64
        memref.store %t5, %temp2[%c0] : memref<1xf64>
      }
      %i0 = arith.index_cast %i : i32 to index
      %j0 = arith.index_cast %j : i32 to index
      %cij = memref.load %C[%i0, %j0] : memref<?x?xf64>
      %u1 = arith.mulf %beta, %cij : f64
      %bij = memref.load %B[%i0, %j0] : memref<?x?xf64>
      %u2 = arith.mulf %alpha, %bij : f64
      %aii = memref.load %A[%i0, %i0] : memref<?x?xf64>
      %u3 = arith.mulf %u2, %aii : f64
      %u4 = arith.addf %u1, %u3 : f64
      %tv = memref.load %temp2[%c0] : memref<1xf64>
      %u5 = arith.mulf %alpha, %tv : f64
      %u6 = arith.addf %u4, %u5 : f64
      memref.store %u6, %C[%i0, %j0] : memref<?x?xf64>
    }
  }
  return
}

// seidel-2d: `<=` bounds (`t <= tsteps - 1`, `i <= n - 2`) and a nine-point stencil with +-1 subscripts.
// CHECK-LABEL: func.func @kernel_seidel_2d
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %[[I:.*]] = 1 to #[[NM1]]()[%[[N:.*]]] {
// CHECK-NEXT:        affine.for %[[J:.*]] = 1 to #[[NM1]]()[%[[N]]] {
// CHECK-NEXT:          affine.load %{{.*}}[%[[I]] - 1, %[[J]] - 1]
// CHECK:               affine.load %{{.*}}[%[[I]] + 1, %[[J]] + 1]
// CHECK:               affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         return
func.func @kernel_seidel_2d(%tsteps: i32, %n: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %nine = arith.constant 9.0 : f64
  %tm1 = arith.subi %tsteps, %c1_i32 : i32
  %tub32 = arith.addi %tm1, %c1_i32 : i32
  %tub = arith.index_cast %tub32 : i32 to index
  scf.for %tt = %c0 to %tub step %c1 {
    %nm2 = arith.subi %n, %c2_i32 : i32
    %iub32 = arith.addi %nm2, %c1_i32 : i32
    %iub = arith.index_cast %iub32 : i32 to index
    scf.for %ii = %c1 to %iub step %c1 {
      %i = arith.index_cast %ii : index to i32
      %nm2b = arith.subi %n, %c2_i32 : i32
      %jub32 = arith.addi %nm2b, %c1_i32 : i32
      %jub = arith.index_cast %jub32 : i32 to index
      scf.for %jj = %c1 to %jub step %c1 {
        %j = arith.index_cast %jj : index to i32
        %im1 = arith.subi %i, %c1_i32 : i32
        %ip1 = arith.addi %i, %c1_i32 : i32
        %jm1 = arith.subi %j, %c1_i32 : i32
        %jp1 = arith.addi %j, %c1_i32 : i32
        %xi0 = arith.index_cast %im1 : i32 to index
        %xi1 = arith.index_cast %i : i32 to index
        %xi2 = arith.index_cast %ip1 : i32 to index
        %xj0 = arith.index_cast %jm1 : i32 to index
        %xj1 = arith.index_cast %j : i32 to index
        %xj2 = arith.index_cast %jp1 : i32 to index
        %a00 = memref.load %A[%xi0, %xj0] : memref<?x?xf64>
        %a01 = memref.load %A[%xi0, %xj1] : memref<?x?xf64>
        %a02 = memref.load %A[%xi0, %xj2] : memref<?x?xf64>
        %a10 = memref.load %A[%xi1, %xj0] : memref<?x?xf64>
        %a11 = memref.load %A[%xi1, %xj1] : memref<?x?xf64>
        %a12 = memref.load %A[%xi1, %xj2] : memref<?x?xf64>
        %a20 = memref.load %A[%xi2, %xj0] : memref<?x?xf64>
        %a21 = memref.load %A[%xi2, %xj1] : memref<?x?xf64>
        %a22 = memref.load %A[%xi2, %xj2] : memref<?x?xf64>
        %s1 = arith.addf %a00, %a01 : f64
        %s2 = arith.addf %s1, %a02 : f64
        %s3 = arith.addf %s2, %a10 : f64
        %s4 = arith.addf %s3, %a11 : f64
        %s5 = arith.addf %s4, %a12 : f64
        %s6 = arith.addf %s5, %a20 : f64
        %s7 = arith.addf %s6, %a21 : f64
        %s8 = arith.addf %s7, %a22 : f64
        %r = arith.divf %s8, %nine : f64
        memref.store %r, %A[%xi1, %xj1] : memref<?x?xf64>
      }
    }
  }
  return
}

// durbin: scalars alpha, beta and sum carried through the k loop and its inner loops, a local array z, and
// subscripts `k - i - 1`.
// CHECK-LABEL: func.func @kernel_durbin
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.load
// CHECK-NOT:     memref.store
// CHECK:         %[[Z:.*]] = memref.alloca() : memref<40xf64>
// CHECK:         affine.for %[[K:.*]] = 1 to %{{.*}} iter_args(
// CHECK:           affine.for %[[I:.*]] = 0 to #{{.*}}(%[[K]]) iter_args(
// CHECK-NEXT:        affine.load %{{.*}}[%[[K]] - %[[I]] - 1]
// CHECK:           affine.store %{{.*}}, %[[Z]][%{{.*}}]
// CHECK:           affine.store %{{.*}}, %{{.*}}[%[[K]]]
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.load
// CHECK-NOT:     memref.store
// CHECK:         return
func.func @kernel_durbin(%n: i32, %r: memref<?xf64>, %y: memref<?xf64>) {
  %alpha = memref.alloca() : memref<1xf64>
  %beta = memref.alloca() : memref<1xf64>
  %sum = memref.alloca() : memref<1xf64>
  %z = memref.alloca() : memref<40xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r0 = memref.load %r[%c0] : memref<?xf64>
  %nr0 = arith.negf %r0 : f64
  memref.store %nr0, %y[%c0] : memref<?xf64>
  memref.store %one, %beta[%c0] : memref<1xf64>
  %r0b = memref.load %r[%c0] : memref<?xf64>
  %nr0b = arith.negf %r0b : f64
  memref.store %nr0b, %alpha[%c0] : memref<1xf64>
  %N = arith.index_cast %n : i32 to index
  scf.for %kk = %c1 to %N step %c1 {
    %k = arith.index_cast %kk : index to i32
    %a = memref.load %alpha[%c0] : memref<1xf64>
    %aa = arith.mulf %a, %a : f64
    %om = arith.subf %one, %aa : f64
    %b = memref.load %beta[%c0] : memref<1xf64>
    %nb = arith.mulf %om, %b : f64
    memref.store %nb, %beta[%c0] : memref<1xf64>
    memref.store %zero, %sum[%c0] : memref<1xf64>
    %iub = arith.index_cast %k : i32 to index
    scf.for %ii = %c0 to %iub step %c1 {
      %i = arith.index_cast %ii : index to i32
      %kmi = arith.subi %k, %i : i32
      %kmi1 = arith.subi %kmi, %c1_i32 : i32
      %x0 = arith.index_cast %kmi1 : i32 to index
      %x1 = arith.index_cast %i : i32 to index
      %rv = memref.load %r[%x0] : memref<?xf64>
      %yv = memref.load %y[%x1] : memref<?xf64>
      %p = arith.mulf %rv, %yv : f64
      %s = memref.load %sum[%c0] : memref<1xf64>
      %s2 = arith.addf %s, %p : f64
      memref.store %s2, %sum[%c0] : memref<1xf64>
    }
    %k0 = arith.index_cast %k : i32 to index
    %rk = memref.load %r[%k0] : memref<?xf64>
    %s = memref.load %sum[%c0] : memref<1xf64>
    %rs = arith.addf %rk, %s : f64
    %nrs = arith.negf %rs : f64
    %b2 = memref.load %beta[%c0] : memref<1xf64>
    %na = arith.divf %nrs, %b2 : f64
    memref.store %na, %alpha[%c0] : memref<1xf64>
    scf.for %ii = %c0 to %iub step %c1 {
      %i = arith.index_cast %ii : index to i32
      %x1 = arith.index_cast %i : i32 to index
      %yi = memref.load %y[%x1] : memref<?xf64>
      %a2 = memref.load %alpha[%c0] : memref<1xf64>
      %kmi = arith.subi %k, %i : i32
      %kmi1 = arith.subi %kmi, %c1_i32 : i32
      %x0 = arith.index_cast %kmi1 : i32 to index
      %yk = memref.load %y[%x0] : memref<?xf64>
      %p = arith.mulf %a2, %yk : f64
      %zi = arith.addf %yi, %p : f64
      memref.store %zi, %z[%x1] : memref<40xf64>
    }
    scf.for %ii = %c0 to %iub step %c1 {
      %i = arith.index_cast %ii : index to i32
      %x1 = arith.index_cast %i : i32 to index
      %zi = memref.load %z[%x1] : memref<40xf64>
      memref.store %zi, %y[%x1] : memref<?xf64>
    }
    %a3 = memref.load %alpha[%c0] : memref<1xf64>
    memref.store %a3, %y[%k0] : memref<?xf64>
  }
  return
}

// deriche (first two sweeps): several float locals shifted along j, one sweep normalized from j--.
// CHECK-LABEL: func.func @kernel_deriche
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      %{{.*}}:3 = affine.for %[[J:.*]] = 0 to %{{.*}} iter_args(
// CHECK:         affine.for %[[I2:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      %{{.*}}:4 = affine.for %[[J2:.*]] = 0 to %[[H:.*]] iter_args(
// CHECK:             affine.store %{{.*}}, %{{.*}}[%[[I2]], -%[[J2]] + symbol(%[[H]]) - 1]
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         return
func.func @kernel_deriche(%w: i32, %h: i32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %b1: f32, %b2: f32,
                          %imgIn: memref<?x?xf32>, %y1: memref<?x?xf32>, %y2: memref<?x?xf32>) {
  %xm1 = memref.alloca() : memref<1xf32>
  %ym1 = memref.alloca() : memref<1xf32>
  %ym2 = memref.alloca() : memref<1xf32>
  %xp1 = memref.alloca() : memref<1xf32>
  %xp2 = memref.alloca() : memref<1xf32>
  %yp1 = memref.alloca() : memref<1xf32>
  %yp2 = memref.alloca() : memref<1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %W = arith.index_cast %w : i32 to index
  %H = arith.index_cast %h : i32 to index
  scf.for %ii = %c0 to %W step %c1 {
    %i = arith.index_cast %ii : index to i32
    memref.store %zero, %ym1[%c0] : memref<1xf32>
    memref.store %zero, %ym2[%c0] : memref<1xf32>
    memref.store %zero, %xm1[%c0] : memref<1xf32>
    scf.for %jj = %c0 to %H step %c1 {
      %j = arith.index_cast %jj : index to i32
      %i0 = arith.index_cast %i : i32 to index
      %j0 = arith.index_cast %j : i32 to index
      %in = memref.load %imgIn[%i0, %j0] : memref<?x?xf32>
      %t1 = arith.mulf %a1, %in : f32
      %x = memref.load %xm1[%c0] : memref<1xf32>
      %t2 = arith.mulf %a2, %x : f32
      %y = memref.load %ym1[%c0] : memref<1xf32>
      %t3 = arith.mulf %b1, %y : f32
      %yy = memref.load %ym2[%c0] : memref<1xf32>
      %t4 = arith.mulf %b2, %yy : f32
      %s1 = arith.addf %t1, %t2 : f32
      %s2 = arith.addf %s1, %t3 : f32
      %s3 = arith.addf %s2, %t4 : f32
      memref.store %s3, %y1[%i0, %j0] : memref<?x?xf32>
      %in2 = memref.load %imgIn[%i0, %j0] : memref<?x?xf32>
      memref.store %in2, %xm1[%c0] : memref<1xf32>
      %y1v = memref.load %ym1[%c0] : memref<1xf32>
      memref.store %y1v, %ym2[%c0] : memref<1xf32>
      %o = memref.load %y1[%i0, %j0] : memref<?x?xf32>
      memref.store %o, %ym1[%c0] : memref<1xf32>
    }
  }
  scf.for %ii = %c0 to %W step %c1 {
    %i = arith.index_cast %ii : index to i32
    memref.store %zero, %yp1[%c0] : memref<1xf32>
    memref.store %zero, %yp2[%c0] : memref<1xf32>
    memref.store %zero, %xp1[%c0] : memref<1xf32>
    memref.store %zero, %xp2[%c0] : memref<1xf32>
    scf.for %t = %c0 to %H step %c1 {
      %t32 = arith.index_cast %t : index to i32
      %hm1 = arith.subi %h, %c1_i32 : i32
      %j = arith.subi %hm1, %t32 : i32
      %i0 = arith.index_cast %i : i32 to index
      %j0 = arith.index_cast %j : i32 to index
      %x1 = memref.load %xp1[%c0] : memref<1xf32>
      %t1 = arith.mulf %a3, %x1 : f32
      %x2 = memref.load %xp2[%c0] : memref<1xf32>
      %t2 = arith.mulf %a4, %x2 : f32
      %v1 = memref.load %yp1[%c0] : memref<1xf32>
      %t3 = arith.mulf %b1, %v1 : f32
      %v2 = memref.load %yp2[%c0] : memref<1xf32>
      %t4 = arith.mulf %b2, %v2 : f32
      %s1 = arith.addf %t1, %t2 : f32
      %s2 = arith.addf %s1, %t3 : f32
      %s3 = arith.addf %s2, %t4 : f32
      memref.store %s3, %y2[%i0, %j0] : memref<?x?xf32>
      %x1b = memref.load %xp1[%c0] : memref<1xf32>
      memref.store %x1b, %xp2[%c0] : memref<1xf32>
      %in = memref.load %imgIn[%i0, %j0] : memref<?x?xf32>
      memref.store %in, %xp1[%c0] : memref<1xf32>
      %v1b = memref.load %yp1[%c0] : memref<1xf32>
      memref.store %v1b, %yp2[%c0] : memref<1xf32>
      %o = memref.load %y2[%i0, %j0] : memref<?x?xf32>
      memref.store %o, %yp1[%c0] : memref<1xf32>
    }
  }
  return
}

// correlation (end): a ternary over a reloaded value, sqrt, and a top-level store at `m - 1` in int arithmetic.
// CHECK-LABEL: func.func @kernel_correlation_tail
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         affine.for
// CHECK:           arith.select
// CHECK:         affine.store %{{.*}}, %{{.*}}[symbol(%[[M:.*]]) - 1, symbol(%[[M]]) - 1]
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         return
func.func @kernel_correlation_tail(%m: i32, %eps: f64, %stddev: memref<?xf64>, %corr: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %one = arith.constant 1.0 : f64
  %M = arith.index_cast %m : i32 to index
  scf.for %jj = %c0 to %M step %c1 {
    %j = arith.index_cast %jj : index to i32
    %j0 = arith.index_cast %j : i32 to index
    %v = memref.load %stddev[%j0] : memref<?xf64>
    %sq = math.sqrt %v : f64
    memref.store %sq, %stddev[%j0] : memref<?xf64>
    %v2 = memref.load %stddev[%j0] : memref<?xf64>
    %le = arith.cmpf ole, %v2, %eps : f64
    %r = scf.if %le -> (f64) {
      scf.yield %one : f64
    } else {
      %v3 = memref.load %stddev[%j0] : memref<?xf64>
      scf.yield %v3 : f64
    }
    memref.store %r, %stddev[%j0] : memref<?xf64>
  }
  %mm1 = arith.subi %m, %c1_i32 : i32
  %x = arith.index_cast %mm1 : i32 to index
  %mm1b = arith.subi %m, %c1_i32 : i32
  %y = arith.index_cast %mm1b : i32 to index
  memref.store %one, %corr[%x, %y] : memref<?x?xf64>
  return
}

// nussinov: a normalized i-- loop, max_score/match ternaries that reload their operands (forwarded, then
// selects), a short-circuit && (an scf.if yielding i1), and an if/else on `i < j - 1`.
// CHECK-LABEL: func.func @kernel_nussinov
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         affine.for %[[T:.*]] = 0 to %[[N:.*]] {
// CHECK-NEXT:      affine.for %[[J:.*]] = #{{.*}}(%[[T]])[%[[N]]] to %[[N]] {
// CHECK-NEXT:        affine.if #{{.*}}(%[[J]]) {
// CHECK:               arith.select
// CHECK:             affine.if #{{.*}}(%[[J]], %[[T]]) {
// CHECK-NEXT:          affine.if #{{.*}}(%[[T]], %[[J]])[%[[N]]] {
// CHECK:               } else {
// CHECK:             affine.for %{{.*}} = #{{.*}}(%[[T]])[%[[N]]] to #{{.*}}(%[[J]]) {
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK:         return
func.func @kernel_nussinov(%n: i32, %seq: memref<?xi8>, %table: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %false = arith.constant false
  %N = arith.index_cast %n : i32 to index
  scf.for %t = %c0 to %N step %c1 {
    %t32 = arith.index_cast %t : index to i32
    %nm1 = arith.subi %n, %c1_i32 : i32
    %i = arith.subi %nm1, %t32 : i32
    %ip1 = arith.addi %i, %c1_i32 : i32
    %jlb = arith.index_cast %ip1 : i32 to index
    scf.for %jj = %jlb to %N step %c1 {
      %j = arith.index_cast %jj : index to i32
      // if (j - 1 >= 0) table[i][j] = max_score(table[i][j], table[i][j - 1]);
      %jm1 = arith.subi %j, %c1_i32 : i32
      %g1 = arith.cmpi sge, %jm1, %c0_i32 : i32
      scf.if %g1 {
        %i0 = arith.index_cast %i : i32 to index
        %j0 = arith.index_cast %j : i32 to index
        %a = memref.load %table[%i0, %j0] : memref<?x?xi32>
        %jm1b = arith.subi %j, %c1_i32 : i32
        %j1 = arith.index_cast %jm1b : i32 to index
        %b = memref.load %table[%i0, %j1] : memref<?x?xi32>
        %ge = arith.cmpi sge, %a, %b : i32
        %m = scf.if %ge -> (i32) {
          %a2 = memref.load %table[%i0, %j0] : memref<?x?xi32>
          scf.yield %a2 : i32
        } else {
          %b2 = memref.load %table[%i0, %j1] : memref<?x?xi32>
          scf.yield %b2 : i32
        }
        memref.store %m, %table[%i0, %j0] : memref<?x?xi32>
      }
      // if (i + 1 < n) table[i][j] = max_score(table[i][j], table[i + 1][j]);
      %ip1b = arith.addi %i, %c1_i32 : i32
      %g2 = arith.cmpi slt, %ip1b, %n : i32
      scf.if %g2 {
        %i0 = arith.index_cast %i : i32 to index
        %j0 = arith.index_cast %j : i32 to index
        %a = memref.load %table[%i0, %j0] : memref<?x?xi32>
        %ip1c = arith.addi %i, %c1_i32 : i32
        %i1 = arith.index_cast %ip1c : i32 to index
        %b = memref.load %table[%i1, %j0] : memref<?x?xi32>
        %ge = arith.cmpi sge, %a, %b : i32
        %m = scf.if %ge -> (i32) {
          %a2 = memref.load %table[%i0, %j0] : memref<?x?xi32>
          scf.yield %a2 : i32
        } else {
          %b2 = memref.load %table[%i1, %j0] : memref<?x?xi32>
          scf.yield %b2 : i32
        }
        memref.store %m, %table[%i0, %j0] : memref<?x?xi32>
      }
      // if (j - 1 >= 0 && i + 1 < n) { if (i < j - 1) ... else ... }
      %jm1c = arith.subi %j, %c1_i32 : i32
      %g3a = arith.cmpi sge, %jm1c, %c0_i32 : i32
      %g3 = scf.if %g3a -> (i1) {
        %ip1d = arith.addi %i, %c1_i32 : i32
        %g3b = arith.cmpi slt, %ip1d, %n : i32
        scf.yield %g3b : i1
      } else {
        scf.yield %false : i1
      }
      scf.if %g3 {
        %jm1d = arith.subi %j, %c1_i32 : i32
        %lt = arith.cmpi slt, %i, %jm1d : i32
        %i0 = arith.index_cast %i : i32 to index
        %j0 = arith.index_cast %j : i32 to index
        %ip1e = arith.addi %i, %c1_i32 : i32
        %i1 = arith.index_cast %ip1e : i32 to index
        %jm1e = arith.subi %j, %c1_i32 : i32
        %j1 = arith.index_cast %jm1e : i32 to index
        scf.if %lt {
          %a = memref.load %table[%i0, %j0] : memref<?x?xi32>
          %d = memref.load %table[%i1, %j1] : memref<?x?xi32>
          %s1 = memref.load %seq[%i0] : memref<?xi8>
          %s2 = memref.load %seq[%j0] : memref<?xi8>
          %e1 = arith.extsi %s1 : i8 to i32
          %e2 = arith.extsi %s2 : i8 to i32
          %sum = arith.addi %e1, %e2 : i32
          %is3 = arith.cmpi eq, %sum, %c3_i32 : i32
          %mt = scf.if %is3 -> (i32) {
            scf.yield %c1_i32 : i32
          } else {
            scf.yield %c0_i32 : i32
          }
          %b = arith.addi %d, %mt : i32
          %ge = arith.cmpi sge, %a, %b : i32
          %m = scf.if %ge -> (i32) {
            %a2 = memref.load %table[%i0, %j0] : memref<?x?xi32>
            scf.yield %a2 : i32
          } else {
            %d2 = memref.load %table[%i1, %j1] : memref<?x?xi32>
            %s12 = memref.load %seq[%i0] : memref<?xi8>
            %s22 = memref.load %seq[%j0] : memref<?xi8>
            %e12 = arith.extsi %s12 : i8 to i32
            %e22 = arith.extsi %s22 : i8 to i32
            %sum2 = arith.addi %e12, %e22 : i32
            %is32 = arith.cmpi eq, %sum2, %c3_i32 : i32
            %mt2 = scf.if %is32 -> (i32) {
              scf.yield %c1_i32 : i32
            } else {
              scf.yield %c0_i32 : i32
            }
            %b2 = arith.addi %d2, %mt2 : i32
            scf.yield %b2 : i32
          }
          memref.store %m, %table[%i0, %j0] : memref<?x?xi32>
        } else {
          %a = memref.load %table[%i0, %j0] : memref<?x?xi32>
          %d = memref.load %table[%i1, %j1] : memref<?x?xi32>
          %ge = arith.cmpi sge, %a, %d : i32
          %m = scf.if %ge -> (i32) {
            %a2 = memref.load %table[%i0, %j0] : memref<?x?xi32>
            scf.yield %a2 : i32
          } else {
            %d2 = memref.load %table[%i1, %j1] : memref<?x?xi32>
            scf.yield %d2 : i32
          }
          memref.store %m, %table[%i0, %j0] : memref<?x?xi32>
        }
      }
      // for (k = i + 1; k < j; k++) table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      %ip1f = arith.addi %i, %c1_i32 : i32
      %klb = arith.index_cast %ip1f : i32 to index
      %kub = arith.index_cast %j : i32 to index
      scf.for %kk = %klb to %kub step %c1 {
        %k = arith.index_cast %kk : index to i32
        %i0 = arith.index_cast %i : i32 to index
        %j0 = arith.index_cast %j : i32 to index
        %k0 = arith.index_cast %k : i32 to index
        %kp1 = arith.addi %k, %c1_i32 : i32
        %k1 = arith.index_cast %kp1 : i32 to index
        %a = memref.load %table[%i0, %j0] : memref<?x?xi32>
        %x = memref.load %table[%i0, %k0] : memref<?x?xi32>
        %y = memref.load %table[%k1, %j0] : memref<?x?xi32>
        %b = arith.addi %x, %y : i32
        %ge = arith.cmpi sge, %a, %b : i32
        %m = scf.if %ge -> (i32) {
          %a2 = memref.load %table[%i0, %j0] : memref<?x?xi32>
          scf.yield %a2 : i32
        } else {
          %x2 = memref.load %table[%i0, %k0] : memref<?x?xi32>
          %y2 = memref.load %table[%k1, %j0] : memref<?x?xi32>
          %b2 = arith.addi %x2, %y2 : i32
          scf.yield %b2 : i32
        }
        memref.store %m, %table[%i0, %j0] : memref<?x?xi32>
      }
    }
  }
  return
}
