//! The first paint (index.html's inline script) and the loader (Trunk.toml's `pattern_script`)
//! know the game only through their generated blocks (`xtask/paint/src/lib.rs`, issue 31): the blocks
//! are what the sources render now, their templates give exactly the catalogue's headings and
//! summaries, the loader's pattern accepts exactly the quick board's paths, and the script itself,
//! run in Node.js with a small stand-in for the page, draws for every link, language and custom
//! query what the programs draw (heading, summary, board size), or nothing of a game where the
//! program shows none.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::process::{Command, Stdio};

use mastermind::i18n::Lang;
use mastermind::routes::{self, quick_paths};
use mastermind::rules::level::{Custom, Level, Setting};
use mastermind::rules::settings::Settings;
use mastermind::rules::store::{Read, Stored};
use mastermind::rules::variant::Variant;
use serde_json::{Value, json};
use xtask_paint::{self as first_paint, GameLink, root};

fn read(name: &str) -> String {
    let path = root().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_generated_blocks_are_what_the_sources_give() {
    for (name, render) in [
        (
            "index.html",
            first_paint::index_html as fn(&str) -> Result<String, String>,
        ),
        ("Trunk.toml", first_paint::trunk_toml),
    ] {
        let file = read(name);
        let fresh = render(&file).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            fresh == file,
            "{name}'s generated block is not what the sources give: run `cargo xtask first-paint`\n\
             in the file:\n{}\nfrom the sources:\n{}",
            first_paint::block(&file).unwrap_or_default(),
            first_paint::block(&fresh).unwrap_or_default(),
        );
    }
    // No backslash in index.html's block: Trunk's HTML minifier writes an inline script's
    // escapes wrongly (see `js_string`).
    let index = read("index.html");
    let block = first_paint::block(&index).unwrap_or_default();
    assert!(!block.is_empty() && !block.contains('\\'), "{block}");
}

/// Every custom game: every size in its range, with repeats, and without where it can be.
fn every_custom() -> Vec<Custom> {
    let range = |s: Setting| s.range().0..=s.range().1;
    let mut all = Vec::new();
    for pegs in range(Setting::Pegs) {
        for colours in range(Setting::Colours) {
            for turns in range(Setting::Turns) {
                for repeats in [true, false] {
                    all.extend(Custom::new(pegs, colours, turns, repeats));
                }
            }
        }
    }
    all
}

#[test]
fn the_templates_give_the_catalogues_headings_and_summaries() {
    let customs = every_custom();
    assert!(customs.len() > 2000);
    for &lang in Lang::ALL {
        let t = lang.text();
        let words = first_paint::words(lang).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(words.code, lang.code());
        assert_eq!(words.label, t.shell.language);
        assert_eq!(words.rules, lang.guide().title);
        assert_eq!(words.form, t.custom_link);
        let code = lang.code();
        for (path, link) in first_paint::game_links().unwrap() {
            let (heading, level) = match link {
                GameLink::Level(l) => (t.level(l), l),
                GameLink::Daily(l) => (t.daily_level(l), l),
                GameLink::Variant(v) => (t.level(Level::Variant(v)), Level::Variant(v)),
                GameLink::Custom => continue,
            };
            assert_eq!(
                first_paint::heading(&words, &link),
                heading,
                "{code} {path}"
            );
            let (p, c, n) = (level.pegs(), level.colours(), level.turns());
            let summary = first_paint::link_summary(&words, &link, p, c, n);
            assert_eq!(summary, t.game_summary(level), "{code} {path}");
        }
        for &custom in &customs {
            let level = Level::Custom(custom);
            let (p, c, n) = (level.pegs(), level.colours(), level.turns());
            let summary = first_paint::summary(&words, p, c, n);
            assert_eq!(summary, t.game_summary(level), "{code} {custom:?}");
            let heading = first_paint::heading(&words, &GameLink::Custom);
            assert_eq!(heading, t.level(level), "{code} {custom:?}");
        }
    }
}

