//! The names `memref` ops suggest for their results in the custom form (MLIR's
//! `getAsmResultNames`): `%alloc`, `%subview`, `%cast`, `%dim`, ..., and the four groups of
//! `memref.extract_strided_metadata` (`%base_buffer, %offset, %sizes, %strides`). The printer
//! sanitizes and numbers them.

use oxir::descriptor::attach_op_interface;
use oxir::text::printer::OpAsmInterface;
use oxir::{Body, Context, OpId};

/// The naming interface of an op whose first result has one fixed name.
struct ResultName(&'static str);

impl OpAsmInterface for ResultName {
    fn result_names(&self, _: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(u32, &str)) {
        set(0, self.0);
    }
}

/// The naming interface of `memref.extract_strided_metadata`: its sizes and strides are two
/// groups of as many results as the source's rank.
struct StridedMetadataNames;

impl OpAsmInterface for StridedMetadataNames {
    fn result_names(&self, _: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let rank = (body.result_types(op).count().saturating_sub(2) / 2) as u32;
        set(0, "base_buffer");
        set(1, "offset");
        if rank > 0 {
            set(2, "sizes");
            set(2 + rank, "strides");
        }
    }
}

/// Each op and the name of its result.
const NAMES: &[(&str, &str)] = &[
    (crate::AllocOp::NAME, "alloc"),
    (crate::AllocaOp::NAME, "alloca"),
    (crate::CastOp::NAME, "cast"),
    (crate::DimOp::NAME, "dim"),
    (crate::ExtractAlignedPointerAsIndexOp::NAME, "intptr"),
    (crate::MemorySpaceCastOp::NAME, "memspacecast"),
    (crate::ReinterpretCastOp::NAME, "reinterpret_cast"),
    (crate::ReshapeOp::NAME, "reshape"),
    (crate::ExpandShapeOp::NAME, "expand_shape"),
    (crate::CollapseShapeOp::NAME, "collapse_shape"),
    (crate::SubviewOp::NAME, "subview"),
    (crate::TransposeOp::NAME, "transpose"),
    (crate::ViewOp::NAME, "view"),
];

/// Attaches the naming interfaces to the `memref` ops in `ctx` (registered already).
pub fn attach(ctx: &Context) {
    for &(op, name) in NAMES {
        attach_op_interface::<dyn OpAsmInterface>(ctx, op, Box::new(ResultName(name)));
    }
    attach_op_interface::<dyn OpAsmInterface>(
        ctx,
        crate::ExtractStridedMetadataOp::NAME,
        Box::new(StridedMetadataNames),
    );
}

#[cfg(test)]
mod tests {
    use crate::testing::printed;

    #[test]
    fn results_take_the_op_names_and_metadata_its_groups() {
        let ir = "%m = \"t.def\"() : () -> memref<4x?xf32>\n%i = \"t.def\"() : () -> index\n%a = memref.alloca() : memref<2xf32>\n%d = memref.dim %m, %i : memref<4x?xf32>\n%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index\n%c = memref.memory_space_cast %a : memref<2xf32> to memref<2xf32, 1>";
        let text = printed(ir);
        assert!(text.contains("%alloca = memref.alloca()"), "{text}");
        assert!(text.contains("%dim = memref.dim"), "{text}");
        assert!(
            text.contains(
                "%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata"
            ),
            "{text}"
        );
        assert!(
            text.contains("%memspacecast = memref.memory_space_cast"),
            "{text}"
        );
    }
}
