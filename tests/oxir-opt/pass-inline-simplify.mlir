// -inline with its simplification pipelines: the default `canonicalize`, a bound on the rounds
// per call-graph component, and a pipeline per callable op name. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -inline=max-iterations=1 | FileCheck %s --check-prefix=ONCE
// RUN: %mlir_opt %s -inline=max-iterations=1 | FileCheck %s --check-prefix=ONCE
// RUN: oxir-opt %s '-inline=op-pipelines=func.func(canonicalize,cse)' | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s '-inline=op-pipelines=func.func(canonicalize,cse)' | FileCheck %s --check-prefix=CSE

// ONCE-LABEL: func.func @ping
// ONCE-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// ONCE-NEXT: %1 = call @pong(%0) : (i32) -> i32

// CSE-LABEL: func.func @twice
// CSE-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CSE-NEXT: return %0, %0 : i32, i32
// Constants passed to a callee fold once inlined.
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %0 = arith.muli %x, %k : i32
  %1 = arith.addi %0, %k : i32
  return %1 : i32
}

// CHECK-LABEL:  func.func @fold_after_inlining() -> i32 {
// CHECK-NEXT:    %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:    return %c16_i32 : i32
// CHECK-NEXT:  }
func.func @fold_after_inlining() -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = call @scale(%c3, %c4) : (i32, i32) -> i32
  return %0 : i32
}

// Mutual recursion: each round inlines the other function once more, up to max-iterations.
// CHECK-LABEL:  func.func @ping(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:    %3 = arith.muli %2, %2 : i32
// CHECK-NEXT:    %4 = call @pong(%3) : (i32) -> i32
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
func.func @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @pong(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = call @pong(%0) : (i32) -> i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @pong(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = call @ping(%0) : (i32) -> i32
  return %1 : i32
}

// Duplicates left by two inlined calls: cse in op-pipelines removes them.
func.func private @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @twice(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %1 : i32, i32
// CHECK-NEXT:  }
func.func @twice(%x: i32) -> (i32, i32) {
  %0 = call @square(%x) : (i32) -> i32
  %1 = call @square(%x) : (i32) -> i32
  return %0, %1 : i32, i32
}
