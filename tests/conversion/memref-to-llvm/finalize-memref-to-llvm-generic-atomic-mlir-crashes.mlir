// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s

// Two cases mlir-opt-19 crashes on: a float element and a body yielding a value defined
// outside it.

// LLVM's cmpxchg compares integers and pointers only, so a float element is swapped as the
// integer of its width and the value found is cast back for the next round and the result.
// The body's arith op is left for the arith lowering.
// CHECK-LABEL: func.func @add_half
// CHECK: %[[INIT:.*]] = llvm.load %[[PTR:.*]] : !llvm.ptr -> f16
// CHECK: llvm.br ^bb1(%[[INIT]] : f16)
// CHECK: ^bb1(%[[OLD:.*]]: f16):
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f16
// CHECK: %[[OLD_BITS:.*]] = llvm.bitcast %[[OLD]] : f16 to i16
// CHECK: %[[NEW_BITS:.*]] = llvm.bitcast %[[NEW]] : f16 to i16
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[OLD_BITS]], %[[NEW_BITS]] acq_rel monotonic : !llvm.ptr, i16
// CHECK: %[[FOUND_BITS:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i16, i1)>
// CHECK: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i16, i1)>
// CHECK: %[[FOUND:.*]] = llvm.bitcast %[[FOUND_BITS]] : i16 to f16
// CHECK: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[FOUND]] : f16)
// CHECK: ^bb2:
// CHECK: return %[[FOUND]] : f16
func.func @add_half(%m: memref<?xf16>, %i: index, %d: f16) -> f16 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xf16> {
  ^bb0(%old: f16):
    %new = arith.addf %old, %d : f16
    memref.atomic_yield %new : f16
  }
  return %x : f16
}

// -----

// A body may yield a value defined outside it: the loop then swaps in that value.
// CHECK-LABEL: func.func @exchange
// CHECK-SAME: (%{{.*}}: memref<8xi64>, %{{.*}}: index, %[[V:.*]]: i64)
// CHECK: ^bb1(%[[OLD:.*]]: i64):
// CHECK-NEXT: %{{.*}} = llvm.cmpxchg %{{.*}}, %[[OLD]], %[[V]] acq_rel monotonic : !llvm.ptr, i64
func.func @exchange(%m: memref<8xi64>, %i: index, %v: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %v : i64
  }
  return %x : i64
}
