llvm.func @a() {
  llvm.return
}
// -----
llvm.func @b() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i64
  llvm.return %0 : i32
}
// -----
llvm.func @c() {
  llvm.return
}
// -----
llvm.func @d() {
  llvm.call @undefined() : () -> ()
  llvm.return
}
