//! A friend's reply page (SPEC 18): its view (`src/reply_view.rs`), its one markup
//! (`src/reply_markup.rs`), which the whole game's `ReplyPage` and the reply link's own program
//! both insert, and what that program reads (`src/quick/reply.rs`): every word of the view in the
//! markup, in every language; names escaped; the player's own rows only when this browser holds
//! the finished game of the same key; a link that cannot be read says why; storage that cannot be
//! read leaves the page to the whole game; no fragment stops it.

use std::collections::HashMap;

use mastermind::i18n::Lang;
use mastermind::markup::esc;
use mastermind::quick::Static;
use mastermind::quick::reply::open_reply;
use mastermind::reply_markup;
use mastermind::reply_view::{Banner, ReplyView, own_game};
use mastermind::rules::challenge::{Challenge, SenderResult};
use mastermind::rules::code::Code;
use mastermind::rules::colour::Colour::{self, Blue, Green, Pink, Red, Yellow};
use mastermind::rules::game::{Game, Move};
use mastermind::rules::key_source::KeySource;
use mastermind::rules::level::Level;
use mastermind::rules::log::GameLog;
use mastermind::rules::name::{NAME_MAX, Name};
use mastermind::rules::notes::Notes;
use mastermind::rules::reply::{Reply, ReplyError};
use mastermind::rules::saved::{GameRecord, GameSlot, game_key};
use mastermind::rules::store::Stored;
use proptest::prelude::*;

/// The reply link of `tests/e2e/programs.spec.ts` and `tests/e2e/bench_load.mjs`: Bea broke
/// Ana's key (red, green, blue, yellow at level I; Ana broke it in 2) in 2 guesses.
pub const FIXTURE: &str = "r1bhldtthcnbqrmtgfmllllkljckdmcjnhkmrhgdmknqtghfjqfrpljgsslhkdgd";

fn code(colours: &[Colour]) -> Code {
    Code::new(Level::I, colours).unwrap()
}

fn key() -> Code {
    code(&[Red, Green, Blue, Yellow])
}

fn ana_challenge(result: Option<SenderResult>) -> Challenge {
    Challenge {
        level: Level::I,
        key: key(),
        name: Some(Name::parse("Ana").unwrap()),
        result,
    }
}

/// Bea's reply: a miss, then the key.
fn bea(result: Option<SenderResult>, name: &str) -> Reply {
    Reply::new(
        ana_challenge(result),
        Name::parse(name).unwrap(),
        vec![code(&[Red, Red, Pink, Pink]), key()],
        Some(61_000),
    )
}

/// The level's stored game: `guesses` played against `key`.
fn record(key: Code, guesses: &[Code]) -> GameRecord {
    let mut log = GameLog::new(Game::new(Level::I, key));
    for (row, guess) in guesses.iter().enumerate() {
        for (hole, &colour) in guess.pegs().iter().enumerate() {
            log = log.apply(Move::Place { row, hole, colour }).unwrap();
        }
        log = log.apply(Move::Submit).unwrap();
    }
    GameRecord {
        time: None,
        log,
        source: KeySource::Unseeded,
        id: Some("0123456789abcdef".into()),
        notes: Notes::default(),
        pending: false,
    }
}

