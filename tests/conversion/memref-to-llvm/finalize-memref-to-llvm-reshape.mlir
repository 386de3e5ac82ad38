// memref.reshape with a shape of static length: a descriptor over the source's pointers, the
// sizes static or loaded from the shape (a memref.load lowered in turn), the strides static
// or the running product, as MLIR's MemRefReshapeOpLowering. CHECK lines are mlir-opt-19's
// output on this file.
// RUN: oxir-opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL
// RUN: %mlir_opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL

memref.global "private" constant @__constant_3xi64 : memref<3xi64> = dense<[2, 6, 20]>
func.func @r1(%arg0: memref<4x5x6xf32>) -> memref<2x6x20xf32> {
  %0 = memref.get_global @__constant_3xi64 : memref<3xi64>
  %1 = memref.reshape %arg0(%0) : (memref<4x5x6xf32>, memref<3xi64>) -> memref<2x6x20xf32>
  return %1 : memref<2x6x20xf32>
}
func.func @r2(%arg: memref<?x?x?xf32>, %shape: memref<4xi64>) -> memref<?x?x12x32xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x?x12x32xf32>
  return %0 : memref<?x?x12x32xf32>
}

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @__constant_3xi64(dense<[2, 6, 20]> : tensor<3xi64>) {addr_space = 0 : i32} : !llvm.array<3 x i64>
// CHECK-LABEL: func.func @r1(%arg0: memref<4x5x6xf32>) -> memref<2x6x20xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5x6xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.mlir.addressof @__constant_3xi64 : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT: %8 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %9 = llvm.inttoptr %8 : i64 to !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %7, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %23[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %28 = llvm.mul %24, %25 : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %31 = llvm.insertvalue %30, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %29, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %33 = llvm.mul %29, %30 : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(120 : index) : i64
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %34, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %38 = llvm.mul %34, %35 : i64
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x6x20xf32>
// CHECK-NEXT: return %39 : memref<2x6x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r2(%arg0: memref<?x?x?xf32>, %arg1: memref<4xi64>) -> memref<?x?x12x32xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %9, %10 : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(12 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %12[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %14, %15 : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(384 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %19, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %26 = llvm.mul %19, %23 : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %30 = llvm.load %29 : !llvm.ptr -> i64
// CHECK-NEXT: %31 = llvm.insertvalue %30, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %26, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %33 = llvm.mul %26, %30 : i64
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> to memref<?x?x12x32xf32>
// CHECK-NEXT: return %34 : memref<?x?x12x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.mlir.global private constant @__constant_3xi64(dense<[2, 6, 20]> : tensor<3xi64>) {addr_space = 0 : i32} : !llvm.array<3 x i64>
// ALL-LABEL: llvm.func @r1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x5x6xf32>
// ALL-NEXT: %11 = builtin.unrealized_conversion_cast %10 : memref<4x5x6xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// ALL-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %14 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %15 = llvm.getelementptr %14[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// ALL-NEXT: %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
// ALL-NEXT: %17 = llvm.mlir.addressof @__constant_3xi64 : !llvm.ptr
// ALL-NEXT: %18 = llvm.getelementptr %17[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
// ALL-NEXT: %19 = llvm.mlir.constant(3735928559 : index) : i64
// ALL-NEXT: %20 = llvm.inttoptr %19 : i64 to !llvm.ptr
// ALL-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %26 = llvm.insertvalue %12, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %27 = llvm.insertvalue %13, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %28 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %29 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %30 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %31 = llvm.insertvalue %29, %28[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %32 = llvm.insertvalue %30, %31[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %36 = llvm.mlir.constant(20 : index) : i64
// ALL-NEXT: %37 = llvm.insertvalue %36, %34[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %38 = llvm.insertvalue %35, %37[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %39 = llvm.mul %35, %36 : i64
// ALL-NEXT: %40 = llvm.mlir.constant(20 : index) : i64
// ALL-NEXT: %41 = llvm.mlir.constant(6 : index) : i64
// ALL-NEXT: %42 = llvm.insertvalue %41, %38[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %43 = llvm.insertvalue %40, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %44 = llvm.mul %40, %41 : i64
// ALL-NEXT: %45 = llvm.mlir.constant(120 : index) : i64
// ALL-NEXT: %46 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %47 = llvm.insertvalue %46, %43[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %48 = llvm.insertvalue %45, %47[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %49 = llvm.mul %45, %46 : i64
// ALL-NEXT: llvm.return %48 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: }
// ALL-LABEL: llvm.func @r2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64) -> !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg9, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg10, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg11, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg12, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg13, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi64>
// ALL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<4xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %13 = llvm.insertvalue %arg6, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %15 = llvm.insertvalue %arg7, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %16 = llvm.insertvalue %arg5, %15[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %17 = llvm.insertvalue %arg8, %16[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32>
// ALL-NEXT: %19 = builtin.unrealized_conversion_cast %18 : memref<?x?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %20 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %21 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %22 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NEXT: %23 = llvm.insertvalue %21, %20[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %24 = llvm.insertvalue %22, %23[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %28 = llvm.mlir.constant(32 : index) : i64
// ALL-NEXT: %29 = llvm.insertvalue %28, %26[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %30 = llvm.insertvalue %27, %29[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %31 = llvm.mul %27, %28 : i64
// ALL-NEXT: %32 = llvm.mlir.constant(32 : index) : i64
// ALL-NEXT: %33 = llvm.mlir.constant(12 : index) : i64
// ALL-NEXT: %34 = llvm.insertvalue %33, %30[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %35 = llvm.insertvalue %32, %34[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %36 = llvm.mul %32, %33 : i64
// ALL-NEXT: %37 = llvm.mlir.constant(384 : index) : i64
// ALL-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %39 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %40 = llvm.getelementptr %39[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// ALL-NEXT: %41 = llvm.load %40 : !llvm.ptr -> i64
// ALL-NEXT: %42 = llvm.insertvalue %41, %35[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %43 = llvm.insertvalue %37, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %44 = llvm.mul %37, %41 : i64
// ALL-NEXT: %45 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %46 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %47 = llvm.getelementptr %46[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// ALL-NEXT: %48 = llvm.load %47 : !llvm.ptr -> i64
// ALL-NEXT: %49 = llvm.insertvalue %48, %43[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %50 = llvm.insertvalue %44, %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: %51 = llvm.mul %44, %48 : i64
// ALL-NEXT: llvm.return %50 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// ALL-NEXT: }
// ALL-NEXT: }
