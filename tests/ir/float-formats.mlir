// Float types beyond f16/bf16/f32/f64 as attribute values: x87 extended precision (`f80`),
// IEEE quadruple precision (`f128`) and MLIR 19's 8-bit formats, in scalar, dense elements
// and dense array attributes. Values print as mlir-opt-19 prints them: the 6-digit form when
// it reads back to the same value, else enough digits to, else the bit pattern (always for
// infinities and NaNs). The second RUN line checks that the printed form reads back to the
// same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Every float type.
%0:13 = "t.floats"() : () -> (f16, bf16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  %0:13 = "t.floats"() : () -> (f16, bf16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// f80 and f128: literals are read as an f64 first (as MLIR does), so `1.1` keeps the f64's
// error, shown with the wider type's digits (see float-wide-precision.mlir for values an f64
// cannot hold).
"t.wide"() {a = 1.1 : f80, b = 1.1 : f128, c = 0.1 : f128, d = 1.0e300 : f128, e = 1.5 : f80, f = -2.0 : f128, g = 0x3FFF8000000000000000 : f80, h = 0x3FFF0000000000000000000000000000 : f128} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.wide"() {a = 1.10000000000000008882 : f80, b = 1.10000000000000008881784197001252323 : f128, c = 0.100000000000000005551115123125782702 : f128, d = 1.00000000000000005250476025520442025E+300 : f128, e = 1.500000e+00 : f80, f = -2.000000e+00 : f128, g = 1.000000e+00 : f80, h = 1.000000e+00 : f128} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// f80 keeps its integer bit: a pattern without it is a NaN, shown with an all-ones
// exponent. Infinities and NaNs print as bit patterns.
"t.x87"() {a = 0x3FFF0000000000000001 : f80, c = 0x7FFF0000000000000000 : f80, d = 1.0e400 : f80, e = 0xFFFF8000000000000000 : f80, f = 0x7FFFC000000000000000 : f80, g = 0x7FFF0000000000000000000000000000 : f128, h = 0x7FFF8000000000000000000000000000 : f128} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.x87"() {a = 0x7FFF0000000000000001 : f80, c = 0x7FFF0000000000000000 : f80, d = 0x7FFF8000000000000000 : f80, e = 0xFFFF8000000000000000 : f80, f = 0x7FFFC000000000000000 : f80, g = 0x7FFF0000000000000000000000000000 : f128, h = 0x7FFF8000000000000000000000000000 : f128} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// 8-bit formats: the largest values, the smallest denormals, rounding, and the formats
// without infinities (`FN`: NaN is all ones; `FNUZ`: NaN is 0x80, no negative zero).
"t.f8"() {a = 57344.0 : f8E5M2, b = 61440.0 : f8E5M2, c = 240.0 : f8E4M3, d = 248.0 : f8E4M3, e = 448.0 : f8E4M3FN, f = 464.0 : f8E4M3FN, g = 480.0 : f8E4M3FN, h = 0x7F : f8E4M3FN, i = 0xFF : f8E4M3FN, j = 0x80 : f8E4M3FN, k = -0.0 : f8E5M2FNUZ, l = 0x80 : f8E5M2FNUZ, m = 1.0e400 : f8E4M3FNUZ, n = 30.0 : f8E4M3B11FNUZ, o = 31.0 : f8E4M3B11FNUZ, p = 0x01 : f8E4M3B11FNUZ, q = 0.1 : f8E4M3, r = 0x7C : f8E5M2, s = 0x01 : f8E5M2} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.f8"() {a = 5.734400e+04 : f8E5M2, b = 0x7C : f8E5M2, c = 2.400000e+02 : f8E4M3, d = 0x78 : f8E4M3, e = 4.480000e+02 : f8E4M3FN, f = 4.480000e+02 : f8E4M3FN, g = 0x7F : f8E4M3FN, h = 0x7F : f8E4M3FN, i = 0xFF : f8E4M3FN, j = -0.000000e+00 : f8E4M3FN, k = 0.000000e+00 : f8E5M2FNUZ, l = 0x80 : f8E5M2FNUZ, m = 0x80 : f8E4M3FNUZ, n = 3.000000e+01 : f8E4M3B11FNUZ, o = 0x80 : f8E4M3B11FNUZ, p = 1.220700e-04 : f8E4M3B11FNUZ, q = 1.015630e-01 : f8E4M3, r = 0x7C : f8E5M2, s = 1.525880e-05 : f8E5M2} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Dense elements and dense arrays of the new types: lists, splats, complex numbers, and the
// hex form (10 bytes per f80 element, 16 per f128 element).
"t.dense"() {a = dense<[1.0, 2.0]> : tensor<2xf80>, b = dense<"0x0000000000000080FF3F0000000000000080FF3F"> : tensor<2xf80>, c = dense<[0x3FFF0000000000000001, 1.5]> : tensor<2xf80>, d = dense<[1.0, 0x7F, -0.5]> : tensor<3xf8E4M3FN>, e = dense<0x7C> : tensor<4xf8E5M2>, f = dense<(1.0, 2.0)> : tensor<complex<f128>>, g = array<f80: 1.0, 2.5>, h = array<f8E4M3FNUZ: 1.0, 0x80>, i = dense<"0x0000000000000000000000000000004000000000000000000000000000C0FF3F"> : tensor<2xf128>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.dense"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf80>, b = dense<1.000000e+00> : tensor<2xf80>, c = dense<[0x7FFF0000000000000001, 1.500000e+00]> : tensor<2xf80>, d = dense<[1.000000e+00, 0x7F, -5.000000e-01]> : tensor<3xf8E4M3FN>, e = dense<0x7C> : tensor<4xf8E5M2>, f = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f128>>, g = array<f80: 1.000000e+00, 2.500000e+00>, h = array<f8E4M3FNUZ: 1.000000e+00, 0x80>, i = dense<[2.000000e+00, 1.750000e+00]> : tensor<2xf128>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// In arrays an `f64` value leaves out its type, unless it prints as a bit pattern, which
// would read back as an integer without it.
"t.arrays"() {a = [1.0, 0x7FF0000000000000 : f64, 1.0 : f80, 0x7C : f8E5M2, 0xFFF8000000000000 : f64]} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.arrays"() {a = [1.000000e+00, 0x7FF0000000000000 : f64, 1.000000e+00 : f80, 0x7C : f8E5M2, 0xFFF8000000000000 : f64]} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
