//! The hooks `defs/test.toml` names, one module per path prefix of the spec (`crate::build`,
//! `crate::verify`, ...), each the smallest function of the signature the generator expects
//! that still does something a test can observe.

use oxir::rewrite::FoldOutcome;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId};

use crate::{AddIOp, ComplexType, ComplexTypeStorage, RegionHolderOp, SwitchOp};

/// Declared builders.
pub mod build {
    use oxir::attrs::IntegerAttr;
    use oxir::{Body, Context, OperationState};

    /// `test.constant` of an `i64`.
    pub fn constant_i64(ctx: &Context, _: &Body, state: &mut OperationState, value: i64) {
        let value = IntegerAttr::get(ctx, ctx.common().i64, value).attr();
        state.attrs.push(oxir::NamedAttr {
            name: ctx.string_attr("value"),
            value,
        });
    }

    /// `test.yield` without values.
    pub fn yield_empty(_: &Context, _: &Body, _: &mut OperationState) {}

    /// `test.symbol` named `name`.
    pub fn symbol(
        ctx: &Context,
        _: &Body,
        state: &mut OperationState,
        name: &str,
        visibility: Option<&str>,
    ) {
        let mut entries = vec![("sym_name", Some(ctx.string_attr(name)))];
        entries.push(("sym_visibility", visibility.map(|v| ctx.string_attr(v))));
        state.props = oxir::op_support::properties(ctx, &entries);
        state.num_regions = 1;
    }
}

/// Result-type inference.
pub mod infer {
    use oxir::op_support::InferInput;
    use oxir::{Context, Type};

    /// The type of the `value` attribute of `test.constant`.
    pub fn constant(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
        let value = input.attr(ctx, "value").ok_or("no `value`")?;
        oxir::attrs::attr_type(ctx, value)
            .map(|t| vec![t])
            .ok_or_else(|| "`value` has no type".to_string())
    }

    /// The types of the operands, one result each.
    pub fn same_as_inputs(_: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
        Ok(input.operand_types.to_vec())
    }
}

/// Folders.
pub mod fold {
    use oxir::rewrite::FoldOutcome;
    use oxir::{Attribute, Body, Context, OpId};

    /// `test.constant` folds to its value.
    pub fn constant(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        match body.attr(ctx, op, "value") {
            Some(value) => FoldOutcome::attr(value),
            None => FoldOutcome::NoFold,
        }
    }
}

/// Canonicalization patterns.
pub mod canonicalize {
    use oxir::Context;
    use oxir::rewrite::RewritePatternSet;

    /// None for `test.addi`.
    pub fn addi_patterns(_: &Context, _: &mut RewritePatternSet) {}
}

/// Verifiers.
pub mod verify {
    use oxir::verifier::op_error;
    use oxir::{Body, Context, Diagnostic, OpId};

    /// `test.pack` has no empty label.
    pub fn pack(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let label = crate::PackOp(op).label(ctx, body);
        if label.is_some_and(|l| l.as_str(ctx) == Some("")) {
            return Err(op_error(ctx, body, op, "has an empty label"));
        }
        Ok(())
    }

    /// `ShapedOpInterface`: the rank is below 8.
    pub fn shaped(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let rank = crate::ShapedOp::get(ctx, body, op).map_or(0, |s| s.rank(ctx, body));
        if rank >= 8 {
            return Err(op_error(ctx, body, op, "has a rank of 8 or more"));
        }
        Ok(())
    }

    /// `test.select`'s condition is not made by `test.constant`.
    pub fn not_constant(ctx: &Context, body: &Body, op: OpId) -> bool {
        let select = crate::SelectOp::from_op(ctx, body, op);
        let defining = select.and_then(|s| s.cond(ctx, body).defining_op());
        defining.is_none_or(|d| crate::ConstantOp::from_op(ctx, body, d).is_none())
    }

    /// `#test.layout`'s order is a permutation.
    pub fn layout(_: &Context, storage: &crate::LayoutAttrStorage) -> Result<(), String> {
        let mut order = storage.order.clone();
        order.sort_unstable();
        if order.iter().enumerate().any(|(i, &o)| o as usize != i) {
            return Err(format!("{:?} is not a permutation", storage.order));
        }
        Ok(())
    }
}

