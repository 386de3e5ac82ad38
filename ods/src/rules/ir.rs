//! The checked form of a rule, between the checks and the emitter: the match as a list of
//! [`Step`]s over numbered slots (one list per commutative variant), and the rewrite as
//! statements building ops over the rule's captures.
//!
//! A step reads something from IR already matched (an operand, the op defining a value, a
//! block's terminator) into a new slot, or checks something (a type constraint, two values
//! being the same); a failed step means the rule does not match. Steps are plain data that
//! compare equal when they compute the same thing, which is what lets rules of one root op
//! share their common prefix in one decision tree ([`super::tree`]). Nothing here decides what
//! a DAG means (that is [`super::source`] and [`super::result`]) or writes Rust.

use crate::diag::Span;
use crate::lang::library::{AttrPred, TypePred};

use super::specs::OpRef;

/// A slot: one value the matcher computes, held in one Rust variable.
pub type SlotId = usize;

/// What a slot holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SlotKind {
    /// A matched op, as its generated wrapper.
    Op(OpRef),
    /// One value.
    Value,
    /// The values of a group.
    Values,
    /// An attribute that is present.
    Attr,
    /// An attribute that may be absent.
    OptAttr,
    /// A type.
    Type,
    /// A region.
    Region,
    /// A block (a successor, or the entry block of a matched region).
    Block,
    /// The blocks of a variadic successor group.
    Blocks,
}

impl SlotKind {
    /// What the kind is called in messages.
    pub fn noun(self) -> &'static str {
        match self {
            SlotKind::Op(_) => "an op",
            SlotKind::Value => "a value",
            SlotKind::Values => "a group of values",
            SlotKind::Attr | SlotKind::OptAttr => "an attribute",
            SlotKind::Type => "a type",
            SlotKind::Region => "a region",
            SlotKind::Block => "a block",
            SlotKind::Blocks => "a group of blocks",
        }
    }
}

/// A constraint from the library, applied by a step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Check {
    /// On the type of a value (of each value of a group).
    Type {
        /// The predicate.
        pred: TypePred,
        /// The constraint's spec name, for the check function's name.
        name: String,
        /// Its words, for failure reasons.
        description: String,
    },
    /// On an attribute.
    Attr {
        /// The predicate.
        pred: AttrPred,
        /// The constraint's spec name.
        name: String,
        /// Its words.
        description: String,
    },
}

