// Views whose layouts mlir-opt-19 rejects, with its messages: a subview of a non-strided source or
// into another memory space, or whose offset is wrong (a nonzero offset times a dynamic stride is
// dynamic, a zero one is 0, whatever the stride); transposes whose result, in canonical form,
// is not the permuted input (the message gives that canonical form: an affine map, or no layout
// when it is the row-major one; a one-dimensional or rank-0 strided layout stays as written);
// collapses of non-contiguous groups (in MLIR 19, unit dimensions count) or into a type with
// another layout (a dynamic group has a dynamic stride; a layout that is the identity gives
// none); expansions into another layout or with an `output_shape` of the wrong rank, values or
// operands; reinterpret casts whose static offset is not the result's.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @subview_nonzero_offset_times_dynamic_stride(%m: memref<?x?xf32>, %n: index) {
  // expected-error@+1 {{expected result type to be 'memref<17x?xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[1, 0][17, %n][1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @subview_zero_offset_is_static(%m: memref<?x?xf32>, %n: index) {
  // expected-error@+1 {{expected result type to be 'memref<17x?xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0][17, %n][1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_affine_result_offset(%m: memref<4x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x8xf32, strided<[8, 1], offset: 8>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[1, 0][2, 8][1, 1] : memref<4x8xf32> to memref<2x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 7)>>
  return
}

// -----

func.func @subview_of_permuted_layout(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_of_floordiv_layout(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>) {
  // expected-error@+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0][8, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>> to memref<8x4xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @subview_memory_space(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<8x16xf32, 1>'}}
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32, 1>
  return
}

// -----

func.func @transpose_wrong_strides(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_wrong_affine_layout(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 * 2 + d1 * 16)>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d0 * 2 + d1 * 16)>>
  return
}

// -----

func.func @transpose_wrong_offset(%m: memref<8x16xf32, strided<[16, 1], offset: 5>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 16], offset: 4>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16 + 5)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32, strided<[16, 1], offset: 5>> to memref<16x8xf32, strided<[1, 16], offset: 4>>
  return
}

// -----

func.func @transpose_lost_dynamic_offset(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, strided<[1, ?], offset: ?>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  return
}

// -----

func.func @transpose_dynamic_strides(%m: memref<8x16xf32, strided<[?, ?], offset: ?>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[?, ?]>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16x8xf32, strided<[?, ?]>>
  return
}

// -----

func.func @transpose_of_affine_source(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8], offset: 3>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8 + 2)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>> to memref<8x4xf32, strided<[1, 8], offset: 3>>
  return
}

// -----

func.func @transpose_negative_stride(%m: memref<4x8xf32, strided<[8, -1]>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (-d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[8, -1]>> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_three_dims(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4x2x3xf32, strided<[1, 4, 12]>>' is not equivalent to the canonical transposed input type 'memref<4x2x3xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 12 + d2 * 4)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 4, 12]>>
  return
}

// -----

func.func @transpose_unpermuted_shape(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x16xf32, strided<[1, 16]>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<8x16xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_element_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf64, strided<[1, 16]>>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf64, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_memory_space(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 16]>, 3>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>, 3>
  return
}

// -----

func.func @transpose_one_dim_keeps_its_strided_layout(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.transpose %m (i) -> (i) : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @transpose_rank_zero_offset(%m: memref<f32, strided<[], offset: 3>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<f32>' is not equivalent to the canonical transposed input type 'memref<f32, strided<[], offset: 3>>'}}
  %0 = memref.transpose %m () -> () : memref<f32, strided<[], offset: 3>> to memref<f32>
  return
}

// -----

func.func @transpose_of_mod_layout(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2 + d1)>>) {
  // expected-error@+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2 + d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2 + d1)>> to memref<16x8xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_transposed(%m: memref<4x8xf32, strided<[1, 4]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[1, 4]>> into memref<32xf32, strided<[4]>>
  return
}

// -----

func.func @collapse_non_contiguous_affine(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_non_contiguous_around_dynamic(%m: memref<4x?x8xf32, strided<[?, 16, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x?x8xf32, strided<[?, 16, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_unit_dim_stride_counts(%m: memref<4x1x8xf32, strided<[8, 99, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x8xf32, strided<[8, 99, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_leading_unit_dim_stride_counts(%m: memref<1x8xf32, strided<[3, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x8xf32, strided<[3, 1]>> into memref<8xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_strided_into_identity(%m: memref<4x8xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1]>>' but found 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32>
  return
}

// -----

func.func @collapse_identity_into_strided(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_wrong_offset(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1], offset: 3>>' but found 'memref<32xf32, strided<[1], offset: 2>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @collapse_dynamic_group_stride(%m: memref<4x?xf32, strided<[?, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_trailing_unit_dim(%m: memref<4x8x1xf32, strided<[8, 1, 5]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1]>>' but found 'memref<32xf32, strided<[5]>>'}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x8x1xf32, strided<[8, 1, 5]>> into memref<32xf32, strided<[5]>>
  return
}

// -----

func.func @collapse_zero_in_dynamic_group(%m: memref<0x?xf32, strided<[?, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[7]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<0x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[7]>>
  return
}

// -----

func.func @collapse_kept_dims_keep_strides(%m: memref<4x8xf32, strided<[8, 2]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<4x8xf32, strided<[8, 2]>>' but found 'memref<4x8xf32, strided<[8, 3]>>'}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32, strided<[8, 2]>> into memref<4x8xf32, strided<[8, 3]>>
  return
}

// -----

func.func @collapse_memory_space(%m: memref<4x8xf32, strided<[8, 1]>, 3>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1]>, 3>' but found 'memref<32xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1]>, 3> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @expand_output_shape_size(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 9] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_output_shape_dynamic_for_static(%m: memref<?xf32>, %n: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, %n] : memref<?xf32> into memref<?x8xf32>
  return
}

// -----

func.func @expand_output_shape_too_long(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8, 1] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_output_shape_too_short(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_output_shape_operands(%m: memref<?xf32>, %n: index) {
  // expected-error@+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 2 values}}
  %0 = "memref.expand_shape"(%m, %n, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 8>}> : (memref<?xf32>, index, index) -> memref<?x8xf32>
  return
}

// -----

func.func @expand_wrong_strides(%m: memref<32xf32, strided<[2], offset: 3>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32, strided<[16, 2], offset: 3>>' but found 'memref<4x8xf32, strided<[8, 2], offset: 3>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 3>> into memref<4x8xf32, strided<[8, 2], offset: 3>>
  return
}

// -----

func.func @expand_identity_into_strided(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf32, strided<[8, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32, strided<[8, 1]>>
  return
}

// -----

func.func @expand_unit_stride_into_strided(%m: memref<32xf32, strided<[1]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf32, strided<[8, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[1]>> into memref<4x8xf32, strided<[8, 1]>>
  return
}

// -----

func.func @expand_into_affine_layout(%m: memref<32xf32, strided<[2], offset: 3>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32, strided<[16, 2], offset: 3>>' but found 'memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 3)>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 3>> into memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 3)>>
  return
}

// -----

func.func @expand_element_type(%m: memref<32xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf64>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf64>
  return
}

// -----

func.func @expand_rank_zero_offset(%m: memref<f32, strided<[], offset: 3>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<1x1xf32, strided<[1, 1], offset: 3>>' but found 'memref<1x1xf32>'}}
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32, strided<[], offset: 3>> into memref<1x1xf32>
  return
}

// -----

func.func @reinterpret_cast_affine_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>
  return
}

// -----

func.func @reinterpret_cast_static_result_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 3 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}
