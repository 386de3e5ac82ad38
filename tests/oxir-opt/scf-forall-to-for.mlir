// -scf-forall-to-for: each scf.forall becomes a nest of scf.for (MLIR 19's ForallToForLoop), static
// bounds as arith.constants (lower bounds, upper bounds, steps), nested foralls included. The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -scf-forall-to-for %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -scf-forall-to-for %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @f(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c9 = arith.constant 9 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    scf.for %arg3 = %c1 to %arg0 step %c2 {
// CHECK-NEXT:      scf.for %arg4 = %arg0 to %c9 step %c3 {
// CHECK-NEXT:        memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:        %c0_1 = arith.constant 0 : index
// CHECK-NEXT:        %c1_2 = arith.constant 1 : index
// CHECK-NEXT:        scf.for %arg5 = %c0_1 to %arg0 step %c1_2 {
// CHECK-NEXT:          memref.store %arg2, %arg1[%arg5, %arg3] : memref<?x?xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c1_0 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg3 = %c0 to %c4 step %c1_0 {
// CHECK-NEXT:      %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:      memref.store %0, %arg1[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%n: index, %m: memref<?x?xf32>, %v: f32) {
  scf.forall (%i, %j) = (1, %n) to (%n, 9) step (2, 3) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.forall (%k) in (%n) {
      memref.store %v, %m[%k, %i] : memref<?x?xf32>
    }
  }
  scf.forall (%i) in (4) {
    %x = arith.addf %v, %v : f32
    memref.store %x, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
