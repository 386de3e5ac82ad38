// llvm.switch: the default destination with its operands, the bracketed cases (values
// printed unsigned in the flag's width, as MLIR prints them), no cases, branch weights.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @cases(%v: i32, %a: i32, %b: i64) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2,
    -2: ^bb3(%a, %b : i32, i64),
    3: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  llvm.return
^bb2:
  llvm.switch %v : i32, ^bb2 []
^bb3(%p: i32, %q: i64):
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2
  ] {branch_weights = array<i32: 4, 6>}
}
llvm.func @wide(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    -1: ^bb1,
    9223372036854775807: ^bb1
  ]
^bb1:
  llvm.return
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @cases(%arg0: i32, %arg1: i32, %arg2: i64) {
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
// CHECK-NEXT:      1: ^bb2,
// CHECK-NEXT:      4294967294: ^bb3(%arg1, %arg2 : i32, i64),
// CHECK-NEXT:      3: ^bb1(%arg1 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb3
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  ^bb2:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb2 [
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3(%1: i32, %2: i64):  // pred: ^bb0
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ] {branch_weights = array<i32: 4, 6>}
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @wide(%arg0: i64) {
// CHECK-NEXT:    llvm.switch %arg0 : i64, ^bb1 [
// CHECK-NEXT:      18446744073709551615: ^bb1,
// CHECK-NEXT:      9223372036854775807: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
