// cse on registered func/arith/cf IR: duplicates in one block, across blocks where the first
// dominates, not where it does not, and dead ops erased. The expectations are mlir-opt-19's
// output, checked against both tools.
// RUN: oxir-opt %s -cse | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -cse | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -cse --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// CHECK:  func.func @same_block(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.ori %0, %0 : i32
// CHECK-NEXT:    %2 = arith.xori %1, %c7_i32 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @same_block(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c7_again = arith.constant 7 : i32
  %x = arith.andi %a, %b : i32
  %y = arith.andi %a, %b : i32
  %unused = arith.maxsi %x, %y : i32
  %z = arith.ori %x, %y : i32
  %r = arith.xori %z, %c7_again : i32
  return %r : i32
}

// CHECK:  func.func @across_blocks(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.andi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%0, %1 : i32, i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%0, %2 : i32, i32)
// CHECK-NEXT:  ^bb3(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %3, %4 : i32, i32
// CHECK-NEXT:  }
func.func @across_blocks(%c: i1, %a: i32) -> (i32, i32) {
  %x = arith.andi %a, %a : i32
  cf.cond_br %c, ^left, ^right
^left:
  %y = arith.andi %a, %a : i32
  %o1 = arith.ori %a, %a : i32
  cf.br ^join(%y, %o1 : i32, i32)
^right:
  %o2 = arith.ori %a, %a : i32
  cf.br ^join(%x, %o2 : i32, i32)
^join(%r: i32, %s: i32):
  return %r, %s : i32, i32
}

// STATS: CSE
// STATS-NEXT:   (S) {{[0-9]+}} num-cse'd - Number of operations CSE'd
// STATS-NEXT:   (S) {{[0-9]+}} num-dce'd - Number of operations DCE'd
