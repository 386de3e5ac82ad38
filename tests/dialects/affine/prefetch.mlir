// `affine.prefetch` in its custom form, printed back as mlir-opt-19 prints it: subscripts of
// dimensions, symbols and constants, each read/write specifier, locality hint and cache type,
// a 0-d memref, an attribute dictionary, and an induction variable as subscript. The second
// RUN line reads the output back, the third checks the generic form (the hints and the map
// as properties).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @prefetch(%A: memref<400x?xi32>, %B: memref<i8>, %i: index, %n: index) {
  affine.prefetch %A[%i, %n + 5], read, locality<3>, data : memref<400x?xi32>
  affine.prefetch %A[%i floordiv 2, symbol(%n) * 3], write, locality<0>, instr {foo = 1} : memref<400x?xi32>
  affine.prefetch %B[], read, locality<1>, instr : memref<i8>
  affine.for %k = 0 to 10 {
    affine.prefetch %A[%k + symbol(%n), 7], write, locality<2>, data : memref<400x?xi32>
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @prefetch(%arg0: memref<400x?xi32>, %arg1: memref<i8>, %arg2: index, %arg3: index) {
// CHECK-NEXT:    affine.prefetch %arg0[%arg2, %arg3 + 5], read, locality<3>, data : memref<400x?xi32>
// CHECK-NEXT:    affine.prefetch %arg0[%arg2 floordiv 2, symbol(%arg3) * 3], write, locality<0>, instr {foo = 1 : i64} : memref<400x?xi32>
// CHECK-NEXT:    affine.prefetch %arg1[], read, locality<1>, instr : memref<i8>
// CHECK-NEXT:    affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:      affine.prefetch %arg0[%arg4 + symbol(%arg3), 7], write, locality<2>, data : memref<400x?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 * 3)>
// GENERIC-NEXT:#map2 = affine_map<() -> ()>
// GENERIC-NEXT:#map3 = affine_map<(d0)[s0] -> (d0 + s0, 7)>
// GENERIC-NEXT:#map4 = affine_map<() -> (0)>
// GENERIC-NEXT:#map5 = affine_map<() -> (10)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<400x?xi32>, memref<i8>, index, index) -> (), sym_name = "prefetch"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<400x?xi32>, %arg1: memref<i8>, %arg2: index, %arg3: index):
// GENERIC-NEXT:    "affine.prefetch"(%arg0, %arg2, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<400x?xi32>, index, index) -> ()
// GENERIC-NEXT:    "affine.prefetch"(%arg0, %arg2, %arg3) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> {foo = 1 : i64} : (memref<400x?xi32>, index, index) -> ()
// GENERIC-NEXT:    "affine.prefetch"(%arg1) <{isDataCache = false, isWrite = false, localityHint = 1 : i32, map = #map2}> : (memref<i8>) -> ()
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
// GENERIC-NEXT:    ^bb0(%arg4: index):
// GENERIC-NEXT:      "affine.prefetch"(%arg0, %arg4, %arg3) <{isDataCache = true, isWrite = true, localityHint = 2 : i32, map = #map3}> : (memref<400x?xi32>, index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
