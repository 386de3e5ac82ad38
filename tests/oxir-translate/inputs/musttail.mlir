llvm.func @a() -> i32
llvm.func @b() -> i32 {
  %0 = llvm.call musttail @a() : () -> i32
  %1 = llvm.add %0, %0 : i32
  llvm.return %1 : i32
}
