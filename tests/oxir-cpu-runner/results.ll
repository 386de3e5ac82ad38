; The entry function's result, printed as mlir-cpu-runner-19 prints it, at every -O level.
; RUN: oxir-cpu-runner -e answer --entry-point-result=i32 %s | FileCheck %s --check-prefix=I32
; RUN: oxir-cpu-runner -e answer --entry-point-result=i32 -O0 %s | FileCheck %s --check-prefix=I32
; RUN: oxir-cpu-runner -e answer --entry-point-result=i32 -O3 %s | FileCheck %s --check-prefix=I32
; I32: {{^}}-42{{$}}
; RUN: oxir-cpu-runner -e big --entry-point-result=i64 -O1 %s | FileCheck %s --check-prefix=I64
; I64: {{^}}1099511627776{{$}}
; RUN: oxir-cpu-runner -e main %s | FileCheck %s --check-prefix=F32
; RUN: oxir-cpu-runner -e main -O2 %s | FileCheck %s --check-prefix=F32
; F32: {{^}}-1.250000e-01{{$}}
; RUN: oxir-cpu-runner -e third --entry-point-result=f32 -O2 %s | FileCheck %s --check-prefix=THIRD
; THIRD: {{^}}3.333333e-01{{$}}
; RUN: oxir-cpu-runner -e nan --entry-point-result=f32 %s | FileCheck %s --check-prefix=NAN
; NAN: {{^}}nan{{$}}
; RUN: oxir-cpu-runner -e minus_inf --entry-point-result=f32 %s | FileCheck %s --check-prefix=INF
; INF: {{^}}-INF{{$}}
; RUN: oxir-cpu-runner -e nothing --entry-point-result=void %s | count 0
; The input can come from stdin, named `-` or not at all.
; RUN: oxir-cpu-runner -e answer --entry-point-result=i32 - < %s | FileCheck %s --check-prefix=I32
; RUN: oxir-cpu-runner -e answer --entry-point-result=i32 < %s | FileCheck %s --check-prefix=I32

define i32 @answer() {
  %r = sub i32 0, 42
  ret i32 %r
}

define i64 @big() {
  %r = shl i64 1, 40
  ret i64 %r
}

define float @main() {
  ret float -0.125
}

define float @third() {
  %r = fdiv float 1.0, 3.0
  ret float %r
}

define float @nan() {
  %r = fdiv float 0.0, 0.0
  ret float %r
}

define float @minus_inf() {
  %r = fdiv float -1.0, 0.0
  ret float %r
}

define void @nothing() {
  ret void
}
