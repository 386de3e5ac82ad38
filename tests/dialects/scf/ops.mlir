// The `scf` ops in their custom forms, printed back as mlir-opt-19 prints them: loops with
// and without carried values, with `index` and `i32` bounds, nested, with the `scf.yield` of
// a loop without carried values written and left out; conditionals with and without `else`,
// with and without results (one result with and without parentheses), nested. The second
// RUN line reads the output back, the third checks the generic form (the regions' block
// arguments and the `scf.yield`s the custom form leaves out).

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
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "loops"}> ({
// GENERIC-NEXT:  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: i32, %arg7: i32):
// GENERIC-NEXT:    %5 = "scf.for"(%arg3, %arg4, %arg5, %arg6) ({
// GENERIC-NEXT:    ^bb0(%arg14: index, %arg15: i32):
// GENERIC-NEXT:      %9 = "arith.addi"(%arg15, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"(%9) : (i32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, i32) -> i32
// GENERIC-NEXT:    "scf.for"(%arg3, %arg4, %arg5) ({
// GENERIC-NEXT:    ^bb0(%arg13: index):
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index, index) -> ()
// GENERIC-NEXT:    "scf.for"(%arg6, %arg7, %arg6) ({
// GENERIC-NEXT:    ^bb0(%arg12: i32):
// GENERIC-NEXT:      %8 = "arith.muli"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:    %6:2 = "scf.for"(%arg3, %arg4, %arg5, %arg6, %5) ({
// GENERIC-NEXT:    ^bb0(%arg8: index, %arg9: i32, %arg10: i32):
// GENERIC-NEXT:      "scf.for"(%arg8, %arg4, %arg5) ({
// GENERIC-NEXT:      ^bb0(%arg11: index):
// GENERIC-NEXT:        %7 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:        "scf.yield"() : () -> ()
// GENERIC-NEXT:      }) : (index, index, index) -> ()
// GENERIC-NEXT:      "scf.yield"(%arg10, %arg9) : (i32, i32) -> ()
// GENERIC-NEXT:    }) {my.unroll = 2 : i32} : (index, index, index, i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "func.return"(%6#1) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "conditionals"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// GENERIC-NEXT:    "scf.if"(%arg0) ({
// GENERIC-NEXT:      %4 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) : (i1) -> ()
// GENERIC-NEXT:    "scf.if"(%arg0) ({
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %3 = "arith.subi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "scf.yield"() : () -> ()
// GENERIC-NEXT:    }) {my.likely} : (i1) -> ()
// GENERIC-NEXT:    %0 = "scf.if"(%arg0) ({
// GENERIC-NEXT:      "scf.yield"(%arg1) : (i32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      %2 = "scf.if"(%arg0) ({
// GENERIC-NEXT:        "scf.yield"(%arg2) : (i32) -> ()
// GENERIC-NEXT:      }, {
// GENERIC-NEXT:        "scf.yield"(%arg1) : (i32) -> ()
// GENERIC-NEXT:      }) : (i1) -> i32
// GENERIC-NEXT:      "scf.yield"(%2) : (i32) -> ()
// GENERIC-NEXT:    }) : (i1) -> i32
// GENERIC-NEXT:    %1:2 = "scf.if"(%arg0) ({
// GENERIC-NEXT:      "scf.yield"(%arg1, %arg0) : (i32, i1) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%arg2, %arg0) : (i32, i1) -> ()
// GENERIC-NEXT:    }) : (i1) -> (i32, i1)
// GENERIC-NEXT:    "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
