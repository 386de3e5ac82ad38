// NaN, infinite and zero constants of every float type print as mlir-opt-19 prints them: NaNs
// and infinities as the hexadecimal bit pattern (sign, payload and signalling bit kept), zeros
// in decimal with their sign; the printed form reads back to itself. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @roundtrip() {
// CHECK-NEXT:    "test.use"() {a = 0x7E00 : f16, b = 0xFE01 : f16, c = 0x7C01 : f16, d = 0x7C00 : f16, e = 0xFC00 : f16, f = -0.000000e+00 : f16} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7FC0 : bf16, b = 0xFFC1 : bf16, c = 0x7F81 : bf16, d = 0x7F80 : bf16, e = 0xFF80 : bf16, f = -0.000000e+00 : bf16} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7FC00000 : f32, b = 0xFFC00123 : f32, c = 0x7F800001 : f32, d = 0x7F800000 : f32, e = 0xFF800000 : f32, f = -0.000000e+00 : f32} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7FF8000000000000 : f64, b = 0xFFF8000000000123 : f64, c = 0x7FF0000000000001 : f64, d = 0x7FF0000000000000 : f64, e = 0xFFF0000000000000 : f64, f = -0.000000e+00 : f64} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7FFFC000000000000000 : f80, b = 0xFFFFC000000000000123 : f80, c = 0x7FFF8000000000000001 : f80, d = 0x7FFF8000000000000000 : f80, e = 0xFFFF8000000000000000 : f80, f = -0.000000e+00 : f80} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7FFF8000000000000000000000000000 : f128, b = 0xFFFF8000000000000000000000000123 : f128, c = 0x7FFF0000000000000000000000000001 : f128, d = 0x7FFF0000000000000000000000000000 : f128, e = 0xFFFF0000000000000000000000000000 : f128, f = -0.000000e+00 : f128} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x3FE00 : tf32, b = 0x7FE01 : tf32, c = 0x3FC01 : tf32, d = 0x3FC00 : tf32, e = 0x7FC00 : tf32, f = -0.000000e+00 : tf32} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7E : f8E5M2, b = 0xFF : f8E5M2, c = 0x7D : f8E5M2, d = 0x7C : f8E5M2, e = 0xFC : f8E5M2, f = -0.000000e+00 : f8E5M2} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7C : f8E4M3, b = 0xFF : f8E4M3, c = 0x79 : f8E4M3, d = 0x78 : f8E4M3, e = 0xF8 : f8E4M3, f = -0.000000e+00 : f8E4M3} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x7F : f8E4M3FN, b = 0xFF : f8E4M3FN, f = -0.000000e+00 : f8E4M3FN} : () -> ()
// CHECK-NEXT:    "test.use"() {a = 0x80 : f8E5M2FNUZ, b = 0x80 : f8E4M3FNUZ, c = 0x80 : f8E4M3B11FNUZ, f = 0.000000e+00 : f8E5M2FNUZ} : () -> ()
// CHECK-NEXT:    "test.use"() {v = dense<[0x7FC00000, 0xFF800001, -0.000000e+00, 0x7F800000]> : vector<4xf32>, w = dense<0xFE00> : tensor<2xf16>, x = dense<[0x7FC0, 0xFF80]> : vector<2xbf16>, y = dense<[0x7FF8000000000000, 0xFFF0000000000000]> : tensor<2xf64>} : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @roundtrip() {
  "test.use"() {a = 0x7E00 : f16, b = 0xFE01 : f16, c = 0x7C01 : f16, d = 0x7C00 : f16, e = 0xFC00 : f16, f = -0.0 : f16} : () -> ()
  "test.use"() {a = 0x7FC0 : bf16, b = 0xFFC1 : bf16, c = 0x7F81 : bf16, d = 0x7F80 : bf16, e = 0xFF80 : bf16, f = -0.0 : bf16} : () -> ()
  "test.use"() {a = 0x7FC00000 : f32, b = 0xFFC00123 : f32, c = 0x7F800001 : f32, d = 0x7F800000 : f32, e = 0xFF800000 : f32, f = -0.0 : f32} : () -> ()
  "test.use"() {a = 0x7FF8000000000000 : f64, b = 0xFFF8000000000123 : f64, c = 0x7FF0000000000001 : f64, d = 0x7FF0000000000000 : f64, e = 0xFFF0000000000000 : f64, f = -0.0 : f64} : () -> ()
  "test.use"() {a = 0x7FFFC000000000000000 : f80, b = 0xFFFFC000000000000123 : f80, c = 0x7FFF8000000000000001 : f80, d = 0x7FFF8000000000000000 : f80, e = 0xFFFF8000000000000000 : f80, f = -0.0 : f80} : () -> ()
  "test.use"() {a = 0x7FFF8000000000000000000000000000 : f128, b = 0xFFFF8000000000000000000000000123 : f128, c = 0x7FFF0000000000000000000000000001 : f128, d = 0x7FFF0000000000000000000000000000 : f128, e = 0xFFFF0000000000000000000000000000 : f128, f = -0.0 : f128} : () -> ()
  "test.use"() {a = 0x3FE00 : tf32, b = 0x7FE01 : tf32, c = 0x3FC01 : tf32, d = 0x3FC00 : tf32, e = 0x7FC00 : tf32, f = -0.0 : tf32} : () -> ()
  "test.use"() {a = 0x7E : f8E5M2, b = 0xFF : f8E5M2, c = 0x7D : f8E5M2, d = 0x7C : f8E5M2, e = 0xFC : f8E5M2, f = -0.0 : f8E5M2} : () -> ()
  "test.use"() {a = 0x7C : f8E4M3, b = 0xFF : f8E4M3, c = 0x79 : f8E4M3, d = 0x78 : f8E4M3, e = 0xF8 : f8E4M3, f = -0.0 : f8E4M3} : () -> ()
  "test.use"() {a = 0x7F : f8E4M3FN, b = 0xFF : f8E4M3FN, f = -0.0 : f8E4M3FN} : () -> ()
  "test.use"() {a = 0x80 : f8E5M2FNUZ, b = 0x80 : f8E4M3FNUZ, c = 0x80 : f8E4M3B11FNUZ, f = 0.0 : f8E5M2FNUZ} : () -> ()
  "test.use"() {v = dense<[0x7FC00000, 0xFF800001, -0.0, 0x7F800000]> : vector<4xf32>, w = dense<0xFE00> : tensor<2xf16>, x = dense<[0x7FC0, 0xFF80]> : vector<2xbf16>, y = dense<[0x7FF8000000000000, 0xFFF0000000000000]> : tensor<2xf64>} : () -> ()
  return
}
