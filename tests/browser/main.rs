//! The component tests, one binary run in headless Chromium by wasm-bindgen-test: components
//! mounted and clicked, the two boards' DOM compared, storage through the browser's
//! localStorage, and the solver's worker.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::wasm_bindgen_test_configure;

wasm_bindgen_test_configure!(run_in_browser);

/// The core's test fixtures (codes, levels, rows played), shared with the core's own tests.
#[path = "../../core/tests/suite/common.rs"]
mod common;

mod boards;
mod components;
mod friends;
mod game_page;
mod home;
mod offers;
mod pages_paint;
mod past_puzzles;
mod puzzle_boards;
mod solver_client;
mod storage;
mod word_controls;
