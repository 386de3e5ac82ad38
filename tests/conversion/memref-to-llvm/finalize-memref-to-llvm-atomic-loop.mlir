// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s

// The atomic_rmw kinds llvm.atomicrmw has no operation for (muli, mulf, maxnumf, minnumf)
// become the compare-and-swap loop of a generic atomic update computing the kind's llvm op.
// MLIR 19 leaves them unlowered.

// CHECK-LABEL: func.func @times
// CHECK-SAME: (%[[M:.*]]: memref<8xi32>, %[[I:.*]]: index, %[[V:.*]]: i32)
// CHECK: %[[PTR:.*]] = llvm.getelementptr
// CHECK: %[[INIT:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> i32
// CHECK: llvm.br ^bb1(%[[INIT]] : i32)
// CHECK: ^bb1(%[[OLD:.*]]: i32):
// CHECK-NEXT: %[[NEW:.*]] = llvm.mul %[[OLD]], %[[V]] : i32
// CHECK-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[OLD]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %[[FOUND:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[FOUND]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: return %[[FOUND]] : i32
func.func @times(%m: memref<8xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<8xi32>) -> i32
  return %x : i32
}

// -----

// Floats are swapped as integers of their width.
// CHECK-LABEL: func.func @float_kinds
// CHECK: ^bb1(%[[A:.*]]: f32):
// CHECK-NEXT: %[[A_NEW:.*]] = llvm.fmul %[[A]], %{{.*}} : f32
// CHECK-NEXT: llvm.bitcast %[[A]] : f32 to i32
// CHECK-NEXT: llvm.bitcast %[[A_NEW]] : f32 to i32
// CHECK-NEXT: llvm.cmpxchg
// CHECK: ^bb3(%[[B:.*]]: f64):
// CHECK-NEXT: %[[B_NEW:.*]] = llvm.intr.maxnum(%[[B]], %{{.*}}) : (f64, f64) -> f64
// CHECK-NEXT: llvm.bitcast %[[B]] : f64 to i64
// CHECK: ^bb5(%[[C:.*]]: f64):
// CHECK-NEXT: %[[C_NEW:.*]] = llvm.intr.minnum(%[[C]], %{{.*}}) : (f64, f64) -> f64
// CHECK-NOT: memref.atomic_rmw
func.func @float_kinds(%f: memref<4xf32>, %d: memref<2x2xf64>, %i: index, %x: f32, %y: f64) -> (f32, f64, f64) {
  %a = memref.atomic_rmw mulf %x, %f[%i] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw maxnumf %y, %d[%i, %i] : (f64, memref<2x2xf64>) -> f64
  %c = memref.atomic_rmw minnumf %y, %d[%i, %i] : (f64, memref<2x2xf64>) -> f64
  return %a, %b, %c : f32, f64, f64
}
