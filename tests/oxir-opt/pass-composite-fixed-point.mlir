// composite-fixed-point-pass runs its pipeline on the op until the op no longer changes; when
// it has run `max-iterations` times more than once it warns, under its `name`, that it did not
// converge. Without a pipeline it changes nothing. Bad pipelines and bounds are errors. The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s '-composite-fixed-point-pass=name=Simplify pipeline=canonicalize,cse' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s '-composite-fixed-point-pass=name=Simplify pipeline=canonicalize,cse' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s '-composite-fixed-point-pass=pipeline=func.func(canonicalize) max-iterations=1' 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=BOUND
// RUN: %mlir_opt %s '-composite-fixed-point-pass=pipeline=func.func(canonicalize) max-iterations=1' 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=BOUND
// RUN: oxir-opt %s '-composite-fixed-point-pass=pipeline=canonicalize max-iterations=2' 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -composite-fixed-point-pass | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=EMPTY
// RUN: %mlir_opt %s -composite-fixed-point-pass | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=EMPTY
// RUN: not oxir-opt %s '-composite-fixed-point-pass=pipeline=nope' 2>&1 | FileCheck %s --check-prefix=BAD-PIPELINE
// RUN: not oxir-opt %s '-composite-fixed-point-pass=pipeline=canonicalize max-iterations=0' 2>&1 | FileCheck %s --check-prefix=BAD-BOUND

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// BOUND:{{.*}}: warning: Composite pass "CompositeFixedPointPass"+ didn't converge in 1 iterations
// BOUND-NEXT:{{.*}}: note: see current operation: 
// BOUND-NEXT:module {
// BOUND-NEXT:  func.func @f(%arg0: i32) -> i32 {
// BOUND-NEXT:    return %arg0 : i32
// BOUND-NEXT:  }
// BOUND-NEXT:}

// EMPTY:module {
// EMPTY-NEXT:  func.func @f(%arg0: i32) -> i32 {
// EMPTY-NEXT:    %c0_i32 = arith.constant 0 : i32
// EMPTY-NEXT:    %0 = arith.addi %arg0, %c0_i32 : i32
// EMPTY-NEXT:    %1 = arith.addi %0, %c0_i32 : i32
// EMPTY-NEXT:    return %1 : i32
// EMPTY-NEXT:  }
// EMPTY-NEXT:}

// BAD-PIPELINE:{{.*}}error: failed to parse composite pass pipeline `nope`: `nope` does not refer to a registered pass or pipeline
// BAD-BOUND:{{.*}}error: invalid `max-iterations` value 0 for pass `composite-fixed-point-pass`: expected a positive number

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
