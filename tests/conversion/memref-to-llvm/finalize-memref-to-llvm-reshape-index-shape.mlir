// memref.reshape with a shape of static length holding `index` sizes: each dynamic size is
// loaded from the shape through its descriptor and becomes the converted index type. With the
// casts reconciled, the same lines in both tools (mlir-opt-19 keeps an i64 -> index -> i64 cast
// pair before reconciling, which oxir's driver reads through).
// RUN: oxir-opt %s -finalize-memref-to-llvm -reconcile-unrealized-casts | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: func.func @index_shape(%arg0: memref<?x?xi32>, %arg1: memref<1xindex>) -> memref<?xi32>
// CHECK: %[[SHAPE:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<1xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[PTR:.*]] = llvm.extractvalue %[[SHAPE]][1]
// CHECK: %[[GEP:.*]] = llvm.getelementptr %[[PTR]][%[[ZERO]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[SIZE:.*]] = llvm.load %[[GEP]] : !llvm.ptr -> i64
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[SIZE]], %{{.*}}[3, 0]
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[ONE]], %[[D3]][4, 0]
// CHECK: llvm.mul %[[ONE]], %[[SIZE]] : i64
// CHECK: builtin.unrealized_conversion_cast %[[D4]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
func.func @index_shape(%arg0: memref<?x?xi32>, %shape: memref<1xindex>) -> memref<?xi32> {
  %1 = memref.reshape %arg0(%shape) : (memref<?x?xi32>, memref<1xindex>) -> memref<?xi32>
  return %1 : memref<?xi32>
}
