// The arguments of a block nothing branches to are poison: LLVM has no phi without entries
// (mlir-translate-19 writes `phi i32` with none, which LLVM's parser rejects). A scalable
// shuffle's mask of zeros is a zeroinitializer splat.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: opt
// RUN: oxir-translate --mlir-to-llvmir %s | opt-19 -passes=verify -disable-output

// CHECK-LABEL: define i32 @dead(i32 %0)
// CHECK: ; No predecessors!
// CHECK-NEXT: add i32 poison, poison
// CHECK-LABEL: define <vscale x 4 x i32> @shuf(<vscale x 4 x i32> %0)
// CHECK-NEXT: shufflevector <vscale x 4 x i32> %0, <vscale x 4 x i32> %0, <vscale x 4 x i32> zeroinitializer
llvm.func @dead(%a: i32) -> i32 {
  llvm.return %a : i32
^bb1(%x: i32):
  %y = llvm.add %x, %x : i32
  llvm.return %y : i32
}
llvm.func @shuf(%v: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = llvm.shufflevector %v, %v [0, 0, 0, 0] : vector<[4]xi32>
  llvm.return %0 : vector<[4]xi32>
}
