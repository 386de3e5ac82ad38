toy.func @main(%arg0: tensor<2xf64>) {
  %0 = toy.reshape(%arg0 : tensor<2xf64>) to tensor<?xf64>
  toy.return
}
