//! Test support: a context with a small `test` dialect of symbol ops, and a builder of nested IR
//! addressed by [`OpPath`]s from one top body.

use super::*;
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, OperationState};
use crate::traits::{Trait, TraitSet};
use crate::{Context, OpName};

/// A test op that declares a symbol defined elsewhere.
struct Declaration;
impl SymbolOpInterface for Declaration {
    fn is_declaration(&self, _: &Context, _: &Body, _: OpId) -> bool {
        true
    }
}

/// A test symbol that is never discarded, whatever its visibility.
struct Keep;
impl SymbolOpInterface for Keep {
    fn can_discard_on_use_empty(&self, _: &Context, _: &Body, _: OpId) -> bool {
        false
    }
}

/// `test.call {callee = @...}` checks that its callee resolves from where it stands.
struct Call;
impl SymbolUserOpInterface for Call {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let body = user.resolve(top).expect("a live user");
        let callee = body
            .attr(ctx, user.op(), "callee")
            .and_then(|a| SymbolRef::from_attr(ctx, a))
            .expect("a callee");
        tables
            .lookup_nearest_symbol_from(ctx, top, user, &callee)
            .map(|_| ())
            .map_err(|e| {
                Diagnostic::error(
                    body.op_loc(user.op()),
                    format!(
                        "'test.call' op '{}' does not reference a valid symbol: {e}",
                        callee.display(ctx)
                    ),
                )
            })
    }
}

fn register_test_dialect(ctx: &Context) {
    let traits = |t: &[Trait]| TraitSet::new(t);
    let decl = OpDescriptor::new("test.decl").with_traits(traits(&[Trait::Symbol]));
    decl.interfaces
        .insert::<dyn SymbolOpInterface>(Box::new(Declaration));
    let keep = OpDescriptor::new("test.keep").with_traits(traits(&[Trait::Symbol]));
    keep.interfaces
        .insert::<dyn SymbolOpInterface>(Box::new(Keep));
    let call = OpDescriptor::new("test.call");
    call.interfaces
        .insert::<dyn SymbolUserOpInterface>(Box::new(Call));
    let ops = vec![
        OpDescriptor::new("test.func")
            .with_traits(traits(&[Trait::Symbol, Trait::IsolatedFromAbove])),
        OpDescriptor::new("test.table").with_traits(traits(&[
            Trait::Symbol,
            Trait::SymbolTable,
            Trait::IsolatedFromAbove,
            Trait::NoTerminator,
        ])),
        OpDescriptor::new("test.scope")
            .with_traits(traits(&[Trait::SymbolTable, Trait::NoTerminator])),
        OpDescriptor::new("test.global").with_traits(traits(&[Trait::Symbol])),
        OpDescriptor::new("test.region"),
        OpDescriptor::new("test.terminator").with_traits(traits(&[Trait::IsTerminator])),
        decl,
        keep,
        call,
    ];
    ctx.register_dialect(DialectDescriptor::new("test"), ops);
}

/// A context with the `test` dialect, and a top body holding one `builtin.module`.
pub(crate) struct Ir {
    pub ctx: Context,
    pub body: Body,
    pub module: OpPath,
    next_line: u32,
}

impl Ir {
    pub fn new() -> Ir {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        register_test_dialect(&ctx);
        let mut ir = Ir {
            ctx,
            body: Body::new(),
            module: OpPath::from(OpId(0)),
            next_line: 1,
        };
        let state = OperationState::new(ir.ctx.op_name("builtin.module"), ir.next_loc()).regions(1);
        let module = ir.body.create_op(&ir.ctx, state);
        add_entry_blocks(&mut ir.body, module);
        ir.module = OpPath::from(module);
        ir
    }

    fn next_loc(&mut self) -> Attribute {
        let file = self.ctx.string_attr("test.mlir");
        let line = self.next_line;
        self.next_line += 1;
        self.ctx
            .intern_attr(AttrData::Location(LocationData::FileLineCol {
                file,
                line,
                column: 1,
            }))
    }

    /// Creates op `name` at the end of the first region of `parent`.
    pub fn op(
        &mut self,
        parent: &OpPath,
        name: &str,
        attrs: &[(&str, Attribute)],
        regions: u32,
    ) -> OpPath {
        let loc = self.next_loc();
        let ctx = &self.ctx;
        let mut state = OperationState::new(ctx.op_name(name), loc).regions(regions);
        for &(attr_name, value) in attrs {
            state = state.attr(ctx.string_attr(attr_name), value);
        }
        let body = parent.body_mut(&mut self.body).expect("a live parent");
        let mut owners = parent.owners().to_vec();
        if body.nested_body(parent.op()).is_some() {
            owners.push(parent.op());
        }
        let (scope, parent_regions) = body.region_scope_mut(parent.op());
        let block = scope
            .region_entry(parent_regions[0])
            .expect("parents are built with entry blocks");
        let op = scope.create_op(ctx, state);
        add_entry_blocks(scope, op);
        scope.append_op(block, op).expect("a detached op");
        OpPath::new(owners, op)
    }

