// Split input: with `--split-input-file`, a line of `//`, a space and five dashes cuts the
// file into chunks that are parsed and printed one by one, each in its own module, with the
// same marker line between the outputs (after a blank line). Value names and aliases start
// afresh in every chunk. Without the flag the markers are plain comments.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=NOSPLIT --match-full-lines --strict-whitespace

%0 = "t.first"() {m = affine_map<(d0) -> (d0)>} : () -> i32
"t.use"(%0) : (i32) -> ()

// CHECK-NOT:{{.}}
// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.first"() {m = #map} : () -> i32
// CHECK-NEXT:  "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Numbering restarts: this is `%0` and `#map` again.
%x = "t.second"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> i64

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.second"() {m = #map} : () -> i64
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----
// A chunk with only comments prints an empty module.
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:^bb0:
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// -----
// Chunks need no blank lines around the marker.
"t.third"() : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.third"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

"t.last"() : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.last"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
// NOSPLIT-NOT:{{.}}
// NOSPLIT:#map = affine_map<(d0) -> (d0)>
// NOSPLIT-NEXT:#map1 = affine_map<(d0) -> (d0 + 1)>
// NOSPLIT-NEXT:"builtin.module"() ({
// NOSPLIT-NEXT:  %0 = "t.first"() {m = #map} : () -> i32
// NOSPLIT-NEXT:  "t.use"(%0) : (i32) -> ()
// NOSPLIT-NEXT:  %1 = "t.second"() {m = #map1} : () -> i64
// NOSPLIT-NEXT:  "t.third"() : () -> ()
// NOSPLIT-NEXT:  "t.last"() : () -> ()
// NOSPLIT-NEXT:}) : () -> ()
// NOSPLIT-EMPTY:
// NOSPLIT-EMPTY:
// NOSPLIT-NOT:{{.}}
