// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The folds of `index` (constants fold only where 32- and 64-bit indices agree, identities,
// `cmp` of a value with itself, casts to `index`) and the pattern `cmp p(a - b, 0)` ->
// `cmp p(a, b)`. Casts of constants from `index` to an integer stay: the dialect
// materializes only `index` and `i1` constants. The CHECK lines are the output
// of `mlir-opt-19 -canonicalize` on this file.

func.func @fold_constants() -> (index, index, index, index, index, index, index, index, index, index) {
  %c3 = index.constant 3
  %c4 = index.constant -4
  %c7 = index.constant 7
  %0 = index.add %c3, %c4
  %1 = index.sub %c3, %c4
  %2 = index.mul %c3, %c4
  %3 = index.ceildivs %c7, %c4
  %4 = index.floordivs %c7, %c4
  %5 = index.rems %c7, %c4
  %6 = index.maxs %c3, %c4
  %7 = index.minu %c3, %c7
  %8 = index.shl %c3, %c7
  %9 = index.xor %c3, %c7
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// Folds whose 32- and 64-bit results differ stay.
func.func @width_dependent() -> (index, index, index, i1) {
  %big = index.constant 4294967296
  %m2 = index.constant -2
  %c2 = index.constant 2
  %c40 = index.constant 40
  %0 = index.divu %m2, %c2
  %1 = index.maxu %big, %c2
  %2 = index.shl %c2, %c40
  %3 = index.cmp sgt(%big, %c2)
  return %0, %1, %2, %3 : index, index, index, i1
}

func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1) {
  %c3 = index.constant 3
  %c4 = index.constant -4
  %c0 = index.constant 0
  %0 = index.cmp slt(%c3, %c4)
  %1 = index.cmp ult(%c3, %c4)
  %2 = index.cmp sle(%a, %a)
  %d = index.sub %a, %b
  %3 = index.cmp slt(%d, %c0)
  %4 = index.cmp ugt(%c0, %d)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

func.func @identities(%a: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %a, %c0
  %2 = index.mul %c1, %a
  %3 = index.divs %a, %c1
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @casts() -> (i32, i64, i8, index, index, i64) {
  %m1 = index.constant -1
  %c300 = index.constant 300
  %big = index.constant 4294967296
  %i = arith.constant -1 : i16
  %0 = index.casts %m1 : index to i32
  %1 = index.castu %m1 : index to i64
  %2 = index.castu %c300 : index to i8
  %3 = index.casts %i : i16 to index
  %4 = index.castu %i : i16 to index
  %5 = index.casts %big : index to i64
  return %0, %1, %2, %3, %4, %5 : i32, i64, i8, index, index, i64
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func @fold_constants() -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx-12 = index.constant -12
// CHECK-NEXT:    %idx-2 = index.constant -2
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    %idx384 = index.constant 384
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    return %idx-1, %idx7, %idx-12, %idx-1, %idx-2, %idx3, %idx3, %idx3, %idx384, %idx4 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @width_dependent() -> (index, index, index, i1) {
// CHECK-NEXT:    %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:    %idx-2 = index.constant -2
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %idx40 = index.constant 40
// CHECK-NEXT:    %0 = index.divu %idx-2, %idx2
// CHECK-NEXT:    %1 = index.maxu %idx4294967296, %idx2
// CHECK-NEXT:    %2 = index.shl %idx2, %idx40
// CHECK-NEXT:    %3 = index.cmp sgt(%idx4294967296, %idx2)
// CHECK-NEXT:    return %0, %1, %2, %3 : index, index, index, i1
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @cmp(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %1 = index.cmp ugt(%arg1, %arg0)
// CHECK-NEXT:    return %false, %true, %true, %0, %1 : i1, i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @identities(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %0 = index.divs %arg0, %idx1
// CHECK-NEXT:    return %arg0, %arg0, %arg0, %0 : index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @casts() -> (i32, i64, i8, index, index, i64) {
// CHECK-NEXT:    %idx65535 = index.constant 65535
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx300 = index.constant 300
// CHECK-NEXT:    %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:    %0 = index.casts %idx-1 : index to i32
// CHECK-NEXT:    %1 = index.castu %idx-1 : index to i64
// CHECK-NEXT:    %2 = index.castu %idx300 : index to i8
// CHECK-NEXT:    %3 = index.casts %idx4294967296 : index to i64
// CHECK-NEXT:    return %0, %1, %2, %idx-1, %idx65535, %3 : i32, i64, i8, index, index, i64
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
