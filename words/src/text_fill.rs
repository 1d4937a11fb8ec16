//! The sentences of [`Text`] with places or forms: each language writes them as words (`Row
//! {row}`, `High scores, level {}`), and here their places are filled and the one choice of
//! form made (a count's, a fact's, a kind of game's), the same for every language.

use crate::Text;
use crate::notes::StoreNotes;
use crate::rules::contest::FileError;
use crate::rules::level::Level;
use crate::rules::puzzle::Difficulty;
use crate::rules::stats::StatsGroup;
use crate::rules::storage::Damage;
use crate::shared::fill_named;

impl Text {
    /// A result's figures: `Turns: 5 · Time: 1:23`, or the turns alone.
    pub fn result_figures(&self, turns: usize, time: Option<&str>) -> String {
        let turns = turns.to_string();
        self.result_line.say("time", time, &[("turns", &turns)])
    }

    /// Why a saved match file cannot be loaded, as the page says it.
    pub fn cannot_load(&self, error: FileError) -> String {
        crate::shared::fill(self.cannot_load_file, &self.file_error.of(error))
    }

    /// The alert of a damaged stored record (`notes`: the scores', the statistics' or
    /// Friends'), its count said as this language says counts.
    pub fn damaged(&self, notes: &StoreNotes, damage: &Damage) -> String {
        notes.damaged(damage, self.shell.plural)
    }

    /// The high-score table's heading and name: `High scores, level I`.
    pub fn scores_of(&self, level: Level) -> String {
        self.scores_heading.say(level, &self.variant)
    }

    /// The question before a level's high scores are cleared.
    pub fn reset_question(&self, level: Level) -> String {
        self.clear_scores_question.say(level, &self.variant)
    }

    /// The link to a group's statistics: `Statistics, level I`, …, `Custom`.
    pub fn stats_link(&self, group: StatsGroup) -> String {
        self.stats_heading.say(group, &self.variant)
    }

    /// The name of a group's chart and its table: `Turns per win, level I`.
    pub fn turns_per_win(&self, group: StatsGroup) -> String {
        self.chart_heading.say(group, &self.variant)
    }

    /// The question before a group's statistics are forgotten.
    pub fn reset_stats_question(&self, group: StatsGroup) -> String {
        self.forget_stats_question.say(group, &self.variant)
    }

    /// A hole of the key the player makes: `Secret, hole 2: red` (`empty` without a peg).
    pub fn secret_hole(&self, hole: usize, colour: Option<&str>) -> String {
        let colour = colour.unwrap_or(self.empty);
        fill_named(
            self.secret_hole,
            &[("hole", &hole.to_string()), ("colour", colour)],
        )
    }

    /// A level's table of past daily keys, the level by its roman number.
    pub fn past_table(&self, level: Level) -> String {
        fill_named(self.past_table, &[("level", level.roman().unwrap_or("?"))])
    }

    /// The statistics page's reminder ([`DataText::reminder`]) for `games` finished since the
    /// last export.
    pub fn reminder(&self, games: usize) -> String {
        self.shell.plural.say(games, self.data.reminder)
    }

    /// The `chars_left` sentence in the form its count `{n}` takes.
    pub fn chars_left(&self, n: usize) -> String {
        self.shell.plural.say(n, self.chars_left)
    }

    /// The `replay_total` sentence in the form its count `{n}` takes.
    pub fn replay_total(&self, n: usize) -> String {
        self.shell.plural.say(n, self.replay_total)
    }

    /// The `new_score_text` sentence in the form its count `{n}` takes.
    pub fn new_score_text(&self, turns: usize) -> String {
        self.shell.plural.say(turns, self.new_score_text)
    }

    /// The `found` sentence in the form its count `{n}` takes.
    pub fn found(&self, n: usize) -> String {
        self.shell.plural.say(n, self.found)
    }

    /// The `colour_game_link` sentence, its places `{r}` filled.
    pub fn colour_game_link(&self, r: &str) -> String {
        fill_named(self.colour_game_link, &[("r", r)])
    }

    /// The `lesson_ask` sentence, its places `{step}`, `{steps}`, `{row}`, `{colours}` filled.
    pub fn lesson_ask(&self, step: usize, steps: usize, row: usize, colours: &str) -> String {
        fill_named(
            self.lesson_ask,
            &[
                ("step", &step.to_string()),
                ("steps", &steps.to_string()),
                ("row", &row.to_string()),
                ("colours", colours),
            ],
        )
    }

    /// The `notes_hole` sentence, its places `{h}` filled.
    pub fn notes_hole(&self, h: usize) -> String {
        fill_named(self.notes_hole, &[("h", &h.to_string())])
    }

    /// The `notes_cell` sentence, its places `{h}`, `{colour}` filled.
    pub fn notes_cell(&self, h: usize, colour: &str) -> String {
        fill_named(
            self.notes_cell,
            &[("h", &h.to_string()), ("colour", colour)],
        )
    }

