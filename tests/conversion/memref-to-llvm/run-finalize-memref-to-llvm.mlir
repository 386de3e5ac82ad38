// The lowered program means what the input means: -finalize-memref-to-llvm, then mlir-opt-19's
// lowerings of the other dialects, run by mlir-cpu-runner-19 (the sum of the squares of the
// global's elements, copied into an aligned heap buffer, accumulated in a stack scalar).
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -finalize-memref-to-llvm \
// RUN:   | %mlir_opt -convert-scf-to-cf -convert-cf-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 195
memref.global "private" constant @weights : memref<3xi32> = dense<[5, 7, 11]>
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %w = memref.get_global @weights : memref<3xi32>
  %a = memref.alloc(%c3) {alignment = 64} : memref<?xi32>
  memref.copy %w, %a : memref<3xi32> to memref<?xi32>
  %s = memref.alloca() : memref<i32>
  %zero = arith.constant 0 : i32
  memref.store %zero, %s[] : memref<i32>
  %n = memref.dim %a, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %acc = memref.load %s[] : memref<i32>
    %sq = arith.muli %x, %x : i32
    %sum = arith.addi %acc, %sq : i32
    memref.store %sum, %s[] : memref<i32>
  }
  %r = memref.load %s[] : memref<i32>
  memref.dealloc %a : memref<?xi32>
  return %r : i32
}
