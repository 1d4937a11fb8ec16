//! The clock of a game the page plays (SPEC §16): the core's [`Clock`] fed with the browser's
//! timestamps. It runs while the game is in play and its page is shown and visible; when the page is
//! hidden or left it stops and asks for the game to be written (its saving effect tracks
//! [`GameClock::track`]), so the stored time is never more than a move or a hidden page behind,
//! and nothing is written each second.

use leptos::prelude::*;

use crate::dom::visible;
use crate::rules::clock::Clock;

/// The browser's monotonic clock, in milliseconds.
fn now() -> u64 {
    let millis = web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now());
    millis.max(0.0) as u64
}

/// One game's clock; `None` inside for a game stored before the clock, which has no time.
#[derive(Clone, Copy)]
pub struct GameClock {
    clock: StoredValue<Option<Clock>>,
    /// Whether the game is in play (set at every [`GameClock::sync`]).
    playing: StoredValue<bool>,
    /// Whether a page shows the game (the session outlives its page).
    shown: StoredValue<bool>,
    /// Changed when the page is hidden or left: the time is to be written.
    hidden: RwSignal<u32>,
}

impl GameClock {
    /// A stopped clock at `time` that follows the page's visibility for as long as the current
    /// reactive owner lives (the game's session).
    pub fn new(time: Option<u64>) -> GameClock {
        let clock = GameClock {
            clock: StoredValue::new(time.map(Clock::at)),
            playing: StoredValue::new(false),
            shown: StoredValue::new(false),
            hidden: RwSignal::new(0),
        };
        let seen = move |_| {
            clock.run();
            if !visible() {
                clock.hidden.update(|n| *n = n.wrapping_add(1));
            }
        };
        let shown = window_event_listener_untyped("visibilitychange", seen);
        let left = window_event_listener_untyped("pagehide", move |_| {
            clock.clock.update_value(|c| {
                if let Some(c) = c {
                    c.stop(now());
                }
            });
            clock.hidden.update(|n| *n = n.wrapping_add(1));
        });
        on_cleanup(move || {
            shown.remove();
            left.remove();
        });
        clock
    }

    /// Runs or stops the clock as the game (`playing`) and the page's visibility say.
    pub fn sync(&self, playing: bool) {
        self.playing.set_value(playing);
        self.run();
    }

    /// The game's page is shown (`true`) or left: time counts only while it is shown; leaving
    /// it asks for the time to be written.
    pub fn show(&self, shown: bool) {
        self.shown.set_value(shown);
        self.run();
        if !shown {
            self.hidden.update(|n| *n = n.wrapping_add(1));
        }
    }

    fn run(&self) {
        let counting = self.playing.get_value() && self.shown.get_value() && visible();
        self.clock.update_value(|c| {
            if let Some(c) = c {
                c.run(counting, now());
            }
        });
    }

    /// Another game's time from now on (a new game, one taken from storage), stopped until the
    /// next [`GameClock::sync`].
    pub fn reset(&self, time: Option<u64>) {
        self.clock.set_value(time.map(Clock::at));
    }

    /// The time played so far, in milliseconds; `None` for a game without a time.
    pub fn time(&self) -> Option<u64> {
        self.clock.with_value(|c| c.map(|c| c.elapsed(now())))
    }

    /// Subscribes the running effect to the page being hidden or left.
    pub fn track(&self) {
        self.hidden.track();
    }
}
