//! The Rules page's worked examples replay through the core: every stated feedback is what the
//! core computes, the stated number of possible keys is right, and the last guess is the key.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::Code;
use mastermind_core::examples::{EXAMPLES, consistent};
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Status};
use mastermind_core::level::Level;

#[test]
fn every_stated_feedback_and_count_is_what_the_core_computes() {
    for (n, example) in EXAMPLES.iter().enumerate() {
        let played = example.played();
        assert_eq!(played.len(), example.remaining.len(), "example {n}");
        for (i, (turn, (_, (black, white)))) in played.iter().zip(example.turns).enumerate() {
            assert_eq!(
                turn.feedback,
                Feedback {
                    black: *black,
                    white: *white
                },
                "example {n}, turn {}",
                i + 1
            );
            let left = consistent(Level::I, &played[..=i]).count();
            assert_eq!(
                left,
                example.remaining[i],
                "example {n}, keys left after turn {}",
                i + 1
            );
        }
        // The text says the key is then the only possibility, and it is the last guess.
        let survivors: Vec<Code> = consistent(Level::I, &played[..played.len() - 1]).collect();
        assert!(survivors.contains(&example.key()));
        assert_eq!(played.last().unwrap().guess, example.key());
        assert_eq!(
            consistent(Level::I, &played).collect::<Vec<_>>(),
            [example.key()]
        );
        // And the examples replay as real games that end in a win.
        let guesses: Vec<Code> = played.iter().map(|t| t.guess).collect();
        let game = Game::from_guesses(Level::I, example.key(), &guesses).unwrap();
        assert_eq!(
            game.status(),
            Status::Won {
                turns: played.len()
            }
        );
    }
}
