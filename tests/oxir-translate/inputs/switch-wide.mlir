// A case value above 2^64 - 1, in the generic form: MLIR 19's custom form prints such values
// clamped to 2^64 - 1 (so this IR does not round trip through it and the conformance test
// leaves it out, as every input here); the translation keeps the value.
llvm.func @wide(%v: i128) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  "llvm.switch"(%v, %one, %two, %two)[^d, ^d, ^d] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[5, 18446744073709551616]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i128, i32, i32, i32) -> ()
^d(%x: i32):
  llvm.return %x : i32
}
