//! The engine end to end: LLVM IR text in, calls through the packed and C-interface conventions,
//! callbacks into loaded libraries and registered Rust functions, and errors as values.

use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};

use oxir_jit::inkwell::context::Context;
use oxir_jit::{Arg, EngineOptions, ExecutionEngine, MemRef, OptLevel, Signature, TypeKind, Value};

/// Scalar identities and arithmetic at every integer width and both float types.
const SCALARS: &str = r#"
define i1 @not_i1(i1 %a) {
  %r = xor i1 %a, true
  ret i1 %r
}
define i8 @add_i8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
define i16 @mul_i16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}
define i32 @sub_i32(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}
define i64 @shl_i64(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}
define i128 @neg_i128(i128 %a) {
  %r = sub i128 0, %a
  ret i128 %r
}
define float @fma_f32(float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}
define double @div_f64(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
define i64 @mixed(i8 %a, i16 %b, i32 %c, i64 %d, float %e, double %f) {
  %a64 = sext i8 %a to i64
  %b64 = sext i16 %b to i64
  %c64 = sext i32 %c to i64
  %e64 = fptosi float %e to i64
  %f64 = fptosi double %f to i64
  %s1 = add i64 %a64, %b64
  %s2 = add i64 %s1, %c64
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e64
  %s5 = add i64 %s4, %f64
  ret i64 %s5
}
define i32 @loop_sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}
define void @nothing() {
  ret void
}
"#;

fn engine<'c>(context: &'c Context, ir: &str, options: &EngineOptions) -> ExecutionEngine<'c> {
    ExecutionEngine::from_ir(context, ir, "test.ll", options).unwrap_or_else(|e| panic!("{e}"))
}

/// Every scalar call of `SCALARS` with its expected result.
fn scalar_calls() -> Vec<(&'static str, Vec<Arg<'static>>, Value)> {
    vec![
        ("not_i1", vec![Arg::I1(true)], Value::I1(false)),
        ("not_i1", vec![Arg::I1(false)], Value::I1(true)),
        ("add_i8", vec![Arg::I8(100), Arg::I8(100)], Value::I8(-56)),
        (
            "mul_i16",
            vec![Arg::I16(-300), Arg::I16(7)],
            Value::I16(-2100),
        ),
        (
            "sub_i32",
            vec![Arg::I32(i32::MIN), Arg::I32(1)],
            Value::I32(i32::MAX),
        ),
        (
            "shl_i64",
            vec![Arg::I64(3), Arg::I64(40)],
            Value::I64(3 << 40),
        ),
        (
            "neg_i128",
            vec![Arg::I128(1 << 100)],
            Value::I128(-(1 << 100)),
        ),
        (
            "fma_f32",
            vec![Arg::F32(1.5), Arg::F32(-2.0), Arg::F32(0.25)],
            Value::F32(-2.75),
        ),
        (
            "div_f64",
            vec![Arg::F64(1.0), Arg::F64(3.0)],
            Value::F64(1.0 / 3.0),
        ),
        (
            "mixed",
            vec![
                Arg::I8(-1),
                Arg::I16(-2),
                Arg::I32(-3),
                Arg::I64(1 << 40),
                Arg::F32(4.75),
                Arg::F64(-5.5),
            ],
            Value::I64((1 << 40) - 1 - 2 - 3 + 4 - 5),
        ),
        ("loop_sum", vec![Arg::I32(100)], Value::I32(4950)),
        ("nothing", vec![], Value::Void),
    ]
}

fn run_scalars(options: &EngineOptions) -> Vec<Value> {
    let context = Context::create();
    let engine = engine(&context, SCALARS, options);
    scalar_calls()
        .into_iter()
        .map(|(name, mut args, expected)| {
            let got = engine
                .invoke(name, &mut args)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(got, expected, "{name} under {:?}", options.opt_level);
            got
        })
        .collect()
}

#[test]
fn scalars_of_every_width_through_the_packed_convention() {
    run_scalars(&EngineOptions::default());
}

