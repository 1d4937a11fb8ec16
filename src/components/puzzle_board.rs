use leptos::prelude::*;

use crate::components::board::Board;
use crate::components::board_keys::BoardKeys;
use crate::components::controls::UndoRedo;
use crate::components::notes_grid::NotesGrid;
use crate::components::puzzle_explanation::PuzzleExplanation;
use crate::components::puzzle_share::PuzzleShare;
use crate::components::read_board::ReadBoard;
use crate::components::tab_alert::TabAlert;
use crate::dom::next_task;
use crate::i18n::use_text;
use crate::rules::game::Game;
use crate::rules::input::Input;
use crate::session::game::TakeOver;
use crate::session::puzzle::PuzzleSession;
use crate::tab_hold::Holding;

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
    // Laid out as the game page is (SPEC §17): the board first, beside it on a desktop what the
    // page says of the puzzle and its controls, what the end brings under both.
    view! {
        <div class="game puzzle">
            <div class="game-intro">
                <p class="summary">{t.difficulty_is(session.difficulty)}</p>
                <TabAlert hold />
            </div>
            <div class="held" inert=move || hold.holding.get() == Holding::Elsewhere>
                <div class="game-board">
                    <Board play />
                    <BoardKeys play />
                </div>
                <div class="game-side">
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
                    <NotesGrid level notes=session.notes />
                    // How to answer, while there is an answer to give (no instruction left over).
                    {move || {
                        (!over.get()).then(|| view! { <p class="help">{t.puzzle.puzzle_help}</p> })
                    }}
                </div>
            </div>
            <div class="game-after">{end}</div>
        </div>
    }
}
