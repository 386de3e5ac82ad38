// A module declaring `malloc` with another type than the one the memref lowering calls
// (`finalize-memref-to-llvm-reserved-functions.mlir` runs it).
module {
  llvm.func @malloc(i64)
  func.func @alloc() -> memref<4xf32> {
    %0 = memref.alloc() : memref<4xf32>
    return %0 : memref<4xf32>
  }
}
