//! The paths' tests: built paths read back, the router's patterns, and which game a link opens.
use mastermind::routes::*;
use mastermind_core::daily::Day;
use mastermind_core::key::parse_seed;
use mastermind_core::level::{Custom, Level};
use mastermind_core::name::Name;
use mastermind_core::puzzle::{Difficulty, Puzzle};
use mastermind_core::saved::GameSlot;
use mastermind_core::stats::StatsGroup;
use mastermind_core::variant::Variant;

#[test]
fn standard_levels_have_their_slug_and_a_seed_as_the_query() {
    assert_eq!(play_url(Level::I, None), "/play/1");
    assert_eq!(play_url(Level::III, Some(42)), "/play/3?seed=42");
    assert_eq!(daily_url(Level::II), "/daily/2");
    assert_eq!(
        past_puzzle_url(Level::II, Day::parse("2026-11-20").unwrap()),
        "/puzzle/2/daily?date=2026-11-20"
    );
    assert_eq!(
        past_daily_url(Level::III, Day::parse("2026-11-01").unwrap()),
        "/daily/3?date=2026-11-01"
    );
    assert_eq!(scores_url(Level::III), "/scores/3");
    assert_eq!(stats_url(Level::I), "/stats/1");
    assert_eq!(stats_url(StatsGroup::Custom), "/stats/custom");
    let mini = Level::Variant(Variant::Mini);
    assert_eq!(play_url(mini, None), "/variant/mini");
    assert_eq!(play_url(mini, Some(7)), "/variant/mini?seed=7");
    assert_eq!(scores_url(mini), "/scores/mini");
    assert_eq!(stats_url(mini), "/stats/mini");
    assert_eq!(StatsGroup::parse("mini"), Some(StatsGroup::Level(mini)));
}

#[test]
fn the_quick_board_plays_games_and_daily_games_only() {
    for path in [
        "/play/1",
        "/play/3",
        "/play/custom",
        "/daily/2",
        "/daily/3",
        "/variant/mini",
        "/variant/bulls-and-cows",
    ] {
        assert!(is_quick_path(path), "{path}");
    }
    for path in [
        "/",
        "/play",
        "/play/",
        "/daily",
        "/daily/",
        "/play/1/x",
        "/rules",
        "/stats/1",
        "/scores/1",
        "/computer",
        "/match",
        "/two",
        "/data",
        "/custom",
        "/playx/1",
        "/x/play/1",
        "/play/x",
        "/play/4",
        "/daily/custom",
        "/variant",
        "/variant/",
        "/variant/maxi",
        "/play/mini",
        PAST_DAILY_URL,
        "/challenge/x",
        "/challenge",
    ] {
        assert!(!is_quick_path(path), "{path}");
    }
}

/// The loader starts the quick board on the game links and on a challenge's page with a fragment
/// (whose game it reads from there), and on nothing else (a reply's page with a fragment has its
/// own program).
#[test]
fn the_loader_starts_the_quick_board_on_game_links_and_challenges() {
    assert!(is_quick_board_path("/challenge#"));
    assert!(!is_quick_board_path("/reply#"));
    assert_eq!(reply_board_paths(), ["/reply#"]);
    for path in quick_paths() {
        assert!(is_quick_board_path(&path), "{path}");
    }
    for path in [
        "/",
        "/challenge",
        "/challenge/",
        "/challenge/x#",
        "/challenges#",
        "/reply",
        "/play/1#",
        "/rules",
        "/daily",
    ] {
        assert!(!is_quick_board_path(path), "{path}");
    }
}

