// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm -split-input-file | FileCheck %s


// Globals become llvm.mlir.global of nested arrays; get_global builds a descriptor whose
// allocated pointer is 0xdeadbeef.
memref.global "private" constant @table : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global @buffer : memref<3x4xf64> = uninitialized
memref.global @scalar : memref<f32> = dense<2.5> {alignment = 32}
memref.global "private" @splat : memref<8xi16> = dense<7>
memref.global "public" @space : memref<2xi8, 3> = dense<[1, 2]>
func.func @use() -> i32 {
  %c1 = arith.constant 1 : index
  %t = memref.get_global @table : memref<2x2xi32>
  %x = memref.load %t[%c1, %c1] : memref<2x2xi32>
  %s = memref.get_global @scalar : memref<f32>
  %b = memref.get_global @space : memref<2xi8, 3>
  return %x : i32
}

// CHECK: llvm.mlir.global private constant @table(dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT: llvm.mlir.global external @buffer() {addr_space = 0 : i32} : !llvm.array<3 x array<4 x f64>> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<3 x array<4 x f64>>
// CHECK-NEXT: llvm.return %0 : !llvm.array<3 x array<4 x f64>>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @scalar(2.500000e+00 : f32) {addr_space = 0 : i32, alignment = 32 : i64} : f32
// CHECK-NEXT: llvm.mlir.global private @splat(dense<7> : tensor<8xi16>) {addr_space = 0 : i32} : !llvm.array<8 x i16>
// CHECK-NEXT: llvm.mlir.global external @space(dense<[1, 2]> : tensor<2xi8>) {addr_space = 3 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT: func.func @use() -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %2, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %2, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %3, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %23 = llvm.mul %0, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %0 : i64
// CHECK-NEXT: %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> i32
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT: %31 = llvm.mlir.addressof @scalar : !llvm.ptr
// CHECK-NEXT: %32 = llvm.getelementptr %31[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %33 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %42 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %43 = llvm.getelementptr %42[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
// CHECK-NEXT: %45 = llvm.mlir.addressof @space : !llvm.ptr<3>
// CHECK-NEXT: %46 = llvm.getelementptr %45[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i8>
// CHECK-NEXT: %47 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
// CHECK-NEXT: %49 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %46, %50[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %40, %53[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %41, %54[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return %26 : i32
// CHECK-NEXT: }
