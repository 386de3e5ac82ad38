//! The Rust emitted for a rules file: one pattern per root op (`::oxir::rewrite::RewritePattern`)
//! whose `match_and_rewrite` walks the root's decision tree ([`crate::rules::tree`]) with the
//! generated op wrappers, one function per rule doing its rewrite ([`super::rules_rewrite`]),
//! the constraint checks the rules use, and `register_rules` plus one `register_*_rules` per
//! root op to add them to a pattern set (the latter fit an op's canonicalization hook), and
//! `register_conversion_patterns` to run them all under dialect conversion.
//!
//! Each step of the tree becomes one `if let`, `if` or `for`; a failed step records why, for
//! the driver's statistics, and the next branch is tried. This module only writes the calls:
//! the logic shared by all rules lives in `::oxir::rule_support`.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::constraints::Checks;
use super::rules_rewrite::{emit_rule, rule_fn_name};
use crate::diag::Sources;
use crate::names;
use crate::rules::ir::{Check, CheckedRule, SlotId, SlotKind, Step};
use crate::rules::specs::{Arity, OpRef, SpecSet};
use crate::rules::tree::{Leaf, RootGroup, Tree};

/// The Rust items of the checked rules `rules` of the file `file_name`, planned as `groups`;
/// spans point into `sources`.
pub fn rules_tokens(
    file_name: &str,
    rules: &[CheckedRule],
    groups: &[RootGroup],
    specs: &SpecSet,
    sources: &Sources,
) -> TokenStream {
    let origin = &Origin::new(sources);
    let mut checks = Checks::default();
    let mut items = Vec::new();
    let mut registers = Vec::new();
    for group in groups {
        let (item, register) = emit_group(file_name, group, rules, specs, &mut checks, origin);
        items.push(item);
        registers.push(register);
    }
    let mut rule_fns = Vec::new();
    for rule in rules {
        rule_fns.push(emit_rule(rule, specs, origin));
    }
    let checks = checks.emit();
    let doc = format!(" Adds every rule of `{file_name}` to `patterns`.");
    let conversion_doc = format!(
        " Adds every rule of `{file_name}` to `patterns` as conversion patterns: they see the converted operands and, with `convert_result_types`, the ops they build get their results' converted types."
    );
    quote! {
        #checks

        #[doc = #doc]
        pub fn register_rules(ctx: &::oxir::Context, patterns: &mut ::oxir::rewrite::RewritePatternSet) {
            #(#registers(ctx, patterns);)*
        }

        #[doc = #conversion_doc]
        pub fn register_conversion_patterns(
            ctx: &::oxir::Context,
            patterns: &mut ::oxir::conversion::ConversionPatternSet,
            convert_result_types: bool,
        ) {
            let mut rules = ::oxir::rewrite::RewritePatternSet::new();
            register_rules(ctx, &mut rules);
            patterns.add_rewrite_patterns(rules, convert_result_types);
        }

        #(#items)*
        #(#rule_fns)*

        /// A failed edit, as the reason a rule did not apply.
        #[allow(dead_code)]
        fn ir_failure(error: ::oxir::IrError) -> ::oxir::rewrite::MatchFailure {
            ::oxir::rewrite::MatchFailure::new(error.to_string())
        }
    }
}

