//! How `mlir-cpu-runner` prints an entry function's result: integers in decimal, and an `f32`
//! through LLVM's `raw_ostream << double`, which is C's `%e` (six digits after the point, an
//! exponent of at least two digits) except for `nan` and `INF` / `-INF`.

/// `value` as LLVM's `raw_ostream` prints a `double`.
pub fn llvm_double(value: f64) -> String {
    if value.is_nan() {
        return "nan".into();
    }
    if value.is_infinite() {
        return if value < 0.0 {
            "-INF".into()
        } else {
            "INF".into()
        };
    }
    // Rust's `{:.6e}` rounds the exact value half to even as glibc's `%e` does; only the
    // exponent is spelled differently (`e7` for `e+07`).
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::llvm_double;

    #[test]
    fn doubles_print_as_c_percent_e() {
        let cases = [
            (1.5, "1.500000e+00"),
            (-0.0, "-0.000000e+00"),
            (1.0e20, "1.000000e+20"),
            (f64::from(12345685.0f32), "1.234568e+07"),
            (f64::from(1.0e-40f32), "9.999946e-41"),
            (1.0e-300, "1.000000e-300"),
            (f64::NAN, "nan"),
            (-f64::NAN, "nan"),
            (f64::INFINITY, "INF"),
            (f64::NEG_INFINITY, "-INF"),
        ];
        for (value, text) in cases {
            assert_eq!(llvm_double(value), text, "{value}");
        }
    }
}
