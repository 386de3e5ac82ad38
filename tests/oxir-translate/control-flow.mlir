// Control flow: block arguments as phis, a conditional branch reaching one block twice with
// different values (split into two edges), branch weights, unreachable, recursion; run against
// mlir-translate-19's translation.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 42{{$}}

module {
  // CHECK-LABEL: define i32 @pick(i1 %0, i32 %1, i32 %2)
  llvm.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
    // CHECK: br i1 %0, label %[[JOIN:[0-9]+]], label %[[SPLIT:[0-9]+]], !prof
    llvm.cond_br %c weights([3, 1]), ^join(%a : i32), ^join(%b : i32)
  // CHECK: [[JOIN]]:
  // CHECK-NEXT: phi i32 [ %1, %3 ], [ %2, %[[SPLIT]] ]
  ^join(%v: i32):
    llvm.return %v : i32
  // CHECK: [[SPLIT]]:
  // CHECK-NEXT: br label %[[JOIN]]
  }

  // CHECK-LABEL: define i32 @fib(i32 %0)
  llvm.func @fib(%n: i32) -> i32 {
    %two = llvm.mlir.constant(2 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %small = llvm.icmp "slt" %n, %two : i32
    llvm.cond_br %small, ^done(%n : i32), ^recurse
  ^recurse:
    %n1 = llvm.sub %n, %one : i32
    %n2 = llvm.sub %n, %two : i32
    // CHECK: call i32 @fib(i32
    %f1 = llvm.call @fib(%n1) : (i32) -> i32
    %f2 = llvm.call @fib(%n2) : (i32) -> i32
    %s = llvm.add %f1, %f2 : i32
    llvm.br ^done(%s : i32)
  ^done(%r: i32):
    llvm.return %r : i32
  }

  // CHECK-LABEL: define void @never()
  llvm.func @never() {
    // CHECK-NEXT: unreachable
    llvm.unreachable
  }

  llvm.func @main() -> i32 {
    %t = llvm.mlir.constant(true) : i1
    %f = llvm.mlir.constant(false) : i1
    %a = llvm.mlir.constant(30 : i32) : i32
    %b = llvm.mlir.constant(9 : i32) : i32
    %x = llvm.call @pick(%t, %a, %b) : (i1, i32, i32) -> i32
    %y = llvm.call @pick(%f, %a, %b) : (i1, i32, i32) -> i32
    %n = llvm.mlir.constant(4 : i32) : i32
    %z = llvm.call @fib(%n) : (i32) -> i32
    %s0 = llvm.add %x, %y : i32
    %s1 = llvm.add %s0, %z : i32
    llvm.return %s1 : i32
  }
}
