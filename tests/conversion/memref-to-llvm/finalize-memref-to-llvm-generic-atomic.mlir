// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s

// A generic atomic update is a compare-and-swap loop: the element is loaded before it, the
// loop block takes the value read, runs the op's body on it and tries to swap in the result;
// on failure it goes round again with the value found, on success the rest of the block
// continues with that value as the op's result.
// CHECK-LABEL: func.func @square_plus
// CHECK-SAME: (%[[M:.*]]: memref<4x?xi32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[D:.*]]: i32)
// CHECK: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[M]]
// CHECK: %[[ALIGNED:.*]] = llvm.extractvalue %[[DESC]][1]
// CHECK: %[[STRIDE:.*]] = llvm.extractvalue %[[DESC]][4, 0]
// CHECK: %[[ROW:.*]] = llvm.mul %{{.*}}, %[[STRIDE]] : i64
// CHECK: %[[OFF:.*]] = llvm.add %[[ROW]], %{{.*}} : i64
// CHECK: %[[PTR:.*]] = llvm.getelementptr %[[ALIGNED]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: %[[INIT:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> i32
// CHECK: llvm.br ^bb1(%[[INIT]] : i32)
// CHECK: ^bb1(%[[OLD:.*]]: i32):
// CHECK: %[[SUM:.*]] = llvm.add %[[OLD]], %[[D]] : i32
// CHECK: %[[NEW:.*]] = llvm.mul %[[SUM]], %[[SUM]] : i32
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[OLD]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
// CHECK: %[[FOUND:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[FOUND]] : i32)
// CHECK: ^bb2:
// CHECK: %[[AFTER:.*]] = llvm.xor %[[FOUND]], %[[D]] : i32
// CHECK: return %[[AFTER]] : i32
func.func @square_plus(%m: memref<4x?xi32>, %i: index, %j: index, %d: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi32> {
  ^bb0(%old: i32):
    %sum = llvm.add %old, %d : i32
    %new = llvm.mul %sum, %sum : i32
    memref.atomic_yield %new : i32
  }
  %after = llvm.xor %x, %d : i32
  return %after : i32
}
