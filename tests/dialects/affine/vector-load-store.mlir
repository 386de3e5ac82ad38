// `affine.vector_load` and `affine.vector_store` in their custom forms, printed back as
// mlir-opt-19 prints them: subscripts of dimensions, symbols and constants, 0-d memrefs with
// empty subscripts, multi-dimensional and scalable vectors, and attribute dictionaries. The
// second RUN line reads the output back, the third checks the generic form (the map as the
// `map` property).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @vectors(%A: memref<100x?xf32>, %B: memref<f32>, %i: index, %n: index, %v: vector<8xf32>) -> vector<2x4xf32> {
  %0 = affine.vector_load %A[%i + 3, symbol(%n) * 2] : memref<100x?xf32>, vector<8xf32>
  %1 = affine.vector_load %A[%i floordiv 4, symbol(%i) mod 3] {foo = 1} : memref<100x?xf32>, vector<2x4xf32>
  %2 = affine.vector_load %B[] : memref<f32>, vector<[4]xf32>
  affine.vector_store %v, %A[%i, 7] : memref<100x?xf32>, vector<8xf32>
  affine.vector_store %0, %A[symbol(%n), %i * 2 + symbol(%n)] {nontemporal} : memref<100x?xf32>, vector<8xf32>
  affine.vector_store %2, %B[] : memref<f32>, vector<[4]xf32>
  return %1 : vector<2x4xf32>
}

// CHECK:module {
// CHECK-NEXT:  func.func @vectors(%arg0: memref<100x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: vector<8xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:    %0 = affine.vector_load %arg0[%arg2 + 3, symbol(%arg3) * 2] : memref<100x?xf32>, vector<8xf32>
// CHECK-NEXT:    %1 = affine.vector_load %arg0[%arg2 floordiv 4, %arg2 mod 3] {foo = 1 : i64} : memref<100x?xf32>, vector<2x4xf32>
// CHECK-NEXT:    %2 = affine.vector_load %arg1[] : memref<f32>, vector<[4]xf32>
// CHECK-NEXT:    affine.vector_store %arg4, %arg0[%arg2, 7] : memref<100x?xf32>, vector<8xf32>
// CHECK-NEXT:    affine.vector_store %0, %arg0[symbol(%arg3), %arg2 * 2 + symbol(%arg3)] {nontemporal} : memref<100x?xf32>, vector<8xf32>
// CHECK-NEXT:    affine.vector_store %2, %arg1[] : memref<f32>, vector<[4]xf32>
// CHECK-NEXT:    return %1 : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0)[s0] -> (d0 + 3, s0 * 2)>
// GENERIC-NEXT:#map1 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 3)>
// GENERIC-NEXT:#map2 = affine_map<() -> ()>
// GENERIC-NEXT:#map3 = affine_map<(d0) -> (d0, 7)>
// GENERIC-NEXT:#map4 = affine_map<(d0)[s0] -> (s0, d0 * 2 + s0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<100x?xf32>, memref<f32>, index, index, vector<8xf32>) -> vector<2x4xf32>, sym_name = "vectors"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<100x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: vector<8xf32>):
// GENERIC-NEXT:    %0 = "affine.vector_load"(%arg0, %arg2, %arg3) <{map = #map}> : (memref<100x?xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:    %1 = "affine.vector_load"(%arg0, %arg2) <{map = #map1}> {foo = 1 : i64} : (memref<100x?xf32>, index) -> vector<2x4xf32>
// GENERIC-NEXT:    %2 = "affine.vector_load"(%arg1) <{map = #map2}> : (memref<f32>) -> vector<[4]xf32>
// GENERIC-NEXT:    "affine.vector_store"(%arg4, %arg0, %arg2) <{map = #map3}> : (vector<8xf32>, memref<100x?xf32>, index) -> ()
// GENERIC-NEXT:    "affine.vector_store"(%0, %arg0, %arg2, %arg3) <{map = #map4}> {nontemporal} : (vector<8xf32>, memref<100x?xf32>, index, index) -> ()
// GENERIC-NEXT:    "affine.vector_store"(%2, %arg1) <{map = #map2}> : (vector<[4]xf32>, memref<f32>) -> ()
// GENERIC-NEXT:    "func.return"(%1) : (vector<2x4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
