// Errors of the spirv dialect, with mlir-opt-19's messages: the type syntax (recursive
// references outside their struct, matrix shapes, empty arrays, unknown types), composite
// indices, struct indices of access chains that are not constants, and the generated and
// hand-written op checks.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{recursive struct reference not nested in struct definition}}
func.func private @f(!spirv.struct<alone>)

// -----

// expected-error@+1 {{matrix is expected to have 2, 3, or 4 columns}}
func.func private @f(!spirv.matrix<5 x vector<3xf32>>)

// -----

// expected-error@+1 {{matrix columns' elements must be of Float type}}
func.func private @f(!spirv.matrix<3 x vector<3xi32>>)

// -----

// expected-error@+1 {{expected array length greater than 0}}
func.func private @f(!spirv.array<0 x f32>)

// -----

// expected-error@+1 {{unknown SPIR-V type: image2}}
func.func private @f(!spirv.image2<f32>)


// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error@+1 {{index 4 out of bounds for 'vector<4xf32>'}}
    %0 = spirv.CompositeExtract %v[4 : i32] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %x: i32) "None" {
    // expected-error@+1 {{object operand type should be 'f32', but found 'i32'}}
    %0 = spirv.CompositeInsert %x, %v[1 : i32] : i32 into vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, %i: i32) "None" {
    // expected-error@+1 {{index must be an integer spirv.Constant to access element of spirv.struct}}
    %0 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: i64) "None" {
    // expected-error@+1 {{'spirv.IAdd' op requires the same type for all operands and results}}
    %0 = "spirv.IAdd"(%a, %b) : (i32, i64) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error@+1 {{'spirv.Load' op mismatch in result type and pointer type}}
    %0 = "spirv.Load"(%p) : (!spirv.ptr<f32, Function>) -> i32
    spirv.Return
  }
}
