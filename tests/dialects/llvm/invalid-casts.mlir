// MLIR's checks of the llvm casts: bitcasts keep pointers pointers in one address space,
// zext and sext widen (MLIR reports these without the op prefix), and what it leaves to LLVM.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @bc(%a: i32) {
  %0 = llvm.bitcast %a : i32 to i64
  llvm.return
}

// -----

llvm.func @bc2(%a: !llvm.ptr) {
  // expected-error@below {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @bc3(%a: !llvm.ptr) {
  // expected-error@below {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %a : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @tr(%a: i32) {
  %0 = llvm.trunc %a : i32 to i64
  llvm.return
}

// -----

llvm.func @ze(%a: i32) {
  // expected-error@below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @se(%a: vector<4xi32>) {
  // expected-error@below {{input type is a vector but output type is an integer}}
  %0 = llvm.sext %a : vector<4xi32> to i64
  llvm.return
}

// -----

llvm.func @fpt(%a: f32) {
  %0 = llvm.fptrunc %a : f32 to f64
  llvm.return
}

// -----

llvm.func @fpe(%a: f64) {
  %0 = llvm.fpext %a : f64 to f32
  llvm.return
}

// -----

llvm.func @ze(%a: i32) {
  // expected-error@below {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %a : i32 to vector<2xi64>
  llvm.return
}

// -----

llvm.func @ze2(%a: vector<2xi32>) {
  // expected-error@below {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %a : vector<2xi32> to vector<4xi64>
  llvm.return
}

// -----

llvm.func @ze3(%a: vector<2xi32>) {
  // expected-error@below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : vector<2xi32> to vector<2xi16>
  llvm.return
}

// -----

llvm.func @bc(%a: !llvm.struct<(i32)>) {
  // expected-error@below {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %a : !llvm.struct<(i32)> to i32
  llvm.return
}

// -----

llvm.func @u(%v: i32) {
  %c = builtin.unrealized_conversion_cast %v : i32 to index
  // expected-error@below {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got 'index'}}
  %d = llvm.bitcast %c : index to i64
  llvm.return
}
