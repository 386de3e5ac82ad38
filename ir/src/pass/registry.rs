//! The [`PassRegistry`]: passes by argument (a constructor, a description, the options they
//! take) and named pipelines, and building pass managers from pipeline text with them.
//!
//! A registry is a plain value the tool builds: any crate adds its passes with
//! [`PassRegistry::register_pass`] (the core passes come from
//! [`super::passes::register_core_passes`]). Names are looked up when pipelines are read, with
//! suggestions for misspellings.

use super::interface::Pass;
use super::manager::{Nesting, OpPassManager};
use super::pipeline_text::{PipelineElement, PipelineError, parse_anchored, parse_elements};
use super::suggest::did_you_mean;
use std::collections::BTreeMap;

type Constructor = Box<dyn Fn() -> Box<dyn Pass> + Send + Sync>;

/// A registered pass: how to make it, and what `--help` says of it.
pub struct RegisteredPass {
    argument: String,
    name: String,
    description: String,
    options: Vec<(String, String, String)>,
    make: Constructor,
}

impl RegisteredPass {
    /// The argument that selects it (`cse`).
    pub fn argument(&self) -> &str {
        &self.argument
    }

    /// Its name in reports (`CSE`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// One line saying what it does.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// Its options for `--help`: name, value placeholder (`<int>`), description.
    pub fn options(&self) -> &[(String, String, String)] {
        &self.options
    }

    /// A new instance with default options.
    pub fn create(&self) -> Box<dyn Pass> {
        (self.make)()
    }
}

/// A named pipeline: text added where its name appears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisteredPipeline {
    /// The name that selects it.
    pub name: String,
    /// One line saying what it does.
    pub description: String,
    /// Its steps, as pipeline text without an anchor (`cse, func.func(canonicalize)`).
    pub text: String,
}

/// Passes and named pipelines by name. See the module documentation.
#[derive(Default)]
pub struct PassRegistry {
    passes: BTreeMap<String, RegisteredPass>,
    pipelines: BTreeMap<String, RegisteredPipeline>,
}

