// passthrough entries LLVM cannot take, for function-attributes.mlir.
llvm.func @number() attributes {passthrough = [1]} {
  llvm.return
}

// -----

llvm.func @unexpected_value() attributes {passthrough = [["nounwind", "1"]]} {
  llvm.return
}

// -----

llvm.func @missing_value() attributes {passthrough = ["alignstack"]} {
  llvm.return
}
