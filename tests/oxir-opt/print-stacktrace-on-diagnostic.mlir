// --mlir-print-stacktrace-on-diagnostic attaches to each diagnostic a first note,
// `diagnostic emitted with trace:`, followed by the stack the diagnostic was created on. MLIR
// prints its native frames (addresses and C++ symbols); oxir-opt prints Rust's backtrace, whose
// frames name oxir's functions. Neither is reproducible, so only the shape is checked: the
// note comes right after the error's source line, before the note showing the op.

// RUN: not oxir-opt --mlir-print-stacktrace-on-diagnostic %s 2>&1 | FileCheck %s
// RUN: not oxir-opt %s 2>&1 | FileCheck %s --check-prefix=PLAIN

func.func @f() {
  %0 = arith.constant 1 : i32
  return %0 : i32
}

// CHECK: print-stacktrace-on-diagnostic.mlir:[[@LINE-3]]:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^
// CHECK-NEXT: print-stacktrace-on-diagnostic.mlir:[[@LINE-6]]:3: note: diagnostic emitted with trace:
// CHECK-NEXT: {{^ *}}0: {{.*}}
// CHECK: note: see current operation: "func.return"(%0) : (i32) -> ()

// PLAIN-NOT: emitted with trace
