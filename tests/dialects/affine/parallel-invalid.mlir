// Errors of `affine.parallel`, with mlir-opt-19's messages: steps that are not constants,
// unknown reduction kinds, reductions that do not fit their result type or are missing,
// dimensions that do not agree between the region, the bounds and the steps, groups that do
// not add up to a bound map's results, reduction attributes outside the kinds, and a yield
// without the reduced values.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @steps_are_constants(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (%n) step (%n) {
  }
  return
}

// -----

func.func @unknown_reduction(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("foo") -> f32 {
  }
  return
}

// -----

func.func @reduction_type(%n: index, %x: i32) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> i32 {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @signed_reduction(%n: index, %x: i32) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("maxs") -> i32 {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @missing_reduction(%n: index, %x: f32) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (%n) -> f32 {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @dimensions(%n: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (%n, 4) {
  }
  return
}

// -----

func.func @groups(%n: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : (index) -> ()
  return
}

// -----

func.func @reduction_kinds(%n: index, %x: f32) {
  // expected-error@+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [99], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    affine.yield %x : f32
  }) : (index) -> f32
  return
}

// -----

func.func @yield_count(%n: index) {
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> f32 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}
