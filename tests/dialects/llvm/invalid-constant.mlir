// MLIR's checks of llvm.mlir.constant: the value attribute against the result type (strings,
// complex structs, integers, floats of a width, splats), and the result's LLVM type.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @c1() {
  %0 = llvm.mlir.constant(1 : i32) : i64
  llvm.return
}

// -----

llvm.func @c2() {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  llvm.return
}

// -----

llvm.func @c3() {
  // expected-error@below {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : i32
  llvm.return
}

// -----

llvm.func @c4() {
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi64>
  llvm.return
}

// -----

llvm.func @c5() {
  %0 = llvm.mlir.constant(1 : index) : i64
  llvm.return
}

// -----

llvm.func @c6() {
  // expected-error@below {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @c7() {
  // expected-error@below {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.constant(1 : i32) : index
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant(1.0 : f32) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant([1 : i32]) : i32
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.array<3 x i32>
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : i32
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i16>
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant(true) : i1
  llvm.return
}

// -----

llvm.func @c() {
  // expected-error@below {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@c) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @c() {
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  llvm.return
}
