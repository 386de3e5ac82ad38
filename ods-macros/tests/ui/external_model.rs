//! `#[external_model]` goes on the module holding the methods, and names the op in full.

use oxir_ods_macros::dialect;

#[dialect(name = "em")]
pub mod em {
    #[interface(kind = op)]
    pub trait Named {
        fn label(&self) -> String;
    }

    #[external_model(op = "arith.addi", interfaces(Named))]
    pub struct NotAModule;

    #[external_model(op = "addi", interfaces(Named))]
    pub mod addi_label {
        pub fn label(_: &oxir::Context, _: &oxir::Body, _: oxir::OpId) -> String {
            String::new()
        }
    }
}

fn main() {}
