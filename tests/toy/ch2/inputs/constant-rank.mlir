toy.func @main() {
  %0 = "toy.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf64>}> : () -> tensor<2x1xf64>
  toy.return
}
