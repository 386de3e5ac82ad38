llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mul %0, %0 : i32
  llvm.return %1 : i32
}