/// The pattern of one root group and the name of its `register_*` function.
fn emit_group(
    file_name: &str,
    group: &RootGroup,
    rules: &[CheckedRule],
    specs: &SpecSet,
    checks: &mut Checks,
    origin: &Origin<'_>,
) -> (TokenStream, Ident) {
    let info = specs.info(group.root);
    let full_name = info.full_name();
    let snake = names::snake_case(&full_name.replace('.', "_"));
    let pattern = format_ident!("{}Rules", names::camel_case(&full_name));
    let register = format_ident!("register_{}_rules", snake);
    let listed: Vec<String> = group
        .rules
        .iter()
        .map(|&i| {
            let r = &rules[i];
            format!(
                "`{}` (benefit {}, {})",
                r.name,
                r.benefit,
                origin.at(r.span)
            )
        })
        .collect();
    let pattern_doc = format!(
        " The rules of `{file_name}` rooted at `{full_name}`, tried in this order: {}.",
        listed.join(", ")
    );
    let names_listed: Vec<String> = group
        .rules
        .iter()
        .map(|&i| format!("`{}`", rules[i].name))
        .collect();
    let register_doc = format!(
        " Adds the rules rooted at `{full_name}` ({}) to `patterns`; fits the op's canonicalization hook.",
        names_listed.join(", ")
    );
    let benefit = Literal::u16_unsuffixed(
        group
            .rules
            .iter()
            .map(|&i| rules[i].benefit)
            .max()
            .unwrap_or(0),
    );
    let debug_name = format!("{full_name} rules of {file_name}");
    let mut generated: Vec<String> = Vec::new();
    for &i in &group.rules {
        for &op in &rules[i].built_ops {
            let name = specs.info(op).full_name();
            if !generated.contains(&name) {
                generated.push(name);
            }
        }
    }
    let rule_names: Vec<&str> = group
        .rules
        .iter()
        .map(|&i| rules[i].name.as_str())
        .collect();
    let mut emitter = Matcher {
        specs,
        rules,
        order: &group.rules,
        checks,
        origin,
        slots: &group.slots,
        descriptions: vec![String::new(); group.slots.len()],
    };
    let tree = emitter.trees(&group.tree);
    let item = quote! {
        #[doc = #pattern_doc]
        struct #pattern;

        impl ::oxir::rewrite::RewritePattern for #pattern {
            fn root(&self) -> ::oxir::rewrite::PatternRoot<'_> {
                ::oxir::rewrite::PatternRoot::Op(#full_name)
            }

            fn benefit(&self) -> u16 {
                #benefit
            }

            fn debug_name(&self) -> &str {
                #debug_name
            }

            fn generated_ops(&self) -> &[&str] {
                &[#(#generated),*]
            }

            fn rule_names(&self) -> &[&str] {
                &[#(#rule_names),*]
            }

            // Every failed step records its reason: the last one is the pattern's, and while
            // the rules are watched each rule below the step gets it too.
            #[allow(unused_assignments, unused_mut, unused_variables)]
            fn match_and_rewrite(
                &self,
                ctx: &::oxir::Context,
                rewriter: &mut ::oxir::rewrite::PatternRewriter<'_>,
                op: ::oxir::OpId,
            ) -> Result<(), ::oxir::rewrite::MatchFailure> {
                let watch = rewriter.watches_rules();
                let mut failed = ::oxir::rule_support::StepFailures::new();
                let body = rewriter.body();
                let mut why = "no rule applies";
                #tree
                ::oxir::rule_support::report_failures(rewriter, &failed);
                Err(rewriter.notify_match_failure(op, why))
            }
        }

        #[doc = #register_doc]
        pub fn #register(_ctx: &::oxir::Context, patterns: &mut ::oxir::rewrite::RewritePatternSet) {
            patterns.add(#pattern);
        }
    };
    (item, register)
}

/// Emits the matcher code of one decision tree.
struct Matcher<'a> {
    specs: &'a SpecSet,
    rules: &'a [CheckedRule],
    /// The group's rules in the order they are tried: a rule's position here is its index in
    /// the pattern's `rule_names`.
    order: &'a [usize],
    checks: &'a mut Checks,
    origin: &'a Origin<'a>,
    slots: &'a [SlotKind],
    /// What each slot holds, in words, for failure reasons.
    descriptions: Vec<String>,
}

/// The Rust variable of slot `slot` of kind `kind`.
pub(super) fn slot_ident(slot: SlotId, kind: SlotKind) -> Ident {
    let prefix = match kind {
        SlotKind::Op(_) => "op",
        SlotKind::Value => "value",
        SlotKind::Values => "values",
        SlotKind::Attr | SlotKind::OptAttr => "attr",
        SlotKind::Type => "ty",
        SlotKind::Region => "region",
        SlotKind::Block => "block",
        SlotKind::Blocks => "blocks",
    };
    format_ident!("{}_{}", prefix, slot)
}

fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

