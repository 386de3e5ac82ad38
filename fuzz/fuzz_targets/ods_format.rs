//! Parses arbitrary text as an op's declarative assembly format and checks it against a small
//! op: must never panic, and every diagnostic must point inside the string.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir_ods::diag::Span;
use oxir_ods::lang::constraint::Variadicity;
use oxir_ods::lang::format::{
    OpShape, ShapeAttr, ShapeItem, ShapeValue, check_format, parse_format,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let base = Span::new(0, 5, 5 + text.len());
    let inside = |s: Span| s.start >= base.start && s.end <= base.end;
    match parse_format(text, base) {
        Ok(format) => {
            let value = |name: &str, variadicity| ShapeValue {
                name: name.into(),
                variadicity,
                buildable_type: false,
            };
            let shape = OpShape {
                name: "test.op".into(),
                operands: vec![
                    value("a", Variadicity::Single),
                    value("b", Variadicity::Variadic),
                ],
                results: vec![value("r", Variadicity::Optional)],
                attributes: vec![ShapeAttr {
                    name: "f".into(),
                    optional: true,
                }],
                regions: vec![ShapeItem {
                    name: "body".into(),
                    variadic: false,
                }],
                successors: vec![ShapeItem {
                    name: "next".into(),
                    variadic: true,
                }],
                ..OpShape::default()
            };
            for d in check_format(&format, &shape) {
                assert!(inside(d.span));
            }
        }
        Err(errors) => {
            for d in errors {
                assert!(inside(d.span));
            }
        }
    }
});
