// --split-input-file=<marker> splits at a marker of one's own; the outputs are still joined by
// `// -----`. As in MLIR 19, the marker is matched as text, not as a line (hence the input in
// a file of its own: these comments would match too): a marker without its last two bytes is
// a near miss, warned about before any output and left in the chunk. Plain --split-input-file
// still splits at `// -----` only. A marker under 3 bytes is an error.

// RUN: oxir-opt '--split-input-file=// @@@' %S/inputs/split-marker.mlir 2>&1 | FileCheck %s
// RUN: oxir-opt --split-input-file %S/inputs/split-marker.mlir 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not oxir-opt --split-input-file=ab %s 2>&1 | FileCheck %s --check-prefix=SHORT --implicit-check-not=panicked

// CHECK: split-marker.mlir:8:5: warning: near miss with file split marker
// CHECK-NEXT: {{^}}// @@ is a near miss
// CHECK-NEXT: {{^    \^$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a()
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @b()
// CHECK:        func.func @c()
// CHECK:        func.func @d()

// DEFAULT-NOT: warning
// DEFAULT:      func.func @a()
// DEFAULT:      func.func @b()
// DEFAULT:      func.func @c()
// DEFAULT:      // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT:   func.func @d()

// SHORT: oxir-opt: invalid value `ab` for `--split-input-file`: a marker has at least 3 bytes and its last two bytes are whole characters
