// Every builtin type, as a result type and inside other types, printed back by the generic
// printer. The second RUN line checks that the printed form reads back to the same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Integers: signless, signed, unsigned, zero-width and wide.
%0:10 = "t.ints"() : () -> (i1, i8, i32, i64, si8, ui64, si1, ui1, i0, i128)
%1:3 = "t.wide"() : () -> (i1024, si65, i16777215)

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  %0:10 = "t.ints"() : () -> (i1, i8, i32, i64, si8, ui64, si1, ui1, i0, i128)
// CHECK-NEXT:  %1:3 = "t.wide"() : () -> (i1024, si65, i16777215)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Index, floats and none.
%0:2 = "t.index_none"() : () -> (index, none)
%1:7 = "t.floats"() : () -> (f16, bf16, f32, f64, tf32, f80, f128)
%2:5 = "t.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:2 = "t.index_none"() : () -> (index, none)
// CHECK-NEXT:  %1:7 = "t.floats"() : () -> (f16, bf16, f32, f64, tf32, f80, f128)
// CHECK-NEXT:  %2:5 = "t.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Function types: a single result prints without parentheses, unless it is itself a
// function type; function types nest.
"t.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i1, i1), d = (i32) -> (i64), e = ((i32) -> i32) -> (() -> ()), f = () -> ((i32) -> ()), g = (() -> ()) -> ()} : () -> ()
%0 = "t.fn_result"() : () -> ((i32) -> i64)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i1, i1), d = (i32) -> i64, e = ((i32) -> i32) -> (() -> ()), f = () -> ((i32) -> ()), g = (() -> ()) -> ()} : () -> ()
// CHECK-NEXT:  %0 = "t.fn_result"() : () -> ((i32) -> i64)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Tuples and complex numbers.
%0:4 = "t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<i32, tuple<f32, tuple<>>, index>)
%1:4 = "t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<i1>)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:4 = "t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<i32, tuple<f32, tuple<>>, index>)
// CHECK-NEXT:  %1:4 = "t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<i1>)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Vectors: fixed, scalable dimensions in brackets, zero-rank, of index and of floats.
%0:9 = "t.vector"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<1x1x1xf16>, vector<f32>, vector<4xindex>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[4]x2xf32>, vector<[2]x[4]xbf16>)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:9 = "t.vector"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<1x1x1xf16>, vector<f32>, vector<4xindex>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[4]x2xf32>, vector<[2]x[4]xbf16>)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Tensors: ranked with static and dynamic sizes, zero-rank, zero-size, unranked, with an
// encoding attribute (printed with its type unless elided), of vectors, complex and
// dialect types.
%0:6 = "t.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4xf32>, tensor<1x2x3x4xi8>, tensor<0x?x?xi8>, tensor<*xf32>)
%1:4 = "t.tensor_elems"() : () -> (tensor<4xvector<4xf32>>, tensor<complex<f32>>, tensor<4x!t.elem>, tensor<*xindex>)
%2:4 = "t.tensor_encoding"() : () -> (tensor<4xf32, "enc">, tensor<4x?xf32, #t.enc<1>>, tensor<4xf32, 1>, tensor<?xf32, {sparse}>)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:6 = "t.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4xf32>, tensor<1x2x3x4xi8>, tensor<0x?x?xi8>, tensor<*xf32>)
// CHECK-NEXT:  %1:4 = "t.tensor_elems"() : () -> (tensor<4xvector<4xf32>>, tensor<complex<f32>>, tensor<4x!t.elem>, tensor<*xindex>)
// CHECK-NEXT:  %2:4 = "t.tensor_encoding"() : () -> (tensor<4xf32, "enc">, tensor<4x?xf32, #t.enc<1>>, tensor<4xf32, 1 : i64>, tensor<?xf32, {sparse}>)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Memrefs: shapes, element types, unranked, memory spaces (an `i64` integer prints bare, 0 is
// the default and disappears), and layouts: strided (offset 0 disappears), affine maps
// (an identity map disappears, others print through a `#map` alias).
%0:6 = "t.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<0xf32>, memref<*xf32>, memref<4x4xvector<2xf32>>)
%1:3 = "t.memref_elems"() : () -> (memref<4xcomplex<f32>>, memref<?xindex>, memref<2xi1>)
%2:7 = "t.memory_space"() : () -> (memref<4xf32, 1>, memref<4xf32, 1 : i64>, memref<4xf32, 0>, memref<4xf32, 1 : i32>, memref<4xf32, "gpu">, memref<*xf32, 3>, memref<*xf32, "gpu">)
%3:5 = "t.strided"() : () -> (memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[?, 1]>, 2>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: 0>>, memref<2x?xi8, strided<[?, ?], offset: 4>, 5>)
%4:4 = "t.affine_layout"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 1>, memref<f32, affine_map<() -> ()>>)

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:6 = "t.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<0xf32>, memref<*xf32>, memref<4x4xvector<2xf32>>)
// CHECK-NEXT:  %1:3 = "t.memref_elems"() : () -> (memref<4xcomplex<f32>>, memref<?xindex>, memref<2xi1>)
// CHECK-NEXT:  %2:7 = "t.memory_space"() : () -> (memref<4xf32, 1>, memref<4xf32, 1>, memref<4xf32>, memref<4xf32, 1 : i32>, memref<4xf32, "gpu">, memref<*xf32, 3>, memref<*xf32, "gpu">)
// CHECK-NEXT:  %3:5 = "t.strided"() : () -> (memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[?, 1]>, 2>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1]>>, memref<2x?xi8, strided<[?, ?], offset: 4>, 5>)
// CHECK-NEXT:  %4:4 = "t.affine_layout"() : () -> (memref<4x4xf32, #map>, memref<4x4xf32>, memref<4xf32, #map1, 1>, memref<f32>)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Types of unregistered dialects: pretty (`!d.t<...>`) and opaque (`!d<"...">`) forms,
// with their body kept as written.
%0:7 = "t.dialect_types"() : () -> (!t.t, !t.t<1, "x">, !t<"opaque body">, !t.t<a<b>>, !t.foo.bar, !t.t<"x", [1, 2], {a}>, !t.t<(i32) -> ()>)
"t.type_attr"() {a = !t.t<"quote\"">, b = i32, c = tensor<4xf32>, d = none} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  %0:7 = "t.dialect_types"() : () -> (!t.t, !t.t<1, "x">, !t<"opaque body">, !t.t<a<b>>, !t.foo.bar, !t.t<"x", [1, 2], {a}>, !t.t<(i32) -> ()>)
// CHECK-NEXT:  "t.type_attr"() {a = !t.t<"quote\"">, b = i32, c = tensor<4xf32>, d = none} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Types of block arguments and operands.
"t.region"() ({
^bb0(%a: tensor<?xf32>, %b: memref<4xf32, 1>, %c: !t.t, %d: (i32) -> i32):
  "t.use"(%a, %b, %c, %d) : (tensor<?xf32>, memref<4xf32, 1>, !t.t, (i32) -> i32) -> ()
}) : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.region"() ({
// CHECK-NEXT:  ^bb0(%arg0: tensor<?xf32>, %arg1: memref<4xf32, 1>, %arg2: !t.t, %arg3: (i32) -> i32):
// CHECK-NEXT:    "t.use"(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, memref<4xf32, 1>, !t.t, (i32) -> i32) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
