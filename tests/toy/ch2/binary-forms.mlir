// The custom form of the element-wise ops: one type when both operands and the result have
// it, else the function type (the tutorial's printBinaryOp); each reads back as it prints.
// A function type of another arity is an error at the type.
// RUN: toyc %s | FileCheck %s
// RUN: toyc %s | toyc - -x=mlir | FileCheck %s
// RUN: cd %S/inputs && not toyc binary-arity.mlir 2>&1 | FileCheck %s --check-prefix=ARITY

// CHECK-LABEL: toy.func @forms(
// CHECK-NEXT:    %0 = toy.add %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT:    %1 = toy.mul %arg0, %arg1 : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %2 = toy.add %arg1, %arg1 {note = 1 : i64} : (tensor<*xf64>, tensor<*xf64>) -> tensor<2xf64>
// CHECK-NEXT:    toy.print %2 : tensor<2xf64>
toy.func @forms(%a: tensor<2xf64>, %b: tensor<*xf64>) {
  %0 = toy.add %a, %a : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  %1 = toy.mul %a, %b : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>
  %2 = toy.add %b, %b {note = 1} : (tensor<*xf64>, tensor<*xf64>) -> tensor<2xf64>
  toy.print %2 : tensor<2xf64>
  toy.return
}

// ARITY: binary-arity.mlir:2:25: error: custom op 'toy.add' expected a function type of 2 inputs and 1 result, got 1 inputs and 1 results