#[test]
fn every_quick_path_is_a_game_link_the_first_paint_draws() {
    let links = first_paint::game_links().unwrap();
    let paths: Vec<&str> = links.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(paths, quick_paths());
    assert!(links.contains(&("/play/2".to_owned(), GameLink::Level(Level::II))));
    assert!(links.contains(&("/daily/3".to_owned(), GameLink::Daily(Level::III))));
    assert!(links.contains(&("/play/custom".to_owned(), GameLink::Custom)));
    assert!(links.contains(&(
        "/variant/bagels".to_owned(),
        GameLink::Variant(Variant::Bagels)
    )));
}

/// Every string a regular expression of the generator's kind matches: anchored, with literal
/// characters, escapes, character classes and groups of alternatives, nothing repeated. `Err`
/// for anything else (so it matches a finite set).
fn expand(pattern: &str) -> Result<BTreeSet<String>, String> {
    fn alternatives(chars: &[char], at: &mut usize) -> Result<Vec<String>, String> {
        let mut all = Vec::new();
        loop {
            let mut sequence = vec![String::new()];
            while let Some(&ch) = chars.get(*at) {
                let options: Vec<String> = match ch {
                    '|' | ')' | '$' => break,
                    '(' => {
                        *at += 1;
                        let inner = alternatives(chars, at)?;
                        if chars.get(*at) != Some(&')') {
                            return Err("unclosed group".into());
                        }
                        inner
                    }
                    '[' => {
                        let mut class = Vec::new();
                        *at += 1;
                        loop {
                            match chars.get(*at) {
                                Some(']') => break,
                                Some('\\') => {
                                    *at += 1;
                                    class.extend(chars.get(*at).map(|c| c.to_string()));
                                }
                                Some('-') => return Err("ranges are not generated".into()),
                                Some(c) => class.push(c.to_string()),
                                None => return Err("unclosed class".into()),
                            }
                            *at += 1;
                        }
                        class
                    }
                    '\\' => {
                        *at += 1;
                        match chars.get(*at) {
                            Some(c) if !c.is_ascii_alphanumeric() => vec![c.to_string()],
                            other => return Err(format!("escape {other:?}")),
                        }
                    }
                    '*' | '+' | '?' | '{' | '.' | '^' => return Err(format!("{ch} in a path")),
                    _ => vec![ch.to_string()],
                };
                *at += 1;
                sequence = sequence
                    .iter()
                    .flat_map(|s| options.iter().map(move |o| format!("{s}{o}")))
                    .collect();
            }
            all.extend(sequence);
            if chars.get(*at) != Some(&'|') {
                return Ok(all);
            }
            *at += 1;
        }
    }
    let chars: Vec<char> = pattern
        .strip_prefix('^')
        .and_then(|p| p.strip_suffix('$'))
        .ok_or("not anchored")?
        .chars()
        .collect();
    let mut at = 0;
    let all = alternatives(&chars, &mut at)?;
    if at != chars.len() {
        return Err(format!("stops at {at}"));
    }
    Ok(all.into_iter().collect())
}

#[test]
fn the_expansion_reads_what_it_should() {
    assert_eq!(
        expand(r"^\/(a\/([12]|xy)|b)$").unwrap(),
        ["/a/1", "/a/2", "/a/xy", "/b"].map(str::to_owned).into()
    );
    assert!(expand(r"^\/a+$").is_err());
    assert!(expand(r"^\/[a-c]$").is_err());
    assert!(expand(r"\/a").is_err());
}

/// The loader's pattern `name` (`games`, `puzzles`), from Trunk.toml's generated block (TOML's
/// escapes undone).
fn loader_pattern(name: &str) -> String {
    let toml = read("Trunk.toml");
    let block = first_paint::block(&toml).expect("Trunk.toml has a generated block");
    let block = block.replace("\\\\", "\\");
    let start = format!("const {name} = /");
    let line = (block.lines().map(str::trim))
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("no `{start}…/;` in {block}"));
    line.strip_prefix(&start)
        .and_then(|l| l.strip_suffix("/;"))
        .unwrap_or_else(|| panic!("not `{start}…/;`: {line}"))
        .to_owned()
}

