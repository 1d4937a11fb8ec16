//! The words of the site's frame and home page in one language ([`Shell`]): all that the home
//! page's own program links in, and the words several pages share (where a game stands, the
//! language's own name).

use crate::rules::game::Standing;
use crate::shared::fill_named;
use crate::shared::{Counted, Plural};

/// The words of the site's frame (header, update notice) and of the home page in one language.
pub struct Shell {
    /// The `lang` attribute of the document.
    pub code: &'static str,
    /// The language's name in itself, in the language control.
    pub native_name: &'static str,
    /// How the language says a count: which form its nouns take for 0, 1 and more.
    pub plural: Plural,
    /// `Loading…`: what the first paint says while the game's program arrives.
    pub loading: &'static str,
    /// The name of the language control.
    pub language: &'static str,
    pub app_name: &'static str,
    pub home_lead: &'static str,
    pub home_more: &'static str,
    pub play: &'static str,
    pub daily_link: &'static str,
    /// `Challenge a friend` (SPEC 12): the link and the page's title.
    pub challenge_link: &'static str,
    pub breaker_link: &'static str,
    pub match_link: &'static str,
    /// `Two players` (SPEC 12): the link and the page's title.
    pub two_players_link: &'static str,
    /// The link to the Rules page (its title).
    pub rules: &'static str,
    pub high_scores: &'static str,
    /// The link from home and the introduction, and the statistics page's heading.
    pub statistics: &'static str,
    /// A new version of the game is installed (SPEC 7.3), and the button that loads it.
    pub update_ready: &'static str,
    pub reload: &'static str,
    /// The alert a bug leaves in place of a dead page (SPEC §11), and its link to the player's
    /// stored data.
    pub went_wrong: &'static str,
    pub went_wrong_more: &'static str,
    pub your_data: &'static str,
    /// Where a game stands (see [`Shell::standing`]): the daily key's page, past dates, home.
    pub daily_not_started: &'static str,
    pub daily_in_progress: Counted,
    pub daily_won: Counted,
    pub daily_lost: &'static str,
    pub daily_quit: &'static str,
    /// `Learn to play` (SPEC 13): the link (home, Rules, a new player's first game) and the
    /// page's title.
    pub learn_to_play: &'static str,
    /// Home (SPEC 13): the link back to a game in progress, `Continue level II`.
    pub continue_level: &'static str,
    /// Home: today's daily key of a level (its roman numeral) and where it stands, one of a line
    /// after the `Daily key` link: `level I: won in 4 turns`.
    pub home_daily: &'static str,
    /// Home's primary link, straight to a level I board.
    pub home_start: &'static str,
    /// The headings of home's groups of links: the ways to play, the games with someone (a
    /// friend, the computer), the player's own records.
    pub home_group_play: &'static str,
    pub home_group_others: &'static str,
    pub home_group_yours: &'static str,
    /// Home: `Current streak: N`, the wins in a row at levels I to III.
    pub current_streak: &'static str,
    /// `Variants` (SPEC §14): the link (home, introduction), the page's title and its table.
    pub variants: &'static str,
    /// `Puzzles` (SPEC §15): the link on home and the introduction, and the Puzzles page's
    /// heading.
    pub puzzles: &'static str,
    /// `Friends` (SPEC 18): the link on home, the page's heading and its table's name.
    pub friends: &'static str,
}

impl Shell {
    /// The `daily_in_progress` sentence in the form its count `{n}` takes.
    pub fn daily_in_progress(&self, rows: usize) -> String {
        self.plural.say(rows, self.daily_in_progress)
    }

    /// The `daily_won` sentence in the form its count `{n}` takes.
    pub fn daily_won(&self, turns: usize) -> String {
        self.plural.say(turns, self.daily_won)
    }

    /// The `continue_level` sentence, its places `{roman}` filled.
    pub fn continue_level(&self, roman: &str) -> String {
        fill_named(self.continue_level, &[("roman", roman)])
    }

    /// The `home_daily` sentence, its places `{roman}`, `{state}` filled.
    pub fn home_daily(&self, roman: &str, state: &str) -> String {
        fill_named(self.home_daily, &[("roman", roman), ("state", state)])
    }

    /// The `current_streak` sentence, its places `{n}` filled.
    pub fn current_streak(&self, n: u32) -> String {
        fill_named(self.current_streak, &[("n", &n.to_string())])
    }

    /// Where a game stands, in words: `not started`, `in progress (2 rows played)`, `won in 4
    /// turns`, `lost`, `given up`.
    pub fn standing(&self, standing: Standing) -> String {
        match standing {
            Standing::NotStarted => self.daily_not_started.to_owned(),
            Standing::InProgress { rows } => self.daily_in_progress(rows),
            Standing::Won { turns } => self.daily_won(turns),
            Standing::Lost => self.daily_lost.to_owned(),
            Standing::Quit => self.daily_quit.to_owned(),
        }
    }
}
