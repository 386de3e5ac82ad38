// The `scf` ops in their custom forms, printed back as mlir-opt-19 prints them: loops with
// and without carried values, with `index` and `i32` bounds, nested, with the `scf.yield` of
// a loop without carried values written and left out; conditionals with and without `else`,
// with and without results (one result with and without parentheses), nested; `scf.while`
// loops with and without carried values and attributes, `scf.execute_region` with one and
// several blocks, `scf.index_switch` with and without cases and results. The second RUN line
// reads the output back, the third checks the generic form (the regions' block arguments and
// the `scf.yield`s the custom form leaves out).

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
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "loops"}> ({
// GENERIC-NEXT:  ^bb0(%arg16: index, %arg17: index, %arg18: index, %arg19: i32, %arg20: i32):
// GENERIC-NEXT:    %12 = "scf.for"(%arg16, %arg17, %arg18, %arg19) ({
// GENERIC-NEXT:    ^bb0(%arg27: index, %arg28: i32):
// GENERIC-NEXT:      %16 = "arith.addi"(%arg28, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"(%16) : (i32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, i32) -> i32
// GENERIC-NEXT:    "scf.for"(%arg16, %arg17, %arg18) ({
// GENERIC-NEXT:    ^bb0(%arg26: index):
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    "scf.for"(%arg19, %arg20, %arg19) ({
// GENERIC-NEXT:    ^bb0(%arg25: i32):
// GENERIC-NEXT:      %15 = "arith.muli"(%arg25, %arg25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:    %13:2 = "scf.for"(%arg16, %arg17, %arg18, %arg19, %12) ({
// GENERIC-NEXT:    ^bb0(%arg21: index, %arg22: i32, %arg23: i32):
// GENERIC-NEXT:      "scf.for"(%arg21, %arg17, %arg18) ({
// GENERIC-NEXT:      ^bb0(%arg24: index):
// GENERIC-NEXT:        %14 = "arith.addi"(%arg22, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:        "scf.yield"() : () -> ()
// GENERIC-NEXT:      }) : (index, index, index) -> ()
// GENERIC-NEXT:      "scf.yield"(%arg23, %arg22) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.unroll = 2 : i32} : (index, index, index, i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "func.return"(%13#1) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "conditionals"}> ({
// GENERIC-NEXT:  ^bb0(%arg13: i1, %arg14: i32, %arg15: i32):
// GENERIC-NEXT:    "scf.if"(%arg13) ({
// GENERIC-NEXT:      %11 = "arith.addi"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) : (i1) -> ()
// GENERIC-NEXT:    "scf.if"(%arg13) ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %10 = "arith.subi"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) {my.likely} : (i1) -> ()
// GENERIC-NEXT:    %7 = "scf.if"(%arg13) ({
// GENERIC-NEXT:      "scf.yield"(%arg14) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %9 = "scf.if"(%arg13) ({
// GENERIC-NEXT:        "scf.yield"(%arg15) : (i32) -> ()
// GENERIC-NEXT:      }, {
// GENERIC-NEXT:        "scf.yield"(%arg14) : (i32) -> ()
// GENERIC-NEXT:      }) : (i1) -> i32
// GENERIC-NEXT:      "scf.yield"(%9) : (i32) -> ()
// GENERIC-NEXT:    }) : (i1) -> i32
// GENERIC-NEXT:    %8:2 = "scf.if"(%arg13) ({
// GENERIC-NEXT:      "scf.yield"(%arg14, %arg13) : (i32, i1) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg15, %arg13) : (i32, i1) -> ()
// GENERIC-NEXT:    }) : (i1) -> (i32, i1)
// GENERIC-NEXT:    "func.return"(%7) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, i1, index) -> i32, sym_name = "whiles_and_regions"}> ({
// GENERIC-NEXT:  ^bb0(%arg3: i32, %arg4: i32, %arg5: i1, %arg6: index):
// GENERIC-NEXT:    %2:2 = "scf.while"(%arg3, %arg4) ({
// GENERIC-NEXT:    ^bb0(%arg11: i32, %arg12: i32):
// GENERIC-NEXT:      %6 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.condition"(%arg5, %6, %arg12) : (i1, i32, i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    ^bb0(%arg9: i32, %arg10: i32):
// GENERIC-NEXT:      "scf.yield"(%arg9, %arg10) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.w} : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "scf.while"() ({
// GENERIC-NEXT:      "scf.condition"(%arg5) : (i1) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    %3 = "scf.while"(%arg3) ({
// GENERIC-NEXT:    ^bb0(%arg8: i32):
// GENERIC-NEXT:      "scf.condition"(%arg5, %arg8) : (i1, i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    ^bb0(%arg7: i32):
// GENERIC-NEXT:      "scf.yield"(%arg7) : (i32) -> ()
// GENERIC-NEXT:    }) : (i32) -> i32
// GENERIC-NEXT:    %4 = "scf.execute_region"() ({
// GENERIC-NEXT:      "scf.yield"(%arg3) : (i32) -> ()
// GENERIC-NEXT:    }) : () -> i32
// GENERIC-NEXT:    %5:2 = "scf.execute_region"() ({
// GENERIC-NEXT:      "cf.br"()[^bb1] : () -> ()
// GENERIC-NEXT:    ^bb1:  // pred: ^bb0
// GENERIC-NEXT:      "scf.yield"(%arg3, %arg4) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.e} : () -> (i32, i32)
// GENERIC-NEXT:    "scf.execute_region"() ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"(%2#0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, index) -> (), sym_name = "switches"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: i32, %arg2: index):
// GENERIC-NEXT:    %0 = "scf.index_switch"(%arg2) <{cases = array<i64: 2, 5>}> ({
// GENERIC-NEXT:      "scf.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg1) : (i32) -> ()
// GENERIC-NEXT:    }) : (index) -> i32
// GENERIC-NEXT:    "scf.index_switch"(%arg2) <{cases = array<i64>}> ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) {my.s} : (index) -> ()
// GENERIC-NEXT:    %1:2 = "scf.index_switch"(%arg2) <{cases = array<i64>}> ({
// GENERIC-NEXT:      "scf.yield"(%arg0, %arg1) : (i32, i32) -> ()
// GENERIC-NEXT:    }) : (index) -> (i32, i32)
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
