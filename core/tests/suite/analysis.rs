//! The per-row analysis against a brute-force count over every guess (issue 13, item 5).

use crate::common;

use common::marked;
use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::Turn;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::solver::{
    ANALYSIS_BUDGET, Budget, RowAnalysis, RowSearch, Strategy, Summary, analyse_game, analyse_row,
    play_out,
};

/// A small deterministic generator for guesses (not the game's own derivation).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n)) as u32
    }
}

/// A game against `key`: random guesses, every other one a key still possible, to the end.
fn random_game(level: Level, key: Code, rng: &mut Lcg) -> Vec<Turn> {
    let mut turns: Vec<Turn> = Vec::new();
    while turns.len() < level.turns() {
        let possible: Vec<Code> = Code::all(level)
            .filter(|c| {
                turns
                    .iter()
                    .all(|t| Feedback::between(c, &t.guess) == t.feedback)
            })
            .collect();
        let guess = if turns.len() % 2 == 1 {
            possible[rng.below(possible.len() as u32) as usize]
        } else {
            Code::from_index(level, rng.below(level.possible_keys()))
        };
        let feedback = Feedback::between(&key, &guess);
        turns.push(Turn { guess, feedback });
        if feedback.is_win(level.pegs()) {
            break;
        }
    }
    turns
}

/// Every figure of the row by brute force: all codes as guesses, no symmetry, the plain
/// feedback rule. Returns the row's figures and every guess reaching the best.
fn brute_force(
    level: Level,
    before: &[Turn],
    turn: &Turn,
) -> (u32, u32, u64, u64, bool, Vec<Code>) {
    let possible: Vec<Code> = Code::all(level)
        .filter(|c| {
            before
                .iter()
                .all(|t| Feedback::between(c, &t.guess) == t.feedback)
        })
        .collect();
    let squares = |guess: &Code| -> u64 {
        let mut parts = [0u64; 64];
        for key in &possible {
            let f = Feedback::between(key, guess);
            parts[usize::from(f.black * 8 + f.white)] += 1;
        }
        parts.iter().map(|p| p * p).sum()
    };
    let left = possible
        .iter()
        .filter(|k| Feedback::between(k, &turn.guess) == turn.feedback)
        .count() as u32;
    let all: Vec<(u64, Code)> = Code::all(level).map(|g| (squares(&g), g)).collect();
    let best = all.iter().map(|a| a.0).min().unwrap();
    let best_guesses = all.iter().filter(|a| a.0 == best).map(|a| a.1).collect();
    (
        possible.len() as u32,
        left,
        squares(&turn.guess),
        best,
        possible.contains(&turn.guess),
        best_guesses,
    )
}

fn check_against_brute_force(level: Level, turns: &[Turn]) {
    for (i, turn) in turns.iter().enumerate() {
        let row = analyse_row(level, &turns[..i], turn).unwrap();
        let (before, left, squares, best, could_be_key, best_guesses) =
            brute_force(level, &turns[..i], turn);
        assert_eq!(
            (
                row.before,
                row.left,
                row.sum_squares,
                row.best_sum_squares,
                row.could_be_key
            ),
            (before, left, squares, best, could_be_key),
            "row {} of {turns:?}",
            i + 1
        );
        assert!(row.exact);
        assert!(best_guesses.contains(&row.best_guess), "row {}", i + 1);
        assert_eq!(row.is_best(), squares == best);
    }
}

#[test]
fn level_i_rows_match_a_brute_force_count_over_every_guess() {
    let mut rng = Lcg(2026);
    let mut rows = 0;
    for seed in 0..4 {
        let key = key_from_seed(Level::I, seed);
        let solver_game = play_out(key, Level::I, Strategy::DEFAULT);
        let random = random_game(Level::I, key, &mut rng);
        rows += solver_game.len() + random.len();
        check_against_brute_force(Level::I, &solver_game);
        check_against_brute_force(Level::I, &random);
    }
    assert!(rows >= 25, "{rows} rows checked");
}

