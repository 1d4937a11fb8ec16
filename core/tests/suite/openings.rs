//! The openings table (`core/src/solver/openings_table.rs`, `cargo xtask openings`) and level I's
//! optimal table (`core/src/solver/optimal_table.rs`, `cargo xtask optimal`) are what today's code
//! computes. Recomputing the whole openings table takes minutes of CPU, so the test command checks
//! it three cheaper ways: the sources that decide it have the digests they had when it was
//! computed (`openings_table.sources`; after a change to them, `cargo xtask openings --check`
//! recomputes it in full and keeps the new digests if the table is unchanged); level I's table is
//! recomputed in full; and at every level the table covers exactly the marks its guesses earn.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::level::Level;
use mastermind_core::solver::recipe::{changed_sources, read_sources};
use mastermind_core::solver::{
    ExactSearch, Space, compute_opening, fourth_turn_marks, opening, optimal_tree,
};

const KEPT_SOURCES: &str = include_str!("../../src/solver/openings_table.sources");

#[test]
fn the_table_was_computed_by_todays_sources() {
    let today = read_sources(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let changed = changed_sources(KEPT_SOURCES, &today);
    assert!(
        changed.is_empty(),
        "{} changed since the openings table was computed: run `cargo xtask openings --check` \
         (it recomputes the table and keeps the new digests if the table is the same), or \
         `cargo xtask openings` to compute a new table",
        changed.join(", ")
    );
}

#[test]
fn a_changed_source_is_named() {
    let today = read_sources(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut edited = today.clone();
    edited[1].1.push_str("\nfn one_more() {}\n");
    assert_eq!(changed_sources(KEPT_SOURCES, &edited), vec![edited[1].0]);
    // A comment or white space is not a change of the recipe.
    let mut reworded = today.clone();
    reworded[0].1 = reworded[0].1.replace("    ", "  ") + "\n// a new comment\n";
    assert!(changed_sources(KEPT_SOURCES, &reworded).is_empty());
}

#[test]
fn level_one_table_is_recomputed_in_full() {
    assert_eq!(
        opening(Level::I).unwrap(),
        &compute_opening(Level::I),
        "run `cargo xtask openings`"
    );
}

/// Every mark the table's guesses can earn has its next guess, at every level.
#[test]
fn every_level_covers_the_marks_its_guesses_earn() {
    for level in Level::ALL {
        let stored = opening(level).unwrap();
        let space = Space::of(level).unwrap();
        let mut earned: Vec<u8> = (0..space.len() as u32)
            .map(|k| space.mark(stored.first, k))
            .collect();
        earned.sort_unstable();
        earned.dedup();
        let marks: Vec<u8> = stored.second.iter().map(|e| e.0).collect();
        assert_eq!(marks, earned, "level {}", level.slug());
        let fourth: Vec<(u8, u8, u8)> = stored.fourth.iter().map(|e| (e.0, e.1, e.2)).collect();
        assert_eq!(
            fourth,
            fourth_turn_marks(level, stored),
            "level {}",
            level.slug()
        );
    }
    // The fourth turn covers the 298 parts of more than 200 keys left by the third.
    assert_eq!(opening(Level::III).unwrap().fourth.len(), 298);
}

#[test]
fn level_one_optimal_table_is_recomputed() {
    let stored = optimal_tree(Level::I).expect("level I has its optimal table");
    let fresh = ExactSearch::new().tree(5, 2);
    let guesses: Vec<u32> = stored.nodes.iter().map(|n| n.guess).collect();
    assert_eq!(
        (guesses, stored.total, stored.depth),
        (fresh.guesses, fresh.total, fresh.depth),
        "run `cargo xtask optimal`"
    );
    assert_eq!((fresh.total, fresh.depth), (5_626, 5));
}
