// RUN: oxir-opt %s -finalize-memref-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm | FileCheck %s

// memref.assume_alignment becomes llvm.intr.assume that the first element's address has its
// low bits clear; memref.prefetch an llvm.intr.prefetch of the element's address.

func.func @aa(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  memref.assume_alignment %m, 16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return
}
func.func @pf(%m: memref<4x8xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %m[%j, %i], write, locality<1>, instr : memref<4x8xf32>
  return
}

// CHECK: module {
// CHECK: func.func @aa(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %6 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.and %6, %5  : i64
// CHECK-NEXT: %8 = llvm.icmp "eq" %7, %4 : i64
// CHECK-NEXT: "llvm.intr.assume"(%8) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: func.func @pf(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%7) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %0, %9 : i64
// CHECK-NEXT: %11 = llvm.add %10, %1 : i64
// CHECK-NEXT: %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%12) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
