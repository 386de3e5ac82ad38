//! Parses arbitrary text as an affine map and as an integer set: never panics, and whatever
//! parses prints to text that parses back to an equal value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::affine::{parse_affine_map_str, parse_integer_set_str};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(map) = parse_affine_map_str(text) {
        let printed = map.to_string();
        let again = parse_affine_map_str(&printed).expect("printed maps parse back");
        assert_eq!(again.num_dims(), map.num_dims());
        assert_eq!(again.num_symbols(), map.num_symbols());
    }
    if let Ok(set) = parse_integer_set_str(text) {
        let printed = set.to_string();
        parse_integer_set_str(&printed).expect("printed sets parse back");
    }
});
