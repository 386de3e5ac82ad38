// RUN: oxir-opt %s '-finalize-memref-to-llvm=index-bitwidth=32' -split-input-file | FileCheck %s
// RUN: %mlir_opt %s '-finalize-memref-to-llvm=index-bitwidth=32' -split-input-file | FileCheck %s


// Loads, stores and dims with a 32-bit index.
func.func @access(%m: memref<3x?xf32>, %i: index, %j: index, %v: f32) -> f32 {
  memref.store %v, %m[%i, %j] : memref<3x?xf32>
  %x = memref.load %m[%j, %i] {nontemporal = true} : memref<3x?xf32>
  return %x : f32
}

// CHECK: func.func @access(%arg0: memref<3x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<3x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i32
// CHECK-NEXT: %6 = llvm.add %5, %0 : i32
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %7 : f32, !llvm.ptr
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %9 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.mul %0, %9 : i32
// CHECK-NEXT: %11 = llvm.add %10, %1 : i32
// CHECK-NEXT: %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.load %12 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: return %13 : f32
// CHECK-NEXT: }

// -----

func.func @strided(%m: memref<?x?x2xi64, strided<[?, 6, 1], offset: ?>>, %s: memref<5xi8, strided<[3], offset: 7>>, %i: index) -> i8 {
  %x = memref.load %m[%i, %i, %i] : memref<?x?x2xi64, strided<[?, 6, 1], offset: ?>>
  memref.store %x, %m[%i, %i, %i] {nontemporal = true} : memref<?x?x2xi64, strided<[?, 6, 1], offset: ?>>
  %y = memref.load %s[%i] : memref<5xi8, strided<[3], offset: 7>>
  return %y : i8
}

// CHECK: func.func @strided(%arg0: memref<?x?x2xi64, strided<[?, 6, 1], offset: ?>>, %arg1: memref<5xi8, strided<[3], offset: 7>>, %arg2: index) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<5xi8, strided<[3], offset: 7>> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?x2xi64, strided<[?, 6, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// CHECK-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(6 : index) : i32
// CHECK-NEXT: %9 = llvm.mul %1, %8 : i32
// CHECK-NEXT: %10 = llvm.add %7, %9 : i32
// CHECK-NEXT: %11 = llvm.add %10, %1 : i32
// CHECK-NEXT: %12 = llvm.getelementptr %5[%11] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %15 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// CHECK-NEXT: %17 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %18 = llvm.mul %1, %17 : i32
// CHECK-NEXT: %19 = llvm.mlir.constant(6 : index) : i32
// CHECK-NEXT: %20 = llvm.mul %1, %19 : i32
// CHECK-NEXT: %21 = llvm.add %18, %20 : i32
// CHECK-NEXT: %22 = llvm.add %21, %1 : i32
// CHECK-NEXT: %23 = llvm.getelementptr %16[%22] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %13, %23 {nontemporal} : i64, !llvm.ptr
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(7 : index) : i32
// CHECK-NEXT: %26 = llvm.getelementptr %24[%25] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT: %27 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %28 = llvm.mul %1, %27 : i32
// CHECK-NEXT: %29 = llvm.getelementptr %26[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT: %30 = llvm.load %29 : !llvm.ptr -> i8
// CHECK-NEXT: return %30 : i8
// CHECK-NEXT: }

// -----

func.func @scalar(%m: memref<f16>, %v: f16) {
  %x = memref.load %m[] : memref<f16>
  memref.store %v, %m[] : memref<f16>
  return
}

// CHECK: func.func @scalar(%arg0: memref<f16>, %arg1: f16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f16> to !llvm.struct<(ptr, ptr, i32)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> f16
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32)>
// CHECK-NEXT: llvm.store %arg1, %3 : f16, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// dim with a constant index reads the shape or the descriptor; with another index it copies
// the sizes to the stack.
func.func @dims(%m: memref<4x?x?xf32>, %i: index, %u: memref<*xi32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %a = memref.dim %m, %c0 : memref<4x?x?xf32>
  %b = memref.dim %m, %c2 : memref<4x?x?xf32>
  %c = memref.dim %m, %i : memref<4x?x?xf32>
  %d = memref.dim %m, %c9 : memref<4x?x?xf32>
  %r = memref.rank %m : memref<4x?x?xf32>
  %s = memref.rank %u : memref<*xi32>
  return %a, %b, %c, %d, %r, %s : index, index, index, index, index, index
}

// CHECK: func.func @dims(%arg0: memref<4x?x?xf32>, %arg1: index, %arg2: memref<*xi32>) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xi32> to !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?x?xf32> to !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %c9 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT: %6 = llvm.extractvalue %2[3, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i32 to index
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %9 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %10 = llvm.alloca %8 x !llvm.array<3 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %9, %10 : !llvm.array<3 x i32>, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %10[0, %1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i32>
// CHECK-NEXT: %12 = llvm.load %11 : !llvm.ptr -> i32
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : i32 to index
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %15 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %16 = llvm.alloca %14 x !llvm.array<3 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %15, %16 : !llvm.array<3 x i32>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %16[0, %3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i32>
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i32
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i32 to index
// CHECK-NEXT: %20 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : i32 to index
// CHECK-NEXT: %22 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : i32 to index
// CHECK-NEXT: return %5, %7, %13, %19, %21, %23 : index, index, index, index, index, index
// CHECK-NEXT: }

// -----

func.func @aligned_pointer(%m: memref<?xf32, strided<[1], offset: ?>>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32, strided<[1], offset: ?>> -> index
  return %p : index
}

// CHECK: func.func @aligned_pointer(%arg0: memref<?xf32, strided<[1], offset: ?>>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32, strided<[1], offset: ?>> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.ptrtoint %1 : !llvm.ptr to i32
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
