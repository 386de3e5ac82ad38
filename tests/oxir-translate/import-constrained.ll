; Calls of llvm.experimental.constrained.fptrunc are imported as the constrained-truncation
; op, their metadata operands as the rounding-mode and exception-behavior keywords; the
; intrinsic's declarations are dropped. Compared with mlir-translate-19's import.
; RUN: oxir-translate --import-llvm %s | FileCheck %s
; REQUIRES: mlir-translate
; RUN: sh %S/inputs/import-compare.sh %s %t

; CHECK-LABEL: llvm.func @narrow(%arg0: f64, %arg1: vector<2xf64>) -> f32
; CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
; CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero strict : vector<2xf64> to vector<2xf16>
; CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway maytrap : f64 to bf16
; CHECK-NEXT: llvm.return %0 : f32
; CHECK-NOT: llvm.func @llvm.experimental
define float @narrow(double %d, <2 x double> %v) {
  %a = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %b = call <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f64(<2 x double> %v, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  %c = call bfloat @llvm.experimental.constrained.fptrunc.bf16.f64(double %d, metadata !"round.tonearestaway", metadata !"fpexcept.maytrap") strictfp
  ret float %a
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f64(<2 x double>, metadata, metadata)
declare bfloat @llvm.experimental.constrained.fptrunc.bf16.f64(double, metadata, metadata)
