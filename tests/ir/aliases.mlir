// Type and attribute aliases. Aliases of the input (`!name = type`, `#name = attribute`)
// are resolved while parsing and not printed back; the printer makes its own aliases for
// the attributes that ask for one: `#map` for affine maps, `#set` for integer sets,
// `#distinct` for distinct attributes (and `#loc` for locations, see locations.mlir).
// The second RUN line checks that the printed form reads back to the same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Input aliases disappear: uses print the aliased type or attribute; aliases of aliases,
// aliases used inside other aliases and unused aliases are fine.
!pair = tuple<i32, f32>
!unused = i64
!nested = tuple<!pair, index>
#list = [1, 2]
#unused_attr = "x"
#alias_of_alias = #list
#dict = {k = #list, t = !pair}
%0:3 = "t.a"() {a = #list, b = #alias_of_alias, c = [1, 2], d = #dict} : () -> (!pair, tuple<i32, f32>, !nested)
"t.b"(%0#0) {t = !pair} : (!pair) -> ()

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  %0:3 = "t.a"() {a = [1, 2], b = [1, 2], c = [1, 2], d = {k = [1, 2], t = tuple<i32, f32>}} : () -> (tuple<i32, f32>, tuple<i32, f32>, tuple<tuple<i32, f32>, index>)
// CHECK-NEXT:  "t.b"(%0#0) {t = tuple<i32, f32>} : (tuple<i32, f32>) -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// One `#map` alias per distinct affine map, named `map`, `map1`, `map2`... in the order the
// printer first meets them: nested regions of an operation first, then its operand types,
// its result types, and its attributes in sorted order. An alias written in the input does
// not keep its name.
#m20 = affine_map<(d0) -> (d0 + 20)>
!memref_alias = memref<4xf32, affine_map<(d0) -> (d0 + 10)>>
%0 = "t.def"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
%1 = "t.op"(%0) ({
  "t.inner"() {x = affine_map<(d0) -> (d0 + 2)>} : () -> ()
}) {b = affine_map<(d0) -> (d0 + 3)>, a = affine_map<(d0) -> (d0 + 4)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
"t.use"() {p = #m20, q = affine_map<(d0) -> (d0 + 20)>, t = !memref_alias, u = tuple<!memref_alias, i32>, v = [affine_map<(d0) -> (d0 + 1)>]} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT:#map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT:#map4 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT:#map5 = affine_map<(d0) -> (d0 + 20)>
// CHECK-NEXT:#map6 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.def"() : () -> memref<4xf32, #map>
// CHECK-NEXT:  %1 = "t.op"(%0) ({
// CHECK-NEXT:    "t.inner"() {x = #map1} : () -> ()
// CHECK-NEXT:  }) {a = #map3, b = #map4} : (memref<4xf32, #map>) -> memref<4xf32, #map2>
// CHECK-NEXT:  "t.use"() {p = #map5, q = #map5, t = memref<4xf32, #map6>, u = tuple<memref<4xf32, #map6>, i32>, v = [#map]} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Alias definitions print grouped by name (`#map...` before `#set...`); numbering within a
// name follows first use.
"t.a"() {z = affine_set<(d0) : (d0 >= 0)>, y = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"t.b"() {x = affine_map<(d0) -> (d0 + 2)>, w = affine_set<(d0)[s0] : (d0 - s0 == 0)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT:#set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0)[s0] : (d0 - s0 == 0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.a"() {y = #map, z = #set} : () -> ()
// CHECK-NEXT:  %0 = "t.b"() {w = #set1, x = #map2} : () -> memref<4xf32, #map1>
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Aliases are used in nested attributes and types, but not in properties.
"t.props"() <{p = affine_map<(d0) -> (d0 * 3)>}> {a = {m = affine_set<(d0) : (d0 == 0)>}, b = [[affine_map<(d0) -> (d0)>]]} : () -> tensor<4xf32, affine_map<(d0) -> (d0 * 4)>>

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#set = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0 = "t.props"() <{p = affine_map<(d0) -> (d0 * 3)>}> {a = {m = #set}, b = {{\[\[}}#map1]]} : () -> tensor<4xf32, #map>
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// An alias whose definition uses another alias prints after it, and numbering follows the
// print order: `#distinct` (no nested alias) is printed and numbered before `#distinct1`,
// whose body uses `#map1`. Distinct ids are renumbered in print order as well.
"t.d"() {a = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>], b = distinct[7]<affine_map<(d0) -> (d0 * 2)>>, c = distinct[5]<[1]>, d = distinct[7]<affine_map<(d0) -> (d0 * 2)>>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#distinct = distinct[0]<[1]>
// CHECK-NEXT:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:#distinct1 = distinct[1]<#map1>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.d"() {a = [#map, #map1], b = #distinct1, c = #distinct, d = #distinct1} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