/// One step of a match. `out` slots are new; the others were computed by earlier steps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The op the pattern is tried on, as op `op` (fails when it has not the spec's shape).
    Root {
        /// Its kind.
        op: OpRef,
        /// The op.
        out: SlotId,
    },
    /// Operand group `group` of `op` (a value for a single group, values otherwise).
    Operand {
        /// The op.
        op: SlotId,
        /// The declared group.
        group: usize,
        /// The value or values.
        out: SlotId,
    },
    /// Result group `group` of `op`.
    Result {
        /// The op.
        op: SlotId,
        /// The declared group.
        group: usize,
        /// The value or values.
        out: SlotId,
    },
    /// Attribute `index` of `op`; fails when absent if `out` is [`SlotKind::Attr`].
    Attr {
        /// The op.
        op: SlotId,
        /// The declared attribute.
        index: usize,
        /// The attribute.
        out: SlotId,
    },
    /// Region `index` of `op`.
    Region {
        /// The op.
        op: SlotId,
        /// The declared region.
        index: usize,
        /// The region.
        out: SlotId,
    },
    /// Successor group `index` of `op` (a block, or blocks for a variadic group).
    Successor {
        /// The op.
        op: SlotId,
        /// The declared successor.
        index: usize,
        /// The block or blocks.
        out: SlotId,
    },
    /// The op defining `value`, which must be an op of kind `op`.
    Defining {
        /// The value.
        value: SlotId,
        /// The kind.
        op: OpRef,
        /// The op.
        out: SlotId,
    },
    /// `value` (defined by `op`) is a result of `op`'s result group `group`: the field of a
    /// nested op's binding (`:$d.rem`) in a source pattern.
    ResultOf {
        /// The value.
        value: SlotId,
        /// The op defining it.
        op: SlotId,
        /// The result group.
        group: usize,
    },
    /// The group `values` has `len` entries (at least `len` when `at_least`).
    Count {
        /// Values or blocks.
        values: SlotId,
        /// The length.
        len: usize,
        /// Whether more are allowed.
        at_least: bool,
    },
    /// Entry `index` of a group whose length was checked.
    Element {
        /// Values or blocks.
        values: SlotId,
        /// The index.
        index: usize,
        /// The entry.
        out: SlotId,
    },
    /// The entries of a group from `from` on.
    Tail {
        /// Values or blocks.
        values: SlotId,
        /// The first index.
        from: usize,
        /// The rest.
        out: SlotId,
    },
    /// The region has `count` blocks.
    BlockCount {
        /// The region.
        region: SlotId,
        /// 0 or 1.
        count: usize,
    },
    /// The entry block of a region with one block.
    Entry {
        /// The region.
        region: SlotId,
        /// The block.
        out: SlotId,
    },
    /// The block has `count` arguments.
    ArgCount {
        /// The block.
        block: SlotId,
        /// The count.
        count: usize,
    },
    /// Argument `index` of a block whose argument count was checked.
    BlockArg {
        /// The block.
        block: SlotId,
        /// The index.
        index: usize,
        /// The argument.
        out: SlotId,
    },
    /// The last op of `block`, which must be of kind `op`.
    Terminator {
        /// The block.
        block: SlotId,
        /// The kind.
        op: OpRef,
        /// The op.
        out: SlotId,
    },
    /// Each op of kind `op` in `block` other than those of `exclude`, one after the other
    /// (the steps after it are tried for each).
    BlockOp {
        /// The block.
        block: SlotId,
        /// The kind.
        op: OpRef,
        /// Ops matched already.
        exclude: Vec<SlotId>,
        /// The op.
        out: SlotId,
    },
    /// The block holds exactly the ops of `ops` that lie in it, and no other.
    Exactly {
        /// The block.
        block: SlotId,
        /// Matched ops (some may lie outside the block).
        ops: Vec<SlotId>,
    },
    /// Each user of `value` of kind `op` other than those of `exclude`, one after the other.
    User {
        /// The value.
        value: SlotId,
        /// The kind.
        op: OpRef,
        /// Ops matched already.
        exclude: Vec<SlotId>,
        /// The op.
        out: SlotId,
    },
    /// A value's type (each value's of a group), or an attribute (when present, for an
    /// optional one), satisfies a constraint.
    Satisfies {
        /// Value, values or attribute.
        slot: SlotId,
        /// The constraint.
        check: Check,
    },
    /// An attribute written in the textual form, parsed.
    AttrLiteral {
        /// The text.
        text: String,
        /// The attribute.
        out: SlotId,
    },
    /// A type written in the textual form, parsed.
    TypeLiteral {
        /// The text.
        text: String,
        /// The type.
        out: SlotId,
    },
    /// Two slots of the same kind hold the same thing.
    Same {
        /// One.
        a: SlotId,
        /// The other.
        b: SlotId,
    },
    /// A native constraint: a Rust function returning whether the arguments match.
    Native {
        /// The function's path.
        path: String,
        /// The arguments.
        args: Vec<SlotId>,
    },
    /// A native matcher: a Rust function given `value` returns its outputs when the value
    /// matches.
    NativeMatch {
        /// The function's path.
        path: String,
        /// The value.
        value: SlotId,
        /// Its outputs (values or attributes).
        outputs: Vec<SlotId>,
    },
    /// The value has exactly one use.
    OneUse {
        /// The value.
        value: SlotId,
    },
    /// The values all have one type (`(sameType $a, $b)`).
    SameType {
        /// The values, at least two.
        values: Vec<SlotId>,
    },
    /// The roots lie in one block and no result of a root is used before the last root (where
    /// the rewrite builds).
    Ordered {
        /// The roots, anchor first.
        roots: Vec<SlotId>,
    },
    /// The region has one block with `args` arguments, ending in an op with `yields` operands.
    Inlinable {
        /// The region.
        region: SlotId,
        /// The block's argument count.
        args: usize,
        /// The terminator's operand count.
        yields: usize,
    },
    /// The value (each value of a group) is defined outside the roots.
    Outside {
        /// Value or values.
        value: SlotId,
        /// The roots.
        roots: Vec<SlotId>,
    },
}

