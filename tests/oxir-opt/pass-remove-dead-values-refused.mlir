// remove-dead-values refuses IR with branch ops, symbol ops other than functions and symbol
// users other than calls, with MLIR 19's error on the first such op (nested ops first), and
// leaves it as it is. mlir-opt-19 then succeeds; oxir-opt fails the pass, as later MLIR does.
// RUN: not oxir-opt %s -split-input-file -remove-dead-values 2>&1 | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -remove-dead-values 2>&1 | FileCheck %s

func.func @branches(%c: i1, %x: i32) -> i32 {
  %dead = arith.addi %x, %x : i32
  // CHECK: :{{[0-9]+}}:3: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %x : i32
}

// -----

// CHECK: :{{[0-9]+}}:1: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
memref.global "private" @buffer : memref<4xi32>
func.func @reads() -> memref<4xi32> {
  %0 = memref.get_global @buffer : memref<4xi32>
  return %0 : memref<4xi32>
}

// -----

// CHECK: :{{[0-9]+}}:1: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
module @named {
  func.func @f(%x: i32) -> i32 {
    %dead = arith.addi %x, %x : i32
    return %x : i32
  }
}
