// `affine.load` and `affine.store` in their custom forms, printed back as mlir-opt-19 prints
// them: subscripts of dimensions, symbols (`symbol(%v)`, a value keeping the role of its first
// use), constants and every operator, the results of `memref.dim` and `affine.apply`, 0-d
// memrefs with empty subscripts, and attribute dictionaries. The second RUN line reads the
// output back, the third checks the generic form (the map as the `map` property).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @subscripts(%A: memref<100x?xf32>, %B: memref<f32>, %i: index, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = affine.load %A[%i + 3, symbol(%n) * 2] : memref<100x?xf32>
  %1 = affine.load %A[%i floordiv 4 - %i, symbol(%i) mod 3] {foo = 1} : memref<100x?xf32>
  %2 = affine.load %A[-%i, -%i + symbol(%c3)] : memref<100x?xf32>
  %d = memref.dim %A, %c0 : memref<100x?xf32>
  %j = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%d]
  %3 = affine.load %A[%j, %d ceildiv 8] : memref<100x?xf32>
  affine.store %v, %A[%i, 7] : memref<100x?xf32>
  affine.store %0, %B[] : memref<f32>
  %4 = affine.load %B[] : memref<f32>
  affine.store %4, %A[symbol(%n), %i * 2 + symbol(%n)] {nontemporal} : memref<100x?xf32>
  %5 = arith.addf %1, %2 : f32
  %6 = arith.addf %3, %5 : f32
  return %6 : f32
}

// CHECK:#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @subscripts(%arg0: memref<100x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = affine.load %arg0[%arg2 + 3, symbol(%arg3) * 2] : memref<100x?xf32>
// CHECK-NEXT:    %1 = affine.load %arg0[%arg2 floordiv 4 - %arg2, %arg2 mod 3] {foo = 1 : i64} : memref<100x?xf32>
// CHECK-NEXT:    %2 = affine.load %arg0[-%arg2, -%arg2 + symbol(%c3)] : memref<100x?xf32>
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<100x?xf32>
// CHECK-NEXT:    %3 = affine.apply #map(%arg2)[%dim]
// CHECK-NEXT:    %4 = affine.load %arg0[%3, %dim ceildiv 8] : memref<100x?xf32>
// CHECK-NEXT:    affine.store %arg4, %arg0[%arg2, 7] : memref<100x?xf32>
// CHECK-NEXT:    affine.store %0, %arg1[] : memref<f32>
// CHECK-NEXT:    %5 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT:    affine.store %5, %arg0[symbol(%arg3), %arg2 * 2 + symbol(%arg3)] {nontemporal} : memref<100x?xf32>
// CHECK-NEXT:    %6 = arith.addf %1, %2 : f32
// CHECK-NEXT:    %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:    return %7 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0)[s0] -> (d0 + 3, s0 * 2)>
// GENERIC-NEXT:#map1 = affine_map<(d0) -> (d0 floordiv 4 - d0, d0 mod 3)>
// GENERIC-NEXT:#map2 = affine_map<(d0)[s0] -> (-d0, -d0 + s0)>
// GENERIC-NEXT:#map3 = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT:#map4 = affine_map<(d0, d1) -> (d0, d1 ceildiv 8)>
// GENERIC-NEXT:#map5 = affine_map<(d0) -> (d0, 7)>
// GENERIC-NEXT:#map6 = affine_map<() -> ()>
// GENERIC-NEXT:#map7 = affine_map<(d0)[s0] -> (s0, d0 * 2 + s0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<100x?xf32>, memref<f32>, index, index, f32) -> f32, sym_name = "subscripts"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<100x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: f32):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
// GENERIC-NEXT:    %2 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map}> : (memref<100x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %3 = "affine.load"(%arg0, %arg2) <{map = #map1}> {foo = 1 : i64} : (memref<100x?xf32>, index) -> f32
// GENERIC-NEXT:    %4 = "affine.load"(%arg0, %arg2, %1) <{map = #map2}> : (memref<100x?xf32>, index, index) -> f32
// GENERIC-NEXT:    %5 = "memref.dim"(%arg0, %0) : (memref<100x?xf32>, index) -> index
// GENERIC-NEXT:    %6 = "affine.apply"(%arg2, %5) <{map = #map3}> : (index, index) -> index
// GENERIC-NEXT:    %7 = "affine.load"(%arg0, %6, %5) <{map = #map4}> : (memref<100x?xf32>, index, index) -> f32
// GENERIC-NEXT:    "affine.store"(%arg4, %arg0, %arg2) <{map = #map5}> : (f32, memref<100x?xf32>, index) -> ()
// GENERIC-NEXT:    "affine.store"(%2, %arg1) <{map = #map6}> : (f32, memref<f32>) -> ()
// GENERIC-NEXT:    %8 = "affine.load"(%arg1) <{map = #map6}> : (memref<f32>) -> f32
// GENERIC-NEXT:    "affine.store"(%8, %arg0, %arg2, %arg3) <{map = #map7}> {nontemporal} : (f32, memref<100x?xf32>, index, index) -> ()
// GENERIC-NEXT:    %9 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %10 = "arith.addf"(%7, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    "func.return"(%10) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
