// Shape inference gives casts and element-wise ops the shape of their input; a cast that
// changes no type then folds away, and cse merges what became equal.
// RUN: toyc %s -opt | FileCheck %s

// CHECK-LABEL: toy.func @main(
// CHECK-NEXT:    %[[M:.*]] = toy.mul %arg0, %arg0 : tensor<2xf64>
// CHECK-NEXT:    toy.print %[[M]] : tensor<2xf64>
// CHECK-NEXT:    toy.print %[[M]] : tensor<2xf64>
// CHECK-NEXT:    toy.return
toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<*xf64>
  %1 = toy.cast %0 : tensor<*xf64> to tensor<*xf64>
  %2 = toy.mul %1, %1 : tensor<*xf64>
  %3 = toy.mul %arg0, %arg0 : tensor<2xf64>
  toy.print %2 : tensor<*xf64>
  toy.print %3 : tensor<2xf64>
  toy.return
}
