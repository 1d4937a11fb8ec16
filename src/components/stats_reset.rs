use leptos::prelude::*;

use crate::components::modal::Modal;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::rules::StatsGroup;
use crate::storage::StatsBook;

/// The `Reset statistics` button and its confirmation `dialog` (`Reset`, `Cancel`): clears the
/// statistics of one level, or of every custom game, and nothing else.
#[component]
pub fn StatsReset(group: StatsGroup) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let confirming = RwSignal::new(false);
    let close = move || {
        confirming.set(false);
        focus_later("reset-stats".to_owned());
    };
    view! {
        <button type="button" id="reset-stats" on:click=move |_| confirming.set(true)>
            {t.reset_stats}
        </button>
        {move || {
            confirming
                .get()
                .then(|| {
                    view! {
                        <Modal title=t.reset_stats on_cancel=move |_| close()>
                            <p>{(t.reset_stats_question)(group)}</p>
                            <div class="dialog-buttons">
                                <button
                                    type="button"
                                    on:click=move |_| {
                                        book.reset(group);
                                        close();
                                    }
                                >
                                    {t.reset}
                                </button>
                                <button type="button" on:click=move |_| close()>
                                    {t.cancel}
                                </button>
                            </div>
                        </Modal>
                    }
                })
        }}
    }
}