#[test]
fn a_hand_written_game_has_the_expected_figures() {
    use mastermind_core::colour::Colour::*;
    let code = |pegs: &[_]| Code::new(Level::I, pegs).unwrap();
    let key = code(&[Blue, Yellow, Red, Pink]);
    let turns = marked(
        &key,
        [
            code(&[Red, Red, Green, Green]),
            code(&[Red, Red, Red, Red]),
            key,
        ],
    );
    let rows = analyse_game(Level::I, &turns).unwrap();
    // Red Red Green Green: 0 black 1 white leaves 256 of 1 296 (the SOLVER.md table's worst part).
    assert_eq!(rows[0].before, 1_296);
    assert_eq!((rows[0].left, rows[0].could_be_key), (256, true));
    // Red × 4 after that cannot be the key (the first row had no black).
    assert_eq!(rows[1].before, 256);
    assert!(!rows[1].could_be_key);
    assert!(rows[1].expected() > rows[1].best_expected());
    // The winning row leaves the key itself.
    assert_eq!((rows[2].left, rows[2].could_be_key), (1, true));
    check_against_brute_force(Level::I, &turns);

    let summary = Summary::of(&rows);
    assert_eq!(summary.rows, 3);
    assert_eq!(
        summary.best_rows,
        rows.iter().filter(|r| r.is_best()).count()
    );
    assert!(summary.exact);
    assert!(summary.best_expected_left <= summary.expected_left);
    let sum: f64 = rows.iter().map(RowAnalysis::expected).sum();
    assert_eq!(summary.expected_left, sum);
}

#[test]
fn searching_in_slices_gives_the_same_rows() {
    for level in [Level::I, Level::II] {
        let key = key_from_seed(level, 99);
        let turns = random_game(level, key, &mut Lcg(5));
        for (i, turn) in turns.iter().enumerate().take(4) {
            let whole = analyse_row(level, &turns[..i], turn).unwrap();
            let mut search = RowSearch::new(level, &turns[..i], turn, ANALYSIS_BUDGET).unwrap();
            let mut slices = 0;
            let sliced = loop {
                slices += 1;
                if let Some(done) = search.step(50_000) {
                    break done;
                }
            };
            assert_eq!(sliced, whole, "{level:?} row {}", i + 1);
            assert!(whole.exact, "levels I and II are always exact");
            if whole.before as u64 * 2 > 50_000 && i > 0 {
                assert!(slices > 1, "the work was sliced");
            }
        }
    }
}

#[test]
fn level_iii_is_never_worse_than_the_player_and_exact_where_affordable() {
    let level = Level::III;
    let key = key_from_seed(level, 3);
    let turns = play_out(key, level, Strategy::DEFAULT);
    let rows = analyse_game(level, &turns).unwrap();
    assert!(
        rows[0].exact,
        "the first row comes from the full search's table"
    );
    assert_eq!(rows[0].before, 262_144);
    for (i, row) in rows.iter().enumerate() {
        assert!(row.best_sum_squares <= row.sum_squares, "row {}", i + 1);
        assert!(row.best_expected() <= row.expected());
        // The best guess is real: its split, counted again, gives the figure claimed.
        let before: Vec<Code> = Code::all(level)
            .filter(|c| {
                turns[..i]
                    .iter()
                    .all(|t| Feedback::between(c, &t.guess) == t.feedback)
            })
            .collect();
        assert_eq!(before.len() as u32, row.before);
        if before.len() <= 5_000 {
            let mut parts = std::collections::HashMap::<Feedback, u64>::new();
            for k in &before {
                *parts
                    .entry(Feedback::between(k, &row.best_guess))
                    .or_default() += 1;
            }
            assert_eq!(
                parts.values().map(|p| p * p).sum::<u64>(),
                row.best_sum_squares
            );
        }
    }
    // A tiny budget still answers, never worse than the player's guess, and says it is not proven.
    let row = RowSearch::new(level, &turns[..1], &turns[1], Budget(100_000))
        .unwrap()
        .finish();
    assert!(!row.exact);
    assert!(row.best_sum_squares <= row.sum_squares);
}
