//! Helpers shared by the native test files.

use mastermind::rules::{Code, Feedback};

/// Feedback the way a person marks it: pair equal pegs in place first, then pair each remaining
/// guess peg with the first unpaired key peg of its colour.
pub fn reference(key: &Code, guess: &Code) -> Feedback {
    let (k, g) = (key.pegs(), guess.pegs());
    let mut key_used = vec![false; k.len()];
    let mut guess_used = vec![false; g.len()];
    let mut black = 0;
    for i in 0..k.len() {
        if k[i] == g[i] {
            key_used[i] = true;
            guess_used[i] = true;
            black += 1;
        }
    }
    let mut white = 0;
    for i in (0..g.len()).filter(|&i| !guess_used[i]) {
        if let Some(j) = (0..k.len()).find(|&j| !key_used[j] && k[j] == g[i]) {
            key_used[j] = true;
            white += 1;
        }
    }
    Feedback { black, white }
}
