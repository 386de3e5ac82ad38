// Errors of the `memref` ops, with mlir-opt-19's messages: indices against the memref's rank
// (loads, stores, prefetches, atomic updates, DMA waits), allocations and reallocations against
// their types (dynamic sizes, layout symbols, layouts, memory spaces), casts between incompatible
// types, alignments, operand constraints, the kinds of atomic updates, the region of
// `memref.generic_atomic_rmw` and its terminator, `memref.alloca_scope`'s results, reshapes, views
// with their offsets, sizes and strides (subview, reinterpret_cast, view, expand_shape,
// collapse_shape, transpose) and their strided layouts, `memref.alloca` outside an allocation
// scope, globals and the references to them, and parse errors.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @alloc_sizes(%i: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbols() {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloca_alignment() {
  // expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = memref.alloca() {alignment = -1} : memref<4xf32>
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @memory_space_cast_shape(%m: memref<4xf32, 1>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<5xf32>
  return
}

// -----

func.func @assume_alignment(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @dim_of_rank_0(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @atomic_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_indices(%m: memref<4xf32>, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @prefetch_indices(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    %1 = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %1 : i32
  }
  return
}

// -----

func.func @generic_atomic_side_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %c, %m[%i] : memref<4xf32>
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_argument(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: i32):
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @alloca_scope_results(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @reshape_element_type(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4x1xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%m: memref<4xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----

func.func @subview_ranks(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x5xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[1, 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[1, 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1], offset: 9>>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x5xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type with offset = 0 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type with stride = 8 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_cast_ranks(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_source(%m: memref<2048xi16>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'}}
  %0 = memref.view %m[%i][] : memref<2048xi16> to memref<4xf32>
  return
}

// -----

func.func @transpose_permutation(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<8x8xf32> to memref<8x8xf32>
  return
}

// -----

func.func @transpose_result(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x8xf32>' is not equivalent to the canonical transposed input type 'memref<8x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (63) must equal reassociation group size (64)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<63xf32>
  return
}

// -----

func.func @collapse_groups(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x8xf32> into memref<64xf32>
  return
}

// -----

func.func @expand_size(%m: memref<64xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (64) must equal reassociation group size (72)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 9] : memref<64xf32> into memref<8x9xf32>
  return
}

// -----

func.func @expand_element_type(%m: memref<64xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<8x8xf32>' but found 'memref<8x8xi32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xi32>
  return
}

// -----

func.func @missing_global() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<3xf32>
func.func @global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<2xf32>' does not match type 'memref<3xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @g : memref<2xf32> {alignment = 3}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<2xi32>'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

func.func @prefetch_specifier(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], modify, locality<3>, data : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

func.func @dynamic_global() {
  // expected-error@+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = memref.get_global @g : memref<?xf32>
  return
}

// -----

func.func @collapse_not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<16xf32>
  return
}

// -----

func.func @metadata_not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0:6 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> -> memref<f32>, index, index, index, index, index
  return
}

// -----

func.func @collapse_to_higher_rank(%m: memref<64xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [] : memref<64xf32> into memref<8x8xf32>
  return
}

// -----

func.func @expand_to_lower_rank(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [64] : memref<8x8xf32> into memref<64xf32>
  return
}

// -----

func.func @realloc_element_type(%m: memref<64xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<64xf32>' and result memref type 'memref<124xi32>'}}
  %0 = memref.realloc %m : memref<64xf32> to memref<124xi32>
  return
}

// -----

func.func @realloc_size_operand(%m: memref<64xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<64xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_layout(%m: memref<64xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<64xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<64xf32, strided<[2]>> to memref<124xf32>
  return
}

// -----

func.func @dma_wait_indices(%t: memref<4xi32>, %d: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %t[], %d : memref<4xi32>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8x8xf32>) -> memref<4xf32>
  return
}

// -----

func.func @subview_dynamic_count(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 1 dynamic offset values}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: -8>>
  return
}

// -----

func.func @dma_stride_pair(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  return
}

// -----

func.func @dma_destination(%src: memref<40x128xf32>, %tag: memref<1xi32, 2>, %i: index, %n: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%src, %i, %i, %f, %n, %tag, %i) : (memref<40x128xf32>, index, index, f32, index, memref<1xi32, 2>, index) -> ()
  return
}

// -----

func.func @dma_operand_count(%src: memref<40x128xf32>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%src, %i, %i, %src, %i, %i, %n, %tag, %i, %n) : (memref<40x128xf32>, index, index, memref<40x128xf32>, index, index, index, memref<1xi32, 2>, index, index) -> ()
  return
}
