// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s

// A transpose is a new descriptor: the source's two pointers and offset, then per result
// dimension the size and the stride of the source dimension it takes.
// CHECK-LABEL: func.func @reverse
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?x?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK: %[[D0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK: %[[ALLOC:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[ALLOC]], %[[D0]][0]
// CHECK: %[[ALIGN:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[ALIGN]], %[[D1]][1]
// CHECK: %[[OFF:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[OFF]], %[[D2]][2]
// CHECK: %[[SZ2:.*]] = llvm.extractvalue %[[SRC]][3, 2]
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[SZ2]], %[[D3]][3, 0]
// CHECK: %[[ST2:.*]] = llvm.extractvalue %[[SRC]][4, 2]
// CHECK: %[[D5:.*]] = llvm.insertvalue %[[ST2]], %[[D4]][4, 0]
// CHECK: %[[SZ1:.*]] = llvm.extractvalue %[[SRC]][3, 1]
// CHECK: %[[D6:.*]] = llvm.insertvalue %[[SZ1]], %[[D5]][3, 1]
// CHECK: %[[ST1:.*]] = llvm.extractvalue %[[SRC]][4, 1]
// CHECK: %[[D7:.*]] = llvm.insertvalue %[[ST1]], %[[D6]][4, 1]
// CHECK: %[[SZ0:.*]] = llvm.extractvalue %[[SRC]][3, 0]
// CHECK: %[[D8:.*]] = llvm.insertvalue %[[SZ0]], %[[D7]][3, 2]
// CHECK: %[[ST0:.*]] = llvm.extractvalue %[[SRC]][4, 0]
// CHECK: %[[D9:.*]] = llvm.insertvalue %[[ST0]], %[[D8]][4, 2]
// CHECK: %[[RES:.*]] = builtin.unrealized_conversion_cast %[[D9]] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x?x?xf32, strided<[1, 4, ?]>>
// CHECK: return %[[RES]]
func.func @reverse(%m: memref<?x?x4xf32>) -> memref<4x?x?xf32, strided<[1, 4, ?]>> {
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?x4xf32> to memref<4x?x?xf32, strided<[1, 4, ?]>>
  return %t : memref<4x?x?xf32, strided<[1, 4, ?]>>
}

// -----

// The identity permutation builds no descriptor. (mlir-opt-19's driver folds the op away
// before lowering; oxir's lowering returns the source descriptor, a pair of casts.)
// CHECK-LABEL: func.func @identity
// CHECK-NOT: llvm.mlir.undef
// CHECK-NOT: llvm.insertvalue
// CHECK: return
func.func @identity(%m: memref<2x3xi8>) -> memref<2x3xi8> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<2x3xi8> to memref<2x3xi8>
  return %t : memref<2x3xi8>
}
