//! `rt`: the test dialect of oxir's declarative rewrite rules. Its ops come from
//! `defs/rt.toml`; its rules, from `defs/rt.rules.toml`, use every feature of the rule language
//! (nested ops, `either`, constraints, native constraints and builders, several roots,
//! multi-result ops, variadic groups, regions with block arguments, successors, properties,
//! locations). The tests run them with the greedy driver and compare the printed IR. The same
//! rules written in Rust syntax (`oxir_drr_macros::rules!`) are [`rust_rules`].

// The generated ops; each names the line of `defs/rt.toml` it came from.
include!(concat!(env!("OUT_DIR"), "/rt.rs"));

pub mod native;
pub mod rust_rules;

/// The patterns generated from `defs/rt.rules.toml`: `register_rules` adds them all to a
/// pattern set, `register_rt_<op>_rules` those rooted at one op.
pub mod rules {
    include!(concat!(env!("OUT_DIR"), "/rt_rules.rs"));
}

/// The patterns generated from `defs/rt.lower.rules.toml`, lowering rules meant to run under
/// dialect conversion (`register_conversion_patterns`).
pub mod lower_rules {
    include!(concat!(env!("OUT_DIR"), "/rt_lower_rules.rs"));
}
