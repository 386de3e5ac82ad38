// Errors of the `arith` ops, with mlir-opt-19's messages, one per kind of check: operand and
// result type constraints (also those MLIR words itself, such as
// `signless-fixed-width-integer-like`), same types and shapes, the predicate traits
// (`AllTypesMatch`, `TypesMatchWith`, `PredOpTrait`), cast compatibility, the verifiers of
// constants and selects, and parse errors of the custom forms. Ops whose custom forms are not
// generated yet are written in the generic form.

// mlir-opt-19 meets the same expectations (the second RUN line).
// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.divsi' op requires the same type for all operands and results}}
  %0 = "arith.divsi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: si32) {
  // expected-error@+1 {{'arith.remui' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.remui"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = "arith.extf"(%a) : (f32) -> f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : f32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.sitofp %a : index to f32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<4xi32> to vector<2xi64>
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i64' and result type 'index' are cast incompatible}}
  %0 = arith.bitcast %a : i64 to index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op expected 2 results}}
  %0 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%c: vector<3xi1>, %a: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @f(%c: i1, %a: vector<4xi32>, %b: vector<4xi64>) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, vector<4xi32>, vector<4xi64>) -> vector<4xi32>
  return
}

// -----

func.func @f(%c: vector<4xi8>, %a: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi8>'}}
  %0 = arith.select %c, %a, %a : vector<4xi8>, vector<4xi32>
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

// A cast between ranked tensors keeps the encoding.
func.func @extf_changes_encoding(%a: tensor<4xf16, "e">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<4xf16, "e">' and result type 'tensor<4xf32, "f">' are cast incompatible}}
  %0 = arith.extf %a : tensor<4xf16, "e"> to tensor<4xf32, "f">
  return
}

// -----

func.func @extsi_adds_encoding(%a: tensor<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op operand type 'tensor<4xi8>' and result type 'tensor<4xi16, "e">' are cast incompatible}}
  %0 = arith.extsi %a : tensor<4xi8> to tensor<4xi16, "e">
  return
}
