// -arith-expand: ceildivsi, ceildivui, floordivsi, maximumf, minimumf, maxnumf and minnumf
// expanded op for op as MLIR 19's ArithExpandOps does (scalars, index and vectors, whose
// constants are splats); extf/truncf of bf16 stay without include-bf16. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -arith-expand %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -arith-expand %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: index, %arg6: vector<2xf32>, %arg7: vector<2xf32>) -> (i32, i32, i32, f32, f32, f32, f32, index, vector<2xf32>) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.select %0, %c-1_i32, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:    %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT:    %4 = arith.addi %c1_i32, %3 : i32
// CHECK-NEXT:    %5 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT:    %6 = arith.divsi %5, %arg1 : i32
// CHECK-NEXT:    %7 = arith.subi %c0_i32, %6 : i32
// CHECK-NEXT:    %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %10 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %11 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %12 = arith.andi %8, %10 : i1
// CHECK-NEXT:    %13 = arith.andi %9, %11 : i1
// CHECK-NEXT:    %14 = arith.ori %12, %13 : i1
// CHECK-NEXT:    %15 = arith.select %14, %4, %7 : i32
// CHECK-NEXT:    %16 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %17 = arith.muli %16, %arg1 : i32
// CHECK-NEXT:    %18 = arith.cmpi ne, %arg0, %17 : i32
// CHECK-NEXT:    %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:    %19 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
// CHECK-NEXT:    %20 = arith.cmpi slt, %arg1, %c0_i32_0 : i32
// CHECK-NEXT:    %21 = arith.cmpi ne, %19, %20 : i1
// CHECK-NEXT:    %22 = arith.andi %18, %21 : i1
// CHECK-NEXT:    %c-1_i32_1 = arith.constant -1 : i32
// CHECK-NEXT:    %23 = arith.addi %16, %c-1_i32_1 : i32
// CHECK-NEXT:    %24 = arith.select %22, %23, %16 : i32
// CHECK-NEXT:    %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:    %25 = arith.cmpi eq, %arg0, %c0_i32_2 : i32
// CHECK-NEXT:    %c1_i32_3 = arith.constant 1 : i32
// CHECK-NEXT:    %26 = arith.subi %arg0, %c1_i32_3 : i32
// CHECK-NEXT:    %27 = arith.divui %26, %arg1 : i32
// CHECK-NEXT:    %28 = arith.addi %27, %c1_i32_3 : i32
// CHECK-NEXT:    %29 = arith.select %25, %c0_i32_2, %28 : i32
// CHECK-NEXT:    %30 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:    %31 = arith.select %30, %arg2, %arg3 : f32
// CHECK-NEXT:    %32 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT:    %33 = arith.select %32, %arg3, %31 : f32
// CHECK-NEXT:    %34 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:    %35 = arith.select %34, %arg2, %arg3 : f32
// CHECK-NEXT:    %36 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT:    %37 = arith.select %36, %arg3, %35 : f32
// CHECK-NEXT:    %38 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:    %39 = arith.select %38, %arg2, %arg3 : f32
// CHECK-NEXT:    %40 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT:    %41 = arith.select %40, %arg3, %39 : f32
// CHECK-NEXT:    %42 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:    %43 = arith.select %42, %arg2, %arg3 : f32
// CHECK-NEXT:    %44 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT:    %45 = arith.select %44, %arg3, %43 : f32
// CHECK-NEXT:    %46 = arith.divsi %arg4, %arg5 : index
// CHECK-NEXT:    %47 = arith.muli %46, %arg5 : index
// CHECK-NEXT:    %48 = arith.cmpi ne, %arg4, %47 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %49 = arith.cmpi slt, %arg4, %c0 : index
// CHECK-NEXT:    %50 = arith.cmpi slt, %arg5, %c0 : index
// CHECK-NEXT:    %51 = arith.cmpi ne, %49, %50 : i1
// CHECK-NEXT:    %52 = arith.andi %48, %51 : i1
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %53 = arith.addi %46, %c-1 : index
// CHECK-NEXT:    %54 = arith.select %52, %53, %46 : index
// CHECK-NEXT:    %55 = arith.cmpf ugt, %arg6, %arg7 : vector<2xf32>
// CHECK-NEXT:    %56 = arith.select %55, %arg6, %arg7 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:    %57 = arith.cmpf uno, %arg7, %arg7 : vector<2xf32>
// CHECK-NEXT:    %58 = arith.select %57, %arg7, %56 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:    return %15, %24, %29, %33, %37, %41, %45, %54, %58 : i32, i32, i32, f32, f32, f32, f32, index, vector<2xf32>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @bf(%arg0: bf16, %arg1: f32) -> (f32, bf16) {
// CHECK-NEXT:    %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT:    %1 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT:    return %0, %1 : f32, bf16
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @vectors(%arg0: vector<4xi64>, %arg1: vector<4xi64>, %arg2: vector<4xbf16>, %arg3: vector<4xf32>) -> (vector<4xi64>, vector<4xi64>, vector<4xf32>, vector<4xbf16>, f64, f16) {
// CHECK-NEXT:    %cst = arith.constant dense<1> : vector<4xi64>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0> : vector<4xi64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<-1> : vector<4xi64>
// CHECK-NEXT:    %0 = arith.cmpi sgt, %arg1, %cst_0 : vector<4xi64>
// CHECK-NEXT:    %1 = arith.select %0, %cst_1, %cst : vector<4xi1>, vector<4xi64>
// CHECK-NEXT:    %2 = arith.addi %1, %arg0 : vector<4xi64>
// CHECK-NEXT:    %3 = arith.divsi %2, %arg1 : vector<4xi64>
// CHECK-NEXT:    %4 = arith.addi %cst, %3 : vector<4xi64>
// CHECK-NEXT:    %5 = arith.subi %cst_0, %arg0 : vector<4xi64>
// CHECK-NEXT:    %6 = arith.divsi %5, %arg1 : vector<4xi64>
// CHECK-NEXT:    %7 = arith.subi %cst_0, %6 : vector<4xi64>
// CHECK-NEXT:    %8 = arith.cmpi slt, %arg0, %cst_0 : vector<4xi64>
// CHECK-NEXT:    %9 = arith.cmpi sgt, %arg0, %cst_0 : vector<4xi64>
// CHECK-NEXT:    %10 = arith.cmpi slt, %arg1, %cst_0 : vector<4xi64>
// CHECK-NEXT:    %11 = arith.cmpi sgt, %arg1, %cst_0 : vector<4xi64>
// CHECK-NEXT:    %12 = arith.andi %8, %10 : vector<4xi1>
// CHECK-NEXT:    %13 = arith.andi %9, %11 : vector<4xi1>
// CHECK-NEXT:    %14 = arith.ori %12, %13 : vector<4xi1>
// CHECK-NEXT:    %15 = arith.select %14, %4, %7 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0> : vector<4xi64>
// CHECK-NEXT:    %16 = arith.cmpi eq, %arg0, %cst_2 : vector<4xi64>
// CHECK-NEXT:    %cst_3 = arith.constant dense<1> : vector<4xi64>
// CHECK-NEXT:    %17 = arith.subi %arg0, %cst_3 : vector<4xi64>
// CHECK-NEXT:    %18 = arith.divui %17, %arg1 : vector<4xi64>
// CHECK-NEXT:    %19 = arith.addi %18, %cst_3 : vector<4xi64>
// CHECK-NEXT:    %20 = arith.select %16, %cst_2, %19 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT:    %21 = arith.extf %arg2 : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT:    %22 = arith.truncf %arg3 : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT:    %cst_4 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:    %23 = arith.extf %cst_4 : bf16 to f64
// CHECK-NEXT:    %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %24 = arith.truncf %cst_5 : f32 to f16
// CHECK-NEXT:    return %15, %20, %21, %22, %23, %24 : vector<4xi64>, vector<4xi64>, vector<4xf32>, vector<4xbf16>, f64, f16
// CHECK-NEXT:  }
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %j: index, %v: vector<2xf32>, %w: vector<2xf32>) -> (i32, i32, i32, f32, f32, f32, f32, index, vector<2xf32>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y fastmath<nnan> : f32
  %7 = arith.floordivsi %i, %j : index
  %8 = arith.maximumf %v, %w : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, f32, f32, f32, f32, index, vector<2xf32>
}
func.func @bf(%x: bf16, %y: f32) -> (f32, bf16) {
  %0 = arith.extf %x : bf16 to f32
  %1 = arith.truncf %y : f32 to bf16
  return %0, %1 : f32, bf16
}
func.func @vectors(%a: vector<4xi64>, %b: vector<4xi64>, %x: vector<4xbf16>, %y: vector<4xf32>) -> (vector<4xi64>, vector<4xi64>, vector<4xf32>, vector<4xbf16>, f64, f16) {
  %0 = arith.ceildivsi %a, %b : vector<4xi64>
  %1 = arith.ceildivui %a, %b : vector<4xi64>
  %2 = arith.extf %x : vector<4xbf16> to vector<4xf32>
  %3 = arith.truncf %y : vector<4xf32> to vector<4xbf16>
  %c = arith.constant 1.0 : bf16
  %4 = arith.extf %c : bf16 to f64
  %d = arith.constant 1.0 : f32
  %5 = arith.truncf %d : f32 to f16
  return %0, %1, %2, %3, %4, %5 : vector<4xi64>, vector<4xi64>, vector<4xf32>, vector<4xbf16>, f64, f16
}