impl Step {
    /// The slots the step creates.
    pub fn outputs(&self) -> Vec<SlotId> {
        match self {
            Step::Root { out, .. }
            | Step::Operand { out, .. }
            | Step::Result { out, .. }
            | Step::Attr { out, .. }
            | Step::Region { out, .. }
            | Step::Successor { out, .. }
            | Step::Defining { out, .. }
            | Step::Element { out, .. }
            | Step::Tail { out, .. }
            | Step::Entry { out, .. }
            | Step::BlockArg { out, .. }
            | Step::Terminator { out, .. }
            | Step::BlockOp { out, .. }
            | Step::User { out, .. }
            | Step::AttrLiteral { out, .. }
            | Step::TypeLiteral { out, .. } => vec![*out],
            Step::NativeMatch { outputs, .. } => outputs.clone(),
            _ => Vec::new(),
        }
    }

    /// The step with every slot renamed by `f` (inputs and outputs).
    pub fn map_slots(&self, f: &mut impl FnMut(SlotId) -> SlotId) -> Step {
        let mut list = |v: &[SlotId]| v.iter().map(|&s| f(s)).collect::<Vec<_>>();
        match self {
            Step::Root { op, out } => Step::Root {
                op: *op,
                out: f(*out),
            },
            Step::Operand { op, group, out } => Step::Operand {
                op: f(*op),
                group: *group,
                out: f(*out),
            },
            Step::Result { op, group, out } => Step::Result {
                op: f(*op),
                group: *group,
                out: f(*out),
            },
            Step::Attr { op, index, out } => Step::Attr {
                op: f(*op),
                index: *index,
                out: f(*out),
            },
            Step::Region { op, index, out } => Step::Region {
                op: f(*op),
                index: *index,
                out: f(*out),
            },
            Step::Successor { op, index, out } => Step::Successor {
                op: f(*op),
                index: *index,
                out: f(*out),
            },
            Step::Defining { value, op, out } => Step::Defining {
                value: f(*value),
                op: *op,
                out: f(*out),
            },
            Step::Count {
                values,
                len,
                at_least,
            } => Step::Count {
                values: f(*values),
                len: *len,
                at_least: *at_least,
            },
            Step::Element { values, index, out } => Step::Element {
                values: f(*values),
                index: *index,
                out: f(*out),
            },
            Step::Tail { values, from, out } => Step::Tail {
                values: f(*values),
                from: *from,
                out: f(*out),
            },
            Step::BlockCount { region, count } => Step::BlockCount {
                region: f(*region),
                count: *count,
            },
            Step::Entry { region, out } => Step::Entry {
                region: f(*region),
                out: f(*out),
            },
            Step::ArgCount { block, count } => Step::ArgCount {
                block: f(*block),
                count: *count,
            },
            Step::BlockArg { block, index, out } => Step::BlockArg {
                block: f(*block),
                index: *index,
                out: f(*out),
            },
            Step::Terminator { block, op, out } => Step::Terminator {
                block: f(*block),
                op: *op,
                out: f(*out),
            },
            Step::BlockOp {
                block,
                op,
                exclude,
                out,
            } => {
                let exclude = list(exclude);
                Step::BlockOp {
                    block: f(*block),
                    op: *op,
                    exclude,
                    out: f(*out),
                }
            }
            Step::Exactly { block, ops } => {
                let ops = list(ops);
                Step::Exactly {
                    block: f(*block),
                    ops,
                }
            }
            Step::User {
                value,
                op,
                exclude,
                out,
            } => {
                let exclude = list(exclude);
                Step::User {
                    value: f(*value),
                    op: *op,
                    exclude,
                    out: f(*out),
                }
            }
            Step::Satisfies { slot, check } => Step::Satisfies {
                slot: f(*slot),
                check: check.clone(),
            },
            Step::AttrLiteral { text, out } => Step::AttrLiteral {
                text: text.clone(),
                out: f(*out),
            },
            Step::TypeLiteral { text, out } => Step::TypeLiteral {
                text: text.clone(),
                out: f(*out),
            },
            Step::Same { a, b } => {
                let (a, b) = (f(*a), f(*b));
                Step::Same {
                    a: a.min(b),
                    b: a.max(b),
                }
            }
            Step::Native { path, args } => Step::Native {
                path: path.clone(),
                args: list(args),
            },
            Step::NativeMatch {
                path,
                value,
                outputs,
            } => {
                let outputs = list(outputs);
                Step::NativeMatch {
                    path: path.clone(),
                    value: f(*value),
                    outputs,
                }
            }
            Step::OneUse { value } => Step::OneUse { value: f(*value) },
            Step::ResultOf { value, op, group } => Step::ResultOf {
                value: f(*value),
                op: f(*op),
                group: *group,
            },
            Step::SameType { values } => Step::SameType {
                values: list(values),
            },
            Step::Ordered { roots } => Step::Ordered { roots: list(roots) },
            Step::Inlinable {
                region,
                args,
                yields,
            } => Step::Inlinable {
                region: f(*region),
                args: *args,
                yields: *yields,
            },
            Step::Outside { value, roots } => {
                let roots = list(roots);
                Step::Outside {
                    value: f(*value),
                    roots,
                }
            }
        }
    }

