// RUN: oxir-opt %s -finalize-memref-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm | FileCheck %s

// A static zero-size dimension is left out of the strides of the dimensions before it and of
// the allocation size, as MLIR 19 computes them: the buffer of memref<4x0x6xf32> has room for
// 24 elements, its strides are [6, 6, 1].
// CHECK-LABEL: func.func @zero_size
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[N64:.*]] = builtin.unrealized_conversion_cast %[[N]] : index to i64
// CHECK: %[[S4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[S0:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[S6:.*]] = llvm.mlir.constant(6 : index) : i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[TOTAL:.*]] = llvm.mlir.constant(24 : index) : i64
// CHECK: llvm.getelementptr %{{.*}}[%[[TOTAL]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.call @malloc
// CHECK: llvm.insertvalue %[[S4]], %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[S6]], %{{.*}}[3, 2]
// CHECK: llvm.insertvalue %[[S6]], %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %[[S6]], %{{.*}}[4, 1]
// CHECK: llvm.insertvalue %[[ONE]], %{{.*}}[4, 2]
// With a dynamic outer dimension, the stack slot counts n * 5 elements.
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[S5:.*]] = llvm.mlir.constant(5 : index) : i64
// CHECK: llvm.mlir.constant(1 : index) : i64
// CHECK: %[[COUNT:.*]] = llvm.mul %[[S5]], %[[N64]] : i64
// CHECK: llvm.alloca %[[COUNT]] x i16 : (i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[Z]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[S5]], %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %[[S5]], %{{.*}}[4, 1]
func.func @zero_size(%n: index) {
  %a = memref.alloc() : memref<4x0x6xf32>
  %b = memref.alloca(%n) : memref<?x0x5xi16>
  return
}
