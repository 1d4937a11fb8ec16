use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::challenge_offer::ChallengeOffer;
use crate::components::daily_countdown::DailyCountdown;
use crate::components::puzzle_offer::PuzzleOffer;
use crate::components::share_result::ShareResult;
use crate::dom::reveal_later;
use crate::i18n::use_text;
use crate::routes::site;
use crate::routes::{challenge_url, play_url, stats_url};
use crate::rules::challenge::Challenge;
use crate::rules::clock::clock_text;
use crate::rules::flag::FlagState;
use crate::rules::key::random_seed;
use crate::rules::key_source::KeySource;
use crate::rules::puzzle::Puzzle;
use crate::rules::saved::GameSlot;
use crate::rules::share::{SharedKey, share_text, with_clock};
use crate::rules::solver::protocol::{Answer, Task};
use crate::rules::stats::{Ending, StatsGroup};
use crate::session::game::GameSession;
use crate::session::preferences::Preferences;
use crate::solver_client;

/// The id of the line that says what `Play again` goes on with after a daily game.
const AGAIN_NOTE_ID: &str = "again-note";

/// The id of the `Result` region.
const RESULT_ID: &str = "result";

/// The `Result` region at the board once a game ends (SPEC §17): the flag's words, the turns
/// (and the time with the timer shown), `Share result` (copied to the clipboard, or shown to
/// copy by hand when the browser refuses), the system share sheet where there is one,
/// `Play again` (`on_again`), the link to the statistics, the countdown to the next daily key
/// after a daily game, and at a standard level `Challenge a friend with this key`, and
/// `Make a puzzle of this game` after a game whose rows settle its key.
#[component]
pub fn GameEnd(session: GameSession, #[prop(into)] on_again: Callback<()>) -> impl IntoView {
    let t = use_text();
    let play = session.play;
    let shown = expect_context::<Preferences>().timer;
    let words = move || {
        play.game
            .with(|g| FlagState::of(g, None, None).map(|f| t.flag(g.level(), f)))
            .unwrap_or_default()
    };
    let figures = move || {
        let turns = play.game.with(|g| g.turns().len());
        let time = session.clock.time().filter(|_| shown.get()).map(clock_text);
        t.result_figures(turns, time.as_deref())
    };
    let text = Callback::new(move |()| {
        let level = session.level;
        let source = session.source.get_untracked();
        let text = session.play.game.with_untracked(|g| {
            // A challenge shares its own key again, concealed as its link was.
            let path = if source == KeySource::Challenge {
                let challenge = Challenge {
                    level,
                    key: g.key(),
                    name: None,
                    result: None,
                };
                challenge_url(&challenge, random_seed().unwrap_or(0).to_le_bytes()[0])
            } else {
                play_url(level, source.seed())
            };
            let link = crate::routes::link(path);
            // Shown once the game is over; a game still in play would share as given up.
            let ending = Ending::of(g.status()).unwrap_or(Ending::Quit);
            let key = match source.day() {
                Some(day) => SharedKey::Daily(day),
                None if g.is_devious() => SharedKey::Devious(&link),
                None => SharedKey::Link(&link),
            };
            let rows: Vec<_> = g.turns().iter().map(|turn| turn.feedback).collect();
            share_text(level, ending, g.hard_mode(), key, &rows)
        });
        // The clock's time goes with the result when the timer is shown (SPEC §16).
        with_clock(text, session.clock.time().filter(|_| shown.get_untracked()))
    });
    // The countdown to the next key after today's daily game (not after a past date's).
    let daily = matches!(session.slot, GameSlot::Daily(_));
    // A devious game's statistics are the devious computer's, not the level's.
    let stats = if session.play.game.with_untracked(|g| g.is_devious()) {
        stats_url(StatsGroup::Devious)
    } else {
        stats_url(session.level)
    };
    // Made once by the solver's worker (the rows of a finished game no longer change): at
    // level III it is a pass over every code, too long for the page's thread.
    let puzzle = RwSignal::new(None::<Puzzle>);
    let task = session.play.game.with_untracked(|g| {
        Puzzle::to_make(g).map(|(level, rows)| Task::MadePuzzle {
            level,
            rows: rows.to_vec(),
        })
    });
    if let Some(task) = task {
        let game = session.play.game;
        let work = solver_client::spawn(task, move |answer| {
            if let Ok(Answer::Made(Some(made))) = answer {
                let read = game.try_with_untracked(|g| Puzzle::made_from(g, made.key, made.rows));
                puzzle.try_set(read.flatten());
            }
        });
        on_cleanup(move || drop(work));
    }
    // After a daily game or a challenge, what Play again goes on with: not another of them.
    let again_note = match session.slot {
        GameSlot::Daily(_) | GameSlot::Past(..) => Some(t.again_after_daily),
        GameSlot::Challenge(_) => Some(t.again_after_challenge),
        _ => None,
    };
    // The whole result in view where the game ended (focus goes to its Play again, which alone
    // would leave its first lines out of view).
    reveal_later(RESULT_ID);
    view! {
        <section class="game-end" id=RESULT_ID aria-label=t.result>
            <p class="result-words">{words}</p>
            <p class="result-figures">{figures}</p>
            <ShareResult text rows=6>
                <div class="again">
                    <button
                        type="button"
                        class="primary"
                        id=play.end_focus
                        aria-describedby=again_note.map(|_| AGAIN_NOTE_ID)
                        on:click=move |_| on_again.run(())
                    >
                        {t.play_again}
                    </button>
                    {t
                        .play_again_nod
                        .map(|nod| view! { <span class="nod" aria-hidden="true">{nod}</span> })}
                </div>
                <A href=site(&stats)>{t.shell.statistics}</A>
            </ShareResult>
            {again_note.map(|note| view! { <p class="help" id=AGAIN_NOTE_ID>{note}</p> })}
            // A challenge link carries a standard level or a custom size; a variant's game is
            // shared by its seeded link instead.
            {session.level.variant().is_none().then(|| view! { <ChallengeOffer session /> })}
            {move || puzzle.get().map(|puzzle| view! { <PuzzleOffer session puzzle /> })}
            {daily.then(|| view! { <DailyCountdown /> })}
        </section>
    }
}
