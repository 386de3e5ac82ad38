// -convert-arith-to-llvm: arith.truncf with a rounding mode becomes the constrained
// truncation intrinsic with that mode in llvm's terms and exceptions ignored; n-D vectors are
// unrolled to 1-D ones first, as every lowered arith op. CHECK lines are mlir-opt-19's output.
// RUN: oxir-opt %s -convert-arith-to-llvm -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -convert-arith-to-llvm -split-input-file | FileCheck %s
// RUN: oxir-opt %s -convert-arith-to-llvm -split-input-file | FileCheck %s --check-prefix=OXIR

// CHECK-LABEL: func.func @modes
// CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : vector<4xf64> to vector<4xf32>
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f16
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to bf16
// CHECK-NEXT: %5 = llvm.fptrunc %arg0 : f64 to f32
func.func @modes(%a: f64, %v: vector<4xf64>) -> (f32, f32, vector<4xf32>, f16, bf16, f32) {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  %1 = arith.truncf %a downward : f64 to f32
  %2 = arith.truncf %v upward : vector<4xf64> to vector<4xf32>
  %3 = arith.truncf %a toward_zero : f64 to f16
  %4 = arith.truncf %a to_nearest_away : f64 to bf16
  %5 = arith.truncf %a : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, vector<4xf32>, f16, bf16, f32
}

// -----

// CHECK-LABEL: func.func @matrix
// CHECK: %[[ROW0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %[[T0:.*]] = llvm.intr.experimental.constrained.fptrunc %[[ROW0]] downward ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %[[T0]], %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[ROW1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %[[T1:.*]] = llvm.intr.experimental.constrained.fptrunc %[[ROW1]] downward ignore : vector<3xf64> to vector<3xf32>
func.func @matrix(%m: vector<2x3xf64>) -> vector<2x3xf32> {
  %0 = arith.truncf %m downward : vector<2x3xf64> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// Fast-math flags are not carried: the intrinsic has none. (mlir-opt-19 copies them onto it
// as an `arith` attribute, which the translation to LLVM IR then rejects.)
// OXIR-LABEL: func.func @fast
// OXIR-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 upward ignore : f64 to f32
func.func @fast(%a: f64) -> f32 {
  %0 = arith.truncf %a upward fastmath<fast> : f64 to f32
  return %0 : f32
}
