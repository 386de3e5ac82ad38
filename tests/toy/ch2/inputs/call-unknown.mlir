toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.generic_call @nope(%arg0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.return
}
