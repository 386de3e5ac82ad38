// Subscripts of `affine.load` and `affine.store` that are no valid dimension or symbol of the
// function's affine scope, with mlir-opt-19's message: an `scf.for` induction variable, an
// `affine.apply` of one, a value computed inside a loop by an op that is neither a constant, an
// `affine.apply` nor a `memref.dim`, and `memref.dim` of an allocation sized inside the loop or
// of a dimension that is not a constant.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @apply_of_induction_variable(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %A[%j] : memref<?xf32>
  }
  return
}

// -----

func.func @arith_inside_loop(%A: memref<?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %n, %n : index
    // expected-error@+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %v, %A[symbol(%j)] : memref<?xf32>
  }
  return
}

// -----

func.func @dim_of_allocation_sized_in_loop(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %B = memref.alloc(%i) : memref<?xf32>
    %d = memref.dim %B, %c0 : memref<?xf32>
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %A[%d] : memref<?xf32>
  }
  return
}

// -----

func.func @dim_of_unknown_dimension(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %B = memref.alloc(%n) : memref<?xf32>
    %d = memref.dim %B, %i : memref<?xf32>
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %A[symbol(%d)] : memref<?xf32>
  }
  return
}
