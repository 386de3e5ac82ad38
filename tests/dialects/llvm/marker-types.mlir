// The LLVM types that only mark things (token, label, metadata) in signatures, printed back as
// mlir-opt-19 prints them.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @t(!llvm.token, !llvm.metadata, !llvm.label)
llvm.func @u(%a: !llvm.token) -> !llvm.token {
  llvm.return %a : !llvm.token
}
llvm.func @w() -> !llvm.struct<(ptr, array<2 x ptr>)>

// CHECK:module {
// CHECK-NEXT:  llvm.func @t(!llvm.token, !llvm.metadata, !llvm.label)
// CHECK-NEXT:  llvm.func @u(%arg0: !llvm.token) -> !llvm.token {
// CHECK-NEXT:    llvm.return %arg0 : !llvm.token
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @w() -> !llvm.struct<(ptr, array<2 x ptr>)>
// CHECK-NEXT:}
