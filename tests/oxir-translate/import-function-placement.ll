; Where a function goes, how it unwinds and is collected and how often it runs read back as
; llvm.func attributes: its alignment, section, personality, garbage collector (a name with a
; quote and a section with a parenthesis included) and !prof entry count, as
; mlir-translate-19 imports them.
; RUN: oxir-translate --import-llvm %s | FileCheck %s
; REQUIRES: mlir-translate
; RUN: sh %S/inputs/import-compare.sh %s %t

declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: llvm.func @placed() attributes {alignment = 32 : i64, garbageCollector = "shadow-stack", personality = @__gxx_personality_v0, section = ".text.hot"}
define void @placed() section ".text.hot" align 32 gc "shadow-stack" personality ptr @__gxx_personality_v0 {
  ret void
}

; CHECK-LABEL: llvm.func @quoted_gc(%arg0: i32) -> i32 attributes {garbageCollector = "my\22gc", section = "a)b"}
define i32 @quoted_gc(i32 %x) section "a)b" gc "my\22gc" {
  ret i32 %x
}

; CHECK-LABEL: llvm.func @declared() attributes {section = "lib"}
declare void @declared() section "lib"

; CHECK-LABEL: llvm.func @plain()
; CHECK-NOT: attributes
define void @plain() {
  ret void
}

; CHECK-LABEL: llvm.func @counted() attributes {function_entry_count = 77 : i64}
define void @counted() !prof !0 {
  ret void
}

!0 = !{!"function_entry_count", i64 77}
