// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The fold and canonicalization of `affine.for` (MLIR 19's `AffineForOp::fold` with
// `foldLoopBounds` and `canonicalizeLoopBounds`, and `AffineForEmptyLoopFolder`): loops of no
// iteration with results replaced with their inits; bounds of constant operands folded to
// constants; bound operands deduplicated, constant symbols folded into the maps, repeated
// results of a `max` bound dropped, `affine.apply` producers composed into the bounds; empty
// loops replaced with the values they yield when the trip count allows it; composed bounds
// simplified by flattening (divisions and remainders by constants included). The CHECK lines
// are the output of `mlir-opt-19 -canonicalize`.

func.func @zero_trip(%x: f32) -> f32 {
  %r = affine.for %i = 4 to 2 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  return %r : f32
}

func.func @constant_bounds(%x: f32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%c2)[%c2] to min affine_map<(d0) -> (d0 + 10, 8)>(%c7) {
    "t.use"(%i) : (index) -> ()
  }
  affine.for %i = %c2 to %c7 {
    "t.use"(%i) : (index) -> ()
  }
  return
}

func.func @canonical_bounds(%n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%i, %i) to affine_map<(d0)[s0, s1] -> (d0 + s1)>(%i)[%n, %c3] {
      "t.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0, d1) -> (d0, d1, d0)>(%i, %i) to 10 {
      "t.use"(%j) : (index) -> ()
    }
  }
  return
}

func.func @empty_loops(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32, f32) {
  %a = affine.for %i = 0 to %n iter_args(%p = %x) -> (f32) {
    affine.yield %p : f32
  }
  %b:2 = affine.for %i = 0 to 1 iter_args(%p = %x, %q = %y) -> (f32, f32) {
    affine.yield %q, %p : f32, f32
  }
  %c = affine.for %i = 0 to 10 iter_args(%p = %x) -> (f32) {
    affine.yield %y : f32
  }
  %d = affine.for %i = 0 to %n iter_args(%p = %x) -> (f32) {
    affine.yield %y : f32
  }
  affine.for %i = 0 to %n {
  }
  return %a, %b#0, %b#1, %c, %d : f32, f32, f32, f32, f32
}

func.func @swapped(%x: f32, %y: f32) -> (f32, f32) {
  %b:2 = affine.for %i = 0 to 4 iter_args(%p = %x, %q = %y) -> (f32, f32) {
    affine.yield %q, %p : f32, f32
  }
  return %b#0, %b#1 : f32, f32
}

func.func @composed_bounds() {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to affine_map<(d0, d1) -> (d0 + d1)>(%a, %i) {
      "t.use"(%j) : (index) -> ()
    }
    affine.for %j = affine_map<(d0) -> (d0 * 2)>(%a) to affine_map<(d0, d1) -> (d1 + d0 * 4)>(%i, %a) {
      "t.use"(%j) : (index) -> ()
    }
  }
  return
}
func.func @simplified_bounds() {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0)>(%i)
    affine.for %j = affine_map<(d0) -> ((d0 + 5) mod 3)>(%a) to affine_map<(d0) -> ((d0 * 4 + 2) floordiv 2)>(%a) {
      "t.use"(%j) : (index) -> ()
    }
    affine.for %j = affine_map<(d0) -> ((d0 * 2 + 3) ceildiv 4)>(%a) to affine_map<(d0) -> ((d0 + 1) floordiv 2 + 1 + d0 mod 2)>(%a) {
      "t.use"(%j) : (index) -> ()
    }
    affine.for %j = affine_map<(d0) -> (d0 mod 4 + (d0 mod 4) * 2)>(%a) to affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>(%a) {
      "t.use"(%j) : (index) -> ()
    }
    affine.for %j = affine_map<(d0) -> ((d0 * 6 + 4) mod 4)>(%a) to affine_map<(d0) -> (((d0 + 3) mod 5) floordiv 2)>(%a) {
      "t.use"(%j) : (index) -> ()
    }
  }
  return
}

// CHECK:#map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT:#map5 = affine_map<(d0) -> (d0 * 2 + 2)>
// CHECK-NEXT:#map6 = affine_map<(d0) -> (d0 * 5 + 1)>
// CHECK-NEXT:#map7 = affine_map<(d0) -> (d0 - ((d0 + 5) floordiv 3) * 3 + 5)>
// CHECK-NEXT:#map8 = affine_map<(d0) -> ((d0 * 2 + 3) ceildiv 4)>
// CHECK-NEXT:#map9 = affine_map<(d0) -> (d0 + (d0 + 1) floordiv 2 - (d0 floordiv 2) * 2 + 1)>
// CHECK-NEXT:#map10 = affine_map<(d0) -> (d0 * 3 - (d0 floordiv 4) * 12)>
// CHECK-NEXT:#map11 = affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>
// CHECK-NEXT:#map12 = affine_map<(d0) -> (d0 * 6 - ((d0 * 3) floordiv 2) * 4)>
// CHECK-NEXT:#map13 = affine_map<(d0) -> ((d0 - ((d0 + 3) floordiv 5) * 5 + 3) floordiv 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @constant_bounds(%arg0: f32) {
// CHECK-NEXT:    affine.for %arg1 = 3 to 8 {
// CHECK-NEXT:      "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg1 = 2 to 7 {
// CHECK-NEXT:      "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @canonical_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:      affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:        "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg3 = #map2(%arg2) to 10 {
// CHECK-NEXT:        "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @empty_loops(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:    %0 = affine.for %arg3 = 0 to %arg2 iter_args(%arg4 = %arg0) -> (f32) {
// CHECK-NEXT:      affine.yield %arg1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0, %arg1, %arg0, %arg1, %0 : f32, f32, f32, f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @swapped(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %0:2 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT:      affine.yield %arg4, %arg3 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @composed_bounds() {
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = #map3(%arg0) to #map4(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg1 = #map5(%arg0) to #map6(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @simplified_bounds() {
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = #map7(%arg0) to #map4(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg1 = #map8(%arg0) to #map9(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg1 = #map10(%arg0) to #map11(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg1 = #map12(%arg0) to #map13(%arg0) {
// CHECK-NEXT:        "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
