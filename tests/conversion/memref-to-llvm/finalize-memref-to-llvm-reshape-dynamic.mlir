// RUN: oxir-opt %s -allow-unregistered-dialect -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: oxir-opt %s -allow-unregistered-dialect -finalize-memref-to-llvm -split-input-file | FileCheck %s --check-prefix=OXIR

// A shape of dynamic length gives an unranked result: its rank is the shape's length, and it
// points to a ranked descriptor on the stack (two pointers and 1 + 2 * rank index values)
// holding the source's pointers and offset. A loop from the innermost dimension copies each
// size from the shape and stores the running product of the inner sizes as its stride; the
// rest of the block follows the loop, whose blocks go at the end of the region.
// CHECK-LABEL: func.func @from_ranked
// CHECK: %[[SHAPE:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[RANK:.*]] = llvm.extractvalue %[[SHAPE]][3, 0]
// CHECK: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[RANK]], %[[U0]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[INDEX_BYTES:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTR_BYTES:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTRS:.*]] = llvm.mul %[[C2]], %[[PTR_BYTES]] : i64
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[U1]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[R2:.*]] = llvm.mul %[[C2]], %[[R]] : i64
// CHECK-NEXT: %[[FIELDS:.*]] = llvm.add %[[R2]], %[[C1]] : i64
// CHECK-NEXT: %[[FIELD_BYTES:.*]] = llvm.mul %[[FIELDS]], %[[INDEX_BYTES]] : i64
// CHECK-NEXT: %[[BYTES:.*]] = llvm.add %[[PTRS]], %[[FIELD_BYTES]] : i64
// CHECK: %[[MEM:.*]] = llvm.alloca %[[BYTES]] x i8 : (i64) -> !llvm.ptr
// CHECK: %[[U2:.*]] = llvm.insertvalue %[[MEM]], %[[U1]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[ALLOC:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK: %[[ALIGN:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK: %[[OFF:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK: llvm.store %[[ALLOC]], %[[MEM]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[ALIGN_AT:.*]] = llvm.getelementptr %[[MEM]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.store %[[ALIGN]], %[[ALIGN_AT]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[OFF_AT:.*]] = llvm.getelementptr %[[MEM]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.store %[[OFF]], %[[OFF_AT]] : i64, !llvm.ptr
// CHECK: %[[SIZES:.*]] = llvm.getelementptr %[[MEM]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK: %[[STRIDES:.*]] = llvm.getelementptr %[[SIZES]][%[[RANK]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[SHAPE_PTR:.*]] = llvm.extractvalue %[[SHAPE]][1]
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[LAST:.*]] = llvm.sub %[[RANK]], %[[ONE]] : i64
// CHECK: %[[RESULT:.*]] = builtin.unrealized_conversion_cast %[[U2]] : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK: llvm.br ^bb1(%[[LAST]], %[[ONE]] : i64, i64)
// CHECK: ^bb1(%[[DIM:.*]]: i64, %[[STRIDE:.*]]: i64):
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[MORE:.*]] = llvm.icmp "sge" %[[DIM]], %[[ZERO]] : i64
// CHECK: llvm.cond_br %[[MORE]], ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK: %[[SIZE_AT:.*]] = llvm.getelementptr %[[SHAPE_PTR]][%[[DIM]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[SIZE:.*]] = llvm.load %[[SIZE_AT]] : !llvm.ptr -> i64
// CHECK: %[[SIZE_SLOT:.*]] = llvm.getelementptr %[[SIZES]][%[[DIM]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.store %[[SIZE]], %[[SIZE_SLOT]] : i64, !llvm.ptr
// CHECK: %[[STRIDE_SLOT:.*]] = llvm.getelementptr %[[STRIDES]][%[[DIM]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.store %[[STRIDE]], %[[STRIDE_SLOT]] : i64, !llvm.ptr
// CHECK: %[[NEXT_STRIDE:.*]] = llvm.mul %[[STRIDE]], %[[SIZE]] : i64
// CHECK: %[[NEXT_DIM:.*]] = llvm.sub %[[DIM]], %[[ONE]] : i64
// CHECK: llvm.br ^bb1(%[[NEXT_DIM]], %[[NEXT_STRIDE]] : i64, i64)
// CHECK: ^bb3:
// CHECK: return %[[RESULT]] : memref<*xf32>
func.func @from_ranked(%source: memref<4x?xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %source(%shape) : (memref<4x?xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// -----

// An unranked source's pointers and offset are loaded from its ranked descriptor; the loop's
// blocks come after the function's other blocks.
// CHECK-LABEL: func.func @from_unranked
// CHECK: cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: %[[DESC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[ALLOC:.*]] = llvm.load %[[DESC]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[ALIGN_AT:.*]] = llvm.getelementptr %[[DESC]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[ALIGN:.*]] = llvm.load %[[ALIGN_AT]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[OFF_AT:.*]] = llvm.getelementptr %[[DESC]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[OFF:.*]] = llvm.load %[[OFF_AT]] : !llvm.ptr -> i64
// CHECK: llvm.br ^bb3(
// CHECK: ^bb2:
// CHECK-NEXT: return
// CHECK: ^bb3(%{{.*}}: i64, %{{.*}}: i64):
// CHECK: llvm.cond_br %{{.*}}, ^bb4, ^bb5
// CHECK: ^bb4:
// CHECK: llvm.br ^bb3(
// CHECK: ^bb5:
// CHECK-NEXT: "test.sink"(%{{.*}}) : (memref<*xf16>) -> ()
// CHECK-NEXT: cf.br ^bb2
func.func @from_unranked(%source: memref<*xf16>, %shape: memref<?xindex>, %c: i1) {
  cf.cond_br %c, ^reshape, ^done
^reshape:
  %r = memref.reshape %source(%shape) : (memref<*xf16>, memref<?xindex>) -> memref<*xf16>
  "test.sink"(%r) : (memref<*xf16>) -> ()
  cf.br ^done
^done:
  return
}

// -----

// Sizes are read as the shape's elements and widened to index. (mlir-opt-19 loads an i64
// through a pointer to i32 elements, reading two of them.)
// OXIR-LABEL: func.func @narrow_shape
// OXIR: %[[SIZE_AT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// OXIR-NEXT: %[[NARROW:.*]] = llvm.load %[[SIZE_AT]] : !llvm.ptr -> i32
// OXIR-NEXT: %[[SIZE:.*]] = llvm.sext %[[NARROW]] : i32 to i64
// OXIR-NEXT: %[[SLOT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// OXIR-NEXT: llvm.store %[[SIZE]], %[[SLOT]] : i64, !llvm.ptr
func.func @narrow_shape(%source: memref<6xi8>, %shape: memref<?xi32>) -> memref<*xi8> {
  %r = memref.reshape %source(%shape) : (memref<6xi8>, memref<?xi32>) -> memref<*xi8>
  return %r : memref<*xi8>
}

// -----

// The same with a shape of static length and dynamic result sizes: each size loaded from the
// shape is widened, where mlir-opt-19 leaves an unrealized cast from i32 to i64 that
// -reconcile-unrealized-casts cannot remove.
// OXIR-LABEL: func.func @narrow_static_shape
// OXIR: %[[NARROW:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// OXIR-NEXT: %[[SIZE:.*]] = llvm.sext %[[NARROW]] : i32 to i64
// OXIR-NEXT: llvm.insertvalue %[[SIZE]], %{{.*}}[3, 1]
// OXIR-NOT: unrealized_conversion_cast %{{.*}} : i32 to i64
func.func @narrow_static_shape(%source: memref<6xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %r = memref.reshape %source(%shape) : (memref<6xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
