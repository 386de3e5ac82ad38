// Locations, printed with `--mlir-print-debuginfo`. Operation locations print through `#loc`
// aliases defined after the top-level operation, numbered by nesting depth first (a location
// made of other locations comes after them), then in the order they are met. A block
// argument location prints inline but still gets an alias definition, which is printed
// before the top-level operation like the alias of a location used as an attribute.
// Operations and block arguments without a location get the position of their text in this
// file; the implicit module gets line 0, column 0. Without the flag, locations are omitted.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=NODEBUG --match-full-lines --strict-whitespace

#alias = loc("alias.mlir":3:4)
#alias_callee = loc("callee.mlir":10:1)
// File, line and column.
"t.file"() : () -> () loc("file.mlir":1:2)
// Unknown.
"t.unknown"() : () -> () loc(unknown)
// Name, without and with a child location; an unknown child is dropped.
"t.name"() : () -> () loc("name")
"t.name_child"() : () -> () loc("name"("file.mlir":5:6))
"t.name_unknown"() : () -> () loc("name"(unknown))
// Call site.
"t.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"t.callsite_nested"() : () -> () loc(callsite("x"("f.mlir":1:1) at callsite("g.mlir":2:2 at "h.mlir":3:3)))
// Fused, with and without metadata: unknown members are dropped, duplicates removed,
// nested fused locations without metadata flattened, and a single member without metadata
// is just that member.
"t.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"t.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"t.fused_dialect_meta"() : () -> () loc(fused<#t.meta>["a.mlir":1:1, "b.mlir":2:2])
"t.fused_one"() : () -> () loc(fused["a.mlir":1:1])
"t.fused_dup"() : () -> () loc(fused["a.mlir":1:1, "a.mlir":1:1])
"t.fused_nested"() : () -> () loc(fused["a.mlir":1:1, fused["b.mlir":2:2, "c.mlir":3:3]])
"t.fused_empty_meta"() : () -> () loc(fused<"m">[])
// References to location aliases of the input; equal locations share one alias.
"t.alias"() : () -> () loc(#alias)
"t.alias_inner"() : () -> () loc(callsite(#alias_callee at #alias))
"t.same_again"() : () -> () loc("file.mlir":1:2)
// File names with escapes.
"t.escape"() : () -> () loc("esc\"ape.mlir":1:2)
// Default locations, block argument locations and a location used as an attribute.
"t.default"() ({
^bb0(%a: i32 loc("arg.mlir":9:9), %b: i32):
  "t.inner"() : () -> () loc("inner.mlir":1:1)
}) {l = loc("attr.mlir":7:7)} : () -> ()

// CHECK-NOT:{{.}}
// CHECK:#loc17 = loc("arg.mlir":9:9)
// CHECK-NEXT:#loc18 = loc("{{.*}}locations.mlir":43:35)
// CHECK-NEXT:#loc20 = loc("attr.mlir":7:7)
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.file"() : () -> () loc(#loc1)
// CHECK-NEXT:  "t.unknown"() : () -> () loc(#loc2)
// CHECK-NEXT:  "t.name"() : () -> () loc(#loc3)
// CHECK-NEXT:  "t.name_child"() : () -> () loc(#loc21)
// CHECK-NEXT:  "t.name_unknown"() : () -> () loc(#loc3)
// CHECK-NEXT:  "t.callsite"() : () -> () loc(#loc22)
// CHECK-NEXT:  "t.callsite_nested"() : () -> () loc(#loc31)
// CHECK-NEXT:  "t.fused"() : () -> () loc(#loc25)
// CHECK-NEXT:  "t.fused_meta"() : () -> () loc(#loc26)
// CHECK-NEXT:  "t.fused_dialect_meta"() : () -> () loc(#loc27)
// CHECK-NEXT:  "t.fused_one"() : () -> () loc(#loc10)
// CHECK-NEXT:  "t.fused_dup"() : () -> () loc(#loc10)
// CHECK-NEXT:  "t.fused_nested"() : () -> () loc(#loc28)
// CHECK-NEXT:  "t.fused_empty_meta"() : () -> () loc(#loc29)
// CHECK-NEXT:  "t.alias"() : () -> () loc(#loc13)
// CHECK-NEXT:  "t.alias_inner"() : () -> () loc(#loc30)
// CHECK-NEXT:  "t.same_again"() : () -> () loc(#loc1)
// CHECK-NEXT:  "t.escape"() : () -> () loc(#loc15)
// CHECK-NEXT:  "t.default"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32 loc("arg.mlir":9:9), %arg1: i32 loc("{{.*}}locations.mlir":43:35)):
// CHECK-NEXT:    "t.inner"() : () -> () loc(#loc19)
// CHECK-NEXT:  }) {l = #loc20} : () -> () loc(#loc16)
// CHECK-NEXT:}) : () -> () loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT:#loc1 = loc("file.mlir":1:2)
// CHECK-NEXT:#loc2 = loc(unknown)
// CHECK-NEXT:#loc3 = loc("name")
// CHECK-NEXT:#loc4 = loc("file.mlir":5:6)
// CHECK-NEXT:#loc5 = loc("callee.mlir":1:1)
// CHECK-NEXT:#loc6 = loc("caller.mlir":2:2)
// CHECK-NEXT:#loc7 = loc("f.mlir":1:1)
// CHECK-NEXT:#loc8 = loc("g.mlir":2:2)
// CHECK-NEXT:#loc9 = loc("h.mlir":3:3)
// CHECK-NEXT:#loc10 = loc("a.mlir":1:1)
// CHECK-NEXT:#loc11 = loc("b.mlir":2:2)
// CHECK-NEXT:#loc12 = loc("c.mlir":3:3)
// CHECK-NEXT:#loc13 = loc("alias.mlir":3:4)
// CHECK-NEXT:#loc14 = loc("callee.mlir":10:1)
// CHECK-NEXT:#loc15 = loc("esc\22ape.mlir":1:2)
// CHECK-NEXT:#loc16 = loc("{{.*}}locations.mlir":42:1)
// CHECK-NEXT:#loc19 = loc("inner.mlir":1:1)
// CHECK-NEXT:#loc21 = loc("name"(#loc4))
// CHECK-NEXT:#loc22 = loc(callsite(#loc5 at #loc6))
// CHECK-NEXT:#loc23 = loc("x"(#loc7))
// CHECK-NEXT:#loc24 = loc(callsite(#loc8 at #loc9))
// CHECK-NEXT:#loc25 = loc(fused[#loc10, #loc11])
// CHECK-NEXT:#loc26 = loc(fused<"meta">[#loc10])
// CHECK-NEXT:#loc27 = loc(fused<#t.meta>[#loc10, #loc11])
// CHECK-NEXT:#loc28 = loc(fused[#loc10, #loc11, #loc12])
// CHECK-NEXT:#loc29 = loc(fused<"m">[#loc2])
// CHECK-NEXT:#loc30 = loc(callsite(#loc14 at #loc13))
// CHECK-NEXT:#loc31 = loc(callsite(#loc23 at #loc24))
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// NODEBUG-NOT:{{.}}
// NODEBUG:#loc = loc("attr.mlir":7:7)
// NODEBUG-NEXT:"builtin.module"() ({
// NODEBUG-NEXT:  "t.file"() : () -> ()
// NODEBUG-NEXT:  "t.unknown"() : () -> ()
// NODEBUG-NEXT:  "t.name"() : () -> ()
// NODEBUG-NEXT:  "t.name_child"() : () -> ()
// NODEBUG-NEXT:  "t.name_unknown"() : () -> ()
// NODEBUG-NEXT:  "t.callsite"() : () -> ()
// NODEBUG-NEXT:  "t.callsite_nested"() : () -> ()
// NODEBUG-NEXT:  "t.fused"() : () -> ()
// NODEBUG-NEXT:  "t.fused_meta"() : () -> ()
// NODEBUG-NEXT:  "t.fused_dialect_meta"() : () -> ()
// NODEBUG-NEXT:  "t.fused_one"() : () -> ()
// NODEBUG-NEXT:  "t.fused_dup"() : () -> ()
// NODEBUG-NEXT:  "t.fused_nested"() : () -> ()
// NODEBUG-NEXT:  "t.fused_empty_meta"() : () -> ()
// NODEBUG-NEXT:  "t.alias"() : () -> ()
// NODEBUG-NEXT:  "t.alias_inner"() : () -> ()
// NODEBUG-NEXT:  "t.same_again"() : () -> ()
// NODEBUG-NEXT:  "t.escape"() : () -> ()
// NODEBUG-NEXT:  "t.default"() ({
// NODEBUG-NEXT:  ^bb0(%arg0: i32, %arg1: i32):
// NODEBUG-NEXT:    "t.inner"() : () -> ()
// NODEBUG-NEXT:  }) {l = #loc} : () -> ()
// NODEBUG-NEXT:}) : () -> ()
// NODEBUG-EMPTY:
// NODEBUG-EMPTY:
// NODEBUG-NOT:{{.}}
