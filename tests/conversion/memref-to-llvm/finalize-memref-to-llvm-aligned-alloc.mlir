// RUN: oxir-opt %s '-finalize-memref-to-llvm=use-aligned-alloc' | FileCheck %s
// RUN: %mlir_opt %s '-finalize-memref-to-llvm=use-aligned-alloc' | FileCheck %s


// aligned_alloc: the alignment is the element's size rounded up to a power of two, at least 16;
// the size is rounded up to a multiple of it unless it is known to be one.
func.func @aligned(%n: index) {
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc(%n) : memref<?x3xi16>
  %c = memref.alloc() {alignment = 128} : memref<4xf64>
  %d = memref.alloc() : memref<5xcomplex<f64>>
  memref.dealloc %b : memref<?x3xi16>
  return
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT: func.func @aligned(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %7 = llvm.call @aligned_alloc(%6, %5) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %1, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %2, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.mul %15, %0 : i64
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT: %21 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.sub %21, %22 : i64
// CHECK-NEXT: %24 = llvm.add %20, %23 : i64
// CHECK-NEXT: %25 = llvm.urem %24, %21  : i64
// CHECK-NEXT: %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT: %27 = llvm.call @aligned_alloc(%21, %26) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %28 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %27, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %0, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %15, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %15, %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %16, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %39 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %40 = llvm.getelementptr %39[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
// CHECK-NEXT: %42 = llvm.mlir.constant(128 : index) : i64
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %44 = llvm.sub %42, %43 : i64
// CHECK-NEXT: %45 = llvm.add %41, %44 : i64
// CHECK-NEXT: %46 = llvm.urem %45, %42  : i64
// CHECK-NEXT: %47 = llvm.sub %45, %46 : i64
// CHECK-NEXT: %48 = llvm.call @aligned_alloc(%42, %47) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %49 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %37, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %38, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %58 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %59 = llvm.getelementptr %58[%56] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
// CHECK-NEXT: %60 = llvm.ptrtoint %59 : !llvm.ptr to i64
// CHECK-NEXT: %61 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %62 = llvm.call @aligned_alloc(%61, %60) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %63 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.insertvalue %62, %63[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %65 = llvm.insertvalue %62, %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %66 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %67 = llvm.insertvalue %66, %65[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.insertvalue %56, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.insertvalue %57, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%70) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
