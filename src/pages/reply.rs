use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

use crate::components::peg::Peg;
use crate::components::played_rows::PlayedRows;
use crate::dom::set_title;
use crate::i18n::{peg_list, use_text};
use crate::pages::friends::FriendsNotes;
use crate::routes::site;
use crate::routes::{FRIENDS_URL, HOME_URL};
use crate::rules::friends::Meeting;
use crate::rules::game::{Game, Status};
use crate::rules::reply::Reply;
use crate::rules::saved::{GameRecord, GameSlot};
use crate::storage::{now, peek, record_friend};

/// This browser's own finished game of the reply's key, if it still holds one (the level's game,
/// ended and not yet replaced): the challenger's rows beside the friend's.
fn own_game(reply: &Reply) -> Option<Game> {
    let record = peek::<GameRecord>(GameSlot::Free(reply.challenge.level))?;
    let game = record.log.game().clone();
    (game.key() == reply.challenge.key && game.is_over()).then_some(game)
}

/// A friend's reply to the player's challenge (`/reply#r1…`, SPEC 18): `Reply from <name>`, how
/// they did against the key, both sides' rows (the key, the player's own rows when this browser
/// still has them, the friend's with their marks) and `You: T1, <name>: T2` when the player
/// played the key. Opening it counts the game in Friends once, however often it is opened. A
/// link that cannot be read says why; it never fails the page.
#[component]
pub fn ReplyPage() -> impl IntoView {
    let t = use_text();
    let hash = use_location().hash;
    move || {
        let fragment = hash.get();
        let reply = match Reply::from_fragment(fragment.trim_start_matches('#')) {
            Ok(reply) => reply,
            Err(why) => {
                set_title(&format!("{} · {}", t.shell.friends, t.shell.app_name));
                return view! {
                    <div class="page reply-page">
                        <h1>{t.shell.friends}</h1>
                        <p role="alert">{t.reply_refused.of(why)}</p>
                        <p><A href=site(HOME_URL)>{t.shell.app_name}</A></p>
                    </div>
                }
                .into_any();
            }
        };
        let name = reply.name.as_str().to_owned();
        let title = (t.reply_from)(&name);
        set_title(&format!("{title} · {}", t.shell.app_name));
        let (store, _) = record_friend(Meeting::of_reply(&reply, now()));
        let level = reply.challenge.level;
        let theirs = reply.turns();
        let own = own_game(&reply);
        // The player's turns: the result their challenge carried, else their own game here.
        let yours = match (reply.challenge.result, &own) {
            (Some(result), _) => Some(result.turns()),
            (None, Some(game)) => Some(match game.status() {
                Status::Won { turns } => Some(turns),
                _ => None,
            }),
            (None, None) => None,
        };
        // Both results in words: side by side, or, for a key set without being played, whose
        // game it was (SPEC 18: every game has one result).
        let versus = match yours {
            Some(yours) => (t.versus)(yours, Some(&name), theirs),
            None => (t.reply_unplayed)(&name, theirs.is_some()),
        };
        let key = reply.challenge.key;
        let symbols = level.symbols();
        let key_pegs = key
            .pegs()
            .iter()
            .map(|&colour| view! { <Peg colour symbols /> })
            .collect_view();
        let key_said = (t.board.key_revealed)(&[&peg_list(t, level, &key)]);
        let friend_turns = reply.game().map(|g| g.turns().to_vec()).unwrap_or_default();
        let mine = match own {
            Some(game) => view! {
                <PlayedRows level turns=game.turns().to_vec() heading=t.reply_your_rows.to_owned() id="reply-yours" />
            }
            .into_any(),
            None => view! {
                <section class="played-side">
                    <h2>{t.reply_your_rows}</h2>
                    <p>{t.reply_not_played}</p>
                </section>
            }
            .into_any(),
        };
        view! {
            <div class="page reply-page">
                <h1>{title}</h1>
                <FriendsNotes store />
                <p class="lead reply-result">{(t.reply_result)(&name, theirs)}</p>
                <p class="versus">{versus}</p>
                <div class="reply-key">
                    <span>{t.reply_key}</span>
                    <span class="sr-only">{key_said}</span>
                    <span class="played-pegs" aria-hidden="true">{key_pegs}</span>
                </div>
                <div class="reply-sides">
                    <PlayedRows level turns=friend_turns heading=(t.reply_their_rows)(&name) id="reply-theirs" />
                    {mine}
                </div>
                <p class="help">{t.reply_counted}</p>
                <p><A href=site(FRIENDS_URL)>{t.shell.friends}</A></p>
            </div>
        }
        .into_any()
    }
}
