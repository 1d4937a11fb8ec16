//! The computer's choices in a match at each strength: the key it makes and its next guess,
//! both from a random number drawn by the caller.

use super::Strength;
use crate::code::Code;
use crate::game::Turn;
use crate::level::Level;
use crate::solver::{Solver, Strategy as SolverStrategy};

impl Strength {
    /// The key the computer makes at this strength, from `random`, a random number from the
    /// caller (as for [`Strength::guess`]). Easy and normal draw uniformly among every key of the
    /// level. Strong draws as the game-theoretic minimax codemaker does: uniformly among the keys
    /// of two or more distinct colours (a key of one colour is the easiest to break; at 4 pegs
    /// and 6 colours this draw holds the optimal codebreaker to 5 600 / 1 290 ≈ 4.3411 guesses).
    /// A level with no such key (one peg, or one colour) falls back to every key.
    pub fn key(self, level: Level, random: u64) -> Code {
        let all = level.possible_keys();
        let single = single_colour_keys(level);
        let index = match self {
            Strength::Strong if single.len() < all as usize => {
                let mut index = uniform_below(random, all - single.len() as u32);
                // The n-th key of two colours or more: step over the single-colour keys (sorted)
                // at or before it.
                for &skip in &single {
                    if skip <= index {
                        index += 1;
                    }
                }
                index
            }
            _ => uniform_below(random, all),
        };
        Code::from_index(level, index)
    }

    /// The computer's next guess against the rows `turns` of this round. `random` is a random
    /// number from the caller (the browser's secure randomness, or a seed in tests), so the rules
    /// stay pure: easy plays any code, normal any code that fits every row, strong the solver's
    /// default strategy.
    pub fn guess(self, level: Level, turns: &[Turn], random: u64) -> Code {
        match self {
            Strength::Easy => {
                Code::from_index(level, (random % u64::from(level.possible_keys())) as u32)
            }
            Strength::Normal | Strength::Strong => {
                let solver = Solver::from_turns(level, turns);
                let fitting = solver.remaining() as u64;
                let pick = match (self, fitting) {
                    (_, 0) => None,
                    (Strength::Normal, n) => solver.candidates().nth((random % n) as usize),
                    _ => solver.next_guess(SolverStrategy::DEFAULT),
                };
                pick.unwrap_or_else(|| Code::from_index(level, 0))
            }
        }
    }
}

/// `random` mapped onto `0..n`, uniform for uniform 64 bits (the high bits of the product, as
/// [`crate::key::key_from_seed`] maps its bits onto a level's keys).
fn uniform_below(random: u64, n: u32) -> u32 {
    ((u128::from(random) * u128::from(n)) >> 64) as u32
}

/// The indices (in [`Code::from_index`] order, ascending) of the keys that use one colour only:
/// with repeats and two pegs or more, the "repdigits" c·(P^N − 1)/(P − 1) for each colour c;
/// without repeats none (unless a key has one peg, when every key has one colour).
fn single_colour_keys(level: Level) -> Vec<u32> {
    let (pegs, colours) = (level.pegs() as u32, level.colours() as u32);
    if pegs <= 1 {
        return (0..level.possible_keys()).collect();
    }
    if !level.repeats() {
        return Vec::new();
    }
    // With one colour every key is that colour's; otherwise P^N − 1 is divisible by P − 1.
    if colours <= 1 {
        return (0..level.possible_keys()).collect();
    }
    let step = (level.possible_keys() - 1) / (colours - 1);
    (0..colours).map(|c| c * step).collect()
}
