//! Planning: the rules of one root op become one decision tree, and rules that can never apply
//! are reported.
//!
//! The rules of a root op are tried highest benefit first (equal benefits in file order), each
//! `either` variant in turn. Their steps are first put in one numbering, where two steps get the
//! same number exactly when they compute the same thing from the same inputs; the tree is then
//! the trie of the step lists in that order, where a rule joins the path of the rule tried just
//! before it for as long as their steps agree. Walking the tree depth first visits the rules in
//! their order, and a step common to consecutive rules is done once.
//!
//! A rule is shadowed when a rule tried before it needs a subset of its steps in every variant:
//! whatever the later rule matches, the earlier one matches first (and a rule that matched is
//! the one applied: the tree does not go on to later rules). This module writes no Rust.

use std::collections::HashMap;

use crate::diag::SpecDiagnostic;

use super::ir::{CheckedRule, SlotId, SlotKind, Step};
use super::specs::{OpRef, SpecSet};

/// Where a path of the tree ends: one variant of one rule, with its slots in the tree's
/// numbering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Index of the rule in the checked rules.
    pub rule: usize,
    /// Which variant.
    pub variant: usize,
    /// The slot of each capture.
    pub captures: Vec<SlotId>,
    /// The root slots, anchor first.
    pub roots: Vec<SlotId>,
    /// Every matched op slot.
    pub matched: Vec<SlotId>,
}

/// A node of a decision tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tree {
    /// Do `step`; when it holds, try `children` in order.
    Step {
        /// The step.
        step: Step,
        /// What to try next.
        children: Vec<Tree>,
    },
    /// Apply a rule.
    Leaf(Leaf),
}

/// The rules of one root op, planned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootGroup {
    /// The root op.
    pub root: OpRef,
    /// The rules, in the order they are tried (indices into the checked rules).
    pub rules: Vec<usize>,
    /// What to try at the root, in order.
    pub tree: Vec<Tree>,
    /// The kind of each slot of the tree's numbering.
    pub slots: Vec<SlotKind>,
    /// The rules that never apply, each with the rule shadowing it.
    pub shadowed: Vec<(usize, usize)>,
}

/// The steps of one variant in a group's numbering.
struct Numbered {
    steps: Vec<Step>,
    leaf: Leaf,
}

/// One numbering of the steps of a group's rules.
#[derive(Default)]
struct Numbering {
    by_step: HashMap<(Step, usize), SlotId>,
    slots: Vec<SlotKind>,
}

impl Numbering {
    fn number(&mut self, rule: &CheckedRule, rule_index: usize, variant: usize) -> Numbered {
        let v = &rule.variants[variant];
        let mut map: Vec<SlotId> = vec![usize::MAX; v.slots.len()];
        let mut steps = Vec::with_capacity(v.steps.len());
        for step in &v.steps {
            let outputs = step.outputs();
            let key = step.map_slots(&mut |s| match outputs.iter().position(|o| *o == s) {
                Some(k) => usize::MAX - k,
                None => map[s],
            });
            for (k, &out) in outputs.iter().enumerate() {
                let next = self.slots.len();
                let id = *self.by_step.entry((key.clone(), k)).or_insert(next);
                if id == next {
                    self.slots.push(v.slots[out]);
                }
                map[out] = id;
            }
            steps.push(step.map_slots(&mut |s| map[s]));
        }
        let remap = |slots: &[SlotId]| slots.iter().map(|&s| map[s]).collect::<Vec<_>>();
        Numbered {
            steps,
            leaf: Leaf {
                rule: rule_index,
                variant,
                captures: remap(&v.captures),
                roots: remap(&v.roots),
                matched: remap(&v.matched),
            },
        }
    }
}

/// Adds the path `steps` ending at `leaf` to `trees`, joining the last tree while it agrees.
fn insert(trees: &mut Vec<Tree>, steps: &[Step], leaf: Leaf) {
    let Some((first, rest)) = steps.split_first() else {
        trees.push(Tree::Leaf(leaf));
        return;
    };
    if let Some(Tree::Step { step, children }) = trees.last_mut()
        && step == first
    {
        return insert(children, rest, leaf);
    }
    let mut node = Tree::Leaf(leaf);
    for step in steps.iter().rev() {
        node = Tree::Step {
            step: step.clone(),
            children: vec![node],
        };
    }
    trees.push(node);
}

/// Plans the rules: one group per root op, groups in the order their first rule appears.
pub fn plan(rules: &[CheckedRule]) -> Vec<RootGroup> {
    let mut roots: Vec<OpRef> = Vec::new();
    for rule in rules {
        if !roots.contains(&rule.root) {
            roots.push(rule.root);
        }
    }
    roots
        .into_iter()
        .map(|root| {
            let mut order: Vec<usize> = (0..rules.len())
                .filter(|&i| rules[i].root == root)
                .collect();
            order.sort_by_key(|&i| (std::cmp::Reverse(rules[i].benefit), rules[i].index));
            let mut numbering = Numbering::default();
            let mut tree = Vec::new();
            let mut numbered = Vec::new();
            for &i in &order {
                let mut variants = Vec::new();
                for v in 0..rules[i].variants.len() {
                    let n = numbering.number(&rules[i], i, v);
                    insert(&mut tree, &n.steps, n.leaf);
                    variants.push(n.steps);
                }
                numbered.push(variants);
            }
            let shadowed = shadowed(&order, &numbered);
            RootGroup {
                root,
                rules: order,
                tree,
                slots: numbering.slots,
                shadowed,
            }
        })
        .collect()
}

