// An unknown enum case is refused with MLIR's message, which depends on how MLIR defines the
// enum: an `I32EnumAttr` / `I32BitEnumAttr` names its C++ type and lists its cases, an llvm
// enum (read by MLIR's `FieldParser`) names its summary and the keyword given. Each split has
// one error here; MLIR adds a second one naming the attribute's parameter, which the CHECK
// lines skip.
// RUN: not oxir-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: :{{[0-9]+}}:34: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
"test.op"() {a = #arith.fastmath<bogus>} : () -> ()

// -----

// A bit enum's error is reported where its value starts, whichever case is unknown.
// CHECK: :{{[0-9]+}}:33: error: expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast
"test.op"() {a = #llvm.fastmath<nnan, bogus>} : () -> ()

// -----

func.func @overflow(%a: i32, %b: i32) -> i32 {
  // CHECK: :{{[0-9]+}}:35: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
  %0 = arith.addi %a, %b overflow<nsw, wrap> : i32
  return %0 : i32
}

// -----

// CHECK: :{{[0-9]+}}:31: error: expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR
"test.op"() {a = #spirv.scope<Everywhere>} : () -> ()

// -----

// An `I32EnumAttr` case is a keyword: a string is not one.
// CHECK: :{{[0-9]+}}:31: error: expected valid keyword
"test.op"() {a = #spirv.scope<"Device">} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:32: error: invalid LLVM linkage types specification: everywhere
"test.op"() {a = #llvm.linkage<everywhere>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:30: error: invalid Calling Conventions specification: bogus_cc
"test.op"() {a = #llvm.cconv<"bogus_cc">} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:37: error: invalid Tail Call Kind specification: sometimes
"test.op"() {a = #llvm.tailcallkind<sometimes>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:67: error: invalid LLVM FramePointerKind specification: leaf
llvm.func @f() attributes {frame_pointer = #llvm.framePointerKind<leaf>} {
  llvm.return
}

// -----

// CHECK: :{{[0-9]+}}:47: error: invalid LLVM ModRefInfo specification: maybe
"test.op"() {a = #llvm.memory_effects<other = maybe, argMem = none, inaccessibleMem = none>} : () -> ()

// -----

// A `FieldParser` takes a keyword or a string; anything else is refused with the summary.
// CHECK: :{{[0-9]+}}:32: error: expected keyword for LLVM linkage types
"test.op"() {a = #llvm.linkage<1>} : () -> ()
