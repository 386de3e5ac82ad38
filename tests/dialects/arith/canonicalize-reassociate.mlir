// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The constant reassociations of MLIR 19's `ArithCanonicalization.td` (AddIAddConstant,
// SubIRHSAddConstant, SubILHSAddConstant, SubIRHSSubConstantRHS/LHS,
// SubILHSSubConstantRHS/LHS, AddISubConstantLHS, MulIMulIConstant) on `index` constants,
// which are integer attributes as `APIntAttr` asks (splats are not: vectors stay), with the
// overflow flags MLIR gives the new op: both ops' flags intersected, none for
// SubIRHSAddConstant. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @reassociate(%x: index, %v: vector<2xi32>, %y: i8) -> (index, vector<2xi32>, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.addi %x, %c3 : index
  %0 = arith.addi %a, %c5 : index
  %s3 = arith.constant dense<3> : vector<2xi32>
  %s5 = arith.constant dense<5> : vector<2xi32>
  %va = arith.addi %v, %s3 : vector<2xi32>
  %1 = arith.addi %va, %s5 : vector<2xi32>
  %k = arith.constant 100 : i8
  %m = arith.constant 100 : i8
  %ya = arith.addi %y, %k overflow<nsw, nuw> : i8
  %2 = arith.subi %ya, %m overflow<nsw, nuw> : i8
  %3 = arith.subi %m, %ya overflow<nsw> : i8
  %ys = arith.subi %y, %k overflow<nuw> : i8
  %4 = arith.subi %ys, %m overflow<nuw> : i8
  %5 = arith.addi %ys, %m overflow<nuw> : i8
  %yt = arith.subi %k, %y overflow<nsw> : i8
  %6 = arith.subi %yt, %m overflow<nsw> : i8
  %7 = arith.subi %m, %yt overflow<nsw> : i8
  %ym = arith.muli %y, %k overflow<nsw> : i8
  %8 = arith.muli %ym, %m overflow<nsw> : i8
  %9 = arith.addi %yt, %m overflow<nsw> : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, vector<2xi32>, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL:  func.func @reassociate(%arg0: index, %arg1: vector<2xi32>, %arg2: i8) -> (index, vector<2xi32>, i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:    %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT:    %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %cst = arith.constant dense<5> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c8 : index
// CHECK-NEXT:    %1 = arith.addi %arg1, %cst_0 : vector<2xi32>
// CHECK-NEXT:    %2 = arith.addi %1, %cst : vector<2xi32>
// CHECK-NEXT:    %3 = arith.subi %c0_i8, %arg2 overflow<nsw> : i8
// CHECK-NEXT:    %4 = arith.subi %arg2, %c-56_i8 overflow<nuw> : i8
// CHECK-NEXT:    %5 = arith.subi %c0_i8, %arg2 overflow<nsw> : i8
// CHECK-NEXT:    %6 = arith.muli %arg2, %c16_i8 overflow<nsw> : i8
// CHECK-NEXT:    %7 = arith.subi %c-56_i8, %arg2 overflow<nsw> : i8
// CHECK-NEXT:    return %0, %2, %arg2, %3, %4, %arg2, %5, %arg2, %6, %7 : index, vector<2xi32>, i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT:  }
