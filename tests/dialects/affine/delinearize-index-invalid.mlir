// Errors of `affine.delinearize_index`, with mlir-opt-19's messages: an empty basis, a result
// count that differs from the basis, and operands and results that are no `index`.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @result_count(%idx: index, %b0: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element}}
  %0:2 = affine.delinearize_index %idx into (%b0) : index, index
  return
}

// -----

func.func @empty_basis(%idx: index) {
  // expected-error@+1 {{'affine.delinearize_index' op basis should not be empty}}
  %0 = "affine.delinearize_index"(%idx) : (index) -> index
  return
}

// -----

func.func @basis_type(%idx: index, %b0: i32) {
  // expected-error@+1 {{'affine.delinearize_index' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "affine.delinearize_index"(%idx, %b0) : (index, i32) -> index
  return
}

// -----

func.func @result_type(%idx: index, %b0: index) {
  // expected-error@+1 {{'affine.delinearize_index' op result #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.delinearize_index"(%idx, %b0) : (index, index) -> i32
  return
}