#[test]
fn the_loader_starts_the_quick_board_on_exactly_the_quick_paths() {
    let pattern = loader_pattern("games");
    assert_eq!(
        pattern,
        r"^\/(play\/([123]|custom)|variant\/(colour-game-1|colour-game-2|colour-game-3|mini|super|blanks|colours-only|kids|number|bagels|bulls-and-cows)|daily\/[123]|challenge#)$"
    );
    let matched = expand(&pattern).unwrap();
    let paths: BTreeSet<String> = routes::quick_board_paths().into_iter().collect();
    assert_eq!(matched, paths);
    assert!(matched.iter().all(|p| routes::is_quick_board_path(p)));
    // The first paint's game links are among them.
    assert!(quick_paths().iter().all(|p| matched.contains(p)));
    // The quick board of a puzzle: the puzzles of the day, and a practice puzzle with a query.
    let pattern = loader_pattern("puzzles");
    assert_eq!(
        pattern,
        r"^\/puzzle\/(1\/daily|1\?|2\/daily|2\?|3\/daily|3\?)$"
    );
    let puzzles: BTreeSet<String> = routes::puzzle_board_paths().into_iter().collect();
    assert_eq!(expand(&pattern).unwrap(), puzzles);
    assert!(puzzles.is_disjoint(&matched));
    // A reply link's program: a reply's page with a fragment.
    let pattern = loader_pattern("replies");
    assert_eq!(pattern, r"^\/reply#$");
    let replies: BTreeSet<String> = routes::reply_board_paths().into_iter().collect();
    assert_eq!(expand(&pattern).unwrap(), replies);
    assert!(replies.is_disjoint(&matched) && replies.is_disjoint(&puzzles));
    // The generator on other lists.
    let pattern = |paths: &[&str]| {
        let paths: Vec<String> = paths.iter().map(|p| (*p).to_owned()).collect();
        first_paint::paths_pattern(&paths)
    };
    assert_eq!(pattern(&["/a/b"]).unwrap(), r"^\/a\/b$");
    assert_eq!(pattern(&["/a/-", "/a/]"]).unwrap(), r"^\/a\/[\-\]]$");
    let odd = ["/a.b/1", "/a.b/(x)", "/c/1"];
    assert_eq!(
        expand(&pattern(&odd).unwrap()).unwrap(),
        odd.map(str::to_owned).into()
    );
    assert_eq!(pattern(&["/a"]).unwrap(), r"^\/a$");
    assert_eq!(
        pattern(&["/a/1", "/b", "/a/2"]).unwrap(),
        r"^\/(a\/[12]|b)$"
    );
    assert!(pattern(&["/a/"]).is_err());
    assert!(pattern(&["/"]).is_err());
    assert!(pattern(&["/a/b/"]).is_err());
    // A slug may hold a `/` (`/puzzle/1/daily`).
    assert_eq!(
        pattern(&["/a/1/b", "/a/1?", "/a/2"]).unwrap(),
        r"^\/a\/(2|1\/b|1\?)$"
    );
    assert!(pattern(&[]).is_err());
}

/// One visit the script is run for.
struct Visit {
    path: String,
    search: String,
    /// The stored settings' raw text.
    stored: Option<&'static str>,
    /// `navigator.language`.
    browser: &'static str,
}

/// A query's values as `URLSearchParams.get` reads them (the test's queries have no `%`).
fn query_value(search: &str, name: &str) -> Option<String> {
    search.trim_start_matches('?').split('&').find_map(|pair| {
        let (n, v) = pair.split_once('=').unwrap_or((pair, ""));
        (n == name).then(|| v.replace('+', " "))
    })
}

