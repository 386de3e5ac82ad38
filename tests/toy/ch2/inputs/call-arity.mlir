toy.func private @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.generic_call @f(%arg0, %arg0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<*xf64>
  toy.return
}
