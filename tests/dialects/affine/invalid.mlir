// Errors of the `affine` map ops, with mlir-opt-19's messages: operands against the map's
// dimensions and symbols (in the custom form of `affine.apply` and in the generic forms), maps
// of `affine.apply` without exactly one result, attributes that are not affine maps, operands
// and results that are not of `index` type, and a missing map.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @apply_missing_symbol(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)
  return
}

// -----

func.func @apply_operand_count(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_two_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_operand_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @max_missing_symbol(%i: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0)[s0] -> (d0)>(%i)
  return
}

// -----

func.func @apply_not_a_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%i)
  return
}

// -----

func.func @apply_result_type(%i: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}

// -----

func.func @min_operand_type(%i: i32) {
  // expected-error@+1 {{'affine.min' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @apply_without_map(%i: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%i) : (index) -> index
  return
}
