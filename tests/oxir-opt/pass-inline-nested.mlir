// -inline in nested symbol tables: each is inlined with its own call graph, and its callables
// left unused are erased unless something outside refers to them (`@m::@n2`). The expectations
// are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s --allow-unregistered-dialect --split-input-file -inline='default-pipeline=' | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:module {
// CHECK-NEXT:  func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  module @m {
// CHECK-NEXT:    func.func @user2(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
func.func nested @n(%x: i32) -> i32 {
  return %x : i32
}
func.func @user(%x: i32) -> i32 {
  %0 = call @n(%x) : (i32) -> i32
  return %0 : i32
}
module @m {
  func.func nested @n2(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @user2(%x: i32) -> i32 {
    %0 = call @n2(%x) : (i32) -> i32
    return %0 : i32
  }
}

// -----

// CHECK-LABEL:module {
// CHECK-NEXT:  module @m {
// CHECK-NEXT:    func.func nested @n2(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @user2(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @outer(%arg0: i32) -> i32 {
// CHECK-NEXT:    "test.use"() {ref = @m::@n2} : () -> ()
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
module @m {
  func.func nested @n2(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @user2(%x: i32) -> i32 {
    %0 = call @n2(%x) : (i32) -> i32
    return %0 : i32
  }
}
func.func @outer(%x: i32) -> i32 {
  "test.use"() {ref = @m::@n2} : () -> ()
  return %x : i32
}
