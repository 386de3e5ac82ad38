// What cannot be translated is an error at the op, with the source line, and exit status 1.
// RUN: not oxir-translate --mlir-to-llvmir %S/inputs/initializer-op.mlir 2>&1 | FileCheck %s --check-prefix=INIT
// The dialect's verifier refuses an op with side effects in an initializer, with MLIR's message.
// INIT: initializer-op.mlir:3:8: error: ops with side effects not allowed in global initializers
// INIT-NEXT: %0 = llvm.call @f() : () -> i32
// RUN: not oxir-translate --mlir-to-llvmir %S/inputs/constant-type.mlir 2>&1 | FileCheck %s --check-prefix=CONST
// The dialect's verifier catches a bad constant first, with MLIR's message.
// CONST: constant-type.mlir:2:8: error: 'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant
// What only LLVM's verifier catches is an error at the op whose instruction it quotes.
// RUN: not oxir-translate --mlir-to-llvmir %S/inputs/musttail.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: musttail.mlir:3:8: error: LLVM IR does not verify: musttail call must precede a ret with an optional bitcast
// RUN: not oxir-translate --mlir-to-llvmir %S/inputs/switch-duplicate.mlir 2>&1 | FileCheck %s --check-prefix=SWITCH
// SWITCH: switch-duplicate.mlir:3:3: error: LLVM IR rejected: duplicate case value in switch
// SWITCH-NEXT: llvm.switch %v : i32, ^bb1 [
// A location in another function's subprogram is refused, with LLVM's verifier message, as
// mlir-translate-19 refuses it.
// RUN: not oxir-translate --mlir-to-llvmir %S/inputs/debug-wrong-subprogram.mlir 2>&1 | FileCheck %s --check-prefix=WRONG-SP
// WRONG-SP: a.c:7:3: error: !dbg attachment points at wrong subprogram for function
// RUN: not oxir-translate %s 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: oxir-translate: no translation given: pass `--mlir-to-llvmir`
// RUN: not oxir-translate --mlir-to-llvmir --bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: oxir-translate: unknown argument `--bogus`
// RUN: oxir-translate --mlir-to-llvmir < %s | FileCheck %s --check-prefix=STDIN
// STDIN: @undefined = internal global i32 undef
llvm.mlir.global internal @undefined() : i32
