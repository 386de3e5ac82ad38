// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// `index.mul` by zero folds to zero, either side; `index.cmp` of `maxs`, `mins`, `maxu` or
// `minu` of a value and a constant against a constant folds when the bound alone decides the
// comparison, at 64 and at 32 bits alike (a bound that differs at 32 bits stays); only the
// left-hand side is looked at. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @mul_zero(%a: index) -> (index, index) {
  %z = index.constant 0
  %0 = index.mul %a, %z
  %1 = index.mul %z, %a
  return %0, %1 : index, index
}
func.func @cmp_signed(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %c3 = index.constant 3
  %mx = index.maxs %a, %c5
  %mn = index.mins %a, %c5
  %0 = index.cmp slt(%mx, %c3)
  %1 = index.cmp sge(%mx, %c3)
  %2 = index.cmp slt(%mn, %c10)
  %3 = index.cmp sgt(%mn, %c10)
  %4 = index.cmp slt(%mx, %c10)
  %5 = index.cmp eq(%mx, %c3)
  %6 = index.cmp ne(%mn, %c10)
  %7 = index.cmp sgt(%c3, %mx)
  %8 = index.cmp slt(%mx, %c5)
  %9 = index.cmp sle(%mx, %c5)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmp_unsigned(%a: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %m1 = index.constant -1
  %ux = index.maxu %a, %c5
  %un = index.minu %a, %c5
  %0 = index.cmp ult(%ux, %c5)
  %1 = index.cmp ule(%un, %c10)
  %2 = index.cmp ugt(%un, %c10)
  %3 = index.cmp ne(%ux, %c10)
  %4 = index.cmp ne(%un, %c10)
  %5 = index.cmp uge(%ux, %m1)
  %6 = index.cmp sgt(%un, %m1)
  %7 = index.cmp slt(%ux, %m1)
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmp_widths(%a: index) -> (i1, i1, i1, i1) {
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %c7 = index.constant 2147483648
  %ux = index.maxu %a, %big
  %mx = index.maxs %a, %c7
  %mn = index.mins %a, %c1
  %0 = index.cmp ult(%ux, %c1)
  %1 = index.cmp uge(%ux, %big)
  %2 = index.cmp sgt(%mx, %c1)
  %3 = index.cmp eq(%mn, %big)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL:  func.func @mul_zero(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    return %idx0, %idx0 : index, index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @cmp_signed(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %idx5 = index.constant 5
// CHECK-NEXT:    %idx10 = index.constant 10
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    %0 = index.maxs %arg0, %idx5
// CHECK-NEXT:    %1 = index.mins %arg0, %idx5
// CHECK-NEXT:    %2 = index.cmp slt(%0, %idx10)
// CHECK-NEXT:    %3 = index.cmp ne(%1, %idx10)
// CHECK-NEXT:    %4 = index.cmp sgt(%idx3, %0)
// CHECK-NEXT:    %5 = index.cmp sle(%0, %idx5)
// CHECK-NEXT:    return %false, %true, %true, %false, %2, %false, %3, %4, %false, %5 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @cmp_unsigned(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %idx5 = index.constant 5
// CHECK-NEXT:    %idx10 = index.constant 10
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %0 = index.maxu %arg0, %idx5
// CHECK-NEXT:    %1 = index.cmp ne(%0, %idx10)
// CHECK-NEXT:    %2 = index.cmp uge(%0, %idx-1)
// CHECK-NEXT:    %3 = index.cmp slt(%0, %idx-1)
// CHECK-NEXT:    return %false, %true, %false, %1, %true, %2, %true, %3 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @cmp_widths(%arg0: index) -> (i1, i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:    %0 = index.maxu %arg0, %idx4294967296
// CHECK-NEXT:    %1 = index.maxs %arg0, %idx2147483648
// CHECK-NEXT:    %2 = index.mins %arg0, %idx1
// CHECK-NEXT:    %3 = index.cmp ult(%0, %idx1)
// CHECK-NEXT:    %4 = index.cmp sgt(%1, %idx1)
// CHECK-NEXT:    %5 = index.cmp eq(%2, %idx4294967296)
// CHECK-NEXT:    return %3, %true, %4, %5 : i1, i1, i1, i1
// CHECK-NEXT:  }
