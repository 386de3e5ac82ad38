// symbol-privatize makes the symbols of the module private, except those `exclude` names;
// symbols of nested tables stay as they are. The expectations are mlir-opt-19's output,
// checked against both tools.
// RUN: oxir-opt %s -symbol-privatize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -symbol-privatize | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s '-symbol-privatize=exclude=keep,other' | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=EXCLUDE
// RUN: %mlir_opt %s '-symbol-privatize=exclude=keep,other' | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=EXCLUDE

// CHECK:module {
// CHECK-NEXT:  func.func private @f() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @keep() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @decl()
// CHECK-NEXT:  module @inner attributes {sym_visibility = "private"} {
// CHECK-NEXT:    func.func @g() {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}

// EXCLUDE:module {
// EXCLUDE-NEXT:  func.func private @f() {
// EXCLUDE-NEXT:    return
// EXCLUDE-NEXT:  }
// EXCLUDE-NEXT:  func.func nested @keep() {
// EXCLUDE-NEXT:    return
// EXCLUDE-NEXT:  }
// EXCLUDE-NEXT:  func.func private @decl()
// EXCLUDE-NEXT:  module @inner attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:    func.func @g() {
// EXCLUDE-NEXT:      return
// EXCLUDE-NEXT:    }
// EXCLUDE-NEXT:  }
// EXCLUDE-NEXT:}

func.func @f() {
  return
}
func.func nested @keep() {
  return
}
func.func private @decl()
module @inner {
  func.func @g() {
    return
  }
}
