// An `llvm.switch` with the same case value twice: LLVM rejects it, an error at the switch.
llvm.func @d(%v: i32) {
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1,
    1: ^bb1
  ]
^bb1:
  llvm.return
}
