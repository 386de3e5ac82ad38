// The `func` ops in their custom forms, printed back as mlir-opt-19 prints them: declarations
// with visibility, argument and result attributes; definitions with `attributes`; direct and
// indirect calls with any number of results; function constants; returns. Inside a function,
// `func` ops print without their prefix. The second RUN line reads the output back, the third
// checks the generic form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func private @none()
func.func private @scalar(i32, f64) -> i64
func.func nested @nested_decl(index) -> (i1, i1) attributes {my.kind = "decl"}
func.func private @returns_function() -> ((i32) -> i32)
func.func private @arg_attrs(i32 {my.a = 1 : i32}, f32) -> (f64 {my.r})
func.func public @explicit_public(%x: i64) -> i64 {
  return %x : i64
}

func.func @count(%x: i64) -> (i64, i64)
  attributes {fruit.kind = "banana"} {
  func.return %x, %x : i64, i64
}

func.func @calls(%a: i32, %b: f64, %c: index) -> i64 {
  func.call @none() : () -> ()
  %0 = func.call @scalar(%a, %b) : (i32, f64) -> i64
  %1:2 = call @nested_decl(%c) {my.hint} : (index) -> (i1, i1)
  %f = func.constant @scalar : (i32, f64) -> i64
  %2 = func.call_indirect %f(%a, %b) : (i32, f64) -> i64
  %g = constant @returns_function : () -> ((i32) -> i32)
  %h = func.call_indirect %g() : () -> ((i32) -> i32)
  %3 = func.call_indirect %h(%a) {my.tail} : (i32) -> i32
  return %2 : i64
}

func.func @blocks(%a: i32 {my.in}, %b: i32) -> (i32 {my.out}) {
  cf.br ^bb1(%b : i32)
^bb1(%c: i32):
  return %c : i32
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func private @none()
// CHECK-NEXT:  func.func private @scalar(i32, f64) -> i64
// CHECK-NEXT:  func.func nested @nested_decl(index) -> (i1, i1) attributes {my.kind = "decl"}
// CHECK-NEXT:  func.func private @returns_function() -> ((i32) -> i32)
// CHECK-NEXT:  func.func private @arg_attrs(i32 {my.a = 1 : i32}, f32) -> (f64 {my.r})
// CHECK-NEXT:  func.func public @explicit_public(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit.kind = "banana"} {
// CHECK-NEXT:    return %arg0, %arg0 : i64, i64
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @calls(%arg0: i32, %arg1: f64, %arg2: index) -> i64 {
// CHECK-NEXT:    call @none() : () -> ()
// CHECK-NEXT:    %0 = call @scalar(%arg0, %arg1) : (i32, f64) -> i64
// CHECK-NEXT:    %1:2 = call @nested_decl(%arg2) {my.hint} : (index) -> (i1, i1)
// CHECK-NEXT:    %f = constant @scalar : (i32, f64) -> i64
// CHECK-NEXT:    %2 = call_indirect %f(%arg0, %arg1) : (i32, f64) -> i64
// CHECK-NEXT:    %f_0 = constant @returns_function : () -> ((i32) -> i32)
// CHECK-NEXT:    %3 = call_indirect %f_0() : () -> ((i32) -> i32)
// CHECK-NEXT:    %4 = call_indirect %3(%arg0) {my.tail} : (i32) -> i32
// CHECK-NEXT:    return %2 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @blocks(%arg0: i32 {my.in}, %arg1: i32) -> (i32 {my.out}) {
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "none", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f64) -> i64, sym_name = "scalar", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "nested_decl", sym_visibility = "nested"}> ({
// GENERIC-NEXT:  }) {my.kind = "decl"} : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "returns_function", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{arg_attrs = [{my.a = 1 : i32}, {}], function_type = (i32, f32) -> f64, res_attrs = [{my.r}], sym_name = "arg_attrs", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i64) -> i64, sym_name = "explicit_public", sym_visibility = "public"}> ({
// GENERIC-NEXT:  ^bb0(%arg6: i64):
// GENERIC-NEXT:    "func.return"(%arg6) : (i64) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i64) -> (i64, i64), sym_name = "count"}> ({
// GENERIC-NEXT:  ^bb0(%arg5: i64):
// GENERIC-NEXT:    "func.return"(%arg5, %arg5) : (i64, i64) -> ()
// GENERIC-NEXT:  }) {fruit.kind = "banana"} : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f64, index) -> i64, sym_name = "calls"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: f64, %arg4: index):
// GENERIC-NEXT:    "func.call"() <{callee = @none}> : () -> ()
// GENERIC-NEXT:    %1 = "func.call"(%arg2, %arg3) <{callee = @scalar}> : (i32, f64) -> i64
// GENERIC-NEXT:    %2:2 = "func.call"(%arg4) <{callee = @nested_decl}> {my.hint} : (index) -> (i1, i1)
// GENERIC-NEXT:    %3 = "func.constant"() <{value = @scalar}> : () -> ((i32, f64) -> i64)
// GENERIC-NEXT:    %4 = "func.call_indirect"(%3, %arg2, %arg3) : ((i32, f64) -> i64, i32, f64) -> i64
// GENERIC-NEXT:    %5 = "func.constant"() <{value = @returns_function}> : () -> (() -> ((i32) -> i32))
// GENERIC-NEXT:    %6 = "func.call_indirect"(%5) : (() -> ((i32) -> i32)) -> ((i32) -> i32)
// GENERIC-NEXT:    %7 = "func.call_indirect"(%6, %arg2) {my.tail} : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT:    "func.return"(%4) : (i64) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{arg_attrs = [{my.in}, {}], function_type = (i32, i32) -> i32, res_attrs = [{my.out}], sym_name = "blocks"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT:    "cf.br"(%arg1)[^bb1] : (i32) -> ()
// GENERIC-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// GENERIC-NEXT:    "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}
