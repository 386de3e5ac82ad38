// Values used across the boundary of an op isolated from above (`func.func`,
// `builtin.module`): mlir-opt-19 reports the using op, with the op itself in a note, then the
// isolated op in a second note. The custom form of `func.func` does not hide the names defined
// outside it, so such a use parses, and a forward reference can even be resolved by a later
// function; the generic form of an isolated op behaves the same. Checked with
// `--verify-diagnostics`, and on standard error with the `see current operation` note.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file -o %t 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

// A forward reference resolved by a later function, after a declaration.
func.func private @decl()
// expected-note@+1 {{required by region isolation constraints}}
func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op using value defined outside the region}}
  return %0 : i32
}
func.func @g() {
  %0 = arith.constant 1 : i32
  return
}

// CHECK:within split at {{.*}}invalid-isolation.mlir:1 offset :16:3: error: 'func.return' op using value defined outside the region
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:1 offset :16:3: note: see current operation: "func.return"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:1 offset :14:1: note: required by region isolation constraints
// CHECK-NEXT:func.func @f() -> i32 {
// CHECK-NEXT:^

// -----

// A value defined before the function, used next to one of its own.
%0 = "t.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
func.func @f() {
  %1 = "t.other"() : () -> i32
  // expected-error@+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%1, %0) : (i32, i32) -> ()
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:31 offset :9:3: error: 't.use' op using value defined outside the region
// CHECK-NEXT:  "t.use"(%1, %0) : (i32, i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:31 offset :9:3: note: see current operation: "t.use"(%0, <<UNKNOWN SSA VALUE>>) : (i32, i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:31 offset :6:1: note: required by region isolation constraints
// CHECK-NEXT:func.func @f() {
// CHECK-NEXT:^

// -----

// A value defined after the function, in the region of an op around it.
"t.wrap"() ({
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @f() {
    "t.region"() ({
      // expected-error@+1 {{'t.use' op using value defined outside the region}}
      "t.use"(%v) : (i32) -> ()
    }) : () -> ()
    return
  }
  %v = "t.def"() : () -> i32
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:51 offset :9:7: error: 't.use' op using value defined outside the region
// CHECK-NEXT:      "t.use"(%v) : (i32) -> ()
// CHECK-NEXT:      ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:51 offset :9:7: note: see current operation: "t.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:51 offset :6:3: note: required by region isolation constraints
// CHECK-NEXT:  func.func @f() {
// CHECK-NEXT:  ^

// -----

// The generic form of `func.func`.
%0 = "t.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error@+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:74 offset :8:3: error: 't.use' op using value defined outside the region
// CHECK-NEXT:  "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:74 offset :8:3: note: see current operation: "t.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:74 offset :6:1: note: required by region isolation constraints
// CHECK-NEXT:"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// CHECK-NEXT:^

// -----

// An unnamed module may sit inside a function (a named one may not: it is a symbol outside a
// symbol table), but it is isolated too: it may not use the function's values.
func.func @f() {
  %0 = "t.def"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  builtin.module {
    // expected-error@+1 {{'t.use' op using value defined outside the region}}
    "t.use"(%0) : (i32) -> ()
  }
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:93 offset :10:5: error: 't.use' op using value defined outside the region
// CHECK-NEXT:    "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:    ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:93 offset :10:5: note: see current operation: "t.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:93 offset :8:3: note: required by region isolation constraints
// CHECK-NEXT:  builtin.module {
// CHECK-NEXT:  ^

// -----

// MLIR's verifier checks isolation when it leaves the function, after the ops in it: an error
// it meets there is the one reported.
%0 = "t.def"() : () -> i32
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  // expected-error@+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
  "arith.bogus"() : () -> ()
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:115 offset :9:3: error: unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations
// CHECK-NEXT:  "arith.bogus"() : () -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:115 offset :9:3: note: see current operation: "arith.bogus"() : () -> ()

// -----

// So is one in an earlier function.
%0 = "t.def"() : () -> i32
func.func @e() {
  // expected-error@+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
  "arith.bogus"() : () -> ()
  return
}
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:132 offset :7:3: error: unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations
// CHECK-NEXT:  "arith.bogus"() : () -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-isolation.mlir:132 offset :7:3: note: see current operation: "arith.bogus"() : () -> ()
// CHECK-NOT:{{.}}
