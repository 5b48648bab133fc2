//! The file parts of the menus, keys and start screen: Open, Save, recent files, unfinished
//! games, the theme.

use egui::{Button, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use super::Files;
use crate::command::{Command, FileCommand};
use crate::file_dialog;
use crate::settings::Theme;
use crate::t;

const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);

/// The File menu's entries about files.
pub(in crate::shell) fn menu(ui: &mut Ui, files: &Files, in_game: bool, out: &mut Vec<Command>) {
    let idle = files.pending.is_none();
    let ctx = ui.ctx().clone();
    let shortcut = |s| ctx.format_shortcut(s);
    let open = Button::new(t!("file-open")).shortcut_text(shortcut(&OPEN));
    if ui.add_enabled(idle, open).clicked() {
        out.push(Command::File(FileCommand::ChooseOpen));
    }
    ui.add_enabled_ui(!files.settings.recent.is_empty(), |ui| {
        ui.menu_button(t!("file-open-recent"), |ui| {
            for path in &files.settings.recent {
                let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy();
                let about =
                    file_dialog::describe_file(path).unwrap_or_else(|| t!("file-unreadable-now"));
                let entry = ui
                    .button(format!("{name} — {about}"))
                    .on_hover_text(path.display().to_string());
                if entry.clicked() {
                    out.push(Command::File(FileCommand::Open(path.clone())));
                }
            }
            ui.separator();
            if ui.button(t!("file-clear-recent")).clicked() {
                out.push(Command::File(FileCommand::ClearRecent));
            }
        });
    });
    let save = Button::new(t!("file-save")).shortcut_text(shortcut(&SAVE));
    if ui.add_enabled(in_game && idle, save).clicked() {
        out.push(Command::File(FileCommand::Save));
    }
    let save_as = Button::new(t!("file-save-as")).shortcut_text(shortcut(&SAVE_AS));
    if ui.add_enabled(in_game && idle, save_as).clicked() {
        out.push(Command::File(FileCommand::ChooseSave));
    }
}

/// The View menu's theme choice.
pub(in crate::shell) fn theme_menu(ui: &mut Ui, theme: &mut Theme) {
    ui.menu_button(t!("view-theme"), |ui| {
        for choice in Theme::ALL {
            ui.radio_value(theme, choice, choice.label());
        }
    });
}

/// The file keys (most specific first: Ctrl+Shift+S also matches Ctrl+S).
pub(in crate::shell) fn keys(input: &mut egui::InputState, out: &mut Vec<Command>) {
    if input.consume_shortcut(&SAVE_AS) {
        out.push(Command::File(FileCommand::ChooseSave));
    }
    if input.consume_shortcut(&SAVE) {
        out.push(Command::File(FileCommand::Save));
    }
    if input.consume_shortcut(&OPEN) {
        out.push(Command::File(FileCommand::ChooseOpen));
    }
}

/// The start screen's file buttons: "Resume last game" when there is one, the other
/// unfinished games, and Open.
pub(in crate::shell) fn start_screen(ui: &mut Ui, files: &Files, out: &mut Vec<Command>) {
    if let Some(((path, about), others)) = files.unfinished.split_first() {
        let button = Button::new(RichText::new(t!("file-resume-last")).size(18.0).strong())
            .min_size(egui::vec2(260.0, 36.0));
        if ui.add(button).on_hover_text(about.as_str()).clicked() {
            out.push(Command::File(FileCommand::Resume(path.clone())));
        }
        ui.label(RichText::new(about.as_str()).weak());
        if !others.is_empty() {
            ui.add_space(6.0);
            ui.collapsing(t!("file-other-unfinished"), |ui| {
                for (path, about) in others {
                    if ui.button(about.as_str()).clicked() {
                        out.push(Command::File(FileCommand::Resume(path.clone())));
                    }
                }
            });
        }
        ui.add_space(14.0);
    }
    if !files.damaged.is_empty() {
        // Never hidden, never deleted: each says what is wrong, and offers what can be saved.
        ui.label(RichText::new(t!("file-damaged")).strong().color(crate::theme::BAD));
        for (path, problem) in &files.damaged {
            let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy();
            ui.label(crate::words::labelled(&name, problem));
            let recover = ui.button(t!("file-recover")).on_hover_text(t!("file-recover-about"));
            if recover.clicked() {
                out.push(Command::File(FileCommand::Recover(path.clone())));
            }
        }
        ui.add_space(14.0);
    }
    let open = ui.add_enabled(files.pending.is_none(), Button::new(t!("file-open-saved")));
    if open.on_hover_text("Ctrl+O").clicked() {
        out.push(Command::File(FileCommand::ChooseOpen));
    }
    ui.add_space(14.0);
}