    fn with_symbol(&self, name: Option<&str>, vis: Option<&str>) -> Vec<(&'static str, Attribute)> {
        let mut attrs = Vec::new();
        if let Some(name) = name {
            attrs.push((SYMBOL_ATTR, self.ctx.string_attr(name)));
        }
        if let Some(vis) = vis {
            attrs.push((VISIBILITY_ATTR, self.ctx.string_attr(vis)));
        }
        attrs
    }

    /// An isolated, function-like symbol `test.func @name` with one region.
    pub fn func(&mut self, parent: &OpPath, name: &str, vis: Option<&str>) -> OpPath {
        let attrs = self.with_symbol(Some(name), vis);
        self.op(parent, "test.func", &attrs, 1)
    }

    /// A region-less symbol `test.global @name`.
    pub fn global(&mut self, parent: &OpPath, name: &str, vis: Option<&str>) -> OpPath {
        let attrs = self.with_symbol(Some(name), vis);
        self.op(parent, "test.global", &attrs, 0)
    }

    /// A `builtin.module`, named or not.
    pub fn table(&mut self, parent: &OpPath, name: Option<&str>, vis: Option<&str>) -> OpPath {
        let attrs = self.with_symbol(name, vis);
        self.op(parent, "builtin.module", &attrs, 1)
    }

    /// A `builtin.module @name` with the `oxir.transparent_symbols` attribute: a symbol table
    /// that references may leave with `@.super::`.
    pub fn transparent(&mut self, parent: &OpPath, name: &str) -> OpPath {
        let mut attrs = self.with_symbol(Some(name), None);
        attrs.push((TRANSPARENT_ATTR, self.ctx.common().unit));
        self.op(parent, "builtin.module", &attrs, 1)
    }

    /// The relative reference `@.super::` × `levels`, then `names`.
    pub fn up(&self, levels: usize, names: &[&str]) -> SymbolRef {
        SymbolRef::relative(&self.ctx, levels, names).expect("a name")
    }

    /// The absolute reference `@::@names[0]::...`.
    pub fn abs(&self, names: &[&str]) -> SymbolRef {
        SymbolRef::absolute(&self.ctx, names).expect("a name")
    }

    /// An op of kind `op_name` carrying `sym_name = name` and nothing else.
    pub fn symbol_like(&mut self, parent: &OpPath, op_name: &str, name: &str) -> OpPath {
        let attrs = self.with_symbol(Some(name), None);
        self.op(parent, op_name, &attrs, 0)
    }

    /// `test.user {uses = [refs...]}`.
    pub fn user(&mut self, parent: &OpPath, refs: &[Attribute]) -> OpPath {
        let uses = self.ctx.intern_attr(AttrData::Array(refs.into()));
        self.op(parent, "test.user", &[("uses", uses)], 0)
    }

    /// The reference `@names[0]::@names[1]...`.
    pub fn r(&self, names: &[&str]) -> SymbolRef {
        SymbolRef::new(&self.ctx, names).expect("a name")
    }

    /// The reference attribute `@names[0]::@names[1]...`.
    pub fn ra(&self, names: &[&str]) -> Attribute {
        self.r(names).to_attr(&self.ctx)
    }

    /// Attribute `name` of the op at `path`.
    pub fn attr(&self, path: &OpPath, name: &str) -> Option<Attribute> {
        let body = path.resolve(&self.body).expect("a live op");
        body.attr(&self.ctx, path.op(), name)
    }

    /// The symbol name of the op at `path`.
    pub fn name_of(&self, path: &OpPath) -> String {
        let body = path.resolve(&self.body).expect("a live op");
        let name = symbol_name(&self.ctx, body, path.op()).expect("a symbol");
        self.ctx.string_str(name).expect("utf-8").to_string()
    }

    /// Whether `path` still names a live op.
    pub fn exists(&self, path: &OpPath) -> bool {
        path.resolve(&self.body).is_some()
    }

    /// The location of the op at `path`.
    pub fn loc(&self, path: &OpPath) -> Attribute {
        path.resolve(&self.body)
            .expect("a live op")
            .op_loc(path.op())
    }

    /// The name of the op at `path`.
    pub fn op_name(&self, path: &OpPath) -> OpName {
        path.resolve(&self.body)
            .expect("a live op")
            .op_name(path.op())
    }
}

/// Gives each region of `op` an empty entry block.
fn add_entry_blocks(body: &mut Body, op: OpId) {
    let (scope, regions) = body.region_scope_mut(op);
    for region in regions {
        let block = scope.create_block(&[]);
        scope.append_block(region, block).expect("a detached block");
    }
}
