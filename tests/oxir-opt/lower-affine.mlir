// -lower-affine: affine expressions expanded to arith ops as MLIR 19's expandAffineExpr does
// (mod, floordiv and ceildiv sequences, products with negative constants), bounds as maxsi/minsi
// chains, affine.for/if/parallel to scf (affine.parallel reductions with each kind's identity
// and op), affine.load/store/prefetch/dma_start/dma_wait to memref, affine.min/max. The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -lower-affine %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -lower-affine %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @f(%arg0: index, %arg1: memref<?x?xf32>) -> index {
// CHECK-NEXT:    %c-3 = arith.constant -3 : index
// CHECK-NEXT:    %0 = arith.muli %arg0, %c-3 : index
// CHECK-NEXT:    %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %2 = arith.addi %1, %c1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %3 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %4 = arith.cmpi slt, %3, %c0 : index
// CHECK-NEXT:    %5 = arith.addi %3, %c4 : index
// CHECK-NEXT:    %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %7 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT:    %8 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:    %9 = arith.select %7, %8, %arg0 : index
// CHECK-NEXT:    %10 = arith.divsi %9, %c8 : index
// CHECK-NEXT:    %11 = arith.subi %c-1, %10 : index
// CHECK-NEXT:    %12 = arith.select %7, %11, %10 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c0_1 = arith.constant 0 : index
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %13 = arith.cmpi sle, %arg0, %c0_1 : index
// CHECK-NEXT:    %14 = arith.subi %c0_1, %arg0 : index
// CHECK-NEXT:    %15 = arith.subi %arg0, %c1_2 : index
// CHECK-NEXT:    %16 = arith.select %13, %14, %15 : index
// CHECK-NEXT:    %17 = arith.divsi %16, %c2 : index
// CHECK-NEXT:    %18 = arith.subi %c0_1, %17 : index
// CHECK-NEXT:    %19 = arith.addi %17, %c1_2 : index
// CHECK-NEXT:    %20 = arith.select %13, %18, %19 : index
// CHECK-NEXT:    %c2_3 = arith.constant 2 : index
// CHECK-NEXT:    %21 = arith.maxsi %arg0, %c2_3 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %22 = arith.addi %arg0, %c10 : index
// CHECK-NEXT:    %c20 = arith.constant 20 : index
// CHECK-NEXT:    %23 = arith.minsi %22, %c20 : index
// CHECK-NEXT:    %c2_4 = arith.constant 2 : index
// CHECK-NEXT:    scf.for %arg2 = %21 to %23 step %c2_4 {
// CHECK-NEXT:      %c1_16 = arith.constant 1 : index
// CHECK-NEXT:      %28 = arith.addi %arg2, %c1_16 : index
// CHECK-NEXT:      %c2_17 = arith.constant 2 : index
// CHECK-NEXT:      %29 = arith.muli %arg2, %c2_17 : index
// CHECK-NEXT:      %30 = memref.load %arg1[%28, %29] : memref<?x?xf32>
// CHECK-NEXT:      %c0_18 = arith.constant 0 : index
// CHECK-NEXT:      memref.store %30, %arg1[%arg2, %c0_18] : memref<?x?xf32>
// CHECK-NEXT:      %c0_19 = arith.constant 0 : index
// CHECK-NEXT:      %c-2 = arith.constant -2 : index
// CHECK-NEXT:      %31 = arith.addi %arg2, %c-2 : index
// CHECK-NEXT:      %32 = arith.cmpi sge, %31, %c0_19 : index
// CHECK-NEXT:      %33 = arith.cmpi eq, %arg2, %c0_19 : index
// CHECK-NEXT:      %34 = arith.andi %32, %33 : i1
// CHECK-NEXT:      scf.if %34 {
// CHECK-NEXT:        %c1_20 = arith.constant 1 : index
// CHECK-NEXT:        memref.store %30, %arg1[%arg2, %c1_20] : memref<?x?xf32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0_5 = arith.constant 0 : index
// CHECK-NEXT:    %c10_6 = arith.constant 10 : index
// CHECK-NEXT:    %c1_7 = arith.constant 1 : index
// CHECK-NEXT:    %24 = scf.for %arg2 = %c0_5 to %c10_6 step %c1_7 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:      %c5 = arith.constant 5 : index
// CHECK-NEXT:      %c7 = arith.constant 7 : index
// CHECK-NEXT:      %28 = arith.minsi %arg2, %c5 : index
// CHECK-NEXT:      %29 = arith.minsi %28, %c7 : index
// CHECK-NEXT:      scf.yield %29 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0_8 = arith.constant 0 : index
// CHECK-NEXT:    %c0_9 = arith.constant 0 : index
// CHECK-NEXT:    %25 = arith.cmpi eq, %c0_9, %c0_8 : index
// CHECK-NEXT:    %26 = scf.if %25 -> (index) {
// CHECK-NEXT:      scf.yield %24 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0_10 = arith.constant 0 : index
// CHECK-NEXT:    %c10_11 = arith.constant 10 : index
// CHECK-NEXT:    %c2_12 = arith.constant 2 : index
// CHECK-NEXT:    %27 = arith.maxsi %arg0, %c2_12 : index
// CHECK-NEXT:    %c20_13 = arith.constant 20 : index
// CHECK-NEXT:    %c2_14 = arith.constant 2 : index
// CHECK-NEXT:    %c1_15 = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%arg2, %arg3) = (%c0_10, %27) to (%c10_11, %c20_13) step (%c2_14, %c1_15) {
// CHECK-NEXT:      %28 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2 : index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @prefetch(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT:    %2 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT:    %3 = arith.select %1, %2, %arg1 : index
// CHECK-NEXT:    %4 = arith.divsi %3, %c4 : index
// CHECK-NEXT:    %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT:    %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT:    memref.prefetch %arg0[%0, %6], read, locality<2>, data : memref<?x?xindex>
// CHECK-NEXT:    %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:    %7 = arith.muli %arg1, %c-1_0 : index
// CHECK-NEXT:    %8 = arith.addi %arg1, %7 : index
// CHECK-NEXT:    %c3_1 = arith.constant 3 : index
// CHECK-NEXT:    %9 = arith.remsi %arg1, %c3_1 : index
// CHECK-NEXT:    %c0_2 = arith.constant 0 : index
// CHECK-NEXT:    %10 = arith.cmpi slt, %9, %c0_2 : index
// CHECK-NEXT:    %11 = arith.addi %9, %c3_1 : index
// CHECK-NEXT:    %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT:    %c0_3 = arith.constant 0 : index
// CHECK-NEXT:    %13 = arith.maxsi %8, %12 : index
// CHECK-NEXT:    %14 = arith.maxsi %13, %c0_3 : index
// CHECK-NEXT:    memref.store %14, %arg0[%arg1, %arg1] : memref<?x?xindex>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red(%arg0: memref<10x10xf32>) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c10_1 = arith.constant 10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = scf.parallel (%arg1, %arg2) = (%c0, %c0_0) to (%c10, %c10_1) step (%c1, %c1_2) init (%cst) -> f32 {
// CHECK-NEXT:      %1 = memref.load %arg0[%arg1, %arg2] : memref<10x10xf32>
// CHECK-NEXT:      scf.reduce(%1 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_addf_f32(%arg0: memref<10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:      scf.reduce(%2 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %3 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_mulf_f32(%arg0: memref<10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:      scf.reduce(%2 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %3 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %3 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_maximumf_f32(%arg0: memref<10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:      scf.reduce(%2 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %3 = arith.maximumf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %3 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_minimumf_f32(%arg0: memref<10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:      scf.reduce(%2 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %3 = arith.minimumf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %3 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_addi_i32(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT:      scf.reduce(%2 : i32) {
// CHECK-NEXT:      ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:        %3 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:        scf.reduce.return %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_muli_i32(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%c1_i32) -> i32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT:      scf.reduce(%2 : i32) {
// CHECK-NEXT:      ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:        %3 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT:        scf.reduce.return %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_andi_i32(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%c-1_i32) -> i32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT:      scf.reduce(%2 : i32) {
// CHECK-NEXT:      ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:        %3 = arith.andi %arg3, %arg4 : i32
// CHECK-NEXT:        scf.reduce.return %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @red_ori_i32(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT:      scf.reduce(%2 : i32) {
// CHECK-NEXT:      ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:        %3 = arith.ori %arg3, %arg4 : i32
// CHECK-NEXT:        scf.reduce.return %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @dma(%arg0: memref<100xf32>, %arg1: memref<100xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.addi %arg3, %c3 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT:    %2 = arith.subi %c-1, %arg3 : index
// CHECK-NEXT:    %3 = arith.select %1, %2, %arg3 : index
// CHECK-NEXT:    %4 = arith.divsi %3, %c2 : index
// CHECK-NEXT:    %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT:    %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    memref.dma_start %arg0[%0], %arg1[%6], %arg4, %arg2[%c0_0] : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT:    %c0_1 = arith.constant 0 : index
// CHECK-NEXT:    memref.dma_wait %arg2[%c0_1], %arg4 : memref<1xi32>
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c0_2 = arith.constant 0 : index
// CHECK-NEXT:    memref.dma_start %arg0[%arg3], %arg1[%c0_2], %arg4, %arg2[%arg3], %c8, %c4 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%n: index, %m: memref<?x?xf32>) -> index {
  %a0 = affine.apply affine_map<(d0)[s0] -> (d0 - s0 * 3 + 1)>(%n)[%n]
  %a1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%n)
  %a2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%n)
  %a3 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%n)
  affine.for %i = max affine_map<(d0) -> (d0, 2)>(%n) to min affine_map<(d0) -> (d0 + 10, 20)>(%n) step 2 {
    %v = affine.load %m[%i + 1, %i * 2] : memref<?x?xf32>
    affine.store %v, %m[%i, 0] : memref<?x?xf32>
    affine.if affine_set<(d0) : (d0 - 2 >= 0, d0 == 0)>(%i) {
      affine.store %v, %m[%i, 1] : memref<?x?xf32>
    } else {
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %n) -> index {
    %x = affine.min affine_map<(d0) -> (d0, 5, 7)>(%i)
    affine.yield %x : index
  }
  %z = affine.if affine_set<() : ()>() -> index {
    affine.yield %r : index
  } else {
    affine.yield %n : index
  }
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (10, 20) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
  }
  return %a0 : index
}
func.func @prefetch(%m: memref<?x?xindex>, %i: index) {
  affine.prefetch %m[%i + 3, symbol(%i) floordiv 4], read, locality<2>, data : memref<?x?xindex>
  %v = affine.max affine_map<(d0)[s0] -> (d0 - s0, s0 mod 3, 0)>(%i)[%i]
  affine.store %v, %m[%i, %i] : memref<?x?xindex>
  return
}
func.func @red(%m: memref<10x10xf32>) -> f32 {
  %r = affine.parallel (%i, %j) = (0, 0) to (10, 10) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @red_addf_f32(%m: memref<10xf32>, %n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @red_mulf_f32(%m: memref<10xf32>, %n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("mulf") -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @red_maximumf_f32(%m: memref<10xf32>, %n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("maximumf") -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @red_minimumf_f32(%m: memref<10xf32>, %n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("minimumf") -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
func.func @red_addi_i32(%m: memref<10xi32>, %n: index) -> i32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("addi") -> (i32) {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_muli_i32(%m: memref<10xi32>, %n: index) -> i32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("muli") -> (i32) {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_andi_i32(%m: memref<10xi32>, %n: index) -> i32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("andi") -> (i32) {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_ori_i32(%m: memref<10xi32>, %n: index) -> i32 {
  %r = affine.parallel (%i) = (0) to (min(%n, 10)) reduce ("ori") -> (i32) {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @dma(%a: memref<100xf32>, %b: memref<100xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %a[%i + 3], %b[%i floordiv 2], %t[0], %n : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %t[%i mod 1], %n : memref<1xi32>
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %a[%i], %b[0], %t[%i], %n, %c8, %c4 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}
