toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<3xf64>
  toy.return
}
