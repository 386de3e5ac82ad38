; --import-llvm on bad input: LLVM's parse diagnostic at its line and column, the verifier's
; message at the instruction it quotes, an instruction the importer does not convert at its
; line; each with the source line and a caret, and exit status 1. Never a crash.
; RUN: not oxir-translate --import-llvm %S/inputs/import-malformed.ll 2>&1 | FileCheck %s --check-prefix=PARSE
; PARSE: import-malformed.ll:3:3: error: expected ',' in arithmetic operation
; PARSE-NEXT: {{^}}  ret i32 %1
; PARSE-NEXT: {{^}}  ^
; RUN: not oxir-translate --import-llvm %S/inputs/import-mistyped.ll 2>&1 | FileCheck %s --check-prefix=TYPE
; TYPE: import-mistyped.ll:2:7: error: value doesn't match function result type 'i32'
; RUN: not oxir-translate --import-llvm %S/inputs/import-unverified.ll 2>&1 | FileCheck %s --check-prefix=VERIFY
; VERIFY: import-unverified{{(-debug)?}}.ll:2:3: error: LLVM IR does not verify: Only PHI nodes may reference their own value!
; A module declaring the debug info version is verified by LLVM's parser, which aborts the
; process when it does not verify (mlir-translate-19 does abort); oxir reports it.
; RUN: not oxir-translate --import-llvm %S/inputs/import-unverified-debug.ll 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: not oxir-translate --import-llvm %S/inputs/import-unsupported.ll 2>&1 | FileCheck %s --check-prefix=UNHANDLED
; UNHANDLED: import-unsupported.ll:4:3: error: unhandled instruction: indirectbr ptr %a, [label %b]
; RUN: not oxir-translate --import-llvm %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: oxir-translate: cannot read `{{.*}}import-errors.ll.missing`
; RUN: printf 'BC\300\336 truncated' > %t.bc
; RUN: not oxir-translate --import-llvm %t.bc 2>&1 | FileCheck %s --check-prefix=BITCODE
; BITCODE: error: cannot read bitcode:
