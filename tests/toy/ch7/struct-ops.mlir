// The struct type and ops in text: a round trip, the folds (a struct_access of a
// struct_constant, nested, becomes the element's constant) and the verifiers.
// RUN: toyc %s -emit=mlir | FileCheck %s --check-prefix=ROUND
// RUN: toyc %s -emit=mlir | toyc -x=mlir - -emit=mlir | FileCheck %s --check-prefix=ROUND
// RUN: toyc %s -emit=mlir -opt | FileCheck %s --check-prefix=FOLD
// RUN: printf 'toy.func @f(%%%%a: !toy.struct<tensor<*xf64>>) {\n  %%%%0 = toy.struct_access %%%%a[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: printf 'toy.func @f(%%%%a: !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) {\n  %%%%0 = toy.struct_access %%%%a[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> tensor<*xf64>\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: printf 'toy.func @f() {\n  %%%%0 = toy.struct_constant [dense<1.0> : tensor<f64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: printf 'toy.func @f() {\n  %%%%0 = toy.struct_constant [[dense<1.0> : tensor<f64>]] : !toy.struct<tensor<*xf64>>\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: printf 'toy.func @f() {\n  %%%%0 = toy.struct_constant [dense<1.0> : tensor<f64>] : !toy.struct<tensor<2xf64>>\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: printf 'toy.func @f(%%%%a: !toy.struct<f64>) {\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: printf 'toy.func @f(%%%%a: !toy.struct<>) {\n  toy.return\n}' | not toyc -x=mlir - 2>&1 | FileCheck %s --check-prefix=EMPTY

toy.func @main() {
  %0 = toy.struct_constant [[dense<4.000000e+00> : tensor<2x2xf64>], dense<[1.0, 2.0]> : tensor<2xf64>] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>>
  %1 = toy.struct_access %0[0] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> !toy.struct<tensor<*xf64>>
  %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  %3 = toy.struct_access %0[1] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> tensor<*xf64>
  toy.print %3 : tensor<*xf64>
  toy.return
}

// ROUND:      %0 = toy.struct_constant {{\[}}[dense<4.000000e+00> : tensor<2x2xf64>], dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>>
// ROUND-NEXT: %1 = toy.struct_access %0[0] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> !toy.struct<tensor<*xf64>>
// ROUND-NEXT: %2 = toy.struct_access %1[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
// ROUND-NEXT: toy.print %2 : tensor<*xf64>
// ROUND-NEXT: %3 = toy.struct_access %0[1] : !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>> -> tensor<*xf64>

// FOLD-NOT:   struct
// FOLD:       %[[A:.*]] = toy.constant dense<
// FOLD-NEXT:  %[[B:.*]] = toy.constant dense<
// FOLD-NEXT:  toy.print %[[B]] : tensor<2x2xf64>
// FOLD-NEXT:  toy.print %[[A]] : tensor<2xf64>
// FOLD-NOT:   struct

// RANGE: <stdin>:2:8: error: 'toy.struct_access' op index should be within the range of the input struct type
// RESULT: <stdin>:2:8: error: 'toy.struct_access' op must have the same result type as the struct element referred to by the index
// COUNT: <stdin>:2:8: error: constant of StructType must be initialized by an ArrayAttr with the same number of elements, got [dense<1.000000e+00> : tensor<f64>]
// ELEMENT: <stdin>:2:8: error: constant of TensorType must be initialized by a DenseFPElementsAttr, got [dense<1.000000e+00> : tensor<f64>]
// RANK: <stdin>:2:8: error: 'toy.struct_constant' op return type must match the one of the attached value attribute: 0 != 1
// TYPE: <stdin>:1:28: error: element type for a struct must either be a TensorType or a StructType, got: f64
// EMPTY: <stdin>:1:28: error: a struct must have at least one element type
