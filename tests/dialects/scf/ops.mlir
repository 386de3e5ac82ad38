// The `scf` ops in their custom forms, printed back as mlir-opt-19 prints them: loops with
// and without carried values, with `index` and `i32` bounds, nested, with the `scf.yield` of
// a loop without carried values written and left out; conditionals with and without `else`,
// with and without results (one result with and without parentheses), nested; `scf.while`
// loops with and without carried values and attributes, `scf.execute_region` with one and
// several blocks, `scf.index_switch` with and without cases and results, `scf.parallel` with
// several dimensions, with and without reductions (`scf.reduce`, `scf.reduce.return`). The
// second RUN line reads the output back, the third checks the generic form (the regions'
// block arguments and the terminators the custom form leaves out).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @loops(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> i32 {
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %a) -> (i32) {
    %next = arith.addi %acc, %b : i32
    scf.yield %next : i32
  }
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %a to %b step %a : i32 {
    %t = arith.muli %i, %i : i32
  }
  %p:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %sum) -> (i32, i32) {
    scf.for %j = %i to %ub step %step {
      %u = arith.addi %x, %y : i32
      scf.yield
    }
    scf.yield %y, %x : i32, i32
  } {my.unroll = 2 : i32}
  return %p#1 : i32
}

func.func @conditionals(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    %t = arith.addi %a, %b : i32
  }
  scf.if %c {
  } else {
    %t = arith.subi %a, %b : i32
    scf.yield
  } {my.likely}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %s = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  %m:2 = scf.if %c -> (i32, i1) {
    scf.yield %a, %c : i32, i1
  } else {
    scf.yield %b, %c : i32, i1
  }
  return %r : i32
}

func.func @whiles_and_regions(%a: i32, %b: i32, %c: i1, %i: index) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    scf.condition(%c) %s, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  } attributes {my.w}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %one = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %e2:2 = scf.execute_region -> (i32, i32) {
    cf.br ^bb1
  ^bb1:
    scf.yield %a, %b : i32, i32
  } {my.e}
  scf.execute_region {
    scf.yield
  }
  return %r#0 : i32
}

func.func @switches(%a: i32, %b: i32, %i: index) {
  %sw = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %i {my.s}
  default {
  }
  %two:2 = scf.index_switch %i -> i32, i32
  default {
    scf.yield %a, %b : i32, i32
  }
  return
}

