// MLIR's checks of llvm.mlir.global: its type, string initializers, appending linkage, the
// alignment, and the initializer region's type.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

llvm.mlir.global internal @g2() : i32

// -----

// expected-error@below {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global external @g3(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error@below {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g4() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g5() : !llvm.void

// -----

// expected-error@below {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g6(1 : i32) : i32

// -----

// expected-error@below {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g7(1 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error@below {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g8("abc") : !llvm.array<4 x i8>

// -----

// expected-error@below {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g9("abc") : i32
