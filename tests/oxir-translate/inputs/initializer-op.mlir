llvm.func @f() -> i32
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.call @f() : () -> i32
  llvm.return %0 : i32
}
