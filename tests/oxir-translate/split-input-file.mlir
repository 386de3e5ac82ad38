// --split-input-file: each chunk translated on its own, the outputs joined with the
// --output-split-marker (empty by default) and a newline, byte for byte as mlir-translate-19.
// RUN: oxir-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// RUN: oxir-translate --mlir-to-llvmir --split-input-file --output-split-marker='; next' %s | FileCheck %s --check-prefix=MARKER
// REQUIRES: mlir-translate
// RUN: oxir-translate --mlir-to-llvmir --split-input-file %s -o %t.ours
// RUN: mlir-translate-19 --mlir-to-llvmir --split-input-file %s -o %t.ref
// RUN: diff %t.ref %t.ours
// RUN: oxir-translate --mlir-to-llvmir --split-input-file --output-split-marker='; next' %s -o %t.ours
// RUN: mlir-translate-19 --mlir-to-llvmir --split-input-file --output-split-marker='; next' %s -o %t.ref
// RUN: diff %t.ref %t.ours
// A chunk that fails: the others are still translated, the error is located in its chunk, the
// exit status is 1; stdout as mlir-translate-19's. (The stderr differs in its last error: the
// `llvm` dialect does not yet verify `llvm.call`'s callee, so the translation reports it.)
// RUN: not oxir-translate --mlir-to-llvmir --split-input-file %S/inputs/split-errors.mlir > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=ERR-OUT < %t.out
// RUN: not mlir-translate-19 --mlir-to-llvmir --split-input-file %S/inputs/split-errors.mlir > %t.ref.out 2> %t.ref.err
// RUN: diff %t.ref.out %t.out
// --verify-diagnostics per chunk: met expectations pass, a missing one fails.
// RUN: oxir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %S/inputs/split-expected.mlir | FileCheck %s --check-prefix=EXPECTED
// RUN: mlir-translate-19 --mlir-to-llvmir --split-input-file --verify-diagnostics %S/inputs/split-expected.mlir > /dev/null
// RUN: not oxir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %S/inputs/split-errors.mlir 2>&1 | FileCheck %s --check-prefix=UNEXPECTED
// A marker MLIR cannot split at is an error of the command line.
// RUN: not oxir-translate --mlir-to-llvmir --split-input-file=@@ %s 2>&1 | FileCheck %s --check-prefix=SHORT

// CHECK: define void @first()
// CHECK-NEXT: ret void
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK: define i32 @second()
// CHECK-NEXT: ret i32 7
// CHECK-NOT: @first

// MARKER: define void @first()
// MARKER: !0 = !{i32 2, !"Debug Info Version", i32 3}
// MARKER-NEXT: ; next
// MARKER-NEXT: ; ModuleID = 'LLVMDialectModule'
// MARKER: define i32 @second()

// ERR: within split at {{.*}}split-errors.mlir:4 offset :4:15: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i64'
// ERR-NEXT: llvm.return %0 : i32
// ERR: within split at {{.*}}split-errors.mlir:4 offset :3:3: note: prior use here
// ERR: within split at {{.*}}split-errors.mlir:13 offset :3:3: error:
// ERR-OUT: define void @a()
// ERR-OUT-NOT: define
// ERR-OUT: define void @c()

// EXPECTED: define void @ok()
// EXPECTED: define void @also_ok()

// UNEXPECTED: error: unexpected error: use of value '%0' expects different type than prior uses

// SHORT: oxir-translate: invalid value `@@` for `--split-input-file`: a marker has at least 3 bytes

llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
