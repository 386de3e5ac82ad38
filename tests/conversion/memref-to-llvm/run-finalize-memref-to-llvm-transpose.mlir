// A transposed view reads the elements of its source: element [j, i] of the transpose of a
// 2x3 buffer holding 10*i + j is 10*i + j. The program sums 100 * t[2, 0] + t[1, 1]
// (t[2, 0] = m[0, 2] = 2, t[1, 1] = m[1, 1] = 11), lowered by -finalize-memref-to-llvm,
// then by mlir-opt-19's lowerings of the other dialects, and run by mlir-cpu-runner-19.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -finalize-memref-to-llvm \
// RUN:   | %mlir_opt -convert-scf-to-cf -convert-cf-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 211
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<2x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ten_i = arith.muli %i, %c10 : index
      %v = arith.addi %ten_i, %j : index
      %x = arith.index_cast %v : index to i32
      memref.store %x, %m[%i, %j] : memref<2x3xi32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %a = memref.load %t[%c2, %c0] : memref<3x2xi32, strided<[1, 3]>>
  %b = memref.load %t[%c1, %c1] : memref<3x2xi32, strided<[1, 3]>>
  %hundred = arith.constant 100 : i32
  %a100 = arith.muli %a, %hundred : i32
  %sum = arith.addi %a100, %b : i32
  memref.dealloc %m : memref<2x3xi32>
  return %sum : i32
}
