// Errors emitted on an operation show it in a note at its location, as mlir-opt-19 does:
// `see current operation: ` and the op in the generic form, on the same line, or on the
// lines after when it takes several. The op is numbered as in the nearest op registered as
// isolated from above (values defined outside it keep their numbers), prints without aliases
// and with large elements attributes elided, and shows locations with
// `--mlir-print-debuginfo`. With `--verify-diagnostics` (third RUN line) or
// `--mlir-print-op-on-diagnostic=false` there is no such note.

// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file -o %t 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo -o %t 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-on-diagnostic=false -o %t 2>&1 | FileCheck %s --check-prefix=NONE
// DEBUG: {{.*}}: note: see current operation: "t.use"(%1) : (i32) -> () loc("{{.*}}":{{[0-9]+}}:{{[0-9]+}})
// NONE-NOT: see current operation

// Operands defined outside the op keep the numbers they have in the module.
"t.a"() ({
  %c = "t.c"() : () -> i64
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.use"(%v) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()

// CHECK:within split at {{.*}}invalid-verify-notes.mlir:1 offset :22:3: error: operand #0 does not dominate this use
// CHECK-NEXT:  "t.use"(%v) : (i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:1 offset :22:3: note: see current operation: "t.use"(%1) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:1 offset :24:8: note: operand defined here (op in the same block)
// CHECK-NEXT:  %v = "t.def"() : () -> i32
// CHECK-NEXT:       ^

// -----

// An op with a region prints on the lines after the message; its large elements attribute
// is elided, the affine map has no alias, and distinct attributes are numbered from 0.
"t.a"() ({
^bb0(%arg0: i32):
  %1 = "t.x"(%arg0) : (i32) -> i32
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
  %2 = "builtin.unrealized_conversion_cast"(%1, %arg0) ({
    "t.r"(%1) : (i32) -> ()
  }) {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, small = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>, splat = dense<1> : tensor<20xi32>, map = affine_map<(d0) -> (d0)>, d = distinct[4]<1>, e = distinct[8]<[2]>} : (i32, i32) -> i32
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:36 offset :9:8: error: 'builtin.unrealized_conversion_cast' op requires zero regions
// CHECK-NEXT:  %2 = "builtin.unrealized_conversion_cast"(%1, %arg0) ({
// CHECK-NEXT:       ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:36 offset :9:8: note: see current operation:{{ }}
// CHECK-NEXT:%1 = "builtin.unrealized_conversion_cast"(%0, %arg0) ({
// CHECK-NEXT:  "t.r"(%0) : (i32) -> ()
// CHECK-NEXT:}) {big = dense_resource<__elided__> : tensor<17xi32>, d = distinct[0]<1 : i64>, e = distinct[1]<[2]>, map = affine_map<(d0) -> (d0)>, small = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>, splat = dense<1> : tensor<20xi32>} : (i32, i32) -> i32

// -----

// Inside a nested module, values are numbered from that module, which is isolated from
// above: `%a` is `%0` there.
%x = "t.x"() : () -> i32
"builtin.module"() ({
  %y = "t.y"() : () -> i32
  "builtin.module"() ({
    %a = "t.a"() : () -> i32
    // expected-error@+1 {{unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations}}
    "builtin.foo"(%a) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:57 offset :11:5: error: unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations
// CHECK-NEXT:    "builtin.foo"(%a) : (i32) -> ()
// CHECK-NEXT:    ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:57 offset :11:5: note: see current operation: "builtin.foo"(%0) : (i32) -> ()

// -----

// A value from outside an isolated op is not numbered inside it.
%0 = "t.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"builtin.module"() ({
  // expected-error@+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:76 offset :8:3: error: 't.use' op using value defined outside the region
// CHECK-NEXT:  "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:76 offset :8:3: note: see current operation: "t.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:76 offset :6:1: note: required by region isolation constraints
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:^

// -----

// The module's own errors show the module with what it holds.
// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
"builtin.module"() ({
  %0 = "t.a"() : () -> i32
  "t.b"(%0) ({
  ^bb0(%arg0: i32):
    "t.c"(%arg0) : (i32) -> ()
  }) : (i32) -> ()
}) {a} : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:94 offset :5:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:94 offset :5:1: note: see current operation:{{ }}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.a"() : () -> i32
// CHECK-NEXT:  "t.b"(%0) ({
// CHECK-NEXT:  ^bb0(%arg0: i32):
// CHECK-NEXT:    "t.c"(%arg0) : (i32) -> ()
// CHECK-NEXT:  }) : (i32) -> ()
// CHECK-NEXT:}) {a} : () -> ()

// -----

// An op at the end of a block that needs a terminator is shown in the message too.
"t.a"() ({
  %0 = "t.x"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64}}
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:118 offset :9:8: error: block with no terminator, has %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:       ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:118 offset :9:8: note: see current operation: %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64

// -----

"t.a"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "t.br"()[^bb1] : () -> ()
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:134 offset :5:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT:  "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:134 offset :5:3: note: see current operation: "t.br"()[^bb1] : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:149 offset :4:1: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
// CHECK-NEXT:"builtin.unrealized_conversion_cast"() : () -> ()
// CHECK-NEXT:^
// CHECK-NEXT:within split at {{.*}}invalid-verify-notes.mlir:149 offset :4:1: note: see current operation: "builtin.unrealized_conversion_cast"() : () -> ()
// CHECK-NOT:{{.}}
