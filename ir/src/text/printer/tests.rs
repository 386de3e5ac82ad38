//! Tests of the printer against the text `mlir-opt` 19 prints. Each test builds, with the
//! `Body` API, the IR of a small input file, and compares with what
//! `mlir-opt-19 --allow-unregistered-dialect [--mlir-print-op-generic] [--mlir-print-debuginfo]`
//! printed for that file (the input is quoted in the test). `mlir-opt` ends its output with one
//! more newline than `print_op` (it writes `"\n"` after the op), so that newline is left out of
//! the expected texts.

use super::*;
use crate::affine::{parse_affine_map_str, parse_integer_set_str};
use crate::attrs::{AttrData, DenseData, IntValue, LocationData, NamedAttr};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::storage::DynStorage;
use crate::structure::{BlockId, OperationState, RegionId, Value};
use crate::text::numbers;
use crate::traits::TraitSet;
use crate::types::{FloatKind, Signedness, TypeData};
use num_bigint::BigInt;

/// A context allowing unregistered dialects, with helpers to build IR tersely.
struct Fx {
    ctx: Context,
}

impl Fx {
    fn new() -> Fx {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        Fx { ctx }
    }

    fn state(&self, name: &str) -> OperationState {
        OperationState::new(self.ctx.op_name(name), self.ctx.common().unknown_loc)
    }

    fn s(&self, text: &str) -> Attribute {
        self.ctx.string_attr(text)
    }

    fn attr(&self, data: AttrData) -> Attribute {
        self.ctx.intern_attr(data)
    }

    fn ty(&self, data: TypeData) -> Type {
        self.ctx.intern_type(data)
    }

    fn int_type(&self, width: u32, signedness: Signedness) -> Type {
        self.ty(TypeData::Integer { width, signedness })
    }

    fn int(&self, value: i64, ty: Type) -> Attribute {
        self.attr(AttrData::Integer {
            ty,
            value: IntValue::Small(value),
        })
    }

    fn big(&self, value: &str, ty: Type) -> Attribute {
        let value: BigInt = value.parse().unwrap();
        self.attr(AttrData::Integer {
            ty,
            value: IntValue::from_bigint(value),
        })
    }

    fn float(&self, bits: u64, ty: Type) -> Attribute {
        self.attr(AttrData::Float {
            ty,
            bits: u128::from(bits).into(),
        })
    }

    fn dict(&self, entries: &[(&str, Attribute)]) -> Attribute {
        self.ctx.dictionary(
            entries
                .iter()
                .map(|&(name, value)| NamedAttr {
                    name: self.s(name),
                    value,
                })
                .collect(),
        )
    }

    fn map(&self, text: &str) -> Attribute {
        self.attr(AttrData::AffineMap(parse_affine_map_str(text).unwrap()))
    }

    fn loc(&self, data: LocationData) -> Attribute {
        self.attr(AttrData::Location(data))
    }

    fn file_loc(&self, file: &str, line: u32, column: u32) -> Attribute {
        self.loc(LocationData::FileLineCol {
            file: self.s(file),
            line,
            column,
        })
    }

    fn name_loc(&self, name: &str, child: Attribute) -> Attribute {
        self.loc(LocationData::Name {
            name: self.s(name),
            child,
        })
    }

    fn tensor(&self, shape: &[i64], element: Type) -> Type {
        self.ty(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }

    fn dense(&self, ty: Type, bytes: Vec<u8>, splat: bool) -> Attribute {
        self.attr(AttrData::DenseElements {
            ty,
            data: DenseData::Raw {
                bytes: bytes.into(),
                splat,
            },
        })
    }

    fn with_attrs(&self, mut state: OperationState, attrs: &[(&str, Attribute)]) -> OperationState {
        for &(name, value) in attrs {
            state = state.attr(self.s(name), value);
        }
        state
    }

    /// Creates an op from `state` at the end of `block`.
    fn push(&self, body: &mut Body, block: BlockId, state: OperationState) -> OpId {
        let op = body.create_op(&self.ctx, state);
        body.append_op(block, op).unwrap();
        op
    }

    /// Appends a block with arguments of the given types and locations to `region`.
    fn block(&self, body: &mut Body, region: RegionId, args: &[(Type, Attribute)]) -> BlockId {
        let block = body.create_block(args);
        body.append_block(region, block).unwrap();
        block
    }

    /// A detached `builtin.module` at `loc` with one empty block; returns the body holding
    /// it, the op and the block (in the module's nested body).
    fn module_at(&self, loc: Attribute) -> (Body, OpId, BlockId) {
        let mut body = Body::new();
        let state = OperationState::new(self.ctx.op_name("builtin.module"), loc).regions(1);
        let module = body.create_op(&self.ctx, state);
        let (inner, regions) = body.region_scope_mut(module);
        let block = inner.create_block(&[]);
        inner.append_block(regions[0], block).unwrap();
        (body, module, block)
    }

    fn module(&self) -> (Body, OpId, BlockId) {
        self.module_at(self.ctx.common().unknown_loc)
    }

    fn print(&self, body: &Body, op: OpId, options: &PrintOptions) -> String {
        print_op(&self.ctx, body, op, options)
    }
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..PrintOptions::default()
    }
}

fn custom() -> PrintOptions {
    PrintOptions::default()
}

fn debug(generic: bool, pretty: bool) -> PrintOptions {
    PrintOptions {
        generic,
        debug_info: true,
        pretty_debug_info: pretty,
        ..PrintOptions::default()
    }
}

/// Compares line by line first, so that a failure shows the first differing line.
#[track_caller]
fn check(actual: &str, expected: &str) {
    for (i, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, e, "line {} differs", i + 1);
    }
    assert_eq!(actual, expected);
}

/// Input (a.mlir):
/// ```mlir
/// #m = affine_map<(d0, d1) -> (d1, d0)>
/// #m2 = affine_map<(d0) -> (d0 + 1)>
/// #s = affine_set<(d0) : (d0 >= 0)>
/// "builtin.module"() ({
///   %0 = "d.a"() {m = #m, n = #m2, s = #s, t = tuple<i1 x 17>} : () -> i32
///   %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64)
///   "d.c"(%1#1) ({
///   ^bb0(%a: i32):
///     %2 = "d.x"(%a) : (i32) -> i32
///     "d.y"()[^bb1] : () -> ()
///   ^bb1:
///     "d.z"(%2) : (i32) -> ()
///   }, {
///   }) : (i64) -> ()
///   %3 = "d.d"() <{m = #m2}> : () -> memref<4xf32, #m2>
///   "d.e"() ({
///     %4 = "d.f"() : () -> i32
///   }) : () -> ()
/// }) : () -> ()
/// ```
#[test]
fn unregistered_ops_with_regions_numbering_and_aliases() {
    let fx = Fx::new();
    let common = *fx.ctx.common();
    let (i1, i32, i64, f32) = (common.i1, common.i32, common.i64, common.f32);
    let unknown = common.unknown_loc;
    let m = fx.map("(d0, d1) -> (d1, d0)");
    let m2 = fx.map("(d0) -> (d0 + 1)");
    let set = fx.attr(AttrData::IntegerSet(
        parse_integer_set_str("(d0) : (d0 >= 0)").unwrap(),
    ));
    let tuple = fx.ty(TypeData::Tuple(vec![i1; 17].into()));
    let memref = fx.ty(TypeData::MemRef {
        shape: [4].into(),
        element: f32,
        layout: Some(m2),
        memory_space: None,
    });
    let (mut body, module, top) = fx.module();
    {
        let (b, _) = body.region_scope_mut(module);
        let type_attr = fx.attr(AttrData::Type(tuple));
        let a = fx.push(
            b,
            top,
            fx.with_attrs(
                fx.state("d.a").results(&[i32]),
                &[("m", m), ("n", m2), ("s", set), ("t", type_attr)],
            ),
        );
        let a0 = Value::result(a, 0);
        let pair = fx.push(
            b,
            top,
            fx.state("d.b").operands(&[a0, a0]).results(&[i32, i64]),
        );
        let c = fx.push(
            b,
            top,
            fx.state("d.c")
                .operands(&[Value::result(pair, 1)])
                .regions(2),
        );
        let region = b.op_regions(c)[0];
        let bb0 = fx.block(b, region, &[(i32, unknown)]);
        let bb1 = fx.block(b, region, &[]);
        let x = fx.push(
            b,
            bb0,
            fx.state("d.x")
                .operands(&[Value::block_arg(bb0, 0)])
                .results(&[i32]),
        );
        fx.push(b, bb0, fx.state("d.y").successors(&[bb1]));
        fx.push(b, bb1, fx.state("d.z").operands(&[Value::result(x, 0)]));
        let props = fx.dict(&[("m", m2)]);
        fx.push(b, top, fx.state("d.d").results(&[memref]).props(props));
        let e = fx.push(b, top, fx.state("d.e").regions(1));
        let region = b.op_regions(e)[0];
        let block = fx.block(b, region, &[]);
        fx.push(b, block, fx.state("d.f").results(&[i32]));
    }
    const GENERIC: &str = r#"!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  %0 = "d.a"() {m = #map, n = #map1, s = #set, t = !tuple} : () -> i32
  %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64)
  "d.c"(%1#1) ({
  ^bb0(%arg0: i32):
    %4 = "d.x"(%arg0) : (i32) -> i32
    "d.y"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "d.z"(%4) : (i32) -> ()
  }, {
  }) : (i64) -> ()
  %2 = "d.d"() <{m = #map1}> : () -> memref<4xf32, #map1>
  "d.e"() ({
    %3 = "d.f"() : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
    const CUSTOM: &str = r#"!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  %0 = "d.a"() {m = #map, n = #map1, s = #set, t = !tuple} : () -> i32
  %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64)
  "d.c"(%1#1) ({
  ^bb0(%arg0: i32):
    %3 = "d.x"(%arg0) : (i32) -> i32
    "d.y"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "d.z"(%3) : (i32) -> ()
  }, {
  }) : (i64) -> ()
  %2 = "d.d"() <{m = #map1}> : () -> memref<4xf32, #map1>
  "d.e"() ({
    %3 = "d.f"() : () -> i32
  }) : () -> ()
}
"#;
    check(&fx.print(&body, module, &generic()), GENERIC);
    check(&fx.print(&body, module, &custom()), CUSTOM);
}

/// Registers `func.func` (isolated from above, so its body is a nested `Body`) and
/// `func.return`, without custom forms.
fn register_func(fx: &Fx) {
    let func = OpDescriptor::new("func.func")
        .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove, Trait::Symbol]));
    let ret = OpDescriptor::new("func.return").with_traits(TraitSet::new(&[Trait::IsTerminator]));
    fx.ctx
        .register_dialect(DialectDescriptor::new("func"), vec![func, ret]);
}

