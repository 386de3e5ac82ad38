// Input that is not UTF-8, read as mlir-opt-19 reads it: bytes. A comment may hold any bytes;
// a string literal keeps them (attribute values and names, symbol names, location file names)
// and prints them escaped; anywhere else such a byte is an "unexpected character" error at its
// line and column, from a file or from standard input (`<stdin>:2:3`), with the source line
// shown as it is and no caret (LLVM shows none under a line that is not ASCII). The inputs are
// made with printf, so that this file stays text; each output is also compared byte for byte
// with mlir-opt-19's.

// RUN: printf '// \377\376\303 comment\n"t.op"() {s = "a\377b\303\251", "k\376" = 1 : i32, r = @"s\377"} : () -> () loc("f\377":1:2) // \300\n' > %t.ok.mlir
// RUN: oxir-opt --allow-unregistered-dialect %t.ok.mlir | FileCheck %s --check-prefix=PRINT --match-full-lines --strict-whitespace
// RUN: oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo - < %t.ok.mlir > %t.ok.out
// RUN: FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace < %t.ok.out
// RUN: %mlir_opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo - < %t.ok.mlir > %t.ok.ref
// RUN: diff %t.ok.ref %t.ok.out
// The printed form reads back to itself.
// RUN: oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %t.ok.out | diff %t.ok.out -

// PRINT:module {
// PRINT-NEXT:  "t.op"() {"k\FE" = 1 : i32, r = @"s\FF", s = "a\FFb\C3\A9"} : () -> ()
// PRINT-NEXT:}
// PRINT-EMPTY:
// PRINT-NOT:{{.}}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "t.op"() {"k\FE" = 1 : i32, r = @"s\FF", s = "a\FFb\C3\A9"} : () -> () loc(#loc1)
// GENERIC-NEXT:}) : () -> () loc(#loc)
// GENERIC-NEXT:#loc = loc("<stdin>":0:0)
// GENERIC-NEXT:#loc1 = loc("f\FF":1:2)
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}

// RUN: printf '"t.op"() : () -> ()\n  \377 "t.op"() : () -> ()\n' > %t.err.mlir
// RUN: not oxir-opt --allow-unregistered-dialect %t.err.mlir 2> %t.err.out
// RUN: FileCheck %s --check-prefix=ERROR --match-full-lines --strict-whitespace < %t.err.out
// RUN: not %mlir_opt --allow-unregistered-dialect %t.err.mlir 2> %t.err.ref
// RUN: diff %t.err.ref %t.err.out
// RUN: not oxir-opt --allow-unregistered-dialect < %t.err.mlir 2> %t.stdin.out
// RUN: FileCheck %s --check-prefix=STDIN --match-full-lines --strict-whitespace < %t.stdin.out
// RUN: not %mlir_opt --allow-unregistered-dialect < %t.err.mlir 2> %t.stdin.ref
// RUN: diff %t.stdin.ref %t.stdin.out

// ERROR:{{.*}}.err.mlir:2:3: error: unexpected character
// ERROR-NEXT:  {{.}} "t.op"() : () -> ()
// ERROR-NOT:{{.}}

// STDIN:<stdin>:2:3: error: unexpected character
// STDIN-NEXT:  {{.}} "t.op"() : () -> ()
// STDIN-NOT:{{.}}

// The same error expected with `--verify-diagnostics`, in a split input whose comments hold
// such bytes too (`\040` and `\055` are a space and a dash: this file itself has no split
// marker and no annotation).
// RUN: printf '// \377\n"t.op"() : () -> ()\n//\040-----\n// expected\055error@+1 {{unexpected character}}\n"t.op"() {\376 = 1} : () -> ()\n' > %t.verify.mlir
// RUN: oxir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %t.verify.mlir
