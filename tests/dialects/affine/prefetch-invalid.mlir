// Errors of `affine.prefetch`, with mlir-opt-19's messages: the keywords of its custom form,
// the locality hint's range, the map against the memref's rank and the operands, a missing
// map, subscripts that are no valid dimension or symbol, and a type of the wrong kind.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @rw_specifier(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<3>, data : memref<?xf32>
  return
}

// -----

func.func @cache_type(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<3>, foo : memref<?xf32>
  return
}

// -----

func.func @locality_range(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<?xf32>
  return
}

// -----

func.func @map_rank(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i, %i], read, locality<3>, data : memref<?xf32>
  return
}

// -----

func.func @map_inputs(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0)>}> : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @missing_map(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op requires attribute 'map'}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @invalid_subscript(%m: memref<?xf32>) {
  "t.region"() ({
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%x], read, locality<3>, data : memref<?xf32>
  }) : () -> ()
  return
}

// -----

func.func @memref_kind(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' invalid kind of type specified}}
  affine.prefetch %m[%i], read, locality<3>, data : tensor<?xf32>
  return
}