#[test]
fn a_custom_game_url_reads_back_as_its_settings_and_seed() {
    let custom = Custom::new(5, 8, 12, false).unwrap();
    let level = Level::Custom(custom);
    assert_eq!(
        play_url(level, None),
        "/play/custom?pegs=5&colours=8&turns=12&repeats=no"
    );
    let url = play_url(level, Some(u64::MAX));
    let query = url.strip_prefix("/play/custom?").unwrap();
    let field = |name: &str| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
    };
    let read = Custom::from_query(
        field("pegs"),
        field("colours"),
        field("turns"),
        field("repeats"),
    );
    assert_eq!(read, Ok(custom));
    assert_eq!(field("seed").map(parse_seed), Some(Ok(u64::MAX)));
    // Every custom size counts in the one custom group.
    assert_eq!(stats_url(level), "/stats/custom");
}

/// The paths of the router in [`crate::App`] (`path!("…")` in `src/lib.rs`: the macro needs
/// literals, so the router cannot take this module's constants), each segment a literal or
/// a parameter (`:level`).
fn router_paths() -> Vec<&'static str> {
    include_str!("../../src/lib.rs")
        .split("path!(\"")
        .skip(1)
        .filter_map(|rest| rest.split_once("\")").map(|(path, _)| path))
        .collect()
}

/// Whether the router pattern `route` matches `url` (its path: query and fragment left out).
fn matches(route: &str, url: &str) -> bool {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let (route, path): (Vec<_>, Vec<_>) = (route.split('/').collect(), path.split('/').collect());
    route.len() == path.len()
        && route
            .iter()
            .zip(&path)
            .all(|(r, p)| r == p || (r.starts_with(':') && !p.is_empty()))
}

/// Every page's path and a sample of every built one.
fn every_url() -> Vec<String> {
    let day = Day::parse("2026-11-01").unwrap();
    let custom = Level::Custom(Custom::new(5, 8, 12, false).unwrap());
    let mut urls: Vec<String> = [
        HOME_URL,
        INTRO_URL,
        DAILY_URL,
        PAST_DAILY_URL,
        CUSTOM_URL,
        RULES_URL,
        LEARN_URL,
        COMPUTER_URL,
        MATCH_URL,
        TWO_URL,
        DATA_URL,
        CHALLENGE_URL,
        PUZZLES_URL,
        FRIENDS_URL,
        REPLY_URL,
        PAST_PUZZLES_URL,
    ]
    .map(str::to_owned)
    .into();
    urls.push(puzzle_print_url(
        Level::I,
        mastermind_core::puzzle::Difficulty::Medium,
        7,
    ));
    for level in Level::ALL {
        urls.extend([
            play_url(level, None),
            play_url(level, Some(7)),
            daily_url(level),
            past_daily_url(level, day),
            scores_url(level),
            stats_url(level),
            puzzle_url(level, 7, mastermind_core::puzzle::Difficulty::Hard),
            daily_puzzle_url(level),
            past_puzzle_url(level, day),
        ]);
    }
    urls.extend([play_url(custom, Some(7)), stats_url(StatsGroup::Custom)]);
    urls.push(VARIANTS_URL.to_owned());
    for variant in Variant::ALL {
        let level = Level::Variant(variant);
        urls.extend([
            play_url(level, None),
            play_url(level, Some(7)),
            scores_url(level),
            stats_url(level),
        ]);
    }
    urls
}

#[test]
fn the_pages_paths_are_the_ones_pages_link() {
    assert_eq!(
        [
            HOME_URL,
            INTRO_URL,
            DAILY_URL,
            CUSTOM_URL,
            RULES_URL,
            LEARN_URL,
            COMPUTER_URL,
            MATCH_URL,
            TWO_URL,
            DATA_URL,
        ],
        [
            "/",
            "/play",
            "/daily",
            "/custom",
            "/rules",
            "/learn",
            "/computer",
            "/match",
            "/two",
            "/data",
        ]
    );
}

#[test]
fn every_path_built_here_is_one_the_router_has() {
    let routes = router_paths();
    assert!(routes.len() >= 16, "{routes:?}");
    for url in every_url() {
        assert!(
            routes.iter().any(|route| matches(route, &url)),
            "{url} is in no route of {routes:?}"
        );
    }
}

