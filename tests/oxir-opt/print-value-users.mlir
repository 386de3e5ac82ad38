// --mlir-print-value-users: a comment after each op names the users of its results (`user`
// for one single-result user, a parenthesized list per result for several results, `unused`)
// or, for an op with operands but no results, its own number (`id`); block arguments get a
// comment line each at the top of their block. Ops without results take numbers, which shifts
// the numbers of values; sibling regions reuse numbers, as values do.

// RUN: oxir-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: oxir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=DEFAULT

func.func @f(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %a : i32
  %t:2 = "test.two"(%b) : (i32) -> (i32, i32)
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %t#1 : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%y: i32):
  return %y : i32
}
func.func @g(%unused: i32) {
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %5
// CHECK-NEXT:    // %arg1 is used by %3, %2
// CHECK-NEXT:    %2 = arith.addi %arg1, %arg1 : i32 // users: %9, %3
// CHECK-NEXT:    %3 = arith.muli %arg1, %2 : i32 // users: %4#0, %4#1
// CHECK-NEXT:    %4:2 = "test.two"(%3) : (i32) -> (i32, i32) // users: (unused), (%9)
// CHECK-NEXT:    %5 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %2 : i32 // id: %9
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %4#1 : i32 // id: %9
// CHECK-NEXT:    } // user: %6
// CHECK-NEXT:    cf.br ^bb1(%5 : i32) // id: %6
// CHECK-NEXT:  ^bb1(%7: i32):  // pred: ^bb0
// CHECK-NEXT:    // %7 is used by %8
// CHECK-NEXT:    return %7 : i32 // id: %8
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: i32) {
// CHECK-NEXT:    // %arg0 is unused
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// DEFAULT: %0 = arith.addi %arg1, %arg1 : i32

// The generic form numbers uniquely, the module and the functions included.
// RUN: oxir-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i1, %arg2: i32):
// GENERIC-NEXT:    // %arg1 is used by %7
// GENERIC-NEXT:    // %arg2 is used by %5, %4
// GENERIC-NEXT:    %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %12, %5
// GENERIC-NEXT:    %5 = "arith.muli"(%arg2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %6#0, %6#1
// GENERIC-NEXT:    %6:2 = "test.two"(%5) : (i32) -> (i32, i32) // users: (unused), (%11)
// GENERIC-NEXT:    %7 = "scf.if"(%arg1) ({
// GENERIC-NEXT:      "scf.yield"(%4) : (i32) -> () // id: %12
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "scf.yield"(%6#1) : (i32) -> () // id: %11
// GENERIC-NEXT:    }) : (i1) -> i32 // user: %8
// GENERIC-NEXT:    "cf.br"(%7)[^bb1] : (i32) -> () // id: %8
// GENERIC-NEXT:  ^bb1(%9: i32):  // pred: ^bb0
// GENERIC-NEXT:    // %9 is used by %10
// GENERIC-NEXT:    "func.return"(%9) : (i32) -> () // id: %10
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32):
// GENERIC-NEXT:    // %arg0 is unused
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
