// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The folds of the extended arithmetic of `arith` and of `index_castui`, as MLIR 19 folds
// them: `addui_extended(x, 0)` is `x` without overflow, `mului_extended(x, 0)` and
// `mulsi_extended(x, 0)` are zero twice, `mului_extended(x, 1)` is `x` and zero (a constant
// on the left is moved right first: the ops are commutative); constants fold to their sum and
// carry, or to the low and high halves of their product, on scalars, splats and dense
// elements. `index_castui` zero-extends or truncates constants, `index` being 64 bits wide.
// The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @extended_constants() -> (i32, i1, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mului_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %a, %b : i32
  %v = arith.constant dense<[100, -1]> : vector<2xi8>
  %w = arith.constant dense<[100, 1]> : vector<2xi8>
  %vs, %vo = arith.addui_extended %v, %w : vector<2xi8>, vector<2xi1>
  %vl, %vh = arith.mulsi_extended %v, %w : vector<2xi8>
  %ul, %uh = arith.mului_extended %v, %v : vector<2xi8>
  return %s, %o, %l, %h, %l2, %h2, %vs, %vo, %vl, %vh, %ul, %uh : i32, i1, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}
func.func @extended_identities(%x: i32, %v: vector<4xi16>) -> (i32, i1, i32, i32, i32, i32, i32, i32, i32, i1, vector<4xi16>, vector<4xi1>, vector<4xi16>, vector<4xi16>) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %z : i32, i1
  %l, %h = arith.mului_extended %x, %z : i32
  %l1, %h1 = arith.mului_extended %x, %one : i32
  %l2, %h2 = arith.mulsi_extended %x, %z : i32
  %cs, %co = arith.addui_extended %z, %x : i32, i1
  %vz = arith.constant dense<0> : vector<4xi16>
  %v1 = arith.constant dense<1> : vector<4xi16>
  %vs, %vo = arith.addui_extended %v, %vz : vector<4xi16>, vector<4xi1>
  %vl, %vh = arith.mului_extended %v1, %v : vector<4xi16>
  return %s, %o, %l, %h, %l1, %h1, %l2, %h2, %cs, %co, %vs, %vo, %vl, %vh : i32, i1, i32, i32, i32, i32, i32, i32, i32, i1, vector<4xi16>, vector<4xi1>, vector<4xi16>, vector<4xi16>
}
func.func @index_castui() -> (index, i8, i64, vector<2xindex>, i1) {
  %a = arith.constant -1 : i32
  %0 = arith.index_castui %a : i32 to index
  %i = arith.constant 300 : index
  %1 = arith.index_castui %i : index to i8
  %m = arith.constant -1 : index
  %2 = arith.index_castui %m : index to i64
  %s = arith.constant dense<-1> : vector<2xi8>
  %3 = arith.index_castui %s : vector<2xi8> to vector<2xindex>
  %t = arith.constant true
  %4 = arith.index_castui %t : i1 to index
  %5 = arith.index_castui %4 : index to i1
  return %0, %1, %2, %3, %5 : index, i8, i64, vector<2xindex>, i1
}

// CHECK-LABEL:  func.func @extended_constants() -> (i32, i1, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %cst = arith.constant dense<[-56, 0]> : vector<2xi8>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[16, -1]> : vector<2xi8>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[39, -1]> : vector<2xi8>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[16, 1]> : vector<2xi8>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[39, -2]> : vector<2xi8>
// CHECK-NEXT:    return %c1_i32, %true, %c-2_i32, %c1_i32, %c-2_i32, %c-1_i32, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : i32, i1, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @extended_identities(%arg0: i32, %arg1: vector<4xi16>) -> (i32, i1, i32, i32, i32, i32, i32, i32, i32, i1, vector<4xi16>, vector<4xi1>, vector<4xi16>, vector<4xi16>) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0> : vector<4xi16>
// CHECK-NEXT:    return %arg0, %false, %c0_i32, %c0_i32, %arg0, %c0_i32, %c0_i32, %c0_i32, %arg0, %false, %arg1, %cst, %arg1, %cst_0 : i32, i1, i32, i32, i32, i32, i32, i32, i32, i1, vector<4xi16>, vector<4xi1>, vector<4xi16>, vector<4xi16>
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @index_castui() -> (index, i8, i64, vector<2xindex>, i1) {
// CHECK-NEXT:    %c4294967295 = arith.constant 4294967295 : index
// CHECK-NEXT:    %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    %cst = arith.constant dense<255> : vector<2xindex>
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %c4294967295, %c44_i8, %c-1_i64, %cst, %true : index, i8, i64, vector<2xindex>, i1
// CHECK-NEXT:  }
