// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s


// extract_strided_metadata reads the descriptor; reinterpret_cast builds one over the same
// pointers; cast between ranked memrefs keeps it.
func.func @views(%m: memref<2x?xi32, strided<[?, 1], offset: 3>>, %off: index, %sz: index, %st: index) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<2x?xi32, strided<[?, 1], offset: 3>> -> memref<i32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz, 4, 5], strides: [20, %st, 1] : memref<i32> to memref<?x4x5xi32, strided<[20, ?, 1], offset: ?>>
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [6], strides: [1] : memref<2x?xi32, strided<[?, 1], offset: 3>> to memref<6xi32>
  %c = memref.cast %s : memref<6xi32> to memref<?xi32>
  %x = memref.load %c[%off] : memref<?xi32>
  return %sizes#1 : index
}

// CHECK: func.func @views(%arg0: memref<2x?xi32, strided<[?, 1], offset: 3>>, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xi32, strided<[?, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %19 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %2, %21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %1, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %0, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %34, %33[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %35, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %41 = llvm.insertvalue %40, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.getelementptr %44[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %46 = llvm.load %45 : !llvm.ptr -> i32
// CHECK-NEXT: return %16 : index
// CHECK-NEXT: }

// -----

// A copy between contiguous memrefs is one llvm.intr.memcpy.
func.func @copy(%a: memref<?x8xf16>, %b: memref<?x8xf16>, %c: memref<1x3x4xi8, strided<[50, 4, 1], offset: 2>>, %d: memref<1x3x4xi8>) {
  memref.copy %a, %b : memref<?x8xf16> to memref<?x8xf16>
  memref.copy %c, %d : memref<1x3x4xi8, strided<[50, 4, 1], offset: 2>> to memref<1x3x4xi8>
  return
}

// CHECK: func.func @copy(%arg0: memref<?x8xf16>, %arg1: memref<?x8xf16>, %arg2: memref<1x3x4xi8, strided<[50, 4, 1], offset: 2>>, %arg3: memref<1x3x4xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<1x3x4xi8> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<1x3x4xi8, strided<[50, 4, 1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<?x8xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT: %7 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mul %6, %7 : i64
// CHECK-NEXT: %9 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// CHECK-NEXT: %12 = llvm.mul %8, %11 : i64
// CHECK-NEXT: %13 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.getelementptr %13[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: %16 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: "llvm.intr.memcpy"(%18, %15, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.mul %19, %20 : i64
// CHECK-NEXT: %22 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %21, %22 : i64
// CHECK-NEXT: %24 = llvm.extractvalue %1[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %25 = llvm.mul %23, %24 : i64
// CHECK-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %27 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT: %29 = llvm.mul %25, %28 : i64
// CHECK-NEXT: %30 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %33 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %35 = llvm.getelementptr %33[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: "llvm.intr.memcpy"(%35, %32, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A cast to an unranked memref puts the descriptor on the stack; one back loads it.
func.func @unranked(%m: memref<?x2x?xf64>, %u: memref<*xi1>) -> memref<*xf64> {
  %a = memref.cast %m : memref<?x2x?xf64> to memref<*xf64>
  %b = memref.cast %u : memref<*xi1> to memref<7xi1>
  %c = memref.rank %u : memref<*xi1>
  return %a : memref<*xf64>
}

// CHECK: func.func @unranked(%arg0: memref<?x2x?xf64>, %arg1: memref<*xi1>) -> memref<*xf64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xi1> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x2x?xf64> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %3 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xf64>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: return %8 : memref<*xf64>
// CHECK-NEXT: }
