//! The Rust emitted for the rewrite of one rule: a function taking what the matcher captured,
//! building the result ops at the last root with the generated builders (nested ones first),
//! filling their regions (moved, or built block by block), calling native builders, inlining
//! regions, and replacing each root's results.
//!
//! Every value and type is computed into a local before the builder call that takes it, so
//! that no borrow of the body is held across an edit. This module writes statements only; the
//! match is [`super::rules`].

use std::collections::BTreeSet;

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use crate::lang::library::{FloatKind, Signedness, TypePred};
use crate::names;
use crate::rules::ir::{
    ArgExpr, AttrExpr, BuildOp, CheckedRule, LocExpr, NativeOutput, RegionExpr, SlotKind, Stmt,
    SuccExpr, TypeExpr, ValueExpr,
};
use crate::rules::specs::{Arity, SpecSet};

/// The name of the function doing the rewrite of `rule`.
pub(super) fn rule_fn_name(rule: &CheckedRule) -> Ident {
    format_ident!("rule_{}", names::snake_case(&rule.name))
}

/// Whether the rewrite of `rule` uses the default location (the matched ops, fused).
pub(super) fn uses_default_loc(rule: &CheckedRule) -> bool {
    rule.rewrite.stmts.iter().any(|s| match s {
        Stmt::Op(b) => b.loc == LocExpr::Default,
        Stmt::Native { loc, .. } => *loc == LocExpr::Default,
        _ => false,
    })
}

