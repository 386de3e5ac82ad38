// RUN: oxir-opt %s -finalize-memref-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -finalize-memref-to-llvm | FileCheck %s

// memref.alloca_scope: its blocks inlined between llvm.intr.stacksave and, before the branch
// out, llvm.intr.stackrestore; with results, a block taking them before the continuation.

func.func @scope_results(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> i64 {
    %m = memref.alloca() : memref<1xi64>
    memref.store %x, %m[%c0] : memref<1xi64>
    %v = memref.load %m[%c0] : memref<1xi64>
    memref.alloca_scope.return %v : i64
  }
  return %r : i64
}
func.func @scope_no_results(%m: memref<4xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    memref.store %f, %m[%c1] : memref<4xf32>
  }
  return
}

// CHECK: module {
// CHECK: func.func @scope_results(%arg0: i64) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %2 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %arg0, %13 : i64, !llvm.ptr
// CHECK-NEXT: %14 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2(%16 : i64)
// CHECK-NEXT: ^bb2(%17: i64):  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return %17 : i64
// CHECK-NEXT: }
// CHECK: func.func @scope_no_results(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg1, %4 : f32, !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
