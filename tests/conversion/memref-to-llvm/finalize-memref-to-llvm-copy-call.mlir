// memref.copy between memrefs that are not both contiguous (a strided layout, an unranked
// memref, an empty static one) calls the runtime's memrefCopy on unranked descriptors put on
// the stack between a stack save and restore; unranked memrefs in views and dims, in spaces
// other than 0. Under -convert-to-llvm the unranked arguments are packed back into their
// descriptors. CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s '-finalize-memref-to-llvm=index-bitwidth=32' | FileCheck %s --check-prefix=IDX32
// RUN: %mlir_opt %s '-finalize-memref-to-llvm=index-bitwidth=32' | FileCheck %s --check-prefix=IDX32
// RUN: oxir-opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL
// RUN: %mlir_opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL

func.func @udim1(%u: memref<*xf32, 1>, %i: index) -> index {
  %d = memref.dim %u, %i : memref<*xf32, 1>
  return %d : index
}
func.func @view_dyn(%buf: memref<64xi8, 3>, %off: index, %n: index, %m: index) -> memref<?x?x2xf32, 3> {
  %v = memref.view %buf[%off][%n, %m] : memref<64xi8, 3> to memref<?x?x2xf32, 3>
  return %v : memref<?x?x2xf32, 3>
}
func.func @view0(%buf: memref<64xi8>, %off: index) -> memref<f32> {
  %v = memref.view %buf[%off][] : memref<64xi8> to memref<f32>
  return %v : memref<f32>
}
func.func @msc2(%m: memref<4x?xf32, strided<[?, 1], offset: ?>, 1>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.memory_space_cast %m : memref<4x?xf32, strided<[?, 1], offset: ?>, 1> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %a : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @urc1(%u: memref<*xf32, 1>) -> memref<4xf32, 1> {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 1> to memref<4xf32, 1>
  return %r : memref<4xf32, 1>
}
func.func @copy_both_unranked(%a: memref<*xi32>, %b: memref<*xi32>, %c: memref<0xi32, strided<[1], offset: 2>>, %d: memref<0xi32>) {
  memref.copy %a, %b : memref<*xi32> to memref<*xi32>
  memref.copy %c, %d : memref<0xi32, strided<[1], offset: 2>> to memref<0xi32>
  %e = memref.alloc() : memref<2xi32>
  memref.dealloc %e : memref<2xi32>
  return
}
func.func @copy_strided(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}
func.func @copy_unranked(%a: memref<*xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @udim1(%arg0: memref<*xf32, 1>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr<1>, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr<1> -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view_dyn(%arg0: memref<64xi8, 3>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x2xf32, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %0, %15[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %17, %0 : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x2xf32, 3>
// CHECK-NEXT: return %22 : memref<?x?x2xf32, 3>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view0(%arg0: memref<64xi8>, %arg1: index) -> memref<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: return %10 : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @msc2(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>, 1>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %9 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %3, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %4, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %6, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %5, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %7, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %18 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @urc1(%arg0: memref<*xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, 1>
// CHECK-NEXT: return %14 : memref<4xf32, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_both_unranked(%arg0: memref<*xi32>, %arg1: memref<*xi32>, %arg2: memref<0xi32, strided<[1], offset: 2>>, %arg3: memref<0xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<0xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<0xi32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xi32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xi32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %7 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// CHECK-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %17, %25 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %23, %26 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// CHECK-NEXT: %30 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
// CHECK-NEXT: %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %30, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %31, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%43) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_strided(%arg0: memref<4x4xf32, strided<[8, 1]>>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %16 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %14, %17 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_unranked(%arg0: memref<*xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.alloca %9 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %10 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %11 = llvm.alloca %9 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %11 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.ptrtoint %13 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%14, %10, %11) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT: llvm.func @free(!llvm.ptr)
// IDX32-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// IDX32-NEXT: llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
// IDX32-LABEL: func.func @udim1(%arg0: memref<*xf32, 1>, %arg1: index) -> index {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr<1>, !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %4 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %5 = llvm.add %4, %0 : i32
// IDX32-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
// IDX32-NEXT: %7 = llvm.load %6 : !llvm.ptr<1> -> i32
// IDX32-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i32 to index
// IDX32-NEXT: return %8 : index
// IDX32-NEXT: }
// IDX32-LABEL: func.func @view_dyn(%arg0: memref<64xi8, 3>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x2xf32, 3> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i32
// IDX32-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8, 3> to !llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// IDX32-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %10 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %12 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT: %13 = llvm.insertvalue %12, %11[3, 2] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %15 = llvm.insertvalue %14, %13[4, 2] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %16 = llvm.insertvalue %0, %15[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %17 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT: %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %20 = llvm.mul %17, %0 : i32
// IDX32-NEXT: %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)>
// IDX32-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr<3>, ptr<3>, i32, array<3 x i32>, array<3 x i32>)> to memref<?x?x2xf32, 3>
// IDX32-NEXT: return %22 : memref<?x?x2xf32, 3>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @view0(%arg0: memref<64xi8>, %arg1: index) -> memref<f32> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<64xi8> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// IDX32-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %8 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i32)>
// IDX32-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i32)> to memref<f32>
// IDX32-NEXT: return %10 : memref<f32>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @msc2(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>, 1>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %8 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
// IDX32-NEXT: %9 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
// IDX32-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %13 = llvm.insertvalue %3, %12[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %14 = llvm.insertvalue %4, %13[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %15 = llvm.insertvalue %6, %14[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %16 = llvm.insertvalue %5, %15[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %17 = llvm.insertvalue %7, %16[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// IDX32-NEXT: return %18 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @urc1(%arg0: memref<*xf32, 1>) -> memref<4xf32, 1> {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<1>
// IDX32-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// IDX32-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<1>
// IDX32-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %8 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %10 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %12 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32, 1>
// IDX32-NEXT: return %14 : memref<4xf32, 1>
// IDX32-NEXT: }
// IDX32-LABEL: func.func @copy_both_unranked(%arg0: memref<*xi32>, %arg1: memref<*xi32>, %arg2: memref<0xi32, strided<[1], offset: 2>>, %arg3: memref<0xi32>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<0xi32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<0xi32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xi32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xi32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// IDX32-NEXT: %5 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %3, %6 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %2, %7 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i32
// IDX32-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i32
// IDX32-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// IDX32-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// IDX32-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// IDX32-NEXT: %12 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// IDX32-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %18 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// IDX32-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %24 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %17, %25 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %23, %26 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i32
// IDX32-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i32
// IDX32-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// IDX32-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// IDX32-NEXT: %30 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT: %31 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// IDX32-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i32
// IDX32-NEXT: %35 = llvm.call @malloc(%34) : (i32) -> !llvm.ptr
// IDX32-NEXT: %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %39 = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %41 = llvm.insertvalue %30, %40[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %42 = llvm.insertvalue %31, %41[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %43 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: llvm.call @free(%43) : (!llvm.ptr) -> ()
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-LABEL: func.func @copy_strided(%arg0: memref<4x4xf32, strided<[8, 1]>>, %arg1: memref<4x4xf32>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// IDX32-NEXT: %3 = llvm.mlir.constant(2 : i32) : i32
// IDX32-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// IDX32-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %9 = llvm.mlir.constant(2 : i32) : i32
// IDX32-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// IDX32-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %15 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %8, %16 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %14, %17 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// IDX32-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i32
// IDX32-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// IDX32-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-LABEL: func.func @copy_unranked(%arg0: memref<*xf32>, %arg1: memref<?xf32>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// IDX32-NEXT: %3 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// IDX32-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// IDX32-NEXT: llvm.store %0, %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// IDX32-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT: %9 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %10 = llvm.alloca %9 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %1, %10 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %11 = llvm.alloca %9 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// IDX32-NEXT: llvm.store %8, %11 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// IDX32-NEXT: %12 = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f32
// IDX32-NEXT: %14 = llvm.ptrtoint %13 : !llvm.ptr to i32
// IDX32-NEXT: llvm.call @memrefCopy(%14, %10, %11) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// IDX32-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @free(!llvm.ptr)
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// ALL-LABEL: llvm.func @udim1(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> i64 {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// ALL-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// ALL-NEXT: %5 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %6 = llvm.getelementptr %5[0, 2] : (!llvm.ptr) -> !llvm.ptr<1>, !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %8 = llvm.add %7, %arg2 : i64
// ALL-NEXT: %9 = llvm.getelementptr %6[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
// ALL-NEXT: %10 = llvm.load %9 : !llvm.ptr<1> -> i64
// ALL-NEXT: llvm.return %10 : i64
// ALL-NEXT: }
// ALL-LABEL: llvm.func @view_dyn(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<3>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<64xi8, 3>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<64xi8, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %9 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %10 = llvm.insertvalue %9, %8[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %11 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %12 = llvm.getelementptr %11[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
// ALL-NEXT: %13 = llvm.insertvalue %12, %10[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %16 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %17 = llvm.insertvalue %16, %15[3, 2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %19 = llvm.insertvalue %18, %17[4, 2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %20 = llvm.insertvalue %arg7, %19[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %21 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %22 = llvm.insertvalue %21, %20[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %23 = llvm.insertvalue %arg6, %22[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %24 = llvm.mul %21, %arg7 : i64
// ALL-NEXT: %25 = llvm.insertvalue %24, %23[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: llvm.return %25 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: }
// ALL-LABEL: llvm.func @view0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<64xi8>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %9 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %10 = llvm.insertvalue %9, %8[0] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %11 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %12 = llvm.getelementptr %11[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// ALL-NEXT: %13 = llvm.insertvalue %12, %10[1] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: llvm.return %15 : !llvm.struct<(ptr, ptr, i64)>
// ALL-NEXT: }
// ALL-LABEL: llvm.func @msc2(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>, 1>
// ALL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32, strided<[?, 1], offset: ?>, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %12 = llvm.extractvalue %9[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %13 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %14 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %15 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %16 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %17 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
// ALL-NEXT: %18 = llvm.addrspacecast %11 : !llvm.ptr<1> to !llvm.ptr
// ALL-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.insertvalue %17, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %22 = llvm.insertvalue %12, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %23 = llvm.insertvalue %13, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %24 = llvm.insertvalue %15, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %25 = llvm.insertvalue %14, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %26 = llvm.insertvalue %16, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: llvm.return %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: }
// ALL-LABEL: llvm.func @urc1(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// ALL-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// ALL-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr<1>
// ALL-NEXT: %8 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// ALL-NEXT: %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr<1>
// ALL-NEXT: %10 = llvm.insertvalue %7, %5[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// ALL-NEXT: %15 = llvm.insertvalue %14, %13[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: llvm.return %17 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: }
// ALL-LABEL: llvm.func @copy_both_unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64) {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg9, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg10, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg11, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg12, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg13, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<0xi32>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<0xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %arg4, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %10 = llvm.insertvalue %arg5, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %11 = llvm.insertvalue %arg6, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %12 = llvm.insertvalue %arg7, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %13 = llvm.insertvalue %arg8, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<0xi32, strided<[1], offset: 2>>
// ALL-NEXT: %15 = builtin.unrealized_conversion_cast %14 : memref<0xi32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %17 = llvm.insertvalue %arg2, %16[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %18 = llvm.insertvalue %arg3, %17[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(i64, ptr)> to memref<*xi32>
// ALL-NEXT: %20 = builtin.unrealized_conversion_cast %19 : memref<*xi32> to !llvm.struct<(i64, ptr)>
// ALL-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %22 = llvm.insertvalue %arg0, %21[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %23 = llvm.insertvalue %arg1, %22[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(i64, ptr)> to memref<*xi32>
// ALL-NEXT: %25 = builtin.unrealized_conversion_cast %24 : memref<*xi32> to !llvm.struct<(i64, ptr)>
// ALL-NEXT: %26 = llvm.intr.stacksave : !llvm.ptr
// ALL-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %28 = llvm.alloca %27 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %25, %28 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %29 = llvm.alloca %27 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %20, %29 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %30 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i32
// ALL-NEXT: %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
// ALL-NEXT: llvm.call @memrefCopy(%32, %28, %29) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALL-NEXT: llvm.intr.stackrestore %26 : !llvm.ptr
// ALL-NEXT: %33 = llvm.intr.stacksave : !llvm.ptr
// ALL-NEXT: %34 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %36 = llvm.alloca %35 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %15, %36 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// ALL-NEXT: %37 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %38 = llvm.insertvalue %34, %37[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %7, %42 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// ALL-NEXT: %43 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %44 = llvm.insertvalue %40, %43[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %47 = llvm.alloca %46 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %39, %47 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %48 = llvm.alloca %46 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %45, %48 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %49 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %50 = llvm.getelementptr %49[1] : (!llvm.ptr) -> !llvm.ptr, i32
// ALL-NEXT: %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
// ALL-NEXT: llvm.call @memrefCopy(%51, %47, %48) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALL-NEXT: llvm.intr.stackrestore %33 : !llvm.ptr
// ALL-NEXT: %52 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %54 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// ALL-NEXT: %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// ALL-NEXT: %57 = llvm.call @malloc(%56) : (i64) -> !llvm.ptr
// ALL-NEXT: %58 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %61 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %63 = llvm.insertvalue %52, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %64 = llvm.insertvalue %53, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %65 = llvm.extractvalue %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: llvm.call @free(%65) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.return
// ALL-NEXT: }
// ALL-LABEL: llvm.func @copy_strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg12, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg11, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg13, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32>
// ALL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %11 = llvm.insertvalue %arg0, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %12 = llvm.insertvalue %arg1, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %13 = llvm.insertvalue %arg2, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %14 = llvm.insertvalue %arg3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %15 = llvm.insertvalue %arg5, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %16 = llvm.insertvalue %arg4, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %17 = llvm.insertvalue %arg6, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, strided<[8, 1]>>
// ALL-NEXT: %19 = builtin.unrealized_conversion_cast %18 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALL-NEXT: %20 = llvm.intr.stacksave : !llvm.ptr
// ALL-NEXT: %21 = llvm.mlir.constant(2 : i64) : i64
// ALL-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %23 = llvm.alloca %22 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %19, %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALL-NEXT: %24 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %25 = llvm.insertvalue %21, %24[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %27 = llvm.mlir.constant(2 : i64) : i64
// ALL-NEXT: %28 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %29 = llvm.alloca %28 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %9, %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALL-NEXT: %30 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %31 = llvm.insertvalue %27, %30[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %34 = llvm.alloca %33 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %26, %34 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %35 = llvm.alloca %33 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %32, %35 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %36 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %37 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f32
// ALL-NEXT: %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
// ALL-NEXT: llvm.call @memrefCopy(%38, %34, %35) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALL-NEXT: llvm.intr.stackrestore %20 : !llvm.ptr
// ALL-NEXT: llvm.return
// ALL-NEXT: }
// ALL-LABEL: llvm.func @copy_unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// ALL-NEXT: %12 = builtin.unrealized_conversion_cast %11 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALL-NEXT: %13 = llvm.intr.stacksave : !llvm.ptr
// ALL-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %7, %16 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// ALL-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %18 = llvm.insertvalue %14, %17[0] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(i64, ptr)>
// ALL-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %21 = llvm.alloca %20 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %12, %21 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %22 = llvm.alloca %20 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALL-NEXT: llvm.store %19, %22 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALL-NEXT: %23 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %24 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f32
// ALL-NEXT: %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
// ALL-NEXT: llvm.call @memrefCopy(%25, %21, %22) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALL-NEXT: llvm.intr.stackrestore %13 : !llvm.ptr
// ALL-NEXT: llvm.return
// ALL-NEXT: }
// ALL-NEXT: }
