// MLIR's LLVM-compatible type constraints on the results and operands of llvm ops and on the
// signature of llvm.func, and where the token, label and metadata types may not go.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-error@below {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @sel(%c: i1, %a: index) {
  %0 = llvm.select %c, %a, %a : i1, index
  llvm.return
}

// -----

llvm.func @sel(%c: i1, %a: i32) {
  // expected-error@below {{'llvm.select' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.select"(%c, %a, %a) : (i1, i32, i32) -> index
  llvm.return
}

// -----

llvm.func @f1() -> !llvm.void

// -----

// expected-error@below {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func weak @f2()

// -----

llvm.func @u() {
  // expected-error@below {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'tf32'}}
  %0 = llvm.mlir.undef : tf32
  llvm.return
}

// -----

llvm.func @u() {
  // expected-error@below {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'si32'}}
  %0 = llvm.mlir.undef : si32
  llvm.return
}

// -----

llvm.func @u() {
  // expected-error@below {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x2xi32>'}}
  %0 = llvm.mlir.undef : vector<2x2xi32>
  llvm.return
}

// -----

llvm.func @u() {
  %0 = llvm.mlir.undef : vector<[2]xf32>
  llvm.return
}

// -----

llvm.func @u(%s: !llvm.struct<(i32)>) {
  %0 = llvm.freeze %s : !llvm.struct<(i32)>
  // expected-error@below {{'llvm.freeze' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %1 = "llvm.freeze"(%0) : (!llvm.struct<(i32)>) -> index
  llvm.return
}

// -----

llvm.func @u(%v: i32) {
  %c = builtin.unrealized_conversion_cast %v : i32 to index
  // expected-error@below {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'index'}}
  %d = llvm.select %c, %v, %v : index, i32
  llvm.return
}

// -----

// expected-error@below {{invalid array element type: '!llvm.token'}}
llvm.func @t(!llvm.array<2 x token>)

// -----

// expected-error@below {{invalid LLVM structure element type: '!llvm.label'}}
llvm.func @t(!llvm.struct<(label)>)

// -----

llvm.func @t() -> !llvm.label

// -----

llvm.func @t() -> !llvm.metadata

// -----

// expected-error@below {{invalid function result type: '!llvm.metadata'}}
llvm.func @t(!llvm.ptr) -> !llvm.func<metadata ()>

// -----

// expected-error@below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g() : !llvm.token