/// The `(shadowed, shadowing)` pairs among the rules `order` (in try order, with their
/// numbered variants).
fn shadowed(order: &[usize], numbered: &[Vec<Vec<Step>>]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (later, &b) in order.iter().enumerate() {
        // Reads always succeed: only the other steps are conditions.
        let covers = |earlier: usize| {
            numbered[later].iter().all(|vb| {
                numbered[earlier].iter().any(|va| {
                    va.iter()
                        .filter(|s| !s.is_pure_read())
                        .all(|s| vb.contains(s))
                })
            })
        };
        let shadow = (0..later).find(|&earlier| covers(earlier));
        if let Some(earlier) = shadow {
            pairs.push((b, order[earlier]));
        }
    }
    pairs
}

/// The warnings about the shadowed rules of `groups`.
pub fn shadow_warnings(
    groups: &[RootGroup],
    rules: &[CheckedRule],
    specs: &SpecSet,
) -> Vec<SpecDiagnostic> {
    let mut warnings = Vec::new();
    for group in groups {
        let root_name = specs.info(group.root).full_name();
        for &(b, a) in &group.shadowed {
            let (ra, rb) = (&rules[a], &rules[b]);
            warnings.push(
                SpecDiagnostic::warning(
                    rb.span,
                    format!(
                        "rule `{}` never applies: rule `{}` (benefit {}) is tried first on `{root_name}` and matches everything it matches",
                        rb.name, ra.name, ra.benefit
                    ),
                )
                .with_help(format!(
                    "give `{}` a benefit above {} (it has {}), make `{}` more specific, or remove `{}`",
                    rb.name, ra.benefit, rb.benefit, ra.name, rb.name
                )),
            );
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ir::Variant;

    fn op(i: u32) -> OpRef {
        OpRef { dialect: 0, op: i }
    }

    /// A rule matching `root(operand 0 defined by op(def))` plus `extra` checks on slot 2.
    fn rule(index: usize, benefit: u16, def: u32, extra: Vec<Step>) -> CheckedRule {
        let mut steps = vec![
            Step::Root { op: op(0), out: 0 },
            Step::Operand {
                op: 0,
                group: 0,
                out: 1,
            },
            Step::Defining {
                value: 1,
                op: op(def),
                out: 2,
            },
        ];
        steps.extend(extra);
        CheckedRule {
            index,
            name: format!("r{index}"),
            span: Default::default(),
            summary: None,
            root: op(0),
            matched_ops: vec![],
            built_ops: vec![],
            benefit,
            variants: vec![Variant {
                steps,
                slots: vec![SlotKind::Op(op(0)), SlotKind::Value, SlotKind::Op(op(def))],
                captures: vec![],
                roots: vec![0],
                matched: vec![0, 2],
            }],
            captures: vec![],
            rewrite: Default::default(),
            source_text: vec![],
            result_text: vec![],
        }
    }

    fn one_use() -> Vec<Step> {
        vec![Step::OneUse { value: 1 }]
    }

    fn shape(trees: &[Tree]) -> String {
        trees
            .iter()
            .map(|t| match t {
                Tree::Leaf(l) => format!("r{}", l.rule),
                Tree::Step { step, children } => {
                    let name = format!("{step:?}");
                    let name = name.split([' ', '{']).next().unwrap_or("").to_string();
                    format!("{name}[{}]", shape(children))
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn rules_of_a_root_share_their_common_prefix_in_benefit_order() {
        let rules = vec![
            rule(0, 1, 1, vec![]),
            rule(1, 2, 2, vec![]),
            rule(2, 2, 2, one_use()),
        ];
        let groups = plan(&rules);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].rules, [1, 2, 0]);
        // Rules 1 and 2 share everything but rule 2's last check; rule 0 branches at the
        // defining op.
        assert_eq!(
            shape(&groups[0].tree),
            "Root[Operand[Defining[r1 OneUse[r2]] Defining[r0]]]"
        );
        // Rule 1 is tried first and needs less than rule 2: rule 2 never applies.
        assert_eq!(groups[0].shadowed, [(2, 1)]);
    }

    #[test]
    fn a_more_specific_rule_tried_first_shadows_nothing() {
        let rules = vec![rule(0, 2, 1, one_use()), rule(1, 1, 1, vec![])];
        let groups = plan(&rules);
        assert_eq!(groups[0].rules, [0, 1]);
        assert_eq!(groups[0].shadowed, []);
        // With the benefits the other way round, the general rule hides the specific one.
        let rules = vec![rule(0, 1, 1, one_use()), rule(1, 2, 1, vec![])];
        assert_eq!(plan(&rules)[0].shadowed, [(0, 1)]);
    }

    #[test]
    fn equal_steps_get_equal_slots() {
        let rules = vec![rule(0, 1, 1, one_use()), rule(1, 1, 1, vec![])];
        let groups = plan(&rules);
        let leaves: Vec<&Leaf> = leaves(&groups[0].tree);
        assert_eq!(leaves[0].matched, leaves[1].matched);
        assert_eq!(groups[0].slots.len(), 3);
    }

    fn leaves(trees: &[Tree]) -> Vec<&Leaf> {
        trees
            .iter()
            .flat_map(|t| match t {
                Tree::Leaf(l) => vec![l],
                Tree::Step { children, .. } => leaves(children),
            })
            .collect()
    }
}
