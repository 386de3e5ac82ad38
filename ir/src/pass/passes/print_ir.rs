//! `print-ir`: MLIR's `PrintIRPass`, which prints the op it runs on to the run's output under a
//! `// -----// IR Dump <label> //----- //` header, as MLIR's `Operation::dump` does (local
//! scope, with the run's printing switches). It runs on any op and changes nothing.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget};
use crate::text::printer::print_op_local;

/// The `print-ir` pass.
pub struct PrintIr {
    options: PassOptions,
}

impl Default for PrintIr {
    fn default() -> Self {
        PrintIr {
            options: PassOptions::new().string("label", "Label", ""),
        }
    }
}

impl Pass for PrintIr {
    fn name(&self) -> &str {
        "PrintIRPass"
    }

    fn argument(&self) -> &str {
        "print-ir"
    }

    fn description(&self) -> &str {
        "Print IR on the debug stream"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let label = self.options.get::<String>("label").unwrap_or_default();
        let mut text = String::from("// -----// IR Dump");
        if !label.is_empty() {
            text += " ";
            text += &label;
        }
        text += " //----- //\n";
        let mut options = target.print_options().clone();
        options.local_scope = true;
        text += &print_op_local(target.ctx(), target.body, target.op(), &options);
        text += "\n";
        target.write_output(&text);
        target.preserve_all();
        Ok(())
    }
}
