// Verifier errors that MLIR words without the `'name' op` prefix (subview's result type,
// realloc's layouts, scf.forall's bound lists) still come with the note showing the op, as
// every error MLIR emits on an operation does. Both tools are checked against the same lines.
// RUN: not oxir-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: :{{[0-9]+}}:8: error: expected result type to be 'memref<2x3xf32, strided<[6, 1], offset: 1>>' or a rank-reduced version. (mismatch of result layout)
// CHECK-NEXT: memref.subview
// CHECK-NEXT: ^
// CHECK-NEXT: :{{[0-9]+}}:8: note: see current operation: %0 = "memref.subview"(%arg0)
func.func @subview(%m: memref<4x6xf32>) {
  %s = memref.subview %m[0, 1][2, 3][1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[5, 1], offset: 1>>
  return
}

// -----

// CHECK: :{{[0-9]+}}:8: error: unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'
// CHECK-NEXT: memref.realloc
// CHECK-NEXT: ^
// CHECK-NEXT: :{{[0-9]+}}:8: note: see current operation: %0 = "memref.realloc"(%arg0) : (memref<4xf32, strided<[2]>>) -> memref<8xf32>
func.func @realloc(%m: memref<4xf32, strided<[2]>>) {
  %r = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

// CHECK: :{{[0-9]+}}:3: error: expected 2 upper bound values, got 1
// CHECK-NEXT: scf.forall
// CHECK-NEXT: ^
// CHECK-NEXT: :{{[0-9]+}}:3: note: see current operation:
// CHECK-NEXT: "scf.forall"(%arg0)
func.func @forall(%n: index) {
  scf.forall (%i, %j) = (0, 0) to (%n) step (1, 1) {
  }
  return
}
