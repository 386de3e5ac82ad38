// --mlir-print-local-scope prints the module as MLIR prints an op with a local scope: no
// alias definitions (the affine map in full in the memref type) and no blank line after the
// module, since the top-level newline is not written.

// RUN: oxir-opt --mlir-print-local-scope %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: oxir-opt %s | FileCheck %s --check-prefix=DEFAULT
// RUN: oxir-opt --mlir-print-local-scope %s | python3 -c "import sys; assert sys.stdin.read().endswith('}\n')"

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: i32, %m: memref<4xf32, #map>) -> tensor<4xi32> {
  %0 = arith.addi %arg0, %arg0 : i32
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = arith.constant dense<7> : tensor<4xi32>
  return %c : tensor<4xi32>
}

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i32, %arg1: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> tensor<4xi32> {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT:    return %cst : tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// DEFAULT: #map = affine_map<(d0) -> (d0 + 1)>