/// What the programs draw first for a visit, in the form the harness reports the script's.
fn expected(visit: &Visit) -> Value {
    // The language: the stored settings' if they read and name one, else the browser's.
    let stored = visit.stored.and_then(|raw| match Settings::parse(raw) {
        Read::Fine(settings) => settings.language.as_deref().and_then(Lang::from_code),
        _ => None,
    });
    let lang = stored.unwrap_or_else(|| Lang::from_browser(&visit.browser.to_ascii_lowercase()));
    // Home keeps its own first paint, in that language: its pitch and Loading (SPEC 17).
    if visit.path == "/" {
        return json!({
            "page": false,
            "lang": lang.code(),
            "label": lang.text().shell.language,
            "option": lang.code(),
            "lead": lang.shell().home_lead,
            "loading": lang.shell().loading,
        });
    }
    let t = lang.text();
    let loading = lang.shell().loading;
    let get = |name: &str| query_value(&visit.search, name);
    let link = first_paint::game_links()
        .unwrap()
        .into_iter()
        .find(|(p, _)| *p == visit.path)
        .map(|(_, link)| link);
    let game = |heading: String, level: Level| {
        json!({
            "heading": heading,
            "summary": t.game_summary(level),
            "loading": [loading],
            "board": format!("board pegs-{}", level.pegs()),
            "holes": vec![level.pegs(); level.turns()],
            "numbers": (1..=level.turns()).collect::<Vec<_>>(),
            "active": (0..level.turns()).map(|r| r == 0).collect::<Vec<_>>(),
        })
    };
    let empty: [usize; 0] = [];
    let plain = |heading: &str| json!({ "heading": heading, "summary": null, "loading": [loading], "board": null, "holes": empty, "numbers": empty, "active": empty });
    let page = match link {
        Some(GameLink::Level(l)) => game(t.level(l), l),
        Some(GameLink::Variant(v)) => game(t.level(Level::Variant(v)), Level::Variant(v)),
        Some(GameLink::Daily(l)) if get("date").is_none() => game(t.daily_level(l), l),
        Some(GameLink::Custom) => {
            let [p, c, n, r] = ["pegs", "colours", "turns", "repeats"].map(get);
            let custom = Custom::from_query(p.as_deref(), c.as_deref(), n.as_deref(), r.as_deref());
            match custom {
                Ok(custom) => game(t.level(Level::Custom(custom)), Level::Custom(custom)),
                Err(_) => plain(t.custom_link),
            }
        }
        _ if visit.path == routes::RULES_URL => plain(lang.guide().title),
        // Any other page (a past date's daily key too): the program's own, loading.
        _ => {
            json!({ "heading": loading, "summary": null, "loading": [loading], "board": null, "holes": empty, "numbers": empty, "active": empty })
        }
    };
    json!({
        "page": page,
        "lang": lang.code(),
        "label": t.shell.language,
        "option": lang.code(),
    })
}

/// Runs index.html's inline script in Node.js, once per visit, with a stand-in for the page:
/// `location`, `localStorage`, `navigator` and the few `document` calls it makes. Gives what it
/// drew for each (see [`expected`] for the form).
const HARNESS: &str = r#"
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const run = new Function('location', 'localStorage', 'navigator', 'document', input.script);
class El {
  constructor(tag) { this.tag = tag; this.textContent = ''; this.innerHTML = ''; this.attributes = {}; }
  setAttribute(name, value) { this.attributes[name] = String(value); }
}
// A visit drawn on a site under `base` (the loader's `data-base`), its address `path`.
const drawIn = (v, base, path) => {
  const header = new El('header');
  const select = new El('select');
  const old = new El('div');
  const lead = new El('p');
  const homeLoading = new El('p');
  const html = { lang: 'none', dataset: { base } };
  const parts = {
    '#first-paint header': header,
    '#first-paint .language': select,
    '#first-paint .page': old,
    '#first-paint .home .lead': lead,
    '#first-paint .home .loading': homeLoading,
  };
  const document = {
    documentElement: html,
    querySelector: (selector) => {
      if (!(selector in parts)) throw new Error(`querySelector(${selector}) is not stood in for`);
      return parts[selector];
    },
  };
  const storage = { getItem: (key) => (key === input.key && v.stored !== null ? v.stored : null) };
  run({ pathname: path, search: v.search }, storage, { language: v.browser }, document);
  // The header is its markup, generated (the stand-in's select is the one the script chooses in).
  if (!header.innerHTML.startsWith('<a href="/" class="brand">')) throw new Error(`the header: ${header.innerHTML}`);
  // Every page but home is its markup put in place of the first paint's (the game's or a
  // waiting page's, generated), its words escaped in it.
  const drawn = old.outerHTML;
  if (!drawn) {
    return {
      page: false,
      lang: html.lang,
      label: select.attributes['aria-label'],
      option: select.value,
      lead: lead.textContent,
      loading: homeLoading.textContent,
    };
  }
  const words = (pattern) =>
    [...drawn.matchAll(pattern)].map((m) =>
      m[1].replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );
  const h1 = words(/<h1(?: class="loading")?>(.*?)<\/h1>/g);
  const summary = words(/<p class="summary">(.*?)<\/p>/g);
  const loading = words(/<(?:p|h1) class="loading">(.*?)<\/(?:p|h1)>/g);
  // The board is markup (the board's own, generated): its classes and each row's holes read
  // from it.
  const board = [...drawn.matchAll(/<section class="(board [^"]*)" aria-hidden="true">/g)].map((m) => m[1]);
  const rows = drawn.split(/<div class="row(?: active)?">/).slice(1);
  return {
    page: {
      heading: h1.length === 1 ? h1[0] : h1,
      summary: summary.length ? summary.join('|') : null,
      loading,
      board: board.length ? board.join('|') : null,
      holes: rows.map((row) => (row.match(/<span class="hole"><\/span>/g) ?? []).length),
      numbers: rows.map((row) => Number(row.match(/^<span class="row-number">(\d+)<\/span>/)?.[1])),
      active: rows.map((row, i) => drawn.includes(`<div class="row active"><span class="row-number">${i + 1}<`)),
    },
    lang: html.lang,
    label: select.attributes['aria-label'],
    option: select.value,
  };
};
// Each visit at a domain's root, and the same under a sub-path (SPEC 19): drawn alike.
const results = input.visits.map((v) => {
  const root = drawIn(v, '/', v.path);
  const under = drawIn(v, '/mastermind/', `/mastermind${v.path}`);
  if (JSON.stringify(root) !== JSON.stringify(under)) throw new Error(`under /mastermind/, ${v.path} is drawn otherwise`);
  return root;
});
const tests = input.patterns.map((p) => new RegExp(input.pattern).test(p));
process.stdout.write(JSON.stringify({ results, tests }));
"#;

