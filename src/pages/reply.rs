use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::dom::set_title;
use crate::i18n::use_text;
use crate::pages::friends::friends_banners;
use crate::reply_markup::reply;
use crate::reply_view::{REPLY_CLASS, ReplyView, own_game};
use crate::rules::friends::Meeting;
use crate::rules::reply::Reply;
use crate::rules::saved::{GameRecord, GameSlot};
use crate::storage::{now, peek, record_friend};

/// A friend's reply to the player's challenge (`/reply#r1…`, SPEC 18), as [`ReplyView`] decides
/// and its one markup ([`reply`]) draws, which the quick board's program inserts too:
/// `Reply from <name>`, how they did against the key, both sides' rows and the comparison.
/// Opening it counts the game in Friends once, however often it is opened; what reading the
/// Friends record found is said above it. A link that cannot be read says why; it never fails
/// the page.
#[component]
pub fn ReplyPage() -> impl IntoView {
    let t = use_text();
    let hash = use_location().hash;
    move || {
        let fragment = hash.get();
        let parsed = Reply::from_fragment(fragment.trim_start_matches('#'));
        let (banners, own) = match &parsed {
            Ok(reply) => {
                let (store, _) = record_friend(Meeting::of_reply(reply, now()));
                let banners = friends_banners(
                    t,
                    store.damage.get_untracked(),
                    store.trouble.get_untracked(),
                );
                let stored = peek::<GameRecord>(GameSlot::Free(reply.challenge.level));
                (banners, own_game(reply, stored.as_ref()))
            }
            Err(_) => (Vec::new(), None),
        };
        let view = ReplyView::of(
            t.board,
            t.reply,
            parsed.as_ref().map_err(|e| *e),
            own.as_ref(),
            banners,
        );
        set_title(&view.title);
        view! { <div class=REPLY_CLASS inner_html=reply(&view)></div> }
    }
}
