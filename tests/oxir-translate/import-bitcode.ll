; --import-llvm reads bitcode as well as text: this module assembled by llvm-as-19 imports as
; its text does.
; REQUIRES: llvm-as
; RUN: llvm-as-19 %s -o %t.bc
; RUN: oxir-translate --import-llvm %t.bc | FileCheck %s
; RUN: oxir-translate --import-llvm %s | FileCheck %s

@counter = internal global i64 7, align 8

define i64 @bump(i64 %by) {
  %old = atomicrmw add ptr @counter, i64 %by seq_cst, align 8
  %new = add nsw i64 %old, %by
  ret i64 %new
}

; CHECK: module {
; CHECK-NEXT:   llvm.mlir.global internal @counter(7 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
; CHECK-NEXT:   llvm.func @bump(%arg0: i64) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.addressof @counter : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.atomicrmw add %1, %arg0 seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
; CHECK-NEXT:     %3 = llvm.add %2, %arg0 overflow<nsw> : i64
; CHECK-NEXT:     llvm.return %3 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }
