// Parser errors about values, results and blocks, with mlir-opt's messages. Each chunk
// holds one error; `--verify-diagnostics` checks that each expected error is reported on the
// line named and that nothing else is.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// A use of a value that is never defined.
// expected-error@+1 {{use of undeclared SSA value name}}
"t.use"(%undefined) : (i32) -> ()

// -----

"t.region"() ({
  // expected-error@+1 {{use of undeclared SSA value name}}
  "t.use"(%nowhere) : (i32) -> ()
}) : () -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

"t.region"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "t.t"() : () -> ()
}) : () -> ()

// -----

// A use whose type differs from the definition.
// expected-note@+1 {{prior use here}}
%0 = "t.a"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"t.use"(%0) : (i64) -> ()

// -----

// Two forward uses with different types.
// expected-note@+1 {{prior use here}}
"t.use"(%later) : (i32) -> ()
// expected-error@+1 {{use of value '%later' expects different type than prior uses: 'f32' vs 'i32'}}
"t.use"(%later) : (f32) -> ()
%later = "t.def"() : () -> i32

// -----

// A forward use whose definition has another type.
// expected-note@+1 {{previously used here with type 'i32'}}
"t.use"(%later) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%later#0' has type 'f32'}}
%later = "t.def"() : () -> f32

// -----

// Wrong number of results bound.
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "t.a"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "t.a"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%a, %b = "t.a"() : () -> i32

// -----

// Result numbers out of range.
%0:2 = "t.a"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"t.use"(%0#2) : (i32) -> ()

// -----

%0 = "t.a"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"t.use"(%0#1) : (i32) -> ()

// -----

// Operand list and operand types of different lengths. (mlir-opt's message has a stray NUL
// byte before " but had", hence the regex.)
// expected-error-re@+1 {{expected 1 operand type{{.?}} but had 0}}
"t.a"(%x) : () -> ()

// -----

%x = "t.x"() : () -> i32
// expected-error-re@+1 {{expected 1 operand type{{.?}} but had 2}}
"t.a"(%x) : (i32, i32) -> ()

// -----

// Successors naming blocks that do not exist.
// expected-error@+1 {{reference to an undefined block}}
"t.a"()[^bb1] : () -> ()

// -----

"t.a"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^missing] : () -> ()
}) : () -> ()

// -----

"t.a"() ({
^bb0:
  "t.t"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.t"() : () -> ()
}) : () -> ()