    /// The `next_daily` sentence, its places `{left}` filled.
    pub fn next_daily(&self, left: &str) -> String {
        fill_named(self.next_daily, &[("left", left)])
    }

    /// The `player_label` sentence, its places `{n}` filled.
    pub fn player_label(&self, n: usize) -> String {
        fill_named(self.player_label, &[("n", &n.to_string())])
    }

    /// The `look_away` sentence, its places `{maker}`, `{breaker}` filled.
    pub fn look_away(&self, maker: &str, breaker: &str) -> String {
        fill_named(self.look_away, &[("maker", maker), ("breaker", breaker)])
    }

    /// The `break_now` sentence, its places `{breaker}` filled.
    pub fn break_now(&self, breaker: &str) -> String {
        fill_named(self.break_now, &[("breaker", breaker)])
    }

    /// The `score_people` sentence, its places `{a}`, `{p}`, `{b}`, `{q}` filled.
    pub fn score_people(&self, a: &str, p: u32, b: &str, q: u32) -> String {
        fill_named(
            self.score_people,
            &[
                ("a", a),
                ("p", &p.to_string()),
                ("b", b),
                ("q", &q.to_string()),
            ],
        )
    }

    /// The `won_match` sentence, its places `{name}` filled.
    pub fn won_match(&self, name: &str) -> String {
        fill_named(self.won_match, &[("name", name)])
    }

    /// The `past_play` sentence, its places `{day}` filled.
    pub fn past_play(&self, day: &str) -> String {
        fill_named(self.past_play, &[("day", day)])
    }

    /// The `past_played` sentence, its places `{result}` filled.
    pub fn past_played(&self, result: &str) -> String {
        fill_named(self.past_played, &[("result", result)])
    }

    /// The `analysis_progress` sentence, its places `{row}`, `{rows}` filled.
    pub fn analysis_progress(&self, row: usize, rows: usize) -> String {
        fill_named(
            self.analysis_progress,
            &[("row", &row.to_string()), ("rows", &rows.to_string())],
        )
    }

    /// The `aids_too_large` sentence, its places `{keys}`, `{limit}` filled.
    pub fn aids_too_large(&self, keys: u32, limit: u32) -> String {
        fill_named(
            self.aids_too_large,
            &[("keys", &keys.to_string()), ("limit", &limit.to_string())],
        )
    }

    /// The `answer_for` sentence, its places `{r}` filled.
    pub fn answer_for(&self, r: usize) -> String {
        fill_named(self.answer_for, &[("r", &r.to_string())])
    }

    /// The `score` sentence, its places `{you}`, `{computer}` filled.
    pub fn score(&self, you: u32, computer: u32) -> String {
        fill_named(
            self.score,
            &[
                ("you", &you.to_string()),
                ("computer", &computer.to_string()),
            ],
        )
    }

    /// The `round_of` sentence, its places `{r}`, `{n}` filled.
    pub fn round_of(&self, r: usize, n: usize) -> String {
        fill_named(
            self.round_of,
            &[("r", &r.to_string()), ("n", &n.to_string())],
        )
    }

    /// The `solver_average` sentence, its places `{avg}` filled.
    pub fn solver_average(&self, avg: &str) -> String {
        fill_named(self.solver_average, &[("avg", avg)])
    }

    /// The analysis of a finished game: `best` of the `rows` guesses as good as the best
    /// possible, and the keys the guesses (`mine`) and the best guesses (`top`) would leave.
    pub fn analysis_summary(&self, best: usize, rows: usize, mine: &str, top: &str) -> String {
        let form = self.analysis_summary.pick(self.shell.plural, best, rows);
        let (best, rows) = (best.to_string(), rows.to_string());
        fill_named(
            form,
            &[
                ("best", &best),
                ("rows", &rows),
                ("mine", mine),
                ("top", top),
            ],
        )
    }

    /// How many keys a custom game's settings give, and whether the solver's aids work for it.
    pub fn custom_keys(&self, keys: u32, aids: bool) -> String {
        fill_named(self.custom_keys.pick(aids), &[("keys", &keys.to_string())])
    }

    /// A player's attempts in a match, `(not broken)` after them for a key they did not break.
    pub fn attempts(&self, n: usize, broken: bool) -> String {
        fill_named(self.attempts.pick(broken), &[("n", &n.to_string())])
    }

    /// A printed puzzle's heading: its number, the roman level and the band's name.
    pub fn print_heading(&self, n: usize, level: &str, band: Difficulty) -> String {
        let band = self.difficulty.of(band);
        fill_named(
            self.puzzle.print_heading,
            &[("n", &n.to_string()), ("level", level), ("band", band)],
        )
    }

    /// A printed sheet's title: the roman level, the band's name and the seed.
    pub fn print_title(&self, level: &str, band: Difficulty, seed: u64) -> String {
        let band = self.difficulty.of(band);
        fill_named(
            self.puzzle.print_title,
            &[
                ("level", level),
                ("band", band),
                ("seed", &seed.to_string()),
            ],
        )
    }
}
