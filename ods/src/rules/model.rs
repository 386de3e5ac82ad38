//! The model of a rules file (`defs/<dialect>.rules.toml`): the specs it uses, with the Rust
//! module of each dialect's generated ops, and its rules, each with its DAG texts kept raw
//! ([`Spanned<String>`] whose span covers the string's contents) for the DAG parser.
//!
//! Plain data with spans, as the TOML front end read it; nothing here parses or checks.

use crate::diag::Span;
use crate::model::Spanned;

/// A whole rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesFile {
    /// One line about the rules.
    pub summary: Option<Spanned<String>>,
    /// The dialect specs the rules mention, in order.
    pub uses: Vec<SpecUse>,
    /// The rules, in file order.
    pub rules: Vec<Rule>,
    /// The `[rules]` table.
    pub span: Span,
}

/// A dialect spec the rules use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecUse {
    /// The spec's path, relative to the rules file's directory.
    pub spec: Spanned<String>,
    /// The Rust module holding the dialect's generated op types (`crate`, `::oxir_arith`);
    /// `crate` when absent.
    pub rust: Option<Spanned<String>>,
    /// The entry's table.
    pub span: Span,
}

/// One rewrite rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The rule's name: an identifier, unique in the file.
    pub name: Spanned<String>,
    /// One line about what it does.
    pub summary: Option<Spanned<String>>,
    /// The source DAGs: one per root, the first one anchoring the match.
    pub source: Vec<Spanned<String>>,
    /// The result DAGs, in order: the last ones give the values replacing the roots' results,
    /// the ones before build auxiliary ops.
    pub result: Vec<Spanned<String>>,
    /// Extra conditions on bound names (DRR's additional constraints).
    pub constraints: Vec<Spanned<String>>,
    /// Native calls run after the result DAGs are built (DRR's supplemental patterns).
    pub supplemental: Vec<Spanned<String>>,
    /// The benefit, replacing the default (the number of matched ops).
    pub benefit: Option<Spanned<i64>>,
    /// Added to the default benefit (DRR's `addBenefit`).
    pub add_benefit: Option<Spanned<i64>>,
    /// The rule's table.
    pub span: Span,
}
