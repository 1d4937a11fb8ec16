//! The set-up form of a match: its choices, and the match they start.

use leptos::prelude::*;

use super::MatchSession;
use crate::rules::contest::{FirstMaker, Match, Pace, Players, Scoring, Setup, Side, Strength};
use crate::rules::level::Level;
use crate::rules::name::{Name, NameError};
use crate::rules::sessions::MatchKind;

/// The choices of the set-up form, kept while the page is rendered again.
#[derive(Clone, Copy)]
pub struct Choices {
    pub rounds: RwSignal<usize>,
    pub level: RwSignal<Level>,
    pub pace: RwSignal<Pace>,
    pub strength: RwSignal<Strength>,
    pub first: RwSignal<FirstMaker>,
    pub scoring: RwSignal<Scoring>,
    /// Two people's names, as typed (a match between people).
    pub names: [RwSignal<String>; 2],
    /// Why a typed name was refused: which (0 or 1) and why.
    pub name_error: RwSignal<Option<(usize, NameError)>>,
}

impl Choices {
    /// The form's first choices: two rounds of level II, quick, strong, first maker drawn.
    pub(super) fn new() -> Choices {
        Choices {
            rounds: RwSignal::new(2),
            level: RwSignal::new(Level::II),
            pace: RwSignal::new(Pace::Quick),
            strength: RwSignal::new(Strength::Strong),
            first: RwSignal::new(FirstMaker::Random),
            scoring: RwSignal::new(Scoring::Codebreaker),
            names: [RwSignal::new(String::new()), RwSignal::new(String::new())],
            name_error: RwSignal::new(None),
        }
    }
}

impl MatchSession {
    /// Starts a match with the set-up form's choices (between people, once both names are
    /// given: player 1 makes the first key).
    pub fn start(&self) {
        let c = self.choices;
        let players = match self.kind {
            MatchKind::Computer => None,
            MatchKind::People => {
                let name = |i: usize| {
                    let typed = c
                        .names
                        .get(i)
                        .map(|n| n.get_untracked())
                        .unwrap_or_default();
                    Name::parse(&typed).map_err(|e| (i, e))
                };
                match name(0).and_then(|first| Ok((first, name(1)?))) {
                    Ok((first, second)) => Some(Players { first, second }),
                    Err(refused) => {
                        c.name_error.set(Some(refused));
                        return;
                    }
                }
            }
        };
        c.name_error.set(None);
        let first_maker = match players {
            Some(_) => Side::Player,
            None => c
                .first
                .get_untracked()
                .side(crate::rules::key::random_seed().unwrap_or(0)),
        };
        let setup = Setup {
            rounds: Setup::even_rounds(c.rounds.get_untracked()),
            level: c.level.get_untracked(),
            pace: c.pace.get_untracked(),
            strength: c.strength.get_untracked(),
            first_maker,
            scoring: c.scoring.get_untracked(),
            players,
        };
        if let Ok(m) = Match::new(setup) {
            self.begin(m);
        }
    }
}
