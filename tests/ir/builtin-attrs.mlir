// Builtin attributes in attribute dictionaries, printed back by the generic printer. In a
// dictionary every typed attribute prints its type; inside arrays `i64` and `f64` are elided.
// The second RUN line checks that the printed form reads back to the same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Integers: the default type is i64; signless and signed types print signed, unsigned types
// unsigned; hex input is read as the bit pattern; signless i1 prints as `true`/`false`.
"t.ints"() {a = 1, b = -1 : i8, c = 255 : i8, d = 0xFF : ui8, e = 7 : index, f = -9223372036854775808 : index, g = 5 : si16, h = -5 : si16, i = 0 : ui1, j = 1 : ui1, k = -1 : si1, l = 0 : i0, m = 0x7FFFFFFF : i32, n = -0x10 : i32, o = 18446744073709551615 : ui64, p = 0xFFFFFFFFFFFFFFFF : i64} : () -> ()
"t.bools"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = -1 : i1} : () -> ()

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "t.ints"() {a = 1 : i64, b = -1 : i8, c = -1 : i8, d = 255 : ui8, e = 7 : index, f = -9223372036854775808 : index, g = 5 : si16, h = -5 : si16, i = 0 : ui1, j = 1 : ui1, k = -1 : si1, l = 0 : i0, m = 2147483647 : i32, n = -16 : i32, o = 18446744073709551615 : ui64, p = -1 : i64} : () -> ()
// CHECK-NEXT:  "t.bools"() {a = true, b = false, c = true, d = false, e = true} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Integers wider than 64 bits.
"t.wide"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = 340282366920938463463374607431768211455 : i128, e = 0x10000000000000000 : i65, f = 0x1FFFFFFFFFFFFFFFF : ui65, g = 123456789012345678901234567890123456789012345678901234567890 : i1024, h = -1 : si100} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.wide"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = -1 : i128, e = -18446744073709551616 : i65, f = 36893488147419103231 : ui65, g = 123456789012345678901234567890123456789012345678901234567890 : i1024, h = -1 : si100} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Floats: the default type is f64; the value prints in 7-digit scientific form when that
// reads back exactly, else with all the digits it needs, else as the hex bit pattern, which
// is also the only spelling of infinities and NaNs (and a hex literal without a type is an
// i64 integer).
"t.floats"() {a = 1.0, b = 1.5 : f32, c = 0.1 : f32, d = 0.1, e = 3.14159265358979, f = -2.5e-1 : f64, g = 1.0E10, h = 0.0, i = -0.0, j = 1.0e-45 : f32, k = 65504.0 : f16, l = 1.0e38 : bf16, m = 16777215.0 : f32, n = 1.0e+300, o = 12345678901234567890.0, p = 1.0 : tf32} : () -> ()
"t.hex_floats"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0x7FF8000000000000 : f64, e = 0x7C00 : f16, f = 0xFFC0 : bf16, g = 0x3FF0000000000000 : f64, h = 0x0001 : f16, i = 0x00000000007FC00000 : f32, j = 0x7FF8000000000000} : () -> ()
"t.float_edges"() {a = 1.0e400, b = 1.0e-400, c = 1.5e300 : f32, d = 0x7FEFFFFFFFFFFFFF : f64, e = 0x0000000000000001 : f64, f = 0x7F7FFFFF : f32, g = 0x00800000 : f32, h = 0.3 : f16, i = 0.7, j = 123456789.0 : f32, k = 1.0e16, l = 1.0e23} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.floats"() {a = 1.000000e+00 : f64, b = 1.500000e+00 : f32, c = 1.000000e-01 : f32, d = 1.000000e-01 : f64, e = 3.14159265358979 : f64, f = -2.500000e-01 : f64, g = 1.000000e+10 : f64, h = 0.000000e+00 : f64, i = -0.000000e+00 : f64, j = 1.401300e-45 : f32, k = 6.550400e+04 : f16, l = 9.969200e+37 : bf16, m = 0x4B7FFFFF : f32, n = 1.000000e+300 : f64, o = 1.2345678901234567E+19 : f64, p = 1.000000e+00 : tf32} : () -> ()
// CHECK-NEXT:  "t.hex_floats"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0x7FF8000000000000 : f64, e = 0x7C00 : f16, f = 0xFFC0 : bf16, g = 1.000000e+00 : f64, h = 5.960460e-08 : f16, i = 0x7FC00000 : f32, j = 9221120237041090560 : i64} : () -> ()
// CHECK-NEXT:  "t.float_edges"() {a = 0x7FF0000000000000 : f64, b = 0.000000e+00 : f64, c = 0x7F800000 : f32, d = 1.7976931348623157E+308 : f64, e = 4.940660e-324 : f64, f = 3.40282347E+38 : f32, g = 1.17549435E-38 : f32, h = 3.000490e-01 : f16, i = 0.69999999999999996 : f64, j = 0x4CEB79A3 : f32, k = 1.000000e+16 : f64, l = 9.9999999999999991E+22 : f64} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Strings: printable ASCII is kept, `"` and `\` and every other byte print as escapes
// (`\\`, two uppercase hex digits otherwise); a string may carry a type.
"t.strings"() {a = "hello", b = "quote\"and\\back", c = "tab\tnl\n", d = "\00\ff\7F", e = "", f = "hex\41\42", g = "unicode é", h = "x" : i32, i = "ctrl\01\1f", j = "{braces} [brackets] 'single' `tick`"} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.strings"() {a = "hello", b = "quote\22and\\back", c = "tab\09nl\0A", d = "\00\FF\7F", e = "", f = "hexAB", g = "unicode \C3\A9", h = "x" : i32, i = "ctrl\01\1F", j = "{braces} [brackets] 'single' `tick`"} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Unit, arrays, dictionaries (sorted by key, also when nested) and type attributes.
"t.misc"() {unit, u2 = unit, arr = [], arr2 = [1, "a", [2.0 : f32], 3.0, 4 : i32, true, unit], dict = {}, dict2 = {b = 1, a = 2 : i32, c = {z, y = [1]}}, ty = i32, ty2 = tensor<4xf32>, ty3 = !t.t, ty4 = (i32) -> i32} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.misc"() {arr = [], arr2 = [1, "a", [2.000000e+00 : f32], 3.000000e+00, 4 : i32, true, unit], dict = {}, dict2 = {a = 2 : i32, b = 1 : i64, c = {y = [1], z}}, ty = i32, ty2 = tensor<4xf32>, ty3 = !t.t, ty4 = (i32) -> i32, u2, unit} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Symbol references: flat and nested, quoted when not an identifier.
"t.syms"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"with space", e = @"0digit"::@x, f = @_under, g = @"quote\"d", h = @a.b$c_d, j = @"a-b", i = [@x, @y::@z]} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.syms"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"with space", e = @"0digit"::@x, f = @_under, g = @"quote\22d", h = @a.b$c_d, i = [@x, @y::@z], j = @"a-b"} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Dense elements: splats, nested lists, integers, floats, bools, complex numbers (no space
// after the comma), strings, empty shapes, and the hex form as input.
"t.dense_int"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, d = dense<-3> : tensor<i8>, e = dense<255> : tensor<2xui8>, f = dense<[1, 2]> : tensor<2xindex>, g = dense<[1, 1]> : tensor<2xi64>, h = dense<[[1, 2, 3]]> : vector<1x3xi16>, i = dense<170141183460469231731687303715884105727> : tensor<2xi128>} : () -> ()
"t.dense_float"() {a = dense<1.5> : tensor<2xf32>, b = dense<[1.0, 2.5]> : vector<2xf64>, c = dense<0x7FC00000> : tensor<2xf32>, d = dense<[0x7FC00000, 1.0]> : tensor<2xf32>, e = dense<[[0.1, 0.2], [0.3, 0.4]]> : tensor<2x2xf16>, f = dense<-0.0> : tensor<bf16>} : () -> ()
"t.dense_bool"() {a = dense<[true, false]> : tensor<2xi1>, b = dense<true> : tensor<8xi1>, c = dense<[true, true]> : tensor<2xi1>} : () -> ()
"t.dense_complex"() {a = dense<(1, 2)> : tensor<2xcomplex<i32>>, b = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>} : () -> ()
"t.dense_string"() {a = dense<"str"> : tensor<2x!t.s>, b = dense<["a", "bc"]> : tensor<2x!t.s>, c = dense<["x\"y", "\00"]> : tensor<2x!t.s>} : () -> ()
"t.dense_empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[]]> : tensor<1x0xi32>} : () -> ()
"t.dense_hex_in"() {a = dense<"0x0000803F00000040"> : tensor<2xf32>, b = dense<"0x0000803f"> : tensor<3xf32>, c = dense<"0x05"> : tensor<3xi1>, d = dense<"0xFF"> : tensor<3xi1>, e = dense<"0x01020304"> : tensor<2xcomplex<i8>>, f = dense<"0x"> : tensor<0xi32>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.dense_int"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>, d = dense<-3> : tensor<i8>, e = dense<255> : tensor<2xui8>, f = dense<[1, 2]> : tensor<2xindex>, g = dense<1> : tensor<2xi64>, h = dense<{{\[\[}}1, 2, 3]]> : vector<1x3xi16>, i = dense<170141183460469231731687303715884105727> : tensor<2xi128>} : () -> ()
// CHECK-NEXT:  "t.dense_float"() {a = dense<1.500000e+00> : tensor<2xf32>, b = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf64>, c = dense<0x7FC00000> : tensor<2xf32>, d = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, e = dense<{{\[\[}}9.997550e-02, 1.999510e-01], [3.000490e-01, 3.999020e-01]]> : tensor<2x2xf16>, f = dense<-0.000000e+00> : tensor<bf16>} : () -> ()
// CHECK-NEXT:  "t.dense_bool"() {a = dense<[true, false]> : tensor<2xi1>, b = dense<true> : tensor<8xi1>, c = dense<true> : tensor<2xi1>} : () -> ()
// CHECK-NEXT:  "t.dense_complex"() {a = dense<(1,2)> : tensor<2xcomplex<i32>>, b = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>} : () -> ()
// CHECK-NEXT:  "t.dense_string"() {a = dense<"str"> : tensor<2x!t.s>, b = dense<["a", "bc"]> : tensor<2x!t.s>, c = dense<["x\22y", "\00"]> : tensor<2x!t.s>} : () -> ()
// CHECK-NEXT:  "t.dense_empty"() {a = dense<> : tensor<0xi32>, b = dense<> : tensor<0xf32>, c = dense<> : tensor<1x0xi32>} : () -> ()
// CHECK-NEXT:  "t.dense_hex_in"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, b = dense<1.000000e+00> : tensor<3xf32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<true> : tensor<3xi1>, e = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i8>>, f = dense<> : tensor<0xi32>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Dense elements with more than 100 elements print in hex form (little-endian bytes,
// uppercase digits; i1 elements packed 8 per byte), unless they are a splat; 100 elements
// still print as a list.
"t.dense_large"() {a = dense<[-300, -293, -286, -279, -272, -265, -258, -251, -244, -237, -230, -223, -216, -209, -202, -195, -188, -181, -174, -167, -160, -153, -146, -139, -132, -125, -118, -111, -104, -97, -90, -83, -76, -69, -62, -55, -48, -41, -34, -27, -20, -13, -6, 1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78, 85, 92, 99, 106, 113, 120, 127, 134, 141, 148, 155, 162, 169, 176, 183, 190, 197, 204, 211, 218, 225, 232, 239, 246, 253, 260, 267, 274, 281, 288, 295, 302, 309, 316, 323, 330, 337, 344, 351, 358, 365, 372, 379, 386, 393, 400]> : tensor<101xi32>, b = dense<[-50.5, -49.5, -48.5, -47.5, -46.5, -45.5, -44.5, -43.5, -42.5, -41.5, -40.5, -39.5, -38.5, -37.5, -36.5, -35.5, -34.5, -33.5, -32.5, -31.5, -30.5, -29.5, -28.5, -27.5, -26.5, -25.5, -24.5, -23.5, -22.5, -21.5, -20.5, -19.5, -18.5, -17.5, -16.5, -15.5, -14.5, -13.5, -12.5, -11.5, -10.5, -9.5, -8.5, -7.5, -6.5, -5.5, -4.5, -3.5, -2.5, -1.5, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38.5, 39.5, 40.5, 41.5, 42.5, 43.5, 44.5, 45.5, 46.5, 47.5, 48.5, 49.5, 50.5]> : tensor<101xf32>, c = dense<[false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true]> : tensor<101xi1>, d = dense<[7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]> : tensor<101xi32>, e = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.dense_large"() {a = dense<"0xD4FEFFFFDBFEFFFFE2FEFFFFE9FEFFFFF0FEFFFFF7FEFFFFFEFEFFFF05FFFFFF0CFFFFFF13FFFFFF1AFFFFFF21FFFFFF28FFFFFF2FFFFFFF36FFFFFF3DFFFFFF44FFFFFF4BFFFFFF52FFFFFF59FFFFFF60FFFFFF67FFFFFF6EFFFFFF75FFFFFF7CFFFFFF83FFFFFF8AFFFFFF91FFFFFF98FFFFFF9FFFFFFFA6FFFFFFADFFFFFFB4FFFFFFBBFFFFFFC2FFFFFFC9FFFFFFD0FFFFFFD7FFFFFFDEFFFFFFE5FFFFFFECFFFFFFF3FFFFFFFAFFFFFF01000000080000000F000000160000001D000000240000002B000000320000003900000040000000470000004E000000550000005C000000630000006A00000071000000780000007F000000860000008D000000940000009B000000A2000000A9000000B0000000B7000000BE000000C5000000CC000000D3000000DA000000E1000000E8000000EF000000F6000000FD000000040100000B010000120100001901000020010000270100002E010000350100003C010000430100004A01000051010000580100005F010000660100006D010000740100007B010000820100008901000090010000"> : tensor<101xi32>, b = dense<"0x00004AC2000046C2000042C200003EC200003AC2000036C2000032C200002EC200002AC2000026C2000022C200001EC200001AC2000016C2000012C200000EC200000AC2000006C2000002C20000FCC10000F4C10000ECC10000E4C10000DCC10000D4C10000CCC10000C4C10000BCC10000B4C10000ACC10000A4C100009CC1000094C100008CC1000084C1000078C1000068C1000058C1000048C1000038C1000028C1000018C1000008C10000F0C00000D0C00000B0C0000090C0000060C0000020C00000C0BF0000003F0000C03F0000204000006040000090400000B0400000D0400000F04000000841000018410000284100003841000048410000584100006841000078410000844100008C410000944100009C410000A4410000AC410000B4410000BC410000C4410000CC410000D4410000DC410000E4410000EC410000F4410000FC41000002420000064200000A4200000E42000012420000164200001A4200001E42000022420000264200002A4200002E42000032420000364200003A4200003E42000042420000464200004A42"> : tensor<101xf32>, c = dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>, d = dense<7> : tensor<101xi32>, e = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Dense arrays: the element type is elided from the values; i1 values print as bools.
"t.arrays"() {a = array<i32: 1, 2>, b = array<i32>, c = array<i1: true, false>, d = array<f32: 1.0, 2.5>, e = array<i64: -1>, f = array<f64: 0x7FF8000000000000>, g = array<i8: 255>, h = array<i16>, i = array<f16: 0.1, -0.0>, j = array<i64: 9223372036854775807, -9223372036854775808>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.arrays"() {a = array<i32: 1, 2>, b = array<i32>, c = array<i1: true, false>, d = array<f32: 1.000000e+00, 2.500000e+00>, e = array<i64: -1>, f = array<f64: 0x7FF8000000000000>, g = array<i8: -1>, h = array<i16>, i = array<f16: 9.997550e-02, -0.000000e+00>, j = array<i64: 9223372036854775807, -9223372036854775808>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Affine maps and integer sets print through `#map` / `#set` aliases, numbered in order
// of first use; dimension and symbol names are canonicalized to `d0`, `s0`.
"t.affine"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2, d0 floordiv 4, d0 ceildiv 3, d0 mod 5)>, c = affine_map<() -> (0)>, d = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, e = affine_map<(d0, d1) -> (d0)>, f = affine_map<(i, j)[N] -> (i * 3 - j + N - 1)>, g = affine_set<() : (0 == 0)>, h = affine_map<(d0) -> (-d0, d0 * -1, -(d0 + 1), d0 * (4 + 1))>, i = affine_map<(d0, d1) -> (d0 + d1 * 3 - 2)>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2, d0 floordiv 4, d0 ceildiv 3, d0 mod 5)>
// CHECK-NEXT:#map2 = affine_map<() -> (0)>
// CHECK-NEXT:#map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1)[s0] -> (d0 * 3 - d1 + s0 - 1)>
// CHECK-NEXT:#map5 = affine_map<(d0) -> (-d0, -d0, -(d0 + 1), d0 * 5)>
// CHECK-NEXT:#map6 = affine_map<(d0, d1) -> (d0 + d1 * 3 - 2)>
// CHECK-NEXT:#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT:#set1 = affine_set<() : (0 == 0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.affine"() {a = #map, b = #map1, c = #map2, d = #set, e = #map3, f = #map4, g = #set1, h = #map5, i = #map6} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Strided layouts: the zero offset is elided, `?` is dynamic.
"t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: ?>, c = strided<[?, ?], offset: 5>, d = strided<[]>, e = strided<[], offset: 0>, f = strided<[1], offset: -2>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: ?>, c = strided<[?, ?], offset: 5>, d = strided<[]>, e = strided<[]>, f = strided<[1], offset: -2>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Attributes of unregistered dialects: pretty and opaque forms, bodies kept as written.
"t.dialect_attrs"() {a = #t.attr, b = #t<"opaque">, c = #t.attr<1, [2]>, d = #t.x.y, e = #t.a<"s", {k = v}>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.dialect_attrs"() {a = #t.attr, b = #t<"opaque">, c = #t.attr<1, [2]>, d = #t.x.y, e = #t.a<"s", {k = v}>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
