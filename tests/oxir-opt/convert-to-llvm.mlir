// -convert-to-llvm gathers the lowerings of the dialects that implement
// ConvertToLLVMPatternInterface (arith, cf, func and index attach theirs): one conversion
// lowers them all, bridging with unrealized casts only where a dialect is left out. CHECK
// lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s -convert-to-llvm | FileCheck %s
// RUN: oxir-opt %s '-convert-to-llvm=filter-dialects=arith,func,cf,index' | FileCheck %s
// RUN: oxir-opt %s '-convert-to-llvm=filter-dialects=arith' | FileCheck %s --check-prefix=ARITH

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%n: index, %c: i1) -> index {
  %one = index.constant 1
  cf.cond_br %c, ^bb1(%n : index), ^bb2
^bb1(%x: index):
  %y = index.add %x, %one
  return %y : index
^bb2:
  %z = arith.index_cast %n : index to i64
  %w = arith.index_cast %z : i64 to index
  return %w : index
}

// CHECK-LABEL: llvm.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-LABEL: llvm.func @g(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%arg0 : i64), ^bb2
// CHECK-NEXT: ^bb1(%1: i64):  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i64

// ARITH-LABEL: func.func @f(%arg0: i32) -> i32 {
// ARITH-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// ARITH-NEXT: return %0 : i32
// ARITH-LABEL: func.func @g(
// ARITH: index.constant 1
// ARITH: cf.cond_br
