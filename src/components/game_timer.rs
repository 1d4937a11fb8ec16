use std::time::Duration;

use leptos::prelude::*;

use crate::components::switch_box::SwitchBox;
use crate::i18n::use_text;
use crate::rules::clock::clock_text;
use crate::session::clock::GameClock;
use crate::session::preferences::{Preferences, Switch};

/// The game's clock on its page (SPEC §16): the remembered `Show timer` checkbox and, with it on,
/// a `timer` `Time: m:ss` (not live: never announced each second), redrawn twice a second; no
/// timer for a game stored before the clock, which has no time.
#[component]
pub fn GameTimer(clock: GameClock) -> impl IntoView {
    let t = use_text();
    let prefs = expect_context::<Preferences>();
    let tick = RwSignal::new(0u32);
    let redraw = move || tick.update(|n| *n = n.wrapping_add(1));
    if let Ok(handle) = set_interval_with_handle(redraw, Duration::from_millis(500)) {
        on_cleanup(move || handle.clear());
    }
    let text = move || {
        tick.track();
        clock
            .time()
            .map(|millis| format!("{}: {}", t.time_label, clock_text(millis)))
    };
    // A game without a time may give way to one with (Play again): looked at each redraw, the
    // timer itself drawn again only when that changes.
    let timed = Memo::new(move |_| {
        tick.track();
        clock.time().is_some()
    });
    let timer = move || {
        (prefs.timer.get() && timed.get())
            .then(|| view! { <p class="timer" role="timer">{text}</p> })
    };
    view! {
        <section class="clock">
            <SwitchBox switch=Switch::Timer label=t.show_timer class="timer-toggle" />
            {timer}
        </section>
    }
}
