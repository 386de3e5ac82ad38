// Generic operation form: operands, results, regions, blocks, successors, properties and
// attribute dictionaries of unregistered operations, printed back by `--mlir-print-op-generic`.
// The second RUN line checks that the printed form reads back to the same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Operations without operands or results, and the implicit `builtin.module` around them.
"t.nothing"() : () -> ()
"t.dialect.nested.name"() : () -> ()
"nodot"() : () -> ()

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "t.nothing"() : () -> ()
// CHECK-NEXT:  "t.dialect.nested.name"() : () -> ()
// CHECK-NEXT:  "nodot"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Results: single, several (`%0:2`) and their uses (`%0#1`); `%c, %d` binds as `%2:2`.
// Value names of the input are not kept: results are numbered in order, also those the
// input left unnamed.
%a = "t.one"() : () -> i32
%b:2 = "t.two"(%a, %a) : (i32, i32) -> (i32, f32)
"t.use"(%b#1, %b#0, %a) : (f32, i32, i32) -> ()
%c, %d = "t.pair"() : () -> (i1, index)
"t.use"(%d, %c) : (index, i1) -> ()
"t.no_results_listed"() : () -> (i8, i16)
%e:3 = "t.three"() : () -> (i8, i8, i8)
"t.use"(%e#0, %e#2) : (i8, i8) -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.one"() : () -> i32
// CHECK-NEXT:  %1:2 = "t.two"(%0, %0) : (i32, i32) -> (i32, f32)
// CHECK-NEXT:  "t.use"(%1#1, %1#0, %0) : (f32, i32, i32) -> ()
// CHECK-NEXT:  %2:2 = "t.pair"() : () -> (i1, index)
// CHECK-NEXT:  "t.use"(%2#1, %2#0) : (index, i1) -> ()
// CHECK-NEXT:  %3:2 = "t.no_results_listed"() : () -> (i8, i16)
// CHECK-NEXT:  %4:3 = "t.three"() : () -> (i8, i8, i8)
// CHECK-NEXT:  "t.use"(%4#0, %4#2) : (i8, i8) -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Attribute dictionaries print sorted by name; unit attributes print as a bare name; an
// empty dictionary is not printed.
"t.attrs"() {zeta = 1 : i32, alpha = "a", mid, beta = unit, "quoted name" = 2 : i8, _under = 3 : i16} : () -> ()
"t.empty_attrs"() {} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.attrs"() {_under = 3 : i16, alpha = "a", beta, mid, "quoted name" = 2 : i8, zeta = 1 : i32} : () -> ()
// CHECK-NEXT:  "t.empty_attrs"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Properties `<{...}>` of unregistered operations are a dictionary, also sorted, printed
// before the regions and the attribute dictionary; an empty one is kept.
"t.props"() <{p = 5 : i32, a = [1, 2]}> {z, b = 1 : i64} : () -> ()
"t.props_only"() <{only}> : () -> ()
"t.empty_props"() <{}> : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.props"() <{a = [1, 2], p = 5 : i32}> {b = 1 : i64, z} : () -> ()
// CHECK-NEXT:  "t.props_only"() <{only}> : () -> ()
// CHECK-NEXT:  "t.empty_props"() <{}> : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Regions: an empty region, an empty entry block, several regions, entry block arguments
// (renamed `%argN`), nested regions, and operand uses from an enclosing region. The entry
// block's label is printed only when the block has arguments or no operations.
%outer = "t.value"() : () -> i64
"t.no_blocks"() ({
}) : () -> ()
"t.empty_block"() ({
^entry:
}) : () -> ()
%r = "t.two_regions"(%outer) ({
^bb0(%x: i32, %y: f32):
  "t.use"(%x, %y, %outer) : (i32, f32, i64) -> ()
}, {
  %inner = "t.inner"() : () -> i16
  "t.nested"() ({
  ^bb0(%z: i16):
    "t.use"(%z, %inner, %outer) : (i16, i16, i64) -> ()
  }) : () -> ()
}) {attr = 1 : i8} : (i64) -> i32

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.value"() : () -> i64
// CHECK-NEXT:  "t.no_blocks"() ({
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.empty_block"() ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %1 = "t.two_regions"(%0) ({
// CHECK-NEXT:  ^bb0(%arg1: i32, %arg2: f32):
// CHECK-NEXT:    "t.use"(%arg1, %arg2, %0) : (i32, f32, i64) -> ()
// CHECK-NEXT:  }, {
// CHECK-NEXT:    %2 = "t.inner"() : () -> i16
// CHECK-NEXT:    "t.nested"() ({
// CHECK-NEXT:    ^bb0(%arg0: i16):
// CHECK-NEXT:      "t.use"(%arg0, %2, %0) : (i16, i16, i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) {attr = 1 : i8} : (i64) -> i32
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Blocks and successors: block names are renumbered `^bbN` in order, non-entry blocks carry
// a predecessor comment, successors follow the operands, and a block argument of a later
// block gets the next result number.
"t.cfg"() ({
^entry(%arg: i32):
  "t.cond_br"(%arg)[^left, ^right] : (i32) -> ()
^left:
  "t.br"(%arg)[^join] : (i32) -> ()
^right:
  %v = "t.compute"() : () -> i32
  "t.br"(%v)[^join] : (i32) -> ()
^join(%j: i32):
  "t.return"(%j) : (i32) -> ()
^unreachable:
  "t.return"() : () -> ()
}) : () -> ()
"t.self_loop"() ({
  "t.br"()[^loop] : () -> ()
^loop:
  "t.br"()[^loop] : () -> ()
}) : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.cfg"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32):
// CHECK-NEXT:    "t.cond_br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br"(%arg0)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %0 = "t.compute"() : () -> i32
// CHECK-NEXT:    "t.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    "t.return"(%1) : (i32) -> ()
// CHECK-NEXT:  ^bb4:  // no predecessors
// CHECK-NEXT:    "t.return"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.self_loop"() ({
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Forward references: across blocks of an SSACFG region (the defining block dominates the
// use), and inside the module body, which is a graph region.
"t.use"(%late) : (i32) -> ()
%late = "t.late"() : () -> i32
%cycle_a = "t.cycle"(%cycle_b) : (i64) -> i64
%cycle_b = "t.cycle"(%cycle_a) : (i64) -> i64
"t.cfg"() ({
  "t.br"()[^def] : () -> ()
^use:
  "t.use"(%defined_later) : (f32) -> ()
  "t.return"() : () -> ()
^def:
  %defined_later = "t.def"() : () -> f32
  "t.br"()[^use] : () -> ()
}) : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:  %0 = "t.late"() : () -> i32
// CHECK-NEXT:  %1 = "t.cycle"(%2) : (i64) -> i64
// CHECK-NEXT:  %2 = "t.cycle"(%1) : (i64) -> i64
// CHECK-NEXT:  "t.cfg"() ({
// CHECK-NEXT:    "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb2
// CHECK-NEXT:    "t.use"(%3) : (f32) -> ()
// CHECK-NEXT:    "t.return"() : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %3 = "t.def"() : () -> f32
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Value numbering: names are given region by region, the module body first, then the regions
// of its operations from the last to the first (a stack), nested regions after their parent;
// one counter for results and non-entry block arguments, one for entry block arguments
// (`%argN`), neither restarted in a nested region or a nested `builtin.module`.
%0 = "t.a"() : () -> i32
"t.r"() ({
^bb0(%a: i32):
  %x = "t.x"() : () -> i32
  "t.n"() ({
  ^bb0(%q: i32):
    %qq = "t.qq"() : () -> i32
  }) : () -> ()
  %x2 = "t.x"() : () -> i32
}, {
^bb0(%b: i32):
  %y = "t.y"() : () -> i32
}) : () -> ()
"t.r2"() ({
^bb0(%c: i32):
  %z = "t.z"() : () -> i32
^bb1(%d: i32):
  %w = "t.w"() : () -> i32
}) : () -> ()
"builtin.module"() ({
  %m = "t.m"() : () -> i32
}) : () -> ()
%1 = "t.b"() : () -> i32

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.a"() : () -> i32
// CHECK-NEXT:  "t.r"() ({
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:    %7 = "t.x"() : () -> i32
// CHECK-NEXT:    "t.n"() ({
// CHECK-NEXT:    ^bb0(%arg3: i32):
// CHECK-NEXT:      %9 = "t.qq"() : () -> i32
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %8 = "t.x"() : () -> i32
// CHECK-NEXT:  }, {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:    %6 = "t.y"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.r2"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32):
// CHECK-NEXT:    %3 = "t.z"() : () -> i32
// CHECK-NEXT:  ^bb1(%4: i32):  // no predecessors
// CHECK-NEXT:    %5 = "t.w"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "builtin.module"() ({
// CHECK-NEXT:    %2 = "t.m"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %1 = "t.b"() : () -> i32
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// An explicit `builtin.module` at the top level is used as is; a nested one prints generic.
"builtin.module"() ({
  "t.op"() : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "inner"} : () -> ()
}) : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.op"() : () -> ()
// CHECK-NEXT:  "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// A file without operations still prints a module with an empty block.

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:^bb0:
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
