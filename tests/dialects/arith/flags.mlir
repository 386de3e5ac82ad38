// The `arith` ops with fast-math or overflow flags, floating-point comparisons and the
// floating-point casts, printed back as mlir-opt-19 prints them: the `#arith.fastmath` and
// `#arith.overflow` attributes stripped to `fastmath<...>` / `overflow<...>` (their cases in
// MLIR's order and separators, `fast` for all fast-math flags), left out when they hold their
// default `none`, and read back in either form; predicates and rounding modes as keywords. The
// second RUN line reads the output back, the third checks the generic form.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @overflow(%a: i32, %b: i32, %v: vector<4xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %v, %v overflow<nuw, nsw> : vector<4xi64>
  %4 = arith.shli %a, %b overflow<nsw,nuw> : i32
  %5 = arith.addi %a, %b overflow<none> : i32
  %6 = arith.muli %a, %b overflow<nsw> {my.hint} : i32
  %7 = "arith.subi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %8 = arith.addi %a, %b overflow#arith.overflow<nuw> {my.hint} : i32
  return
}

func.func @fastmath(%x: f32, %y: f32, %t: tensor<2xf64>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %x, %y fastmath<nnan,ninf> : f32
  %2 = arith.subf %x, %y fastmath<fast> : f32
  %3 = arith.mulf %t, %t fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : tensor<2xf64>
  %4 = arith.divf %x, %y fastmath<none> : f32
  %5 = arith.remf %x, %y fastmath<contract, afn> : f32
  %6 = arith.maximumf %x, %y fastmath<nsz> : f32
  %7 = arith.minimumf %x, %y : f32
  %8 = arith.maxnumf %x, %y fastmath<arcp> : f32
  %9 = arith.minnumf %x, %y : f32
  %10 = arith.negf %x fastmath<ninf> : f32
  %11 = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<reassoc>}> {my.hint} : (f32, f32) -> f32
  %12 = arith.mulf %x, %y fastmath<nnan,fast> : f32
  return
}

func.func @comparisons(%x: f32, %v: vector<4xf16>) {
  %0 = arith.cmpf oeq, %x, %x : f32
  %1 = arith.cmpf ult, %v, %v fastmath<nnan> : vector<4xf16>
  %2 = arith.cmpf "false", %x, %x : f32
  %3 = arith.cmpf true, %x, %x fastmath<fast> : f32
  %4 = arith.cmpf une, %x, %x {my.hint} : f32
  return
}

