// -int-range-optimizations: MLIR 19's integer range analysis (the InferIntRangeInterface of
// arith and index, loop bounds, calls, branches) and the two rewrites that use it. The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -int-range-optimizations -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -int-range-optimizations -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Values of one known value become constants; comparisons the ranges decide fold.
func.func @masked(%a: i32) -> (i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c255 = arith.constant 255 : i32
  %c300 = arith.constant 300 : i32
  %m = arith.andi %a, %c255 : i32
  %x = arith.addi %m, %c1 : i32
  %undecided = arith.cmpi ult, %x, %c255 : i32
  %decided = arith.cmpi ult, %x, %c300 : i32
  return %x, %undecided, %decided : i32, i1, i1
}

// CHECK-LABEL:  func.func @masked(%arg0: i32) -> (i32, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:    %0 = arith.andi %arg0, %c255_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.cmpi ult, %1, %c255_i32 : i32
// CHECK-NEXT:    return %1, %2, %true : i32, i1, i1
// CHECK-NEXT:  }

// -----

// A remainder by a constant its dividend is already below is the dividend.
func.func @trivial_rem(%a: index, %b: i32) -> (index, i32, i32) {
  %c10 = arith.constant 10 : index
  %c255 = arith.constant 255 : i32
  %c256 = arith.constant 256 : i32
  %c100 = arith.constant 100 : i32
  %r = arith.remui %a, %c10 : index
  %r2 = arith.remui %r, %c10 : index
  %m = arith.andi %b, %c255 : i32
  %k = arith.remsi %m, %c256 : i32
  %kept = arith.remsi %m, %c100 : i32
  return %r2, %k, %kept : index, i32, i32
}

// CHECK-LABEL:  func.func @trivial_rem(%arg0: index, %arg1: i32) -> (index, i32, i32) {
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:    %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:    %0 = arith.remui %arg0, %c10 : index
// CHECK-NEXT:    %1 = arith.andi %arg1, %c255_i32 : i32
// CHECK-NEXT:    %2 = arith.remsi %1, %c100_i32 : i32
// CHECK-NEXT:    return %0, %1, %2 : index, i32, i32
// CHECK-NEXT:  }

// -----

// Chains through max, division, remainder, select and shifts; the dead ops go.
func.func @chain(%a: i32, %b: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.maxsi %a, %c0 : i32
  %d = arith.divsi %m, %c4 : i32
  %r = arith.remsi %d, %c4 : i32
  %neg = arith.cmpi slt, %d, %c0 : i32
  %sel = arith.select %neg, %d, %r : i32
  %s = arith.shrsi %sel, %c4 : i32
  %low = arith.andi %a, %c3 : i32
  %either = arith.select %b, %low, %c0 : i32
  %s2 = arith.shrui %either, %c3 : i32
  return %s, %s2 : i32, i32
}

// CHECK-LABEL:  func.func @chain(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32, %c0_i32 : i32, i32
// CHECK-NEXT:  }

// -----

// Induction variables range over the loop's bounds; values carried around loops widen.
func.func @loops(%n: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi ult, %i, %c10 : index
    %s = arith.select %lt, %i, %c20 : index
    %a = arith.addi %acc, %s : index
    scf.yield %a : index
  }
  %z0 = arith.constant 0 : i32
  %z1 = arith.constant 1 : i32
  %z100 = arith.constant 100 : i32
  cf.br ^bb1(%z0 : i32)
^bb1(%j: i32):
  %more = arith.cmpi slt, %j, %z100 : i32
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %next = arith.addi %j, %z1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  %ge = arith.cmpi sge, %j, %z0 : i32
  %e = arith.extui %ge : i1 to i32
  return %r, %e : index, i32
}

// CHECK-LABEL:  func.func @loops(%arg0: index) -> (index, i32) {
// CHECK-NEXT:    %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c10 = arith.constant 10 : index
// CHECK-NEXT:    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:      %6 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:      scf.yield %6 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT:  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %c100_i32 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %4 = arith.cmpi sge, %1, %c0_i32 : i32
// CHECK-NEXT:    %5 = arith.extui %4 : i1 to i32
// CHECK-NEXT:    return %0, %5 : index, i32
// CHECK-NEXT:  }

