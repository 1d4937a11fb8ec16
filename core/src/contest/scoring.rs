//! A match's scoring: the points each finished round gives by the match's [`Scoring`], each
//! side's score, and the outcome once every round is played.

use super::{Match, Scoring, Side};

/// How a finished match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won(Side),
    Draw,
}

impl Match {
    /// The points finished round `index` gave, and to whom, by the match's [`Scoring`]:
    ///
    /// - the codebreaker's rule: nothing in round 1; then the codebreaker earns 3 for breaking
    ///   the key in fewer attempts than the opponent in the round before (or breaking it when the
    ///   opponent did not), 1 for the same number, 0 for more or for not breaking it;
    /// - the codemaker's rule: the codemaker earns a point for every guess the codebreaker made,
    ///   and one more if the key was not broken.
    pub fn points(&self, index: usize) -> Option<(Side, u8)> {
        let round = self.rounds.get(index)?;
        if !round.finished(self.setup.pace) {
            return None;
        }
        if self.setup.scoring == Scoring::Codemaker {
            let attempts = u8::try_from(round.attempts()).unwrap_or(u8::MAX);
            return Some((
                round.maker,
                attempts.saturating_add(u8::from(!round.broken())),
            ));
        }
        let before = self.rounds.get(index.checked_sub(1)?)?;
        let points = match (round.broken(), before.broken()) {
            (false, _) => 0,
            (true, false) => 3,
            (true, true) => match round.attempts().cmp(&before.attempts()) {
                std::cmp::Ordering::Less => 3,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Greater => 0,
            },
        };
        Some((round.breaker(), points))
    }

    /// Points so far of `side`.
    pub fn score(&self, side: Side) -> u32 {
        (0..self.rounds.len())
            .filter_map(|i| self.points(i))
            .filter(|&(to, _)| to == side)
            .map(|(_, points)| u32::from(points))
            .sum()
    }

    /// The winner once every round is played; a draw when the points are equal.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let (player, computer) = (self.score(Side::Player), self.score(Side::Computer));
        Some(match player.cmp(&computer) {
            std::cmp::Ordering::Greater => Outcome::Won(Side::Player),
            std::cmp::Ordering::Less => Outcome::Won(Side::Computer),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
}
