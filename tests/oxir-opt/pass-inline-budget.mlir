// -inline on a call tree that doubles at each of ten levels: @main ends with 1024 copies of the
// leaf, as mlir-opt-19 makes it (the default budget of inlined ops is far away). With a budget
// of 6 ops per callable (`inlining-budget`), each callable takes what fits and keeps the calls
// that do not, with one remark per callable.
// RUN: oxir-opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -inline=inlining-budget=6 2>/dev/null | FileCheck %s --check-prefix=BUDGET --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -inline=inlining-budget=6 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// CHECK:module {
// CHECK-NEXT:  func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-COUNT-1023:    %{{[0-9]+}} = arith.muli %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT:    return %1023 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// @f9 takes both copies of @f10 (2 ops each, its return counted), @f8 both of @f9 (3 ops
// each); @f7 has room for one @f8 (5 ops) only, and so on up.
// BUDGET-LABEL:  func.func private @f8(%arg0: i32) -> i32 {
// BUDGET-COUNT-4:    %{{[0-9]+}} = arith.muli %{{.+}}, %{{.+}} : i32
// BUDGET-NEXT:    return %3 : i32
// BUDGET-NEXT:  }
// BUDGET-LABEL:  func.func @main(%arg0: i32) -> i32 {
// BUDGET-NEXT:    %0 = call @f2(%arg0) : (i32) -> i32
// BUDGET-NEXT:    %1 = call @f2(%0) : (i32) -> i32
// BUDGET-NEXT:    %2 = call @f2(%1) : (i32) -> i32
// BUDGET-NEXT:    %3 = call @f2(%2) : (i32) -> i32
// BUDGET-NEXT:    return %3 : i32
// BUDGET-NEXT:  }

func.func private @f0(%x: i32) -> i32 {
  %0 = call @f1(%x) : (i32) -> i32
  %1 = call @f1(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f1(%x: i32) -> i32 {
  %0 = call @f2(%x) : (i32) -> i32
  %1 = call @f2(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f2(%x: i32) -> i32 {
  %0 = call @f3(%x) : (i32) -> i32
  %1 = call @f3(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f3(%x: i32) -> i32 {
  %0 = call @f4(%x) : (i32) -> i32
  %1 = call @f4(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f4(%x: i32) -> i32 {
  %0 = call @f5(%x) : (i32) -> i32
  %1 = call @f5(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f5(%x: i32) -> i32 {
  %0 = call @f6(%x) : (i32) -> i32
  %1 = call @f6(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f6(%x: i32) -> i32 {
  %0 = call @f7(%x) : (i32) -> i32
  %1 = call @f7(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f7(%x: i32) -> i32 {
  %0 = call @f8(%x) : (i32) -> i32
  %1 = call @f8(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f8(%x: i32) -> i32 {
  %0 = call @f9(%x) : (i32) -> i32
  %1 = call @f9(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f9(%x: i32) -> i32 {
  %0 = call @f10(%x) : (i32) -> i32
  %1 = call @f10(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f10(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func @main(%x: i32) -> i32 {
  %0 = call @f0(%x) : (i32) -> i32
  return %0 : i32
}

// One remark per callable, on the first call its budget left alone (in @f0, @f4 and @main a call
// that inlining brought in).
// REMARK: pass-inline-budget.mlir:69:8: remark: call to @f8 not inlined: @f7 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:64:8: remark: call to @f7 not inlined: @f6 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:58:8: remark: call to @f6 not inlined: @f5 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:58:8: remark: call to @f6 not inlined: @f4 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:49:8: remark: call to @f4 not inlined: @f3 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:44:8: remark: call to @f3 not inlined: @f2 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:38:8: remark: call to @f2 not inlined: @f1 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:38:8: remark: call to @f2 not inlined: @f0 would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK: pass-inline-budget.mlir:38:8: remark: call to @f2 not inlined: @main would get more than its budget of 6 inlined ops (inlining-budget)
// REMARK-NOT: remark