func.func @parallels(%lb: index, %ub: index, %s: index, %a: f32, %b: i32) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %k = arith.addi %i, %j : index
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  } {my.p}
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a, %b) -> (f32, i32) {
    scf.reduce(%a, %b : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  %one = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK:module {
// CHECK-NEXT:  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:      %2 = arith.addi %arg6, %arg4 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg5 = %arg3 to %arg4 step %arg3  : i32 {
// CHECK-NEXT:      %2 = arith.muli %arg5, %arg5 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %0) -> (i32, i32) {
// CHECK-NEXT:      scf.for %arg8 = %arg5 to %arg1 step %arg2 {
// CHECK-NEXT:        %2 = arith.addi %arg6, %arg7 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %arg7, %arg6 : i32, i32
// CHECK-NEXT:    } {my.unroll = 2 : i32}
// CHECK-NEXT:    return %1#1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @conditionals(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    } {my.likely}
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:        scf.yield %arg2 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg1 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.if %arg0 -> (i32, i1) {
// CHECK-NEXT:      scf.yield %arg1, %arg0 : i32, i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2, %arg0 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @whiles_and_regions(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index) -> i32 {
// CHECK-NEXT:    %0:2 = scf.while (%arg4 = %arg0, %arg5 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %4 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT:      scf.condition(%arg2) %4, %arg5 : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:      scf.yield %arg4, %arg5 : i32, i32
// CHECK-NEXT:    } attributes {my.w}
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%arg2)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      scf.condition(%arg2) %arg4 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg4: i32):
// CHECK-NEXT:      scf.yield %arg4 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %3:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:      cf.br ^bb1
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      scf.yield %arg0, %arg1 : i32, i32
// CHECK-NEXT:    } {my.e}
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @switches(%arg0: i32, %arg1: i32, %arg2: index) {
// CHECK-NEXT:    %0 = scf.index_switch %arg2 -> i32 
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 5 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg2 {my.s} 
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.index_switch %arg2 -> i32, i32 
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg0, %arg1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @parallels(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:    scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:      %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    } {my.p}
// CHECK-NEXT:    %0:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT:      scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:        scf.reduce.return %2 : f32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:        scf.reduce.return %arg6 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:      scf.reduce(%arg3 : f32) {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        scf.reduce.return %arg6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "loops"}> ({
// GENERIC-NEXT:  ^bb0(%arg32: index, %arg33: index, %arg34: index, %arg35: i32, %arg36: i32):
// GENERIC-NEXT:    %16 = "scf.for"(%arg32, %arg33, %arg34, %arg35) ({
// GENERIC-NEXT:    ^bb0(%arg43: index, %arg44: i32):
// GENERIC-NEXT:      %20 = "arith.addi"(%arg44, %arg36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"(%20) : (i32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, i32) -> i32
// GENERIC-NEXT:    "scf.for"(%arg32, %arg33, %arg34) ({
// GENERIC-NEXT:    ^bb0(%arg42: index):
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    "scf.for"(%arg35, %arg36, %arg35) ({
// GENERIC-NEXT:    ^bb0(%arg41: i32):
// GENERIC-NEXT:      %19 = "arith.muli"(%arg41, %arg41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:    %17:2 = "scf.for"(%arg32, %arg33, %arg34, %arg35, %16) ({
// GENERIC-NEXT:    ^bb0(%arg37: index, %arg38: i32, %arg39: i32):
// GENERIC-NEXT:      "scf.for"(%arg37, %arg33, %arg34) ({
// GENERIC-NEXT:      ^bb0(%arg40: index):
// GENERIC-NEXT:        %18 = "arith.addi"(%arg38, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:        "scf.yield"() : () -> ()
// GENERIC-NEXT:      }) : (index, index, index) -> ()
// GENERIC-NEXT:      "scf.yield"(%arg39, %arg38) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.unroll = 2 : i32} : (index, index, index, i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "func.return"(%17#1) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "conditionals"}> ({
// GENERIC-NEXT:  ^bb0(%arg29: i1, %arg30: i32, %arg31: i32):
// GENERIC-NEXT:    "scf.if"(%arg29) ({
// GENERIC-NEXT:      %15 = "arith.addi"(%arg30, %arg31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) : (i1) -> ()
// GENERIC-NEXT:    "scf.if"(%arg29) ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %14 = "arith.subi"(%arg30, %arg31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) {my.likely} : (i1) -> ()
// GENERIC-NEXT:    %11 = "scf.if"(%arg29) ({
// GENERIC-NEXT:      "scf.yield"(%arg30) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %13 = "scf.if"(%arg29) ({
// GENERIC-NEXT:        "scf.yield"(%arg31) : (i32) -> ()
// GENERIC-NEXT:      }, {
// GENERIC-NEXT:        "scf.yield"(%arg30) : (i32) -> ()
// GENERIC-NEXT:      }) : (i1) -> i32
// GENERIC-NEXT:      "scf.yield"(%13) : (i32) -> ()
// GENERIC-NEXT:    }) : (i1) -> i32
// GENERIC-NEXT:    %12:2 = "scf.if"(%arg29) ({
// GENERIC-NEXT:      "scf.yield"(%arg30, %arg29) : (i32, i1) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg31, %arg29) : (i32, i1) -> ()
// GENERIC-NEXT:    }) : (i1) -> (i32, i1)
// GENERIC-NEXT:    "func.return"(%11) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, i1, index) -> i32, sym_name = "whiles_and_regions"}> ({
// GENERIC-NEXT:  ^bb0(%arg19: i32, %arg20: i32, %arg21: i1, %arg22: index):
// GENERIC-NEXT:    %6:2 = "scf.while"(%arg19, %arg20) ({
// GENERIC-NEXT:    ^bb0(%arg27: i32, %arg28: i32):
// GENERIC-NEXT:      %10 = "arith.addi"(%arg27, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.condition"(%arg21, %10, %arg28) : (i1, i32, i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    ^bb0(%arg25: i32, %arg26: i32):
// GENERIC-NEXT:      "scf.yield"(%arg25, %arg26) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.w} : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "scf.while"() ({
// GENERIC-NEXT:      "scf.condition"(%arg21) : (i1) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    %7 = "scf.while"(%arg19) ({
// GENERIC-NEXT:    ^bb0(%arg24: i32):
// GENERIC-NEXT:      "scf.condition"(%arg21, %arg24) : (i1, i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    ^bb0(%arg23: i32):
// GENERIC-NEXT:      "scf.yield"(%arg23) : (i32) -> ()
// GENERIC-NEXT:    }) : (i32) -> i32
// GENERIC-NEXT:    %8 = "scf.execute_region"() ({
// GENERIC-NEXT:      "scf.yield"(%arg19) : (i32) -> ()
// GENERIC-NEXT:    }) : () -> i32
// GENERIC-NEXT:    %9:2 = "scf.execute_region"() ({
// GENERIC-NEXT:      "cf.br"()[^bb1] : () -> ()
// GENERIC-NEXT:    ^bb1:  // pred: ^bb0
// GENERIC-NEXT:      "scf.yield"(%arg19, %arg20) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.e} : () -> (i32, i32)
// GENERIC-NEXT:    "scf.execute_region"() ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"(%6#0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, index) -> (), sym_name = "switches"}> ({
// GENERIC-NEXT:  ^bb0(%arg16: i32, %arg17: i32, %arg18: index):
// GENERIC-NEXT:    %4 = "scf.index_switch"(%arg18) <{cases = array<i64: 2, 5>}> ({
// GENERIC-NEXT:      "scf.yield"(%arg16) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg16) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg17) : (i32) -> ()
// GENERIC-NEXT:    }) : (index) -> i32
// GENERIC-NEXT:    "scf.index_switch"(%arg18) <{cases = array<i64>}> ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) {my.s} : (index) -> ()
// GENERIC-NEXT:    %5:2 = "scf.index_switch"(%arg18) <{cases = array<i64>}> ({
// GENERIC-NEXT:      "scf.yield"(%arg16, %arg17) : (i32, i32) -> ()
// GENERIC-NEXT:    }) : (index) -> (i32, i32)
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index, f32, i32) -> (f32, i32), sym_name = "parallels"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32):
// GENERIC-NEXT:    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg14: index, %arg15: index):
// GENERIC-NEXT:      %3 = "arith.addi"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:      "scf.reduce"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg13: index):
// GENERIC-NEXT:      "scf.reduce"() : () -> ()
// GENERIC-NEXT:    }) {my.p} : (index, index, index) -> ()
// GENERIC-NEXT:    %0:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC-NEXT:    ^bb0(%arg8: index):
// GENERIC-NEXT:      "scf.reduce"(%arg3, %arg4) ({
// GENERIC-NEXT:      ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT:        %2 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:        "scf.reduce.return"(%2) : (f32) -> ()
// GENERIC-NEXT:      }, {
// GENERIC-NEXT:      ^bb0(%arg9: i32, %arg10: i32):
// GENERIC-NEXT:        "scf.reduce.return"(%arg9) : (i32) -> ()
// GENERIC-NEXT:      }) : (f32, i32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32, i32) -> (f32, i32)
// GENERIC-NEXT:    %1 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: index):
// GENERIC-NEXT:      "scf.reduce"(%arg3) ({
// GENERIC-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT:        "scf.reduce.return"(%arg6) : (f32) -> ()
// GENERIC-NEXT:      }) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:    "func.return"(%0#0, %0#1) : (f32, i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
