//! The keys of definitions written wrong: parameter functions that are not paths, a
//! hand-written printer without its parser, and a `:` after a qualified definition in an op's
//! format.
use oxir_ods_macros::dialect;

#[dialect(name = "d")]
mod d {
    #[type_def(mnemonic = "wide", format = "`<` $lanes `>`")]
    pub struct Wide {
        #[parser = "crate::asm::parse_lanes"]
        lanes: u32,
        #[printer]
        width: u32,
    }

    #[attr_def(mnemonic = "pair", print = crate::asm::print_pair)]
    pub struct Pair {
        first: u32,
    }

    #[attr_def(mnemonic = "tag", format = "`<` $value `>`")]
    pub struct Tag {
        value: u32,
    }

    #[op(name = "tagged", format = "qualified($tag) attr-dict `:` type($result)")]
    pub struct TaggedOp {
        tag: Prop<TagAttr>,
        result: Result<AnyType>,
    }
}

fn main() {}