/// index.html's first-paint script: the inline `<script>` that holds the generated block.
fn first_paint_script() -> String {
    let html = read("index.html");
    let at = html.find(first_paint::BEGIN).expect("a generated block");
    let start = html[..at].rfind("<script>").expect("its <script>") + "<script>".len();
    let end = at + html[at..].find("</script>").expect("its </script>");
    html[start..end].to_owned()
}

fn visits() -> Vec<Visit> {
    let visit = |path: &str, search: &str, stored, browser| Visit {
        path: path.to_owned(),
        search: search.to_owned(),
        stored,
        browser,
    };
    let mut visits = Vec::new();
    // Every page kind in every language, chosen by storage, by the browser, or neither.
    let pages = [
        ("/play/1", "?seed=42"),
        ("/play/2", ""),
        ("/play/3", ""),
        ("/daily/1", ""),
        ("/daily/3", "?x=1"),
        ("/daily/2", "?date=2026-11-01"),
        ("/play/custom", "?pegs=5&colours=8&turns=12&repeats=no"),
        (
            "/play/custom",
            "?pegs=3&colours=5&turns=1&repeats=yes&seed=7",
        ),
        ("/play/custom", ""),
        ("/variant/number", "?seed=3"),
        ("/variant/colour-game-2", ""),
        ("/variant/maxi", ""),
        ("/rules", ""),
        ("/", ""),
        ("/stats/1", ""),
        ("/play/4", ""),
        ("/daily/past", ""),
        ("/challenge", ""),
        ("/play/1/", ""),
    ];
    let languages = [
        (None, "en-US"),
        (None, "pt-PT"),
        (None, "es"),
        (None, "PT_br"),
        (None, "est"),
        (None, "fr-FR"),
        (None, ""),
        (Some(r#"{"version":1,"language":"pt"}"#), "en-GB"),
        (
            Some(r#"{"version":1,"language":"es","hard_mode":true}"#),
            "pt",
        ),
        (Some(r#"{"version":1,"language":"en"}"#), "es-ES"),
        (Some(r#"{"version":1,"language":"fr"}"#), "pt"),
        (Some(r#"{"version":1,"language":"__proto__"}"#), "es"),
        (Some(r#"{"version":1,"hard_mode":true}"#), "es"),
        (Some(r#"{"version":2,"language":"pt"}"#), "es"),
        (Some(r#"{"language":"pt"}"#), "es"),
        (Some(r#"{"version":0,"language":"pt"}"#), "es"),
        (Some("not json"), "pt"),
        (Some("null"), "pt"),
    ];
    for (path, search) in pages {
        for (stored, browser) in languages {
            visits.push(visit(path, search, stored, browser));
        }
    }
    // Custom queries, valid or not, in every language: the script refuses what
    // Custom::from_query refuses.
    let pegs = [
        None,
        Some(""),
        Some("1"),
        Some("2"),
        Some("3"),
        Some("8"),
        Some("9"),
        Some("04"),
        Some("+4"),
        Some("4.0"),
        Some("x"),
        Some("99999999999999999999"),
    ];
    let colours = [
        None,
        Some("1"),
        Some("2"),
        Some("3"),
        Some("10"),
        Some("11"),
        Some("1e1"),
    ];
    let turns = [
        None,
        Some("0"),
        Some("1"),
        Some("2"),
        Some("20"),
        Some("21"),
        Some("-1"),
    ];
    let repeats = [None, Some("yes"), Some("no"), Some("YES"), Some("")];
    let browsers = ["en", "pt", "es"];
    let mut n = 0;
    for p in pegs {
        for c in colours {
            for t in turns {
                for r in repeats {
                    let query: Vec<String> =
                        [("pegs", p), ("colours", c), ("turns", t), ("repeats", r)]
                            .iter()
                            .filter_map(|(name, value)| value.map(|v| format!("{name}={v}")))
                            .collect();
                    let search = format!("?{}", query.join("&"));
                    visits.push(visit("/play/custom", &search, None, browsers[n % 3]));
                    n += 1;
                }
            }
        }
    }
    visits
}

#[test]
fn the_script_draws_what_the_programs_draw() {
    let visits = visits();
    let patterns: Vec<String> = quick_paths()
        .into_iter()
        .chain(
            [
                "/",
                "/play",
                "/play/",
                "/play/0",
                "/play/4",
                "/play/12",
                "/play/I",
                "/play/1/",
                "/play/custom/",
                "/play/customs",
                "/daily/custom",
                "/daily/past",
                "/daily/4",
                "/x/play/1",
                "/play/1x",
                "//play/1",
                "/rules",
                "/challenge",
                "/computer",
                "/match",
                "/two",
                "/data",
                "/data/",
                "/puzzles/print",
                "/puzzles",
                "/matches",
                "/challenge#",
                "/play/1#",
                "/challenge/",
                "/challenges",
                "/challenge/x",
            ]
            .map(str::to_owned),
        )
        .collect();
    let input = json!({
        "script": first_paint_script(),
        "key": Settings::key(()),
        "pattern": loader_pattern("games"),
        "patterns": patterns,
        "visits": visits.iter().map(|v| json!({
            "path": v.path, "search": v.search, "stored": v.stored, "browser": v.browser,
        })).collect::<Vec<_>>(),
    });
    let mut node = Command::new("node")
        .args(["-e", HARNESS])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect(
            "this test runs the first paint's script in Node.js (see the README's quick start)",
        );
    node.stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let out = node.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "the script failed in Node.js: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out: Value = serde_json::from_slice(&out.stdout).unwrap();
    let results = out["results"].as_array().unwrap();
    assert_eq!(results.len(), visits.len());
    let mut games = 0;
    for (visit, drawn) in visits.iter().zip(results) {
        let want = expected(visit);
        assert_eq!(
            drawn, &want,
            "{}{} (stored {:?}, browser {:?})",
            visit.path, visit.search, visit.stored, visit.browser
        );
        games += usize::from(want["page"]["board"].is_string());
    }
    // The spread has games as well as refusals.
    assert!(games > 150 && games < visits.len() - 150, "{games}");
    let tests: Vec<bool> = serde_json::from_value(out["tests"].clone()).unwrap();
    for (path, matched) in patterns.iter().zip(tests) {
        assert_eq!(
            matched,
            routes::is_quick_board_path(path),
            "the loader's pattern on {path}"
        );
    }
}

/// The pages of words (issue 43): each page's fragment in each language is what the sources
/// render now, and the loader's list of them is generated; each fragment is one page's `div`
/// with its heading, and holds neither a script nor an inline handler.
#[test]
fn the_pages_fragments_are_what_the_sources_give() {
    use xtask_paint::pages::{self, Page, fragment};
    let mut stale = Vec::new();
    for page in Page::ALL {
        for &lang in Lang::ALL {
            let name = pages::file(page, lang);
            let path = root().join(&name);
            let file = std::fs::read_to_string(&path).unwrap_or_default();
            let fresh = fragment(page, lang).unwrap_or_else(|e| panic!("{e}"));
            if file != fresh {
                stale.push(name.clone());
            }
            assert!(fresh.starts_with("<div class=\"page "), "{name}");
            assert_eq!(fresh.matches("<h1>").count(), 1, "{name}");
            let handler = fresh.match_indices(" on").any(|(at, _)| {
                let rest = &fresh[at + 3..];
                let name = rest.trim_start_matches(|c: char| c.is_ascii_lowercase());
                name.len() < rest.len() && name.starts_with('=')
            });
            assert!(!fresh.contains("<script") && !handler, "{name}");
        }
    }
    for lang in pages::fetched_languages() {
        let name = pages::words_file(lang);
        let file = std::fs::read_to_string(root().join(&name)).unwrap_or_default();
        if file != pages::words_text(lang).unwrap_or_else(|e| panic!("{e}")) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "not what the sources give (run `cargo xtask first-paint`): {stale:?}"
    );
    let toml = read("Trunk.toml");
    assert_eq!(
        pages::trunk_toml(&toml).unwrap_or_else(|e| panic!("{e}")),
        toml,
        "Trunk.toml's list of the pages is not what the sources give: run `cargo xtask first-paint`"
    );
    let block = pages::block(&toml).expect("Trunk.toml lists the pages");
    for page in Page::ALL {
        assert!(
            block.contains(&format!("'{}': '{}'", page.path(), page.slug())),
            "{block}"
        );
    }
    // Each page's path is a route of the whole game's (not a game link's).
    for page in Page::ALL {
        assert!(!routes::is_quick_board_path(page.path()), "{}", page.path());
    }
}

/// Each fragment holds its page's words in its language: the Rules' heading and the first
/// sentence of their summary, the Variants' lead, …
#[test]
fn the_pages_fragments_hold_their_words() {
    use xtask_paint::pages::{Page, fragment};
    let escaped = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('"', "&quot;")
    };
    for &lang in Lang::ALL {
        let t = lang.text();
        let g = lang.guide();
        let words: [(Page, Vec<&str>); 5] = [
            (Page::Rules, vec![g.title, g.summary[0], g.notes_title]),
            (Page::Variants, vec![t.shell.variants, t.variants_lead]),
            (Page::Puzzles, vec![t.shell.puzzles, t.puzzle.puzzles_lead]),
            (Page::Intro, vec![t.intro_title, t.intro_lead, t.hard_mode]),
            (
                Page::Learn,
                vec![t.shell.learn_to_play, t.lesson_lead, t.skip],
            ),
        ];
        for (page, words) in words {
            let html = fragment(page, lang).unwrap();
            for w in words {
                assert!(html.contains(&escaped(w)), "{page:?} {}: {w}", lang.code());
            }
        }
    }
}

/// Each text as a literal, read back by Node.js: the same text, with no backslash in the
/// literal and nothing that could close the script.
#[test]
fn a_string_literal_reads_back_as_its_text_without_a_backslash() {
    let texts = [
        "",
        "plain",
        "the colour game's way",
        "l'ordinateur",
        r#"a "quoted" word"#,
        r#"both ' and " in one"#,
        "'''",
        r"back\slash",
        "two\nlines\r",
        r#"<section class="board pegs-${p}">${r}</section>"#,
        "</script><!-- </SCRIPT",
        "caf\u{e9} \u{2028} «»",
    ];
    let literals: Vec<String> = texts.iter().map(|t| first_paint::js_string(t)).collect();
    for literal in &literals {
        assert!(!literal.contains('\\'), "{literal}");
        let lower = literal.to_ascii_lowercase();
        assert!(
            !lower.contains("</script") && !lower.contains("<!--"),
            "{literal}"
        );
    }
    let script = format!(
        "process.stdout.write(JSON.stringify([{}]))",
        literals.join(",")
    );
    let mut node = Command::new("node")
        .args(["-e", "eval(require('fs').readFileSync(0, 'utf8'))"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("Node.js (the README's quick start)");
    node.stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("written");
    let out = node.wait_with_output().expect("Node.js ran");
    let read: Vec<String> = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(read, texts);
}
