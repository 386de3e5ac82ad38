//! A parameter constraint goes on a `Type` or `Attribute` parameter, on one value, of the
//! right kind: each mistake is one error at its tokens.
use oxir_ods_macros::dialect;

#[dialect(name = "pc")]
pub mod pc {
    #[type_def(mnemonic = "lanes", format = "`<` $width `,` $element `,` $name `>`")]
    pub struct Lanes {
        #[constraint(AnyInteger)]
        width: u32,
        #[constraint(Variadic<AnyInteger>)]
        element: Type,
        #[constraint(AnyInteger)]
        name: Attribute,
    }
}

fn main() {}
