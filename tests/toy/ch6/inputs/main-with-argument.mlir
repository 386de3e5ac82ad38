module {
  llvm.func @main(%a: i32) {
    llvm.return
  }
}
