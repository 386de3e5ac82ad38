// RUN: not oxir-opt %s -convert-arith-to-spirv 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -convert-arith-to-spirv 2>&1 | FileCheck %s

// The default target environment has no Int64: i64 does not convert, and arith, illegal in
// this pass, fails to legalize, naming the op.

func.func @wide(%a: i64) -> i64 {
  // CHECK: :[[@LINE+1]]:8: error: failed to legalize operation 'arith.addi' that was explicitly marked illegal
  %0 = arith.addi %a, %a : i64
  return %0 : i64
}
