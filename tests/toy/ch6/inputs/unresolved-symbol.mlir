module {
  llvm.func @main() {
    llvm.call @nothere() : () -> ()
    llvm.return
  }
  llvm.func @nothere()
}
