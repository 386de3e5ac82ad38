// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// Cases of MLIR's own `test/Dialect/Affine/canonicalize.mlir`, with function arguments in place
// of the `affine.for` induction variables: symbolic compositions, a partially constant map, a
// diamond of `affine.apply` ops feeding accesses, `ceildiv`, `floordiv` and `mod` by symbols
// that are constants, and a semi-affine result kept as it is. The CHECK lines are the output of
// `mlir-opt-19 -canonicalize`.

func.func @compose_affine_maps_multiple_symbols(%arg0: index, %arg1: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (s0 + d0)> (%arg0)[%arg1]
  %c = affine.apply affine_map<(d0) -> (d0 * 4)> (%a)
  %e = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%c)[%arg1]
  return %e : index
}
func.func @partial_fold_map(%arg1: index, %arg2: index) -> index {
  %c42 = arith.constant 42 : index
  %2 = affine.apply affine_map<(d0, d1) -> (d0 - d1)> (%arg1, %c42)
  return %2 : index
}
func.func @symbolic_composition_a(%arg0: index, %arg1: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%arg0)
  %1 = affine.apply affine_map<()[s0, s1] -> (8 * s0)>()[%0, %arg0]
  %2 = affine.apply affine_map<()[s0, s1] -> (16 * s1)>()[%arg1, %1]
  return %2 : index
}
func.func @symbolic_composition_b(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%arg0)
  %1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 + s2 + s3)>()[%0, %0, %0, %0]
  return %1 : index
}
func.func @symbolic_composition_c(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%arg0)
  %1 = affine.apply affine_map<(d0) -> (d0)>(%arg1)
  %2 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 + s2 + s3)>()[%0, %0, %0, %1]
  return %2 : index
}
func.func @mix_dims_and_symbols_e(%arg0: index, %arg1: index) -> (index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 - 1 + 42 * s0)> (%arg0)[%arg1]
  %b = affine.apply affine_map<(d0) -> (d0 + 7)> (%a)
  %c = affine.apply affine_map<(d0) -> (d0 * 4)> (%a)
  %d = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)> ()[%b]
  %e = affine.apply affine_map<(d0) -> (d0 floordiv 3)> (%c)
  return %d, %e : index, index
}
func.func @diamond(%arg0: f32, %arg1: memref<4x4xf32>, %i0: index) {
  %a = affine.apply affine_map<(d0) -> (d0 - 1)> (%i0)
  %b = affine.apply affine_map<(d0) -> (d0 + 7)> (%a)
  %c = affine.apply affine_map<(d0) -> (d0 * 4)> (%a)
  %d0 = affine.apply affine_map<(d0, d1) -> (d0 ceildiv 8)> (%b, %c)
  %d1 = affine.apply affine_map<(d0, d1) -> (d1 floordiv 3)> (%b, %c)
  affine.store %arg0, %arg1[%d0, %d1] : memref<4x4xf32>
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %x0 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)> (%i0)[%c4]
  %x2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%a)[%c4]
  %x40 = affine.apply affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d0 * s0) + d2)> (%x0, %x0, %x2, %x2)[%c4, %c8]
  %v = affine.load %arg1[%x40, %x2] : memref<4x4xf32>
  affine.store %v, %arg1[%x40 + 1, 0] : memref<4x4xf32>
  return
}

// CHECK:#map = affine_map<()[s0, s1] -> ((s0 * 4 + s1 * 4) floordiv s0)>
// CHECK-NEXT:#map1 = affine_map<()[s0] -> (s0 - 42)>
// CHECK-NEXT:#map2 = affine_map<()[s0] -> (s0 * 512)>
// CHECK-NEXT:#map3 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT:#map4 = affine_map<()[s0, s1] -> (s0 * 3 + s1)>
// CHECK-NEXT:#map5 = affine_map<()[s0, s1] -> ((s0 * 42 + s1 + 6) ceildiv 8)>
// CHECK-NEXT:#map6 = affine_map<()[s0, s1] -> ((s0 * 168 + s1 * 4 - 4) floordiv 3)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @compose_affine_maps_multiple_symbols(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @partial_fold_map(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @symbolic_composition_a(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @symbolic_composition_b(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map3()[%arg0]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @symbolic_composition_c(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map4()[%arg0, %arg1]
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @mix_dims_and_symbols_e(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:    %0 = affine.apply #map5()[%arg1, %arg0]
// CHECK-NEXT:    %1 = affine.apply #map6()[%arg1, %arg0]
// CHECK-NEXT:    return %0, %1 : index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @diamond(%arg0: f32, %arg1: memref<4x4xf32>, %arg2: index) {
// CHECK-NEXT:    affine.store %arg0, %arg1[(symbol(%arg2) + 6) ceildiv 8, (symbol(%arg2) * 4 - 4) floordiv 3] : memref<4x4xf32>
// CHECK-NEXT:    %0 = affine.load %arg1[symbol(%arg2) - ((symbol(%arg2) - 1) floordiv 4) * 4 + (symbol(%arg2) ceildiv 4) * 4 - 1, symbol(%arg2) - ((symbol(%arg2) - 1) floordiv 4) * 4 - 1] : memref<4x4xf32>
// CHECK-NEXT:    affine.store %0, %arg1[symbol(%arg2) - ((symbol(%arg2) - 1) floordiv 4) * 4 + (symbol(%arg2) ceildiv 4) * 4, 0] : memref<4x4xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
