// memref.alloc of a memref in a non-zero address space: the pointer the allocation function
// returns is cast to that space (llvm.addrspacecast) before the alignment and the descriptor,
// with malloc and with aligned_alloc. CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-finalize-memref-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s '-finalize-memref-to-llvm=use-aligned-alloc' | FileCheck %s --check-prefix=ALIGNED
// RUN: %mlir_opt %s '-finalize-memref-to-llvm=use-aligned-alloc' | FileCheck %s --check-prefix=ALIGNED
// RUN: oxir-opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL
// RUN: %mlir_opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL

func.func @a(%n: index) -> (memref<32xf32, 5>, memref<?xf32, 5>) {
  %0 = memref.alloc() : memref<32xf32, 5>
  %1 = memref.alloc(%n) {alignment = 32} : memref<?xf32, 5>
  return %0, %1 : memref<32xf32, 5>, memref<?xf32, 5>
}

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @a(%arg0: index) -> (memref<32xf32, 5>, memref<?xf32, 5>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %1, %12[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %2, %13[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)> to memref<32xf32, 5>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %18 = llvm.getelementptr %17[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT: %20 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %21 = llvm.add %19, %20 : i64
// CHECK-NEXT: %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
// CHECK-NEXT: %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr<5> to i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.sub %20, %25 : i64
// CHECK-NEXT: %27 = llvm.add %24, %26 : i64
// CHECK-NEXT: %28 = llvm.urem %27, %20  : i64
// CHECK-NEXT: %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT: %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<5>
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %23, %31[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %0, %35[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %16, %36[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 5>
// CHECK-NEXT: return %15, %38 : memref<32xf32, 5>, memref<?xf32, 5>
// CHECK-NEXT: }
// CHECK-NEXT: }

// ALIGNED: module {
// ALIGNED-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-LABEL: func.func @a(%arg0: index) -> (memref<32xf32, 5>, memref<?xf32, 5>) {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// ALIGNED-NEXT: %6 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %7 = llvm.call @aligned_alloc(%6, %5) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<5>
// ALIGNED-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %14 = llvm.insertvalue %1, %13[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %15 = llvm.insertvalue %2, %14[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)> to memref<32xf32, 5>
// ALIGNED-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %19 = llvm.getelementptr %18[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// ALIGNED-NEXT: %21 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %23 = llvm.sub %21, %22 : i64
// ALIGNED-NEXT: %24 = llvm.add %20, %23 : i64
// ALIGNED-NEXT: %25 = llvm.urem %24, %21  : i64
// ALIGNED-NEXT: %26 = llvm.sub %24, %25 : i64
// ALIGNED-NEXT: %27 = llvm.call @aligned_alloc(%21, %26) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %28 = llvm.addrspacecast %27 : !llvm.ptr to !llvm.ptr<5>
// ALIGNED-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %34 = llvm.insertvalue %0, %33[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %35 = llvm.insertvalue %17, %34[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 5>
// ALIGNED-NEXT: return %16, %36 : memref<32xf32, 5>, memref<?xf32, 5>
// ALIGNED-NEXT: }
// ALIGNED-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-LABEL: llvm.func @a(%arg0: i64) -> !llvm.struct<(struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>)> {
// ALL-NEXT: %0 = llvm.mlir.constant(32 : index) : i64
// ALL-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALL-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALL-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// ALL-NEXT: %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<5>
// ALL-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %13 = llvm.insertvalue %1, %12[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %15 = llvm.mlir.zero : !llvm.ptr
// ALL-NEXT: %16 = llvm.getelementptr %15[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALL-NEXT: %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
// ALL-NEXT: %18 = llvm.mlir.constant(32 : index) : i64
// ALL-NEXT: %19 = llvm.add %17, %18 : i64
// ALL-NEXT: %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
// ALL-NEXT: %21 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<5>
// ALL-NEXT: %22 = llvm.ptrtoint %21 : !llvm.ptr<5> to i64
// ALL-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %24 = llvm.sub %18, %23 : i64
// ALL-NEXT: %25 = llvm.add %22, %24 : i64
// ALL-NEXT: %26 = llvm.urem %25, %18  : i64
// ALL-NEXT: %27 = llvm.sub %25, %26 : i64
// ALL-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<5>
// ALL-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %30 = llvm.insertvalue %21, %29[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// ALL-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %34 = llvm.insertvalue %arg0, %33[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %35 = llvm.insertvalue %14, %34[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %36 = llvm.mlir.undef : !llvm.struct<(struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>)>
// ALL-NEXT: %37 = llvm.insertvalue %13, %36[0] : !llvm.struct<(struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>)>
// ALL-NEXT: %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>)>
// ALL-NEXT: llvm.return %38 : !llvm.struct<(struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>)>
// ALL-NEXT: }
// ALL-NEXT: }
