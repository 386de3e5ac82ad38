// -convert-scf-to-cf: every structured op becomes blocks in the order MLIR 19's SCFToControlFlow
// builds them (scf.for, nested loops, scf.if with and without results, scf.while and its do-while
// form, scf.index_switch with and without cases, scf.execute_region with several blocks,
// scf.parallel with and without reductions, a reduction returning its block argument, scf.forall
// through scf.parallel). The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -allow-unregistered-dialect -convert-scf-to-cf %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect -convert-scf-to-cf %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<?xf32>) -> f32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = memref.load %arg4[%0] : memref<?xf32>
// CHECK-NEXT:    %4 = arith.addf %1, %3 : f32
// CHECK-NEXT:    cf.br ^bb3(%arg0 : index)
// CHECK-NEXT:  ^bb3(%5: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %6 = arith.cmpi slt, %5, %arg1 : index
// CHECK-NEXT:    cf.cond_br %6, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    memref.store %4, %arg4[%5] : memref<?xf32>
// CHECK-NEXT:    %7 = arith.addi %5, %arg2 : index
// CHECK-NEXT:    cf.br ^bb3(%7 : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%8, %4 : index, f32)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb7(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb5(%arg1 : i32)
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb5(%arg2 : i32)
// CHECK-NEXT:  ^bb5(%1: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:    cf.br ^bb6
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    cf.br ^bb7(%1 : i32)
// CHECK-NEXT:  ^bb7(%2: i32):  // 2 preds: ^bb1, ^bb6
// CHECK-NEXT:    cf.br ^bb8
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    cf.cond_br %arg0, ^bb9, ^bb10
// CHECK-NEXT:  ^bb9:  // pred: ^bb8
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.br ^bb10
// CHECK-NEXT:  ^bb10:  // 2 preds: ^bb8, ^bb9
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @whiles(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %1 = arith.cmpi sgt, %0, %c0_i32 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.subi %2, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb4(%0 : i32)
// CHECK-NEXT:  ^bb4(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    %5 = arith.addi %4, %c1_i32 : i32
// CHECK-NEXT:    %6 = arith.cmpi slt, %5, %c10_i32 : i32
// CHECK-NEXT:    cf.cond_br %6, ^bb4(%5 : i32), ^bb5
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:    return %5 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @switch(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    cf.switch %0 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      2: ^bb1,
// CHECK-NEXT:      5: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:    cf.br ^bb4(%1 : f32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb4(%arg1 : f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    cf.br ^bb4(%cst : f32)
// CHECK-NEXT:  ^bb4(%2: f32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @exec(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT:  ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @par(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%c0 : index)
// CHECK-NEXT:  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    memref.store %arg2, %arg1[%0, %2] : memref<?x?xf32>
// CHECK-NEXT:    %4 = arith.addi %2, %c1 : index
// CHECK-NEXT:    cf.br ^bb3(%4 : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%5 : index)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb7(%c0, %arg2, %arg2 : index, f32, f32)
// CHECK-NEXT:  ^bb7(%6: index, %7: f32, %8: f32):  // 2 preds: ^bb6, ^bb11
// CHECK-NEXT:    %9 = arith.cmpi slt, %6, %arg0 : index
// CHECK-NEXT:    cf.cond_br %9, ^bb8, ^bb12
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    cf.br ^bb9(%c0, %7, %8 : index, f32, f32)
// CHECK-NEXT:  ^bb9(%10: index, %11: f32, %12: f32):  // 2 preds: ^bb8, ^bb10
// CHECK-NEXT:    %13 = arith.cmpi slt, %10, %arg0 : index
// CHECK-NEXT:    cf.cond_br %13, ^bb10, ^bb11
// CHECK-NEXT:  ^bb10:  // pred: ^bb9
// CHECK-NEXT:    %14 = memref.load %arg1[%6, %10] : memref<?x?xf32>
// CHECK-NEXT:    %15 = arith.addf %11, %14 : f32
// CHECK-NEXT:    %16 = arith.mulf %12, %14 : f32
// CHECK-NEXT:    %17 = arith.addi %10, %c1 : index
// CHECK-NEXT:    cf.br ^bb9(%17, %15, %16 : index, f32, f32)
// CHECK-NEXT:  ^bb11:  // pred: ^bb9
// CHECK-NEXT:    %18 = arith.addi %6, %c1 : index
// CHECK-NEXT:    cf.br ^bb7(%18, %11, %12 : index, f32, f32)
// CHECK-NEXT:  ^bb12:  // pred: ^bb7
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_1 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %c1_3 = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^bb13(%c0_0 : index)
// CHECK-NEXT:  ^bb13(%19: index):  // 2 preds: ^bb12, ^bb17
// CHECK-NEXT:    %20 = arith.cmpi slt, %19, %arg0 : index
// CHECK-NEXT:    cf.cond_br %20, ^bb14, ^bb18
// CHECK-NEXT:  ^bb14:  // pred: ^bb13
// CHECK-NEXT:    cf.br ^bb15(%c0_1 : index)
// CHECK-NEXT:  ^bb15(%21: index):  // 2 preds: ^bb14, ^bb16
// CHECK-NEXT:    %22 = arith.cmpi slt, %21, %c4 : index
// CHECK-NEXT:    cf.cond_br %22, ^bb16, ^bb17
// CHECK-NEXT:  ^bb16:  // pred: ^bb15
// CHECK-NEXT:    memref.store %arg2, %arg1[%19, %21] : memref<?x?xf32>
// CHECK-NEXT:    %23 = arith.addi %21, %c1_3 : index
// CHECK-NEXT:    cf.br ^bb15(%23 : index)
// CHECK-NEXT:  ^bb17:  // pred: ^bb15
// CHECK-NEXT:    %24 = arith.addi %19, %c1_2 : index
// CHECK-NEXT:    cf.br ^bb13(%24 : index)
// CHECK-NEXT:  ^bb18:  // pred: ^bb13
// CHECK-NEXT:    return %8 : f32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @edge_cases(%arg0: index, %arg1: index, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    cf.switch %0 : i32, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%c7_i32 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%c0, %arg2 : index, f32)
// CHECK-NEXT:  ^bb3(%2: index, %3: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %4 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:    cf.cond_br %4, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %5 = arith.addi %2, %c1 : index
// CHECK-NEXT:    cf.br ^bb3(%5, %cst : index, f32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    return %1, %3 : i32, f32
// CHECK-NEXT:  }
func.func @loops(%lb: index, %ub: index, %step: index, %init: f32, %m: memref<?xf32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.for %j = %lb to %ub step %step {
      memref.store %s, %m[%j] : memref<?xf32>
    }
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @ifs(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %y : i32
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  return %r : i32
}
func.func @whiles(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %z = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %x, %z : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.subi %y, %c1 : i32
    scf.yield %d : i32
  }
  %q = scf.while (%x = %r) : (i32) -> i32 {
    %z = arith.constant 10 : i32
    %d = arith.addi %x, %c1 : i32
    %cond = arith.cmpi slt, %d, %z : i32
    scf.condition(%cond) %d : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %q : i32
}
func.func @switch(%i: index, %a: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 2 {
    %x = arith.addf %a, %a : f32
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %a : f32
  }
  default {
    %c = arith.constant 1.0 : f32
    scf.yield %c : f32
  }
  return %r : f32
}
func.func @exec(%a: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @par(%n: index, %m: memref<?x?xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %init, %m[%i, %j] : memref<?x?xf32>
  }
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init(%init, %init) -> (f32, f32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      %s = arith.mulf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  scf.forall (%i, %j) in (%n, 4) {
    memref.store %init, %m[%i, %j] : memref<?x?xf32>
  }
  return %r#1 : f32
}
func.func @edge_cases(%i: index, %n: index, %init: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 7 : i32
  %s = scf.index_switch %i -> i32
  default {
    scf.yield %a : i32
  }
  %r = scf.parallel (%k) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
    %v = arith.constant 2.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %y : f32
    }
  }
  return %s, %r : i32, f32
}
