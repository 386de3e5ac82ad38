// control-flow-sink moves ops without memory effects whose results are used only in one region
// of an scf.if or scf.index_switch (regions that run at most once) to the start of that region,
// with the ops that only feed them; it leaves ops with effects (memref.load), unregistered ops,
// ops also used outside, and uses in loops (scf.for, scf.while), scf.execute_region and
// affine.if, as MLIR 19 does. A value used only deeper inside a region goes to the innermost
// region. The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -control-flow-sink | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -control-flow-sink | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:#set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:    %0 = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT:    %1 = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT:    %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %5 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      %6 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      %7 = arith.addi %6, %5 : i32
// CHECK-NEXT:      scf.yield %7 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %5 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %5 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #set(%arg2) {
// CHECK-NEXT:      "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = scf.index_switch %arg2 -> i32 
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %5 = arith.andi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %5 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:        %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:        %3 = arith.muli %2, %2 : i32
// CHECK-NEXT:        %4 = arith.addi %3, %3 : i32
// CHECK-NEXT:        scf.yield %4 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg2 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @deeper(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %2 = scf.execute_region -> i32 {
// CHECK-NEXT:        %3 = arith.muli %0, %0 : i32
// CHECK-NEXT:        %4 = arith.addi %3, %3 : i32
// CHECK-NEXT:        scf.yield %4 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: i1, %arg1: i32, %arg2: index, %arg3: memref<4xi32>) -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %1 = memref.load %arg3[%arg2] : memref<4xi32>
// CHECK-NEXT:    %2 = "test.pure"(%arg1) : (i32) -> i32
// CHECK-NEXT:    %3 = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT:    %4 = scf.if %true -> (i32) {
// CHECK-NEXT:      %11 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:      %12 = arith.addi %11, %1 : i32
// CHECK-NEXT:      %13 = arith.addi %12, %2 : i32
// CHECK-NEXT:      scf.yield %13 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %11 = arith.subi %0, %arg1 : i32
// CHECK-NEXT:      %12 = arith.addi %11, %11 : i32
// CHECK-NEXT:      scf.yield %12 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %5 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
// CHECK-NEXT:      %11 = arith.addi %arg5, %3 : i32
// CHECK-NEXT:      scf.yield %11 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %6 = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.sink"(%6) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.after"(%6) : (i32) -> ()
// CHECK-NEXT:    %7 = arith.andi %arg1, %arg1 : i32
// CHECK-NEXT:    %8 = scf.while (%arg4 = %7) : (i32) -> i32 {
// CHECK-NEXT:      %11 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT:      scf.condition(%11) %arg4 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg4: i32):
// CHECK-NEXT:      scf.yield %arg4 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %9 = arith.addi %4, %5 : i32
// CHECK-NEXT:    %10 = arith.addi %9, %8 : i32
// CHECK-NEXT:    return %10 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @f(%c: i1, %a: i32, %n: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %3 = arith.xori %a, %a : i32
  %4 = arith.ori %a, %a : i32
  %5 = arith.andi %a, %a : i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %0, %1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %2 : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %3 : i32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.use"(%4) : (i32) -> ()
  }
  %s = scf.index_switch %n -> i32
  case 1 {
    scf.yield %5 : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @nested(%c: i1, %d: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    %i = scf.if %d -> i32 {
      %z = arith.muli %y, %y : i32
      %w = arith.addi %z, %z : i32
      scf.yield %w : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @deeper(%c: i1, %a: i32) -> i32 {
  %v = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      %q = arith.muli %v, %v : i32
      %t = arith.addi %q, %q : i32
      scf.yield %t : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @g(%c: i1, %a: i32, %n: index, %m: memref<4xi32>) -> i32 {
  %true = arith.constant true
  %w = arith.addi %a, %a : i32
  %v = arith.muli %w, %a : i32
  %u = arith.subi %w, %a : i32
  %l = memref.load %m[%n] : memref<4xi32>
  %x = "test.pure"(%a) : (i32) -> i32
  %lp = arith.xori %a, %a : i32
  %r = scf.if %true -> i32 {
    %s = arith.addi %v, %l : i32
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  } else {
    %q = arith.addi %u, %u : i32
    scf.yield %q : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %y = arith.addi %acc, %lp : i32
    scf.yield %y : i32
  }
  %o = arith.ori %a, %a : i32
  scf.if %c {
    "test.sink"(%o) : (i32) -> ()
  }
  "test.after"(%o) : (i32) -> ()
  %z = arith.andi %a, %a : i32
  %k = scf.while (%arg = %z) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %a : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %res = arith.addi %r, %sum : i32
  %res2 = arith.addi %res, %k : i32
  return %res2 : i32
}
