// The `affine` map ops in their custom forms, printed back as mlir-opt-19 prints them: maps
// given inline or through an alias, with and without symbols, with no operands, and with an
// attribute dictionary. The second RUN line reads the output back, the third checks the generic
// form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

#shift = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @map_ops(%i: index, %n: index) -> index {
  %0 = affine.apply #shift(%i)[%n]
  %1 = affine.apply affine_map<() -> (3)>()
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2)>(%0)[%n] {foo}
  %3 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%2, %1)
  %4 = affine.apply affine_map<(d0) -> (d0 * 2)>(%3)
  %5 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%4]
  return %5 : index
}

// CHECK:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map1 = affine_map<() -> (3)>
// CHECK-NEXT:#map2 = affine_map<(d0)[s0] -> (d0, s0 + 2)>
// CHECK-NEXT:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:#map5 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @map_ops(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map1()
// CHECK-NEXT:    %2 = affine.min #map2(%0)[%arg1] {foo}
// CHECK-NEXT:    %3 = affine.max #map3(%2, %1)
// CHECK-NEXT:    %4 = affine.apply #map4(%3)
// CHECK-NEXT:    %5 = affine.apply #map5()[%4]
// CHECK-NEXT:    return %5 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:    %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT:    %1 = "affine.apply"() <{map = #map1}> : () -> index
// GENERIC-NEXT:    %2 = "affine.min"(%0, %arg1) <{map = #map2}> {foo} : (index, index) -> index
// GENERIC-NEXT:    %3 = "affine.max"(%2, %1) <{map = #map3}> : (index, index) -> index
