// MLIR's checks of llvm.mlir.global: its type, string initializers, zero values of common
// linkage, appending linkage, the alignment, the initializer region's type and its ops without
// side effects.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

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

// -----

// expected-error@below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @c1(1 : i32) : i32

// -----

// expected-error@below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @c2(dense<[0, 3]> : tensor<2xi32>) : !llvm.array<2 x i32>

// -----

// expected-error@below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @c3("\00") : !llvm.array<1 x i8>

// -----

// Zeros of either sign, splats and arrays of zeros are zero; a region is not checked.
llvm.mlir.global common @c4(-0.0 : f64) : f64
llvm.mlir.global common @c5(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global common @c6(dense<[0.0, -0.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global common @c7() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @side() -> i32
llvm.mlir.global internal @s1() : i32 {
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %0 = llvm.call @side() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global internal @s2() : !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.mlir.global internal @s3() : i32 {
  %0 = llvm.mlir.addressof @s3 : !llvm.ptr
  // expected-error@below {{ops with side effects not allowed in global initializers}}
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
