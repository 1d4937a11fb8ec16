use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_navigate};

use crate::components::analysis_table::AnalysisTable;
use crate::components::board::Board;
use crate::components::board_keys::BoardKeys;
use crate::components::controls::Controls;
use crate::components::game_end::GameEnd;
use crate::components::game_timer::GameTimer;
use crate::components::notes_grid::NotesGrid;
use crate::components::score_dialog::ScoreDialog;
use crate::components::score_table::ScoreTable;
use crate::components::solver_aids::SolverAids;
use crate::components::solver_replay::SolverReplay;
use crate::components::sound_controls::SoundControls;
use crate::components::storage_notes::keeping_fails;
use crate::components::tab_alert::{TabAlert, held_while_elsewhere};
use crate::dom::{focus_later, next_task};
use crate::drawn::{write_notes, write_text};
use crate::game_markup::{
    self, AFTER_CLASS, BOARD_CLASS, INTRO_CLASS, Kind, SIDE_CLASS, SUMMARY_CLASS,
};
use crate::i18n::use_text;
use crate::intro_view::{IntroView, Note};
use crate::places::{Place, mount_once, part};
use crate::routes::{LEARN_URL, play_url, scores_url};
use crate::routes::{app, site};
use crate::rules::code::Code;
use crate::rules::game::Game;
use crate::rules::name::Name;
use crate::rules::saved::GameSlot;
use crate::rules::solver::feasible;
use crate::session::game::TakeOver;
use crate::session::game_sessions::GameSessions;
use crate::session::preferences::Preferences;

