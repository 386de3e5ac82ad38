// Alias chains build values nested as deeply as the chain is long (`!a1 = tuple<!a0>`,
// `!a2 = tuple<!a1>`, ...). The parser counts those levels against its nesting limit (512),
// so a chain of 100000 aliases is an error naming the alias that passes the limit, not a
// stack overflow in whatever recurses over the type later; a chain within the limit parses
// and prints in full. The inputs are generated (inputs/alias_chain.py): this file itself
// holds no IR.

// RUN: python3 %S/inputs/alias_chain.py 100000 > %t.long.mlir
// RUN: not oxir-opt %t.long.mlir --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: {{.*}}.long.mlir:513:15: error: nesting through `!a511` is deeper than the limit of 512 levels
// LONG-NEXT: !a512 = tuple<!a511>
// LONG-NEXT:               ^

// RUN: python3 %S/inputs/alias_chain.py 500 > %t.short.mlir
// RUN: oxir-opt %t.short.mlir --allow-unregistered-dialect | FileCheck %s --check-prefix=SHORT
// SHORT: "t.op"() {a = {{(tuple<){250}(tuple<){250}i32(>){250}(>){249}>}}} : () -> ()
