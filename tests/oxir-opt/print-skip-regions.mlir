// --mlir-print-skip-regions prints every region as {...}, in the custom and the generic form;
// nothing inside is visited, so no alias is defined for what only the regions use.

// RUN: oxir-opt --mlir-print-skip-regions %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: oxir-opt  %s | FileCheck %s --check-prefix=DEFAULT

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: i32, %m: memref<4xf32, #map>) -> tensor<4xi32> {
  %0 = arith.addi %arg0, %arg0 : i32
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = arith.constant dense<7> : tensor<4xi32>
  return %c : tensor<4xi32>
}

// CHECK:module {...}
// CHECK-EMPTY:
// DEFAULT: #map = affine_map<(d0) -> (d0 + 1)>

// RUN: oxir-opt --mlir-print-skip-regions --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: oxir-opt --mlir-print-skip-regions --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// GENERIC:"builtin.module"() ({...}) : () -> ()
// GENERIC-EMPTY:
// LOC: module {...} loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}print-skip-regions.mlir":0:0)