// -----

// Across calls: a private function gets what its callers pass, calls get what it returns.
func.func private @inc(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @caller() -> (i32, i1, i32) {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %r = func.call @inc(%c5) : (i32) -> i32
  %r2 = func.call @inc(%c6) : (i32) -> i32
  %c = arith.cmpi sgt, %r, %c5 : i32
  %t = func.call @twice(%c6) : (i32) -> i32
  return %r2, %c, %t : i32, i1, i32
}

// CHECK-LABEL:  func.func private @inc(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func private @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    return %c12_i32 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @caller() -> (i32, i1, i32) {
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = call @inc(%c5_i32) : (i32) -> i32
// CHECK-NEXT:    %1 = call @inc(%c6_i32) : (i32) -> i32
// CHECK-NEXT:    %2 = call @twice(%c6_i32) : (i32) -> i32
// CHECK-NEXT:    return %1, %true, %c12_i32 : i32, i1, i32
// CHECK-NEXT:  }

// -----

// Region branches, casts, vectors and unknown bits.
func.func @mixed(%b: i1, %x: i8) -> (i8, i16, vector<4xi32>, vector<4xi32>) {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %r = scf.if %b -> i8 {
    scf.yield %c1 : i8
  } else {
    scf.yield %c2 : i8
  }
  %e = arith.extsi %r : i8 to i16
  %c3 = arith.constant 3 : i16
  %m = arith.muli %e, %c3 : i16
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %v8 = arith.constant dense<8> : vector<4xi32>
  %vm = arith.remui %v, %v8 : vector<4xi32>
  %vs = arith.shrui %v, %v8 : vector<4xi32>
  %xx = arith.xori %x, %c1 : i8
  %xm = arith.andi %xx, %c2 : i8
  return %xm, %m, %vm, %vs : i8, i16, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL:  func.func @mixed(%arg0: i1, %arg1: i8) -> (i8, i16, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:    %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i8) {
// CHECK-NEXT:      scf.yield %c1_i8 : i8
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c2_i8 : i8
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.extsi %0 : i8 to i16
// CHECK-NEXT:    %2 = arith.muli %1, %c3_i16 : i16
// CHECK-NEXT:    %3 = arith.xori %arg1, %c1_i8 : i8
// CHECK-NEXT:    %4 = arith.andi %3, %c2_i8 : i8
// CHECK-NEXT:    return %4, %2, %cst_0, %cst : i8, i16, vector<4xi32>, vector<4xi32>
// CHECK-NEXT:  }

// -----

// `index` ops are inferred at 32 and 64 bits.
func.func @index_ops(%a: index, %b: i32) -> (index, i1, i1, index, index, i1) {
  %c1 = index.constant 1
  %c15 = index.constant 15
  %c16 = index.constant 16
  %m = index.and %a, %c15
  %n = index.add %m, %c1
  %lt = index.cmp ult(%n, %c16)
  %le = index.cmp ule(%n, %c16)
  %r = index.remu %m, %c16
  %e = index.castu %b : i32 to index
  %s = index.sizeof
  %big = index.cmp ugt(%s, %c16)
  return %r, %lt, %le, %e, %s, %big : index, i1, i1, index, index, i1
}

// CHECK-LABEL:  func.func @index_ops(%arg0: index, %arg1: i32) -> (index, i1, i1, index, index, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx15 = index.constant 15
// CHECK-NEXT:    %idx16 = index.constant 16
// CHECK-NEXT:    %0 = index.and %arg0, %idx15
// CHECK-NEXT:    %1 = index.add %0, %idx1
// CHECK-NEXT:    %2 = index.cmp ult(%1, %idx16)
// CHECK-NEXT:    %3 = index.remu %0, %idx16
// CHECK-NEXT:    %4 = index.castu %arg1 : i32 to index
// CHECK-NEXT:    %5 = index.sizeof
// CHECK-NEXT:    return %3, %2, %true, %4, %5, %true : index, i1, i1, index, index, i1
// CHECK-NEXT:  }
