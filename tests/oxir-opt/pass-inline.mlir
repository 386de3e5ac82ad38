// -inline with no simplification pipeline, on MLIR's test/Transforms/inlining.mlir cases that
// use func/arith/cf/scf only. The expectations are mlir-opt-19's output, checked against both
// tools.
// RUN: oxir-opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -inline='default-pipeline=' -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: %mlir_opt %s -inline='default-pipeline=' -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: oxir-opt %s -inline='default-pipeline=' | FileCheck %s --check-prefix=ERASED
// RUN: %mlir_opt %s -inline='default-pipeline=' | FileCheck %s --check-prefix=ERASED
// RUN: oxir-opt %s -inline='default-pipeline=' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: oxir-opt %s "-inline=default-pipeline= inlining-threshold=100" | FileCheck %s --check-prefix=THRESHOLD
// RUN: %mlir_opt %s "-inline=default-pipeline= inlining-threshold=100" | FileCheck %s --check-prefix=THRESHOLD

// LOC-LABEL: func.func @inline_with_locations
// LOC-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc([[CALLSITE:#loc[0-9]+]])
// LOC: [[CALLSITE]] = loc(callsite({{#loc[0-9]+}} at {{#loc[0-9]+}}))

// ERASED-NOT: @private_used_once
// ERASED-NOT: @private_used_twice
// ERASED-NOT: @never_called

// A callee of at most the caller's size (in ops) is inlined, a larger one is not.
// THRESHOLD-LABEL: func.func @inline_with_arg
// THRESHOLD-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// THRESHOLD-LABEL: func.func @inline_with_multi_return
// THRESHOLD-NEXT: %false = arith.constant false
// THRESHOLD-NEXT: %0 = call @func_with_multi_return(%false) : (i1) -> i32

// STATS: Inliner
// STATS-NEXT: (S)  0 num-bounded - Number of calls left alone by the bounds on growth
// STATS-NEXT: (S)  3 num-erased  - Number of dead callables erased
// STATS-NEXT: (S) 11 num-inlined - Number of calls inlined

// A function taking an argument, inlined into two callers (MLIR 19 has no `no_inline`).
// CHECK-LABEL:  func.func @func_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @func_with_arg(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}

// CHECK-LABEL:  func.func @inline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @inline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @noinline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @noinline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
  return %0 : i32
}

// Several returns: the call's block is split, the returns become branches.
// CHECK-LABEL:  func.func @func_with_multi_return(%arg0: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT:    return %c55_i32 : i32
// CHECK-NEXT:  }
func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}

// CHECK-LABEL:  func.func @inline_with_multi_return() -> i32 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT:    cf.br ^bb3(%c55_i32 : i32)
// CHECK-NEXT:  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}

// Inlined ops are located at the call site.
// CHECK-LABEL:  func.func @func_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}

// CHECK-LABEL:  func.func @inline_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}

// Declarations are not inlined.
// CHECK-LABEL:  func.func private @func_external()
func.func private @func_external()

// CHECK-LABEL:  func.func @no_inline_external() {
// CHECK-NEXT:    call @func_external() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_inline_external() {
  call @func_external() : () -> ()
  return
}

// Calls brought in by inlining are inlined too, inside nested regions as well.
// CHECK-LABEL:  func.func @multilevel_func_a() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @multilevel_func_a() {
  return
}
// CHECK-LABEL:  func.func @multilevel_func_b() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @multilevel_func_b() {
  call @multilevel_func_a() : () -> ()
  return
}

// CHECK-LABEL:  func.func @inline_multilevel(%arg0: i1) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @inline_multilevel(%c: i1) {
  scf.if %c {
    func.call @multilevel_func_b() : () -> ()
  }
  return
}

// Recursive calls are not inlined.
// CHECK-LABEL:  func.func @no_inline_recursive(%arg0: i1) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      func.call @no_inline_recursive(%arg0) : (i1) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_inline_recursive(%c: i1) {
  scf.if %c {
    func.call @no_inline_recursive(%c) : (i1) -> ()
  }
  return
}

// A multi-block callee cloned into two callers.
// CHECK-LABEL:  func.func @func_with_block_args_location(%arg0: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @func_with_block_args_location(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32 loc("foo")):
  %y = arith.addi %x, %x : i32 loc("bar")
  return
}

// CHECK-LABEL:  func.func @func_with_block_args_location_callee1(%arg0: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @func_with_block_args_location_callee1(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> () loc("bar")
  return
}

// CHECK-LABEL:  func.func @func_with_block_args_location_callee2(%arg0: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @func_with_block_args_location_callee2(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> ()
  return
}

// A multi-block callee is not inlined into a single-block region of another op.
// CHECK-LABEL:  func.func @func_with_multiple_blocks(%arg0: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @func_with_multiple_blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32):
  %y = arith.addi %x, %x : i32
  return
}

// CHECK-LABEL:  func.func @func_with_multiple_blocks_callee2(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT:      scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32):
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @func_with_multiple_blocks_callee2(%arg0 : i32, %c : i1) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}

// Private callees left without uses are erased; public ones and those still used stay.
func.func private @private_used_once(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @uses_private(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @uses_private(%x: i32) -> i32 {
  %0 = call @private_used_once(%x) : (i32) -> i32
  return %0 : i32
}

func.func private @private_used_twice(%x: i32) -> i32 {
  %0 = arith.subi %x, %x : i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @uses_private_twice(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.subi %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @uses_private_twice(%x: i32) -> i32 {
  %0 = call @private_used_twice(%x) : (i32) -> i32
  %1 = call @private_used_twice(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @never_called() {
  return
}
