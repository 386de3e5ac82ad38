// MLIR's checks of aggregate and vector access: extractvalue, insertvalue, extractelement,
// insertelement, shufflevector and getelementptr indices and operand types.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @ev(%s: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
  // expected-error@below {{custom op 'llvm.extractvalue' position out of bounds: 1}}
  llvm.return
}

// -----

llvm.func @ev2(%s: i32) {
  %0 = llvm.extractvalue %s[0] : i32
  // expected-error@below {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @ev3(%s: !llvm.array<4 x i32>) {
  %0 = llvm.extractvalue %s[4] : !llvm.array<4 x i32>
  // expected-error@below {{custom op 'llvm.extractvalue' position out of bounds: 4}}
  llvm.return
}

// -----

llvm.func @u(%p: i32) {
  // expected-error@below {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.extractvalue"(%p) <{position = array<i64: 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @u(%v: vector<2xi32>, %i: i32) {
  // expected-error@below {{'llvm.extractelement' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<2xi32>, i32) -> index
  llvm.return
}

// -----

llvm.func @u(%s: !llvm.struct<(i32)>, %v: i32) {
  // expected-error@below {{'llvm.insertvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.insertvalue"(%v, %v) <{position = array<i64: 0>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @u(%v: i32) {
  // expected-error@below {{'llvm.extractelement' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = "llvm.extractelement"(%v, %v) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @u(%v: vector<2xi32>, %i: i32) {
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<2xi32>
  // expected-error@below {{'llvm.shufflevector' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %1 = "llvm.shufflevector"(%i, %i) <{mask = array<i32: 0>}> : (i32, i32) -> vector<1xi32>
  llvm.return
}
