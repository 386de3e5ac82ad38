// `affine.if` in its custom form, printed back as mlir-opt-19 prints it: conditions given
// through an alias and inline, with dimensions and symbols and with none, with and without an
// `else` region, with one result (printed without parentheses) and several, with an attribute
// dictionary. The second RUN line reads the output back, the third checks the generic form
// (the `condition` attribute, the empty `else` region and the `affine.yield`s the custom form
// leaves out).

// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0)>
func.func @ifs(%i: index, %n: index, %x: f32) -> f32 {
  affine.if #set(%i)[%n] {
    "t.a"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 == 0)>(%i) {
    "t.a"() : () -> ()
  } else {
    "t.b"() : () -> ()
  } {foo}
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  %r2:2 = affine.if #set(%i)[%n] -> (f32, index) {
    affine.yield %x, %i : f32, index
  } else {
    affine.yield %x, %n : f32, index
  }
  return %r : f32
}

// CHECK:#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT:#set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @ifs(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    affine.if #set(%arg0)[%arg1] {
// CHECK-NEXT:      "t.a"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #set1(%arg0) {
// CHECK-NEXT:      "t.a"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "t.b"() : () -> ()
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    %0 = affine.if #set2() -> f32 {
// CHECK-NEXT:      affine.yield %arg2 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.yield %arg2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = affine.if #set(%arg0)[%arg1] -> (f32, index) {
// CHECK-NEXT:      affine.yield %arg2, %arg0 : f32, index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.yield %arg2, %arg1 : f32, index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0)>
// GENERIC-NEXT:#set1 = affine_set<(d0) : (d0 == 0)>
// GENERIC-NEXT:#set2 = affine_set<() : (0 == 0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "ifs"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
// GENERIC-NEXT:    "affine.if"(%arg0, %arg1) ({
// GENERIC-NEXT:      "t.a"() : () -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:    }) {condition = #set} : (index, index) -> ()
// GENERIC-NEXT:    "affine.if"(%arg0) ({
// GENERIC-NEXT:      "t.a"() : () -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "t.b"() : () -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) {condition = #set1, foo} : (index) -> ()
// GENERIC-NEXT:    %0 = "affine.if"() ({
// GENERIC-NEXT:      "affine.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "affine.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT:    }) {condition = #set2} : () -> f32
// GENERIC-NEXT:    %1:2 = "affine.if"(%arg0, %arg1) ({
// GENERIC-NEXT:      "affine.yield"(%arg2, %arg0) : (f32, index) -> ()
// GENERIC-NEXT:    }, {
// GENERIC-NEXT:      "affine.yield"(%arg2, %arg1) : (f32, index) -> ()
// GENERIC-NEXT:    }) {condition = #set} : (index, index) -> (f32, index)
// GENERIC-NEXT:    "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