    /// The slots the step reads.
    pub fn inputs(&self) -> Vec<SlotId> {
        let outputs = self.outputs();
        let mut all = Vec::new();
        self.map_slots(&mut |s| {
            all.push(s);
            s
        });
        all.retain(|s| !outputs.contains(s));
        all
    }

    /// Whether the step only reads something that is always there (it cannot fail).
    pub fn is_pure_read(&self) -> bool {
        matches!(
            self,
            Step::Operand { .. }
                | Step::Result { .. }
                | Step::Region { .. }
                | Step::Successor { .. }
                | Step::Element { .. }
                | Step::Tail { .. }
        )
    }

    /// Whether the step tries several candidates in turn (a loop in the matcher).
    pub fn is_loop(&self) -> bool {
        matches!(self, Step::BlockOp { .. } | Step::User { .. })
    }
}

/// `steps` without the reads whose slot nothing uses (a name bound and never referred to):
/// such a read cannot fail, so leaving it out changes nothing but the work done.
pub fn prune_unused_reads(
    mut steps: Vec<Step>,
    used_outside: &[SlotId],
    slots: &[SlotKind],
) -> Vec<Step> {
    loop {
        let mut used = vec![false; slots.len()];
        for &s in used_outside {
            used[s] = true;
        }
        for step in &steps {
            for s in step.inputs() {
                used[s] = true;
            }
        }
        let before = steps.len();
        // An optional attribute read cannot fail either.
        steps.retain(|step| {
            let pure = step.is_pure_read()
                || matches!(step, Step::Attr { out, .. } if slots[*out] == SlotKind::OptAttr);
            !pure || step.outputs().iter().any(|&o| used[o])
        });
        if steps.len() == before {
            return steps;
        }
    }
}

/// One way a rule matches: the steps of one choice of operand orders of its `either`s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The kind of each slot the steps create, by slot id.
    pub slots: Vec<SlotKind>,
    /// The slot of each of the rule's captures, by capture index.
    pub captures: Vec<SlotId>,
    /// The slots of the root ops, the anchor first.
    pub roots: Vec<SlotId>,
    /// The slots of every matched op (for the default location of built ops).
    pub matched: Vec<SlotId>,
}

/// A name of the source the rewrite uses, passed from the matcher to the rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    /// The Rust parameter name.
    pub name: String,
    /// What it holds.
    pub kind: SlotKind,
}

/// A value (or group of values) the rewrite computes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueExpr {
    /// A captured value or group.
    Capture(usize),
    /// Output `index` of statement `stmt`: a result group of a built op, an output of a native
    /// call, an argument of a built block, a value an inlined region yields.
    Out {
        /// The statement.
        stmt: usize,
        /// The output.
        index: usize,
    },
    /// A group made of values and spliced groups (`true`).
    List(Vec<(ValueExpr, bool)>),
    /// No value: an absent optional operand.
    Absent,
}

/// An attribute the rewrite passes to a builder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrExpr {
    /// A captured attribute (present or optional, by the capture's kind).
    Capture(usize),
    /// The attribute a native call returns.
    Out(usize),
    /// Absent.
    Absent,
}

/// A type of a built op's result group or of a built block's argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeExpr {
    /// The type of a value, or the types of a group's values.
    Of(ValueExpr),
    /// The one type a buildable constraint admits.
    Static(TypePred),
    /// A captured (parsed literal) type.
    Capture(usize),
    /// The type a native call returns.
    Out(usize),
}

