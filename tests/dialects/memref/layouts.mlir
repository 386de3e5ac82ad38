// Views whose layouts mlir-opt-19 accepts: a static offset of 0 times a dynamic stride adds
// nothing to a subview's offset; a layout written as an `affine_map` means the same strides as
// the `strided<...>` one (subview, transpose, collapse_shape, expand_shape, cast), and the
// row-major layout of a shape with a size 0 has dynamic strides outside it; transposes compare
// layouts in canonical form; collapses of contiguous groups (dynamic where a dynamic size may
// hide a unit dimension); expansions spread each source stride over its group; a
// reinterpret_cast compares only values static on both sides. The second RUN line reads the
// output back, the third checks that mlir-opt-19 prints the same.

// RUN: oxir-opt %s --split-input-file | FileCheck %s
// RUN: oxir-opt %s --split-input-file | oxir-opt --split-input-file | FileCheck %s
// RUN: %mlir_opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @subview_zero_offset_times_dynamic_stride
// CHECK: memref.subview %{{.*}}[0, 0] [17, %{{.*}}] [1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1]>>
// CHECK: memref.subview %{{.*}}[1, 0] [17, %{{.*}}] [1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1], offset: ?>>
func.func @subview_zero_offset_times_dynamic_stride(%m: memref<?x?xf32>, %n: index) {
  %0 = memref.subview %m[0, 0][17, %n][1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1]>>
  %1 = memref.subview %m[1, 0][17, %n][1, 1] : memref<?x?xf32> to memref<17x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @subview_of_zero_offset_on_a_dynamic_source
// CHECK: memref.subview %{{.*}}[0, %{{.*}}] [4, 1] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: memref.subview %{{.*}}[0, 0] [8, 4] [%{{.*}}, 1] : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<8x4xf32, strided<[?, 1], offset: ?>>
// CHECK: memref.subview %{{.*}}[0, 0] [8, 4] [1, 1] : memref<8x16xf32, strided<[?, ?]>> to memref<8x4xf32, strided<[?, ?]>>
func.func @subview_of_zero_offset_on_a_dynamic_source(%m: memref<?x?xf32>, %s: memref<8x?xf32, strided<[?, 1], offset: ?>>, %t: memref<8x16xf32, strided<[?, ?]>>, %i: index) {
  %0 = memref.subview %m[0, %i][4, 1][1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: ?>>
  %1 = memref.subview %s[0, 0][8, 4][%i, 1] : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<8x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %t[0, 0][8, 4][1, 1] : memref<8x16xf32, strided<[?, ?]>> to memref<8x4xf32, strided<[?, ?]>>
  return
}

// -----

// CHECK: #[[$ROWS:.*]] = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK: #[[$SYM:.*]] = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK: #[[$SHIFTED:.*]] = affine_map<(d0, d1) -> (d0 * 8 + d1 + 8)>
// CHECK-LABEL: func.func @subview_of_affine_layouts
// CHECK: memref.subview %{{.*}}[1, 2] [4, 4] [1, 1] : memref<8x16xf32, #[[$ROWS]]> to memref<4x4xf32, strided<[16, 1], offset: 18>>
// CHECK: memref.subview %{{.*}}[1, 2] [4, 4] [1, 1] : memref<8x16xf32, #[[$SYM]]> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK: memref.subview %{{.*}}[1, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, #[[$SHIFTED]]>
// CHECK: memref.subview %{{.*}}[1, 0] [2, 0] [1, 1] : memref<4x0xf32> to memref<2x0xf32, strided<[?, 1], offset: ?>>
func.func @subview_of_affine_layouts(%a: memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>, %b: memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>, %c: memref<4x8xf32>, %z: memref<4x0xf32>) {
  %0 = memref.subview %a[1, 2][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<4x4xf32, strided<[16, 1], offset: 18>>
  %1 = memref.subview %b[1, 2][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %c[1, 0][2, 8][1, 1] : memref<4x8xf32> to memref<2x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 8)>>
  %3 = memref.subview %z[1, 0][2, 0][1, 1] : memref<4x0xf32> to memref<2x0xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

// CHECK: #[[$T:.*]] = affine_map<(d0, d1) -> (d0 + d1 * 16)>
// CHECK: #[[$TREV:.*]] = affine_map<(d0, d1) -> (d1 * 16 + d0)>
// CHECK: #[[$TDYN:.*]] = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>
// CHECK-LABEL: func.func @transpose_layouts
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, #[[$T]]>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, #[[$TREV]]>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #[[$TDYN]]>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
// CHECK: memref.transpose %{{.*}} (d0) -> (d0) : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK: memref.transpose %{{.*}} () -> () : memref<f32> to memref<f32>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x0xf32> to memref<0x4xf32, strided<[1, ?]>>
func.func @transpose_layouts(%m: memref<8x16xf32>, %d: memref<?x?xf32>, %v: memref<4xf32>, %s: memref<f32>, %z: memref<4x0xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %2 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>
  %3 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %4 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>
  %5 = memref.transpose %m (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32>
  %6 = memref.transpose %v (i) -> (i) : memref<4xf32> to memref<4xf32, strided<[1]>>
  %7 = memref.transpose %s () -> () : memref<f32> to memref<f32>
  %8 = memref.transpose %z (i, j) -> (j, i) : memref<4x0xf32> to memref<0x4xf32, strided<[1, ?]>>
  return
}

// -----

// CHECK: #[[$ROWS8:.*]] = affine_map<(d0, d1) -> (d0 * 8 + d1)>
// CHECK-LABEL: func.func @collapse_layouts
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32, strided<[1]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<4x8xf32, strided<[?, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : memref<4x8x2xf32, strided<[16, 2, 1]>> into memref<4x16xf32, strided<[16, 1]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<4x8xf32, #[[$ROWS8]]> into memref<32xf32, strided<[1]>>
// CHECK: memref.collapse_shape %{{.*}} [] : memref<1x1xf32, strided<[7, 5], offset: 1>> into memref<f32, strided<[], offset: 1>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<4x?x8xf32, strided<[?, 8, 1]>> into memref<?xf32, strided<[1]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<4x8x1xf32, strided<[8, 1, 5]>> into memref<32xf32, strided<[1]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
func.func @collapse_layouts(%a: memref<4x8xf32, strided<[8, 1]>>, %b: memref<4x8xf32, strided<[?, 1], offset: ?>>, %c: memref<4x8x2xf32, strided<[16, 2, 1]>>, %d: memref<4x?xf32, strided<[?, 1]>>, %e: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>, %f: memref<1x1xf32, strided<[7, 5], offset: 1>>, %g: memref<4x?x8xf32, strided<[?, 8, 1]>>, %h: memref<4x8x1xf32, strided<[8, 1, 5]>>, %i: memref<?x?xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32, strided<[8, 1]>> into memref<32xf32, strided<[1]>>
  %1 = memref.collapse_shape %b [[0, 1]] : memref<4x8xf32, strided<[?, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
  %2 = memref.collapse_shape %c [[0], [1, 2]] : memref<4x8x2xf32, strided<[16, 2, 1]>> into memref<4x16xf32, strided<[16, 1]>>
  %3 = memref.collapse_shape %d [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  %4 = memref.collapse_shape %e [[0, 1]] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> into memref<32xf32, strided<[1]>>
  %5 = memref.collapse_shape %f [] : memref<1x1xf32, strided<[7, 5], offset: 1>> into memref<f32, strided<[], offset: 1>>
  %6 = memref.collapse_shape %g [[0, 1, 2]] : memref<4x?x8xf32, strided<[?, 8, 1]>> into memref<?xf32, strided<[1]>>
  %7 = memref.collapse_shape %h [[0, 1, 2]] : memref<4x8x1xf32, strided<[8, 1, 5]>> into memref<32xf32, strided<[1]>>
  %8 = memref.collapse_shape %i [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----

// CHECK: #[[$SHIFT:.*]] = affine_map<(d0) -> (d0 * 3 + 1)>
// CHECK-LABEL: func.func @expand_layouts
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [%{{.*}}, 8] : memref<?xf32> into memref<?x8xf32>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 8] : memref<?xf32> into memref<?x8xf32>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1, 2]] output_shape [%{{.*}}, 2, %{{.*}}] : memref<?xf32> into memref<?x2x?xf32>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 3>> into memref<4x8xf32, strided<[16, 2], offset: 3>>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 8] : memref<32xf32, strided<[1]>> into memref<4x8xf32>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [%{{.*}}, 8] : memref<?xf32, strided<[?], offset: ?>> into memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [4, 8] : memref<32xf32, #[[$SHIFT]]> into memref<4x8xf32, strided<[24, 3], offset: 1>>
// CHECK: memref.expand_shape %{{.*}} [] output_shape [1, 1] : memref<f32, strided<[], offset: 3>> into memref<1x1xf32, strided<[1, 1], offset: 3>>
func.func @expand_layouts(%a: memref<32xf32>, %b: memref<?xf32>, %c: memref<32xf32, strided<[2], offset: 3>>, %d: memref<32xf32, strided<[1]>>, %e: memref<?xf32, strided<[?], offset: ?>>, %f: memref<32xf32, affine_map<(d0) -> (d0 * 3 + 1)>>, %g: memref<f32, strided<[], offset: 3>>, %n: index) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %1 = memref.expand_shape %b [[0, 1]] output_shape [%n, 8] : memref<?xf32> into memref<?x8xf32>
  %2 = memref.expand_shape %b [[0, 1]] output_shape [4, 8] : memref<?xf32> into memref<?x8xf32>
  %3 = memref.expand_shape %b [[0, 1, 2]] output_shape [%n, 2, %n] : memref<?xf32> into memref<?x2x?xf32>
  %4 = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 3>> into memref<4x8xf32, strided<[16, 2], offset: 3>>
  %5 = memref.expand_shape %d [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[1]>> into memref<4x8xf32>
  %6 = memref.expand_shape %e [[0, 1]] output_shape [%n, 8] : memref<?xf32, strided<[?], offset: ?>> into memref<?x8xf32, strided<[?, ?], offset: ?>>
  %7 = memref.expand_shape %f [[0, 1]] output_shape [4, 8] : memref<32xf32, affine_map<(d0) -> (d0 * 3 + 1)>> into memref<4x8xf32, strided<[24, 3], offset: 1>>
  %8 = memref.expand_shape %g [] output_shape [1, 1] : memref<f32, strided<[], offset: 3>> into memref<1x1xf32, strided<[1, 1], offset: 3>>
  return
}

// -----

// CHECK: #[[$CAST:.*]] = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK: #[[$PLUS2:.*]] = affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>
// CHECK-LABEL: func.func @casts_and_reinterpret_casts
// CHECK: memref.cast %{{.*}} : memref<4x8xf32> to memref<4x8xf32, #[[$CAST]]>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, #[[$PLUS2]]>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4, 8], strides: [8, 1] : memref<?xf32> to memref<4x?xf32>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4, 0], strides: [4, 1] : memref<?xf32> to memref<4x0xf32>
func.func @casts_and_reinterpret_casts(%m: memref<4x8xf32>, %r: memref<?xf32>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %1 = memref.reinterpret_cast %r to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
  %2 = memref.reinterpret_cast %r to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %3 = memref.reinterpret_cast %r to offset: [0], sizes: [4, 8], strides: [8, 1] : memref<?xf32> to memref<4x?xf32>
  %4 = memref.reinterpret_cast %r to offset: [0], sizes: [4, 0], strides: [4, 1] : memref<?xf32> to memref<4x0xf32>
  return
}
