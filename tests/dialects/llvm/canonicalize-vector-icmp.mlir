// -canonicalize folds llvm.icmp eq/ne of a vector with itself to a splat constant of the
// predicate's truth, fixed-length and scalable, as mlir-opt-19 folds it.

// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @same(%a: vector<4xi32>) -> vector<4xi1> {
  %0 = llvm.icmp "eq" %a, %a : vector<4xi32>
  llvm.return %0 : vector<4xi1>
}
llvm.func @differ(%a: vector<2xi64>) -> vector<2xi1> {
  %0 = llvm.icmp "ne" %a, %a : vector<2xi64>
  llvm.return %0 : vector<2xi1>
}
llvm.func @scalable(%a: vector<[4]xi32>) -> vector<[4]xi1> {
  %0 = llvm.icmp "ne" %a, %a : vector<[4]xi32>
  llvm.return %0 : vector<[4]xi1>
}
llvm.func @ordered(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi1> {
  %0 = llvm.icmp "slt" %a, %a : vector<2xi8>
  %1 = llvm.icmp "eq" %a, %b : vector<2xi8>
  %2 = llvm.and %0, %1 : vector<2xi1>
  llvm.return %2 : vector<2xi1>
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @same(%arg0: vector<4xi32>) -> vector<4xi1> {
// CHECK-NEXT:    %0 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT:    llvm.return %0 : vector<4xi1>
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @differ(%arg0: vector<2xi64>) -> vector<2xi1> {
// CHECK-NEXT:    %0 = llvm.mlir.constant(dense<false> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT:    llvm.return %0 : vector<2xi1>
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @scalable(%arg0: vector<[4]xi32>) -> vector<[4]xi1> {
// CHECK-NEXT:    %0 = llvm.mlir.constant(dense<false> : vector<[4]xi1>) : vector<[4]xi1>
// CHECK-NEXT:    llvm.return %0 : vector<[4]xi1>
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @ordered(%arg0: vector<2xi8>, %arg1: vector<2xi8>) -> vector<2xi1> {
// CHECK-NEXT:    %0 = llvm.icmp "slt" %arg0, %arg0 : vector<2xi8>
// CHECK-NEXT:    %1 = llvm.icmp "eq" %arg0, %arg1 : vector<2xi8>
// CHECK-NEXT:    %2 = llvm.and %0, %1  : vector<2xi1>
// CHECK-NEXT:    llvm.return %2 : vector<2xi1>
// CHECK-NEXT:  }
// CHECK-NEXT:}
