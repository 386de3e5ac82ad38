// func.call and func.call_indirect keep their discardable attributes on the llvm.call they
// become, as MLIR builds it with the call's attributes. CHECK lines are mlir-opt-19's output on
// this file.
// RUN: oxir-opt %s '-convert-func-to-llvm' | FileCheck %s --check-prefix=FUNC
// RUN: %mlir_opt %s '-convert-func-to-llvm' | FileCheck %s --check-prefix=FUNC
// RUN: oxir-opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL
// RUN: %mlir_opt %s '-convert-to-llvm' | FileCheck %s --check-prefix=ALL

func.func private @ext(i32) -> i32
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @ext(%a) {foo = 1 : i64, no_inline} : (i32) -> i32
  %1 = call @ext(%0) {bar = "x"} : (i32) -> i32
  return %1 : i32
}
func.func @indirect(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) {baz} : (i32) -> i32
  return %0 : i32
}

// FUNC: module {
// FUNC-NEXT: llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
// FUNC-LABEL: llvm.func @caller(%arg0: i32) -> i32 {
// FUNC-NEXT: %0 = llvm.call @ext(%arg0) {foo = 1 : i64, no_inline} : (i32) -> i32
// FUNC-NEXT: %1 = llvm.call @ext(%0) {bar = "x"} : (i32) -> i32
// FUNC-NEXT: llvm.return %1 : i32
// FUNC-NEXT: }
// FUNC-LABEL: llvm.func @indirect(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// FUNC-NEXT: %0 = llvm.call %arg0(%arg1) {baz} : !llvm.ptr, (i32) -> i32
// FUNC-NEXT: llvm.return %0 : i32
// FUNC-NEXT: }
// FUNC-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
// ALL-LABEL: llvm.func @caller(%arg0: i32) -> i32 {
// ALL-NEXT: %0 = llvm.call @ext(%arg0) {foo = 1 : i64, no_inline} : (i32) -> i32
// ALL-NEXT: %1 = llvm.call @ext(%0) {bar = "x"} : (i32) -> i32
// ALL-NEXT: llvm.return %1 : i32
// ALL-NEXT: }
// ALL-LABEL: llvm.func @indirect(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// ALL-NEXT: %0 = llvm.call %arg0(%arg1) {baz} : !llvm.ptr, (i32) -> i32
// ALL-NEXT: llvm.return %0 : i32
// ALL-NEXT: }
// ALL-NEXT: }
