// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// Map simplification with the bounds of induction variables (MLIR 19's
// `simplifyMapWithOperands` in `SimplifyAffineOp`): a `floordiv`, `ceildiv` or `mod` whose left
// side the constant bounds of `affine.for` induction variables confine to one quotient folds;
// an induction variable of a loop starting at 0 (or at a multiple of the step) is a known
// multiple of its step, so `(q + r) floordiv c` and `(q + r) mod c` split; carried values and
// loops of non-constant bounds tell nothing. The CHECK lines are the output of
// `mlir-opt-19 -canonicalize`.

func.func @bounded_quotients(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%i)
    %d = affine.apply affine_map<(d0) -> ((d0 + 8) floordiv 8)>(%i)
    %e = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    "t.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  affine.for %i = 0 to 64 step 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[(%i + %j) floordiv 4 * 4 + (%i + %j) mod 4] : memref<64xf32>
      %q = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 4)>(%i, %j)
      %r = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 4)>(%i, %j)
      %s = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
      %t = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      "t.use"(%v, %q, %r, %s, %t) : (f32, index, index, index, index) -> ()
    }
  }
  affine.for %i = 2 to 11 step 3 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 9)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 floordiv 12)>(%i)
    "t.use"(%a, %b, %c) : (index, index, index) -> ()
  }
  affine.for %i = %n to 10 step 2 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 10)>(%i)
    %b = affine.min affine_map<(d0) -> (d0 mod 2, d0 floordiv 16)>(%i)
    "t.use"(%a, %b) : (index, index) -> ()
  }
  affine.for %i = 4 to %n step 8 {
    %a = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %b = affine.apply affine_map<(d0) -> ((d0 + 3) floordiv 4)>(%i)
    "t.use"(%a, %b) : (index, index) -> ()
  }
  %r = affine.for %i = 0 to 4 iter_args(%x = %n) -> (index) {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%x)
    affine.yield %a : index
  }
  "t.use"(%r) : (index) -> ()
  return
}

// CHECK:#map = affine_map<(d0) -> (d0 ceildiv 16)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 floordiv 4)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0 mod 8)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0 mod 3)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> (d0 floordiv 10)>
// CHECK-NEXT:#map5 = affine_map<(d0) -> (d0 mod 2, d0 floordiv 16)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @bounded_quotients(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:      %1 = affine.apply #map(%arg2)
// CHECK-NEXT:      %2 = affine.apply #map1(%arg2)
// CHECK-NEXT:      "t.use"(%c0, %arg2, %1, %c1, %2) : (index, index, index, index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 0 to 64 step 4 {
// CHECK-NEXT:      affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:        %1 = affine.load %arg0[%arg2 + %arg3] : memref<64xf32>
// CHECK-NEXT:        %2 = affine.apply #map1(%arg2)
// CHECK-NEXT:        %3 = affine.apply #map2(%arg2)
// CHECK-NEXT:        "t.use"(%1, %2, %arg3, %c0, %3) : (f32, index, index, index, index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 2 to 11 step 3 {
// CHECK-NEXT:      %1 = affine.apply #map3(%arg2)
// CHECK-NEXT:      "t.use"(%c0, %1, %c0) : (index, index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = %arg1 to 10 step 2 {
// CHECK-NEXT:      %1 = affine.apply #map4(%arg2)
// CHECK-NEXT:      %2 = affine.min #map5(%arg2)
// CHECK-NEXT:      "t.use"(%1, %2) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 4 to %arg1 step 8 {
// CHECK-NEXT:      %1 = affine.apply #map1(%arg2)
// CHECK-NEXT:      "t.use"(%c0, %1) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT:      %1 = affine.apply #map1(%arg3)
// CHECK-NEXT:      affine.yield %1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    "t.use"(%0) : (index) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
