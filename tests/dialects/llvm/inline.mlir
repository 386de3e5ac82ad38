// -inline on llvm.func and llvm.call, as mlir-opt-19 does it: a one-block callee's value
// replaces the call, a callee with several blocks splits the caller and its llvm.return
// becomes an llvm.br to the block after the call.

// RUN: oxir-opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace

llvm.func internal @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.return %0 : i32
}
llvm.func internal @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  llvm.return %b : i32
}
llvm.func @store(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @main(%p: !llvm.ptr, %c: i1, %x: i32) -> i32 {
  %0 = llvm.call @add(%x, %x) : (i32, i32) -> i32
  %1 = llvm.call @pick(%c, %0, %x) : (i1, i32, i32) -> i32
  llvm.call @store(%p, %1) : (!llvm.ptr, i32) -> ()
  llvm.return %1 : i32
}

// CHECK:module {
// CHECK-NEXT:  llvm.func internal @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func internal @pick(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.return %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.return %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @store(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT:    llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @main(%arg0: !llvm.ptr, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg2, %arg2 : i32
// CHECK-NEXT:    llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    llvm.store %1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
