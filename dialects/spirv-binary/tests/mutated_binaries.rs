//! The deserializer on mutated binaries, in process (the property of the `spirv_binary` fuzz
//! target, for machines without cargo-fuzz): the binaries of the SPIR-V test modules under
//! `tests/oxir-translate/`, with bits flipped, words replaced, inserted or removed, cut short
//! or spliced, never make it panic; a mutant that reads and verifies prints, serializes, and
//! reads back to the same printout.
//!
//! A short run by default; `SPIRV_MUTATION_SECONDS=600` runs for that long instead, and the
//! number of runs is printed (`--nocapture`).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::{Duration, Instant};

use oxir::Context;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir_spirv_binary::deserialize::deserialize;
use oxir_spirv_binary::serialize::serialize;

/// A xorshift generator: reproducible mutants without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The binaries of the test modules that serialize.
fn seeds() -> Vec<Vec<u32>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/oxir-translate");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the translate tests")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("spirv-") && n.ends_with(".mlir"))
        })
        .collect();
    files.sort();
    let mut seeds = Vec::new();
    for file in files {
        let text = std::fs::read(&file).expect("a test file");
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let options = ParseOptions {
            implicit_module: false,
            ..ParseOptions::default()
        };
        let Ok(module) = parse_source(&ctx, &text, &options) else {
            continue;
        };
        if let Ok(words) = serialize(&ctx, &module.body, module.op) {
            seeds.push(words);
        }
    }
    assert!(
        seeds.len() >= 3,
        "expected the SPIR-V test modules to serialize"
    );
    seeds
}

/// Values that often sit on a boundary: zero, ones, counts, opcodes.
const INTERESTING: &[u32] = &[
    0,
    1,
    2,
    3,
    4,
    0xffff,
    0x1_0000,
    0xffff_ffff,
    0x8000_0000,
    0x7fff_ffff,
];

/// One mutant of `seed` (and sometimes of `other`).
fn mutate(rng: &mut Rng, seed: &[u32], other: &[u32]) -> Vec<u32> {
    let mut words = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(words.len());
        match rng.below(7) {
            0 => words[at] ^= 1 << rng.below(32),
            1 => words[at] = INTERESTING[rng.below(INTERESTING.len())],
            2 => words[at] = rng.next() as u32,
            // An instruction's word count or opcode.
            3 => words[at] = (words[at] & 0xffff) | ((rng.below(12) as u32) << 16),
            4 => words.insert(at, rng.next() as u32),
            5 if words.len() > 5 => {
                words.remove(at);
            }
            _ => {
                let from = rng.below(other.len());
                let len = rng.below(16).min(other.len() - from);
                let cut = at.max(5).min(words.len());
                words.splice(cut..cut, other[from..from + len].iter().copied());
            }
        }
        if words.is_empty() {
            break;
        }
    }
    if rng.below(10) == 0 {
        words.truncate(rng.below(words.len() + 1));
    }
    words
}

/// The fuzz target's property on one binary.
fn check(words: &[u32]) {
    let ctx = Context::new();
    let Ok(module) = deserialize(&ctx, words) else {
        return;
    };
    if oxir::verifier::verify(&ctx, &module.body, module.op).is_err() {
        return;
    }
    let first = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let Ok(binary) = serialize(&ctx, &module.body, module.op) else {
        return;
    };
    let ctx2 = Context::new();
    let again = deserialize(&ctx2, &binary).expect("our binary reads back");
    let second = print_op(&ctx2, &again.body, again.op, &PrintOptions::default());
    assert_eq!(first, second);
}

#[test]
fn mutated_binaries_never_panic_and_what_reads_round_trips() {
    let seeds = seeds();
    let budget = std::env::var("SPIRV_MUTATION_SECONDS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok());
    let start = Instant::now();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut runs, mut read) = (0u64, 0u64);
    loop {
        match budget {
            Some(seconds) if start.elapsed() >= Duration::from_secs(seconds) => break,
            None if runs >= 3000 => break,
            _ => {}
        }
        let seed = &seeds[rng.below(seeds.len())];
        let other = &seeds[rng.below(seeds.len())];
        let words = mutate(&mut rng, seed, other);
        let ctx = Context::new();
        if deserialize(&ctx, &words).is_ok() {
            read += 1;
        }
        if catch_unwind(AssertUnwindSafe(|| check(&words))).is_err() {
            panic!("run {runs} panicked on the binary {words:08x?}");
        }
        runs += 1;
    }
    println!(
        "{runs} mutated binaries in {:.1} s, {read} of them read",
        start.elapsed().as_secs_f64()
    );
    assert!(read > 0, "no mutant read: the mutations are too coarse");
}
