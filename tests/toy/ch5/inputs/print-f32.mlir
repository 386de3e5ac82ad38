func.func @main() {
  %0 = memref.alloc() : memref<2xf32>
  toy.print %0 : memref<2xf32>
  return
}