impl Matcher<'_> {
    fn var(&self, slot: SlotId) -> Ident {
        slot_ident(slot, self.slots[slot])
    }

    /// The op kind of op slot `slot`.
    fn op_of(&self, slot: SlotId) -> OpRef {
        match self.slots[slot] {
            SlotKind::Op(op) => op,
            _ => OpRef { dialect: 0, op: 0 },
        }
    }

    fn wrapper(&self, op: OpRef) -> TokenStream {
        self.specs
            .info(op)
            .rust_path()
            .parse()
            .unwrap_or_else(|_| quote!(()))
    }

    fn describe(&mut self, slot: SlotId, text: String) {
        self.descriptions[slot] = text;
    }

    fn name_of(&self, slot: SlotId) -> String {
        self.descriptions[slot].clone()
    }

    fn trees(&mut self, trees: &[Tree]) -> TokenStream {
        let mut out = Vec::new();
        for tree in trees {
            out.push(self.tree(tree));
            // A rule that matched is the one applied: what follows a leaf is never reached.
            if matches!(tree, Tree::Leaf(_)) {
                break;
            }
        }
        quote!(#(#out)*)
    }

    fn tree(&mut self, tree: &Tree) -> TokenStream {
        match tree {
            Tree::Leaf(leaf) => self.leaf(leaf),
            Tree::Step { step, children } => self.step(step, children),
        }
    }

    fn leaf(&self, leaf: &Leaf) -> TokenStream {
        let rule = &self.rules[leaf.rule];
        let function = rule_fn_name(rule);
        let roots = leaf.roots.iter().map(|&r| {
            let v = self.var(r);
            quote!(#v.0)
        });
        let matched = leaf.matched.iter().map(|&m| {
            let v = self.var(m);
            quote!(#v.0)
        });
        let matched = if super::rules_rewrite::uses_default_loc(rule) {
            quote!(&[#(#matched),*],)
        } else {
            quote!()
        };
        let captures = leaf.captures.iter().map(|&c| {
            let v = self.var(c);
            match self.slots[c] {
                SlotKind::Op(_) => quote!(#v.0),
                _ => quote!(#v),
            }
        });
        let position = lit(self.position(leaf.rule));
        quote! {
            return ::oxir::rule_support::rule_reached(
                #function(ctx, rewriter, [#(#roots),*], #matched #(#captures),*),
                rewriter,
                &failed,
                #position,
            );
        }
    }

    /// The position of rule `rule` (an index into the checked rules) in the group's order.
    fn position(&self, rule: usize) -> usize {
        self.order.iter().position(|&r| r == rule).unwrap_or(0)
    }

    /// The code of a failed step: `why = reason;` and, while the rules are watched, the reason
    /// kept for every rule reachable from `children` (the rules the step was needed by).
    fn fail(&self, reason: &str, children: &[Tree]) -> TokenStream {
        fn leaves<'t>(trees: &'t [Tree], out: &mut Vec<&'t Leaf>) {
            for tree in trees {
                match tree {
                    Tree::Leaf(leaf) => out.push(leaf),
                    Tree::Step { children, .. } => leaves(children, out),
                }
            }
        }
        let mut reached = Vec::new();
        leaves(children, &mut reached);
        let mut positions: Vec<usize> = reached.iter().map(|l| self.position(l.rule)).collect();
        positions.sort_unstable();
        positions.dedup();
        let positions = positions.into_iter().map(lit);
        quote! {
            why = ::oxir::rule_support::note_failure(&mut failed, watch, &[#(#positions),*], #reason);
        }
    }

    /// `if let Some(out) = expr { children } else { why = reason; }`.
    fn bind_or(
        &mut self,
        out: SlotId,
        expr: TokenStream,
        reason: String,
        children: &[Tree],
    ) -> TokenStream {
        self.bind_pattern(quote!(Some), out, expr, reason, children)
    }

    /// `if let <variant>(out) = expr { children } else { why = reason; }`.
    fn bind_pattern(
        &mut self,
        variant: TokenStream,
        out: SlotId,
        expr: TokenStream,
        reason: String,
        children: &[Tree],
    ) -> TokenStream {
        let v = self.var(out);
        let fail = self.fail(&reason, children);
        let children = self.trees(children);
        quote! {
            if let #variant(#v) = #expr {
                #children
            } else {
                #fail
            }
        }
    }

    /// `if cond { children } else { why = reason; }`.
    fn check(&mut self, cond: TokenStream, reason: String, children: &[Tree]) -> TokenStream {
        let fail = self.fail(&reason, children);
        let children = self.trees(children);
        quote! {
            if #cond {
                #children
            } else {
                #fail
            }
        }
    }

    /// `{ let out = expr; children }`.
    fn bind(&mut self, out: SlotId, expr: TokenStream, children: &[Tree]) -> TokenStream {
        let v = self.var(out);
        let children = self.trees(children);
        quote! {
            {
                let #v = #expr;
                #children
            }
        }
    }

    fn step(&mut self, step: &Step, children: &[Tree]) -> TokenStream {
        match step {
            Step::Root { op, out } => {
                let name = self.specs.info(*op).full_name();
                self.describe(*out, format!("`{name}`"));
                let ty = self.wrapper(*op);
                let reason = format!("`{name}` does not have the shape its spec declares");
                self.bind_or(*out, quote!(#ty::from_op(ctx, body, op)), reason, children)
            }
            Step::Operand { op, group, out } | Step::Result { op, group, out } => {
                let results = matches!(step, Step::Result { .. });
                let kind = self.op_of(*op);
                let info = self.specs.info(kind);
                let (spec, arity) = if results {
                    (&info.op.results[*group], info.result_arities()[*group])
                } else {
                    (&info.op.operands[*group], info.operand_arities()[*group])
                };
                let what = if results { "result" } else { "operand" };
                let owner = self.name_of(*op);
                self.describe(*out, format!("{what} `{}` of {owner}", spec.name()));
                let accessor = format_ident!("{}", names::accessor_name(spec.name()));
                let o = self.var(*op);
                match arity {
                    // `from_op` checked the shape just now: the value is there.
                    Arity::Single => self.bind(*out, quote!(#o.#accessor(ctx, body)), children),
                    Arity::Optional => self.bind(
                        *out,
                        quote!(#o.#accessor(ctx, body).into_iter().collect::<Vec<::oxir::Value>>()),
                        children,
                    ),
                    Arity::Variadic => self.bind(*out, quote!(#o.#accessor(ctx, body)), children),
                }
            }
            Step::Attr { op, index, out } => {
                let info = self.specs.info(self.op_of(*op));
                let name = info.op.attributes[*index].spec.name.value.clone();
                let owner = self.name_of(*op);
                self.describe(*out, format!("attribute `{name}` of {owner}"));
                let o = self.var(*op);
                let expr = quote!(::oxir::op_support::attr(ctx, body, #o.0, #name));
                if self.slots[*out] == SlotKind::Attr {
                    let reason = format!("{owner} has no attribute `{name}`");
                    self.bind_or(*out, expr, reason, children)
                } else {
                    self.bind(*out, expr, children)
                }
            }
            Step::Region { op, index, out } => {
                let info = self.specs.info(self.op_of(*op));
                let name = info.op.regions[*index].spec.name.value.clone();
                let owner = self.name_of(*op);
                self.describe(*out, format!("region `{name}` of {owner}"));
                let accessor = format_ident!("{}", names::accessor_name(&name));
                let o = self.var(*op);
                // Patterns match single regions only, whose accessor gives an `Option`.
                let reason = format!("{owner} has no region `{name}`");
                self.bind_or(*out, quote!(#o.#accessor(body)), reason, children)
            }
            Step::Successor { op, index, out } => {
                let info = self.specs.info(self.op_of(*op));
                let name = info.op.successors[*index].spec.name.value.clone();
                let owner = self.name_of(*op);
                self.describe(*out, format!("successor `{name}` of {owner}"));
                let accessor = format_ident!("{}", names::accessor_name(&name));
                let o = self.var(*op);
                if self.slots[*out] == SlotKind::Blocks {
                    self.bind(*out, quote!(#o.#accessor(body)), children)
                } else {
                    let reason = format!("{owner} has no successor `{name}`");
                    self.bind_or(*out, quote!(#o.#accessor(body)), reason, children)
                }
            }
            Step::Defining { value, op, out } => {
                let name = self.specs.info(*op).full_name();
                let of = self.name_of(*value);
                self.describe(*out, format!("the `{name}` defining {of}"));
                let ty = self.wrapper(*op);
                let v = self.var(*value);
                let reason = format!("{of} is not defined by `{name}`");
                self.bind_or(
                    *out,
                    quote!(#v.defining_op().and_then(|o| #ty::from_op(ctx, body, o))),
                    reason,
                    children,
                )
            }
            Step::Count {
                values,
                len,
                at_least,
            } => {
                let v = self.var(*values);
                let n = lit(*len);
                let of = self.name_of(*values);
                let (cond, reason) = if *at_least {
                    let cond = if *len == 1 {
                        quote!(!#v.is_empty())
                    } else {
                        quote!(#v.len() >= #n)
                    };
                    (cond, format!("{of} has fewer than {len} entries"))
                } else {
                    let cond = if *len == 0 {
                        quote!(#v.is_empty())
                    } else {
                        quote!(#v.len() == #n)
                    };
                    (cond, format!("{of} does not have {len} entries"))
                };
                self.check(cond, reason, children)
            }
            Step::Element { values, index, out } => {
                let of = self.name_of(*values);
                self.describe(*out, format!("entry {index} of {of}"));
                let v = self.var(*values);
                let i = lit(*index);
                self.bind(*out, quote!(#v[#i]), children)
            }
            Step::Tail { values, from, out } => {
                let of = self.name_of(*values);
                self.describe(*out, format!("the entries of {of} from {from} on"));
                let v = self.var(*values);
                let i = lit(*from);
                self.bind(*out, quote!(#v[#i..].to_vec()), children)
            }
            Step::BlockCount { region, count } => {
                let r = self.var(*region);
                let n = lit(*count);
                let reason = format!(
                    "{} does not have {count} block{}",
                    self.name_of(*region),
                    if *count == 1 { "" } else { "s" }
                );
                self.check(
                    quote!(body.region_blocks(#r).count() == #n),
                    reason,
                    children,
                )
            }
            Step::Entry { region, out } => {
                let of = self.name_of(*region);
                self.describe(*out, format!("the block of {of}"));
                let r = self.var(*region);
                let reason = format!("{of} has no block");
                self.bind_or(*out, quote!(body.region_entry(#r)), reason, children)
            }
            Step::ArgCount { block, count } => {
                let b = self.var(*block);
                let n = lit(*count);
                let reason = format!("{} does not have {count} arguments", self.name_of(*block));
                self.check(quote!(body.num_block_args(#b) == #n), reason, children)
            }
            Step::BlockArg { block, index, out } => {
                let of = self.name_of(*block);
                self.describe(*out, format!("argument {index} of {of}"));
                let b = self.var(*block);
                let i = lit(*index);
                let reason = format!("{of} has no argument {index}");
                self.bind_or(*out, quote!(body.block_arg(#b, #i)), reason, children)
            }
            Step::Terminator { block, op, out } => {
                let name = self.specs.info(*op).full_name();
                let of = self.name_of(*block);
                self.describe(*out, format!("the `{name}` ending {of}"));
                let ty = self.wrapper(*op);
                let b = self.var(*block);
                let reason = format!("{of} does not end with `{name}`");
                self.bind_or(
                    *out,
                    quote!(body.last_op(#b).and_then(|o| #ty::from_op(ctx, body, o))),
                    reason,
                    children,
                )
            }
            Step::BlockOp {
                block,
                op,
                exclude,
                out,
            } => {
                let name = self.specs.info(*op).full_name();
                let of = self.name_of(*block);
                self.describe(*out, format!("a `{name}` of {of}"));
                let b = self.var(*block);
                let candidates = quote!(body.block_ops(#b));
                let reason = format!("no further op of {of} is a `{name}` that matches");
                self.candidates(*op, *out, candidates, exclude, reason, children)
            }
            Step::User {
                value,
                op,
                exclude,
                out,
            } => {
                let name = self.specs.info(*op).full_name();
                let of = self.name_of(*value);
                self.describe(*out, format!("the `{name}` using {of}"));
                let v = self.var(*value);
                let candidates = quote!(::oxir::rule_support::users(body, #v).into_iter());
                let reason = format!("no other user of {of} is a `{name}` that matches");
                self.candidates(*op, *out, candidates, exclude, reason, children)
            }
            Step::Exactly { block, ops } => {
                let b = self.var(*block);
                let ops = ops.iter().map(|&o| {
                    let v = self.var(o);
                    quote!(#v.0)
                });
                let reason = format!(
                    "{} holds ops the pattern does not name",
                    self.name_of(*block)
                );
                self.check(
                    quote!(::oxir::rule_support::block_holds_exactly(body, #b, &[#(#ops),*])),
                    reason,
                    children,
                )
            }
            Step::Satisfies { slot, check } => {
                let at = self.origin_of_children(children);
                let (function, description) = match check {
                    Check::Type {
                        pred,
                        name,
                        description,
                    } => (self.checks.type_check(pred, name, &at), description),
                    Check::Attr {
                        pred,
                        name,
                        description,
                    } => (self.checks.attr_check(pred, name, &at), description),
                };
                let v = self.var(*slot);
                let reason = format!("{} is not {description}", self.name_of(*slot));
                let cond = match self.slots[*slot] {
                    SlotKind::Values => {
                        quote!(#v.iter().all(|&v| #function(ctx, body.value_type(v))))
                    }
                    SlotKind::Value => quote!(#function(ctx, body.value_type(#v))),
                    SlotKind::OptAttr => quote!(#v.is_none_or(|a| #function(ctx, a))),
                    _ => quote!(#function(ctx, #v)),
                };
                self.check(cond, reason, children)
            }
            Step::AttrLiteral { text, out } => {
                self.describe(*out, format!("`{text}`"));
                let reason = format!("`{text}` is not a valid attribute");
                self.bind_pattern(
                    quote!(Ok),
                    *out,
                    quote!(::oxir::text::parser::parse_attribute(ctx, #text)),
                    reason,
                    children,
                )
            }
            Step::TypeLiteral { text, out } => {
                self.describe(*out, format!("`{text}`"));
                let reason = format!("`{text}` is not a valid type");
                self.bind_pattern(
                    quote!(Ok),
                    *out,
                    quote!(::oxir::text::parser::parse_type(ctx, #text)),
                    reason,
                    children,
                )
            }
            Step::Same { a, b } => {
                let (va, vb) = (self.var(*a), self.var(*b));
                let cond = match (self.slots[*a], self.slots[*b]) {
                    (SlotKind::Attr, SlotKind::OptAttr) => quote!(Some(#va) == #vb),
                    (SlotKind::OptAttr, SlotKind::Attr) => quote!(#va == Some(#vb)),
                    _ => quote!(#va == #vb),
                };
                let reason = format!("{} and {} differ", self.name_of(*a), self.name_of(*b));
                self.check(cond, reason, children)
            }
            Step::Native { path, args } => {
                let function: TokenStream = path.parse().unwrap_or_else(|_| quote!(()));
                let args = args.iter().map(|&s| {
                    let v = self.var(s);
                    match self.slots[s] {
                        SlotKind::Op(_) => quote!(#v.0),
                        SlotKind::Values | SlotKind::Blocks => quote!(&#v),
                        _ => quote!(#v),
                    }
                });
                let reason = format!("native constraint `{path}` does not hold");
                self.check(quote!(#function(ctx, body, #(#args),*)), reason, children)
            }
            Step::NativeMatch {
                path,
                value,
                outputs,
            } => {
                for &o in outputs {
                    let of = self.name_of(*value);
                    self.describe(o, format!("an output of `{path}` on {of}"));
                }
                let function: TokenStream = path.parse().unwrap_or_else(|_| quote!(()));
                let v = self.var(*value);
                let reason = format!(
                    "native matcher `{path}` does not match {}",
                    self.name_of(*value)
                );
                let call = quote!(#function(ctx, body, #v));
                let fail = self.fail(&reason, children);
                let children_code = self.trees(children);
                let outs: Vec<Ident> = outputs.iter().map(|&o| self.var(o)).collect();
                let pattern = match outs.as_slice() {
                    [] => {
                        return quote! {
                            if #call {
                                #children_code
                            } else {
                                #fail
                            }
                        };
                    }
                    [one] => quote!(Some(#one)),
                    many => quote!(Some((#(#many),*))),
                };
                quote! {
                    if let #pattern = #call {
                        #children_code
                    } else {
                        #fail
                    }
                }
            }
            Step::OneUse { value } => {
                let v = self.var(*value);
                let reason = format!("{} does not have exactly one use", self.name_of(*value));
                self.check(quote!(body.has_one_use(#v)), reason, children)
            }
            Step::ResultOf { value, op, group } => {
                let (v, o) = (self.var(*value), self.var(*op));
                let kind = self.op_of(*op);
                let ty = self.wrapper(kind);
                let g = lit(*group);
                let result = self.specs.info(kind).op.results[*group].name().to_string();
                let reason = format!(
                    "{} is not result `{result}` of {}",
                    self.name_of(*value),
                    self.name_of(*op)
                );
                self.check(
                    quote!(::oxir::rule_support::in_result_group(ctx, body, #o.0, &#ty::SHAPE.results, #g, #v)),
                    reason,
                    children,
                )
            }
            Step::SameType { values } => {
                let types = values.iter().map(|&v| {
                    let v = self.var(v);
                    quote!(body.value_type(#v))
                });
                let names: Vec<String> = values.iter().map(|&v| self.name_of(v)).collect();
                let reason = format!("{} do not have one type", names.join(", "));
                self.check(
                    quote!(::oxir::rule_support::all_equal(&[#(#types),*])),
                    reason,
                    children,
                )
            }
            Step::Ordered { roots } => {
                let roots = roots.iter().map(|&r| {
                    let v = self.var(r);
                    quote!(#v.0)
                });
                let reason = "the roots are not in one block, or a result of one is used before the last of them".to_string();
                self.check(
                    quote!(::oxir::rule_support::last_root(body, &[#(#roots),*]).is_some()),
                    reason,
                    children,
                )
            }
            Step::Inlinable {
                region,
                args,
                yields,
            } => {
                let r = self.var(*region);
                let (a, y) = (lit(*args), lit(*yields));
                let reason = format!(
                    "{} is not one block with {args} arguments ending in an op with {yields} operands",
                    self.name_of(*region)
                );
                self.check(
                    quote!(::oxir::rule_support::inlinable(body, #r, #a, #y)),
                    reason,
                    children,
                )
            }
            Step::Outside { value, roots } => {
                let v = self.var(*value);
                let values = if self.slots[*value] == SlotKind::Values {
                    quote!(&#v)
                } else {
                    quote!(&[#v])
                };
                let roots = roots.iter().map(|&r| {
                    let v = self.var(r);
                    quote!(#v.0)
                });
                let reason = format!(
                    "{} is defined inside a root the rule replaces",
                    self.name_of(*value)
                );
                self.check(
                    quote!(::oxir::rule_support::defined_outside(body, #values, &[#(#roots),*])),
                    reason,
                    children,
                )
            }
        }
    }

    /// A loop over the ops of `candidates` of kind `op` other than `exclude`.
    fn candidates(
        &mut self,
        op: OpRef,
        out: SlotId,
        candidates: TokenStream,
        exclude: &[SlotId],
        reason: String,
        children: &[Tree],
    ) -> TokenStream {
        let ty = self.wrapper(op);
        let v = self.var(out);
        let exclude: Vec<TokenStream> = exclude
            .iter()
            .map(|&e| {
                let e = self.var(e);
                quote!(#e.0)
            })
            .collect();
        let filter = if exclude.is_empty() {
            quote!()
        } else {
            quote!(.filter(|o| ![#(#exclude),*].contains(o)))
        };
        let fail = self.fail(&reason, children);
        let children = self.trees(children);
        // Collected first, so that no borrow of the body is held while a rule rewrites.
        quote! {
            {
                why = #reason;
                let candidates: Vec<#ty> = #candidates #filter
                    .filter_map(|o| #ty::from_op(ctx, body, o))
                    .collect();
                if candidates.is_empty() {
                    #fail
                }
                for #v in candidates {
                    #children
                }
            }
        }
    }

    /// The `file:line` of the first rule reachable from `children`, cited by check functions.
    fn origin_of_children(&self, children: &[Tree]) -> String {
        fn first_leaf(trees: &[Tree]) -> Option<&Leaf> {
            trees.iter().find_map(|t| match t {
                Tree::Leaf(l) => Some(l),
                Tree::Step { children, .. } => first_leaf(children),
            })
        }
        first_leaf(children).map_or_else(String::new, |l| self.origin.at(self.rules[l.rule].span))
    }
}
