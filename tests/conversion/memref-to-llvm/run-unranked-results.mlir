// Unranked memrefs returned by functions stay valid in the caller: @make casts a heap buffer
// to an unranked memref, whose ranked descriptor lives in its stack frame, and returns it; the
// return copies the descriptor to the heap and the call copies it back to the caller's stack.
// @pick returns two of them (the same one twice). The caller reads [1, 2] of the 2x3 buffer
// holding 10 * i + j through each and the rank of one: 12 + 12 + 12 + 100 * 2 = 236.
// Lowered by oxir-opt alone, run by mlir-cpu-runner-19.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: oxir-opt %s -convert-scf-to-cf -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-cpu-runner-19 -e main -entry-point-result=i32 -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s

// CHECK: 236
func.func @make() -> memref<*xi32> {
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
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  return %u : memref<*xi32>
}

func.func @pick(%u: memref<*xi32>) -> (memref<*xi32>, index, memref<*xi32>) {
  %r = memref.rank %u : memref<*xi32>
  return %u, %r, %u : memref<*xi32>, index, memref<*xi32>
}

func.func @main() -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %u = call @make() : () -> memref<*xi32>
  %a, %rank, %b = call @pick(%u) : (memref<*xi32>) -> (memref<*xi32>, index, memref<*xi32>)
  %ru = memref.cast %u : memref<*xi32> to memref<2x3xi32>
  %ra = memref.cast %a : memref<*xi32> to memref<2x3xi32>
  %rb = memref.cast %b : memref<*xi32> to memref<2x3xi32>
  %x = memref.load %ru[%c1, %c2] : memref<2x3xi32>
  %y = memref.load %ra[%c1, %c2] : memref<2x3xi32>
  %z = memref.load %rb[%c1, %c2] : memref<2x3xi32>
  %rank_i = arith.index_cast %rank : index to i32
  %hundred = arith.constant 100 : i32
  %r100 = arith.muli %rank_i, %hundred : i32
  %s1 = arith.addi %x, %y : i32
  %s2 = arith.addi %s1, %z : i32
  %s3 = arith.addi %s2, %r100 : i32
  memref.dealloc %ru : memref<2x3xi32>
  return %s3 : i32
}
