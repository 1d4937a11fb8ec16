use leptos::prelude::*;

/// A table's frame: when the table is wider than the page (a phone), it scrolls sideways inside
/// this `region`, named like the table and reachable with the keyboard (SPEC 13), so nothing is
/// clipped and the page itself never scrolls sideways.
#[component]
pub fn ScrollRegion(#[prop(into)] label: Signal<String>, children: Children) -> impl IntoView {
    view! {
        <div class="table-scroll" role="region" tabindex="0" aria-label=move || label.get()>
            {children()}
        </div>
    }
}
