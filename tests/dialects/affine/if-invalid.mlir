// Errors of `affine.if`, with mlir-opt-19's messages: the operands of the custom form against
// the condition's dimensions and symbols, a condition that is not an integer set, a missing
// condition, operands against the condition in the generic form, results without an `else`
// region, yielded values of the wrong type, region arguments, and the number of regions.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @dim_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}

// -----

func.func @symbol_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%i) {
  }
  return
}

// -----

func.func @not_a_set(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}

// -----

func.func @missing_condition(%i: index) {
  // expected-error@+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%i) ({
    affine.yield
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @operand_count(%i: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i) ({
    affine.yield
  }, {
  }) {condition = affine_set<(d0, d1) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @results_need_else(%i: index, %x: f32) {
  // expected-error@+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @yield_types(%i: index, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  } else {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  }
  return
}

// -----

func.func @region_arguments(%i: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%i) ({
  ^bb0(%a: index):
    affine.yield
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @map_condition(%i: index) {
  // expected-error@+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%i) ({
    affine.yield
  }, {
  }) {condition = affine_map<(d0) -> (d0)>} : (index) -> ()
  return
}

// -----

func.func @two_regions(%i: index) {
  // expected-error@+1 {{'affine.if' op expected 2 regions}}
  "affine.if"(%i) ({
    affine.yield
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}
