// Errors of the SPIR-V translations: without --no-implicit-module the top-level op is the
// builtin.module (mlir-translate-19's message); a binary cut inside an instruction is an error
// naming the word offset, never a crash.

// RUN: not oxir-translate --serialize-spirv %s 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// IMPLICIT: {{.*}}spirv-errors.mlir:0:0: error: expected a 'spirv.module' op, got 'builtin.module'

// RUN: not oxir-translate --deserialize-spirv %S/inputs/truncated.spv 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: {{.*}}truncated.spv: error: at word 7: instruction (opcode 10) has 11 words, past the end of the binary (10 words)

spirv.module Logical GLSL450 {
}
