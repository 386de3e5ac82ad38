// reconcile-unrealized-casts: chains folded to their start, N:1 then 1:N round trips folded,
// casts with live uses kept, dead casts erased, casts that bridge different types kept, across
// blocks and into nested regions. The expectations are mlir-opt-19's output, checked against
// both tools.
// RUN: oxir-opt %s -reconcile-unrealized-casts | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -reconcile-unrealized-casts | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-LABEL:  func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @n1_1n(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:    return %arg0, %arg1 : i64, i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @n1_1n_chain(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT:    return %arg0, %arg1 : i64, i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @live(%arg0: i64) -> (i32, i64) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    return %0, %arg0 : i32, i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @dead(%arg0: i64) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @mismatch(%arg0: i64) -> i16 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
// CHECK-NEXT:    return %1 : i16
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @mixed(%arg0: i64) -> (i64, i16) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
// CHECK-NEXT:    return %arg0, %1 : i64, i16
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @partial_n(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i64 to tuple<i64, i64>
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : tuple<i64, i64> to i64
// CHECK-NEXT:    return %1 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @swapped(%arg0: i64, %arg1: i32) -> (i32, i64) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i32 to tuple<i64, i32>
// CHECK-NEXT:    %1:2 = builtin.unrealized_conversion_cast %0 : tuple<i64, i32> to i32, i64
// CHECK-NEXT:    return %1#0, %1#1 : i32, i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @cycle(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @fanout(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT:    return %arg0, %arg0 : i64, i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @identity(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @nested(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:    %0 = scf.if %arg1 -> (i64) {
// CHECK-NEXT:      scf.yield %arg0 : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @blocks(%arg0: i64) -> i64 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @reordered(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i32 to i32, i64
// CHECK-NEXT:    return %0#1, %0#0 : i64, i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @partial_use(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i64 to i32, i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i64
// CHECK-NEXT:    return %1 : i64
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @zero_inputs() -> i64 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2 : i64
}
func.func @n1_1n(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to tuple<i64, i64>
  %1:2 = builtin.unrealized_conversion_cast %0 : tuple<i64, i64> to i64, i64
  return %1#0, %1#1 : i64, i64
}
func.func @n1_1n_chain(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to tuple<i64, i64>
  %c = builtin.unrealized_conversion_cast %0 : tuple<i64, i64> to memref<2xi64>
  %1:2 = builtin.unrealized_conversion_cast %c : memref<2xi64> to i64, i64
  return %1#0, %1#1 : i64, i64
}
func.func @live(%a: i64) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %0, %1 : i32, i64
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return
}
func.func @mismatch(%a: i64) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return %1 : i16
}
func.func @mixed(%a: i64) -> (i64, i16) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return %1, %2 : i64, i16
}
func.func @partial_n(%a: i64, %b: i64) -> (i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to tuple<i64, i64>
  %1 = builtin.unrealized_conversion_cast %0 : tuple<i64, i64> to i64
  return %1 : i64
}
func.func @swapped(%a: i64, %b: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to tuple<i64, i32>
  %1:2 = builtin.unrealized_conversion_cast %0 : tuple<i64, i32> to i32, i64
  return %1#0, %1#1 : i32, i64
}
func.func @cycle(%a: i64) -> i64 {
  %1 = builtin.unrealized_conversion_cast %a : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
  %4 = builtin.unrealized_conversion_cast %3 : i32 to i64
  return %4 : i64
}
func.func @fanout(%a: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1, %2 : i64, i64
}
func.func @identity(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}
func.func @nested(%a: i64, %c: i1) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %r = scf.if %c -> i64 {
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    scf.yield %1 : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}
func.func @blocks(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  cf.br ^bb1
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
func.func @reordered(%a: i64, %b: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to i32, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i32 to i64, i32
  return %1#0, %1#1 : i64, i32
}
func.func @partial_use(%a: i64, %b: i64) -> (i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i64
  return %1 : i64
}
func.func @zero_inputs() -> i64 {
  %0 = builtin.unrealized_conversion_cast to i64
  return %0 : i64
}