/// Type transforms of `TypesMatchWith` and `RangedTypesMatchWith`.
pub mod types {
    use oxir::types::{IntegerType, element_type_or_self};
    use oxir::{Context, Type};

    /// The element type of a shaped type.
    pub fn element_type(ctx: &Context, ty: Type) -> Type {
        element_type_or_self(ctx, ty)
    }

    /// The type itself.
    pub fn same_type(_: &Context, ty: Type) -> Type {
        ty
    }

    /// Whether integer type `actual` is at least as wide as integer type `derived`.
    pub fn at_least_as_wide(ctx: &Context, derived: Type, actual: Type) -> bool {
        let width = |ty: Type| ty.dyn_cast::<IntegerType>(ctx).map_or(0, |i| i.width(ctx));
        width(actual) >= width(derived)
    }

    /// Whether the lists have the same length.
    pub fn same_count(_: &Context, derived: &[Type], actual: &[Type]) -> bool {
        derived.len() == actual.len()
    }

    /// The same types.
    pub fn same(_: &Context, types: &[Type]) -> Vec<Type> {
        types.to_vec()
    }
}

/// Traits defined in Rust.
pub mod traits {
    use oxir::traits::NativeOpTrait;
    use oxir::verifier::op_error;
    use oxir::{Body, Context, Diagnostic, OpId};

    /// Ops with this trait have no `forbidden` attribute.
    pub struct MyCustomTrait;

    impl NativeOpTrait for MyCustomTrait {
        fn verify_trait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
            if body.attr(ctx, op, "forbidden").is_some() {
                return Err(op_error(ctx, body, op, "has the `forbidden` attribute"));
            }
            Ok(())
        }
    }
}

/// `BranchOpInterface` of `test.switch`.
pub mod branch {
    use oxir::branch::{BranchOpInterface, SuccessorOperands};
    use oxir::{Body, Context, OpId};

    /// The default destination gets the default operands; the cases get none.
    pub struct SwitchBranch;

    impl BranchOpInterface for SwitchBranch {
        fn successor_operands(
            &self,
            ctx: &Context,
            body: &Body,
            op: OpId,
            successor: usize,
        ) -> SuccessorOperands {
            if successor == 0 {
                SuccessorOperands::of_segment(ctx, body, op, 1)
            } else {
                SuccessorOperands::forwarded(0..0)
            }
        }
    }
}

/// `ShapedOpInterface` of `test.symbol`.
pub mod shaped {
    /// The methods for `test.symbol`.
    pub mod symbol {
        use crate::TestSymbolOp;
        use oxir::{Body, Context};

        /// The number of blocks of the body.
        pub fn rank(_: &Context, body: &Body, op: TestSymbolOp) -> usize {
            let (scope, regions) = body.region_scope(op.0);
            regions
                .first()
                .map_or(0, |&r| scope.region_blocks(r).count())
        }

        /// Overrides the default: every dimension is 1.
        pub fn dim(_: &Context, _: &Body, _: TestSymbolOp, _: usize) -> Option<i64> {
            Some(1)
        }
    }
}

/// `BitWidthTypeInterface` of `!test.bounded`.
pub mod bits {
    /// The methods for `!test.bounded`.
    pub mod bounded {
        use crate::BoundedType;
        use oxir::Context;

        /// The width parameter.
        pub fn bit_width(ctx: &Context, ty: BoundedType) -> u32 {
            ty.width(ctx)
        }
    }
}

/// `TaggedAttrInterface` of `#test.layout`.
pub mod tags {
    /// The methods for `#test.layout`.
    pub mod layout {
        use crate::LayoutAttr;
        use oxir::Context;

        /// The order, joined.
        pub fn tag(ctx: &Context, layout: LayoutAttr) -> String {
            let order: Vec<String> = layout.order(ctx).iter().map(u32::to_string).collect();
            order.join("-")
        }
    }
}

/// `InlinerDialectInterface` of the dialect.
pub mod inliner {
    use oxir::Context;

