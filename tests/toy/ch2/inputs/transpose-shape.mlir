toy.func @main(%arg0: tensor<2x3xf64>) {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}
