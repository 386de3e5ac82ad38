// A grown buffer keeps its old elements: 3 elements 5, 7, 11 reallocated to 6, the new ones
// stored 1, 2, 3: the sum of squares of all six is 209 (25 + 49 + 121 + 1 + 4 + 9).
// A shrinking realloc keeps the buffer (the sum of squares of its first two: 25 + 49).
// Lowered by oxir-opt's -expand-realloc, -expand-strided-metadata and -finalize-memref-to-llvm,
// then by mlir-opt-19's lowerings of the other dialects, and run by mlir-cpu-runner-19.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -expand-realloc -expand-strided-metadata -finalize-memref-to-llvm \
// RUN:   | %mlir_opt -convert-scf-to-cf -convert-cf-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 20974
func.func @sum_of_squares(%m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %n = memref.dim %m, %c0 : memref<?xi32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %m[%i] : memref<?xi32>
    %sq = arith.muli %x, %x : i32
    %next = arith.addi %acc, %sq : i32
    scf.yield %next : i32
  }
  return %sum : i32
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c3) : memref<?xi32>
  %v5 = arith.constant 5 : i32
  %v7 = arith.constant 7 : i32
  %v11 = arith.constant 11 : i32
  memref.store %v5, %m[%c0] : memref<?xi32>
  memref.store %v7, %m[%c1] : memref<?xi32>
  memref.store %v11, %m[%c2] : memref<?xi32>
  %g = memref.realloc %m(%c6) : memref<?xi32> to memref<?xi32>
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 2 : i32
  %v3 = arith.constant 3 : i32
  memref.store %v1, %g[%c3] : memref<?xi32>
  memref.store %v2, %g[%c4] : memref<?xi32>
  memref.store %v3, %g[%c5] : memref<?xi32>
  %grown = func.call @sum_of_squares(%g) : (memref<?xi32>) -> i32
  %s = memref.realloc %g(%c2) : memref<?xi32> to memref<?xi32>
  %shrunk = func.call @sum_of_squares(%s) : (memref<?xi32>) -> i32
  memref.dealloc %s : memref<?xi32>
  // Both sums in one result: 209 * 100 + 74.
  %hundred = arith.constant 100 : i32
  %high = arith.muli %grown, %hundred : i32
  %result = arith.addi %high, %shrunk : i32
  return %result : i32
}
