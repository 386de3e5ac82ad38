//! SPIR-V kernels run on the CPU: the compute kernels of
//! `tests/conversion/spirv-to-llvm/inputs/spirv-kernels.mlir`, written in the `spirv` dialect,
//! are lowered with `-convert-spirv-to-llvm`'s conversion, translated to LLVM IR and
//! JIT-compiled. Each kernel is dispatched as a GPU would run it, one call per invocation with
//! the invocation's id in the `GlobalInvocationId` variable, its storage buffers bound to
//! this test's memory (the globals the lowering renames after their descriptor set and
//! binding). Every output element is compared with a value computed here in Rust.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir_jit::inkwell::context::Context as LlvmContext;
use oxir_jit::{EngineOptions, ExecutionEngine};
use oxir_spirv_to_llvm::{ClientApi, convert_spirv_to_llvm};
use std::path::Path;

/// The number of invocations (and of elements in each buffer).
const N: usize = 8;

/// `GlobalInvocationId`: a `vector<3xi32>`, which LLVM loads with 16-byte alignment.
#[repr(C, align(16))]
struct InvocationId([i32; 4]);

/// The kernels lowered to an LLVM module of `llvm`.
fn lowered_kernels(llvm: &LlvmContext) -> oxir_jit::inkwell::module::Module<'_> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/conversion/spirv-to-llvm/inputs/spirv-kernels.mlir");
    let text = std::fs::read_to_string(&path).expect("the kernels are readable");
    let ctx = oxir::Context::new();
    oxir_spirv::register(&ctx);
    oxir_llvm::register(&ctx);
    let mut module = parse_source(&ctx, &text, &ParseOptions::default()).expect("kernels parse");
    oxir::verifier::verify(&ctx, &module.body, module.op).expect("kernels verify");
    convert_spirv_to_llvm(&ctx, &mut module.body, module.op, ClientApi::Unknown)
        .expect("kernels lower to llvm");
    oxir::verifier::verify(&ctx, &module.body, module.op).expect("the lowered kernels verify");
    // The spirv.module became a nested builtin.module: that one is translated.
    let top = module
        .body
        .nested_body(module.op)
        .expect("the module has a body");
    let kernels = module
        .body
        .op_regions(module.op)
        .first()
        .and_then(|&region| top.region_blocks(region).next())
        .and_then(|block| top.block_ops(block).next())
        .filter(|&op| ctx.op_name_str(top.op_name(op)) == "builtin.module")
        .expect("the kernels' module");
    oxir_llvm_ir::translate_module(&ctx, top, kernels, llvm).expect("translation to LLVM IR")
}

/// The test's buffers, bound to the kernels' globals.
struct Buffers {
    id: InvocationId,
    lhs: [f32; N],
    rhs: [f32; N],
    sum: [f32; N],
    scale: [f32; 1],
    prefix: [f32; N],
    clamped: [f32; N],
    ints: [i32; N],
    steps: [i32; N],
}

impl Buffers {
    /// The symbols of the globals and the addresses of the memory standing for them.
    fn symbols(&mut self) -> EngineOptions {
        let bindings: [(&str, usize); 9] = [
            ("id", self.id.0.as_mut_ptr() as usize),
            (
                "kernels_lhs_descriptor_set0_binding0",
                self.lhs.as_mut_ptr() as usize,
            ),
            (
                "kernels_rhs_descriptor_set0_binding1",
                self.rhs.as_mut_ptr() as usize,
            ),
            (
                "kernels_sum_descriptor_set0_binding2",
                self.sum.as_mut_ptr() as usize,
            ),
            (
                "kernels_scale_descriptor_set1_binding0",
                self.scale.as_mut_ptr() as usize,
            ),
            (
                "kernels_prefix_descriptor_set1_binding1",
                self.prefix.as_mut_ptr() as usize,
            ),
            (
                "kernels_clamped_descriptor_set2_binding0",
                self.clamped.as_mut_ptr() as usize,
            ),
            (
                "kernels_ints_descriptor_set3_binding0",
                self.ints.as_mut_ptr() as usize,
            ),
            (
                "kernels_steps_descriptor_set3_binding1",
                self.steps.as_mut_ptr() as usize,
            ),
        ];
        bindings
            .into_iter()
            .fold(EngineOptions::default(), |options, (name, address)| {
                options.with_symbol(name, address)
            })
    }
}

/// Runs kernel `name` once per invocation id, `0..N`, the id written where the kernel reads
/// `GlobalInvocationId` from.
fn dispatch(engine: &ExecutionEngine<'_>, buffers: &mut Buffers, name: &str) {
    for x in 0..N as i32 {
        buffers.id.0[0] = x;
        // The JIT'd code reads the id through the address it was given, which Rust cannot see.
        std::hint::black_box(&mut buffers.id);
        engine
            .invoke(name, &mut [])
            .unwrap_or_else(|e| panic!("{name} runs: {e}"));
    }
}

#[test]
fn spirv_kernels_compute_what_rust_computes() {
    let lhs = [1.5f32, -2.0, 3.25, 0.0, 7.0, -0.5, 10.0, 4.75];
    let rhs = [0.5f32, 2.0, -1.25, 8.0, 1.0, 0.5, -10.0, 0.25];
    let ints = [1i32, 2, 3, 6, 7, -4, -3, 27];
    let scale = 0.5f32;
    let mut buffers = Box::new(Buffers {
        id: InvocationId([0; 4]),
        lhs,
        rhs,
        sum: [f32::NAN; N],
        scale: [scale],
        prefix: [f32::NAN; N],
        clamped: [f32::NAN; N],
        ints,
        steps: [i32::MIN; N],
    });
    let llvm = LlvmContext::create();
    let options = buffers.symbols();
    let engine = ExecutionEngine::new(lowered_kernels(&llvm), &options).expect("the JIT builds");
    for kernel in ["add", "scaled_prefix_sum", "clamp", "collatz"] {
        dispatch(&engine, &mut buffers, kernel);
    }
    drop(engine);
    for i in 0..N {
        assert_eq!(buffers.sum[i], lhs[i] + rhs[i], "sum[{i}]");
        let prefix: f32 = lhs[..=i].iter().fold(0.0, |acc, &x| acc + x) * scale;
        assert_eq!(buffers.prefix[i], prefix, "prefix[{i}]");
        let raised = if lhs[i] < -1.0 { -1.0 } else { lhs[i] };
        assert_eq!(buffers.clamped[i], raised.min(2.5).floor(), "clamped[{i}]");
        let v = ints[i];
        let step = if v & 1 == 1 { 3 * v + 1 } else { v >> 1 };
        assert_eq!(buffers.steps[i], step, "steps[{i}]");
    }
}
