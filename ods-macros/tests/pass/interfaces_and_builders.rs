//! Interface uses with their implementation modules, on the dialect and on an op, interfaces
//! extending others (supertraits, two levels), an external model for an op of another dialect,
//! and a builder whose parameters have doc comments.

use oxir_ods_macros::dialect;

#[dialect(name = "ib")]
pub mod ib {
    #[op(
        name = "make",
        skip_default_builders,
        interfaces(Shaped(impl = crate::shaped)),
        format = "attr-dict"
    )]
    #[builder(
        name = value,
        params(
            /// the value, unused
            value: i64,
        ),
        body = crate::build::make,
    )]
    pub struct MakeOp;

    /// Ops with a name for people.
    #[interface(kind = op)]
    pub trait Labeled {
        /// the name
        fn label(&self) -> String;
        /// the op's name, from the implementor's wrapper type
        fn kind(&self) -> &'static str {
            ConcreteOp::NAME
        }
    }

    /// Ops with a size.
    #[interface(kind = op)]
    pub trait Measured: Labeled {
        /// the size, one unless said otherwise
        fn size(&self) -> u64 {
            1
        }
    }

    /// `Labeled` for an op of another dialect: the module holds the methods.
    #[external_model(op = "builtin.unrealized_conversion_cast", interfaces(Labeled(kind)))]
    pub mod cast_label {
        use oxir::{Body, Context, OpId};

        pub fn label(_: &Context, _: &Body, _: OpId) -> String {
            "cast".to_string()
        }

        pub fn kind(_: &Context, _: &Body, _: OpId) -> &'static str {
            "builtin.unrealized_conversion_cast"
        }
    }

    /// Ops with a rank.
    #[interface(kind = op)]
    pub trait Shaped: Measured {
        /// the rank
        fn rank(&self) -> usize;
        /// whether `dim` is within the rank
        fn has_dim(
            &self,
            /// the dimension asked about
            dim: usize,
        ) -> bool;
        /// the dimensions, the same for every implementor
        #[fixed]
        fn dims(&self) -> Vec<usize> {
            (0..self.rank(ctx, body)).collect()
        }
    }
}

mod shaped {
    use oxir::{Body, Context};

    pub fn rank(_: &Context, _: &Body, _: crate::ib::MakeOp) -> usize {
        2
    }

    pub fn has_dim(ctx: &Context, body: &Body, op: crate::ib::MakeOp, dim: usize) -> bool {
        dim < rank(ctx, body, op)
    }

    pub fn label(_: &Context, _: &Body, _: crate::ib::MakeOp) -> String {
        "make".to_string()
    }
}

mod build {
    use oxir::{Body, Context, OperationState};

    pub fn make(_: &Context, _: &Body, _: &mut OperationState, _: i64) {}
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(ib::register(&ctx));
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let make = ib::MakeOp::build_with_value(&ctx, &mut body, loc, 0);
    let shaped = ib::ShapedRef::get(&ctx, &body, make.0).expect("make is shaped");
    assert_eq!(shaped.dims(&ctx, &body), vec![0, 1]);
    // The op lists `Shaped` only; its bases come with it, and the handle converts to theirs.
    let measured = shaped.as_measured();
    assert_eq!(measured.size(&ctx, &body), 1);
    assert_eq!(shaped.as_labeled().label(&ctx, &body), "make");
    assert_eq!(measured.as_labeled().label(&ctx, &body), "make");
    let labeled = ib::LabeledRef::get(&ctx, &body, make.0).expect("make is labeled");
    assert_eq!(labeled.label(&ctx, &body), "make");
    assert_eq!(labeled.kind(&ctx, &body), "ib.make");
    // The external model was attached by `register`; attaching again finds nothing new.
    let cast = ctx.op_name("builtin.unrealized_conversion_cast");
    let descriptor = ctx.op_descriptor(cast).expect("builtin is registered");
    assert!(descriptor.interfaces.get::<dyn ib::Labeled>().is_some());
    assert_eq!(ib::attach_external_models(&ctx), 0);
}
