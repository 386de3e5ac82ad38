toy.func @main(%arg0: tensor<2xf32>) {
  toy.print %arg0 : tensor<2xf32>
  toy.return
}
