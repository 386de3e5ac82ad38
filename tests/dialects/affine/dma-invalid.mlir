// Errors of `affine.dma_start` and `affine.dma_wait`, with mlir-opt-19's messages: the stride
// operands and the types of the custom forms, the operand count against the maps, memrefs and
// subscripts of the wrong type, subscripts that are no valid dimension or symbol, and results.
// (A missing map, or an `affine.dma_wait` with fewer operands than its map needs, crashes
// mlir-opt-19; the unit tests of `oxir-affine` check that oxir reports them.)

// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @stride_operands(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i, %i : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @three_types(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i : memref<4xf32>, memref<4xf32, 2>
  return
}

// -----

func.func @operand_count(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%A, %i, %B, %i, %t, %i, %i, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 2>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @source_type(%A: tensor<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i : tensor<4xf32>, memref<4xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @destination_type(%A: memref<4xf32>, %B: tensor<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i : memref<4xf32>, tensor<4xf32>, memref<1xi32>
  return
}

// -----

func.func @tag_type(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: tensor<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i : memref<4xf32>, memref<4xf32, 2>, tensor<1xi32>
  return
}

// -----

func.func @src_index_type(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%A, %f, %B, %i, %t, %i, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, f32, memref<4xf32, 2>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @tag_index_type(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'affine.dma_start' op tag index to dma_start must have 'index' type}}
  "affine.dma_start"(%A, %i, %B, %i, %t, %f, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 2>, index, memref<1xi32>, f32, index) -> ()
  return
}

// -----

func.func @dst_index_valid(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  "t.region"() ({
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%i], %B[%x], %t[%i], %i : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
  }) : () -> ()
  return
}

// -----

func.func @start_results(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'affine.dma_start' op requires zero results}}
  %0 = "affine.dma_start"(%A, %i, %B, %i, %t, %i, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 2>, index, memref<1xi32>, index, index) -> i32
  return
}

// -----

func.func @wait_tag_type(%t: tensor<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[%i], %i : tensor<1xi32>
  return
}

// -----

func.func @wait_index_type(%t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %f, %i) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, f32, index) -> ()
  return
}

// -----

func.func @wait_index_valid(%t: memref<1xi32>, %i: index) {
  "t.region"() ({
    %x = "t.def"() : () -> index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %i : memref<1xi32>
  }) : () -> ()
  return
}
