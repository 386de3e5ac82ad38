// A reshape to a shape of dynamic length reads through the source's elements with the new
// sizes and row-major strides: six elements holding 0..5, reshaped by an index shape [3, 2],
// give rank 2, t[2, 1] = 5 and t[1, 0] = 2; reshaped by an i32 shape [2, 3], u[1, 2] = 5.
// The program returns 1000 * u[1, 2] + 100 * rank + 10 * t[2, 1] + t[1, 0] = 5252. Lowered by
// -finalize-memref-to-llvm, then by mlir-opt-19's lowerings of the other dialects, and run by
// mlir-cpu-runner-19.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -convert-scf-to-cf -finalize-memref-to-llvm \
// RUN:   | %mlir_opt -convert-cf-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 5252
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %data = memref.alloca() : memref<6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %data[%i] : memref<6xi32>
  }
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %dyn_shape = memref.cast %shape : memref<2xindex> to memref<?xindex>
  %t = memref.reshape %data(%dyn_shape) : (memref<6xi32>, memref<?xindex>) -> memref<*xi32>
  %rank = memref.rank %t : memref<*xi32>
  %t2 = memref.cast %t : memref<*xi32> to memref<?x?xi32>
  %a = memref.load %t2[%c2, %c1] : memref<?x?xi32>
  %b = memref.load %t2[%c1, %c0] : memref<?x?xi32>

  %narrow = memref.alloca() : memref<2xi32>
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  memref.store %two, %narrow[%c0] : memref<2xi32>
  memref.store %three, %narrow[%c1] : memref<2xi32>
  %dyn_narrow = memref.cast %narrow : memref<2xi32> to memref<?xi32>
  %u = memref.reshape %data(%dyn_narrow) : (memref<6xi32>, memref<?xi32>) -> memref<*xi32>
  %u2 = memref.cast %u : memref<*xi32> to memref<?x?xi32>
  %c = memref.load %u2[%c1, %c2] : memref<?x?xi32>

  %rank_i = arith.index_cast %rank : index to i32
  %hundred = arith.constant 100 : i32
  %ten = arith.constant 10 : i32
  %thousand = arith.constant 1000 : i32
  %r100 = arith.muli %rank_i, %hundred : i32
  %a10 = arith.muli %a, %ten : i32
  %c1000 = arith.muli %c, %thousand : i32
  %s1 = arith.addi %r100, %a10 : i32
  %s2 = arith.addi %s1, %b : i32
  %s3 = arith.addi %s2, %c1000 : i32
  return %s3 : i32
}
