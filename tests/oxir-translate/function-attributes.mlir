// Function attributes in LLVM IR: the unit ones as keywords, memory effects as memory(...),
// vscale_range, the target and floating-point settings as string attributes, passthrough
// entries as LLVM's attributes when LLVM knows their names (alignstack with its value) and
// as string attributes otherwise, dso_local, section, align, gc and personality, and a
// definition's entry count as a !prof attachment. A declaration gets only the unit keywords,
// memory, passthrough, align and gc, as in MLIR. Both translators print these lines.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=ENTRY
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s --check-prefix=ENTRY
// RUN: not oxir-translate --mlir-to-llvmir --split-input-file %S/inputs/bad-passthrough.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not mlir-translate-19 --mlir-to-llvmir --split-input-file %S/inputs/bad-passthrough.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: define dso_local i32 @everything(i32 %0) #[[EVERYTHING:[0-9]+]] section "text.hot" align 16 gc "shadow-stack" personality ptr @personality {
// CHECK: declare void @declared() #[[DECLARED:[0-9]+]] align 8
// CHECK: attributes #[[EVERYTHING]] = { convergent noinline nounwind optnone willreturn memory(argmem: read, inaccessiblemem: write) alignstack=16 vscale_range(1,16) "custom" "frame-pointer"="non-leaf" "key"="value" "no-nans-fp-math"="false" "target-cpu"="x86-64" "target-features"="+sse4.2,+avx" "tune-cpu"="generic" "unsafe-fp-math"="true" }
// CHECK: attributes #[[DECLARED]] = { alwaysinline memory(read) }
llvm.func @personality() -> i32
llvm.func @everything(%a: i32) -> i32 attributes {passthrough = ["nounwind", ["alignstack", "16"], "custom", ["key", "value"]], frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse4.2", "+avx"]>, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>, dso_local, no_unwind, will_return, optimize_none, convergent, unsafe_fp_math = true, no_nans_fp_math = false, section = "text.hot", alignment = 16 : i64, garbageCollector = "shadow-stack", personality = @personality} {
  llvm.return %a : i32
}
llvm.func @declared() attributes {always_inline, memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, alignment = 8 : i64, target_cpu = "x86-64", section = "cold"}

// BAD: error: expected 'passthrough' to contain string or array attributes
// BAD: error: LLVM attribute 'nounwind' does not expect a value, found '1'
// BAD: error: LLVM attribute 'alignstack' expects a value

// A definition's entry count is its !prof attachment.
// ENTRY: define void @counted() section "warm" !prof ![[COUNT:[0-9]+]] {
// ENTRY: ![[COUNT]] = !{!"function_entry_count", i64 1234}
llvm.func @counted() attributes {function_entry_count = 1234 : i64, section = "warm"} {
  llvm.return
}