#[test]
fn optimization_levels_give_the_same_results() {
    let unoptimized = run_scalars(&EngineOptions::default().with_opt_level(OptLevel::O0));
    for level in [OptLevel::O1, OptLevel::O2, OptLevel::O3] {
        assert_eq!(
            run_scalars(&EngineOptions::default().with_opt_level(level)),
            unoptimized
        );
    }
}

#[test]
fn signatures_of_the_wrapped_functions() {
    let context = Context::create();
    let engine = engine(&context, SCALARS, &EngineOptions::default());
    let signature = engine.signature("fma_f32").unwrap();
    assert_eq!(
        *signature,
        Signature {
            params: vec![TypeKind::F32; 3],
            result: Some(TypeKind::F32),
        }
    );
    assert_eq!(signature.to_string(), "float (float, float, float)");
    assert_eq!(engine.signature("nothing").unwrap().to_string(), "void ()");
    // The wrappers are functions of the module, with MLIR's names and type.
    let wrapper = engine.module().get_function("_mlir_mixed").unwrap();
    assert_eq!(
        wrapper.get_type().print_to_string().to_string(),
        "void (ptr)"
    );
    assert!(engine.lookup("mixed").unwrap() != 0);
    assert!(engine.lookup_packed("mixed").unwrap() != 0);
}

/// MLIR's C interface for memrefs: `_mlir_ciface_` functions taking pointers to descriptors
/// `{ptr, ptr, i64, [N x i64], [N x i64]}`; `scale` writes through one, `make_view` fills one in.
const MEMREFS: &str = r#"
%memref1 = type { ptr, ptr, i64, [1 x i64], [1 x i64] }
%memref2 = type { ptr, ptr, i64, [2 x i64], [2 x i64] }

; Sums a 1-D f32 memref, honouring its offset and stride.
define float @_mlir_ciface_sum(ptr %m) {
entry:
  %d = load %memref1, ptr %m
  %base = extractvalue %memref1 %d, 1
  %offset = extractvalue %memref1 %d, 2
  %size = extractvalue %memref1 %d, 3, 0
  %stride = extractvalue %memref1 %d, 4, 0
  %empty = icmp eq i64 %size, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %scaled = mul i64 %i, %stride
  %index = add i64 %offset, %scaled
  %p = getelementptr float, ptr %base, i64 %index
  %x = load float, ptr %p
  %acc.next = fadd float %acc, %x
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %size
  br i1 %done, label %exit, label %loop
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  ret float %r
}

