use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::scroll_region::ScrollRegion;
use crate::dom::set_title;
use crate::i18n::{Text, use_text};
use crate::reply_view::Banner;
use crate::routes::CHALLENGE_URL;
use crate::routes::site;
use crate::rules::friends::Friends;
use crate::rules::storage::{Damage, Trouble};
use crate::storage::{Store, load_friends};

/// What the player must know about the stored Friends record (SPEC 5), decided once for the
/// Friends page and a reply's page: an `alert` when it could not be read (`damage`: what was
/// kept, where the rest went), a `note` when it cannot be kept (`trouble`).
pub fn friends_banners(
    t: &'static Text,
    damage: Option<Damage>,
    trouble: Option<Trouble>,
) -> Vec<Banner> {
    let damaged = damage.map(|d| Banner {
        role: "alert",
        words: t.damaged(&t.friends_notes, &d),
    });
    let kept = trouble.map(|tr| Banner {
        role: "note",
        words: t.friends_notes.trouble(tr).to_owned(),
    });
    damaged.into_iter().chain(kept).collect()
}

/// The Friends record's banners ([`friends_banners`]), kept in step with its store.
#[component]
pub fn FriendsNotes(store: Store<Friends>) -> impl IntoView {
    let t = use_text();
    move || {
        friends_banners(t, store.damage.get(), store.trouble.get())
            .into_iter()
            .map(|b| {
                view! { <div role=b.role class=format!("banner {}", b.role)><p>{b.words}</p></div> }
            })
            .collect_view()
    }
}

/// The Friends page (SPEC 18): the `Friends` table, one row per name met through challenges and
/// replies (Name, Games, You won, They won, Drawn), read from storage and kept in step with
/// other tabs.
#[component]
pub fn FriendsPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.friends, t.shell.app_name));
    let (store, friends) = load_friends();
    let friends = RwSignal::new(friends);
    store.follow(friends);
    let rows = move || {
        friends.with(|f| {
            f.records()
                .into_iter()
                .map(|r| {
                    view! {
                        <tr>
                            <th scope="row">{r.name.as_str().to_owned()}</th>
                            <td>{r.games}</td>
                            <td>{r.won}</td>
                            <td>{r.lost}</td>
                            <td>{r.drawn}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let empty = move || friends.with(|f| f.is_empty());
    view! {
        <div class="page friends-page">
            <h1>{t.shell.friends}</h1>
            <FriendsNotes store />
            <p class="lead">{t.friends_lead}</p>
            <ScrollRegion label=t.shell.friends.to_owned()>
                <table class="friends-table">
                    <caption>{t.shell.friends}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t.col_name}</th>
                            <th scope="col">{t.col_games}</th>
                            <th scope="col">{t.col_you_won}</th>
                            <th scope="col">{t.col_they_won}</th>
                            <th scope="col">{t.col_drawn}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </ScrollRegion>
            {move || empty().then(|| view! { <p>{t.friends_none}</p> })}
            <p><A href=site(CHALLENGE_URL)>{t.shell.challenge_link}</A></p>
        </div>
    }
}
