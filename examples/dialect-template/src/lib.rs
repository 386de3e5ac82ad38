//! `calc`: a dialect written with oxir the way an out-of-tree crate writes one, and the crate
//! `docs/guide.md` walks through. Its ops, verifiers, parsers, printers and `register` are
//! generated from `defs/calc.toml` by `build.rs`; its canonicalization rule from
//! `defs/calc.rules.toml`; the folds and the constant materializer are written by hand in
//! [`fold`]. The driver `calc-opt` (`src/main.rs`) parses, verifies, canonicalizes and prints.

pub mod fold;

// The generated ops and `register`; each item names the line of `defs/calc.toml` it came from.
include!(concat!(env!("OUT_DIR"), "/calc.rs"));

/// The patterns generated from `defs/calc.rules.toml` (`register_calc_neg_rules` is the
/// `canonicalize` hook of `calc.neg`).
pub mod rules {
    include!(concat!(env!("OUT_DIR"), "/calc_rules.rs"));
}
