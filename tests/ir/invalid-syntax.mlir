// Lexer and syntax errors, with mlir-opt's messages. Each chunk holds one error;
// `--verify-diagnostics` checks that each expected error is reported on the line named and
// that nothing else is.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// A character that starts no token.
// expected-error@+1 {{unexpected character}}
"t.a"() : () -> () $

// -----

// expected-error@+1 {{unexpected character}}
"t.a"() : () -> () `

// -----

// expected-error@+1 {{expected operation name in quotes}}
}

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0 "t.a"() : () -> i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
%0 = : () -> i32

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%0:0 = "t.a"() : () -> ()

// -----

// expected-error@+1 {{expected integer number of results}}
%0:x = "t.a"() : () -> ()

// -----

// A string literal that runs to the end of the line.
// expected-error@+1 {{expected '"' in string literal}}
"t.a"() {s = "unterminated} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"t.a"() {s = "escaped quote at the end\"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"t.a"() {s = "bad\escape"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"t.a"() {s = "half a hex escape \0"} : () -> ()

// -----

// A region that is never closed. An error at the end of the input (or before trailing
// comments) is reported at the end of the last token.
"t.a"() ({
// expected-error@+1 {{expected operation name in quotes}}
"t.b"() : () -> ()

// -----

// expected-error@+3 {{expected '{' to begin a region}}
"t.a"() ({
  "t.b"() : () -> ()
}, "t.c"

// -----

// expected-error@+1 {{expected '(' to start operand list}}
"t.a" : () -> ()

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"t.a"(%x : () -> ()

// -----

// expected-error@+1 {{expected ')'}}
"t.a"() : () -> (i32

// -----

// expected-error@+1 {{expected ')'}}
"t.a"() : (i32 -> ()

// -----

// The trailing function type is required.
// expected-error@+1 {{expected ':' followed by operation type}}
"t.a"()

// -----

// expected-error@+1 {{expected function type}}
"t.a"() : i32

// -----

// expected-error@+1 {{expected '>' to close properties}}
"t.a"() <{a = 1} : () -> ()

// -----

// Attribute dictionaries.
// expected-error@+1 {{expected '}' in attribute dictionary}}
"t.a"() {a = 1 : i32 : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"t.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"t.a"() {1 = 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"t.a"() {a = 1, } : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"t.a"() {a = [1, 2} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"t.a"() {a = @} : () -> ()

// -----

// Aliases that are not declared.
// expected-error@+1 {{undefined symbol alias id 'undeclared'}}
"t.a"() {a = #undeclared} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undeclared'}}
"t.a"() : () -> (!undeclared)

// -----

// An alias must be defined before it is used.
// expected-error@+1 {{undefined symbol alias id 'later'}}
"t.a"() {a = #later} : () -> ()
#later = 1

// -----

// Aliases defined twice.
!a = i32
// expected-error@+1 {{redefinition of type alias id 'a'}}
!a = i64

// -----

#a = 1
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error@+1 {{expected non-function type}}
!a = 5

// -----

// Locations.
// expected-error@+1 {{expected location instance}}
"t.a"() : () -> () loc(

// -----

// expected-error@+1 {{expected ')' in location}}
"t.a"() : () -> () loc(unknown

// -----

// expected-error@+1 {{expected location, but found dialect attribute: '#t.loc'}}
"t.a"() : () -> () loc(#t.loc)

// -----

// expected-error@+1 {{expected ':' in FileLineColLoc}}
"t.a"() : () -> () loc("file.mlir":1)

// -----

// expected-error@+1 {{expected integer column number in FileLineColLoc}}
"t.a"() : () -> () loc("file.mlir":1:x)

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"t.a"() : () -> () loc(callsite("a.mlir":1:1 "b.mlir":2:2))

// -----

// expected-error@+1 {{expected location instance}}
"t.a"() : () -> () loc(fused[)

// -----

// Blocks.
"t.a"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0
  "t.b"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected ':' and type for SSA operand}}
"t.a"() ({ ^bb0(%a): }) : () -> ()

// -----

"t.a"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32
  "t.b"() : () -> ()
}) : () -> ()

// -----

// An unclosed successor list.
"t.a"() ({
  // expected-error@+1 {{expected ',' or ']'}}
  "t.br"()[^bb1 : () -> ()
^bb1:
  "t.b"() : () -> ()
}) : () -> ()
