// MLIR's checks of memory access: loadable types, atomic loads, stores, atomicrmw, cmpxchg and
// fences (types, orderings, alignment), and the symbol checks of llvm.mlir.addressof.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @ld(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @ld2(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @ld3(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @ld4(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.load' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @st(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @st2(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %v, %p atomic monotonic : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @addr() {
  // expected-error@below {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) {addr_space = 1 : i32} : i32
llvm.func @addr2() {
  // expected-error@below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func @fa()
llvm.func @addr3() {
  %0 = llvm.mlir.addressof @fa : !llvm.ptr<1>
  llvm.return
}

// -----

// expected-error@below {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @u(%p: !llvm.ptr, %v: index) {
  llvm.store %v, %p : index, !llvm.ptr
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr) {
  // expected-error@below {{'llvm.load' op result #0 must be LLVM type with size, but got 'index'}}
  %0 = llvm.load %p : !llvm.ptr -> index
  llvm.return
}

// -----

// The value types of atomicrmw and cmpxchg are checked by the parser, as MLIR's parser
// checks the source of a TypesMatchWith before deriving the result type from it.
llvm.func @u(%p: !llvm.ptr) {
  %v = builtin.unrealized_conversion_cast %p : !llvm.ptr to index
  // expected-error@below {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'index'}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, index
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: vector<2xi32>) {
  // expected-error@below {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xi32>'}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr) {
  %v = builtin.unrealized_conversion_cast %p : !llvm.ptr to index
  // expected-error@below {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'index'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, index
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: f32) {
  // expected-error@below {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: !llvm.struct<(i32)>) {
  // expected-error@below {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: f32) {
  // expected-error@below {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v not_atomic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  // expected-error@below {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.cmpxchg %p, %v, %v monotonic acquire : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @u() {
  // expected-error@below {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence not_atomic
  llvm.return
}

// -----

llvm.func @u() {
  llvm.fence syncscope("agent") acquire
  llvm.return
}
