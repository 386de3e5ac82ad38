// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// Semi-affine maps under canonicalization, as mlir-opt-19 does it: a product by a symbol
// divided by it again (`floordiv` to the factor, `mod` to 0), `(e - e mod s) mod s` to 0, and
// sums of products by symbols rebuilt in MLIR's order of positions (equal results of a min
// kept once). The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @tiles(%n: index, %ts: index, %c: i1) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %r:4 = scf.for %i = %c0 to %n step %ts iter_args(%x = %c0, %y = %c0, %z = %c0, %w = %c0) -> (index, index, index, index) {
    %t = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%x)[%ts]
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%t)[%ts]
    %m = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%t)[%ts]
    %p = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) mod s1)>()[%n, %ts]
    %s = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 mod s0 + d1 - d1 + d0)>(%y, %z)[%ts]
    %u = affine.min affine_map<(d0)[s0, s1] -> (s1 * s0 + d0 * s1, d0 * s1 + s1 * s0)>(%w)[%ts, %n]
    %v = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%q)[%m]
    scf.yield %v, %s, %p, %u : index, index, index, index
  }
  return %r#0, %r#1, %r#2, %r#3 : index, index, index, index
}

// CHECK:#map = affine_map<(d0, d1)[s0] -> (d0 + d0 * s0 + d1 mod s0)>
// CHECK-NEXT:#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s1 * s0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @tiles(%arg0: index, %arg1: index, %arg2: i1) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0:3 = scf.for %arg3 = %c0 to %arg0 step %arg1 iter_args(%arg4 = %c0, %arg5 = %c0, %arg6 = %c0) -> (index, index, index) {
// CHECK-NEXT:      %1 = affine.apply #map(%arg4, %arg5)[%arg1]
// CHECK-NEXT:      %2 = affine.apply #map1(%arg6)[%arg1, %arg0]
// CHECK-NEXT:      scf.yield %1, %c0, %2 : index, index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %c0, %0#0, %0#1, %0#2 : index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
