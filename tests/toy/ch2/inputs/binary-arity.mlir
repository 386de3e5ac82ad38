toy.func @f(%a: tensor<2xf64>) {
  %0 = toy.add %a, %a : (tensor<2xf64>) -> tensor<2xf64>
  toy.return
}
