// memref.view, memref.memory_space_cast (ranked, and unranked through a new descriptor on the
// stack), memref.dim, memref.reinterpret_cast, memref.dealloc and
// memref.extract_aligned_pointer_as_index of unranked memrefs, and a ranked-to-unranked cast
// (its descriptor on the stack, the slot count an i64 whatever the index width). CHECK lines
// are mlir-opt-19's output on this file.
// RUN: oxir-opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s '-finalize-memref-to-llvm=index-bitwidth=32' | FileCheck %s --check-prefix=IDX32
// RUN: %mlir_opt %s '-finalize-memref-to-llvm=index-bitwidth=32' | FileCheck %s --check-prefix=IDX32

func.func @view(%buf: memref<2048xi8>, %off: index, %n: index) -> memref<?x4xf32> {
  %v = memref.view %buf[%off][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @view_static(%buf: memref<2048xi8>, %off: index) -> memref<8x4xf32> {
  %v = memref.view %buf[%off][] : memref<2048xi8> to memref<8x4xf32>
  return %v : memref<8x4xf32>
}
func.func @msc(%m: memref<?xf32>, %u: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 2>) {
  %a = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %b = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  return %a, %b : memref<?xf32, 1>, memref<*xf32, 2>
}
func.func @udim(%u: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %u, %i : memref<*xf32>
  return %d : index
}
func.func @urc(%u: memref<*xf32>, %o: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %r = memref.reinterpret_cast %u to offset: [%o], sizes: [%o, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %r : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @udealloc(%u: memref<*xf32>) {
  memref.dealloc %u : memref<*xf32>
  return
}
func.func @uextract(%u: memref<*xf32>, %m: memref<?xf32>) -> (index, index) {
  %a = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %b = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  return %a, %b : index, index
}
func.func @cast_u(%m: memref<4xf32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %c : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: return %18 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view_static(%arg0: memref<2048xi8>, %arg1: index) -> memref<8x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x4xf32>
// CHECK-NEXT: return %18 : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @msc(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 2>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 1>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %24 = llvm.mul %21, %23 : i64
// CHECK-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %26 = llvm.mul %21, %25 : i64
// CHECK-NEXT: %27 = llvm.add %26, %20 : i64
// CHECK-NEXT: %28 = llvm.mul %27, %22 : i64
// CHECK-NEXT: %29 = llvm.add %24, %28 : i64
// CHECK-NEXT: %30 = llvm.alloca %29 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.insertvalue %30, %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: %36 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: llvm.store %35, %30 : !llvm.ptr<2>, !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: llvm.store %36, %37 : !llvm.ptr<2>, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %39 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: %40 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %41 = llvm.sub %29, %40 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%39, %38, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %42 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(i64, ptr)> to memref<*xf32, 2>
// CHECK-NEXT: return %15, %42 : memref<?xf32, 1>, memref<*xf32, 2>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @udim(%arg0: memref<*xf32>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @urc(%arg0: memref<*xf32>, %arg1: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: return %17 : memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @udealloc(%arg0: memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @uextract(%arg0: memref<*xf32>, %arg1: memref<?xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: return %6, %9 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_u(%arg0: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: return %7 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT: llvm.func @free(!llvm.ptr)
// IDX32-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// IDX32-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %9 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %11 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %13 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %16 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32>
// IDX32-NEXT: return %18 : memref<?x4xf32>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @view_static(%arg0: memref<2048xi8>, %arg1: index) -> memref<8x4xf32> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// IDX32-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %8 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %10 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %11 = llvm.insertvalue %10, %9[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %12 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %13 = llvm.insertvalue %12, %11[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %14 = llvm.mlir.constant(8 : index) : i32
// IDX32-NEXT: %15 = llvm.insertvalue %14, %13[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %16 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<8x4xf32>
// IDX32-NEXT: return %18 : memref<8x4xf32>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @msc(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 2>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// IDX32-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// IDX32-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32, 1>
// IDX32-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %20 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %21 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT: %22 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %23 = llvm.mlir.constant(8 : index) : i32
// IDX32-NEXT: %24 = llvm.mul %21, %23 : i32
// IDX32-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %26 = llvm.mul %21, %25 : i32
// IDX32-NEXT: %27 = llvm.add %26, %20 : i32
// IDX32-NEXT: %28 = llvm.mul %27, %22 : i32
// IDX32-NEXT: %29 = llvm.add %24, %28 : i32
// IDX32-NEXT: %30 = llvm.alloca %29 x i8 : (i32) -> !llvm.ptr
// IDX32-NEXT: %31 = llvm.insertvalue %30, %19[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %32 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: %33 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IDX32-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: %35 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<2>
// IDX32-NEXT: %36 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<2>
// IDX32-NEXT: llvm.store %35, %30 : !llvm.ptr<2>, !llvm.ptr
// IDX32-NEXT: %37 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// IDX32-NEXT: llvm.store %36, %37 : !llvm.ptr<2>, !llvm.ptr
// IDX32-NEXT: %38 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IDX32-NEXT: %39 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// IDX32-NEXT: %40 = llvm.mlir.constant(16 : index) : i32
// IDX32-NEXT: %41 = llvm.sub %29, %40 : i32
// IDX32-NEXT: "llvm.intr.memcpy"(%39, %38, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// IDX32-NEXT: %42 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(i32, ptr)> to memref<*xf32, 2>
// IDX32-NEXT: return %15, %42 : memref<?xf32, 1>, memref<*xf32, 2>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @udim(%arg0: memref<*xf32>, %arg1: index) -> index {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %4 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %5 = llvm.add %4, %0 : i32
// IDX32-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// IDX32-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i32
// IDX32-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i32 to index
// IDX32-NEXT: return %8 : index
// IDX32-NEXT: }
// IDX32-LABEL: func.func @urc(%arg0: memref<*xf32>, %arg1: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IDX32-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %10 = llvm.insertvalue %0, %9[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %11 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %13 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %14 = llvm.insertvalue %13, %12[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %15 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %16 = llvm.insertvalue %15, %14[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// IDX32-NEXT: return %17 : memref<?x4xf32, strided<[4, 1], offset: ?>>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @udealloc(%arg0: memref<*xf32>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: llvm.call @free(%2) : (!llvm.ptr) -> ()
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-LABEL: func.func @uextract(%arg0: memref<*xf32>, %arg1: memref<?xf32>) -> (index, index) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IDX32-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// IDX32-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i32
// IDX32-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// IDX32-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i32
// IDX32-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// IDX32-NEXT: return %6, %9 : index, index
// IDX32-NEXT: }
// IDX32-LABEL: func.func @cast_u(%arg0: memref<4xf32>) -> memref<*xf32> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// IDX32-NEXT: %3 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// IDX32-NEXT: return %7 : memref<*xf32>
// IDX32-NEXT: }
// IDX32-NEXT: }
