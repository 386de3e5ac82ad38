// Each rule of toy.rules.toml, and cse, through `toyc -opt` on IR input.
// RUN: toyc %s -opt | FileCheck %s

// CHECK-LABEL: toy.func @reshape_reshape(
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %[[R]] : tensor<3x2xf64>
toy.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %1 : tensor<3x2xf64>
}

// CHECK-LABEL: toy.func @redundant_reshape(
// CHECK-NEXT:    toy.return %arg0 : tensor<2x3xf64>
toy.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// CHECK-LABEL: toy.func @fold_constant_reshape(
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:    toy.return %[[C]] : tensor<2x2xf64>
toy.func @fold_constant_reshape() -> tensor<2x2xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %1 = toy.reshape(%0 : tensor<4xf64>) to tensor<2x2xf64>
  toy.return %1 : tensor<2x2xf64>
}

// The two transposes cancel; the dead ones are removed.
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-NEXT:    toy.print %arg0 : tensor<2x3xf64>
// CHECK-NEXT:    toy.return
toy.func @transpose_transpose(%arg0: tensor<2x3xf64>) {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.transpose(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
  toy.print %1 : tensor<2x3xf64>
  toy.return
}

// CHECK-LABEL: toy.func @cse(
// CHECK-NEXT:    %[[M:.*]] = toy.mul %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT:    %[[A:.*]] = toy.add %[[M]], %[[M]] : tensor<2xf64>
// CHECK-NEXT:    toy.print %[[A]] : tensor<2xf64>
toy.func @cse(%arg0: tensor<2xf64>) {
  %0 = toy.mul %arg0, %arg0 : tensor<2xf64>
  %1 = toy.mul %arg0, %arg0 : tensor<2xf64>
  %2 = toy.add %0, %1 : tensor<2xf64>
  toy.print %2 : tensor<2xf64>
  toy.return
}
