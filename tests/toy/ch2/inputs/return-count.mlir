toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return
}
