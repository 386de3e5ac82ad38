llvm.func @ok() {
  llvm.return
}
// -----
llvm.func @b() -> i32 {
  // expected-note @below {{prior use here}}
  %0 = llvm.mlir.constant(1 : i32) : i64
  // expected-error @below {{expects different type than prior uses}}
  llvm.return %0 : i32
}
// -----
llvm.func @also_ok() {
  llvm.return
}
