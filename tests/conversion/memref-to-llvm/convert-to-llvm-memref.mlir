// RUN: oxir-opt %s '-convert-to-llvm=filter-dialects=memref' | FileCheck %s
// RUN: %mlir_opt %s '-convert-to-llvm=filter-dialects=memref' | FileCheck %s


// -convert-to-llvm lowers memref accesses and globals through the memref dialect's
// ConvertToLLVMPatternInterface.
memref.global "private" constant @lut : memref<4xi8> = dense<[1, 2, 4, 8]>
func.func @lookup(%i: index, %m: memref<?xi8>) -> i8 {
  %g = memref.get_global @lut : memref<4xi8>
  %x = memref.load %g[%i] : memref<4xi8>
  memref.store %x, %m[%i] : memref<?xi8>
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi8>
  return %x : i8
}

// CHECK: llvm.mlir.global private constant @lut(dense<[1, 2, 4, 8]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT: func.func @lookup(%arg0: index, %arg1: memref<?xi8>) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.addressof @lut : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: %9 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %3, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> i8
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %20, %22 : i8, !llvm.ptr
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %23 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return %20 : i8
// CHECK-NEXT: }
