// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Branches become llvm.br / llvm.cond_br (with their branch weights); mlir.selection and
// mlir.loop are flattened into the function's blocks: the block is split after the op, the
// header's branch ends the block before it and the merge block branches to the rest.

spirv.func @branches(%c: i1, %x: i32) -> i32 "None" {
  spirv.Branch ^bb1(%x : i32)
^bb1(%y: i32):
  spirv.BranchConditional %c [5, 10], ^bb2, ^bb3(%y : i32)
^bb2:
  spirv.ReturnValue %y : i32
^bb3(%z: i32):
  spirv.BranchConditional %c, ^bb1(%z : i32), ^bb2
}

spirv.func @selection(%c: i1, %a: f32, %b: f32) -> f32 "None" {
  %v = spirv.Variable : !spirv.ptr<f32, Function>
  spirv.mlir.selection {
    spirv.BranchConditional %c, ^then, ^else
  ^then:
    spirv.Store "Function" %v, %a : f32
    spirv.Branch ^merge
  ^else:
    spirv.Store "Function" %v, %b : f32
    spirv.Branch ^merge
  ^merge:
    spirv.mlir.merge
  }
  %r = spirv.Load "Function" %v : f32
  spirv.ReturnValue %r : f32
}

// A selection of a header and a merge block only does nothing and is erased.
spirv.func @empty_selection(%c: i1) "None" {
  spirv.mlir.selection {
    spirv.BranchConditional %c, ^merge, ^merge
  ^merge:
    spirv.mlir.merge
  }
  spirv.Return
}

spirv.func @loop(%n: i32) -> i32 "None" {
  %zero = spirv.Constant 0 : i32
  %one = spirv.Constant 1 : i32
  %acc = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
  spirv.mlir.loop {
    spirv.Branch ^header(%zero : i32)
  ^header(%i: i32):
    %more = spirv.SLessThan %i, %n : i32
    spirv.BranchConditional %more, ^body, ^merge
  ^body:
    %old = spirv.Load "Function" %acc : i32
    %new = spirv.IAdd %old, %i : i32
    spirv.Store "Function" %acc, %new : i32
    spirv.Branch ^continue
  ^continue:
    %next = spirv.IAdd %i, %one : i32
    spirv.Branch ^header(%next : i32)
  ^merge:
    spirv.mlir.merge
  }
  %sum = spirv.Load "Function" %acc : i32
  spirv.ReturnValue %sum : i32
}

spirv.func @callee(%x: f32, %y: i32) -> f32 "None" {
  spirv.ReturnValue %x : f32
}

spirv.func @sink(%x: f32) "None" {
  spirv.Return
}

spirv.func @calls(%x: f32, %y: i32) "None" {
  %0 = spirv.FunctionCall @callee(%x, %y) : (f32, i32) -> f32
  spirv.FunctionCall @sink(%0) : (f32) -> ()
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: llvm.cond_br %arg0 weights([5, 10]), ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: ^bb3(%1: i32):  // pred: ^bb1
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @selection(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.store %arg1, %1 : f32, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.store %arg2, %1 : f32, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @empty_selection(%arg0: i1) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %3 = llvm.alloca %2 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %3 : i32, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1(%0 : i32)
// CHECK-NEXT: ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: %5 = llvm.icmp "slt" %4, %arg0 : i32
// CHECK-NEXT: llvm.cond_br %5, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %6 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: %7 = llvm.add %6, %4 : i32
// CHECK-NEXT: llvm.store %7, %3 : i32, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %8 = llvm.add %4, %1 : i32
// CHECK-NEXT: llvm.br ^bb1(%8 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %9 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @callee(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: llvm.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @sink(%arg0: f32) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @calls(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.call @callee(%arg0, %arg1) : (f32, i32) -> f32
// CHECK-NEXT: llvm.call @sink(%0) : (f32) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