/// A region of a built op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionExpr {
    /// The blocks of a captured region of a root, moved.
    Move(usize),
    /// One new block (statement `block`) holding the statements `body`.
    Build {
        /// The [`Stmt::Block`] creating the block.
        block: usize,
        /// The statements inside it, in order.
        body: Vec<usize>,
    },
    /// No block.
    Empty,
}

/// The successors of a built op for one successor group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuccExpr {
    /// A captured block or group of blocks.
    Capture(usize),
    /// Captured blocks, in order.
    List(Vec<usize>),
}

/// The location of a built op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocExpr {
    /// The fused location of every matched op.
    Default,
    /// The fused location of the captured ops or values (one: its own).
    Of(Vec<usize>),
    /// A name location wrapping the fused location of the captures (unknown when none).
    Named(String, Vec<usize>),
}

/// What a native call of a rewrite returns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NativeOutput {
    /// `::oxir::Value`.
    Value,
    /// `[::oxir::Value; N]`.
    Values(usize),
    /// `Vec<::oxir::Value>`.
    Group,
    /// `::oxir::Attribute`.
    Attr,
    /// `::oxir::Type`.
    Type,
    /// `()`.
    Unit,
}

/// An argument of a native call of a rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgExpr {
    /// A value or group.
    Value(ValueExpr),
    /// A capture of any other kind (attribute, op, region, block).
    Capture(usize),
    /// The attribute or type a nested native call returns.
    Out(usize),
    /// An op a result pattern built (bound with `:$name`).
    Built(usize),
}

/// An op a rewrite builds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildOp {
    /// Its kind.
    pub op: OpRef,
    /// One type (or group of types) per result group; `None` when the generated builder
    /// infers them.
    pub result_types: Option<Vec<TypeExpr>>,
    /// One per operand group.
    pub operands: Vec<ValueExpr>,
    /// One per attribute.
    pub attrs: Vec<AttrExpr>,
    /// One per region.
    pub regions: Vec<RegionExpr>,
    /// One per successor group.
    pub successors: Vec<SuccExpr>,
    /// Where it is.
    pub loc: LocExpr,
    /// The node in the rules file.
    pub span: Span,
}

/// A statement of a rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// Build an op at the insertion point.
    Op(BuildOp),
    /// Call a native builder.
    Native {
        /// The function's path.
        path: String,
        /// The arguments.
        args: Vec<ArgExpr>,
        /// What it returns.
        output: NativeOutput,
        /// The location passed to it.
        loc: LocExpr,
    },
    /// Create a block (in a region of a built op) with arguments of these types.
    Block {
        /// The argument types.
        arg_types: Vec<TypeExpr>,
    },
    /// Move the ops of a captured single-block region before the anchor root, its arguments
    /// replaced with `args`, and take the operands of its terminator (erased) as the outputs.
    Inline {
        /// The captured region.
        region: usize,
        /// The values replacing the block's arguments.
        args: Vec<ValueExpr>,
        /// How many values it must yield.
        yields: usize,
    },
}

/// The rewrite of a rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewrite {
    /// Every statement, referred to by index.
    pub stmts: Vec<Stmt>,
    /// The statements run at the anchor, in order (result DAGs, then supplemental calls).
    pub top: Vec<usize>,
    /// For each root, one value expression per result group.
    pub replacements: Vec<Vec<ValueExpr>>,
    /// Captured values the built IR uses outside the roots' regions: they must not be defined
    /// inside a root (checked before anything changes).
    pub outside_values: Vec<usize>,
}

/// A rule after the checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedRule {
    /// Its index in the file.
    pub index: usize,
    /// Its name.
    pub name: String,
    /// The span of its name.
    pub span: Span,
    /// Its summary.
    pub summary: Option<String>,
    /// The kind of the anchor root.
    pub root: OpRef,
    /// The kinds of every matched op, in pattern order (for documentation).
    pub matched_ops: Vec<OpRef>,
    /// The kinds of every built op.
    pub built_ops: Vec<OpRef>,
    /// Its benefit.
    pub benefit: u16,
    /// The ways it matches (more than one with `either`).
    pub variants: Vec<Variant>,
    /// What the rewrite uses from the match.
    pub captures: Vec<Capture>,
    /// The rewrite.
    pub rewrite: Rewrite,
    /// The result DAGs as written, for documentation.
    pub source_text: Vec<String>,
    /// The result DAGs as written.
    pub result_text: Vec<String>,
}