/// A game at one level: summary, board, controls, the notice about the key's origin, and the
/// high-score invitation after a qualifying win. The game itself lives in its controller
/// ([`GameSessions`]), which saves it after every move; this view only shows it and sends moves.
/// `which` is the level's free game or its daily game; `seed` is the raw `?seed=` value of the URL;
/// `children` is what follows the game on its page (the way back), shown with the controls so
/// that nothing already on screen moves when they arrive.
#[component]
pub fn GameView(
    which: GameSlot,
    seed: Option<String>,
    /// A friend's challenge: its key (with `which` its level's challenge slot).
    #[prop(optional)]
    challenge: Option<Code>,
    #[prop(optional)] children: Option<ChildrenFn>,
) -> impl IntoView {
    let slot = which;
    let t = use_text();
    let prefs = expect_context::<Preferences>();
    let sessions = expect_context::<GameSessions>();
    let level = slot.level();
    let take_over = use_context::<TakeOver>();
    // A seeded game the quick board has just won or lost is the game to show, not its key afresh.
    let seed = seed.filter(|_| !take_over.is_some_and(|t| t.ended.run(())));
    let session = match challenge {
        Some(key) => sessions.challenge(level, key, prefs.options()),
        None => sessions.get(slot, seed.as_deref(), prefs.options()),
    };
    let play = session.play;
    let navigate = use_navigate();
    let location = use_location();
    let revealed = Memo::new(move |_| play.game.with(|g| g.revealed_key()));
    // What comes under a finished game (the high score kept, the analysis and the solver's
    // replay) is drawn a task after its result: the task that ends a game stays short, and the
    // solver is asked once the page is free.
    let after = RwSignal::new(None::<Code>);
    Effect::new(move || match revealed.get() {
        // Unless a new game began in between (Play again at once).
        Some(key) => next_task(move || {
            if revealed.try_get_untracked() == Some(Some(key)) {
                after.try_set(Some(key));
            }
        }),
        None => after.set(None),
    });
    // A new player (no game finished, the lesson neither done nor skipped) at a standard level's
    // own game is offered `Learn to play` (SPEC 13).
    let newcomer = matches!(slot, GameSlot::Free(_))
        && level.number().is_some()
        && !crate::storage::load_settings().lesson_done
        && use_context::<crate::storage::StatsBook>()
            .is_some_and(|book| book.log.with_untracked(|log| log.is_empty()));
    // Where storage fails, the page's one note says so (StorageNotes), and a lesson could not be
    // remembered as done: the invitation waits.
    let storage_trouble = keeping_fails();

    let again = {
        move || {
            // A game in progress left for a new one (the controls asked first) counts as quit.
            session.abandon();
            if slot.has_one_key() {
                // One daily game a day, one game of a challenge: Play again goes on with a free
                // game at this level. A free game still in progress there is the player's own
                // and goes on as it was (each level keeps its game, and nothing of it is lost);
                // only a finished one gives way to a new game.
                let free = sessions.get(GameSlot::Free(level), None, prefs.options());
                if free.play.game.with_untracked(Game::is_over) {
                    free.again(prefs.options());
                }
                navigate(&play_url(level, None), Default::default());
                return;
            }
            session.again(prefs.options());
            // A seeded link names one key; the next game is a new one, so the URL drops the seed
            // (a custom game's URL keeps its settings).
            if !location.search.get_untracked().is_empty() {
                let url = match level.custom() {
                    // The router adds the base to the app path it navigates to.
                    Some(c) => format!("{}?{}", app(&location.pathname.get_untracked()), c.query()),
                    None => app(&location.pathname.get_untracked()),
                };
                navigate(
                    &url,
                    NavigateOptions {
                        replace: true,
                        ..Default::default()
                    },
                );
            }
        }
    };
    // A new high score is saved in place (SPEC §17): the game stays, its result in view, and
    // the level's table shows under it with the new entry marked (SPEC §4).
    let save_score = Callback::new(move |name: Name| {
        session.save_score(name);
        focus_later(play.end_focus.to_owned());
    });
    let close_invite = move || {
        session.invite.set(None);
        focus_later(play.end_focus.to_owned());
    };
    // What the page says beside the board: one description, the quick board's too.
    let intro = Memo::new(move |_| {
        let notice = session.notice.get();
        play.game.with(|g| IntroView::of(t.board, g, &notice))
    });
    // The controls and the aids come a task after the board (see dom::next_task), so the first
    // render of a game is cut in two and the board a player looks at first comes no later.
    let rest = RwSignal::new(false);
    next_task(move || {
        rest.try_set(true);
    });
    // One tab plays a game (SPEC §16): the page holds the game while it shows it.
    // The game's clock counts while this page shows it (SPEC §16).
    session.clock.show(true);
    on_cleanup(move || session.clock.show(false));
    let hold = session.hold;
    hold.claim();
    on_cleanup(move || hold.release());
    // A quick board playing in the first paint hands over to this board once it is drawn (and
    // its controls, queued first: a game the quick board ended gives focus to Play again).
    match take_over {
        Some(take_over) => next_task(move || take_over.run.run(session.handed())),
        // Without a handover: a game the quick board ended in this tab before it was left (a
        // reload, a page left before the whole game arrived) is recorded now.
        None => next_task(move || session.ended_unrecorded()),
    }
    // The result at the board once the game ends (SPEC §17), in view where the game ended.
    let result = {
        let again = again.clone();
        move || {
            revealed.get().map(|_| {
                let again = again.clone();
                view! { <GameEnd session on_again=move |()| again() /> }
            })
        }
    };
    // The controls and what comes under the game, as views.
    let side = move || {
        rest.get().then(|| {
            view! {
                <Controls play on_again=again.clone() />
                <GameTimer clock=session.clock />
                <SoundControls play />
                <SolverAids play />
                <NotesGrid level notes=session.notes />
                {move || {
                    (newcomer && !storage_trouble())
                        .then(|| {
                            view! {
                                <p role="note" class="notice lesson-note">
                                    {t.lesson_note}
                                    " "
                                    <A href=site(LEARN_URL)>{t.shell.learn_to_play}</A>
                                </p>
                            }
                        })
                }}
                <p class="help">{t.symbol_words(level.symbols()).keyboard_help}</p>
                {children.clone().map(|after| after())}
            }
        })
    };
    let saved = move || {
        (after.get().is_some() && session.scored.get().is_some()).then(|| {
            view! {
                <section class="saved-score">
                    <ScoreTable level />
                    <p>
                        <A href=site(scores_url(level))>{t.shell.high_scores}</A>
                    </p>
                </section>
            }
        })
    };
    let analysis = move || {
        after.get().filter(|_| feasible(level)).map(|key| {
            let turns = play.game.with_untracked(|g| g.turns().to_vec());
            view! {
                <AnalysisTable level turns />
                <SolverReplay level key />
            }
        })
    };
    let dialog = move || {
        session.invite.get().map(|turns| {
            view! { <ScoreDialog turns on_save=save_score on_close=move |_| close_invite() /> }
        })
    };
    // Drawn by the game's one markup (the quick board's and the first paint's too): the live
    // parts mounted in its places, the summary and notes written in when they change.
    let root = NodeRef::<leptos::html::Div>::new();
    mount_once(root, move |game| {
        let mut views = Vec::new();
        let mut put = |class: &str, view: AnyView| {
            if let Some(place) = part(game, class) {
                views.push((Place::End(place), view));
            }
        };
        put(INTRO_CLASS, view! { <TabAlert hold /> }.into_any());
        put(
            BOARD_CLASS,
            view! {
                <Board play>{result}</Board>
                <BoardKeys play />
            }
            .into_any(),
        );
        put(SIDE_CLASS, side.into_any());
        put(AFTER_CLASS, view! { {saved} {analysis} }.into_any());
        views.push((Place::End(game.clone()), dialog.into_any()));
        views
    });
    Effect::new(move || {
        let summary = intro.with(|i| i.summary.clone());
        if let Some(p) = root.get().and_then(|g| part(&g, SUMMARY_CLASS)) {
            write_text(&p, &summary);
        }
    });
    // The notes after the summary (another tab's alert stays after them), written again only
    // when they change: the markup has the first.
    let notes = Memo::new(move |_| intro.with(|i| i.notes.clone()));
    Effect::new(move |before: Option<Vec<Note>>| {
        let now = notes.get();
        if before.as_ref().is_some_and(|b| *b != now)
            && let Some(summary) = root.get().and_then(|g| part(&g, SUMMARY_CLASS))
        {
            write_notes(&summary, &now);
        }
        now
    });
    held_while_elsewhere(root, hold);
    // Two columns on a desktop (docs/design.md): the board, and beside it what the page says
    // of the game and its controls; one column on a phone, the controls right under the board.
    let inside = intro.with_untracked(|i| game_markup::inside(i, "", ""));
    view! { <div class=Kind::Game.class() node_ref=root inner_html=inside></div> }
}