/// Input (b.mlir), printed with `--mlir-print-op-generic`:
/// ```mlir
/// func.func @a(%x: i32) -> i32 {
///   %0 = arith.addi %x, %x : i32
///   return %0 : i32
/// }
/// func.func @b(%x: i32, %y: i32) -> i32 {
///   %0 = arith.addi %x, %y : i32
///   %c = arith.constant 1 : i32
///   %1 = "scf.execute_region"() ({
///     %2 = arith.addi %0, %c : i32
///     scf.yield %2 : i32
///   }) : () -> i32
///   return %1 : i32
/// }
/// ```
/// The generic form numbers values uniquely, the last region first.
#[test]
fn generic_form_numbers_uniquely_across_isolated_bodies() {
    let fx = Fx::new();
    register_func(&fx);
    let common = *fx.ctx.common();
    let (i32, unknown) = (common.i32, common.unknown_loc);
    let overflow = fx.attr(AttrData::Opaque {
        dialect: "arith".into(),
        data: "overflow<none>".into(),
        ty: None,
    });
    let add_props = fx.dict(&[("overflowFlags", overflow)]);
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let func_type = |inputs: &[Type]| {
        fx.attr(AttrData::Type(fx.ty(TypeData::Function {
            inputs: inputs.into(),
            results: [i32].into(),
        })))
    };
    let props = fx.dict(&[
        ("function_type", func_type(&[i32])),
        ("sym_name", fx.s("a")),
    ]);
    let fa = fx.push(b, top, fx.state("func.func").props(props).regions(1));
    {
        let (fb, regions) = b.region_scope_mut(fa);
        let entry = fx.block(fb, regions[0], &[(i32, unknown)]);
        let x = Value::block_arg(entry, 0);
        let add = fx.push(
            fb,
            entry,
            fx.state("arith.addi")
                .operands(&[x, x])
                .results(&[i32])
                .props(add_props),
        );
        fx.push(
            fb,
            entry,
            fx.state("func.return").operands(&[Value::result(add, 0)]),
        );
    }
    let props = fx.dict(&[
        ("function_type", func_type(&[i32, i32])),
        ("sym_name", fx.s("b")),
    ]);
    let fb_op = fx.push(b, top, fx.state("func.func").props(props).regions(1));
    {
        let (fb, regions) = b.region_scope_mut(fb_op);
        let entry = fx.block(fb, regions[0], &[(i32, unknown), (i32, unknown)]);
        let (x, y) = (Value::block_arg(entry, 0), Value::block_arg(entry, 1));
        let add = fx.push(
            fb,
            entry,
            fx.state("arith.addi")
                .operands(&[x, y])
                .results(&[i32])
                .props(add_props),
        );
        let one = fx.dict(&[("value", fx.int(1, i32))]);
        let c = fx.push(
            fb,
            entry,
            fx.state("arith.constant").results(&[i32]).props(one),
        );
        let exec = fx.push(
            fb,
            entry,
            fx.state("scf.execute_region").results(&[i32]).regions(1),
        );
        let region = fb.op_regions(exec)[0];
        let inner = fx.block(fb, region, &[]);
        let add2 = fx.push(
            fb,
            inner,
            fx.state("arith.addi")
                .operands(&[Value::result(add, 0), Value::result(c, 0)])
                .results(&[i32])
                .props(add_props),
        );
        fx.push(
            fb,
            inner,
            fx.state("scf.yield").operands(&[Value::result(add2, 0)]),
        );
        fx.push(
            fb,
            entry,
            fx.state("func.return").operands(&[Value::result(exec, 0)]),
        );
    }
    const GENERIC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "b"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "scf.execute_region"() ({
      %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    check(&fx.print(&body, module, &generic()), GENERIC);
}

/// `arith.constant` as MLIR prints it: `attr-dict $value`, results named `%c<value>_<type>`.
fn print_constant(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let value = p
        .body()
        .op_props(op)
        .and_then(|props| crate::structure::dictionary_get(ctx, props, b"value"));
    p.print_op_attr_dict(op, &["value"]);
    p.write_str(" ");
    if let Some(value) = value {
        p.print_attribute(value);
    }
}

struct ConstantNames;

impl OpAsmInterface for ConstantNames {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let value = body
            .op_props(op)
            .and_then(|props| crate::structure::dictionary_get(ctx, props, b"value"));
        if let Some(value) = value
            && let AttrData::Integer {
                ty,
                value: IntValue::Small(v),
            } = ctx.attr_data(value)
        {
            set(0, &format!("c{v}_{}", print_type(ctx, *ty)));
        }
    }
}

fn register_constant(fx: &Fx) {
    let constant = OpDescriptor::new("arith.constant")
        .with_traits(TraitSet::new(&[Trait::ConstantLike]))
        .with_print(print_constant);
    constant
        .interfaces
        .insert::<dyn OpAsmInterface>(Box::new(ConstantNames));
    fx.ctx
        .register_dialect(DialectDescriptor::new("arith"), vec![constant]);
}

/// Input (m.mlir), printed in the default form:
/// ```mlir
/// module {
///   %0 = arith.constant 0 : i32
///   %1 = arith.constant 0 : i32
///   %2 = arith.constant 1 : i32
///   %3:2 = "d.y"(%0) : (i32) -> (i32, i32)
///   "d.r"(%3#1) ({
///   ^bb0(%a: i32):
///     %4 = arith.constant 0 : i32
///     %5 = "d.x"(%4, %a, %1) : (i32, i32, i32) -> i32
///   }, {
///     %6 = arith.constant 0 : i32
///   }) : (i32) -> ()
///   %7 = arith.constant 0 : i32
/// }
/// ```
/// Names from an interface get `_N` suffixes on conflict; each nested region restarts from
/// the counters of its parent region.
#[test]
fn interface_names_are_made_unique_per_scope() {
    let fx = Fx::new();
    register_constant(&fx);
    let common = *fx.ctx.common();
    let (i32, unknown) = (common.i32, common.unknown_loc);
    let constant = |value: i64| {
        fx.state("arith.constant")
            .results(&[i32])
            .props(fx.dict(&[("value", fx.int(value, i32))]))
    };
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let c0 = fx.push(b, top, constant(0));
    let c0b = fx.push(b, top, constant(0));
    fx.push(b, top, constant(1));
    let y = fx.push(
        b,
        top,
        fx.state("d.y")
            .operands(&[Value::result(c0, 0)])
            .results(&[i32, i32]),
    );
    let r = fx.push(
        b,
        top,
        fx.state("d.r").operands(&[Value::result(y, 1)]).regions(2),
    );
    let regions = b.op_regions(r).to_vec();
    let first = fx.block(b, regions[0], &[(i32, unknown)]);
    let inner = fx.push(b, first, constant(0));
    fx.push(
        b,
        first,
        fx.state("d.x")
            .operands(&[
                Value::result(inner, 0),
                Value::block_arg(first, 0),
                Value::result(c0b, 0),
            ])
            .results(&[i32]),
    );
    let second = fx.block(b, regions[1], &[]);
    fx.push(b, second, constant(0));
    fx.push(b, top, constant(0));
    const CUSTOM: &str = r#"module {
  %c0_i32 = arith.constant 0 : i32
  %c0_i32_0 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %0:2 = "d.y"(%c0_i32) : (i32) -> (i32, i32)
  "d.r"(%0#1) ({
  ^bb0(%arg0: i32):
    %c0_i32_2 = arith.constant 0 : i32
    %1 = "d.x"(%c0_i32_2, %arg0, %c0_i32_0) : (i32, i32, i32) -> i32
  }, {
    %c0_i32_2 = arith.constant 0 : i32
  }) : (i32) -> ()
  %c0_i32_1 = arith.constant 0 : i32
}
"#;
    check(&fx.print(&body, module, &custom()), CUSTOM);
}

/// Input (f.mlir, first op), printed in the default form:
/// ```mlir
/// "d.op"() {
///   a = 1, b = 1 : i64, c = 1 : i32, d = -1 : i8, e = 255 : ui8, f = -5 : si16, g = 1 : index,
///   h = true, i = 1 : i1, j = 1.0, k = 1.0 : f32, l = 0.1 : f64, m = 3.14159265358979 : f64,
///   n = 0x7FC00000 : f32, o = -0.0 : f16, p = 1.5 : bf16, q = "he\"llo\n\\ \t",
///   r = "typed" : i32, s = [1, 2 : i32, 1.0, 1.0 : f32, "x", true, unit, [], {}],
///   t = {x = 1, "y z" = 2, "0a"}, u = @sym, v = @"a b"::@c::@"d e", w = i32, x = unit,
///   y = false, z = 170141183460469231731687303715884105727 : i128,
///   za = -170141183460469231731687303715884105728 : i128,
///   zb = 340282366920938463463374607431768211455 : ui128, zc = 18446744073709551615 : ui64,
///   zd = -9223372036854775808, ze = 0 : i0, zf = 0 : ui1, zg = -1 : si1,
///   "quoted name" = 1, _under = 2, "a.b$c" = 3, "9" = 4
/// } : () -> ()
/// ```
#[test]
fn scalar_attributes_and_dictionaries() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let int = |w, s| fx.int_type(w, s);
    use Signedness::*;
    let f16 = c.f16;
    let symbol = |name: &str| {
        fx.attr(AttrData::SymbolRef {
            root: fx.s(name),
            nested: Box::new([]),
        })
    };
    let nested_ref = fx.attr(AttrData::SymbolRef {
        root: fx.s("a b"),
        nested: [symbol("c"), symbol("d e")].into(),
    });
    let array = fx.attr(AttrData::Array(
        [
            fx.int(1, c.i64),
            fx.int(2, c.i32),
            fx.float(1f64.to_bits(), c.f64),
            fx.float(0x3F80_0000, c.f32),
            fx.s("x"),
            c.true_attr,
            c.unit,
            c.empty_array,
            c.empty_dict,
        ]
        .into(),
    ));
    let nested_dict = fx.dict(&[
        ("x", fx.int(1, c.i64)),
        ("y z", fx.int(2, c.i64)),
        ("0a", c.unit),
    ]);
    let attrs = [
        ("a", fx.int(1, c.i64)),
        ("b", fx.int(1, c.i64)),
        ("c", fx.int(1, c.i32)),
        ("d", fx.int(-1, c.i8)),
        ("e", fx.int(255, int(8, Unsigned))),
        ("f", fx.int(-5, int(16, Signed))),
        ("g", fx.int(1, c.index)),
        ("h", c.true_attr),
        ("i", fx.int(-1, c.i1)),
        ("j", fx.float(1f64.to_bits(), c.f64)),
        ("k", fx.float(0x3F80_0000, c.f32)),
        ("l", fx.float(0.1f64.to_bits(), c.f64)),
        ("m", fx.float(0x4009_21FB_5444_2D11, c.f64)),
        ("n", fx.float(0x7FC0_0000, c.f32)),
        ("o", fx.float(0x8000, f16)),
        ("p", fx.float(0x3FC0, c.bf16)),
        ("q", fx.s("he\"llo\n\\ \t")),
        (
            "r",
            fx.attr(AttrData::String {
                value: b"typed"[..].into(),
                ty: Some(c.i32),
            }),
        ),
        ("s", array),
        ("t", nested_dict),
        ("u", symbol("sym")),
        ("v", nested_ref),
        ("w", fx.attr(AttrData::Type(c.i32))),
        ("x", c.unit),
        ("y", c.false_attr),
        (
            "z",
            fx.big(
                "170141183460469231731687303715884105727",
                int(128, Signless),
            ),
        ),
        (
            "za",
            fx.big(
                "-170141183460469231731687303715884105728",
                int(128, Signless),
            ),
        ),
        (
            "zb",
            fx.big(
                "340282366920938463463374607431768211455",
                int(128, Unsigned),
            ),
        ),
        ("zc", fx.big("18446744073709551615", int(64, Unsigned))),
        ("zd", fx.int(i64::MIN, c.i64)),
        ("ze", fx.int(0, int(0, Signless))),
        ("zf", fx.int(0, int(1, Unsigned))),
        ("zg", fx.int(-1, int(1, Signed))),
        ("quoted name", fx.int(1, c.i64)),
        ("_under", fx.int(2, c.i64)),
        ("a.b$c", fx.int(3, c.i64)),
        ("9", fx.int(4, c.i64)),
    ];
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(b, top, fx.with_attrs(fx.state("d.op"), &attrs));
    const EXPECTED: &str = r#"module {
  "d.op"() {"9" = 4 : i64, _under = 2 : i64, a = 1 : i64, a.b$c = 3 : i64, b = 1 : i64, c = 1 : i32, d = -1 : i8, e = 255 : ui8, f = -5 : si16, g = 1 : index, h = true, i = true, j = 1.000000e+00 : f64, k = 1.000000e+00 : f32, l = 1.000000e-01 : f64, m = 3.14159265358979 : f64, n = 0x7FC00000 : f32, o = -0.000000e+00 : f16, p = 1.500000e+00 : bf16, q = "he\22llo\0A\\ \09", "quoted name" = 1 : i64, r = "typed" : i32, s = [1, 2 : i32, 1.000000e+00, 1.000000e+00 : f32, "x", true, unit, [], {}], t = {"0a", x = 1 : i64, "y z" = 2 : i64}, u = @sym, v = @"a b"::@c::@"d e", w = i32, x, y = false, z = 170141183460469231731687303715884105727 : i128, za = -170141183460469231731687303715884105728 : i128, zb = 340282366920938463463374607431768211455 : ui128, zc = 18446744073709551615 : ui64, zd = -9223372036854775808 : i64, ze = 0 : i0, zf = 0 : ui1, zg = -1 : si1} : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

