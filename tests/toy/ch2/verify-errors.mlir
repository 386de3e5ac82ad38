// The verifier on malformed `toy` IR: each input under inputs/ has one error, reported at the
// op's location with the source line.
// RUN: cd %S/inputs && not toyc return-type.mlir 2>&1 | FileCheck %s --check-prefix=RETURN-TYPE
// RUN: cd %S/inputs && not toyc return-count.mlir 2>&1 | FileCheck %s --check-prefix=RETURN-COUNT
// RUN: cd %S/inputs && not toyc constant-shape.mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT-SHAPE
// RUN: cd %S/inputs && not toyc constant-rank.mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT-RANK
// RUN: cd %S/inputs && not toyc transpose-shape.mlir 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
// RUN: cd %S/inputs && not toyc print-results.mlir 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: cd %S/inputs && not toyc element-type.mlir 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: cd %S/inputs && not toyc not-last.mlir 2>&1 | FileCheck %s --check-prefix=NOT-LAST
// RUN: cd %S/inputs && not toyc return-outside.mlir 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: cd %S/inputs && not toyc cast-shape.mlir 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: cd %S/inputs && not toyc reshape-dynamic.mlir 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RUN: cd %S/inputs && not toyc call-unknown.mlir 2>&1 | FileCheck %s --check-prefix=CALL-UNKNOWN
// RUN: cd %S/inputs && not toyc call-arity.mlir 2>&1 | FileCheck %s --check-prefix=CALL-ARITY

// RETURN-TYPE: return-type.mlir:2:3: error: 'toy.return' op type of return operand (tensor<2xf64>) doesn't match function result type (tensor<3xf64>)
// RETURN-TYPE-NEXT: toy.return %arg0 : tensor<2xf64>
// RETURN-TYPE-NEXT: ^
// RETURN-COUNT: return-count.mlir:2:3: error: 'toy.return' op does not return the same number of values (0) as the enclosing function (1)
// CONSTANT-SHAPE: constant-shape.mlir:2:8: error: 'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3
// CONSTANT-RANK: constant-rank.mlir:2:8: error: 'toy.constant' op return type must match the one of the attached value attribute: 1 != 2
// TRANSPOSE: transpose-shape.mlir:2:8: error: 'toy.transpose' op expected result shape to be a transpose of the input
// PRINT: print-results.mlir:2:8: error: 'toy.print' op requires a single operand
// ELEMENT: element-type.mlir:2:3: error: 'toy.print' op operand #0 must be tensor of 64-bit float values or memref of 64-bit float values, but got 'tensor<2xf32>'
// NOT-LAST: not-last.mlir:2:3: error: 'toy.return' op must be the last operation in the parent block
// OUTSIDE: return-outside.mlir:1:1: error: 'toy.return' op expects parent op 'toy.func'
// CAST: cast-shape.mlir:2:8: error: 'toy.cast' op operand type tensor<2xf64> and result type tensor<3xf64> are cast incompatible
// RESHAPE: reshape-dynamic.mlir:2:8: error: 'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'
// CALL-UNKNOWN: call-unknown.mlir:2:8: error: 'toy.generic_call' op 'nope' does not reference a valid function
// CALL-ARITY: call-arity.mlir:5:8: error: 'toy.generic_call' op incorrect number of operands for callee
