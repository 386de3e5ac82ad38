// convert-func-to-llvm and convert-to-llvm: a `llvm.linkage` that is no `#llvm.linkage` and a C
// interface asked of a variadic function (declared or defined) are errors at the function,
// reported by its pattern before it fails. The function stays a `func.func` (its body is still
// converted), the other functions are lowered and the pass succeeds, as with mlir-opt-19: both
// tools' standard output and standard error are compared whole, and both exit with 0.
// RUN: oxir-opt %s -convert-func-to-llvm > %t.oxir 2> %t.oxir.err
// RUN: %mlir_opt %s -convert-func-to-llvm > %t.mlir 2> %t.mlir.err
// RUN: diff %t.mlir %t.oxir
// RUN: diff %t.mlir.err %t.oxir.err
// RUN: FileCheck %s < %t.oxir
// RUN: FileCheck %s --check-prefix=ERR < %t.oxir.err
// RUN: oxir-opt %s -convert-to-llvm > %t.oxir.all 2> %t.oxir.all.err
// RUN: %mlir_opt %s -convert-to-llvm > %t.mlir.all 2> %t.mlir.all.err
// RUN: diff %t.mlir.all %t.oxir.all
// RUN: diff %t.mlir.all.err %t.oxir.all.err

// ERR: convert-func-to-llvm-pattern-errors.mlir:[[@LINE+9]]:1: error: Contains llvm.linkage attribute not of type LLVM::LinkageAttr
// ERR: note: see current operation:
// ERR-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "linked"}> ({
// ERR-NEXT: ^bb0(%arg0: i32):
// ERR-NEXT:   "func.return"(%arg0) : (i32) -> ()
// ERR-NEXT: }) {llvm.linkage = 1 : i64} : () -> ()
// CHECK-LABEL: func.func @linked(%arg0: i32) -> i32 attributes {llvm.linkage = 1 : i64} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
func.func @linked(%a: i32) -> i32 attributes {llvm.linkage = 1 : i64} {
  return %a : i32
}

// ERR: convert-func-to-llvm-pattern-errors.mlir:[[@LINE+4]]:1: error: C interface for variadic functions is not supported yet.
// ERR: note: see current operation:
// ERR-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "printf_like", sym_visibility = "private"}> ({
// ERR-NEXT: }) {func.varargs = true, llvm.emit_c_interface} : () -> ()
func.func private @printf_like(i32) attributes {func.varargs = true, llvm.emit_c_interface}
// CHECK: func.func private @printf_like(i32) attributes {func.varargs = true, llvm.emit_c_interface}

// The note shows the function as it is when the error is reported: its body already moved to
// the new function, so its region is empty.
// ERR: convert-func-to-llvm-pattern-errors.mlir:[[@LINE+6]]:1: error: C interface for variadic functions is not supported yet.
// ERR: note: see current operation:
// ERR-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "variadic_body"}> ({
// ERR-NEXT: }) {func.varargs = true, llvm.emit_c_interface} : () -> ()
// CHECK-LABEL: func.func @variadic_body(%arg0: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
func.func @variadic_body(%a: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}

// CHECK-LABEL: llvm.func @fine(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
func.func @fine(%a: i32) -> i32 {
  return %a : i32
}