func.func @float_casts(%h: f16, %f: f32, %v: vector<2xf32>) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %h fastmath<nnan> : f16 to f64
  %2 = arith.truncf %f : f32 to f16
  %3 = arith.truncf %f to_nearest_even : f32 to bf16
  %4 = arith.truncf %v upward fastmath<fast> : vector<2xf32> to vector<2xf16>
  %5 = arith.truncf %f fastmath<ninf> : f32 to f16
  %6 = arith.truncf %f toward_zero {my.hint} : f32 to f16
  return
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func @overflow(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:    %3 = arith.muli %arg2, %arg2 overflow<nsw, nuw> : vector<4xi64>
// CHECK-NEXT:    %4 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %5 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %6 = arith.muli %arg0, %arg1 overflow<nsw> {my.hint} : i32
// CHECK-NEXT:    %7 = arith.subi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %8 = arith.addi %arg0, %arg1 overflow<nuw> {my.hint} : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @fastmath(%arg0: f32, %arg1: f32, %arg2: tensor<2xf64>) {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = arith.addf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %2 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    %3 = arith.mulf %arg2, %arg2 fastmath<fast> : tensor<2xf64>
// CHECK-NEXT:    %4 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:    %5 = arith.remf %arg0, %arg1 fastmath<contract,afn> : f32
// CHECK-NEXT:    %6 = arith.maximumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT:    %7 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT:    %8 = arith.maxnumf %arg0, %arg1 fastmath<arcp> : f32
// CHECK-NEXT:    %9 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT:    %10 = arith.negf %arg0 fastmath<ninf> : f32
// CHECK-NEXT:    %11 = arith.addf %arg0, %arg1 fastmath<reassoc> {my.hint} : f32
// CHECK-NEXT:    %12 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @comparisons(%arg0: f32, %arg1: vector<4xf16>) {
// CHECK-NEXT:    %0 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = arith.cmpf ult, %arg1, %arg1 fastmath<nnan> : vector<4xf16>
// CHECK-NEXT:    %2 = arith.cmpf false, %arg0, %arg0 : f32
// CHECK-NEXT:    %3 = arith.cmpf true, %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %4 = arith.cmpf une, %arg0, %arg0 {my.hint} : f32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @float_casts(%arg0: f16, %arg1: f32, %arg2: vector<2xf32>) {
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:    %1 = arith.extf %arg0 fastmath<nnan> : f16 to f64
// CHECK-NEXT:    %2 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:    %3 = arith.truncf %arg1 to_nearest_even : f32 to bf16
// CHECK-NEXT:    %4 = arith.truncf %arg2 upward fastmath<fast> : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:    %5 = arith.truncf %arg1 fastmath<ninf> : f32 to f16
// CHECK-NEXT:    %6 = arith.truncf %arg1 toward_zero {my.hint} : f32 to f16
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, vector<4xi64>) -> (), sym_name = "overflow"}> ({
// GENERIC-NEXT:  ^bb0(%arg8: i32, %arg9: i32, %arg10: vector<4xi64>):
// GENERIC-NEXT:    %25 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %26 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %27 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %28 = "arith.muli"(%arg10, %arg10) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:    %29 = "arith.shli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %30 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %31 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw>}> {my.hint} : (i32, i32) -> i32
// GENERIC-NEXT:    %32 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %33 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nuw>}> {my.hint} : (i32, i32) -> i32
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, f32, tensor<2xf64>) -> (), sym_name = "fastmath"}> ({
// GENERIC-NEXT:  ^bb0(%arg5: f32, %arg6: f32, %arg7: tensor<2xf64>):
// GENERIC-NEXT:    %12 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %13 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %14 = "arith.subf"(%arg5, %arg6) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %15 = "arith.mulf"(%arg7, %arg7) <{fastmath = #arith.fastmath<fast>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
// GENERIC-NEXT:    %16 = "arith.divf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %17 = "arith.remf"(%arg5, %arg6) <{fastmath = #arith.fastmath<contract,afn>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %18 = "arith.maximumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %19 = "arith.minimumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %20 = "arith.maxnumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %21 = "arith.minnumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %22 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
// GENERIC-NEXT:    %23 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<reassoc>}> {my.hint} : (f32, f32) -> f32
// GENERIC-NEXT:    %24 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f32, vector<4xf16>) -> (), sym_name = "comparisons"}> ({
// GENERIC-NEXT:  ^bb0(%arg3: f32, %arg4: vector<4xf16>):
// GENERIC-NEXT:    %7 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %8 = "arith.cmpf"(%arg4, %arg4) <{fastmath = #arith.fastmath<nnan>, predicate = 11 : i64}> : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
// GENERIC-NEXT:    %9 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %10 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<fast>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %11 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> {my.hint} : (f32, f32) -> i1
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (f16, f32, vector<2xf32>) -> (), sym_name = "float_casts"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: f16, %arg1: f32, %arg2: vector<2xf32>):
// GENERIC-NEXT:    %0 = "arith.extf"(%arg0) : (f16) -> f32
// GENERIC-NEXT:    %1 = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f16) -> f64
// GENERIC-NEXT:    %2 = "arith.truncf"(%arg1) : (f32) -> f16
// GENERIC-NEXT:    %3 = "arith.truncf"(%arg1) <{roundingmode = 0 : i32}> : (f32) -> bf16
// GENERIC-NEXT:    %4 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<fast>, roundingmode = 2 : i32}> : (vector<2xf32>) -> vector<2xf16>
// GENERIC-NEXT:    %5 = "arith.truncf"(%arg1) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f16
// GENERIC-NEXT:    %6 = "arith.truncf"(%arg1) <{roundingmode = 3 : i32}> {my.hint} : (f32) -> f16
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}
