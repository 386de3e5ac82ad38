// Errors of the structural verifier after parsing, with mlir-opt's messages and notes.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// In an SSACFG region, a value must dominate its uses.
"t.a"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.use"(%v) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{operand defined as a block argument (block #2 in the same region)}}
"t.a"() ({
^bb0(%arg0: i32):
  "t.cond_br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.use"(%y) : (i32) -> ()
^bb2(%y: i32):
  "t.use"(%y) : (i32) -> ()
}) : () -> ()

// -----

// The module body is a single block.
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// Attributes of `builtin.module` need a dialect prefix.
// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
"builtin.module"() ({
  "t.a"() : () -> ()
}) {a} : () -> ()
