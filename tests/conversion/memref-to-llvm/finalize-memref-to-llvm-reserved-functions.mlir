// A runtime function the lowering calls that the module already declares is used as it is
// when its type is the one the lowering needs; of another type, it is an error at it (calls
// to it would not verify), in the words of newer MLIR. mlir-opt-19 crashes on the second case.
// RUN: oxir-opt %s -split-input-file -finalize-memref-to-llvm > %t.oxir
// RUN: FileCheck %s --check-prefix=SAME < %t.oxir
// RUN: %mlir_opt %s -split-input-file -finalize-memref-to-llvm > %t.mlir
// RUN: diff %t.mlir %t.oxir
// RUN: not oxir-opt %S/inputs/reserved-malloc-other-type.mlir -finalize-memref-to-llvm 2>&1 | FileCheck %s --check-prefix=OTHER

// SAME-LABEL: module {
// SAME-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// SAME-NOT: llvm.func @malloc
// SAME: llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func @alloc() -> memref<4xf32> {
    %0 = memref.alloc() : memref<4xf32>
    return %0 : memref<4xf32>
  }
}

// OTHER: reserved-malloc-other-type.mlir:4:3: error: redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited
// OTHER-NEXT: llvm.func @malloc(i64)
