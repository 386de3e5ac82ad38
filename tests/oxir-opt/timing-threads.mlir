// With threads, the report adds a user time column (what all threads spent) beside the wall
// time (elapsed time), and nests the passes under the pipeline that ran them on each function.
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace

// CHECK: ... Execution time report ...
// CHECK: ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT: {{.*}}%)  Parser
// CHECK-NEXT: {{.*}}%)  Verifier
// CHECK-NEXT: {{.*}}%)  'func.func' Pipeline
// CHECK-NEXT: {{.*}}%)    Canonicalizer
// CHECK-NEXT: {{.*}}%)    CSE
// CHECK-NEXT: {{.*}}%)  Output
// CHECK-NEXT: {{.*}}%)  Rest
// CHECK-NEXT: {{.*}}(100.0%)  Total
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @b(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @c(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