/// Little-endian bytes of `values`, `size` bytes each.
fn le_bytes(values: impl IntoIterator<Item = i64>, size: usize) -> Vec<u8> {
    values
        .into_iter()
        .flat_map(|v| v.to_le_bytes()[..size].to_vec())
        .collect()
}

fn f16_bits(value: f64) -> i64 {
    numbers::float_bits_from_f64(numbers::FloatKind::F16, value) as i64
}

/// Input (f.mlir, second op), printed in the default form:
/// ```mlir
/// "d.op2"() {
///   a = dense<1> : tensor<4xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
///   c = dense<[true, false]> : tensor<2xi1>, d = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
///   e = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, f = dense<["a", "b"]> : tensor<2x!d.s>,
///   g = dense<"x"> : tensor<3x!d.s>, h = dense<> : tensor<0xi32>,
///   i = dense<[1.0, 2.5]> : vector<2xf32>, j = dense<5> : tensor<i32>,
///   k = dense<[[]]> : tensor<1x0xi32>, l = dense<[1, 1]> : tensor<2xi32>,
///   m = dense<[7]> : tensor<1xi8>, n = dense<[1,2]> : tensor<2xindex>,
///   o = array<i32: 1, 2>, p = array<i32>, q = array<i1: true, false>, r = array<f32: 1.0, 2.0>,
///   s = array<i64: -1>, t = array<f64: 0.1>, u = array<i8: -1, 255>,
///   v = dense<[1.0, 2.0]> : tensor<2xf16>, w = dense<0xFFFF> : tensor<2xi16>
/// } : () -> ()
/// ```
#[test]
fn dense_elements_and_dense_arrays() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let string_type = fx.ty(TypeData::Opaque {
        dialect: "d".into(),
        data: "s".into(),
    });
    let complex_f32 = fx.ty(TypeData::Complex(c.f32));
    let complex_i32 = fx.ty(TypeData::Complex(c.i32));
    let strings = |ty, values: &[&str], splat| {
        fx.attr(AttrData::DenseElements {
            ty,
            data: DenseData::Strings {
                values: values.iter().map(|v| v.as_bytes().into()).collect(),
                splat,
            },
        })
    };
    let array = |element, len, bytes: Vec<u8>| {
        fx.attr(AttrData::DenseArray {
            element,
            len,
            bytes: bytes.into(),
        })
    };
    let vector = fx.ty(TypeData::Vector {
        shape: [2].into(),
        scalable: [false].into(),
        element: c.f32,
    });
    let f32_bytes = |values: &[f32]| le_bytes(values.iter().map(|v| v.to_bits() as i64), 4);
    let attrs = [
        (
            "a",
            fx.dense(fx.tensor(&[4], c.i32), le_bytes([1], 4), true),
        ),
        (
            "b",
            fx.dense(fx.tensor(&[2, 2], c.i32), le_bytes([1, 2, 3, 4], 4), false),
        ),
        ("c", fx.dense(fx.tensor(&[2], c.i1), vec![1, 0], false)),
        (
            "d",
            fx.dense(fx.tensor(&[2], complex_f32), f32_bytes(&[1.0, 2.0]), true),
        ),
        (
            "e",
            fx.dense(
                fx.tensor(&[2], complex_i32),
                le_bytes([1, 2, 3, 4], 4),
                false,
            ),
        ),
        (
            "f",
            strings(fx.tensor(&[2], string_type), &["a", "b"], false),
        ),
        ("g", strings(fx.tensor(&[3], string_type), &["x"], true)),
        ("h", fx.dense(fx.tensor(&[0], c.i32), vec![], false)),
        ("i", fx.dense(vector, f32_bytes(&[1.0, 2.5]), false)),
        (
            "j",
            fx.dense(fx.tensor(&[], c.i32), le_bytes([5], 4), false),
        ),
        ("k", fx.dense(fx.tensor(&[1, 0], c.i32), vec![], false)),
        (
            "l",
            fx.dense(fx.tensor(&[2], c.i32), le_bytes([1, 1], 4), false),
        ),
        ("m", fx.dense(fx.tensor(&[1], c.i8), vec![7], false)),
        (
            "n",
            fx.dense(fx.tensor(&[2], c.index), le_bytes([1, 2], 8), false),
        ),
        ("o", array(c.i32, 2, le_bytes([1, 2], 4))),
        ("p", array(c.i32, 0, vec![])),
        ("q", array(c.i1, 2, vec![1, 0])),
        ("r", array(c.f32, 2, f32_bytes(&[1.0, 2.0]))),
        ("s", array(c.i64, 1, le_bytes([-1], 8))),
        ("t", array(c.f64, 1, le_bytes([0.1f64.to_bits() as i64], 8))),
        ("u", array(c.i8, 2, vec![0xFF, 0xFF])),
        (
            "v",
            fx.dense(
                fx.tensor(&[2], c.f16),
                le_bytes([f16_bits(1.0), f16_bits(2.0)], 2),
                false,
            ),
        ),
        (
            "w",
            fx.dense(fx.tensor(&[2], c.i16), vec![0xFF, 0xFF], true),
        ),
    ];
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(b, top, fx.with_attrs(fx.state("d.op2"), &attrs));
    const EXPECTED: &str = r#"module {
  "d.op2"() {a = dense<1> : tensor<4xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, c = dense<[true, false]> : tensor<2xi1>, d = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, e = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, f = dense<["a", "b"]> : tensor<2x!d.s>, g = dense<"x"> : tensor<3x!d.s>, h = dense<> : tensor<0xi32>, i = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf32>, j = dense<5> : tensor<i32>, k = dense<> : tensor<1x0xi32>, l = dense<1> : tensor<2xi32>, m = dense<7> : tensor<1xi8>, n = dense<[1, 2]> : tensor<2xindex>, o = array<i32: 1, 2>, p = array<i32>, q = array<i1: true, false>, r = array<f32: 1.000000e+00, 2.000000e+00>, s = array<i64: -1>, t = array<f64: 1.000000e-01>, u = array<i8: -1, -1>, v = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>, w = dense<-1> : tensor<2xi16>} : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

/// Input (g.mlir), printed with `--mlir-print-op-generic`: dense elements with more than 100
/// elements print as hex (`i1` packed in bits), unless they are splats; strings never do.
/// ```mlir
/// "d.op"() {a = dense<[0, 1, 2, 0, ...]> : tensor<101xi32>, b = dense<[true, false, false,
///   true, ...]> : tensor<101xi1>, c = dense<[0.0, 0.5, 1.0, ...]> : tensor<101xf16>,
///   d = dense<[(0, 1), (1, 2), ...]> : tensor<101xcomplex<i8>>,
///   e = dense<[0, 1, 2, ...]> : tensor<101xindex>, f = dense<[0, 1, 2, ...]> : tensor<101xi3>}
///   : () -> ()
/// "d.op"() {a = dense<[0, 1, 2, ...]> : tensor<100xi32>, s = dense<["x0", ..., "x100"]>
///   : tensor<101x!d.s>, t = dense<7> : tensor<1000xi32>} : () -> ()
/// ```
#[test]
fn large_dense_elements_print_as_hex() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let i3 = fx.int_type(3, Signedness::Signless);
    let complex_i8 = fx.ty(TypeData::Complex(c.i8));
    let string_type = fx.ty(TypeData::Opaque {
        dialect: "d".into(),
        data: "s".into(),
    });
    let cycle = |n: i64| (0..n).map(|i| i % 3);
    let hex_attrs = [
        (
            "a",
            fx.dense(fx.tensor(&[101], c.i32), le_bytes(cycle(101), 4), false),
        ),
        (
            "b",
            fx.dense(
                fx.tensor(&[101], c.i1),
                (0..101).map(|i| u8::from(i % 3 == 0)).collect(),
                false,
            ),
        ),
        (
            "c",
            fx.dense(
                fx.tensor(&[101], c.f16),
                le_bytes((0..101).map(|i| f16_bits(i as f64 * 0.5)), 2),
                false,
            ),
        ),
        (
            "d",
            fx.dense(
                fx.tensor(&[101], complex_i8),
                le_bytes((0..101).flat_map(|i| [i, i + 1]), 1),
                false,
            ),
        ),
        (
            "e",
            fx.dense(fx.tensor(&[101], c.index), le_bytes(cycle(101), 8), false),
        ),
        (
            "f",
            fx.dense(fx.tensor(&[101], i3), le_bytes(cycle(101), 1), false),
        ),
    ];
    let names: Vec<String> = (0..101).map(|i| format!("x{i}")).collect();
    let list_attrs = [
        (
            "a",
            fx.dense(fx.tensor(&[100], c.i32), le_bytes(cycle(100), 4), false),
        ),
        (
            "s",
            fx.attr(AttrData::DenseElements {
                ty: fx.tensor(&[101], string_type),
                data: DenseData::Strings {
                    values: names.iter().map(|n| n.as_bytes().into()).collect(),
                    splat: false,
                },
            }),
        ),
        (
            "t",
            fx.dense(fx.tensor(&[1000], c.i32), le_bytes([7], 4), true),
        ),
    ];
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(b, top, fx.with_attrs(fx.state("d.op"), &hex_attrs));
    fx.push(b, top, fx.with_attrs(fx.state("d.op"), &list_attrs));
    let expected =
        format!("\"builtin.module\"() ({{\n{HEX_EXPECTED}\n{LIST_EXPECTED}\n}}) : () -> ()\n");
    check(&fx.print(&body, module, &generic()), &expected);

    // With `--mlir-elide-elementsattrs-if-larger=1`, only the splat survives.
    let elide = PrintOptions {
        elide_large_elements: Some(1),
        ..PrintOptions::default()
    };
    let text = fx.print(&body, module, &elide);
    assert!(text.contains(
        "{a = dense_resource<__elided__> : tensor<100xi32>, s = dense_resource<__elided__> : \
         tensor<101x!d.s>, t = dense<7> : tensor<1000xi32>}"
    ));
}

/// Input (n.mlir), printed with `--mlir-elide-elementsattrs-if-larger=1`:
/// ```mlir
/// "d.op"() {s = dense<["x0", "x1"]> : tensor<2x!d.s>, t = dense<7> : tensor<1000xi32>} : () -> ()
/// ```
#[test]
fn large_elements_are_elided_on_request() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let string_type = fx.ty(TypeData::Opaque {
        dialect: "d".into(),
        data: "s".into(),
    });
    let strings = fx.attr(AttrData::DenseElements {
        ty: fx.tensor(&[2], string_type),
        data: DenseData::Strings {
            values: [b"x0"[..].into(), b"x1"[..].into()].into(),
            splat: false,
        },
    });
    let splat = fx.dense(fx.tensor(&[1000], c.i32), le_bytes([7], 4), true);
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(
        b,
        top,
        fx.with_attrs(fx.state("d.op"), &[("s", strings), ("t", splat)]),
    );
    let options = PrintOptions {
        elide_large_elements: Some(1),
        ..PrintOptions::default()
    };
    const EXPECTED: &str = r#"module {
  "d.op"() {s = dense_resource<__elided__> : tensor<2x!d.s>, t = dense<7> : tensor<1000xi32>} : () -> ()
}
"#;
    check(&fx.print(&body, module, &options), EXPECTED);
}

