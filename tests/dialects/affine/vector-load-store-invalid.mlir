// Errors of `affine.vector_load` and `affine.vector_store`, with mlir-opt-19's messages: the
// element types of the memref and the vector, the checks shared with `affine.load` (the map
// against the memref's rank, a missing map), a result that is no vector, and types of the
// wrong kind in the custom form.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @load_element_type(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @store_element_type(%m: memref<?xf32>, %i: index, %v: vector<4xf16>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<?xf32>, vector<4xf16>
  return
}

// -----

func.func @load_map_rank(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op affine map num results must equal memref rank}}
  %0 = affine.vector_load %m[%i, %i] : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @store_missing_map(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'affine.vector_store' op requires attribute 'map'}}
  "affine.vector_store"(%v, %m, %i) : (vector<4xf32>, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @load_scalar_result(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @load_vector_kind(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified}}
  %0 = affine.vector_load %m[%i] : memref<?xf32>, f32
  return
}

// -----

func.func @store_memref_kind(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified}}
  affine.vector_store %v, %m[%i] : tensor<?xf32>, vector<4xf32>
  return
}
