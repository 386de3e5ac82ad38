// Errors of `affine.load` and `affine.store`, with mlir-opt-19's messages: the result or stored
// value against the memref's element type, the map against the memref's rank and the number of
// subscripts, a missing map, subscripts and memrefs of the wrong type, subscripts that are no
// valid dimension or symbol of the affine scope, and the errors of the custom form.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @load_result_type(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index) -> i32
  return
}

// -----

func.func @load_map_rank(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%i, %i] : memref<?xf32>
  return
}

// -----

func.func @load_map_inputs(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0, d1) -> (d0)>}> : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @load_missing_map(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op requires attribute 'map'}}
  %0 = "affine.load"(%m, %i) : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @load_subscript_type(%m: memref<?xf32>, %i: i32) {
  // expected-error@+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, i32) -> f32
  return
}

// -----

func.func @load_from_tensor(%m: tensor<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (tensor<?xf32>, index) -> f32
  return
}

// -----

func.func @load_scf_induction_variable(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %m[%i] : memref<?xf32>
  }
  return
}

// -----

func.func @load_custom_type(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified}}
  %0 = affine.load %m[%i] : tensor<?xf32>
  return
}

// -----

func.func @load_non_affine(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%i * %i] : memref<?xf32>
  return
}

// -----

func.func @load_parentheses(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %m(%i) : memref<?xf32>
  return
}

// -----

func.func @store_value_type(%m: memref<?xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @store_map_rank(%m: memref<?xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'affine.store' op affine map num results must equal memref rank}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0, d0)>}> : (f32, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @store_map_inputs(%m: memref<?xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'affine.store' op expects as many subscripts as affine map inputs}}
  "affine.store"(%v, %m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<?xf32>, index, index) -> ()
  return
}

// -----

func.func @store_not_a_dimension(%m: memref<?xf32>, %v: f32) {
  "test.region"() ({
    %x = "test.def"() : () -> index
    // expected-error@+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %v, %m[%x] : memref<?xf32>
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @store_value_of_other_type(%m: memref<?xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  affine.store %v, %m[%i] : memref<?xf32>
  return
}
