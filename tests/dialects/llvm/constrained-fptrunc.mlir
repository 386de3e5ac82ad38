// llvm.intr.experimental.constrained.fptrunc: a truncation with an explicit rounding mode and
// exception behavior, printed as keywords in the custom form and as i64 properties in the
// generic one; it has no side effects (a dead one is erased). Both tools print the same text.
// RUN: oxir-opt %s -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -split-input-file | FileCheck %s
// RUN: oxir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=DEAD
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=DEAD

// CHECK-LABEL: llvm.func @modes
// CHECK: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward strict : f64 to f32
// CHECK: %2 = llvm.intr.experimental.constrained.fptrunc %arg1 upward maytrap : vector<4xf64> to vector<4xf32>
// CHECK: %3 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f16
// CHECK: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore : f64 to f32
// CHECK: %5 = llvm.intr.experimental.constrained.fptrunc %arg0 dynamic ignore {note = 1 : i64} : f64 to bf16
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f64) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 2 : i64, roundingmode = 3 : i64}> : (f64) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg1) <{fpExceptionBehavior = 1 : i64, roundingmode = 2 : i64}> : (vector<4xf64>) -> vector<4xf32>
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f16
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f64) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 7 : i64}> {note = 1 : i64} : (f64) -> bf16
// DEAD-LABEL: llvm.func @modes
// DEAD-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// DEAD-NEXT: llvm.return %0 : f32
llvm.func @modes(%a: f64, %v: vector<4xf64>) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %a downward strict : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %v upward maytrap : vector<4xf64> to vector<4xf32>
  %3 = llvm.intr.experimental.constrained.fptrunc %a towardzero ignore : f64 to f16
  %4 = llvm.intr.experimental.constrained.fptrunc %a tonearestaway ignore : f64 to f32
  %5 = llvm.intr.experimental.constrained.fptrunc %a dynamic ignore {note = 1 : i64} : f64 to bf16
  llvm.return %0 : f32
}
