//! `strata`: the desktop app, and with a subcommand the command line of `assets/docs/command-line.md`.

mod cli;

use std::process::ExitCode;

use clap::Parser;
use cli::{Cli, Command, Failure};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                print!("{e}");
                return ExitCode::SUCCESS;
            }
            // The contract wants one line on standard error: clap's first line says it all.
            let text = e.to_string();
            eprintln!("{}", text.lines().next().unwrap_or("invalid arguments"));
            return ExitCode::from(1);
        }
    };
    let file = match cli.command {
        None => cli.file,
        Some(Command::Open { file }) => Some(file),
        Some(command) => {
            return match cli::run(command) {
                Ok(output) => {
                    print!("{output}");
                    ExitCode::SUCCESS
                }
                Err(Failure::Move(json)) => {
                    println!("{json}");
                    ExitCode::from(2)
                }
                Err(Failure::Message(message)) => {
                    eprintln!("strata: {message}");
                    ExitCode::from(1)
                }
            };
        }
    };
    // A file that cannot be opened is refused before any window opens (interface contract:
    // exit code 1 and one line on standard error); the app's own Open shows a dialog instead.
    // A file that opens is handed to the app as read: it is replayed once.
    let opened =
        match file.map(|path| strata_core::session::Session::open(&path).map(|o| (path, o))) {
            None => None,
            Some(Ok((path, (save, session)))) => Some((path, save, session)),
            Some(Err(message)) => {
                eprintln!("strata: {message}");
                return ExitCode::from(1);
            }
        };
    match strata_app::run(opened) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("strata: cannot open a window: {e}");
            ExitCode::from(1)
        }
    }
}
