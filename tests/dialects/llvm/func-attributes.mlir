// The function attributes of llvm.func are properties: unit ones, the target and
// floating-point settings, memory effects, passthrough entries, frame-pointer kind, target
// features; in the custom form they print in the dictionary, but vscale_range and comdat,
// which print after the signature (`vscale_range(1, 16)` reads back as i32 bounds, as MLIR's
// parser builds them). Both tools print these lines, custom and generic.
// RUN: oxir-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: oxir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt -mlir-print-op-generic | FileCheck %s --check-prefix=REREAD
// RUN: %mlir_opt %s | %mlir_opt -mlir-print-op-generic | FileCheck %s --check-prefix=REREAD

// CHECK-LABEL: llvm.func @everything(%arg0: i32) -> i32 vscale_range(1, 16) attributes {convergent, dso_local, frame_pointer = #llvm.framePointerKind<"non-leaf">, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, no_inline, no_unwind, optimize_none, passthrough = ["nounwind", ["alignstack", "16"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+sse4.2", "+avx"]>, tune_cpu = "generic", unsafe_fp_math = true, will_return} {
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, convergent, dso_local, frame_pointer = #llvm.framePointerKind<"non-leaf">, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, no_inline, no_unwind, optimize_none, passthrough = ["nounwind", ["alignstack", "16"]], sym_name = "everything", target_cpu = "x86-64", target_features = #llvm.target_features<["+sse4.2", "+avx"]>, tune_cpu = "generic", unnamed_addr = 0 : i64, unsafe_fp_math = true, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 1 : i64, maxRange = 16 : i64>, will_return}>
// REREAD: vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>
llvm.func @everything(%a: i32) -> i32 attributes {passthrough = ["nounwind", ["alignstack", "16"]], frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse4.2", "+avx"]>, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>, dso_local, no_unwind, will_return, optimize_none, convergent, unsafe_fp_math = true} {
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func @declared() vscale_range(2, 4) attributes {always_inline, frame_pointer = #llvm.framePointerKind<all>, section = "text.hot"}
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, frame_pointer = #llvm.framePointerKind<all>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, section = "text.hot", sym_name = "declared", unnamed_addr = 0 : i64, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 2 : i32, maxRange = 4 : i32>}>
llvm.func @declared() vscale_range(2, 4) attributes {always_inline, section = "text.hot", frame_pointer = #llvm.framePointerKind<all>}
