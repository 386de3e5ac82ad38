// `affine.delinearize_index` in MLIR 19's form, printed back as mlir-opt-19 prints it, with an
// attribute dictionary; its generic form; and canonicalization, which (as in MLIR 19) folds
// nothing and only erases an unused one, the op being pure.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON --match-full-lines --strict-whitespace

func.func @d(%idx: index, %b0: index, %b1: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %idx into (%b0, %b1) : index, index
  %1:3 = affine.delinearize_index %idx into (%b0, %b1, %b0) {foo} : index, index, index
  return %0#0, %0#1, %1#2 : index, index, index
}

func.func @constants() -> (index, index) {
  %x = arith.constant 7 : index
  %a = arith.constant 2 : index
  %b = arith.constant 4 : index
  %0:2 = affine.delinearize_index %x into (%a, %b) : index, index
  %unused:2 = affine.delinearize_index %x into (%b, %a) : index, index
  return %0#0, %0#1 : index, index
}

// CHECK:module {
// CHECK-NEXT:  func.func @d(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT:    %1:3 = affine.delinearize_index %arg0 into (%arg1, %arg2, %arg1) {foo} : index, index, index
// CHECK-NEXT:    return %0#0, %0#1, %1#2 : index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @constants() -> (index, index) {
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0:2 = affine.delinearize_index %c7 into (%c2, %c4) : index, index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %c7 into (%c4, %c2) : index, index
// CHECK-NEXT:    return %0#0, %0#1 : index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "d"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: index):
// GENERIC-NEXT:    %5:2 = "affine.delinearize_index"(%arg0, %arg1, %arg2) : (index, index, index) -> (index, index)
// GENERIC-NEXT:    %6:3 = "affine.delinearize_index"(%arg0, %arg1, %arg2, %arg1) {foo} : (index, index, index, index) -> (index, index, index)
// GENERIC-NEXT:    "func.return"(%5#0, %5#1, %6#2) : (index, index, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (index, index), sym_name = "constants"}> ({
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT:    %3:2 = "affine.delinearize_index"(%0, %1, %2) : (index, index, index) -> (index, index)
// GENERIC-NEXT:    %4:2 = "affine.delinearize_index"(%0, %2, %1) : (index, index, index) -> (index, index)
// GENERIC-NEXT:    "func.return"(%3#0, %3#1) : (index, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// CANON:module {
// CANON-NEXT:  func.func @d(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CANON-NEXT:    %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CANON-NEXT:    %1:3 = affine.delinearize_index %arg0 into (%arg1, %arg2, %arg1) {foo} : index, index, index
// CANON-NEXT:    return %0#0, %0#1, %1#2 : index, index, index
// CANON-NEXT:  }
// CANON-NEXT:  func.func @constants() -> (index, index) {
// CANON-NEXT:    %c7 = arith.constant 7 : index
// CANON-NEXT:    %c2 = arith.constant 2 : index
// CANON-NEXT:    %c4 = arith.constant 4 : index
// CANON-NEXT:    %0:2 = affine.delinearize_index %c7 into (%c2, %c4) : index, index
// CANON-NEXT:    return %0#0, %0#1 : index, index
// CANON-NEXT:  }
// CANON-NEXT:}
