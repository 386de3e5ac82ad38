// Input from standard input, output to a file, and exit codes.
// RUN: cat %s | oxir-opt --allow-unregistered-dialect - -o %t && FileCheck %s --check-prefix=FILE < %t
// RUN: not oxir-opt %s 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: not oxir-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not oxir-opt --no-such-flag=1 %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: oxir-opt --help | FileCheck %s --check-prefix=HELP

// FILE: module {
// FILE-NEXT:   "t.op"() {a = 1 : i32} : () -> ()
// FILE-NEXT: }

// UNREGISTERED: io.mlir:[[@LINE+4]]:7: error: operation being parsed with an unregistered dialect
// MISSING: oxir-opt: could not open input file
// FLAG: oxir-opt: unknown command line argument `--no-such-flag=1`
// HELP: USAGE: oxir-opt [options] <input file>
"t.op"() {a = 1 : i32} : () -> ()