    /// Nothing named `main` is inlined.
    pub fn is_legal_to_inline(_: &Context, callee: &str) -> bool {
        callee != "main"
    }
}

/// The `custom<Name>` directives.
pub mod custom {
    use oxir::attrs::DenseElementsAttr;
    use oxir::text::parser::{OpAsmParser, ParseResult};
    use oxir::text::printer::OpAsmPrinter;
    use oxir::types::VectorType;
    use oxir::{Attribute, BlockId, OpId};

    /// `cases(value: ^bb, ...)`, absent without cases; the values become a
    /// `dense<...> : vector<Nxi64>`.
    pub fn parse_switch_cases(
        p: &mut OpAsmParser<'_, '_>,
        values: &mut Option<Attribute>,
        destinations: &mut Vec<BlockId>,
    ) -> ParseResult<()> {
        if !p.parse_optional_keyword("cases") {
            return Ok(());
        }
        p.parse_lparen()?;
        let mut read = Vec::new();
        loop {
            read.push(p.parse_integer()?);
            p.parse_colon()?;
            destinations.push(p.parse_successor()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
        let ctx = p.context();
        let ty = VectorType::get(ctx, &[read.len() as i64], ctx.common().i64).ty();
        match DenseElementsAttr::get_i64(ctx, ty, &read) {
            Ok(attr) => *values = Some(attr.attr()),
            Err(e) => {
                let at = p.current_offset();
                return Err(p.error_at(at, e.to_string()));
            }
        }
        Ok(())
    }

    /// See [`parse_switch_cases`].
    pub fn print_switch_cases(
        p: &mut OpAsmPrinter<'_>,
        _: OpId,
        values: Option<Attribute>,
        destinations: &[BlockId],
    ) {
        let ctx = p.ctx();
        let Some(values) = values
            .and_then(|a| a.dyn_cast::<DenseElementsAttr>(ctx))
            .and_then(|d| d.i64_values(ctx).map(|v| v.collect::<Vec<i64>>()))
        else {
            return;
        };
        p.write_str("cases(");
        for (i, (value, &destination)) in values.iter().zip(destinations).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_str(&format!("{value}: "));
            p.print_successor(destination);
        }
        p.write_str(")");
    }
}

impl AddIOp {
    /// `fold = true`: `x + 0` is `x` when the right side is a zero constant.
    pub fn fold(
        ctx: &Context,
        body: &Body,
        op: OpId,
        constants: &[Option<Attribute>],
    ) -> FoldOutcome {
        let zero = constants.get(1).copied().flatten().and_then(|c| {
            c.dyn_cast::<oxir::attrs::IntegerAttr>(ctx)
                .map(|i| i.value_i64(ctx) == Some(0))
        });
        match (zero, AddIOp::from_op(ctx, body, op)) {
            (Some(true), Some(add)) => FoldOutcome::value(add.lhs(ctx, body)),
            _ => FoldOutcome::NoFold,
        }
    }
}

impl SwitchOp {
    /// `verify = true`: as many case values as case destinations.
    pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let this = SwitchOp(op);
        let values = this
            .case_values(ctx, body)
            .and_then(|v| v.dyn_cast::<oxir::attrs::DenseElementsAttr>(ctx))
            .map_or(0, |d| d.num_elements(ctx) as usize);
        let destinations = this.case_dests(body).len();
        if values != destinations {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("has {values} case values but {destinations} case destinations"),
            ));
        }
        Ok(())
    }
}

impl RegionHolderOp {
    /// `region_verify = true`: the handlers are not empty.
    pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let (scope, _) = body.region_scope(op);
        for &handler in RegionHolderOp(op).handlers(body) {
            if scope.region_blocks(handler).next().is_none() {
                return Err(op_error(ctx, body, op, "has an empty handler"));
            }
        }
        Ok(())
    }
}

impl ComplexType {
    /// `verify = true`: the element type is a float.
    pub fn verify(ctx: &Context, storage: &ComplexTypeStorage) -> Result<(), String> {
        match ctx.type_data(storage.element_type) {
            oxir::TypeData::Float(_) => Ok(()),
            _ => Err("the element type is not a float".to_string()),
        }
    }
}
