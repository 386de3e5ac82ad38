// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The map canonicalization of the `affine` ops (MLIR 19's `SimplifyAffineOp` and the patterns of
// `affine.min` and `affine.max`): `affine.apply` producers composed into the maps of
// `affine.apply`, `affine.min`, `affine.max`, `affine.load` and `affine.store`, valid symbols
// used as dimensions promoted, unused and duplicate operands dropped, constant symbols folded
// into the map, maps simplified (terms gathered, `floordiv` and `mod` of known multiples), equal
// results of `affine.min` kept once, a min of a min merged, a single-result min becoming an
// `affine.apply`, results put in MLIR's order, discardable attributes dropped with the rebuilt
// op. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @compose(%A: memref<?x?xf32>, %n: index, %m: index) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0, %y = %c0) -> (index, index) {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%x)
    %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%a, %y)
    %c = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 4)>(%b)[%c1]
    %d = affine.apply affine_map<(d0, d1, d2) -> (d0 + d2)>(%c, %x, %c)
    scf.yield %d, %a : index, index
  }
  %0 = affine.load %A[%r#0 + 1, %n] {foo} : memref<?x?xf32>
  %p = affine.apply affine_map<(d0) -> (d0 * 4)>(%n)
  %1 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32, d0 + d1)>(%p, %m)
  %2 = affine.max affine_map<(d0) -> (d0 + 2)>(%1)
  %3 = affine.min affine_map<()[s0, s1] -> (s0 + 16, s1 * 8)>()[%n, %m]
  %4 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%3)[%n]
  %s = arith.addi %2, %4 : index
  return %s, %0 : index, f32
}

func.func @operands(%A: memref<?x?xf32>, %n: index, %m: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0, %y = %c0, %z = %c0, %w = %c0) -> (index, index, index, index) {
    %a = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d0 + s1 + s0 * 2)>(%x, %y, %x)[%n, %n]
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%x)[%c5]
    %c = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + 3) floordiv 4 + (d1 * 8 + 5) mod 4 + (d0 * 6 + 3) mod 3)>(%x, %y)
    %d = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%x]
    %e = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + d0 mod 2 + s0)>(%d)[%m]
    %f = affine.min affine_map<(d0)[s0] -> (d0 + 2, 7, d0 + 2, s0)>(%a)[%c5]
    %g = affine.max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%f)[%n]
    %h = affine.max affine_map<(d0, d1) -> (d1, d0 * 2)>(%g, %w)
    %k = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%h)[%c1]
    %l = affine.apply affine_map<(d0) -> (d0 - 1)>(%k)
    scf.yield %a, %e, %c, %l : index, index, index, index
  }
  return %r#0, %r#1, %r#2, %r#3 : index, index, index, index
}
func.func @accesses(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%m]
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a)
  %v = affine.load %A[%a + %b, symbol(%c3) * %n] : memref<?x?xf32>
  %w = affine.load %A[%m, %m] : memref<?x?xf32>
  affine.store %v, %A[(%b * 4 + 1) floordiv 2, %n + %n - %n] : memref<?x?xf32>
  affine.store %w, %A[symbol(%c3), 0] : memref<?x?xf32>
  return
}

// CHECK:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1 * 4 + 14)>
// CHECK-NEXT:#map2 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 * 4 + s1)>
// CHECK-NEXT:#map3 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT:#map4 = affine_map<()[s0, s1] -> (s1 * 8, s0 + 4, s0 + 16)>
// CHECK-NEXT:#map5 = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 3)>
// CHECK-NEXT:#map6 = affine_map<()[s0, s1] -> (s0 + s1 * 3 + (s1 * 3) floordiv 4 - ((s1 * 3) floordiv 2) * 2)>
// CHECK-NEXT:#map7 = affine_map<(d0)[s0] -> (5, 7, d0 * 2 + s0 * 3 + 2)>
// CHECK-NEXT:#map8 = affine_map<(d0)[s0] -> (s0 + 1, d0)>
// CHECK-NEXT:#map9 = affine_map<(d0, d1) -> (d1, d0 * 2)>
// CHECK-NEXT:#map10 = affine_map<(d0) -> (1, d0)>
// CHECK-NEXT:#map11 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @compose(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, f32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %c0, %arg5 = %c0) -> (index, index) {
// CHECK-NEXT:      %6 = affine.apply #map(%arg4)
// CHECK-NEXT:      %7 = affine.apply #map1(%arg5, %arg4)
// CHECK-NEXT:      scf.yield %7, %6 : index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = affine.load %arg0[symbol(%0#0) + 1, symbol(%arg1)] : memref<?x?xf32>
// CHECK-NEXT:    %2 = affine.min #map2()[%arg1, %arg2]
// CHECK-NEXT:    %3 = affine.apply #map3()[%2]
// CHECK-NEXT:    %4 = affine.min #map4()[%arg1, %arg2]
// CHECK-NEXT:    %5 = arith.addi %3, %4 : index
// CHECK-NEXT:    return %5, %1 : index, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @operands(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0:4 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %c0, %arg5 = %c0, %arg6 = %c0, %arg7 = %c0) -> (index, index, index, index) {
// CHECK-NEXT:      %1 = affine.apply #map5(%arg4)[%arg1]
// CHECK-NEXT:      %2 = affine.apply #map(%arg4)
// CHECK-NEXT:      %3 = affine.apply #map6()[%arg2, %arg4]
// CHECK-NEXT:      %4 = affine.min #map7(%arg4)[%arg1]
// CHECK-NEXT:      %5 = affine.max #map8(%4)[%arg1]
// CHECK-NEXT:      %6 = affine.max #map9(%5, %arg7)
// CHECK-NEXT:      %7 = affine.min #map10(%6)
// CHECK-NEXT:      %8 = affine.apply #map11(%7)
// CHECK-NEXT:      scf.yield %1, %3, %2, %8 : index, index, index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @accesses(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %0 = affine.load %arg0[symbol(%arg2) + symbol(%arg1) * 3 + symbol(%arg2) floordiv 2, symbol(%arg1) * 3] : memref<?x?xf32>
// CHECK-NEXT:    %1 = affine.load %arg0[symbol(%arg2), symbol(%arg2)] : memref<?x?xf32>
// CHECK-NEXT:    affine.store %0, %arg0[symbol(%arg1) * 2 + (symbol(%arg2) floordiv 2) * 2, symbol(%arg1)] : memref<?x?xf32>
// CHECK-NEXT:    affine.store %1, %arg0[3, 0] : memref<?x?xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
