//! Criterion benches of the solver's hot paths (native): feedback, filtering the keys still
//! possible, and scoring a guess's split; the standard rule's, then the colour game's (its own
//! marking function, chosen once per loop). Run by `cargo xtask bench` (or `cargo bench --bench
//! solver`); the numbers are reported in docs/performance.md, never asserted.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;

    use criterion::Criterion;
    use mastermind_core::code::Code;
    use mastermind_core::feedback::Feedback;
    use mastermind_core::key::key_from_seed;
    use mastermind_core::level::Level;
    use mastermind_core::solver::{
        Packed, Solver, Space, Strategy, guess_pool, mark_between, mark_colour_game, score,
    };
    use mastermind_core::variant::Variant;

    fn feedback(c: &mut Criterion) {
        let level = Level::III;
        let (a, b) = (key_from_seed(level, 1), key_from_seed(level, 2));
        c.bench_function("feedback, rules (Feedback::between), level III", |bench| {
            bench.iter(|| Feedback::between(black_box(&a), black_box(&b)))
        });
        let (pa, pb) = (Packed::of(&a), Packed::of(&b));
        c.bench_function("feedback, packed (mark_between), level III", |bench| {
            bench.iter(|| mark_between(6, black_box(pa), black_box(pb)))
        });
    }

    fn filtering(c: &mut Criterion) {
        let level = Level::III;
        let key = key_from_seed(level, 3);
        let guess = Code::from_index(level, 12_345);
        let feedback = Feedback::between(&key, &guess);
        Space::of(level).unwrap();
        c.bench_function("filter all 262 144 level III keys by one row", |bench| {
            bench.iter(|| {
                let mut solver = Solver::new(level);
                solver.add(black_box(guess), feedback);
                solver.remaining()
            })
        });
    }

    fn partition(c: &mut Criterion) {
        let level = Level::III;
        let space = Space::of(level).unwrap();
        let key = key_from_seed(level, 4);
        let mut solver = Solver::new(level);
        let mut played = Vec::new();
        for _ in 0..3 {
            let guess = solver.next_guess(Strategy::DEFAULT).unwrap();
            solver.add(guess, Feedback::between(&key, &guess));
            played.push(guess.index(level));
        }
        let candidates: Vec<u32> = solver.candidates().map(|c| c.index(level)).collect();
        let pool = guess_pool(space, &played);
        let guess = pool[pool.len() / 2];
        c.bench_function(
            &format!(
                "score one guess's split of {} level III keys, set-up included (entropy)",
                candidates.len()
            ),
            |bench| bench.iter(|| score(space, black_box(guess), &candidates, Strategy::Entropy)),
        );
        c.bench_function(
            "next guess at level III after three rows, past the table (default strategy)",
            |bench| bench.iter(|| solver.next_guess(Strategy::DEFAULT)),
        );
    }

    /// The colour game III: level III's shape under the colour game's rule.
    fn colour_game(c: &mut Criterion) {
        let level = Level::Variant(Variant::ColourGameIII);
        let (a, b) = (key_from_seed(level, 1), key_from_seed(level, 2));
        let (pa, pb) = (Packed::of(&a), Packed::of(&b));
        c.bench_function(
            "feedback, packed (mark_colour_game), colour game III",
            |bench| bench.iter(|| mark_colour_game(6, black_box(pa), black_box(pb))),
        );
        let key = key_from_seed(level, 3);
        let guess = Code::from_index(level, 12_345);
        let feedback = level.feedback(&key, &guess);
        let space = Space::of(level).unwrap();
        c.bench_function(
            "filter all 262 144 colour game III keys by one row",
            |bench| {
                bench.iter(|| {
                    let mut solver = Solver::new(level);
                    solver.add(black_box(guess), feedback);
                    solver.remaining()
                })
            },
        );
        let every: Vec<u32> = (0..space.len() as u32).collect();
        c.bench_function(
            "score one guess's split of all 262 144 colour game III keys (entropy)",
            |bench| {
                bench.iter(|| {
                    score(
                        space,
                        black_box(guess.index(level)),
                        &every,
                        Strategy::Entropy,
                    )
                })
            },
        );
        let level_iii = Space::of(Level::III).unwrap();
        c.bench_function(
            "score one guess's split of all 262 144 level III keys (entropy)",
            |bench| {
                bench.iter(|| {
                    score(
                        level_iii,
                        black_box(guess.index(level)),
                        &every,
                        Strategy::Entropy,
                    )
                })
            },
        );
    }

    /// The puzzle generator: level III, the slowest level, in each band (seeds chosen once:
    /// the time of one puzzle varies with how many attempts its seed takes).
    fn puzzles(c: &mut Criterion) {
        use mastermind_core::puzzle::{Difficulty, Puzzle};
        for difficulty in Difficulty::ALL {
            c.bench_function(
                &format!("generate 10 level III puzzles, {}", difficulty.slug()),
                |bench| {
                    bench.iter(|| {
                        (0..10u64).for_each(|seed| {
                            black_box(Puzzle::generate(Level::III, black_box(seed), difficulty));
                        })
                    })
                },
            );
        }
    }

    pub fn benches() {
        let mut c = Criterion::default().configure_from_args();
        feedback(&mut c);
        filtering(&mut c);
        partition(&mut c);
        colour_game(&mut c);
        puzzles(&mut c);
        c.final_summary();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::benches();
}

/// Criterion is native only; the wasm32 lint builds this file with an empty main.
#[cfg(target_arch = "wasm32")]
fn main() {}