/// Input (h.mlir), printed in the default form:
/// ```mlir
/// "d.op"() {
///  a = i1, b = si8, c = ui64, d = i1024, e = index, f = f16, g = bf16, h = f32, i = f64,
///  j = none, k = () -> (), l = (i32) -> i32, m = (i32, f32) -> (i32, i64),
///  n = () -> (() -> ()), o = (() -> i32) -> ((i32) -> i32), p = tuple<>, q = tuple<i32, f32>,
///  r = complex<f32>, s = vector<4xf32>, t = vector<[4]xf32>, u = vector<2x[4]x3xi8>,
///  v = tensor<?x4xf32>, w = tensor<f32>, x = tensor<*xf32>, y = tensor<4xf32, "enc">,
///  z = memref<4x?xf32>, za = memref<4xf32, 1>, zb = memref<4xf32, 1 : i32>,
///  zc = memref<4xf32, strided<[1], offset: ?>>, zd = memref<4x4xf32, strided<[?, 1]>>,
///  ze = memref<4xf32, affine_map<(d0) -> (d0)>>, zf = memref<*xf32>, zg = memref<*xf32, 2>,
///  zh = memref<4xf32, "gpu">, zi = !d.t, zj = !d<"t">, zk = !d.t<1, "2">, zl = !d.a.b,
///  zm = !d<t 2>, zn = #d.x, zo = #d<x y>, zp = #d.x<[1]>, zq = memref<f32>, zr = vector<f32>,
///  zs = memref<4xf32, strided<[1]>>, zt = memref<4xf32, strided<[2], offset: 3>>,
///  zu = tensor<0xf32>, zv = memref<4xf32, affine_map<(d0) -> (d0)>, 3>, zx = !d.t_x<a>,
///  zy = #d<"z">, zz = !d<"t<">
/// } : () -> ()
/// ```
#[test]
fn builtin_and_opaque_types() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    use crate::types::DYNAMIC;
    use Signedness::*;
    let t = |data| fx.attr(AttrData::Type(fx.ty(data)));
    let func = |inputs: &[Type], results: &[Type]| {
        fx.ty(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    };
    let vector = |shape: &[i64], scalable: &[bool], element| TypeData::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    };
    let memref = |shape: &[i64], layout, memory_space| TypeData::MemRef {
        shape: shape.into(),
        element: c.f32,
        layout,
        memory_space,
    };
    let strided = |offset, strides: &[i64]| {
        Some(fx.attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    };
    let opaque_type = |data: &str| TypeData::Opaque {
        dialect: "d".into(),
        data: data.into(),
    };
    let opaque_attr = |data: &str| {
        fx.attr(AttrData::Opaque {
            dialect: "d".into(),
            data: data.into(),
            ty: None,
        })
    };
    let identity = fx.map("(d0) -> (d0)");
    let attrs = [
        (
            "a",
            t(TypeData::Integer {
                width: 1,
                signedness: Signless,
            }),
        ),
        (
            "b",
            t(TypeData::Integer {
                width: 8,
                signedness: Signed,
            }),
        ),
        (
            "c",
            t(TypeData::Integer {
                width: 64,
                signedness: Unsigned,
            }),
        ),
        (
            "d",
            t(TypeData::Integer {
                width: 1024,
                signedness: Signless,
            }),
        ),
        ("e", t(TypeData::Index)),
        ("f", t(TypeData::Float(FloatKind::F16))),
        ("g", t(TypeData::Float(FloatKind::BF16))),
        ("h", t(TypeData::Float(FloatKind::F32))),
        ("i", t(TypeData::Float(FloatKind::F64))),
        ("j", t(TypeData::None)),
        ("k", fx.attr(AttrData::Type(func(&[], &[])))),
        ("l", fx.attr(AttrData::Type(func(&[c.i32], &[c.i32])))),
        (
            "m",
            fx.attr(AttrData::Type(func(&[c.i32, c.f32], &[c.i32, c.i64]))),
        ),
        ("n", fx.attr(AttrData::Type(func(&[], &[func(&[], &[])])))),
        (
            "o",
            fx.attr(AttrData::Type(func(
                &[func(&[], &[c.i32])],
                &[func(&[c.i32], &[c.i32])],
            ))),
        ),
        ("p", t(TypeData::Tuple(Box::new([])))),
        ("q", t(TypeData::Tuple([c.i32, c.f32].into()))),
        ("r", t(TypeData::Complex(c.f32))),
        ("s", t(vector(&[4], &[false], c.f32))),
        ("t", t(vector(&[4], &[true], c.f32))),
        ("u", t(vector(&[2, 4, 3], &[false, true, false], c.i8))),
        (
            "v",
            fx.attr(AttrData::Type(fx.tensor(&[DYNAMIC, 4], c.f32))),
        ),
        ("w", fx.attr(AttrData::Type(fx.tensor(&[], c.f32)))),
        ("x", t(TypeData::UnrankedTensor { element: c.f32 })),
        (
            "y",
            t(TypeData::RankedTensor {
                shape: [4].into(),
                element: c.f32,
                encoding: Some(fx.s("enc")),
            }),
        ),
        ("z", t(memref(&[4, DYNAMIC], None, None))),
        ("za", t(memref(&[4], None, Some(fx.int(1, c.i64))))),
        ("zb", t(memref(&[4], None, Some(fx.int(1, c.i32))))),
        ("zc", t(memref(&[4], strided(DYNAMIC, &[1]), None))),
        ("zd", t(memref(&[4, 4], strided(0, &[DYNAMIC, 1]), None))),
        ("ze", t(memref(&[4], Some(identity), None))),
        (
            "zf",
            t(TypeData::UnrankedMemRef {
                element: c.f32,
                memory_space: None,
            }),
        ),
        (
            "zg",
            t(TypeData::UnrankedMemRef {
                element: c.f32,
                memory_space: Some(fx.int(2, c.i64)),
            }),
        ),
        ("zh", t(memref(&[4], None, Some(fx.s("gpu"))))),
        ("zi", t(opaque_type("t"))),
        ("zj", t(opaque_type("\"t\""))),
        ("zk", t(opaque_type("t<1, \"2\">"))),
        ("zl", t(opaque_type("a.b"))),
        ("zm", t(opaque_type("t 2"))),
        ("zn", opaque_attr("x")),
        ("zo", opaque_attr("x y")),
        ("zp", opaque_attr("x<[1]>")),
        ("zq", t(memref(&[], None, None))),
        ("zr", t(vector(&[], &[], c.f32))),
        ("zs", t(memref(&[4], strided(0, &[1]), None))),
        ("zt", t(memref(&[4], strided(3, &[2]), None))),
        ("zu", fx.attr(AttrData::Type(fx.tensor(&[0], c.f32)))),
        (
            "zv",
            t(memref(&[4], Some(identity), Some(fx.int(3, c.i64)))),
        ),
        ("zx", t(opaque_type("t_x<a>"))),
        ("zy", opaque_attr("\"z\"")),
        ("zz", t(opaque_type("\"t<\""))),
    ];
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(b, top, fx.with_attrs(fx.state("d.op"), &attrs));
    const EXPECTED: &str = r#"module {
  "d.op"() {a = i1, b = si8, c = ui64, d = i1024, e = index, f = f16, g = bf16, h = f32, i = f64, j = none, k = () -> (), l = (i32) -> i32, m = (i32, f32) -> (i32, i64), n = () -> (() -> ()), o = (() -> i32) -> ((i32) -> i32), p = tuple<>, q = tuple<i32, f32>, r = complex<f32>, s = vector<4xf32>, t = vector<[4]xf32>, u = vector<2x[4]x3xi8>, v = tensor<?x4xf32>, w = tensor<f32>, x = tensor<*xf32>, y = tensor<4xf32, "enc">, z = memref<4x?xf32>, za = memref<4xf32, 1>, zb = memref<4xf32, 1 : i32>, zc = memref<4xf32, strided<[1], offset: ?>>, zd = memref<4x4xf32, strided<[?, 1]>>, ze = memref<4xf32>, zf = memref<*xf32>, zg = memref<*xf32, 2>, zh = memref<4xf32, "gpu">, zi = !d.t, zj = !d<"t">, zk = !d.t<1, "2">, zl = !d.a.b, zm = !d<t 2>, zn = #d.x, zo = #d<x y>, zp = #d.x<[1]>, zq = memref<f32>, zr = vector<f32>, zs = memref<4xf32, strided<[1]>>, zt = memref<4xf32, strided<[2], offset: 3>>, zu = tensor<0xf32>, zv = memref<4xf32, 3>, zx = !d.t_x<a>, zy = #d<"z">, zz = !d<"t<">} : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

/// Input (c.mlir), whose ops carry every kind of location:
/// ```mlir
/// #m = affine_map<(d0) -> (d0 + 1)>
/// module {
///   %0 = "d.a"() {m = #m, l = loc("x.c":3:4)} : () -> i32 loc("f.c":1:2)
///   "d.c"(%0) ({
///   ^bb0(%a: i32 loc("arg.c":5:6), %b: i64 loc(callsite("q" at "r.c":1:1))):
///     "d.y"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
///     "d.y"() : () -> () loc(fused<"meta">["a.c":1:1, "b.c":2:2])
///     "d.y"() : () -> () loc("nm"("a.c":1:1))
///     "d.y"() : () -> () loc("nm")
///     "d.y"() : () -> () loc(unknown)
///     "d.y"() : () -> () loc(callsite("q" at callsite("r" at "s.c":2:2)))
///   }) : (i32) -> ()
/// } loc("mod.c":0:0)
/// ```
/// (`"d.c"` gets the location `"c.mlir":4:3` from the parser.)
fn locations_fixture(fx: &Fx) -> (Body, OpId) {
    let c = *fx.ctx.common();
    let unknown = c.unknown_loc;
    let file = |f: &str, l, col| fx.file_loc(f, l, col);
    let (mut body, module, top) = fx.module_at(file("mod.c", 0, 0));
    let b = body.region_scope_mut(module).0;
    let a_state = fx.with_attrs(
        fx.state("d.a").results(&[c.i32]),
        &[("m", fx.map("(d0) -> (d0 + 1)")), ("l", file("x.c", 3, 4))],
    );
    let a = fx.push(
        b,
        top,
        OperationState {
            loc: file("f.c", 1, 2),
            ..a_state
        },
    );
    let c_state = fx.state("d.c").operands(&[Value::result(a, 0)]).regions(1);
    let d_c = fx.push(
        b,
        top,
        OperationState {
            loc: file("c.mlir", 4, 3),
            ..c_state
        },
    );
    let region = b.op_regions(d_c)[0];
    let q = fx.name_loc("q", unknown);
    let callsite = |callee, caller| fx.loc(LocationData::CallSite { callee, caller });
    let block = fx.block(
        b,
        region,
        &[
            (c.i32, file("arg.c", 5, 6)),
            (c.i64, callsite(q, file("r.c", 1, 1))),
        ],
    );
    let pair = [file("a.c", 1, 1), file("b.c", 2, 2)];
    let locs = [
        fx.loc(LocationData::Fused {
            locations: pair.into(),
            metadata: None,
        }),
        fx.loc(LocationData::Fused {
            locations: pair.into(),
            metadata: Some(fx.s("meta")),
        }),
        fx.name_loc("nm", file("a.c", 1, 1)),
        fx.name_loc("nm", unknown),
        unknown,
        callsite(q, callsite(fx.name_loc("r", unknown), file("s.c", 2, 2))),
    ];
    for loc in locs {
        fx.push(
            b,
            block,
            OperationState {
                loc,
                ..fx.state("d.y")
            },
        );
    }
    (body, module)
}

#[test]
fn locations_with_debug_info() {
    let fx = Fx::new();
    let (body, module) = locations_fixture(&fx);
    const DEBUG: &str = r##"#loc2 = loc("x.c":3:4)
#loc4 = loc("arg.c":5:6)
#loc5 = loc("q")
#loc6 = loc("r.c":1:1)
#map = affine_map<(d0) -> (d0 + 1)>
#loc13 = loc(callsite(#loc5 at #loc6))
module {
  %0 = "d.a"() {l = #loc2, m = #map} : () -> i32 loc(#loc1)
  "d.c"(%0) ({
  ^bb0(%arg0: i32 loc("arg.c":5:6), %arg1: i64 loc(callsite(#loc5 at #loc6))):
    "d.y"() : () -> () loc(#loc14)
    "d.y"() : () -> () loc(#loc15)
    "d.y"() : () -> () loc(#loc16)
    "d.y"() : () -> () loc(#loc9)
    "d.y"() : () -> () loc(#loc10)
    "d.y"() : () -> () loc(#loc18)
  }) : (i32) -> () loc(#loc3)
} loc(#loc)
#loc = loc("mod.c":0:0)
#loc1 = loc("f.c":1:2)
#loc3 = loc("c.mlir":4:3)
#loc7 = loc("a.c":1:1)
#loc8 = loc("b.c":2:2)
#loc9 = loc("nm")
#loc10 = loc(unknown)
#loc11 = loc("r")
#loc12 = loc("s.c":2:2)
#loc14 = loc(fused[#loc7, #loc8])
#loc15 = loc(fused<"meta">[#loc7, #loc8])
#loc16 = loc("nm"(#loc7))
#loc17 = loc(callsite(#loc11 at #loc12))
#loc18 = loc(callsite(#loc5 at #loc17))
"##;
    check(&fx.print(&body, module, &debug(false, false)), DEBUG);
    let generic_debug = DEBUG
        .replace("module {", "\"builtin.module\"() ({")
        .replace("} loc(#loc)", "}) : () -> () loc(#loc)");
    check(
        &fx.print(&body, module, &debug(true, false)),
        &generic_debug,
    );

    const PRETTY: &str = r##"#loc2 = x.c:3:4
#loc4 = arg.c:5:6
#loc5 = "q"
#loc6 = r.c:1:1
#map = affine_map<(d0) -> (d0 + 1)>
#loc13 = #loc5 at #loc6
module {
  %0 = "d.a"() {l = #loc2, m = #map} : () -> i32 f.c:1:2
  "d.c"(%0) ({
  ^bb0(%arg0: i32 arg.c:5:6, %arg1: i64 #loc5 at #loc6):
    "d.y"() : () -> () [#loc7, #loc8]
    "d.y"() : () -> () <"meta">[#loc7, #loc8]
    "d.y"() : () -> () "nm"(#loc7)
    "d.y"() : () -> () "nm"
    "d.y"() : () -> () [unknown]
    "d.y"() : () -> () #loc5
 at #loc17
  }) : (i32) -> () c.mlir:4:3
} mod.c:0:0
#loc = mod.c:0:0
#loc1 = f.c:1:2
#loc3 = c.mlir:4:3
#loc7 = a.c:1:1
#loc8 = b.c:2:2
#loc9 = "nm"
#loc10 = [unknown]
#loc11 = "r"
#loc12 = s.c:2:2
#loc14 = [#loc7, #loc8]
#loc15 = <"meta">[#loc7, #loc8]
#loc16 = "nm"(#loc7)
#loc17 = #loc11 at #loc12
#loc18 = #loc5
 at #loc17
"##;
    check(&fx.print(&body, module, &debug(false, true)), PRETTY);
}

#[test]
fn location_attributes_get_aliases_without_debug_info() {
    let fx = Fx::new();
    let (body, module) = locations_fixture(&fx);
    const GENERIC: &str = r##"#loc = loc("x.c":3:4)
#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  %0 = "d.a"() {l = #loc, m = #map} : () -> i32
  "d.c"(%0) ({
  ^bb0(%arg0: i32, %arg1: i64):
    "d.y"() : () -> ()
    "d.y"() : () -> ()
    "d.y"() : () -> ()
    "d.y"() : () -> ()
    "d.y"() : () -> ()
    "d.y"() : () -> ()
  }) : (i32) -> ()
}) : () -> ()
"##;
    check(&fx.print(&body, module, &generic()), GENERIC);
}

/// Input (d.mlir):
/// ```mlir
/// module @"my mod" attributes {d.x = 1 : i32, d.y} {
///   module @inner {
///   }
///   module {
///     "d.op"() : () -> ()
///   }
///   module attributes {d.z} {
///   }
///   "d.r"() ({
///     module {}
///   }) : () -> ()
/// }
/// ```
/// `sym_name` is a property (as MLIR's parser stores it); the nested module inside an
/// unregistered op keeps its dialect prefix.
#[test]
fn module_custom_form() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let (mut body, module, top) = fx.module();
    body.set_op_props(module, Some(fx.dict(&[("sym_name", fx.s("my mod"))])));
    let attrs = fx.dict(&[("d.x", fx.int(1, c.i32)), ("d.y", c.unit)]);
    body.set_op_attrs(module, attrs);
    let b = body.region_scope_mut(module).0;
    let add_module =
        |b: &mut Body, block: BlockId, props: Option<Attribute>, attrs: &[(&str, Attribute)]| {
            let mut state = fx.with_attrs(fx.state("builtin.module").regions(1), attrs);
            state.props = props;
            let op = fx.push(b, block, state);
            let (inner, regions) = b.region_scope_mut(op);
            let block = fx.block(inner, regions[0], &[]);
            (op, block)
        };
    add_module(b, top, Some(fx.dict(&[("sym_name", fx.s("inner"))])), &[]);
    let (second, inner) = add_module(b, top, None, &[]);
    fx.push(b.region_scope_mut(second).0, inner, fx.state("d.op"));
    add_module(b, top, None, &[("d.z", c.unit)]);
    let r = fx.push(b, top, fx.state("d.r").regions(1));
    let region = b.op_regions(r)[0];
    let block = fx.block(b, region, &[]);
    add_module(b, block, None, &[]);
    const CUSTOM: &str = r#"module @"my mod" attributes {d.x = 1 : i32, d.y} {
  module @inner {
  }
  module {
    "d.op"() : () -> ()
  }
  module attributes {d.z} {
  }
  "d.r"() ({
    builtin.module {
    }
  }) : () -> ()
}
"#;
    const GENERIC: &str = r#""builtin.module"() <{sym_name = "my mod"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() ({
    "d.op"() : () -> ()
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {d.z} : () -> ()
  "d.r"() ({
    "builtin.module"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
}) {d.x = 1 : i32, d.y} : () -> ()
"#;
    check(&fx.print(&body, module, &custom()), CUSTOM);
    check(&fx.print(&body, module, &generic()), GENERIC);

    // A name kept as a discardable attribute prints the same way in the custom form.
    let mut body2 = body.clone();
    body2.set_op_props(module, None);
    body2.set_attr(&fx.ctx, module, "sym_name", fx.s("my mod"));
    check(&fx.print(&body2, module, &custom()), CUSTOM);
}

/// Input (k.mlir):
/// ```mlir
/// module {
///   %0 = "d.a"() : () -> i32
///   %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
///   %2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to i8, i16
///   %3 = builtin.unrealized_conversion_cast to i8 {d.x = 1}
///   "d.b"() ({
///     %4 = builtin.unrealized_conversion_cast %0 : i32 to i64
///   }) : () -> ()
/// }
/// ```
#[test]
fn unrealized_conversion_cast_custom_form() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let cast = "builtin.unrealized_conversion_cast";
    let a = Value::result(fx.push(b, top, fx.state("d.a").results(&[c.i32])), 0);
    let one = Value::result(
        fx.push(b, top, fx.state(cast).operands(&[a]).results(&[c.i64])),
        0,
    );
    fx.push(
        b,
        top,
        fx.state(cast).operands(&[a, one]).results(&[c.i8, c.i16]),
    );
    fx.push(
        b,
        top,
        fx.with_attrs(
            fx.state(cast).results(&[c.i8]),
            &[("d.x", fx.int(1, c.i64))],
        ),
    );
    let d_b = fx.push(b, top, fx.state("d.b").regions(1));
    let region = b.op_regions(d_b)[0];
    let block = fx.block(b, region, &[]);
    fx.push(b, block, fx.state(cast).operands(&[a]).results(&[c.i64]));
    const CUSTOM: &str = r#"module {
  %0 = "d.a"() : () -> i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to i8, i16
  %3 = unrealized_conversion_cast to i8 {d.x = 1 : i64}
  "d.b"() ({
    %4 = builtin.unrealized_conversion_cast %0 : i32 to i64
  }) : () -> ()
}
"#;
    const GENERIC: &str = r#""builtin.module"() ({
  %0 = "d.a"() : () -> i32
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
  %2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (i8, i16)
  %3 = "builtin.unrealized_conversion_cast"() {d.x = 1 : i64} : () -> i8
  "d.b"() ({
    %4 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
  }) : () -> ()
}) : () -> ()
"#;
    check(&fx.print(&body, module, &custom()), CUSTOM);
    check(&fx.print(&body, module, &generic()), GENERIC);
}

/// Input (i.mlir):
/// ```mlir
/// "d.a"() <{m = affine_map<(d0) -> (d0 + 2)>}> {n = affine_map<(d0) -> (d0 + 3)>} : () -> ()
/// "d.b"() <{m = affine_map<(d0) -> (d0 + 4)>}> : () -> ()
/// "d.c"() <[1, 2]> : () -> ()
/// "d.c"() <{}> : () -> ()
/// "d.c"() <1> : () -> ()
/// "d.d"() ({
/// ^bb0:
///   "d.t"()[^bb1, ^bb1, ^bb2] : () -> ()
/// ^bb1:
///   "d.t"()[^bb2] : () -> ()
/// ^bb2:
///   "d.t"()[^bb3] : () -> ()
/// ^bb3(%x: i32, %y: i32):
///   "d.u"(%x) : (i32) -> ()
/// }) : () -> ()
/// ```
/// Properties of unregistered ops are printed but not visited for aliases.
#[test]
fn properties_successors_and_predecessor_comments() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let map = |text| fx.dict(&[("m", fx.map(text))]);
    let a_state = fx.with_attrs(fx.state("d.a"), &[("n", fx.map("(d0) -> (d0 + 3)"))]);
    fx.push(b, top, a_state.props(map("(d0) -> (d0 + 2)")));
    fx.push(b, top, fx.state("d.b").props(map("(d0) -> (d0 + 4)")));
    let list = fx.attr(AttrData::Array([fx.int(1, c.i64), fx.int(2, c.i64)].into()));
    fx.push(b, top, fx.state("d.c").props(list));
    fx.push(b, top, fx.state("d.c").props(c.empty_dict));
    fx.push(b, top, fx.state("d.c").props(fx.int(1, c.i64)));
    let d = fx.push(b, top, fx.state("d.d").regions(1));
    let region = b.op_regions(d)[0];
    let unknown = c.unknown_loc;
    let blocks = [
        fx.block(b, region, &[]),
        fx.block(b, region, &[]),
        fx.block(b, region, &[]),
        fx.block(b, region, &[(c.i32, unknown), (c.i32, unknown)]),
    ];
    fx.push(
        b,
        blocks[0],
        fx.state("d.t")
            .successors(&[blocks[1], blocks[1], blocks[2]]),
    );
    fx.push(b, blocks[1], fx.state("d.t").successors(&[blocks[2]]));
    fx.push(b, blocks[2], fx.state("d.t").successors(&[blocks[3]]));
    fx.push(
        b,
        blocks[3],
        fx.state("d.u").operands(&[Value::block_arg(blocks[3], 0)]),
    );
    const CUSTOM: &str = r#"#map = affine_map<(d0) -> (d0 + 3)>
module {
  "d.a"() <{m = affine_map<(d0) -> (d0 + 2)>}> {n = #map} : () -> ()
  "d.b"() <{m = affine_map<(d0) -> (d0 + 4)>}> : () -> ()
  "d.c"() <[1, 2]> : () -> ()
  "d.c"() <{}> : () -> ()
  "d.c"() <1 : i64> : () -> ()
  "d.d"() ({
    "d.t"()[^bb1, ^bb1, ^bb2] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "d.t"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "d.t"()[^bb3] : () -> ()
  ^bb3(%0: i32, %1: i32):  // pred: ^bb2
    "d.u"(%0) : (i32) -> ()
  }) : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), CUSTOM);
    let generic_text = CUSTOM
        .replace("module {", "\"builtin.module\"() ({")
        .replace("\n}\n", "\n}) : () -> ()\n");
    check(&fx.print(&body, module, &generic()), &generic_text);
}

/// Input (o.mlir):
/// ```mlir
/// "d.d"() ({
///   "d.t"() : () -> ()
/// ^bb1:
///   "d.t"() : () -> ()
/// }) : () -> ()
/// "d.e"() {a = [affine_map<(d0) -> (d0)>, [affine_map<(d0) -> (d0 + 9)>]],
///   b = affine_map<(d0) -> (d0 + 1)>, c = loc("z":1:1)}
///   : () -> (tensor<4xf32, affine_map<(d0) -> (d0 + 5)>>)
/// "d.f"() {a = tuple<tuple<i1 x 17>, i2, i3, ..., i17>} : () -> ()
/// ```
/// Aliases are ordered by depth, types first, then by name and visit order; result types are
/// visited before attributes.
#[test]
fn alias_order_follows_depth_kind_name_and_visit_order() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let d = fx.push(b, top, fx.state("d.d").regions(1));
    let region = b.op_regions(d)[0];
    let first = fx.block(b, region, &[]);
    let second = fx.block(b, region, &[]);
    fx.push(b, first, fx.state("d.t"));
    fx.push(b, second, fx.state("d.t"));
    let tensor = fx.ty(TypeData::RankedTensor {
        shape: [4].into(),
        element: c.f32,
        encoding: Some(fx.map("(d0) -> (d0 + 5)")),
    });
    let inner = fx.attr(AttrData::Array([fx.map("(d0) -> (d0 + 9)")].into()));
    let array = fx.attr(AttrData::Array([fx.map("(d0) -> (d0)"), inner].into()));
    let attrs = [
        ("a", array),
        ("b", fx.map("(d0) -> (d0 + 1)")),
        ("c", fx.file_loc("z", 1, 1)),
    ];
    fx.push(
        b,
        top,
        fx.with_attrs(fx.state("d.e").results(&[tensor]), &attrs),
    );
    let small = fx.ty(TypeData::Tuple(vec![c.i1; 17].into()));
    let mut members = vec![small];
    members.extend((2..18).map(|w| fx.int_type(w, Signedness::Signless)));
    let big = fx.ty(TypeData::Tuple(members.into()));
    fx.push(
        b,
        top,
        fx.with_attrs(fx.state("d.f"), &[("a", fx.attr(AttrData::Type(big)))]),
    );
    const EXPECTED: &str = r#"!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#loc = loc("z":1:1)
#map = affine_map<(d0) -> (d0 + 5)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (d0 + 9)>
#map3 = affine_map<(d0) -> (d0 + 1)>
!tuple1 = tuple<!tuple, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
module {
  "d.d"() ({
    "d.t"() : () -> ()
  ^bb1:  // no predecessors
    "d.t"() : () -> ()
  }) : () -> ()
  %0 = "d.e"() {a = [#map1, [#map2]], b = #map3, c = #loc} : () -> tensor<4xf32, #map>
  "d.f"() {a = !tuple1} : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

/// Input (aliases.mlir):
/// ```mlir
/// "t.d"() {a = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>],
///          b = distinct[7]<affine_map<(d0) -> (d0 * 2)>>, c = distinct[5]<[1]>,
///          d = distinct[7]<affine_map<(d0) -> (d0 * 2)>>, e = distinct[9]<>} : () -> ()
/// ```
#[test]
fn distinct_attributes_are_renumbered_in_print_order() {
    let fx = Fx::new();
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let double = fx.map("(d0) -> (d0 * 2)");
    let one = fx.int(1, fx.ctx.common().i64);
    let shared = fx.ctx.distinct_attr(double);
    let attrs = [
        (
            "a",
            fx.attr(AttrData::Array([fx.map("(d0) -> (d0)"), double].into())),
        ),
        ("b", shared),
        (
            "c",
            fx.ctx.distinct_attr(fx.attr(AttrData::Array([one].into()))),
        ),
        ("d", shared),
        ("e", fx.ctx.distinct_attr(fx.ctx.common().unit)),
    ];
    fx.push(b, top, fx.with_attrs(fx.state("t.d"), &attrs));
    const EXPECTED: &str = r#"#distinct = distinct[0]<[1]>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 * 2)>
#distinct1 = distinct[1]<#map1>
"builtin.module"() ({
  "t.d"() {a = [#map, #map1], b = #distinct1, c = #distinct, d = #distinct1, e = distinct[2]<>} : () -> ()
}) : () -> ()
"#;
    check(&fx.print(&body, module, &generic()), EXPECTED);
    // On its own, an attribute numbers its distinct attributes from 0, every time.
    let nested = fx.attr(AttrData::Array([attrs[2].1, shared, attrs[2].1].into()));
    let expected =
        "[distinct[0]<[1]>, distinct[1]<affine_map<(d0) -> (d0 * 2)>>, distinct[0]<[1]>]";
    assert_eq!(print_attribute(&fx.ctx, nested), expected);
    assert_eq!(print_attribute(&fx.ctx, nested), expected);
}

/// The ops of the first block of `op`'s first region.
fn inner_ops(body: &Body, op: OpId) -> (&Body, Vec<OpId>) {
    let (scope, regions) = body.region_scope(op);
    let block = scope.region_entry(regions[0]).expect("an entry block");
    (scope, scope.block_ops(block).collect())
}

#[test]
fn one_op_prints_alone_numbered_from_its_isolated_ancestor() {
    let fx = Fx::new();
    let src = r#"%x = "t.x"() : () -> i32
"builtin.module"() ({
  %y = "t.y"() : () -> i32
  "t.r"(%y) ({
  ^bb0(%a: i32):
    "t.use"(%y, %a) : (i32, i32) -> ()
  }) {m = affine_map<(d0) -> (d0)>} : (i32) -> ()
}) : () -> ()
"#;
    let options = crate::text::parser::ParseOptions {
        file_name: "f.mlir",
        ..Default::default()
    };
    let owned = crate::text::parser::parse_source(&fx.ctx, src, &options).unwrap();
    let (top, top_ops) = inner_ops(&owned.body, owned.op);
    let (inner, inner_ops_) = inner_ops(top, top_ops[1]);
    let (r_scope, r_ops) = inner_ops(inner, inner_ops_[1]);
    let generic = generic();
    let local = |body, op| print_op_local(&fx.ctx, body, op, &generic);
    // Numbered from the nested module: `%y` is `%0` there, whatever precedes the module.
    assert_eq!(
        local(r_scope, r_ops[0]),
        r#""t.use"(%0, %arg0) : (i32, i32) -> ()"#
    );
    check(
        &local(inner, inner_ops_[1]),
        r#""t.r"(%0) ({
^bb0(%arg0: i32):
  "t.use"(%0, %arg0) : (i32, i32) -> ()
}) {m = affine_map<(d0) -> (d0)>} : (i32) -> ()"#,
    );
    // An isolated op is numbered from itself; ops at the top of the outer module from it.
    assert!(local(top, top_ops[1]).starts_with("\"builtin.module\"() ({\n  %0 = \"t.y\""));
    assert_eq!(local(top, top_ops[0]), r#"%0 = "t.x"() : () -> i32"#);
    let with_locations = PrintOptions {
        generic: true,
        debug_info: true,
        ..PrintOptions::default()
    };
    assert_eq!(
        print_op_local(&fx.ctx, r_scope, r_ops[0], &with_locations),
        r#""t.use"(%0, %arg0) : (i32, i32) -> () loc("f.mlir":6:5)"#
    );
}

#[test]
fn standalone_types_and_attributes_print_without_aliases() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let map = fx.map("(d0)[s0] -> (d0 + s0)");
    let memref = fx.ty(TypeData::MemRef {
        shape: [crate::types::DYNAMIC, 2].into(),
        element: c.f32,
        layout: Some(map),
        memory_space: Some(fx.int(1, c.i64)),
    });
    assert_eq!(
        print_type(&fx.ctx, memref),
        "memref<?x2xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 1>"
    );
    assert_eq!(print_attribute(&fx.ctx, fx.int(7, c.i64)), "7 : i64");
    assert_eq!(
        print_attribute(&fx.ctx, fx.float(0x3FF8_0000_0000_0000, c.f64)),
        "1.500000e+00 : f64"
    );
    assert_eq!(
        print_attribute(&fx.ctx, map),
        "affine_map<(d0)[s0] -> (d0 + s0)>"
    );
    assert_eq!(
        print_attribute(&fx.ctx, fx.file_loc("a b.c", 3, 1)),
        "loc(\"a b.c\":3:1)"
    );
}

/// A dialect type `!t.pair<a, b>` with a print hook, and a dialect alias interface naming it.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Pair(Type, Type);

fn print_pair(p: &mut DialectAsmPrinter<'_, '_>, storage: &DynStorage) {
    if let Some(Pair(a, b)) = storage.downcast::<Pair>() {
        p.write_str("pair<");
        p.print_type(*a);
        p.write_str(", ");
        p.print_type(*b);
        p.write_str(">");
    }
}

struct PairAliases;

impl OpAsmDialectInterface for PairAliases {
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult {
        match ctx.type_data(ty) {
            TypeData::Dialect(storage) if storage.is::<Pair>() => {
                AliasResult::Overridable("pair".into())
            }
            _ => AliasResult::NoAlias,
        }
    }
}

#[test]
fn dialect_types_print_through_their_hooks_and_get_dialect_aliases() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let mut dialect = DialectDescriptor::new("t");
    dialect.print_type = Some(print_pair);
    fx.ctx.register_dialect(dialect, vec![]);
    let pair = fx.ty(TypeData::Dialect(Box::new(DynStorage::new(
        "t",
        "pair",
        Pair(c.i32, c.f32),
    ))));
    assert_eq!(print_type(&fx.ctx, pair), "!t.pair<i32, f32>");
    let tuple = fx.ty(TypeData::Tuple(vec![c.i1; 17].into()));
    let nested = fx.ty(TypeData::Dialect(Box::new(DynStorage::new(
        "t",
        "pair",
        Pair(tuple, pair),
    ))));
    assert_eq!(
        print_type(&fx.ctx, nested),
        "!t.pair<tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, \
         !t.pair<i32, f32>>"
    );

    let aliasing = DialectDescriptor::new("u");
    aliasing
        .interfaces
        .insert::<dyn OpAsmDialectInterface>(Box::new(PairAliases));
    fx.ctx.register_dialect(aliasing, vec![]);
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    fx.push(b, top, fx.state("d.a").results(&[nested]));
    const EXPECTED: &str = r#"!pair = !t.pair<i32, f32>
!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
!pair1 = !t.pair<!tuple, !pair>
module {
  %0 = "d.a"() : () -> !pair1
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

#[test]
fn registered_ops_without_hooks_print_generic_and_skip_empty_properties() {
    let fx = Fx::new();
    register_func(&fx);
    let c = *fx.ctx.common();
    let (mut body, module, top) = fx.module();
    let b = body.region_scope_mut(module).0;
    let f = fx.push(b, top, fx.state("func.func").props(c.empty_dict).regions(1));
    let (fb, regions) = b.region_scope_mut(f);
    let entry = fx.block(fb, regions[0], &[]);
    fx.push(fb, entry, fx.state("func.return"));
    fx.push(b, top, fx.state("d.x").props(c.empty_dict));
    const EXPECTED: &str = r#"module {
  "func.func"() ({
    "func.return"() : () -> ()
  }) : () -> ()
  "d.x"() <{}> : () -> ()
}
"#;
    check(&fx.print(&body, module, &custom()), EXPECTED);
}

#[test]
fn values_from_outside_the_printed_op_are_unknown() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let mut body = Body::new();
    let region = body.create_region();
    let block = fx.block(&mut body, region, &[(c.i32, c.unknown_loc)]);
    let op = fx.push(
        &mut body,
        block,
        fx.state("d.use").operands(&[Value::block_arg(block, 0)]),
    );
    assert_eq!(
        fx.print(&body, op, &generic()),
        "\"d.use\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()\n"
    );
}

#[test]
fn write_op_appends() {
    let fx = Fx::new();
    let (body, module, _) = fx.module();
    let mut out = String::from("// header\n");
    write_op(&fx.ctx, &body, module, &custom(), &mut out);
    assert_eq!(out, "// header\nmodule {\n}\n");
}

const HEX_EXPECTED: &str = concat!(
    "  \"d.op\"() {a = dense<\"0x00000000010000000200000000000000010000000200000000000000010000000",
    "200000000000000010000000200000000000000010000000200000000000000010000000200000000000000010",
    "000000200000000000000010000000200000000000000010000000200000000000000010000000200000000000",
    "000010000000200000000000000010000000200000000000000010000000200000000000000010000000200000",
    "000000000010000000200000000000000010000000200000000000000010000000200000000000000010000000",
    "200000000000000010000000200000000000000010000000200000000000000010000000200000000000000010",
    "000000200000000000000010000000200000000000000010000000200000000000000010000000200000000000",
    "000010000000200000000000000010000000200000000000000010000000200000000000000010000000200000",
    "000000000010000000200000000000000010000000200000000000000010000000200000000000000010000000",
    "20000000000000001000000\"> : tensor<101xi32>, b = dense<\"0x49922449922449922449922409\"> : t",
    "ensor<101xi1>, c = dense<\"0x00000038003C003E0040004100420043004480440045804500468046004780",
    "47004840488048C048004940498049C049004A404A804AC04A004B404B804BC04B004C204C404C604C804CA04C",
    "C04CE04C004D204D404D604D804DA04DC04DE04D004E204E404E604E804EA04EC04EE04E004F204F404F604F80",
    "4FA04FC04FE04F0050105020503050405050506050705080509050A050B050C050D050E050F050005110512051",
    "3051405150516051705180519051A051B051C051D051E051F05100521052205230524052\"> : tensor<101xf1",
    "6>, d = dense<\"0x000101020203030404050506060707080809090A0A0B0B0C0C0D0D0E0E0F0F10101111121",
    "213131414151516161717181819191A1A1B1B1C1C1D1D1E1E1F1F2020212122222323242425252626272728282",
    "9292A2A2B2B2C2C2D2D2E2E2F2F30303131323233333434353536363737383839393A3A3B3B3C3C3D3D3E3E3F3",
    "F40404141424243434444454546464747484849494A4A4B4B4C4C4D4D4E4E4F4F5050515152525353545455555",
    "6565757585859595A5A5B5B5C5C5D5D5E5E5F5F6060616162626363646465\"> : tensor<101xcomplex<i8>>,",
    " e = dense<\"0x0000000000000000010000000000000002000000000000000000000000000000010000000000",
    "000002000000000000000000000000000000010000000000000002000000000000000000000000000000010000",
    "000000000002000000000000000000000000000000010000000000000002000000000000000000000000000000",
    "010000000000000002000000000000000000000000000000010000000000000002000000000000000000000000",
    "000000010000000000000002000000000000000000000000000000010000000000000002000000000000000000",
    "000000000000010000000000000002000000000000000000000000000000010000000000000002000000000000",
    "000000000000000000010000000000000002000000000000000000000000000000010000000000000002000000",
    "000000000000000000000000010000000000000002000000000000000000000000000000010000000000000002",
    "000000000000000000000000000000010000000000000002000000000000000000000000000000010000000000",
    "000002000000000000000000000000000000010000000000000002000000000000000000000000000000010000",
    "000000000002000000000000000000000000000000010000000000000002000000000000000000000000000000",
    "010000000000000002000000000000000000000000000000010000000000000002000000000000000000000000",
    "000000010000000000000002000000000000000000000000000000010000000000000002000000000000000000",
    "000000000000010000000000000002000000000000000000000000000000010000000000000002000000000000",
    "000000000000000000010000000000000002000000000000000000000000000000010000000000000002000000",
    "000000000000000000000000010000000000000002000000000000000000000000000000010000000000000002",
    "000000000000000000000000000000010000000000000002000000000000000000000000000000010000000000",
    "000002000000000000000000000000000000010000000000000002000000000000000000000000000000010000",
    "0000000000\"> : tensor<101xindex>, f = dense<\"0x0001020001020001020001020001020001020001020",
    "001020001020001020001020001020001020001020001020001020001020001020001020001020001020001020",
    "001020001020001020001020001020001020001020001020001020001020001020001\"> : tensor<101xi3>} ",
    ": () -> ()",
);
const LIST_EXPECTED: &str = concat!(
    "  \"d.op\"() {a = dense<[0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1",
    ", 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1",
    ", 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1",
    ", 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0]> : tensor<100xi32>, s = dense<[\"x0\", ",
    "\"x1\", \"x2\", \"x3\", \"x4\", \"x5\", \"x6\", \"x7\", \"x8\", \"x9\", \"x10\", \"x11\", \"x12\", \"x13\", \"x14\", \"",
    "x15\", \"x16\", \"x17\", \"x18\", \"x19\", \"x20\", \"x21\", \"x22\", \"x23\", \"x24\", \"x25\", \"x26\", \"x27\", ",
    "\"x28\", \"x29\", \"x30\", \"x31\", \"x32\", \"x33\", \"x34\", \"x35\", \"x36\", \"x37\", \"x38\", \"x39\", \"x40\",",
    " \"x41\", \"x42\", \"x43\", \"x44\", \"x45\", \"x46\", \"x47\", \"x48\", \"x49\", \"x50\", \"x51\", \"x52\", \"x53\"",
    ", \"x54\", \"x55\", \"x56\", \"x57\", \"x58\", \"x59\", \"x60\", \"x61\", \"x62\", \"x63\", \"x64\", \"x65\", \"x66",
    "\", \"x67\", \"x68\", \"x69\", \"x70\", \"x71\", \"x72\", \"x73\", \"x74\", \"x75\", \"x76\", \"x77\", \"x78\", \"x7",
    "9\", \"x80\", \"x81\", \"x82\", \"x83\", \"x84\", \"x85\", \"x86\", \"x87\", \"x88\", \"x89\", \"x90\", \"x91\", \"x",
    "92\", \"x93\", \"x94\", \"x95\", \"x96\", \"x97\", \"x98\", \"x99\", \"x100\"]> : tensor<101x!d.s>, t = den",
    "se<7> : tensor<1000xi32>} : () -> ()",
);

mod func_like {
    //! Custom forms written against the hook API the way generated code would write them:
    //! `func.func`, `func.return`, `arith.addi`, `arith.constant`, checked against `mlir-opt`.

    use super::*;
    use crate::structure::dictionary_get;

    /// `func.func`: `[visibility] @name(%arg0: i32 ...) -> results attributes {...} {body}`.
    fn print_func(p: &mut OpAsmPrinter<'_>, op: OpId) {
        let ctx = p.ctx();
        let body = p.body();
        let props = body.op_props(op);
        let get = |name: &[u8]| props.and_then(|d| dictionary_get(ctx, d, name));
        p.write_str(" ");
        if let Some(visibility) = get(b"sym_visibility").and_then(|v| ctx.string_str(v)) {
            p.write_str(visibility);
            p.write_str(" ");
        }
        p.print_symbol_name(get(b"sym_name").map_or(&[][..], |n| ctx.string_bytes(n)));
        let (scope, regions) = body.region_scope(op);
        p.write_str("(");
        if let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) {
            for (i, arg) in scope.block_args(entry).enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_region_argument(arg, &[], false);
            }
        }
        p.write_str(")");
        let results = match get(b"function_type").map(|t| ctx.attr_data(t)) {
            Some(AttrData::Type(ty)) => match ctx.type_data(*ty) {
                TypeData::Function { results, .. } => results.to_vec(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        if !results.is_empty() {
            p.write_str(" -> ");
            let single = results.len() == 1
                && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if single {
                p.print_type(results[0]);
            } else {
                p.write_str("(");
                p.print_types(results.iter().copied());
                p.write_str(")");
            }
        }
        p.print_op_attr_dict_with_keyword(
            op,
            &[
                "function_type",
                "sym_name",
                "sym_visibility",
                "arg_attrs",
                "res_attrs",
            ],
        );
        if let Some(&region) = regions.first() {
            p.write_str(" ");
            p.print_region(region, false, true, false);
        }
    }

    /// `func.return`: `attr-dict ($operands^ : type($operands))?`.
    fn print_return(p: &mut OpAsmPrinter<'_>, op: OpId) {
        let body = p.body();
        p.print_op_attr_dict(op, &[]);
        if body.num_operands(op) > 0 {
            p.write_str(" ");
            p.print_operands(body.operands(op));
            p.write_str(" : ");
            p.print_types(body.operands(op).map(|v| body.value_type(v)));
        }
    }

    /// `arith.addi`: `$lhs, $rhs attr-dict : type($result)` (no overflow flags set).
    fn print_addi(p: &mut OpAsmPrinter<'_>, op: OpId) {
        let body = p.body();
        p.write_str(" ");
        p.print_operands(body.operands(op));
        p.print_op_attr_dict(op, &["overflowFlags"]);
        p.write_str(" : ");
        p.print_types(body.result_types(op));
    }

    struct FuncAsm;

    impl OpAsmInterface for FuncAsm {
        fn default_dialect(&self) -> &str {
            "func"
        }
    }

    fn register(fx: &Fx) {
        let func = OpDescriptor::new("func.func")
            .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove, Trait::Symbol]))
            .with_print(print_func);
        func.interfaces
            .insert::<dyn OpAsmInterface>(Box::new(FuncAsm));
        let ret = OpDescriptor::new("func.return")
            .with_traits(TraitSet::new(&[Trait::IsTerminator, Trait::ReturnLike]))
            .with_print(print_return);
        fx.ctx
            .register_dialect(DialectDescriptor::new("func"), vec![func, ret]);
        let addi = OpDescriptor::new("arith.addi").with_print(print_addi);
        let constant = OpDescriptor::new("arith.constant").with_print(print_constant);
        constant
            .interfaces
            .insert::<dyn OpAsmInterface>(Box::new(ConstantNames));
        fx.ctx
            .register_dialect(DialectDescriptor::new("arith"), vec![addi, constant]);
    }

    /// Builds p.mlir with the locations `mlir-opt` gives its ops:
    /// ```mlir
    /// func.func @a(%x: i32) -> i32 {
    ///   %0 = arith.addi %x, %x : i32
    ///   return %0 : i32
    /// }
    /// func.func private @b(%x: i32, %y: i32) -> (i32, i32) attributes {d.k = 1 : i32} {
    ///   %0 = arith.addi %x, %y : i32
    ///   %c = arith.constant 1 : i32
    ///   %1 = "d.region"() ({
    ///     %2 = arith.addi %0, %c : i32
    ///     "d.yield"(%2) : (i32) -> ()
    ///   }) : () -> i32
    ///   return %1, %x : i32, i32
    /// }
    /// func.func @c() {
    ///   return
    /// }
    /// ```
    fn build(fx: &Fx) -> (Body, OpId) {
        let c = *fx.ctx.common();
        let i32 = c.i32;
        let at = |line, column| fx.file_loc("p.mlir", line, column);
        let located = |state: OperationState, line, column| OperationState {
            loc: at(line, column),
            ..state
        };
        let overflow = fx.attr(AttrData::Opaque {
            dialect: "arith".into(),
            data: "overflow<none>".into(),
            ty: None,
        });
        let add = |a, b| {
            fx.state("arith.addi")
                .operands(&[a, b])
                .results(&[i32])
                .props(fx.dict(&[("overflowFlags", overflow)]))
        };
        let func_props = |name: &str, inputs: &[Type], results: &[Type], private: bool| {
            let ty = fx.attr(AttrData::Type(fx.ty(TypeData::Function {
                inputs: inputs.into(),
                results: results.into(),
            })));
            let mut entries = vec![("function_type", ty), ("sym_name", fx.s(name))];
            if private {
                entries.push(("sym_visibility", fx.s("private")));
            }
            fx.dict(&entries)
        };
        let (mut body, module, top) = fx.module_at(at(0, 0));
        let b = body.region_scope_mut(module).0;

        let state = fx.state("func.func").regions(1);
        let fa = fx.push(
            b,
            top,
            located(state.props(func_props("a", &[i32], &[i32], false)), 1, 1),
        );
        {
            let (fb, regions) = b.region_scope_mut(fa);
            let entry = fx.block(fb, regions[0], &[(i32, at(1, 14))]);
            let x = Value::block_arg(entry, 0);
            let sum = fx.push(fb, entry, located(add(x, x), 2, 8));
            let ret = fx.state("func.return").operands(&[Value::result(sum, 0)]);
            fx.push(fb, entry, located(ret, 3, 3));
        }

        let state = fx
            .with_attrs(fx.state("func.func"), &[("d.k", fx.int(1, i32))])
            .regions(1)
            .props(func_props("b", &[i32, i32], &[i32, i32], true));
        let fb_op = fx.push(b, top, located(state, 5, 1));
        {
            let (fb, regions) = b.region_scope_mut(fb_op);
            let entry = fx.block(fb, regions[0], &[(i32, at(5, 22)), (i32, at(5, 31))]);
            let (x, y) = (Value::block_arg(entry, 0), Value::block_arg(entry, 1));
            let sum = fx.push(fb, entry, located(add(x, y), 6, 8));
            let one = fx
                .state("arith.constant")
                .results(&[i32])
                .props(fx.dict(&[("value", fx.int(1, i32))]));
            let one = fx.push(fb, entry, located(one, 7, 8));
            let region_op = fx.state("d.region").results(&[i32]).regions(1);
            let region_op = fx.push(fb, entry, located(region_op, 8, 8));
            let region = fb.op_regions(region_op)[0];
            let inner = fx.block(fb, region, &[]);
            let sum2 = fx.push(
                fb,
                inner,
                located(add(Value::result(sum, 0), Value::result(one, 0)), 9, 10),
            );
            let yield_op = fx.state("d.yield").operands(&[Value::result(sum2, 0)]);
            fx.push(fb, inner, located(yield_op, 10, 5));
            let ret = fx
                .state("func.return")
                .operands(&[Value::result(region_op, 0), x]);
            fx.push(fb, entry, located(ret, 12, 3));
        }

        let state = fx
            .state("func.func")
            .regions(1)
            .props(func_props("c", &[], &[], false));
        let fc = fx.push(b, top, located(state, 14, 1));
        let (fb, regions) = b.region_scope_mut(fc);
        let entry = fx.block(fb, regions[0], &[]);
        fx.push(fb, entry, located(fx.state("func.return"), 15, 3));
        (body, module)
    }

    #[test]
    fn custom_forms_through_hooks() {
        let fx = Fx::new();
        register(&fx);
        let (body, module) = build(&fx);
        const CUSTOM: &str = r#"module {
  func.func @a(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @b(%arg0: i32, %arg1: i32) -> (i32, i32) attributes {d.k = 1 : i32} {
    %0 = arith.addi %arg0, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = "d.region"() ({
      %2 = arith.addi %0, %c1_i32 : i32
      "d.yield"(%2) : (i32) -> ()
    }) : () -> i32
    return %1, %arg0 : i32, i32
  }
  func.func @c() {
    return
  }
}
"#;
        check(&fx.print(&body, module, &custom()), CUSTOM);
    }

    #[test]
    fn custom_forms_with_debug_info() {
        let fx = Fx::new();
        register(&fx);
        let (body, module) = build(&fx);
        const DEBUG: &str = r##"#loc2 = loc("p.mlir":1:14)
#loc6 = loc("p.mlir":5:22)
#loc7 = loc("p.mlir":5:31)
module {
  func.func @a(%arg0: i32 loc("p.mlir":1:14)) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
    return %0 : i32 loc(#loc4)
  } loc(#loc1)
  func.func private @b(%arg0: i32 loc("p.mlir":5:22), %arg1: i32 loc("p.mlir":5:31)) -> (i32, i32) attributes {d.k = 1 : i32} {
    %0 = arith.addi %arg0, %arg1 : i32 loc(#loc8)
    %c1_i32 = arith.constant 1 : i32 loc(#loc9)
    %1 = "d.region"() ({
      %2 = arith.addi %0, %c1_i32 : i32 loc(#loc11)
      "d.yield"(%2) : (i32) -> () loc(#loc12)
    }) : () -> i32 loc(#loc10)
    return %1, %arg0 : i32, i32 loc(#loc13)
  } loc(#loc5)
  func.func @c() {
    return loc(#loc15)
  } loc(#loc14)
} loc(#loc)
#loc = loc("p.mlir":0:0)
#loc1 = loc("p.mlir":1:1)
#loc3 = loc("p.mlir":2:8)
#loc4 = loc("p.mlir":3:3)
#loc5 = loc("p.mlir":5:1)
#loc8 = loc("p.mlir":6:8)
#loc9 = loc("p.mlir":7:8)
#loc10 = loc("p.mlir":8:8)
#loc11 = loc("p.mlir":9:10)
#loc12 = loc("p.mlir":10:5)
#loc13 = loc("p.mlir":12:3)
#loc14 = loc("p.mlir":14:1)
#loc15 = loc("p.mlir":15:3)
"##;
        check(&fx.print(&body, module, &debug(false, false)), DEBUG);
    }

    #[test]
    fn the_same_ops_in_generic_form() {
        let fx = Fx::new();
        register(&fx);
        let (body, module) = build(&fx);
        const GENERIC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "b", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "d.region"() ({
      %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "d.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%2, %arg0) : (i32, i32) -> ()
  }) {d.k = 1 : i32} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
        check(&fx.print(&body, module, &generic()), GENERIC);
    }
}

/// Input (u.mlir), printed with `--mlir-print-value-users`, alone and with
/// `--mlir-print-unique-ssa-ids`, with `--mlir-print-skip-regions` and with
/// `--mlir-print-local-scope`:
/// ```mlir
/// %0 = "d.a"() : () -> i32
/// %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64)
/// "d.c"(%1#1) ({
/// ^bb0(%a: i32):
///   %x = "d.x"(%a) : (i32) -> i32
///   "d.z"(%x) : (i32) -> ()
/// }) : (i64) -> ()
/// ```
#[test]
fn value_users_unique_ids_skipped_regions_and_local_scope() {
    let fx = Fx::new();
    let c = *fx.ctx.common();
    let (i32, i64) = (c.i32, c.i64);
    let (mut body, module, top) = fx.module();
    {
        let (b, _) = body.region_scope_mut(module);
        let a = fx.push(b, top, fx.state("d.a").results(&[i32]));
        let a0 = Value::result(a, 0);
        let pair = fx.push(
            b,
            top,
            fx.state("d.b").operands(&[a0, a0]).results(&[i32, i64]),
        );
        let op = fx.push(
            b,
            top,
            fx.state("d.c")
                .operands(&[Value::result(pair, 1)])
                .regions(1),
        );
        let region = b.op_regions(op)[0];
        let bb0 = fx.block(b, region, &[(i32, c.unknown_loc)]);
        let x = fx.push(
            b,
            bb0,
            fx.state("d.x")
                .operands(&[Value::block_arg(bb0, 0)])
                .results(&[i32]),
        );
        fx.push(b, bb0, fx.state("d.z").operands(&[Value::result(x, 0)]));
    }
    let users = PrintOptions {
        value_users: true,
        ..PrintOptions::default()
    };
    const USERS: &str = r#"module {
  %0 = "d.a"() : () -> i32 // users: %1#0, %1#1
  %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64) // users: (unused), (%2)
  "d.c"(%1#1) ({
  ^bb0(%arg0: i32):
    // %arg0 is used by %3
    %3 = "d.x"(%arg0) : (i32) -> i32 // user: %4
    "d.z"(%3) : (i32) -> () // id: %4
  }) : (i64) -> () // id: %2
}
"#;
    check(&fx.print(&body, module, &users), USERS);
    let unique = PrintOptions {
        unique_ssa_ids: true,
        ..users.clone()
    };
    // The module itself takes %0: counters no longer restart in its region.
    const UNIQUE: &str = r#"module {
  %1 = "d.a"() : () -> i32 // users: %2#0, %2#1
  %2:2 = "d.b"(%1, %1) : (i32, i32) -> (i32, i64) // users: (unused), (%3)
  "d.c"(%2#1) ({
  ^bb0(%arg0: i32):
    // %arg0 is used by %4
    %4 = "d.x"(%arg0) : (i32) -> i32 // user: %5
    "d.z"(%4) : (i32) -> () // id: %5
  }) : (i64) -> () // id: %3
}
"#;
    check(&fx.print(&body, module, &unique), UNIQUE);
    let skip = PrintOptions {
        skip_regions: true,
        ..PrintOptions::default()
    };
    check(&fx.print(&body, module, &skip), "module {...}\n");
    let local = PrintOptions {
        local_scope: true,
        ..PrintOptions::default()
    };
    // No newline after the top-level op in a local scope.
    const LOCAL: &str = r#"module {
  %0 = "d.a"() : () -> i32
  %1:2 = "d.b"(%0, %0) : (i32, i32) -> (i32, i64)
  "d.c"(%1#1) ({
  ^bb0(%arg0: i32):
    %2 = "d.x"(%arg0) : (i32) -> i32
    "d.z"(%2) : (i32) -> ()
  }) : (i64) -> ()
}"#;
    check(&fx.print(&body, module, &local), LOCAL);
}
