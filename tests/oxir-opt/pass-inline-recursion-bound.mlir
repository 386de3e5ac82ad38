// -inline on callables that call each other twice each. MLIR 19 inlines their calls again in
// every round, multiplying them by four each time, and with its default four rounds per
// component effectively hangs. oxir-opt stops after the round that multiplied them, with a
// remark per caller, and its output is what mlir-opt-19 makes in that single round.
// RUN: oxir-opt %s -inline 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -inline=max-iterations=1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -inline 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: oxir-opt %s -inline --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// REMARK: pass-inline-recursion-bound.mlir:21:8: remark: call to @b not inlined: the calls @a makes into a recursive component multiplied when they were last inlined
// REMARK: pass-inline-recursion-bound.mlir:21:8: remark: call to @b not inlined: the calls @main makes into a recursive component multiplied when they were last inlined
// REMARK-NOT: remark

// STATS: (S) 40 num-bounded - Number of calls left alone by the bounds on growth

// CHECK:module {
// CHECK-NEXT:  func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-COUNT-4:    %{{[0-9]+}} = call @b(%{{[0-9]+}}) : (i32) -> i32
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  %1 = call @b(%0) : (i32) -> i32
  return %1 : i32
}
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
func.func private @b(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = call @a(%0) : (i32) -> i32
  %2 = call @a(%1) : (i32) -> i32
  return %2 : i32
}
// The two calls of @a became eight of @b in @a, and @a inlined in @main made 32 calls of @b
// there (a call of @b, inlined once more, brings four).
// CHECK-LABEL:  func.func @main(%arg0: i32) -> i32 {
// CHECK-COUNT-32:    %{{[0-9]+}} = call @b(%{{[0-9]+}}) : (i32) -> i32
// CHECK-NEXT:    return %41 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
func.func @main(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
