// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s
// The canonicalization patterns of `scf.if`, `scf.for` and `scf.execute_region` (MLIR 19's
// `SCF.cpp`): constant conditions, selects of values defined outside, unused results, the
// condition inside its regions, yielded conditions, empty `else`s, negated conditions, adjacent
// and nested conditionals, loops of zero and one iteration, forwarded loop-carried values,
// `execute_region`s inlined (one block) or spliced into their function (several blocks), switches
// on a constant. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @static_cond(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %a : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  scf.if %f {
    "test.foo"() : () -> ()
  }
  return %0, %1 : i32, i32
}
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0, %1, %2 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x, %a : i32, i32, i32
  } else {
    scf.yield %b, %b, %a : i32, i32, i32
  }
  return %0, %1, %2 : i32, i32, i32
}
func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %0, %1 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    %y = "test.op"() : () -> i32
    scf.yield %x, %y : i32, i32
  } else {
    %x = "test.op"() : () -> i32
    scf.yield %x, %b : i32, i32
  }
  return %1 : i32
}
func.func @cond_prop(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}
func.func @yield_cond(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0, %1 = scf.if %c -> (i1, i1) {
    "test.op"() : () -> ()
    scf.yield %t, %f : i1, i1
  } else {
    "test.op"() : () -> ()
    scf.yield %f, %t : i1, i1
  }
  return %0, %1 : i1, i1
}
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}
func.func @negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}
func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  %1 = scf.if %c -> (i32) {
    %y = "test.c"(%0) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %y = "test.d"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}
func.func @loops(%a: i32, %lb: index, %ub: index) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %2 = scf.for %i = %c0 to %c10 step %c4 iter_args(%x = %a) -> (i32) {
    scf.yield %a : i32
  }
  %3, %4 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %z = %a) -> (i32, i32) {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y, %z : i32, i32
  }
  %5 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"() : () -> i32
    scf.yield %y : i32
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func @exec() -> i32 {
  %0 = scf.execute_region -> i32 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  return %0 : i32
}
func.func @nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}
func.func @nested_results(%a: i1, %b: i1, %p: i32, %q: i32) -> (i32, i32) {
  %0, %1 = scf.if %a -> (i32, i32) {
    %r = scf.if %b -> (i32) {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %q : i32
    }
    scf.yield %r, %p : i32, i32
  } else {
    scf.yield %q, %q : i32, i32
  }
  return %0, %1 : i32, i32
}
func.func @nested_bad_else(%a: i1, %b: i1, %p: i32, %q: i32) -> i32 {
  %0 = scf.if %a -> (i32) {
    %r = scf.if %b -> (i32) {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %p : i32
    }
    scf.yield %r : i32
  } else {
    scf.yield %q : i32
  }
  return %0 : i32
}
func.func @switch() -> i32 {
  %c1 = arith.constant 1 : index
  %0 = scf.index_switch %c1 -> i32
  case 0 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  case 1 {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %d = "test.d"() : () -> i32
    scf.yield %d : i32
  }
  return %0 : i32
}
func.func @execute_multi(%c: i1) -> i32 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i32
    cf.br ^bb3(%x : i32)
  ^bb2:
    %y = "test.val2"() : () -> i32
    cf.br ^bb3(%y : i32)
  ^bb3(%z : i32):
    scf.yield %z : i32
  }
  "test.bar"(%v) : (i32) -> ()
  return %v : i32
}
// CHECK: module {
// CHECK-NEXT:   func.func @static_cond(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %2 = "test.op"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1, %arg1 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = "test.op"() : () -> i32
// CHECK-NEXT:       %2 = "test.op"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "test.op"() : () -> i32
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_prop(%arg0: i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.use"(%false) : (i1) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @yield_cond(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %0 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_else(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negated(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.b"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:       %1 = "test.a"() : () -> i32
// CHECK-NEXT:       %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "test.b"() : () -> i32
// CHECK-NEXT:       %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loops(%arg0: i32, %arg1: index, %arg2: index) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = "test.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT:     %1 = scf.for %arg3 = %arg1 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (i32) {
// CHECK-NEXT:       %2 = "test.op"(%arg4) : (i32) -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT:       %2 = "test.op"() : () -> i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %0, %arg0, %1, %arg0 : i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec() -> i32 {
// CHECK-NEXT:     %0 = "test.op"() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_results(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:     %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:       %3 = "test.x"() : () -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_bad_else(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:         %2 = "test.x"() : () -> i32
// CHECK-NEXT:         scf.yield %2 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch() -> i32 {
// CHECK-NEXT:     %0 = "test.b"() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @execute_multi(%arg0: i1) -> i32 {
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "test.val1"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "test.val2"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "test.bar"(%2) : (i32) -> ()
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
