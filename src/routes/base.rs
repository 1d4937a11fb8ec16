//! The site's base: the path the game is published under, `/` at a domain's root or a sub-path
//! such as `/mastermind/` (a GitHub Pages project site; SPEC §19). Decided once, at build time,
//! by `cargo xtask dist --base /PATH/` (Trunk's `public_url`); the loader that Trunk writes into
//! `index.html` puts it on the document (`<html data-base="/mastermind/">`) before any program
//! starts, and every program reads it from there through [`base`]. One build's WebAssembly is
//! the same for every base.
//!
//! The pages speak *app paths* (`/rules`, `/play/1`: the constants and builders of
//! [`crate::routes`], the router's routes, what `navigate` takes, for the router adds the base
//! itself); the document speaks *site paths* (`/mastermind/rules`). [`site`] turns the first into
//! the second for every `href`, [`app`] the second into the first for every address read, and
//! [`link`] makes the whole link a player shares.

/// The base, as the document carries it, made a prefix: `""` at a domain's root, else the path
/// without its trailing slash (`"/mastermind"`). A value that is not a plain absolute path (no
/// `//`, no `..`, no query or fragment, nothing to escape) is the root: the document is the
/// build's own, but nothing read is trusted.
pub fn parse_base(text: &str) -> String {
    let trimmed = text.trim_end_matches('/');
    let plain = |segment: &str| {
        !segment.is_empty()
            && segment != "."
            && segment != ".."
            && segment
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-._~".contains(c))
    };
    match trimmed.strip_prefix('/') {
        Some(rest) if !rest.is_empty() && rest.split('/').all(plain) => trimmed.to_owned(),
        _ => String::new(),
    }
}

/// `path` (an app path, starting with `/`) under `base` (as [`parse_base`] gives it): `/` is
/// the base with its slash (`/mastermind/`), any other path follows it (`/mastermind/rules`).
pub fn site_under(base: &str, path: &str) -> String {
    if base.is_empty() || !path.starts_with('/') {
        path.to_owned()
    } else {
        format!("{base}{path}")
    }
}

/// The app path of `pathname` (a site path, as the address bar has it) under `base`: the base
/// taken off (`/mastermind/rules` → `/rules`; the base itself, with or without its slash, is
/// `/`). A path outside the base is left as it is (no page has it: not found).
pub fn app_under<'a>(base: &str, pathname: &'a str) -> &'a str {
    if base.is_empty() {
        return pathname;
    }
    match pathname.strip_prefix(base) {
        Some("") => "/",
        Some(rest) if rest.starts_with('/') => rest,
        _ => pathname,
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static BASE: String = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("data-base"))
        .map(|b| parse_base(&b))
        .unwrap_or_default();
}

/// The base of this page ([`parse_base`] of the document's `data-base`; natively, and in a page
/// no loader started, the root: `""`).
pub fn base() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        BASE.with(Clone::clone)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}

/// The site path of the app path `path` on this page: what an `href` carries.
pub fn site(path: impl AsRef<str>) -> String {
    site_under(&base(), path.as_ref())
}

/// The app path of the site path `pathname` on this page: what the pages decide by.
pub fn app(pathname: &str) -> String {
    app_under(&base(), pathname).to_owned()
}

/// The whole link of the app path `path` (a challenge, a reply, a puzzle, a shared result): the
/// page's origin, then [`site`].
pub fn link(path: impl AsRef<str>) -> String {
    #[cfg(target_arch = "wasm32")]
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    #[cfg(not(target_arch = "wasm32"))]
    let origin = "";
    format!("{origin}{}", site(path))
}
