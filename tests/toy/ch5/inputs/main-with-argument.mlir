toy.func @main(%a: tensor<2xf64>) {
  toy.print %a : tensor<2xf64>
  toy.return
}