impl std::fmt::Debug for PassRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassRegistry")
            .field("passes", &self.passes.keys().collect::<Vec<_>>())
            .field("pipelines", &self.pipelines.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the pass `make` creates, under its argument. A name already taken by a pass or
    /// a pipeline is an error.
    pub fn register_pass(
        &mut self,
        make: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
    ) -> Result<(), String> {
        let sample = make();
        let argument = sample.argument().to_string();
        self.check_free(&argument)?;
        let options = sample
            .options()
            .map(|options| {
                options
                    .iter()
                    .map(|o| {
                        let placeholder = o.kind.placeholder();
                        let placeholder = if o.list {
                            format!("{placeholder},...")
                        } else {
                            placeholder
                        };
                        (o.name.to_string(), placeholder, o.description.to_string())
                    })
                    .collect()
            })
            .unwrap_or_default();
        let registered = RegisteredPass {
            argument: argument.clone(),
            name: sample.name().to_string(),
            description: sample.description().to_string(),
            options,
            make: Box::new(make),
        };
        self.passes.insert(argument, registered);
        Ok(())
    }

    /// Registers a named pipeline: `text` is a list of steps without anchor, checked for syntax
    /// now and resolved when the name is used.
    pub fn register_pipeline(
        &mut self,
        name: &str,
        description: &str,
        text: &str,
    ) -> Result<(), String> {
        self.check_free(name)?;
        parse_elements(text).map_err(|e| format!("pipeline `{name}`: {}", e.render(text)))?;
        self.pipelines.insert(
            name.to_string(),
            RegisteredPipeline {
                name: name.to_string(),
                description: description.to_string(),
                text: text.to_string(),
            },
        );
        Ok(())
    }

    fn check_free(&self, name: &str) -> Result<(), String> {
        if self.passes.contains_key(name) {
            return Err(format!("a pass named `{name}` is already registered"));
        }
        if self.pipelines.contains_key(name) {
            return Err(format!("a pipeline named `{name}` is already registered"));
        }
        Ok(())
    }

    /// The pass registered as `argument`.
    pub fn pass(&self, argument: &str) -> Option<&RegisteredPass> {
        self.passes.get(argument)
    }

    /// The pipeline registered as `name`.
    pub fn pipeline(&self, name: &str) -> Option<&RegisteredPipeline> {
        self.pipelines.get(name)
    }

    /// The registered passes, by argument.
    pub fn passes(&self) -> impl Iterator<Item = &RegisteredPass> {
        self.passes.values()
    }

    /// The registered pipelines, by name.
    pub fn pipelines(&self) -> impl Iterator<Item = &RegisteredPipeline> {
        self.pipelines.values()
    }

    /// Whether `name` is a registered pass or pipeline.
    pub fn contains(&self, name: &str) -> bool {
        self.passes.contains_key(name) || self.pipelines.contains_key(name)
    }

    /// The registered pass or pipeline name closest to `name`, if one is close.
    pub fn suggest(&self, name: &str) -> Option<&str> {
        let names = self
            .passes
            .keys()
            .chain(self.pipelines.keys())
            .map(String::as_str);
        did_you_mean(name, names)
    }

    /// Reads an anchored pipeline (`builtin.module(func.func(cse), symbol-dce)`) into a pass
    /// manager that nests explicitly.
    pub fn parse_pipeline(&self, text: &str) -> Result<OpPassManager, PipelineError> {
        let (anchor, _, elements) = parse_anchored(text)?;
        let mut manager = if anchor == "any" {
            OpPassManager::any()
        } else {
            OpPassManager::new(&anchor)
        };
        self.add_elements(&mut manager, &elements, &mut Vec::new())?;
        Ok(manager)
    }

    /// Adds the steps written in `text` (no anchor: `cse, func.func(canonicalize)`) to `manager`.
    pub fn add_to_pipeline(
        &self,
        manager: &mut OpPassManager,
        text: &str,
    ) -> Result<(), PipelineError> {
        let elements = parse_elements(text)?;
        self.add_elements(manager, &elements, &mut Vec::new())
    }

    /// Adds the pass or pipeline `name` with option text `options` to `manager`, as a `-name`
    /// flag does (the manager's nesting decides where op-specific passes go).
    pub fn add_by_name(
        &self,
        manager: &mut OpPassManager,
        name: &str,
        options: Option<&str>,
    ) -> Result<(), String> {
        let element = PipelineElement {
            name: name.to_string(),
            offset: 0,
            options: options.map(|o| (o.to_string(), 0)),
            nested: None,
        };
        self.add_element(manager, &element, &mut Vec::new())
            .map_err(|e| e.message)
    }

    /// Adds `elements`; `expanding` names the pipelines being expanded, outermost first.
    fn add_elements(
        &self,
        manager: &mut OpPassManager,
        elements: &[PipelineElement],
        expanding: &mut Vec<String>,
    ) -> Result<(), PipelineError> {
        for element in elements {
            self.add_element(manager, element, expanding)?;
        }
        Ok(())
    }

    fn add_element(
        &self,
        manager: &mut OpPassManager,
        element: &PipelineElement,
        expanding: &mut Vec<String>,
    ) -> Result<(), PipelineError> {
        let name = element.name.as_str();
        if let Some(nested) = &element.nested {
            let inner = if name == "any" {
                manager.nest_any()
            } else {
                manager.nest(name)
            };
            return self.add_elements(inner, nested, expanding);
        }
        if let Some(registered) = self.passes.get(name) {
            let mut pass = registered.create();
            if let Some((text, offset)) = &element.options {
                let Some(options) = pass.options_mut() else {
                    return Err(PipelineError::new(
                        *offset,
                        format!("pass `{name}` takes no options"),
                    ));
                };
                options.parse(text).map_err(|e| {
                    PipelineError::new(
                        offset + e.offset,
                        format!("invalid options for pass `{name}`: {}", e.message),
                    )
                })?;
            }
            return manager
                .add_pass(pass)
                .map_err(|message| PipelineError::new(element.offset, message));
        }
        if let Some(pipeline) = self.pipelines.get(name) {
            if let Some((_, offset)) = &element.options {
                return Err(PipelineError::new(
                    *offset,
                    format!("pipeline `{name}` takes no options"),
                ));
            }
            if expanding.iter().any(|n| n == name) {
                return Err(PipelineError::new(
                    element.offset,
                    format!("pipeline `{name}` refers to itself"),
                ));
            }
            // Errors inside a named pipeline are reported at its name in the text being read.
            let outermost = expanding.is_empty();
            let locate = |e: PipelineError| {
                if outermost {
                    PipelineError::new(
                        element.offset,
                        format!("in pipeline `{name}`: {}", e.message),
                    )
                } else {
                    e
                }
            };
            expanding.push(name.to_string());
            let result = parse_elements(&pipeline.text)
                .and_then(|elements| self.add_elements(manager, &elements, expanding));
            expanding.pop();
            return result.map_err(locate);
        }
        let mut message = format!("`{name}` does not refer to a registered pass or pipeline");
        if let Some(close) = self.suggest(name) {
            message += &format!("; did you mean `{close}`?");
        }
        Err(PipelineError::new(element.offset, message))
    }

    /// A pass manager for ops named `anchor` nesting implicitly, as `mlir-opt` builds one from
    /// `-pass` flags; each `(name, options)` is added with [`PassRegistry::add_by_name`].
    pub fn pipeline_from_flags<'a>(
        &self,
        anchor: &str,
        flags: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
    ) -> Result<OpPassManager, String> {
        let mut manager = OpPassManager::new(anchor).with_nesting(Nesting::Implicit);
        for (name, options) in flags {
            self.add_by_name(&mut manager, name, options)?;
        }
        Ok(manager)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::options::{OptionKind, PassOptions};
    use crate::pass::testing::TestPass;

    fn registry() -> PassRegistry {
        let mut registry = PassRegistry::new();
        registry
            .register_pass(|| TestPass::new("cse").boxed())
            .unwrap();
        registry
            .register_pass(|| {
                let options = PassOptions::new()
                    .int("max-iterations", "iterations", 10)
                    .bool("top-down", "order", true)
                    .list("disable-patterns", "labels", OptionKind::String);
                TestPass::new("canonicalize").with_options(options).boxed()
            })
            .unwrap();
        registry
            .register_pass(|| TestPass::new("symbol-dce").boxed())
            .unwrap();
        registry
            .register_pass(|| {
                TestPass::new("affine-scalrep")
                    .anchored("func.func")
                    .boxed()
            })
            .unwrap();
        registry
            .register_pipeline(
                "cleanup",
                "canonicalize then cse",
                "canonicalize{top-down=false}, cse",
            )
            .unwrap();
        registry
    }

    #[test]
    fn pipelines_print_back_identically() {
        let registry = registry();
        for text in [
            "builtin.module(func.func(canonicalize{ max-iterations=10 top-down=true},cse),symbol-dce)",
            "builtin.module(cse,canonicalize{disable-patterns=a,{b c} max-iterations=5 top-down=false})",
            "any(cse)",
            "builtin.module()",
            "builtin.module(any(cse),builtin.module(cse),func.func(affine-scalrep))",
        ] {
            let manager = registry.parse_pipeline(text).unwrap();
            assert_eq!(manager.pipeline_text(), text);
            // And once more from the printed text.
            let again = registry.parse_pipeline(&manager.pipeline_text()).unwrap();
            assert_eq!(again.pipeline_text(), text);
        }
        let spaced = registry
            .parse_pipeline(" builtin.module( func.func( canonicalize{max-iterations=5} , cse ) , symbol-dce ) ")
            .unwrap();
        assert_eq!(
            spaced.pipeline_text(),
            "builtin.module(func.func(canonicalize{ max-iterations=5 top-down=true},cse),symbol-dce)"
        );
    }

    #[test]
    fn named_pipelines_expand_in_place() {
        let registry = registry();
        let manager = registry
            .parse_pipeline("builtin.module(func.func(cleanup), symbol-dce)")
            .unwrap();
        assert_eq!(
            manager.pipeline_text(),
            "builtin.module(func.func(canonicalize{ max-iterations=10 top-down=false},cse),symbol-dce)"
        );
        let mut registry = registry;
        registry.register_pipeline("loop", "", "loop").unwrap();
        let error = registry.parse_pipeline("any(loop)").unwrap_err();
        assert_eq!(error.offset, 4);
        assert_eq!(
            error.message,
            "in pipeline `loop`: pipeline `loop` refers to itself"
        );
    }

    #[test]
    fn errors_point_at_the_culprit() {
        let mut registry = registry();
        let cases = [
            (
                "builtin.module(cxe)",
                15,
                "`cxe` does not refer to a registered pass or pipeline; did you mean `cse`?",
            ),
            (
                "builtin.module(inline)",
                15,
                "`inline` does not refer to a registered pass or pipeline",
            ),
            (
                "builtin.module(canonicalize{top-down=true max-iteration=5})",
                42,
                "invalid options for pass `canonicalize`: unknown option `max-iteration`; did you mean `max-iterations`?",
            ),
            (
                "builtin.module(canonicalize{max-iterations=x})",
                28,
                "invalid options for pass `canonicalize`: invalid value `x` for option `max-iterations`: expected an integer",
            ),
            (
                "builtin.module(cse{a=1})",
                19,
                "pass `cse` takes no options",
            ),
            (
                "builtin.module(cleanup{a=1})",
                23,
                "pipeline `cleanup` takes no options",
            ),
            (
                "builtin.module(affine-scalrep)",
                15,
                "can't add pass `AffineScalrep` restricted to `func.func` on a pass manager intended to run on `builtin.module`; did you intend to nest, as in `func.func(affine-scalrep)`?",
            ),
        ];
        for (text, offset, message) in cases {
            assert_eq!(
                registry.parse_pipeline(text).unwrap_err(),
                PipelineError::new(offset, message),
                "{text}"
            );
        }
        assert!(
            registry
                .register_pass(|| TestPass::new("cse").boxed())
                .is_err()
        );
        assert_eq!(
            registry.clone_names(),
            [
                "affine-scalrep",
                "canonicalize",
                "cse",
                "symbol-dce",
                "cleanup"
            ]
        );
        assert_eq!(
            registry.register_pipeline("bad", "", "cse)").unwrap_err(),
            "pipeline `bad`: invalid pass pipeline: unbalanced `)`: no `(` is open here\n  cse)\n     ^"
        );
    }

    #[test]
    fn flags_nest_implicitly_like_mlir_opt() {
        let registry = registry();
        let manager = registry
            .pipeline_from_flags(
                "builtin.module",
                [
                    ("affine-scalrep", None),
                    ("cse", None),
                    ("canonicalize", Some("max-iterations=3")),
                    ("cleanup", None),
                ],
            )
            .unwrap();
        assert_eq!(
            manager.pipeline_text(),
            "builtin.module(func.func(affine-scalrep),cse,canonicalize{ max-iterations=3 top-down=true},canonicalize{ max-iterations=10 top-down=false},cse)"
        );
        let error = registry
            .pipeline_from_flags("builtin.module", [("cse", Some("x=1"))])
            .unwrap_err();
        assert_eq!(error, "pass `cse` takes no options");
        let canonicalize = registry.pass("canonicalize").unwrap();
        assert_eq!(canonicalize.name(), "Canonicalize");
        assert_eq!(
            canonicalize.options()[2],
            (
                "disable-patterns".to_string(),
                "<string>,...".to_string(),
                "labels".to_string()
            )
        );
        assert!(registry.contains("cleanup") && !registry.contains("nope"));
    }

    impl PassRegistry {
        fn clone_names(&self) -> Vec<String> {
            self.passes()
                .map(|p| p.argument().to_string())
                .chain(self.pipelines().map(|p| p.name.clone()))
                .collect()
        }
    }
}