#[test]
fn every_route_of_the_router_is_built_here() {
    let urls = every_url();
    for route in router_paths() {
        assert!(
            urls.iter().any(|url| matches(route, url)),
            "{route} has no path in src/routes/mod.rs"
        );
    }
}

/// The values of `url`'s query, as a page's router reads them (no decoding needed here).
fn query_of(url: &str) -> impl Fn(&str) -> Option<String> + '_ {
    let query = url.split_once('?').map_or("", |(_, q)| q);
    move |name| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
            .map(str::to_owned)
    }
}

/// What a built URL opens ([`linked_game`] on its path and query).
fn opens(url: &str, today: Day) -> LinkedGame {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    linked_game(path, query_of(url), today)
}

#[test]
fn every_game_url_built_opens_its_own_game() {
    let today = Day::parse("2026-11-26").unwrap();
    let past = Day::parse("2026-11-01").unwrap();
    let custom = Level::Custom(Custom::new(5, 8, 12, false).unwrap());
    let levels = Level::ALL
        .into_iter()
        .chain([custom])
        .chain(Variant::ALL.map(Level::Variant));
    for level in levels {
        for seed in [None, Some(7), Some(u64::MAX)] {
            let url = play_url(level, seed);
            assert_eq!(
                opens(&url, today),
                LinkedGame::Slot(GameSlot::Free(level)),
                "{url}"
            );
        }
    }
    for level in Level::ALL {
        let daily = LinkedGame::Slot(GameSlot::Daily(level));
        assert_eq!(opens(&daily_url(level), today), daily);
        assert_eq!(opens(&past_daily_url(level, today), today), daily);
        assert_eq!(
            opens(&past_daily_url(level, past), today),
            LinkedGame::Slot(GameSlot::Past(level, past))
        );
        // A date to come has no key yet.
        assert_eq!(
            opens(&past_daily_url(level, today), past),
            LinkedGame::NotFound
        );
    }
}

#[test]
fn a_link_that_is_no_game_opens_none() {
    let today = Day::parse("2026-11-26").unwrap();
    for url in [
        "/",
        "/play",
        "/play/",
        "/play/4",
        "/play/x",
        "/play/1/2",
        "/variant/maxi",
        "/variant/",
        "/daily/custom",
        "/daily/mini",
        "/daily/1?date=yesterday",
        "/daily/1?date=2026-13-01",
        "/rules",
        "/scores/1",
        "play/1",
        "",
    ] {
        assert_eq!(opens(url, today), LinkedGame::NotFound, "{url}");
    }
    assert!(matches!(
        opens("/play/custom?pegs=99&colours=6&turns=10&repeats=yes", today),
        LinkedGame::BadCustom(_)
    ));
    assert!(matches!(
        opens("/play/custom", today),
        LinkedGame::BadCustom(_)
    ));
    // One trailing slash is the same page; Roman numerals name the levels too.
    assert_eq!(
        opens("/play/2/", today),
        LinkedGame::Slot(GameSlot::Free(Level::II))
    );
    assert_eq!(
        opens("/play/iii", today),
        LinkedGame::Slot(GameSlot::Free(Level::III))
    );
}

// proptest is a native dev-dependency only.
#[cfg(not(target_arch = "wasm32"))]
proptest::proptest! {
    /// Whatever the path and query, an answer and no panic; a slot only under a game's path.
    #[test]
    fn any_link_is_read_without_panic(
        path in "(/(play|variant|daily|x)?(/[a-z0-9-]{0,8}){0,3}/?)|\\PC{0,24}",
        date in proptest::option::of("\\PC{0,12}|20[0-9]{2}-[01][0-9]-[0-3][0-9]"),
        pegs in proptest::option::of("[0-9]{0,3}|\\PC{0,4}"),
    ) {
        let today = Day::parse("2026-11-26").unwrap();
        let query = |name: &str| match name {
            "date" => date.clone(),
            "pegs" | "colours" | "turns" => pegs.clone(),
            "repeats" => Some("yes".to_owned()),
            _ => None,
        };
        let opened = linked_game(&path, query, today);
        if let LinkedGame::Slot(_) | LinkedGame::BadCustom(_) = opened {
            proptest::prop_assert!(
                ["/play/", "/variant/", "/daily/"].iter().any(|p| path.starts_with(p)),
                "{path} opened {opened:?}"
            );
        }
    }
}

