// RUN: oxir-opt %s -finalize-memref-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm | FileCheck %s

// atomic_rmw becomes llvm.atomicrmw (acq_rel) at the element's address. (The kinds with no
// llvm.atomicrmw operation, which MLIR 19 leaves, are in finalize-memref-to-llvm-atomic-loop.mlir.)
func.func @atomics(%f: memref<8xf32>, %g: memref<?x3xi64, strided<[?, 1], offset: ?>>, %x: f32, %y: i64, %i: index, %j: index) -> (f32, i64, i64) {
  %a = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %b = memref.atomic_rmw addi %y, %g[%i, %j] : (i64, memref<?x3xi64, strided<[?, 1], offset: ?>>) -> i64
  %c = memref.atomic_rmw maxu %y, %g[%j, %i] : (i64, memref<?x3xi64, strided<[?, 1], offset: ?>>) -> i64
  %d = memref.atomic_rmw ori %y, %g[%j, %j] : (i64, memref<?x3xi64, strided<[?, 1], offset: ?>>) -> i64
  return %a, %b, %c : f32, i64, i64
}

// CHECK: func.func @atomics(%arg0: memref<8xf32>, %arg1: memref<?x3xi64, strided<[?, 1], offset: ?>>, %arg2: f32, %arg3: i64, %arg4: index, %arg5: index) -> (f32, i64, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<?x3xi64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.atomicrmw fmin %5, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %7[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %10 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mul %2, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %0 : i64
// CHECK-NEXT: %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %14 = llvm.atomicrmw add %13, %arg3 acq_rel : !llvm.ptr, i64
// CHECK-NEXT: %15 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %15[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %18 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mul %0, %18 : i64
// CHECK-NEXT: %20 = llvm.add %19, %2 : i64
// CHECK-NEXT: %21 = llvm.getelementptr %17[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %22 = llvm.atomicrmw umax %21, %arg3 acq_rel : !llvm.ptr, i64
// CHECK-NEXT: %23 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.getelementptr %23[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %26 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.mul %0, %26 : i64
// CHECK-NEXT: %28 = llvm.add %27, %0 : i64
// CHECK-NEXT: %29 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %30 = llvm.atomicrmw _or %29, %arg3 acq_rel : !llvm.ptr, i64
// CHECK-NEXT: return %6, %14, %22 : f32, i64, i64
// CHECK-NEXT: }
