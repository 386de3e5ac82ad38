; Function attributes read back as llvm.func properties: LLVM's attributes the op has a
; property for become it (noinline → no_inline, memory(...) → #llvm.memory_effects, the
; target and floating-point settings, the AArch64 modes, vscale_range), every other one goes to
; passthrough by name, with its value when it has one (target-cpu is both, as in MLIR 19).
; Compared with mlir-translate-19's import.
; RUN: oxir-translate --import-llvm %s | FileCheck %s
; REQUIRES: mlir-translate
; RUN: sh %S/inputs/import-compare.sh %s %t

; CHECK-LABEL: llvm.func @everything(%arg0: i32) -> i32 vscale_range(2, 8) attributes {always_inline, convergent, denormal_fp_math = "ieee", fp_contract = "fast", frame_pointer = #llvm.framePointerKind<"non-leaf">, memory = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["cold", "mustprogress", ["alignstack", "16"], "custom", ["key", "value"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+avx", "-sse4.2"]>, tune_cpu = "generic", unsafe_fp_math = true, will_return}
define i32 @everything(i32 %x) #0 {
  ret i32 %x
}

; CHECK-LABEL: llvm.func @declared() attributes {arm_inout_za, arm_streaming, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = write>, no_inline, no_nans_fp_math = false, optimize_none}
declare void @declared() #1

attributes #0 = { alwaysinline convergent nounwind willreturn cold mustprogress memory(read, argmem: readwrite, inaccessiblemem: none) alignstack=16 vscale_range(2,8) "frame-pointer"="non-leaf" "target-cpu"="x86-64" "tune-cpu"="generic" "target-features"="+avx,-sse4.2" "unsafe-fp-math"="true" "denormal-fp-math"="ieee" "fp-contract"="fast" "custom" "key"="value" }
attributes #1 = { noinline optnone memory(inaccessiblemem: write) "aarch64_pstate_sm_enabled" "aarch64_inout_za" "no-nans-fp-math"="false" }
