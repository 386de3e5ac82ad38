// Errors the llvm ops report, with mlir-opt-19's messages: operand constraints, the checks of
// globals, functions, GEPs, aggregates and constants, and branch operands.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

llvm.func @float_add(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return %0 : i32
}

// -----

llvm.func @int_add(%a: f32) -> f32 {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @declared()

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @both(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @gep(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @extract(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @insert(%s: !llvm.struct<(i32, f32)>, %x: i64) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i64) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i32
  llvm.return
}

// -----

llvm.func @branch(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

llvm.func @load(%p: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (i64) -> i32
  llvm.return
}

// -----

llvm.func @icmp(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %a, %a : f32
  llvm.return
}
