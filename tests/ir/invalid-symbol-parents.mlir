// A symbol op must sit directly in a symbol table, unless its parent op is unregistered:
// mlir-opt-19 rejects a `func.func` or a named `builtin.module` whose parent is a function,
// which is isolated from above but no symbol table. The parent of an op at the top of an
// isolated op's body is that isolated op. Checked with `--verify-diagnostics`, and on standard
// error with the `see current operation` note.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file -o %t 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

func.func @f() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @g() {
    return
  }
  return
}

// CHECK:within split at {{.*}}invalid-symbol-parents.mlir:1 offset :12:3: error: 'func.func' op symbol's parent must have the SymbolTable trait
// CHECK-NEXT:  func.func @g() {
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:1 offset :12:3: note: see current operation: 
// CHECK-NEXT:"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT:  "func.return"() : () -> ()
// CHECK-NEXT:}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @g()
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:26 offset :5:3: error: 'func.func' op symbol's parent must have the SymbolTable trait
// CHECK-NEXT:  func.func private @g()
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:26 offset :5:3: note: see current operation: 
// CHECK-NEXT:"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
// CHECK-NEXT:}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @m {
  }
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:41 offset :5:3: error: 'builtin.module' op symbol's parent must have the SymbolTable trait
// CHECK-NEXT:  builtin.module @m {
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:41 offset :5:3: note: see current operation: 
// CHECK-NEXT:"builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:^bb0:
// CHECK-NEXT:}) : () -> ()

// -----

// The generic form, with `nested` visibility.
func.func @f() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
  }) : () -> ()
  return
}

// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:58 offset :6:3: error: 'func.func' op symbol's parent must have the SymbolTable trait
// CHECK-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
// CHECK-NEXT:  ^
// CHECK-NEXT:within split at {{.*}}invalid-symbol-parents.mlir:58 offset :6:3: note: see current operation: 
// CHECK-NEXT:"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
// CHECK-NEXT:}) : () -> ()

// -----

// Accepted: a module without a name is no symbol; an unregistered parent may be a symbol
// table; a named module may sit in a module.
func.func @f() {
  builtin.module {
    func.func private @g()
  }
  "t.table"() ({
    func.func private @h()
    builtin.module @n {
    }
  }) : () -> ()
  return
}
module @m {
  module @n {
  }
}

// CHECK-NOT:{{.}}
