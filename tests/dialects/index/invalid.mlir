// Errors of the `index` ops, with mlir-opt-19's messages: operand, result and attribute
// constraints, and the cast verifier (exactly one side of a cast is `index`).

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 1 : i32} : (index, index) -> i1
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i64}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> index
  return
}