#[test]
fn a_made_puzzles_url_carries_it_in_the_fragment() {
    for level in Level::ALL {
        let puzzle = Puzzle::generate(level, 4, Difficulty::Medium);
        let maker = Name::parse("Ana").unwrap();
        let url = made_puzzle_url(&puzzle, Some(&maker), 9);
        let (path, fragment) = url.split_once('#').unwrap();
        assert_eq!(path, format!("/puzzle/{}", level.slug()));
        assert_eq!(
            Puzzle::from_fragment(fragment),
            Ok((puzzle.clone(), Some(maker)))
        );
    }
}

// The site's base (SPEC §19): read from the document, untrusted; app paths put under it and
// taken back.

#[test]
fn a_base_is_a_plain_absolute_path_or_the_root() {
    assert_eq!(parse_base("/"), "");
    assert_eq!(parse_base(""), "");
    assert_eq!(parse_base("/mastermind/"), "/mastermind");
    assert_eq!(parse_base("/mastermind"), "/mastermind");
    assert_eq!(parse_base("/games/mastermind/"), "/games/mastermind");
    for bad in [
        "mastermind/",
        "//evil.example/",
        "/a//b/",
        "/../x/",
        "/./",
        "/a b/",
        "/a?b/",
        "/a#b/",
        "https://evil.example/",
        "/%2e%2e/",
    ] {
        assert_eq!(parse_base(bad), "", "{bad:?}");
    }
}

#[test]
fn app_paths_go_under_the_base_and_come_back() {
    assert_eq!(site_under("", "/rules"), "/rules");
    assert_eq!(site_under("/mastermind", "/"), "/mastermind/");
    assert_eq!(
        site_under("/mastermind", "/play/1?seed=4"),
        "/mastermind/play/1?seed=4"
    );
    assert_eq!(
        site_under("/mastermind", &challenge_url_for_test()),
        format!("/mastermind{}", challenge_url_for_test())
    );
    assert_eq!(app_under("/mastermind", "/mastermind/rules"), "/rules");
    assert_eq!(app_under("/mastermind", "/mastermind/"), "/");
    assert_eq!(app_under("/mastermind", "/mastermind"), "/");
    // Not under the base: left as it is (no page has it), and never a prefix of a word.
    assert_eq!(
        app_under("/mastermind", "/mastermindx/rules"),
        "/mastermindx/rules"
    );
    assert_eq!(app_under("/mastermind", "/rules"), "/rules");
    assert_eq!(app_under("", "/rules"), "/rules");
    // Natively no document carries a base: the root, and paths unchanged.
    assert_eq!(base(), "");
    assert_eq!(site(RULES_URL), RULES_URL);
    assert_eq!(app("/play/2"), "/play/2");
}

fn challenge_url_for_test() -> String {
    format!("{CHALLENGE_URL}#c1bcd")
}

proptest::proptest! {
    /// Any text as a base: a plain path or the root, and every app path round-trips under it.
    #[test]
    fn any_base_is_safe_and_round_trips(text in "\\PC{0,24}", path in "(/[a-z0-9]{1,6}){0,3}") {
        let base = parse_base(&text);
        proptest::prop_assert!(base.is_empty() || (base.starts_with('/') && !base.ends_with('/')));
        proptest::prop_assert!(!base.contains("//") && !base.contains(".."));
        let path = if path.is_empty() { "/".to_owned() } else { path };
        let site = site_under(&base, &path);
        let under = format!("{}/", base);
        proptest::prop_assert!(site.starts_with(&under));
        proptest::prop_assert_eq!(app_under(&base, &site), path.as_str());
    }
}
