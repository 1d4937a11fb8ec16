use leptos::prelude::*;

use crate::dom::set_title;
use crate::home_markup::{HOME_CLASS, home};
use crate::home_view::HomeView;
use crate::i18n::use_shell;

/// The home page: what the game is, one link that starts a game (`Continue level …` for the
/// first game in progress, else a level I board), a drawn game, today's daily keys in one line,
/// the current streak, and the rest of the site in three labelled groups, as [`HomeView`]
/// decides, drawn by its one markup ([`home`]), which home's own program inserts too
/// ([`crate::home_page`]). Its links are plain anchors, which the router follows.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_shell();
    set_title(t.app_name);
    let markup = home(t, &HomeView::read(t));
    view! { <div class=HOME_CLASS inner_html=markup></div> }
}