/// The function doing the rewrite of `rule`.
pub(super) fn emit_rule(rule: &CheckedRule, specs: &SpecSet, origin: &Origin<'_>) -> TokenStream {
    let function = rule_fn_name(rule);
    let one_line = |texts: &[String]| -> String {
        texts
            .iter()
            .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("`, `")
    };
    let results = one_line(&rule.result_text);
    let mut docs = vec![format!(
        " Rule `{}` ({}): `{}` becomes {}.",
        rule.name,
        origin.at(rule.span),
        one_line(&rule.source_text),
        if results.is_empty() {
            "nothing (the root is erased)".to_string()
        } else {
            format!("`{results}`")
        }
    )];
    if let Some(summary) = &rule.summary {
        docs.insert(0, format!(" {}.", summary.trim().trim_end_matches('.')));
        docs.insert(1, String::new());
    }
    let mut used = BTreeSet::new();
    for stmt in &rule.rewrite.stmts {
        collect_stmt_outs(stmt, &mut used);
    }
    for value in rule.rewrite.replacements.iter().flatten() {
        collect_outs(value, &mut used);
    }
    let e = Emitter { specs, rule, used };
    let roots = rule.rewrite.replacements.len();
    let root_count = Literal::usize_unsuffixed(roots);
    let params = rule.captures.iter().map(|c| {
        let name = format_ident!("{}", c.name);
        let ty = capture_type(c.kind);
        quote!(#name: #ty)
    });
    let (matched_param, default_loc) = if uses_default_loc(rule) {
        (
            quote!(matched: &[::oxir::OpId],),
            quote!(let loc = ::oxir::rule_support::ops_loc(ctx, rewriter.body(), matched);),
        )
    } else {
        (quote!(), quote!())
    };
    let anchor = if roots > 1 {
        quote! {
            let Some(anchor) = ::oxir::rule_support::last_root(rewriter.body(), &roots) else {
                return Err(::oxir::rewrite::MatchFailure::new("the roots are no longer in order"));
            };
        }
    } else {
        quote!(let anchor = roots[0];)
    };
    let statements: Vec<TokenStream> = rule
        .rewrite
        .top
        .iter()
        .map(|&k| e.stmt(k, &Insertion::Anchor))
        .collect();
    let replacements = rule
        .rewrite
        .replacements
        .iter()
        .enumerate()
        .map(|(r, values)| {
            let index = Literal::usize_unsuffixed(r);
            let list = e.list(values);
            quote!(rewriter.replace_op(roots[#index], #list).map_err(ir_failure)?;)
        });
    let body = quote! {
        #anchor
        rewriter.set_insertion_point_before(anchor);
        #default_loc
        #(#statements)*
        #(#replacements)*
        Ok(())
    };
    // Not every rewrite needs the context.
    let ctx = if mentions(&body, "ctx") {
        quote!(ctx)
    } else {
        quote!(_ctx)
    };
    let too_many = if rule.captures.len() + 3 + usize::from(uses_default_loc(rule)) > 7 {
        quote!(#[allow(clippy::too_many_arguments)])
    } else {
        quote!()
    };
    quote! {
        #(#[doc = #docs])*
        #too_many
        fn #function(
            #ctx: &::oxir::Context,
            rewriter: &mut ::oxir::rewrite::PatternRewriter<'_>,
            roots: [::oxir::OpId; #root_count],
            #matched_param
            #(#params),*
        ) -> Result<(), ::oxir::rewrite::MatchFailure> {
            #body
        }
    }
}

/// Whether `tokens` use the identifier `name`.
fn mentions(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(i) => i == name,
        proc_macro2::TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
}

fn capture_type(kind: SlotKind) -> TokenStream {
    match kind {
        SlotKind::Op(_) => quote!(::oxir::OpId),
        SlotKind::Value => quote!(::oxir::Value),
        SlotKind::Values => quote!(Vec<::oxir::Value>),
        SlotKind::Attr => quote!(::oxir::Attribute),
        SlotKind::OptAttr => quote!(Option<::oxir::Attribute>),
        SlotKind::Type => quote!(::oxir::Type),
        SlotKind::Region => quote!(::oxir::RegionId),
        SlotKind::Block => quote!(::oxir::BlockId),
        SlotKind::Blocks => quote!(Vec<::oxir::BlockId>),
    }
}

fn collect_outs(value: &ValueExpr, used: &mut BTreeSet<(usize, usize)>) {
    match value {
        ValueExpr::Out { stmt, index } => {
            used.insert((*stmt, *index));
        }
        ValueExpr::List(entries) => entries.iter().for_each(|(e, _)| collect_outs(e, used)),
        _ => {}
    }
}

fn collect_types(ty: &TypeExpr, used: &mut BTreeSet<(usize, usize)>) {
    if let TypeExpr::Of(value) = ty {
        collect_outs(value, used);
    }
}

fn collect_stmt_outs(stmt: &Stmt, used: &mut BTreeSet<(usize, usize)>) {
    match stmt {
        Stmt::Op(b) => {
            b.operands.iter().for_each(|v| collect_outs(v, used));
            b.result_types
                .iter()
                .flatten()
                .for_each(|t| collect_types(t, used));
        }
        Stmt::Native { args, .. } => {
            for a in args {
                if let ArgExpr::Value(v) = a {
                    collect_outs(v, used);
                }
            }
        }
        Stmt::Block { arg_types } => arg_types.iter().for_each(|t| collect_types(t, used)),
        Stmt::Inline { args, .. } => args.iter().for_each(|v| collect_outs(v, used)),
    }
}

/// Where statements go: before the anchor root, or at the end of a built block.
enum Insertion {
    Anchor,
    BlockEnd(Ident),
}

impl Insertion {
    fn restore(&self) -> TokenStream {
        match self {
            Insertion::Anchor => quote!(rewriter.set_insertion_point_before(anchor);),
            Insertion::BlockEnd(block) => quote!(rewriter.set_insertion_point_to_end(#block);),
        }
    }
}

struct Emitter<'a> {
    specs: &'a SpecSet,
    rule: &'a CheckedRule,
    /// The outputs of statements that are used, by (statement, output).
    used: BTreeSet<(usize, usize)>,
}

fn local(prefix: &str, k: usize) -> Ident {
    format_ident!("{}_{}", prefix, k)
}

impl Emitter<'_> {
    fn capture(&self, c: usize) -> Ident {
        format_ident!("{}", self.rule.captures[c].name)
    }

    /// Whether `value` stands for a group.
    fn is_group(&self, value: &ValueExpr) -> bool {
        match value {
            ValueExpr::Capture(c) => self.rule.captures[*c].kind == SlotKind::Values,
            ValueExpr::Out { stmt, index } => match &self.rule.rewrite.stmts[*stmt] {
                Stmt::Op(b) => self.specs.info(b.op).result_arities()[*index] != Arity::Single,
                Stmt::Native { output, .. } => *output == NativeOutput::Group,
                _ => false,
            },
            ValueExpr::List(_) => true,
            ValueExpr::Absent => false,
        }
    }

    /// `value` as one `::oxir::Value`.
    fn one(&self, value: &ValueExpr) -> TokenStream {
        match value {
            ValueExpr::Capture(c) => {
                let c = self.capture(*c);
                quote!(#c)
            }
            ValueExpr::Out { stmt, index } => match &self.rule.rewrite.stmts[*stmt] {
                Stmt::Op(_) => {
                    let v = format_ident!("op_{}_{}", stmt, index);
                    quote!(#v)
                }
                Stmt::Native { output, .. } => {
                    let v = local("native", *stmt);
                    if let NativeOutput::Values(_) = output {
                        let i = Literal::usize_unsuffixed(*index);
                        quote!(#v[#i])
                    } else {
                        quote!(#v)
                    }
                }
                Stmt::Block { .. } => {
                    let b = local("block", *stmt);
                    let i = Literal::u32_unsuffixed(*index as u32);
                    quote!(::oxir::Value::block_arg(#b, #i))
                }
                Stmt::Inline { .. } => {
                    let v = local("inline", *stmt);
                    let i = Literal::usize_unsuffixed(*index);
                    quote!(#v[#i])
                }
            },
            // The checks never put a group where one value goes.
            ValueExpr::List(_) | ValueExpr::Absent => {
                quote!(compile_error!("a group where one value goes"))
            }
        }
    }

    /// `value` as a `Vec<::oxir::Value>`.
    fn many(&self, value: &ValueExpr) -> TokenStream {
        match value {
            ValueExpr::List(entries) => {
                if entries
                    .iter()
                    .all(|(e, splice)| !splice && !self.is_group(e))
                {
                    let items = entries.iter().map(|(e, _)| self.one(e));
                    return quote!(vec![#(#items),*]);
                }
                let parts = entries.iter().map(|(e, _)| self.many(e));
                quote!([#(#parts),*].concat())
            }
            ValueExpr::Absent => quote!(Vec::<::oxir::Value>::new()),
            _ if self.is_group(value) => {
                let v = self.one(value);
                quote!(#v.clone())
            }
            _ => {
                let v = self.one(value);
                quote!(vec![#v])
            }
        }
    }

    /// `value` as an `Option<::oxir::Value>`.
    fn optional(&self, value: &ValueExpr) -> TokenStream {
        match value {
            ValueExpr::Absent => quote!(None),
            _ if self.is_group(value) => {
                let many = self.many(value);
                quote!(#many.first().copied())
            }
            _ => {
                let v = self.one(value);
                quote!(Some(#v))
            }
        }
    }

    /// The values `values` (one entry per replaced group) as a `&[::oxir::Value]` expression.
    fn list(&self, values: &[ValueExpr]) -> TokenStream {
        if values.iter().all(|v| !self.is_group(v)) {
            let items = values.iter().map(|v| self.one(v));
            return quote!(&[#(#items),*]);
        }
        let parts = values.iter().map(|v| self.many(v));
        quote!(&[#(#parts),*].concat())
    }

    /// One type.
    fn single_type(&self, ty: &TypeExpr) -> TokenStream {
        match ty {
            // The checks never type one value with a group.
            TypeExpr::Of(value) if self.is_group(value) => {
                quote!(compile_error!("the type of a group where one type goes"))
            }
            TypeExpr::Of(value) => {
                let v = self.one(value);
                quote!(rewriter.body().value_type(#v))
            }
            TypeExpr::Static(pred) => static_type(pred),
            TypeExpr::Capture(c) => {
                let c = self.capture(*c);
                quote!(#c)
            }
            TypeExpr::Out(stmt) => {
                let v = local("native", *stmt);
                quote!(#v)
            }
        }
    }

    /// The types of a result group of arity `arity`, as the builder takes them.
    fn group_types(&self, ty: &TypeExpr, arity: Arity) -> TokenStream {
        let of_each = |value: &ValueExpr| {
            let many = self.many(value);
            quote!(#many.iter().map(|&v| rewriter.body().value_type(v)))
        };
        match (arity, ty) {
            (Arity::Single, _) => self.single_type(ty),
            (Arity::Optional, TypeExpr::Of(value)) if self.is_group(value) => {
                let each = of_each(value);
                quote!(#each.next())
            }
            (Arity::Optional, _) => {
                let t = self.single_type(ty);
                quote!(Some(#t))
            }
            (Arity::Variadic, TypeExpr::Of(value)) if self.is_group(value) => {
                let each = of_each(value);
                quote!(#each.collect::<Vec<::oxir::Type>>())
            }
            (Arity::Variadic, _) => {
                let t = self.single_type(ty);
                quote!(vec![#t])
            }
        }
    }

    fn loc(&self, loc: &LocExpr) -> TokenStream {
        let of = |captures: &[usize]| -> TokenStream {
            let mut locs: Vec<TokenStream> = captures
                .iter()
                .map(|&c| {
                    let v = self.capture(c);
                    match self.rule.captures[c].kind {
                        SlotKind::Op(_) => quote!(rewriter.body().op_loc(#v)),
                        _ => quote!(::oxir::rule_support::value_loc(ctx, rewriter.body(), #v)),
                    }
                })
                .collect();
            if locs.len() == 1 {
                return locs.remove(0);
            }
            quote!(::oxir::rule_support::fused_loc(ctx, &[#(#locs),*]))
        };
        match loc {
            LocExpr::Default => quote!(loc),
            LocExpr::Of(captures) => of(captures),
            LocExpr::Named(name, captures) if captures.is_empty() => {
                quote!(::oxir::rule_support::named_loc(ctx, #name, ctx.common().unknown_loc))
            }
            LocExpr::Named(name, captures) => {
                let child = of(captures);
                quote!(::oxir::rule_support::named_loc(ctx, #name, #child))
            }
        }
    }

    fn attr(&self, attr: &AttrExpr, required: bool) -> TokenStream {
        let expr = match attr {
            AttrExpr::Absent => return quote!(None),
            AttrExpr::Capture(c) => {
                let v = self.capture(*c);
                if self.rule.captures[*c].kind == SlotKind::OptAttr {
                    return quote!(#v);
                }
                quote!(#v)
            }
            AttrExpr::Out(stmt) => {
                let v = local("native", *stmt);
                quote!(#v)
            }
        };
        if required { expr } else { quote!(Some(#expr)) }
    }

    fn stmt(&self, k: usize, insertion: &Insertion) -> TokenStream {
        match &self.rule.rewrite.stmts[k] {
            Stmt::Op(build) => self.build_op(k, build, insertion),
            Stmt::Native {
                path,
                args,
                output,
                loc,
            } => {
                let function: TokenStream = path.parse().unwrap_or_else(|_| quote!(()));
                let mut lets = Vec::new();
                let mut names = Vec::new();
                for (i, arg) in args.iter().enumerate() {
                    let name = format_ident!("arg_{}", i);
                    let (value, by_ref) = match arg {
                        ArgExpr::Value(v) if self.is_group(v) => (self.many(v), true),
                        ArgExpr::Value(v) => (self.one(v), false),
                        ArgExpr::Capture(c) => {
                            let v = self.capture(*c);
                            let kind = self.rule.captures[*c].kind;
                            let group = matches!(kind, SlotKind::Values | SlotKind::Blocks);
                            if group {
                                (quote!(#v.clone()), true)
                            } else {
                                (quote!(#v), false)
                            }
                        }
                        ArgExpr::Out(stmt) => {
                            let v = local("native", *stmt);
                            (quote!(#v), false)
                        }
                        ArgExpr::Built(stmt) => {
                            let v = local("op", *stmt);
                            (quote!(#v.0), false)
                        }
                    };
                    lets.push(quote!(let #name = #value;));
                    names.push(if by_ref {
                        quote!(&#name)
                    } else {
                        quote!(#name)
                    });
                }
                let loc = match loc {
                    LocExpr::Default => quote!(),
                    other => {
                        let loc = self.loc(other);
                        quote!(let loc = #loc;)
                    }
                };
                let call = quote!(#function(ctx, rewriter, loc, #(#names),*));
                let v = local("native", k);
                if *output == NativeOutput::Unit {
                    quote! {
                        {
                            #(#lets)*
                            #loc
                            #call;
                        }
                    }
                } else {
                    quote! {
                        let #v = {
                            #(#lets)*
                            #loc
                            #call
                        };
                    }
                }
            }
            // Blocks are created by the op owning their region.
            Stmt::Block { .. } => quote!(),
            Stmt::Inline { region, args, .. } => {
                let r = self.capture(*region);
                let args = args.iter().map(|a| self.one(a));
                let v = local("inline", k);
                quote! {
                    let #v = {
                        let failure = || ::oxir::rewrite::MatchFailure::new("the inlined region changed");
                        let block = rewriter.body().region_entry(#r).ok_or_else(failure)?;
                        let dest = rewriter.body().op_parent_block(anchor).ok_or_else(failure)?;
                        let arguments = [#(#args),*];
                        rewriter.inline_block_before(block, dest, Some(anchor), &arguments).map_err(ir_failure)?;
                        let terminator = rewriter.body().prev_op(anchor).ok_or_else(failure)?;
                        let values: Vec<::oxir::Value> = rewriter.body().operands(terminator).collect();
                        rewriter.erase_op(terminator).map_err(ir_failure)?;
                        values
                    };
                }
            }
        }
    }

    fn build_op(&self, k: usize, build: &BuildOp, insertion: &Insertion) -> TokenStream {
        let info = self.specs.info(build.op);
        let wrapper: TokenStream = info.rust_path().parse().unwrap_or_else(|_| quote!(()));
        let mut lets = Vec::new();
        let mut args = Vec::new();
        let mut arg =
            |lets: &mut Vec<TokenStream>, name: Ident, value: TokenStream, by_ref: bool| {
                lets.push(quote!(let #name = #value;));
                args.push(if by_ref {
                    quote!(&#name)
                } else {
                    quote!(#name)
                });
            };
        if let Some(types) = &build.result_types {
            for (g, (ty, arity)) in types.iter().zip(info.result_arities()).enumerate() {
                let value = self.group_types(ty, arity);
                arg(
                    &mut lets,
                    format_ident!("result_types_{}", g),
                    value,
                    arity == Arity::Variadic,
                );
            }
        }
        for (g, (operand, arity)) in build
            .operands
            .iter()
            .zip(info.operand_arities())
            .enumerate()
        {
            let value = match arity {
                Arity::Single => self.one(operand),
                Arity::Optional => self.optional(operand),
                Arity::Variadic => self.many(operand),
            };
            arg(
                &mut lets,
                format_ident!("operand_{}", g),
                value,
                arity == Arity::Variadic,
            );
        }
        for (i, attr) in build.attrs.iter().enumerate() {
            let value = self.attr(attr, info.attr_required(i));
            arg(&mut lets, format_ident!("attribute_{}", i), value, false);
        }
        for (i, (successor, variadic)) in (build.successors.iter())
            .zip(info.op.successors.iter().map(|s| s.variadic))
            .enumerate()
        {
            let value = match successor {
                SuccExpr::Capture(c) => {
                    let v = self.capture(*c);
                    if variadic {
                        quote!(#v.clone())
                    } else {
                        quote!(#v)
                    }
                }
                SuccExpr::List(blocks) => {
                    let blocks = blocks.iter().map(|&b| self.capture(b));
                    quote!(vec![#(#blocks),*])
                }
            };
            arg(&mut lets, format_ident!("successor_{}", i), value, variadic);
        }
        let op = local("op", k);
        let loc_name = local("loc", k);
        let loc = self.loc(&build.loc);
        let mut after = Vec::new();
        for (i, region) in build.regions.iter().enumerate() {
            let index = Literal::usize_unsuffixed(i);
            // The op was just built with its regions: a missing one fails the rewrite.
            let missing = format!("the built `{}` has no region {i}", info.full_name());
            let target = quote!(
                ::oxir::op_support::region(rewriter.body(), #op.0, #index)
                    .ok_or_else(|| ::oxir::rewrite::MatchFailure::new(#missing))?
            );
            match region {
                RegionExpr::Empty => {}
                RegionExpr::Move(c) => {
                    let r = self.capture(*c);
                    after.push(quote!(
                        rewriter.inline_region_before(#r, #target, None).map_err(ir_failure)?;
                    ));
                }
                RegionExpr::Build { block, body } => {
                    let Stmt::Block { arg_types } = &self.rule.rewrite.stmts[*block] else {
                        continue;
                    };
                    let block_loc = if build.loc == LocExpr::Default {
                        quote!(loc)
                    } else {
                        quote!(#loc_name)
                    };
                    let types = arg_types.iter().map(|t| {
                        let t = self.single_type(t);
                        quote!((#t, #block_loc))
                    });
                    let b = local("block", *block);
                    let inner = Insertion::BlockEnd(b.clone());
                    let statements: Vec<TokenStream> =
                        body.iter().map(|&s| self.stmt(s, &inner)).collect();
                    let restore = insertion.restore();
                    after.push(quote! {
                        let arg_types = [#(#types),*];
                        let #b = rewriter.create_block(#target, None, &arg_types).map_err(ir_failure)?;
                        #(#statements)*
                        #restore
                    });
                }
            }
        }
        let outs: Vec<TokenStream> = info.op.results.iter().enumerate().filter_map(|(g, result)| {
            if !self.used.contains(&(k, g)) {
                return None;
            }
            let v = format_ident!("op_{}_{}", k, g);
            let name = result.name();
            let accessor = format_ident!("{}", names::accessor_name(name));
            Some(match info.result_arities()[g] {
                Arity::Optional => quote!(let #v: Vec<::oxir::Value> = #op.#accessor(ctx, rewriter.body()).into_iter().collect();),
                Arity::Variadic => quote!(let #v = #op.#accessor(ctx, rewriter.body());),
                // The op was just built with its spec's shape.
                Arity::Single => quote!(let #v = #op.#accessor(ctx, rewriter.body());),
            })
        }).collect();
        // An op nothing reads again is only created.
        let binding = if outs.is_empty() && after.is_empty() {
            quote!(_)
        } else {
            quote!(#op)
        };
        // The default location is a local already; the others read the body.
        let (loc_binding, loc_arg) = if build.loc == LocExpr::Default {
            (quote!(), quote!(loc))
        } else {
            (quote!(let #loc_name = #loc;), quote!(#loc_name))
        };
        quote! {
            #loc_binding
            // A failed insertion, or an inference function rejecting the operands: the rule
            // does not apply.
            let #binding = {
                #(#lets)*
                #wrapper::create(rewriter, #loc_arg, #(#args),*)?
            };
            #(#after)*
            #(#outs)*
        }
    }
}

/// The one type a buildable predicate admits, as an expression over `ctx`.
fn static_type(pred: &TypePred) -> TokenStream {
    match pred {
        TypePred::Integer {
            width: Some(width),
            signedness: Some(signedness),
        } => {
            let s = match signedness {
                Signedness::Signless => quote!(Signless),
                Signedness::Signed => quote!(Signed),
                Signedness::Unsigned => quote!(Unsigned),
            };
            let width = Literal::u32_unsuffixed(*width);
            quote!(ctx.intern_type(::oxir::TypeData::Integer { width: #width, signedness: ::oxir::types::Signedness::#s }))
        }
        TypePred::Index => quote!(ctx.common().index),
        TypePred::NoneType => quote!(ctx.common().none),
        TypePred::Float(Some(kind)) => {
            let kind = match kind {
                FloatKind::F16 => quote!(F16),
                FloatKind::BF16 => quote!(BF16),
                FloatKind::TF32 => quote!(TF32),
                FloatKind::F32 => quote!(F32),
                FloatKind::F64 => quote!(F64),
                FloatKind::F80 => quote!(F80),
                FloatKind::F128 => quote!(F128),
            };
            quote!(ctx.intern_type(::oxir::TypeData::Float(::oxir::types::FloatKind::#kind)))
        }
        TypePred::Complex(element) => {
            let element = static_type(element);
            quote!(ctx.intern_type(::oxir::TypeData::Complex(#element)))
        }
        // Only buildable predicates get here (the checks made sure).
        _ => quote!(ctx.common().none),
    }
}
