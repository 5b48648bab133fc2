//! The shell's panels and dialogs, shared by every game.

pub mod move_list;
pub mod new_game;
pub mod rules;
