// print-ir prints the op it runs on under a header with its label, as MLIR's Operation::dump
// does: the op alone (local scope, no aliases), with the printing switches of the command line;
// on functions, one dump per function, in IR order with and without threads. The IR itself is
// unchanged. The expectations are mlir-opt-19's output, checked against both tools
// (mlir-opt-19 without threads, so that its output is in IR order).
// RUN: oxir-opt %s -print-ir -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -print-ir -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -print-ir=label=start -canonicalize -print-ir=label=end -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=LABEL
// RUN: %mlir_opt %s -print-ir=label=start -canonicalize -print-ir=label=end -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=LABEL
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(print-ir{label=fn}))' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(print-ir{label=fn}))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(print-ir))' -mlir-print-debuginfo -mlir-print-op-generic -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(print-ir))' -mlir-print-debuginfo -mlir-print-op-generic -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC
// RUN: oxir-opt %s -print-ir=label=kept | FileCheck %s --check-prefix=OUTPUT
// RUN: not oxir-opt %s '--pass-pipeline=builtin.module(print-ir{lable=x})' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:// {{-----}}// IR Dump //----- //
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: index) -> index {
// CHECK-NEXT:    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// LABEL:// {{-----}}// IR Dump start //----- //
// LABEL-NEXT:module {
// LABEL-NEXT:  func.func @f(%arg0: index) -> index {
// LABEL-NEXT:    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// LABEL-NEXT:    return %0 : index
// LABEL-NEXT:  }
// LABEL-NEXT:  func.func @g(%arg0: i32) -> i32 {
// LABEL-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// LABEL-NEXT:    return %0 : i32
// LABEL-NEXT:  }
// LABEL-NEXT:}
// LABEL-NEXT:// {{-----}}// IR Dump end //----- //
// LABEL-NEXT:module {
// LABEL-NEXT:  func.func @f(%arg0: index) -> index {
// LABEL-NEXT:    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%arg0]
// LABEL-NEXT:    return %0 : index
// LABEL-NEXT:  }
// LABEL-NEXT:  func.func @g(%arg0: i32) -> i32 {
// LABEL-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// LABEL-NEXT:    return %0 : i32
// LABEL-NEXT:  }
// LABEL-NEXT:}

// FUNC:// {{-----}}// IR Dump fn //----- //
// FUNC-NEXT:func.func @f(%arg0: index) -> index {
// FUNC-NEXT:  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// FUNC-NEXT:  return %0 : index
// FUNC-NEXT:}
// FUNC-NEXT:// {{-----}}// IR Dump fn //----- //
// FUNC-NEXT:func.func @g(%arg0: i32) -> i32 {
// FUNC-NEXT:  %0 = arith.addi %arg0, %arg0 : i32
// FUNC-NEXT:  return %0 : i32
// FUNC-NEXT:}

// GENERIC:// {{-----}}// IR Dump //----- //
// GENERIC-NEXT:"func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
// GENERIC-NEXT:^bb0(%arg0: index loc({{.*}})):
// GENERIC-NEXT:  %0 = "affine.apply"(%arg0) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index loc({{.*}})
// GENERIC-NEXT:  "func.return"(%0) : (index) -> () loc({{.*}})
// GENERIC-NEXT:}) : () -> () loc({{.*}})
// GENERIC-NEXT:// {{-----}}// IR Dump //----- //
// GENERIC-NEXT:"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// GENERIC-NEXT:^bb0(%arg0: i32 loc({{.*}})):
// GENERIC-NEXT:  %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("here")
// GENERIC-NEXT:  "func.return"(%0) : (i32) -> () loc({{.*}})
// GENERIC-NEXT:}) : () -> () loc({{.*}})

// OUTPUT-NOT:IR Dump
// OUTPUT:#map = affine_map<(d0) -> (d0 + 1)>
// OUTPUT:    %0 = affine.apply #map(%arg0)

// BAD:oxir-opt: invalid pass pipeline: invalid options for pass `print-ir`: unknown option `lable`; did you mean `label`?

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index) -> index {
  %0 = affine.apply #map(%a)
  return %0 : index
}
func.func @g(%b: i32) -> i32 {
  %1 = arith.addi %b, %b : i32 loc("here")
  return %1 : i32
}
