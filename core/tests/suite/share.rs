//! The text of `Share result` (SPEC §8; issue 13, item 4).

use mastermind_core::daily::Day;
use mastermind_core::feedback::Feedback;
use mastermind_core::level::Level;
use mastermind_core::share::{SharedKey, puzzle_share_text, share_text};
use mastermind_core::stats::Ending;

fn rows(marks: &[(u8, u8)]) -> Vec<Feedback> {
    marks
        .iter()
        .map(|&(black, white)| Feedback { black, white })
        .collect()
}

const LINK: &str = "https://mastermind.example/play/1?seed=123";

#[test]
fn a_win_names_its_turns_and_links_to_the_same_key() {
    let text = share_text(
        Level::I,
        Ending::Won,
        false,
        SharedKey::Link(LINK),
        &rows(&[(0, 1), (1, 1), (0, 4), (2, 2), (4, 0)]),
    );
    assert_eq!(
        text,
        "Mastermind I 5/8\n\
         https://mastermind.example/play/1?seed=123\n\
         ⚪◽◽◽\n\
         ⚫⚪◽◽\n\
         ⚪⚪⚪⚪\n\
         ⚫⚫⚪⚪\n\
         ⚫⚫⚫⚫"
    );
}

#[test]
fn a_loss_and_a_quit_read_x() {
    let eight = rows(&[(0, 0); 8]);
    let text = share_text(Level::I, Ending::Lost, false, SharedKey::Link(LINK), &eight);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0], "Mastermind I X/8");
    assert!(lines[2..].iter().all(|l| *l == "◽◽◽◽"));

    let link = "https://mastermind.example/play/3?seed=9";
    let text = share_text(
        Level::III,
        Ending::Quit,
        false,
        SharedKey::Link(link),
        &rows(&[(2, 1)]),
    );
    assert_eq!(text, format!("Mastermind III X/12\n{link}\n⚫⚫⚪◽◽◽"));
    // Quitting before the first row: the two lines only.
    let text = share_text(Level::II, Ending::Quit, false, SharedKey::Link(link), &[]);
    assert_eq!(text, format!("Mastermind II X/10\n{link}"));
}

#[test]
fn a_daily_game_names_its_utc_date() {
    let day = Day::parse("2026-11-23").unwrap();
    let text = share_text(
        Level::II,
        Ending::Won,
        false,
        SharedKey::Daily(day),
        &rows(&[(1, 2), (3, 0), (5, 0)]),
    );
    assert_eq!(
        text,
        "Mastermind II 3/10\nDaily 2026-11-23\n⚫⚪⚪◽◽\n⚫⚫⚫◽◽\n⚫⚫⚫⚫⚫"
    );
}

#[test]
fn hard_mode_adds_a_star() {
    let day = Day::parse("2026-11-23").unwrap();
    let won = share_text(
        Level::I,
        Ending::Won,
        true,
        SharedKey::Daily(day),
        &rows(&[(4, 0)]),
    );
    assert_eq!(won, "Mastermind I 1/8 *\nDaily 2026-11-23\n⚫⚫⚫⚫");
    let lost = share_text(
        Level::I,
        Ending::Lost,
        true,
        SharedKey::Link(LINK),
        &rows(&[(3, 0); 8]),
    );
    assert!(lost.starts_with("Mastermind I X/8 *\nhttps://"), "{lost}");
    assert!(lost.ends_with("⚫⚫⚫◽"));
}

#[test]
fn a_devious_game_says_so_after_its_level() {
    let text = share_text(
        Level::I,
        Ending::Won,
        false,
        SharedKey::Devious("https://mastermind.example/play/1"),
        &rows(&[(0, 1), (1, 1), (0, 2), (1, 2), (2, 2), (4, 0)]),
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.first(), Some(&"Mastermind I devious 6/8"));
    assert_eq!(lines.get(1), Some(&"https://mastermind.example/play/1"));
    assert_eq!(lines.len(), 8);
}

#[test]
fn a_puzzle_of_the_day_shares_one_line_with_its_date_level_and_outcome() {
    let day = Day::parse("2026-11-26").unwrap();
    assert_eq!(
        puzzle_share_text(Level::I, day, true),
        "Mastermind puzzle 2026-11-26 I solved"
    );
    assert_eq!(
        puzzle_share_text(Level::III, day, false),
        "Mastermind puzzle 2026-11-26 III not solved"
    );
}

#[test]
fn bulls_and_cows_and_bagels_share_their_own_marks() {
    use mastermind_core::variant::Variant;
    let bulls = share_text(
        Level::Variant(Variant::BullsAndCows),
        Ending::Won,
        false,
        SharedKey::Link(LINK),
        &rows(&[(1, 2), (4, 0)]),
    );
    assert!(bulls.ends_with("\n🐂🐄🐄◽\n🐂🐂🐂🐂"), "{bulls}");
    let bagels = share_text(
        Level::Variant(Variant::Bagels),
        Ending::Won,
        false,
        SharedKey::Link(LINK),
        &rows(&[(0, 0), (1, 1), (3, 0)]),
    );
    assert!(bagels.ends_with("\n◽◽◽\n🟢🟡◽\n🟢🟢🟢"), "{bagels}");
    let mini = share_text(
        Level::Variant(Variant::Mini),
        Ending::Won,
        false,
        SharedKey::Link(LINK),
        &rows(&[(4, 0)]),
    );
    assert!(mini.ends_with("\n⚫⚫⚫⚫"), "{mini}");
}