; Multiplies every element of a row-major 2-D i64 memref by %k, in place.
define void @_mlir_ciface_scale(ptr %m, i64 %k) {
entry:
  %d = load %memref2, ptr %m
  %base = extractvalue %memref2 %d, 1
  %rows = extractvalue %memref2 %d, 3, 0
  %cols = extractvalue %memref2 %d, 3, 1
  %n = mul i64 %rows, %cols
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %p = getelementptr i64, ptr %base, i64 %i
  %x = load i64, ptr %p
  %y = mul i64 %x, %k
  store i64 %y, ptr %p
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Writes into the descriptor itself: the view of the second half of the first.
define void @_mlir_ciface_second_half(ptr %out, ptr %in) {
  %d = load %memref1, ptr %in
  %size = extractvalue %memref1 %d, 3, 0
  %offset = extractvalue %memref1 %d, 2
  %half = sdiv i64 %size, 2
  %new.offset = add i64 %offset, %half
  %d1 = insertvalue %memref1 %d, i64 %new.offset, 2
  %d2 = insertvalue %memref1 %d1, i64 %half, 3, 0
  store %memref1 %d2, ptr %out
  ret void
}

; Returns a descriptor by value (not through the C interface).
define %memref1 @by_value(ptr %p, i64 %n) {
  %d0 = insertvalue %memref1 undef, ptr %p, 0
  %d1 = insertvalue %memref1 %d0, ptr %p, 1
  %d2 = insertvalue %memref1 %d1, i64 0, 2
  %d3 = insertvalue %memref1 %d2, i64 %n, 3, 0
  %d4 = insertvalue %memref1 %d3, i64 1, 4, 0
  ret %memref1 %d4
}
"#;

#[test]
fn memref_descriptors_through_the_c_interface() {
    for level in [OptLevel::O0, OptLevel::O2] {
        let context = Context::create();
        let engine = engine(
            &context,
            MEMREFS,
            &EngineOptions::default().with_opt_level(level),
        );

        let mut data = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
        let all = MemRef::contiguous(&mut data, &[6]).unwrap();
        let sum = engine
            .invoke("_mlir_ciface_sum", &mut [Arg::MemRef(all)])
            .unwrap();
        assert_eq!(sum, Value::F32(21.0));
        // Every other element from the second: 2 + 4 + 6.
        let strided = MemRef::new(&mut data, 1, &[3], &[2]).unwrap();
        let sum = engine
            .invoke("_mlir_ciface_sum", &mut [Arg::MemRef(strided)])
            .unwrap();
        assert_eq!(sum, Value::F32(12.0));

        let mut matrix = [1i64, 2, 3, 4, 5, 6];
        let view = MemRef::contiguous(&mut matrix, &[2, 3]).unwrap();
        let result = engine
            .invoke(
                "_mlir_ciface_scale",
                &mut [Arg::MemRef(view), Arg::I64(-10)],
            )
            .unwrap();
        assert_eq!(result, Value::Void);
        assert_eq!(matrix, [-10, -20, -30, -40, -50, -60]);

        let mut data = [0.5f32; 8];
        let mut out = [0.0f32; 1];
        let mut args = [
            Arg::MemRef(MemRef::contiguous(&mut out, &[1]).unwrap()),
            Arg::MemRef(MemRef::contiguous(&mut data, &[8]).unwrap()),
        ];
        engine
            .invoke("_mlir_ciface_second_half", &mut args)
            .unwrap();
        let Arg::MemRef(result) = &args[0] else {
            unreachable!()
        };
        assert_eq!(
            (result.offset(), result.sizes(), result.strides()),
            (4, &[4][..], &[1][..])
        );
    }
}

#[test]
fn aggregate_results_come_back_as_bytes() {
    let context = Context::create();
    let engine = engine(&context, MEMREFS, &EngineOptions::default());
    // A memref argument is a `ptr`; `by_value` only stores it, so any descriptor will do.
    let mut data = [0f32; 1];
    let mut args = [
        Arg::MemRef(MemRef::contiguous(&mut data, &[1]).unwrap()),
        Arg::I64(7),
    ];
    let Value::Bytes(bytes) = engine.invoke("by_value", &mut args).unwrap() else {
        panic!("a struct result is bytes");
    };
    assert_eq!(bytes.len(), 40);
    let words: Vec<i64> = bytes
        .chunks(8)
        .map(|w| i64::from_le_bytes(w.try_into().unwrap()))
        .collect();
    assert_eq!(words[0], words[1]);
    assert_eq!(&words[2..], &[0, 7, 1]);
}

static CALLBACK_TOTAL: AtomicI64 = AtomicI64::new(0);

extern "C" fn host_triple(x: i64) -> i64 {
    CALLBACK_TOTAL.fetch_add(x, Ordering::SeqCst);
    x * 3
}

#[test]
fn registered_rust_functions_are_called_back() {
    let ir = r#"
declare i64 @host_triple(i64)
define i64 @twice_tripled(i64 %x) {
  %a = call i64 @host_triple(i64 %x)
  %b = call i64 @host_triple(i64 %a)
  ret i64 %b
}
"#;
    let context = Context::create();
    let options = EngineOptions::default()
        .with_opt_level(OptLevel::O2)
        .with_symbol(
            "host_triple",
            host_triple as extern "C" fn(i64) -> i64 as usize,
        );
    let engine = engine(&context, ir, &options);
    assert_eq!(
        engine.invoke("twice_tripled", &mut [Arg::I64(5)]).unwrap(),
        Value::I64(45)
    );
    assert_eq!(CALLBACK_TOTAL.load(Ordering::SeqCst), 5 + 15);
}

/// MLIR's C runner utilities library, which `mlir-19-tools`'s `libmlir-19` installs; `None`
/// (test skipped) only outside CI, where a missing library must fail the test instead.
fn c_runner_utils() -> Option<PathBuf> {
    let path = PathBuf::from(
        std::env::var("MLIR_C_RUNNER_UTILS")
            .unwrap_or_else(|_| "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1".into()),
    );
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "{} not found (install libmlir-19, as scripts/setup.sh does)",
        path.display()
    );
    eprintln!("skipped: {} not found", path.display());
    None
}

