//! The `toy` dialect, written with the `#[dialect]` macros: the ops of MLIR's Toy tutorial
//! (chapters 2 to 5) with their type constraints, custom assembly forms and verifiers.
//!
//! What the macros cannot say sits beside the ops in [`crate::dialect_hooks`]: the hand-written
//! verifiers, a fold and the constant materializer. The custom forms of `toy.func` and of the
//! binary ops, the cast's fold and the callee check are the core's, named here. Lowering from
//! the AST is `mlirgen`, rewrites are `combine`; this module only defines the ops.

use oxir_ods_macros::dialect;

/// A high-level dialect for analyzing and optimizing the Toy language
///
/// The Toy language is a tensor-based language that allows you to define functions, perform
/// some math computation, and print results. This dialect provides a representation of the
/// language that is amenable to analysis and optimization.
#[dialect(
    name = "toy",
    interfaces(DialectInlinerInterface(impl = crate::inliner::ToyInliner)),
    materialize_constant = "crate::dialect_hooks::materialize_constant",
    custom_directives = "oxir::directives"
)]
pub mod toy {
    /// Toy struct type
    ///
    /// An unnamed container of element types (chapter 7): each a tensor or another struct,
    /// `!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>`.
    #[type_def(
        mnemonic = "struct",
        format = "`<` $elementTypes `>`",
        verify = crate::dialect_hooks::verify_struct_type
    )]
    pub struct Struct {
        /// the types of the struct's elements, in order
        elementTypes: Vec<Type>,
    }

    /// constant
    ///
    /// Constant operation turns a literal into an SSA value. The data is attached to the
    /// operation as an attribute. For example:
    ///
    /// ```mlir
    /// %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    /// ```
    #[op(
        name = "constant",
        traits(Pure, ConstantLike, FirstAttrDerivedResultType),
        interfaces(ShapeInferenceOpInterface(inferred_result_type, impl = crate::shape_inference::constant)),
        fold = oxir::rewrite::fold_to_value_attr,
        format = "attr-dict $value",
        verify = crate::dialect_hooks::verify_constant,
    )]
    pub struct ConstantOp {
        /// the data of the constant
        value: Prop<F64ElementsAttr>,
        result: Result<TensorOf<(F64)>>,
    }

    /// struct constant
    ///
    /// Constant operation turns a literal struct value into an SSA value. The data is attached
    /// to the operation as an attribute. The struct constant is encoded as an array of other
    /// constant values. For example:
    ///
    /// ```mlir
    /// %0 = toy.struct_constant [
    ///   dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    /// ] : !toy.struct<tensor<*xf64>>
    /// ```
    #[op(
        name = "struct_constant",
        traits(Pure, ConstantLike),
        fold = oxir::rewrite::fold_to_value_attr,
        format = "$value attr-dict `:` qualified(type($output))",
        verify = crate::dialect_hooks::verify_constant,
    )]
    pub struct StructConstantOp {
        /// one constant per element: dense elements, or a nested array for a struct
        value: Prop<ArrayAttr>,
        output: Result<StructType>,
    }

    /// struct access
    ///
    /// Access the Nth element of a value returning a struct type.
    ///
    /// ```mlir
    /// %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
    /// ```
    #[op(
        name = "struct_access",
        traits(Pure),
        fold = crate::dialect_hooks::fold_struct_access,
        format = "$input `[` $index `]` attr-dict `:` qualified(type($input)) `->` qualified(type($output))",
        verify = crate::dialect_hooks::verify_struct_access,
    )]
    pub struct StructAccessOp {
        input: Operand<StructType>,
        /// which element
        index: Prop<I64Attr>,
        output: Result<AnyTypeOf<(TensorOf<(F64)>, StructType)>>,
    }

    /// element-wise addition operation
    ///
    /// The "add" operation performs element-wise addition between two tensors. The shapes of
    /// the tensor operands are expected to match.
    #[op(
        name = "add",
        traits(Pure),
        interfaces(ShapeInferenceOpInterface),
        format = "$lhs `,` $rhs attr-dict `:` custom<BinaryOpTypes>(type($lhs), type($rhs), type($result))",
        verify = crate::dialect_hooks::verify_binary,
    )]
    pub struct AddOp {
        lhs: Operand<TensorOf<(F64)>>,
        rhs: Operand<TensorOf<(F64)>>,
        result: Result<TensorOf<(F64)>>,
    }

    /// element-wise multiplication operation
    ///
    /// The "mul" operation performs element-wise multiplication between two tensors. The
    /// shapes of the tensor operands are expected to match.
    #[op(
        name = "mul",
        traits(Pure),
        interfaces(ShapeInferenceOpInterface),
        format = "$lhs `,` $rhs attr-dict `:` custom<BinaryOpTypes>(type($lhs), type($rhs), type($result))",
        verify = crate::dialect_hooks::verify_binary,
    )]
    pub struct MulOp {
        lhs: Operand<TensorOf<(F64)>>,
        rhs: Operand<TensorOf<(F64)>>,
        result: Result<TensorOf<(F64)>>,
    }

    /// transpose operation
    ///
    /// Transposes a tensor of rank 2 or less: the result's shape is the input's reversed.
    #[op(
        name = "transpose",
        traits(Pure),
        interfaces(ShapeInferenceOpInterface(inferred_result_type, impl = crate::shape_inference::transpose)),
        format = "`(` $input attr-dict `:` type($input) `)` `to` type(results)",
        verify = crate::dialect_hooks::verify_transpose,
        canonicalize = crate::combine::rules::register_toy_transpose_rules,
    )]
    pub struct TransposeOp {
        input: Operand<TensorOf<(F64)>>,
        result: Result<TensorOf<(F64)>>,
    }

    /// tensor reshape operation
    ///
    /// Reshape operation is transforming its input tensor into a new tensor with the same
    /// number of elements but different shapes. For example:
    ///
    /// ```mlir
    /// %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    /// ```
    #[op(
        name = "reshape",
        traits(Pure),
        format = "`(` $input attr-dict `:` type($input) `)` `to` type(results)",
        verify = crate::dialect_hooks::verify_reshape,
        canonicalize = crate::combine::rules::register_toy_reshape_rules,
    )]
    pub struct ReshapeOp {
        input: Operand<TensorOf<(F64)>>,
        result: Result<StaticShapeTensorOf<(F64)>>,
    }

    /// print operation
    ///
    /// The "print" builtin operation prints a given input tensor, and produces no results.
    /// It also takes a buffer (`memref`) of `f64`, so that it works on the result of the
    /// partial lowering to `affine` (chapter 5), which leaves it in place.
    #[op(name = "print", format = "$input attr-dict `:` type($input)")]
    pub struct PrintOp {
        input: Operand<AnyTypeOf<(TensorOf<(F64)>, MemRefOf<(F64)>)>>,
    }

    /// return operation
    ///
    /// The "return" operation represents a return operation within a function. The operation
    /// takes an optional tensor operand and produces no results. The operand type must match
    /// the signature of the function that contains the operation. For example:
    ///
    /// ```mlir
    /// toy.func @foo() -> tensor<2xf64> {
    ///   ...
    ///   toy.return %0 : tensor<2xf64>
    /// }
    /// ```
    #[op(
        name = "return",
        traits(Pure, HasParent<"toy.func">, ReturnLike, Terminator),
        format = "($input^ `:` type($input))? attr-dict",
        verify = crate::dialect_hooks::verify_return,
    )]
    pub struct ReturnOp {
        input: Operand<Variadic<AnyTypeOf<(TensorOf<(F64)>, StructType)>>>,
    }

    /// generic call operation
    ///
    /// Generic calls represent calls to a user defined function that needs to be specialized
    /// for the shape of its arguments. The callee's name is attached as a symbol reference via
    /// an attribute. The arguments list must match the arguments expected by the callee. For
    /// example:
    ///
    /// ```mlir
    /// %4 = toy.generic_call @my_func(%1, %3)
    ///        : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    /// ```
    ///
    /// This is only valid if a function named "my_func" exists and takes two arguments.
    #[op(
        name = "generic_call",
        interfaces(
            CallOpInterface(impl = oxir::call::SymbolCall),
            SymbolUserOpInterface(impl = oxir::call::CalleeArity),
        ),
        format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)"
    )]
    pub struct GenericCallOp {
        /// the function called
        callee: Prop<FlatSymbolRefAttr>,
        inputs: Operand<Variadic<AnyTypeOf<(TensorOf<(F64)>, StructType)>>>,
        result: Result<AnyTypeOf<(TensorOf<(F64)>, StructType)>>,
    }

    /// user defined function operation
    ///
    /// The "toy.func" operation represents a user defined function. These are callable SSA-region
    /// operations that contain toy computations. For example:
    ///
    /// ```mlir
    /// toy.func @main() {
    ///   %0 = toy.constant dense<5.500000e+00> : tensor<f64>
    ///   %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
    ///   toy.print %1 : tensor<2x2xf64>
    ///   toy.return
    /// }
    /// ```
    #[op(
        name = "func",
        traits(IsolatedFromAbove, Symbol),
        // `toy.func` is a function op like `func.func`: the core's models of function ops serve,
        // and the verifier runs the checks of the function interface.
        interfaces(
            FunctionOpInterface(impl = oxir::function::ConventionalFunction),
            CallableOpInterface(impl = oxir::function::FunctionCallable),
        ),
        parse = oxir::function::syntax::parse_function,
        print = oxir::function::syntax::print_function_op,
        region_verify = crate::dialect_hooks::verify_func_returns,
    )]
    pub struct FuncOp {
        sym_name: Prop<SymbolNameAttr>,
        function_type: Prop<TypeAttrOf<FunctionType>>,
        #[optional]
        sym_visibility: Prop<StrAttr>,
        #[optional]
        arg_attrs: Prop<DictArrayAttr>,
        #[optional]
        res_attrs: Prop<DictArrayAttr>,
        body: Region,
    }

    /// shape cast operation
    ///
    /// The "cast" operation converts a tensor from one type to an equivalent type without
    /// changing any data elements. The source and destination types must both be tensor types
    /// with the same element type. If both are ranked, then shape is required to match. The
    /// operation is invalid if converting to a mismatching constant dimension.
    #[op(
        name = "cast",
        traits(Pure),
        interfaces(ShapeInferenceOpInterface),
        fold = oxir::rewrite::fold_identity_cast,
        format = "$input attr-dict `:` type($input) `to` type($output)",
        verify = crate::dialect_hooks::verify_cast,
    )]
    pub struct CastOp {
        input: Operand<TensorOf<(F64)>>,
        output: Result<TensorOf<(F64)>>,
    }

    /// Interface to access a registered method to infer the return types for an operation
    /// that can be used during type inference.
    #[interface(kind = op)]
    pub trait ShapeInferenceOpInterface {
        /// The type of the op's result implied by its operand types (all ranked when asked),
        /// or `None` when they imply none; by default the type of the first operand.
        fn inferred_result_type(&self) -> Option<oxir::Type> {
            body.operand(op, 0).map(|v| body.value_type(v))
        }
    }
}

pub use toy::*;
