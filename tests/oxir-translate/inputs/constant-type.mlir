llvm.func @f() -> !llvm.struct<(i32, i32)> {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}
