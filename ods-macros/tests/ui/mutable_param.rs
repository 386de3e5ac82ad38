//! `#[mutable]` is a bare marker on a type's parameter: written with a value, or on an
//! attribute's parameter, it is one error at its tokens.
use oxir_ods_macros::dialect;

#[dialect(name = "mp")]
pub mod mp {
    #[type_def(mnemonic = "node", format = "`<` $name (`,` `(` $elements^ `)`)? `>`")]
    pub struct Node {
        name: String,
        #[mutable = true]
        elements: Vec<Type>,
    }

    #[attr_def(mnemonic = "tag", format = "`<` $name (`,` $value^)? `>`")]
    pub struct Tag {
        name: String,
        #[mutable]
        value: i64,
    }
}

fn main() {}
