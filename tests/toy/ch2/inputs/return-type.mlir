toy.func @f(%arg0: tensor<2xf64>) -> tensor<3xf64> {
  toy.return %arg0 : tensor<2xf64>
}
