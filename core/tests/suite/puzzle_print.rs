//! The print page's sheet (SPEC §15): the six seeds of a sheet are pinned (a printed link must
//! print the same puzzles in every release), distinct, and make six puzzles of the level.

use mastermind_core::level::Level;
use mastermind_core::puzzle::{Difficulty, PRINT_COUNT, Puzzle, print_seeds};

#[test]
fn a_sheet_has_six_pinned_seeds() {
    assert_eq!(PRINT_COUNT, 6);
    assert_eq!(
        print_seeds(5),
        [
            0xfad6_e246_7125_4235,
            0xe17b_6d14_7da1_82da,
            0xa76d_6b9f_6ac9_fd69,
            0x8ea5_269b_74de_e2bc,
            0xe4c7_1071_2d51_fe06,
            0xe06b_51ee_c968_ea89,
        ]
    );
    // Neighbouring seeds share no puzzle.
    let next = print_seeds(6);
    assert!(print_seeds(5).iter().all(|s| !next.contains(s)));
    // The largest seed works like any other (no overflow).
    assert_eq!(print_seeds(u64::MAX)[0], 0x5dc2_0aa7_b2a2_7137);
    assert_eq!(print_seeds(u64::MAX)[5], 0x3562_133a_936c_2870);
}

#[test]
fn a_sheet_holds_six_different_puzzles_of_its_level() {
    let seeds = print_seeds(5);
    let puzzles: Vec<Puzzle> = seeds
        .iter()
        .map(|&s| Puzzle::generate(Level::I, s, Difficulty::Easy))
        .collect();
    for (i, p) in puzzles.iter().enumerate() {
        assert_eq!(p.level(), Level::I);
        assert!(p.check(&p.key()).is_ok());
        for q in &puzzles[i + 1..] {
            assert_ne!(p, q);
        }
    }
}
