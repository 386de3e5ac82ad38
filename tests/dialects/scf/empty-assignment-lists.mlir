// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// MLIR accepts an empty assignment list, `()`, where an op reads `(%a = %b, ...)`, and prints
// nothing in its place.

// CHECK-LABEL: func.func @while_without_arguments
// CHECK: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
func.func @while_without_arguments(%c: i1) {
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @for_with_empty_iter_args
// CHECK: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: }
func.func @for_with_empty_iter_args(%c: index) {
  scf.for %i = %c to %c step %c iter_args() -> () {
    scf.yield
  }
  return
}
