// Errors of `affine.for` and `affine.yield`, with mlir-opt-19's messages: the custom form's
// bounds (`max`/`min` prefixes, operand counts, what a bound may be), steps and carried
// values; the induction variable, the carried values against the inits, the iteration
// arguments and the yielded values, and the edges of the loop's control flow; the parent,
// count and types of `affine.yield`.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @lower_bound_needs_max(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 1)>(%n) to 10 {
  }
  return
}

// -----

func.func @upper_bound_needs_min(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 1)>(%n) {
  }
  return
}

// -----

func.func @dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0)>(%n) to 10 {
  }
  return
}

// -----

func.func @bound_kind(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "foo" to 10 {
  }
  return
}

// -----

func.func @iter_args_need_types(%x: f32) {
  // expected-error@+1 {{expected '->'}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_types(%n: index, %x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %n : index
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @index_induction_variable() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: i32):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @inits_and_iter_args() {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 0 != 1}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index, %j: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @iter_args_and_yielded(%x: f32) {
  // expected-error@+1 {{'affine.for' op different number of region iter_args and yielded values: 0 != 1}}
  %r = "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    affine.yield %x : f32
  }) : () -> (f32)
  return
}

// -----

func.func @init_and_iter_arg_types(%x: f32) {
  // expected-error@+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index, %a: i32):
    affine.yield %x : f32
  }) : (f32) -> (f32)
  return
}

// -----

func.func @zero_trip_edge(%x: f32) {
  // expected-error@+1 {{'affine.for' op  region control flow edge from parent operands to parent results: source has 1 operands, but target successor needs 0}}
  "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index, %a : f32):
    affine.yield
  }) : (f32) -> ()
  return
}

// -----

func.func @terminator() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 't.x'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    "t.x"() : () -> ()
  }) : () -> ()
  return
}
