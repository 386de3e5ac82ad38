// RUN: oxir-opt %s -expand-strided-metadata | FileCheck %s
// RUN: %mlir_opt %s -expand-strided-metadata | FileCheck %s

// Views become reinterpret casts of their source's base buffer, the offset, sizes and strides
// computed by folded affine.apply/affine.min ops; extract_strided_metadata of a view, cast,
// allocation, global, reinterpret cast or base buffer reads its source instead.

func.func @subview_mixed(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[%a, 2] [%b, 4] [3, %a] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @collapse_dyn(%m: memref<?x8xf32>) -> memref<?xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
func.func @expand_static_group(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %c = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}
func.func @collapse_min(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %c : memref<?xf32, strided<[?], offset: ?>>
}
memref.global "private" constant @g : memref<2x3xf32> = dense<0.0>
func.func @cast(%m: memref<4x?xf32>) -> (index, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}
func.func @alloc(%n: index) -> (memref<f32>, index, index, index) {
  %a = memref.alloc(%n) : memref<?x5x6xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x5x6xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %t#0 : memref<f32>, index, index, index
}
func.func @glob() -> (memref<f32>, index) {
  %a = memref.get_global @g : memref<2x3xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %b, %t#0 : memref<f32>, index
}
func.func @sub(%m: memref<8x?xf32>, %i: index) -> (index, index) {
  %v = memref.subview %m[%i, 1] [2, 3] [1, 2] : memref<8x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<2x3xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %t#0 : index, index
}
func.func @rc(%m: memref<?xf32>, %n: index) -> (index, index) {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [4, %n], strides: [%n, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0 : index, index
}
func.func @msc(%m: memref<?xf32, 1>) -> (memref<f32>, index) {
  %r = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
  return %b, %s : memref<f32>, index
}
func.func @esm(%m: memref<?xf32>) -> (memref<f32>, index) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
func.func @aligned(%m: memref<?x4xf32>) -> index {
  %v = memref.subview %m[1, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
  %p = memref.extract_aligned_pointer_as_index %v : memref<2x4xf32, strided<[4, 1], offset: 4>> -> index
  return %p : index
}
func.func @expand_dyn(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, %n] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
}
func.func @collapse_static(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
func.func @rank0(%m: memref<f32>) -> memref<1x1xf32> {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %e : memref<1x1xf32>
}
func.func @drop(%m: memref<4x4x4xf32>, %i: index) -> memref<4xf32, strided<[16], offset: ?>> {
  %v = memref.subview %m[0, %i, 2] [4, 1, 1] [1, 1, 1] : memref<4x4x4xf32> to memref<4xf32, strided<[16], offset: ?>>
  return %v : memref<4xf32, strided<[16], offset: ?>>
}
func.func @chain(%m: memref<16x16xf32>, %i: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
  %v = memref.subview %m[%i, 0] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %w = memref.subview %v[1, %i] [2, 2] [2, 2] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[32, 2], offset: ?>>
  return %w : memref<2x2xf32, strided<[32, 2], offset: ?>>
}
func.func @cast2(%m: memref<4x?x6xf32>, %x: index) -> (index, index, index, index) {
  %y = arith.addi %x, %x : index
  %c = memref.cast %m : memref<4x?x6xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %c : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  return %o, %s#0, %t#2, %y : index, index, index, index
}
func.func @direct(%m: memref<4x?x6xf32>, %x: index) -> (index, index, index, index) {
  %y = arith.addi %x, %x : index
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %m : memref<4x?x6xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %o, %s#0, %t#2, %t#0 : index, index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0, 1)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 * s1 + 1)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 * 4 + 2)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0 * 16)>
// CHECK-NEXT: #map10 = affine_map<()[s0, s1] -> (s0 + s1 + 16)>
// CHECK-NEXT: module {
// CHECK: func.func @subview_mixed(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map2()[%offset, %arg1, %strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg2, 4], strides: [%0, %1] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK: func.func @collapse_dyn(%arg0: memref<?x8xf32>) -> memref<?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%sizes#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK: func.func @expand_static_group(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4], strides: [4, 1] : memref<f32> to memref<?x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @collapse_min(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map5()[%sizes#1]
// CHECK-NEXT: %1 = affine.min #map6()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0], strides: [%1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @g : memref<2x3xf32> = dense<0.000000e+00>
// CHECK: func.func @cast(%arg0: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %strides#0 : index, index, index
// CHECK-NEXT: }
// CHECK: func.func @alloc(%arg0: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c30 = arith.constant 30 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x5x6xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x5x6xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c30 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK: func.func @glob() -> (memref<f32>, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<2x3xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c3 : memref<f32>, index
// CHECK-NEXT: }
// CHECK: func.func @sub(%arg0: memref<8x?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map7()[%arg1, %strides#0]
// CHECK-NEXT: return %0, %strides#0 : index, index
// CHECK-NEXT: }
// CHECK: func.func @rc(%arg0: memref<?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg1, %c4 : index, index
// CHECK-NEXT: }
// CHECK: func.func @msc(%arg0: memref<?xf32, 1>) -> (memref<f32>, index) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32, 1> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %memspacecast : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %sizes : memref<f32>, index
// CHECK-NEXT: }
// CHECK: func.func @esm(%arg0: memref<?xf32>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK: func.func @aligned(%arg0: memref<?x4xf32>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK: func.func @expand_dyn(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map5()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, %sizes#1], strides: [%1, %strides#0, 1] : memref<f32> to memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK: func.func @collapse_static(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<6x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @rank0(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK: func.func @drop(%arg0: memref<4x4x4xf32>, %arg1: index) -> memref<4xf32, strided<[16], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x4x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map8()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [16] : memref<f32> to memref<4xf32, strided<[16], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[16], offset: ?>>
// CHECK-NEXT: }
// CHECK: func.func @chain(%arg0: memref<16x16xf32>, %arg1: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map9()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map10()[%0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 2], strides: [32, 2] : memref<f32> to memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK: func.func @cast2(%arg0: memref<4x?x6xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %c0, %c4, %c1, %0 : index, index, index, index
// CHECK-NEXT: }
// CHECK: func.func @direct(%arg0: memref<4x?x6xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x?x6xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %c1, %strides#0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
