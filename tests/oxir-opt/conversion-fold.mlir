// RUN: oxir-opt %s -lower-affine | FileCheck %s --check-prefix=AFFINE
// RUN: %mlir_opt %s -lower-affine | FileCheck %s --check-prefix=AFFINE
// RUN: oxir-opt %s -convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: %mlir_opt %s -convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM

// The conversion driver folds an op it cannot legalize before trying patterns (MLIR's
// legalizeWithFold): index.add of 0 folds under -lower-affine, where the index dialect is
// unknown; under -convert-arith-to-llvm, addi of 0 folds through the converted constant and
// muli of constants folds to a constant that is converted in turn.

func.func @index_add_zero(%a: index) -> index {
  %c0 = index.constant 0
  %0 = index.add %a, %c0
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
  return %1 : index
}
func.func @folded_chain(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %c3, %c4 : i32
  %2 = arith.subi %1, %0 : i32
  return %2, %1 : i32, i32
}

// AFFINE: module {
// AFFINE: func.func @index_add_zero(%arg0: index) -> index {
// AFFINE-NEXT: %idx0 = index.constant 0
// AFFINE-NEXT: %c1 = arith.constant 1 : index
// AFFINE-NEXT: %0 = arith.addi %arg0, %c1 : index
// AFFINE-NEXT: return %0 : index
// AFFINE-NEXT: }
// AFFINE: func.func @folded_chain(%arg0: i32) -> (i32, i32) {
// AFFINE-NEXT: %c0_i32 = arith.constant 0 : i32
// AFFINE-NEXT: %c3_i32 = arith.constant 3 : i32
// AFFINE-NEXT: %c4_i32 = arith.constant 4 : i32
// AFFINE-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// AFFINE-NEXT: %1 = arith.muli %c3_i32, %c4_i32 : i32
// AFFINE-NEXT: %2 = arith.subi %1, %0 : i32
// AFFINE-NEXT: return %2, %1 : i32, i32
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// LLVM: #map = affine_map<(d0) -> (d0 + 1)>
// LLVM-NEXT: module {
// LLVM: func.func @index_add_zero(%arg0: index) -> index {
// LLVM-NEXT: %idx0 = index.constant 0
// LLVM-NEXT: %0 = affine.apply #map(%arg0)
// LLVM-NEXT: return %0 : index
// LLVM-NEXT: }
// LLVM: func.func @folded_chain(%arg0: i32) -> (i32, i32) {
// LLVM-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// LLVM-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
// LLVM-NEXT: %2 = llvm.mlir.constant(4 : i32) : i32
// LLVM-NEXT: %3 = llvm.mlir.constant(12 : i32) : i32
// LLVM-NEXT: %4 = llvm.sub %3, %arg0 : i32
// LLVM-NEXT: return %4, %3 : i32, i32
// LLVM-NEXT: }
// LLVM-NEXT: }
