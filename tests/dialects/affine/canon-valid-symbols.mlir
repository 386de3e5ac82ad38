// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// Function arguments used as dimensions of loop bounds, sets, maps and subscripts are valid
// symbols, so the canonicalization makes them symbols (MLIR 19's `canonicalizePromotedSymbols`
// with `isValidSymbol`); induction variables used as symbols of `affine.apply` and `affine.min`
// stay symbols (MLIR 19 does not demote them); values defined inside loops and other regions
// stay dimensions. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @argument_dims(%n: index, %m: index, %A: memref<?xf32>) -> (index, f32) {
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0, d1) -> (d0 + d1)>(%n, %m) {
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %m) {
      "t.use"(%i) : (index) -> ()
    }
    affine.parallel (%k) = (%i) to (%i + 4) {
      "t.use"(%k) : (index) -> ()
    }
  }
  affine.parallel (%k) = (%n) to (%m + %n) {
    affine.if affine_set<(d0, d1) : (d0 - d1 - 1 >= 0, d1 == 0)>(%k, %m) {
      "t.use"(%k) : (index) -> ()
    }
  }
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%n) {
    "t.use"(%n) : (index) -> ()
  }
  %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%n, %m)
  %v = affine.load %A[%n + 1] : memref<?xf32>
  return %a, %v : index, f32
}

func.func @induction_variables_as_symbols(%n: index) {
  affine.for %i = 0 to %n {
    %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
    %b = affine.min affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>(%n)[%i, %n]
    "t.use"(%a, %b) : (index, index) -> ()
  }
  return
}

func.func @values_in_regions(%n: index, %c: i1) {
  affine.for %i = 0 to %n {
    %x = "t.def"() : () -> index
    %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x, %n)
    "t.use"(%a) : (index) -> ()
  }
  scf.if %c {
    %y = "t.def"() : () -> index
    %b = affine.apply affine_map<(d0) -> (d0 * 3)>(%y)
    "t.use"(%b) : (index) -> ()
  }
  return
}

// CHECK:#map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT:#map1 = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT:#map2 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT:#map3 = affine_map<()[s0, s1] -> (s1, s0 + s1)>
// CHECK-NEXT:#map4 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map5 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT:#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0)[s0] : (d0 - s0 - 1 >= 0, s0 == 0)>
// CHECK-NEXT:#set2 = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @argument_dims(%arg0: index, %arg1: index, %arg2: memref<?xf32>) -> (index, f32) {
// CHECK-NEXT:    affine.for %arg3 = %arg0 to #map()[%arg0, %arg1] {
// CHECK-NEXT:      affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT:        "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.parallel (%arg4) = (%arg3) to (%arg3 + 4) {
// CHECK-NEXT:        "t.use"(%arg4) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%arg3) = (symbol(%arg0)) to (symbol(%arg1) + symbol(%arg0)) {
// CHECK-NEXT:      affine.if #set1(%arg3)[%arg1] {
// CHECK-NEXT:        "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #set2()[%arg0] {
// CHECK-NEXT:      "t.use"(%arg0) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT:    %1 = affine.load %arg2[symbol(%arg0) + 1] : memref<?xf32>
// CHECK-NEXT:    return %0, %1 : index, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @induction_variables_as_symbols(%arg0: index) {
// CHECK-NEXT:    affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT:      %0 = affine.apply #map2()[%arg1]
// CHECK-NEXT:      %1 = affine.min #map3()[%arg1, %arg0]
// CHECK-NEXT:      "t.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @values_in_regions(%arg0: index, %arg1: i1) {
// CHECK-NEXT:    affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:      %0 = "t.def"() : () -> index
// CHECK-NEXT:      %1 = affine.apply #map4(%0)[%arg0]
// CHECK-NEXT:      "t.use"(%1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      %0 = "t.def"() : () -> index
// CHECK-NEXT:      %1 = affine.apply #map5(%0)
// CHECK-NEXT:      "t.use"(%1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
