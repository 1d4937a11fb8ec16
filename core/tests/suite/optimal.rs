//! Level I's optimal table (`core/src/solver/optimal_table.rs`, `cargo xtask optimal`): the
//! default strategy plays it on every key, 5 626 guesses in total and at most five, and the
//! exact search, run again here on every part the first guess leaves (a few seconds unoptimised),
//! finds the table's cost for each.
//! (`core/tests/suite/openings.rs` recomputes the whole table in an optimised build.)
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::Code;
use mastermind_core::level::Level;
use mastermind_core::solver::{
    self, ExactSearch, Solver, Strategy, fill_bound, optimal_tree, play_out,
};

/// The guesses the default strategy plays against every key of level I.
fn games() -> Vec<(Code, Vec<Code>)> {
    (0..Level::I.possible_keys())
        .map(|i| {
            let key = Code::from_index(Level::I, i);
            let guesses = play_out(key, Level::I, Strategy::DEFAULT)
                .into_iter()
                .map(|t| t.guess)
                .collect();
            (key, guesses)
        })
        .collect()
}

#[test]
fn the_optimal_table_finds_every_key_in_5626_guesses_at_most_five_each() {
    let tree = optimal_tree(Level::I).expect("level I has its optimal table");
    assert_eq!((tree.total, tree.depth), (5_626, 5));
    let games = games();
    let mut histogram = [0usize; 6];
    for (key, guesses) in &games {
        assert_eq!(guesses.last(), Some(key), "the key is found");
        assert!(guesses.len() <= 5, "{key:?} took {} guesses", guesses.len());
        histogram[guesses.len()] += 1;
    }
    let total: usize = games.iter().map(|g| g.1.len()).sum();
    assert_eq!(total, 5_626);
    assert_eq!(solver::measured_average(Level::I), Some(4.3410));
    assert_eq!(
        (total as f64 / 1_296.0 * 10_000.0).round() / 10_000.0,
        4.3410
    );
    // Every key opens with the table's first guess; one key is found by it.
    let first = Code::from_index(Level::I, tree.nodes[0].guess);
    assert!(games.iter().all(|g| g.1[0] == first));
    assert!(histogram[0] == 0 && histogram[1] == 1);
}

#[test]
fn off_the_table_the_search_takes_over() {
    let tree = optimal_tree(Level::I).unwrap();
    // A first guess other than the table's: the table has nothing to say.
    let other = (tree.nodes[0].guess + 1) % 1_296;
    assert_eq!(tree.guess_after(&[(other, 0)]), None);
    // The solver still plays a guess, by its search.
    let mut solver = Solver::new(Level::I);
    let guess = Code::from_index(Level::I, other);
    let key = Code::from_index(Level::I, 1_000);
    solver.add(
        guess,
        mastermind_core::feedback::Feedback::between(&key, &guess),
    );
    assert!(solver.next_guess(Strategy::DEFAULT).is_some());
    // Other strategies and other levels never read it.
    assert!(optimal_tree(Level::II).is_none());
    assert!(optimal_tree(Level::III).is_none());
}

#[test]
fn the_search_finds_the_table_cost_of_every_part_the_opening_leaves() {
    let tree = optimal_tree(Level::I).unwrap();
    let first = tree.nodes[0].guess;
    let space = solver::Space::of(Level::I).unwrap();
    let games = games();
    let search = ExactSearch::new();
    let mut checked = 0;
    let mut total = 1_296;
    for mark in 0..solver::MARKS as u8 {
        let part: Vec<u16> = (0..1_296u32)
            .filter(|&k| space.mark(first, k) == mark)
            .map(|k| k as u16)
            .collect();
        if part.is_empty() || mark == 36 {
            continue;
        }
        // The table's cost of the part: the guesses after the first, over its keys.
        let table: usize = part
            .iter()
            .map(|&k| games[usize::from(k)].1.len() - 1)
            .sum();
        let exact = search.optimum(&[first as u16], &part, 4);
        assert_eq!(
            exact as usize,
            table,
            "part of mark {mark}, {} keys",
            part.len()
        );
        assert!(exact >= fill_bound(part.len() as u32, 4));
        checked += 1;
        total += exact;
    }
    // 13 parts (of 2 to 276 keys): the optimum under the first guess is the table's total.
    assert_eq!(checked, 13);
    assert_eq!(total, tree.total);
}
