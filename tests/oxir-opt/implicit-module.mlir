// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file --no-implicit-module 2>&1 | FileCheck %s --check-prefix=EXPLICIT

// Top-level ops are wrapped in a module, unless the file is one module already.
// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT:   "t.b"() : () -> ()
// CHECK-NEXT: }
"t.a"() : () -> ()
"t.b"() : () -> ()

// -----

// CHECK: module @named {
// CHECK-NEXT:   "t.c"() : () -> ()
// CHECK-NEXT: }
// EXPLICIT-NOT: error:{{.*}}named
module @named {
  "t.c"() : () -> ()
}
