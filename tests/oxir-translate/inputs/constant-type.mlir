llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  llvm.return %0 : i32
}
