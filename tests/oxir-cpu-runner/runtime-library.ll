; A program calling MLIR's C runner utilities and libc, loaded with --shared-libs: what it prints
; is what lli-19 prints for it (C's output is flushed before the runner prints the result).
; REQUIRES: lli, mlir-runner-utils
; RUN: oxir-cpu-runner -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils %s > %t.oxir
; RUN: oxir-cpu-runner -e main --entry-point-result=void -O3 --shared-libs=%mlir_c_runner_utils %s > %t.oxir3
; RUN: lli-19 --dlopen=%mlir_c_runner_utils %s > %t.lli || true
; RUN: diff %t.lli %t.oxir
; RUN: diff %t.lli %t.oxir3
; RUN: FileCheck %s < %t.oxir
; CHECK:      2.5
; CHECK-NEXT: -17
; CHECK-NEXT: ( 1, 2, 3 )
; CHECK-NEXT: printf says 7
; The library's symbols resolve only when it is loaded.
; RUN: not oxir-cpu-runner -e main --entry-point-result=void %s 2>&1 | FileCheck %s --check-prefix=UNLOADED
; UNLOADED: Error: symbols not found: `printF32`, `printI64`, `printNewline`, `printOpen`, `printClose`, `printComma`

declare void @printF32(float)
declare void @printI64(i64)
declare void @printNewline()
declare void @printOpen()
declare void @printClose()
declare void @printComma()
declare i32 @printf(ptr, ...)

@fmt = private constant [16 x i8] c"printf says %d\0A\00"

define void @main() {
  call void @printF32(float 2.5)
  call void @printNewline()
  call void @printI64(i64 -17)
  call void @printNewline()
  call void @printOpen()
  call void @printI64(i64 1)
  call void @printComma()
  call void @printI64(i64 2)
  call void @printComma()
  call void @printI64(i64 3)
  call void @printClose()
  call void @printNewline()
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 7)
  ret void
}
