// -convert-func-to-llvm: an unranked memref leaving a function may point to a descriptor in
// its stack frame, so a return copies each one's ranked descriptor into memory from malloc and
// returns a new unranked descriptor pointing there (one copy per returned value, the same
// memref returned twice included); a caller copies each unranked result to its own stack and
// frees the heap copy. malloc and free are declared at the top of the module, each first, in
// the order the lowering needs them. Both tools print these lines.
// RUN: oxir-opt %s -allow-unregistered-dialect -convert-func-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect -convert-func-to-llvm -split-input-file | FileCheck %s
// RUN: oxir-opt %s -allow-unregistered-dialect -convert-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect -convert-to-llvm -split-input-file | FileCheck %s
// RUN: oxir-opt %s -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv=true -split-input-file | FileCheck %s --check-prefix=BARE
// RUN: %mlir_opt %s -allow-unregistered-dialect -convert-func-to-llvm=use-bare-ptr-memref-call-conv=true -split-input-file | FileCheck %s --check-prefix=BARE

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @identity
// CHECK: %[[IN:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[INDEX_BYTES:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTR_BYTES:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTRS:.*]] = llvm.mul %[[TWO]], %[[PTR_BYTES]] : i64
// CHECK-NEXT: %[[RANK:.*]] = llvm.extractvalue %[[IN]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[RANK2:.*]] = llvm.mul %[[TWO]], %[[RANK]] : i64
// CHECK-NEXT: %[[FIELDS:.*]] = llvm.add %[[RANK2]], %[[ONE]] : i64
// CHECK-NEXT: %[[FIELD_BYTES:.*]] = llvm.mul %[[FIELDS]], %[[INDEX_BYTES]] : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.add %[[PTRS]], %[[FIELD_BYTES]] : i64
// CHECK-NEXT: %[[HEAP:.*]] = llvm.call @malloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[SOURCE:.*]] = llvm.extractvalue %[[IN]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%[[HEAP]], %[[SOURCE]], %[[SIZE]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[IN]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[U1:.*]] = llvm.insertvalue %[[R]], %[[U0]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[U2:.*]] = llvm.insertvalue %[[HEAP]], %[[U1]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %[[U2]] : !llvm.struct<(i64, ptr)>
// CHECK-LABEL: llvm.func @caller
// CHECK: %[[RESULT:.*]] = llvm.call @identity(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK: %[[STACK:.*]] = llvm.alloca %[[SIZE:.*]] x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[HEAP:.*]] = llvm.extractvalue %[[RESULT]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%[[STACK]], %[[HEAP]], %[[SIZE]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%[[HEAP]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[RESULT]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[U1:.*]] = llvm.insertvalue %[[R]], %[[U0]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[U2:.*]] = llvm.insertvalue %[[STACK]], %[[U1]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[U2]] : !llvm.struct<(i64, ptr)> to memref<*xf32>
// Under the bare-pointer convention unranked memrefs neither enter nor leave functions: the
// function, its return and the call stay, as in MLIR.
// BARE-NOT: malloc
// BARE-LABEL: func.func @identity
// BARE-NEXT: return %arg0 : memref<*xf32>
// BARE: %0 = call @identity(%arg0) : (memref<*xf32>) -> memref<*xf32>
func.func @identity(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<*xf32>) -> memref<*xf32> {
  %r = call @identity(%m) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%r) : (memref<*xf32>) -> ()
  return %m : memref<*xf32>
}

// -----

// Several unranked values share the constants of their sizes; each gets its own copy, in
// operand order, before the results are packed.
// CHECK-LABEL: llvm.func @several
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: llvm.mlir.constant(8 : index) : i64
// CHECK-NOT: llvm.mlir.constant(1 : index)
// CHECK: %[[A:.*]] = llvm.call @malloc
// CHECK: %[[B:.*]] = llvm.call @malloc
// CHECK: %[[C:.*]] = llvm.call @malloc
// CHECK: llvm.mlir.undef : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-LABEL: llvm.func @several_caller
// CHECK-COUNT-3: llvm.call @free
func.func @several(%m: memref<*xf32>, %n: memref<*xi8, 3>, %x: i32) -> (memref<*xf32>, i32, memref<*xi8, 3>, memref<*xf32>) {
  return %m, %x, %n, %m : memref<*xf32>, i32, memref<*xi8, 3>, memref<*xf32>
}
func.func @several_caller(%m: memref<*xf32>, %n: memref<*xi8, 3>, %x: i32) -> i32 {
  %a:4 = call @several(%m, %n, %x) : (memref<*xf32>, memref<*xi8, 3>, i32) -> (memref<*xf32>, i32, memref<*xi8, 3>, memref<*xf32>)
  return %a#1 : i32
}