#[test]
fn every_word_of_the_view_is_in_the_markup_in_every_language() {
    let reply = bea(Some(SenderResult::Broke(2)), "Bea");
    for &lang in Lang::ALL {
        let (t, r) = (lang.board(), lang.reply());
        let banners = vec![Banner {
            role: "note",
            words: "kept <here>".into(),
        }];
        let view = ReplyView::of(t, r, Ok(&reply), None, banners);
        let markup = reply_markup::reply(&view);
        assert_eq!(view.heading, r.from("Bea"));
        assert_eq!(
            view.title,
            format!("{} · {}", view.heading, t.shell.app_name)
        );
        assert!(markup.starts_with(&format!("<h1>{}</h1>", esc(&view.heading))));
        assert!(
            markup
                .contains(r#"<div role="note" class="banner note"><p>kept &lt;here&gt;</p></div>"#)
        );
        let shown = view.body.as_ref().unwrap();
        assert_eq!(shown.result, t.broke(r.result, "Bea", Some(2)));
        assert_eq!(shown.versus, t.versus(Some(2), Some("Bea"), Some(2)));
        for words in [&shown.result, &shown.versus, &shown.key_said] {
            assert!(markup.contains(&esc(words)), "{lang:?}: {words}");
        }
        for words in [shown.key_label, shown.counted, r.not_played] {
            assert!(markup.contains(&esc(words)), "{lang:?}: {words}");
        }
        // The friend's rows, each with its words; the player's not kept here.
        let [theirs, yours] = &shown.sides;
        let rows = theirs.rows.as_ref().unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(yours.rows, Err(r.not_played));
        for row in rows {
            assert!(markup.contains(&format!(
                r#"<span class="sr-only">{}</span>"#,
                esc(&row.said)
            )));
        }
        assert_eq!(markup.matches(r#"<li class="played-row">"#).count(), 2);
        assert!(markup.contains(&format!(
            r#"<section class="played-side" aria-labelledby="reply-theirs"><h2 id="reply-theirs">{}</h2>"#,
            esc(&r.their_rows("Bea"))
        )));
        assert!(markup.contains(&format!(
            r#"<a href="/friends">{}</a>"#,
            esc(t.shell.friends)
        )));
    }
}

#[test]
fn the_rows_say_their_marks_and_pegs_and_draw_them() {
    let reply = bea(None, "Bea");
    let t = Lang::En.board();
    let view = ReplyView::of(t, Lang::En.reply(), Ok(&reply), None, Vec::new());
    let shown = view.body.as_ref().unwrap();
    let rows = shown.sides[0].rows.as_ref().unwrap();
    assert_eq!(
        rows[0].said,
        "Row 1: 1 black, 0 white; red, red, pink, pink"
    );
    assert_eq!(
        rows[1].said,
        "Row 2: 4 black, 0 white; red, green, blue, yellow"
    );
    let markup = reply_markup::reply(&view);
    // Two rows of four pegs and the key's four.
    assert_eq!(
        markup
            .matches(r#"class="played-pegs" aria-hidden="true""#)
            .count(),
        3
    );
    assert_eq!(markup.matches("<span class=\"peg ").count(), 12);
    // Ana set the key without playing it (no result, no game here): Bea wins it.
    assert_eq!(
        shown.versus,
        "You set this key without playing it; Bea broke it and wins this game."
    );
}

#[test]
fn the_players_own_rows_are_shown_only_for_the_finished_game_of_the_same_key() {
    let reply = bea(None, "Bea");
    let won = record(key(), &[code(&[Blue, Blue, Red, Red]), key()]);
    let game = own_game(&reply, Some(&won)).expect("the same key, ended");
    // Another key, or the same one not ended: not this reply's game.
    let other = record(code(&[Pink; 4]), &[key()]);
    assert!(own_game(&reply, Some(&other)).is_none());
    let going = record(key(), &[code(&[Blue, Blue, Red, Red])]);
    assert!(own_game(&reply, Some(&going)).is_none());
    assert!(own_game(&reply, None).is_none());
    let (t, r) = (Lang::En.board(), Lang::En.reply());
    let view = ReplyView::of(t, r, Ok(&reply), Some(&game), Vec::new());
    let shown = view.body.as_ref().unwrap();
    assert_eq!(shown.sides[1].rows.as_ref().map(Vec::len), Ok(2));
    // The player's turns from their own game: both broke it in 2.
    assert_eq!(shown.versus, "You: 2, Bea: 2");
    let markup = reply_markup::reply(&view);
    assert!(markup.contains(r#"<h2 id="reply-yours">Your rows</h2>"#));
    assert_eq!(markup.matches(r#"<li class="played-row">"#).count(), 4);
}

#[test]
fn a_link_that_cannot_be_read_says_why_and_leads_home() {
    for (why, words) in [
        (ReplyError::Damaged, "cut or altered"),
        (ReplyError::NotAReply, "no reply of this game"),
        (ReplyError::Newer { version: 2 }, "newer version"),
    ] {
        let (t, r) = (Lang::En.board(), Lang::En.reply());
        let view = ReplyView::of(t, r, Err(why), None, Vec::new());
        assert_eq!(view.heading, "Friends");
        assert_eq!(view.title, "Friends · Mastermind");
        let markup = reply_markup::reply(&view);
        assert!(markup.contains(r#"<p role="alert">"#) && markup.contains(words));
        assert!(markup.ends_with(r#"<p><a href="/">Mastermind</a></p>"#));
    }
}

#[test]
fn a_name_is_escaped_wherever_it_is_shown() {
    let reply = bea(Some(SenderResult::NotBroken), "<b>&\"Bea\"");
    let (t, r) = (Lang::En.board(), Lang::En.reply());
    let markup = reply_markup::reply(&ReplyView::of(t, r, Ok(&reply), None, Vec::new()));
    assert!(!markup.contains("<b>"));
    assert!(markup.contains("&lt;b&gt;&amp;&quot;Bea&quot;"));
}

#[test]
fn the_programs_fixture_is_bea_s_reply_to_ana() {
    let reply = Reply::from_fragment(FIXTURE).unwrap();
    assert_eq!(reply.name.as_str(), "Bea");
    assert_eq!(reply.challenge.key, key());
    assert_eq!(reply.challenge.result, Some(SenderResult::Broke(2)));
    assert_eq!(reply.turns(), Some(2));
    assert_eq!(Reply::from_fragment_short(FIXTURE), Some(Ok(reply)));
}

/// Stored keys and their raw values, read as the reply's program reads storage.
fn storage(entries: &[(String, String)]) -> impl Fn(&str) -> Result<Option<String>, ()> {
    let map: HashMap<String, String> = entries.iter().cloned().collect();
    move |key: &str| Ok(map.get(key).cloned())
}

#[test]
fn the_reply_s_program_shows_what_the_whole_game_shows_or_leaves_the_page_to_it() {
    let reply = bea(Some(SenderResult::Broke(2)), "Bea");
    let fragment = format!("#{}", reply.to_fragment(7));
    let won = record(key(), &[code(&[Blue, Blue, Red, Red]), key()]);
    let slot = GameSlot::Free(Level::I);
    // Nothing stored: the reply alone.
    let opened = open_reply(&fragment, &storage(&[])).unwrap();
    assert_eq!(opened.reply.as_ref(), Ok(&reply));
    assert_eq!(opened.own, None);
    // The level's game of the same key, ended: the player's rows too.
    let entries = [(game_key(slot), won.to_json())];
    let opened = open_reply(&fragment, &storage(&entries)).unwrap();
    assert_eq!(
        opened.own.as_ref(),
        won.log.game().is_over().then_some(won.log.game())
    );
    // A damaged game, damaged settings, storage that cannot be read: the whole game's.
    let damaged = [(game_key(slot), "{ damaged".to_owned())];
    assert_eq!(
        open_reply(&fragment, &storage(&damaged)),
        Err(Static::Stored)
    );
    let settings = [(
        <mastermind::rules::settings::Settings as Stored>::key(()),
        "[".to_owned(),
    )];
    assert!(open_reply(&fragment, &storage(&settings)).is_err());
    assert_eq!(
        open_reply(&fragment, &|_: &str| Err(())),
        Err(Static::Storage)
    );
    // A link that cannot be read is shown as such, storage unread but for the language.
    let opened = open_reply("#r1bcdfghjk", &storage(&damaged)).unwrap();
    assert_eq!(opened.reply, Err(ReplyError::Damaged));
    // A name longer than a name's most scalar values: the whole game, with the Unicode tables,
    // decides it.
    let long = bea(None, &"e\u{301}".repeat(NAME_MAX));
    let fragment = long.to_fragment(3);
    assert_eq!(Reply::from_fragment(&fragment), Ok(long));
    assert_eq!(open_reply(&fragment, &storage(&[])), Err(Static::NotAGame));
}

proptest! {
    /// Any fragment, and any fragment a reply's altered into, opens a page or leaves it to the
    /// whole game: never a panic; what the short reading decides, the full one decides alike.
    #[test]
    fn no_fragment_stops_the_page(
        text in ".{0,120}",
        cut in 0usize..90,
        flip in 0usize..90,
        letter in "[bcdfghjklmnpqrstvz]",
    ) {
        let mut mutated: Vec<char> = FIXTURE.chars().collect();
        mutated.truncate(mutated.len().saturating_sub(cut % 4));
        if let Some(c) = mutated.get_mut(flip) {
            *c = letter.chars().next().unwrap_or('b');
        }
        let mutated: String = mutated.into_iter().collect();
        for fragment in [text.as_str(), mutated.as_str()] {
            if let Some(short) = Reply::from_fragment_short(fragment) {
                prop_assert_eq!(short, Reply::from_fragment(fragment));
            }
            if let Ok(opened) = open_reply(fragment, &storage(&[])) {
                let (t, r) = (Lang::Fr.board(), Lang::Fr.reply());
                let view = ReplyView::of(t, r, opened.reply.as_ref().map_err(|e| *e), None, Vec::new());
                prop_assert!(reply_markup::reply(&view).starts_with("<h1>"));
            }
        }
    }
}

/// The replies a reply link's program leaves in the tab for the whole game to count: each once,
/// the latest last, the eight latest; what the tab holds is read a line at a time.
#[test]
fn the_replies_left_in_the_tab_are_each_kept_once() {
    use mastermind::events::{replies_left, reply_left};
    let one = reply_left(None, "r1a");
    assert_eq!(replies_left(&one).collect::<Vec<_>>(), ["r1a"]);
    let two = reply_left(Some(&one), "r1b");
    assert_eq!(replies_left(&two).collect::<Vec<_>>(), ["r1a", "r1b"]);
    // Opened again: once, now the latest.
    let again = reply_left(Some(&two), "r1a");
    assert_eq!(replies_left(&again).collect::<Vec<_>>(), ["r1b", "r1a"]);
    let mut many = String::new();
    for i in 0..20 {
        many = reply_left(Some(&many), &format!("r1{i}"));
    }
    let kept: Vec<&str> = replies_left(&many).collect();
    assert_eq!(kept.len(), 8);
    assert_eq!(kept.first(), Some(&"r112"));
    assert_eq!(kept.last(), Some(&"r119"));
    // Anything the tab holds is lines; empty ones are none.
    assert_eq!(replies_left("\n\nr1x\n").collect::<Vec<_>>(), ["r1x"]);
    assert_eq!(replies_left("").count(), 0);
}
