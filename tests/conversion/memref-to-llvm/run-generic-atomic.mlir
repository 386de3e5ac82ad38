// Generic atomic updates compute what they say: ten rounds of x = x * 3 + 1 on an integer
// from 1 (88573), ten rounds of y = y * 2 + 0.5 on a float from 0.25 (767.5, counted in
// quarters to stay an integer: 3070), and ten rounds of the atomic_rmw muli z = z * 2 from 1,
// a kind without an llvm.atomicrmw operation (1024): 92667 in all. The loops become blocks first (a compare-and-swap loop
// is blocks, which an scf.for body cannot hold), then -finalize-memref-to-llvm lowers the
// memrefs and mlir-opt-19 the other dialects; mlir-cpu-runner-19 runs the result.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -convert-scf-to-cf -finalize-memref-to-llvm \
// RUN:   | %mlir_opt -convert-cf-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 92667
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1 : i32
  %three = arith.constant 3 : i32
  %quarter = arith.constant 0.25 : f32
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %ints = memref.alloca() : memref<2xi32>
  %floats = memref.alloca() : memref<f32>
  %two_i = arith.constant 2 : i32
  memref.store %one, %ints[%c0] : memref<2xi32>
  memref.store %one, %ints[%c1] : memref<2xi32>
  memref.store %quarter, %floats[] : memref<f32>
  scf.for %k = %c0 to %c10 step %c1 {
    %a = memref.generic_atomic_rmw %ints[%c1] : memref<2xi32> {
    ^bb0(%x: i32):
      %x3 = arith.muli %x, %three : i32
      %x31 = arith.addi %x3, %one : i32
      memref.atomic_yield %x31 : i32
    }
    %b = memref.generic_atomic_rmw %floats[] : memref<f32> {
    ^bb0(%y: f32):
      %y2 = arith.mulf %y, %two : f32
      %y21 = arith.addf %y2, %half : f32
      memref.atomic_yield %y21 : f32
    }
    %c = memref.atomic_rmw muli %two_i, %ints[%c0] : (i32, memref<2xi32>) -> i32
  }
  %z = memref.load %ints[%c0] : memref<2xi32>
  %i = memref.load %ints[%c1] : memref<2xi32>
  %f = memref.load %floats[] : memref<f32>
  %four = arith.constant 4.0 : f32
  %f4 = arith.mulf %f, %four : f32
  %fi = arith.fptosi %f4 : f32 to i32
  %sum = arith.addi %i, %fi : i32
  %all = arith.addi %sum, %z : i32
  return %all : i32
}
