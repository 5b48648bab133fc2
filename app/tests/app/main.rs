//! The app's headless tests, one module per area, built as one test binary: every test binary
//! links the whole app with egui, eframe and iroh, so twenty of them took twenty times the link
//! time and the disk (over 700 MB each with debug info), which filled a CI machine's disk.
//! `cargo test -p strata-app --test app online` runs one area.

mod common;
#[path = "../../../core/tests/fuzz_input/mod.rs"]
mod fuzz_input;

mod ai;
mod boards;
mod clock;
mod editor;
mod files;
mod first_minutes;
mod flows;
mod hidden_pieces;
mod icons;
mod keyboard;
mod language;
mod lessons;
mod mail;
mod monkey;
mod net;
mod online;
mod review;
mod settings_fuzz;
mod square_boards;
