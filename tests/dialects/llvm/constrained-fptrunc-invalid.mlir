// The rounding mode and the exception behavior of a constrained truncation are keywords of
// their enums; anything else is an error at the keyword naming the attribute.
// RUN: oxir-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

llvm.func @bad_rounding(%a: f64) -> f32 {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic}}
  %0 = llvm.intr.experimental.constrained.fptrunc %a nearest ignore : f64 to f32
  llvm.return %0 : f32
}

// -----

llvm.func @bad_exceptions(%a: f64) -> f32 {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %a tonearest never : f64 to f32
  llvm.return %0 : f32
}
