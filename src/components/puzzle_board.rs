use leptos::prelude::*;

use crate::components::board::Board;
use crate::components::board_keys::BoardKeys;
use crate::components::controls::UndoRedo;
use crate::components::notes_grid::NotesGrid;
use crate::components::puzzle_explanation::PuzzleExplanation;
use crate::components::puzzle_share::PuzzleShare;
use crate::components::read_board::ReadBoard;
use crate::components::sound_controls::SoundControls;
use crate::components::tab_alert::{TabAlert, held_while_elsewhere};
use crate::dom::next_task;
use crate::game_markup::{self, AFTER_CLASS, BOARD_CLASS, INTRO_CLASS, Kind, SIDE_CLASS};
use crate::i18n::use_text;
use crate::intro_view::IntroView;
use crate::places::{Place, mount_once, part};
use crate::rules::game::Game;
use crate::rules::input::Input;
use crate::session::game::TakeOver;
use crate::session::puzzle::PuzzleSession;

/// A puzzle being solved (SPEC §15): its difficulty, the board (the given rows already played,
/// one row to answer), `Check`, undo and redo, the notes, and after the end `Explain` and, for
/// the puzzle of the day, its share line. No solver aids, no hint, no hard mode. The puzzle
/// lives in its controller ([`PuzzleSession`]), which saves it after every move.
#[component]
pub fn PuzzleBoard(session: PuzzleSession) -> impl IntoView {
    let t = use_text();
    let play = session.play;
    let level = session.level;
    let over = Memo::new(move |_| play.game.with(Game::is_over));
    let check = move |_| {
        play.input(Input::Submit);
    };
    // One tab plays a puzzle (SPEC §16): the page holds it while it shows it.
    let hold = session.hold;
    hold.claim();
    on_cleanup(move || hold.release());
    // A quick board playing this puzzle in the first paint hands over to this board once it is
    // drawn (src/handover.rs).
    if let Some(take_over) = use_context::<TakeOver>() {
        next_task(move || take_over.run.run(session.handed()));
    }
    let end = move || {
        over.get().then(|| {
            let share = session.day().map(|day| {
                let solved = session.solved();
                view! { <PuzzleShare level day solved /> }
            });
            view! {
                <section class="game-end puzzle-end">
                    <PuzzleExplanation puzzle=session.puzzle() />
                    {share}
                </section>
            }
        })
    };
    let side = move || {
        view! {
            <div class="controls">
                {move || {
                    (!over.get())
                        .then(|| {
                            view! {
                                <button type="button" class="check" on:click=check>
                                    {t.check}
                                </button>
                                <UndoRedo play />
                            }
                        })
                }}
                <ReadBoard play />
            </div>
            <SoundControls play />
            <NotesGrid level notes=session.notes />
            // How to answer, while there is an answer to give (no instruction left over).
            {move || (!over.get()).then(|| view! { <p class="help">{t.puzzle.puzzle_help}</p> })}
        }
    };
    // Laid out as the game page is (SPEC §17), by the game's one markup (the quick board's too):
    // the board first, beside it on a desktop what the page says of the puzzle and its controls,
    // what the end brings under both; the live parts mounted in its places.
    let root = NodeRef::<leptos::html::Div>::new();
    mount_once(root, move |game| {
        [
            (INTRO_CLASS, view! { <TabAlert hold /> }.into_any()),
            (
                BOARD_CLASS,
                view! { <Board play /> <BoardKeys play /> }.into_any(),
            ),
            (SIDE_CLASS, side.into_any()),
            (AFTER_CLASS, end.into_any()),
        ]
        .into_iter()
        .filter_map(|(class, view)| Some((Place::End(part(game, class)?), view)))
        .collect()
    });
    held_while_elsewhere(root, hold);
    let intro = IntroView {
        summary: t.difficulty_is(session.difficulty),
        notes: Vec::new(),
    };
    let inside = game_markup::inside(&intro, "", "");
    view! { <div class=Kind::Puzzle.class() node_ref=root inner_html=inside></div> }
}