#[test]
fn loaded_libraries_resolve_external_functions() {
    let Some(library) = c_runner_utils() else {
        return;
    };
    // `rtclock` and `printF64` come from the library; printing shows in the test's output.
    let ir = r#"
declare double @rtclock()
declare void @printF64(double)
declare void @printNewline()
define double @elapsed() {
  %a = call double @rtclock()
  call void @printF64(double %a)
  call void @printNewline()
  %b = call double @rtclock()
  %d = fsub double %b, %a
  ret double %d
}
"#;
    let context = Context::create();
    let engine = engine(
        &context,
        ir,
        &EngineOptions::default().with_shared_lib(&library),
    );
    let Value::F64(elapsed) = engine.invoke("elapsed", &mut []).unwrap() else {
        panic!("`elapsed` returns a double");
    };
    assert!(elapsed >= 0.0, "{elapsed}");
}

fn error_of(ir: &str, options: &EngineOptions) -> String {
    let context = Context::create();
    match ExecutionEngine::from_ir(&context, ir, "bad.ll", options) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_input_is_an_error_value() {
    let e = error_of("define i32 @f( {", &EngineOptions::default());
    assert!(e.starts_with("bad.ll:1:"), "{e}");
    let e = error_of(
        "define i32 @f() {\n  ret i64 0\n}\n",
        &EngineOptions::default(),
    );
    assert!(e.contains("bad.ll:2:"), "{e}");
    // Parses, but does not verify: the use does not dominate.
    let invalid = "define i32 @f() {\nentry:\n  br label %b\nc:\n  %x = add i32 1, 1\n  br label %b\nb:\n  ret i32 %x\n}\n";
    let e = error_of(invalid, &EngineOptions::default());
    assert!(e.starts_with("invalid LLVM IR:"), "{e}");
    let e = error_of(
        "declare void @no_such_function_anywhere()\ndefine void @f() {\n  call void @no_such_function_anywhere()\n  ret void\n}\n",
        &EngineOptions::default(),
    );
    assert!(
        e.starts_with("symbols not found: `no_such_function_anywhere`"),
        "{e}"
    );
    let e = error_of(
        SCALARS,
        &EngineOptions::default().with_shared_lib("/no/such/lib.so"),
    );
    assert_eq!(
        e,
        "cannot load shared library `/no/such/lib.so`: no such file"
    );
    let e = error_of(SCALARS, &EngineOptions::default().with_shared_lib(file!()));
    assert!(e.starts_with("cannot load shared library"), "{e}");
    assert!(OptLevel::from_number(4).is_err());
}

#[test]
fn bad_calls_are_error_values() {
    let context = Context::create();
    let engine = engine(&context, SCALARS, &EngineOptions::default());
    let e = engine.invoke("missing", &mut []).unwrap_err();
    assert_eq!(
        e.message(),
        "no function `missing` with a body (so no packed wrapper `_mlir_missing`) in the module"
    );
    assert!(engine.lookup("missing_symbol_xyz").is_err());
    let e = engine.invoke("sub_i32", &mut [Arg::I32(1)]).unwrap_err();
    assert_eq!(
        e.message(),
        "`sub_i32` takes 2 arguments (its type is `i32 (i32, i32)`), but 1 were given"
    );
    let e = engine
        .invoke("sub_i32", &mut [Arg::I32(1), Arg::I64(2)])
        .unwrap_err();
    assert_eq!(
        e.message(),
        "argument #1 of `sub_i32` must be `i32`, but got `i64`"
    );
}

static DESTROYED: AtomicI64 = AtomicI64::new(0);

extern "C" fn host_destroyed(value: i32) {
    DESTROYED.store(i64::from(value), Ordering::SeqCst);
}

#[test]
fn global_constructors_run_when_built_and_destructors_when_dropped() {
    let ir = r#"
@counter = global i32 0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
declare void @host_destroyed(i32)
define internal void @init() {
  store i32 41, ptr @counter
  ret void
}
define internal void @fini() {
  %v = load i32, ptr @counter
  call void @host_destroyed(i32 %v)
  ret void
}
define i32 @bump() {
  %v = load i32, ptr @counter
  %r = add i32 %v, 1
  store i32 %r, ptr @counter
  ret i32 %r
}
"#;
    let context = Context::create();
    let options = EngineOptions::default().with_symbol(
        "host_destroyed",
        host_destroyed as extern "C" fn(i32) as usize,
    );
    let engine = engine(&context, ir, &options);
    assert_eq!(engine.invoke("bump", &mut []).unwrap(), Value::I32(42));
    assert_eq!(engine.invoke("bump", &mut []).unwrap(), Value::I32(43));
    assert_eq!(DESTROYED.load(Ordering::SeqCst), 0);
    drop(engine);
    assert_eq!(DESTROYED.load(Ordering::SeqCst), 43);
}

extern "C" fn not_labs(_: i64) -> i64 {
    99
}

#[test]
fn registered_symbols_take_precedence_over_the_process() {
    let ir = "declare i64 @labs(i64)\ndefine i64 @f(i64 %x) {\n  %r = call i64 @labs(i64 %x)\n  ret i64 %r\n}\n";
    let context = Context::create();
    let plain = engine(&context, ir, &EngineOptions::default());
    assert_eq!(
        plain.invoke("f", &mut [Arg::I64(-5)]).unwrap(),
        Value::I64(5)
    );
    let context = Context::create();
    let options = EngineOptions::default()
        .with_symbol("labs", not_labs as extern "C" fn(i64) -> i64 as usize);
    let overridden = engine(&context, ir, &options);
    assert_eq!(
        overridden.invoke("f", &mut [Arg::I64(-5)]).unwrap(),
        Value::I64(99)
    );
}

#[test]
fn descriptors_match_mlirs_lowering_of_memrefs() {
    // `scale_sum` multiplies every element of a strided `memref<?x?xf32>` by `k` in place and returns
    // the sum of the products; given a strided view, it must touch only the view's elements.
    let ir = include_str!("inputs/scale_sum.ll");
    for level in [OptLevel::O0, OptLevel::O2] {
        let context = Context::create();
        let engine = engine(
            &context,
            ir,
            &EngineOptions::default().with_opt_level(level),
        );
        // A 3x4 matrix, viewed as the 2x2 block at row 1, column 1.
        let mut matrix: Vec<f32> = (0..12).map(|i| i as f32).collect();
        let block = MemRef::new(&mut matrix, 5, &[2, 2], &[4, 1]).unwrap();
        let sum = engine
            .invoke(
                "_mlir_ciface_scale_sum",
                &mut [Arg::MemRef(block), Arg::F32(2.0)],
            )
            .unwrap();
        assert_eq!(sum, Value::F32(2.0 * (5.0 + 6.0 + 9.0 + 10.0)));
        let expected = [0., 1., 2., 3., 4., 10., 12., 7., 8., 18., 20., 11.];
        assert_eq!(matrix, expected);
    }
}
