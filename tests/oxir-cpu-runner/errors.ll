; Entry functions mlir-cpu-runner-19 refuses, with its messages, and bad input; each is an error
; on stderr and exit status 1, never a crash.
; RUN: not oxir-cpu-runner -e missing --entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not oxir-cpu-runner -e external --entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: Error: entry point not found
; RUN: not oxir-cpu-runner -e takes_args --entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=INPUTS
; RUN: not oxir-cpu-runner -e void_with_args --entry-point-result=void %s 2>&1 | FileCheck %s --check-prefix=INPUTS
; INPUTS: Error: function inputs not supported
; RUN: not oxir-cpu-runner -e i32_result --entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=I64
; I64: Error: only single i64 function result supported
; RUN: not oxir-cpu-runner -e i32_result %s 2>&1 | FileCheck %s --check-prefix=F32
; F32: Error: only single f32 function result supported
; RUN: not oxir-cpu-runner -e i32_result --entry-point-result=void %s 2>&1 | FileCheck %s --check-prefix=VOID
; VOID: Error: expected void function
; An external function nothing defines: mlir-cpu-runner-19 fails when materializing it.
; RUN: not oxir-cpu-runner -e calls_unknown --entry-point-result=void %s 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
; UNRESOLVED: Error: symbols not found: `oxir_test_no_such_symbol`
; RUN: not oxir-cpu-runner --shared-libs=%t.missing.so -e i32_result --entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=LIB
; LIB: Error: cannot load shared library `{{.*}}.missing.so`: no such file
; RUN: not oxir-cpu-runner --shared-libs=%s -e i32_result --entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=NOTLIB
; NOTLIB: Error: cannot load shared library `{{.*}}errors.ll`
;
; Bad input: a parse error at its line and column, a verifier error, a missing file.
; RUN: echo "define i32 @main() {" | not oxir-cpu-runner --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=PARSE
; PARSE: oxir-cpu-runner: <stdin>:2:1: error: found end of file when expecting more instructions
; RUN: not oxir-cpu-runner --entry-point-result=i32 %S/inputs/invalid.ll 2>&1 | FileCheck %s --check-prefix=INVALID
; INVALID: Error: invalid LLVM IR: Instruction does not dominate all uses!
; RUN: not oxir-cpu-runner %t.does-not-exist.ll 2>&1 | FileCheck %s --check-prefix=NOFILE
; NOFILE: oxir-cpu-runner: cannot read `{{.*}}does-not-exist.ll`: No such file or directory
;
; Bad command lines.
; RUN: not oxir-cpu-runner --bogus %s 2>&1 | FileCheck %s --check-prefix=FLAG
; FLAG: oxir-cpu-runner: unknown command line argument `--bogus`; try `--help`
; RUN: not oxir-cpu-runner -O4 %s 2>&1 | FileCheck %s --check-prefix=O4
; O4: oxir-cpu-runner: unknown command line argument `-O4`; try `--help`
; RUN: not oxir-cpu-runner --entry-point-result=i8 %s 2>&1 | FileCheck %s --check-prefix=TYPE
; TYPE: oxir-cpu-runner: unsupported function type `i8` for `--entry-point-result`; expected `f32`, `i32`, `i64` or `void`
; RUN: not oxir-cpu-runner %s %s 2>&1 | FileCheck %s --check-prefix=TWO
; TWO: oxir-cpu-runner: too many positional arguments: only one input file can be given
; RUN: not oxir-cpu-runner %s -e 2>&1 | FileCheck %s --check-prefix=NOVALUE
; NOVALUE: oxir-cpu-runner: `-e` needs a value
; RUN: oxir-cpu-runner --help | FileCheck %s --check-prefix=HELP
; HELP: USAGE: oxir-cpu-runner [options] <input file>
; HELP: --entry-point-result=<type>

declare i32 @external()
declare void @oxir_test_no_such_symbol()

define i32 @takes_args(i32 %a) {
  ret i32 %a
}

define void @void_with_args(i32 %a) {
  ret void
}

define i32 @i32_result() {
  ret i32 1
}

define void @calls_unknown() {
  call void @oxir_test_no_such_symbol()
  ret void
}
