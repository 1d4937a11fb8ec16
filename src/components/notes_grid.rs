use leptos::prelude::*;

use crate::components::switch_box::SwitchBox;
use crate::i18n::{peg_name, use_text};
use crate::look::peg_look;
use crate::rules::level::Level;
use crate::rules::notes::Notes;
use crate::session::preferences::{Preferences, Switch};

/// The player's notes beside the board (SPEC 13): the `Notes` checkbox shows a `Notes` table,
/// a row per colour and a column per hole, whose checkboxes (`Hole H: <colour>`) cross a colour
/// out of a hole. Saved with the game (or the puzzle) they are `notes` of; the solver never
/// reads them.
#[component]
pub fn NotesGrid(level: Level, notes: RwSignal<Notes>) -> impl IntoView {
    let t = use_text();
    let prefs = expect_context::<Preferences>();
    let grid = move || {
        let heads = (1..=level.pegs())
            .map(|h| view! { <th scope="col">{t.notes_hole(h)}</th> })
            .collect_view();
        let rows = level
            .palette()
            .iter()
            .map(|&colour| {
                let look = peg_look(level.symbols().symbol(colour));
                let cells = (0..level.pegs())
                    .map(|hole| {
                        let crossed = move || notes.with(|n| n.crossed(hole, colour));
                        view! {
                            <td class:crossed=crossed>
                                <input
                                    type="checkbox"
                                    aria-label=t.notes_cell(hole + 1, peg_name(t, level, colour))
                                    prop:checked=crossed
                                    on:change=move |_| notes.update(|n| *n = n.toggled(hole, colour))
                                />
                            </td>
                        }
                    })
                    .collect_view();
                view! {
                    <tr>
                        <th scope="row">
                            <span class=format!("notes-swatch peg-{}", look.id) aria-hidden="true"></span>
                            {peg_name(t, level, colour)}
                        </th>
                        {cells}
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="notes-table">
                <caption>{t.notes}</caption>
                <thead>
                    <tr>
                        <td></td>
                        {heads}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="help">{t.symbol_words(level.symbols()).notes_help}</p>
        }
    };
    view! {
        <section class="notes">
            <SwitchBox switch=Switch::Notes label=t.notes class="notes-toggle" />
            {move || prefs.notes.get().then(grid)}
        </section>
    }
}
