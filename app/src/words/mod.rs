//! Sentences the app builds from what the engines report (a refused move, an ending, an
//! editor's problem, a lesson's miss, a cell for a screen reader, an exact result, a verdict, a
//! clock, a setup principle), in the window's language. The engines speak English for the
//! command line and the tests; what a player reads goes through here.

use strata_core::ai::{Exact, ExactResult};
use strata_core::cells::{CellFact, Ground};
use strata_core::clock::TimeControl;
use strata_core::game::EndReason;
use strata_core::games::stratego::{Army, Principle, Rank, SetupError, SquareView};
use strata_core::lessons::Miss;
use strata_core::online::{Fault, FaultKind, LetterProblem, OfferRefusal};
use strata_core::reasons::Reason;
use strata_core::review::{Depth, Verdict};
use strata_core::words::Hint;
use strata_core::{AnyGame, GameId, IllegalMove, Lang, Player};

use crate::t;
use crate::views::stratego::tile;

/// Why a move was refused, in the window's language. The engines explain a refusal in English;
/// another language names the rule that refuses it, by its title in that language.
pub fn explain_refusal(e: &IllegalMove) -> String {
    let lang = crate::i18n::lang();
    if lang == Lang::En {
        return crate::theme::capitalise(&e.message);
    }
    match crate::rules::title_in(e.rule, lang) {
        Some(title) => t!("refused-by-rule", title = title),
        None if e.rule == strata_core::PARSE_RULE => t!("refused-unreadable"),
        None => t!("refused-other"),
    }
}

/// A problem the editor finds in a position, in the window's language. The engines explain it
/// in English; another language names the rule it breaks, where the explanation gives one (the
/// board marks the cells it concerns).
pub fn explain_problem(english: &str) -> String {
    let lang = crate::i18n::lang();
    if lang == Lang::En {
        return english.to_string();
    }
    broken_rule(english).unwrap_or_else(|| t!("problem-other"))
}

/// "the position breaks the rule « … » (S5-P7)" in the window's language, when an engine's
/// English explanation ends by naming a rule.
fn broken_rule(english: &str) -> Option<String> {
    let rule = english.rsplit_once('(').and_then(|(_, id)| id.split_once(')')).map(|(id, _)| id)?;
    let title = crate::rules::title_in(rule, crate::i18n::lang())?;
    Some(t!("problem-by-rule", title = title, rule = rule.to_string()))
}

/// Why pasted text is not a position, in the window's language. The engines explain it in
/// English; another language names the rule it breaks if the explanation gives one, else says
/// that the text does not follow the notation.
pub fn explain_unreadable(english: &str) -> String {
    match crate::i18n::lang() {
        Lang::En => english.trim_end_matches('.').to_string(),
        _ => broken_rule(english).unwrap_or_else(|| t!("problem-unreadable")),
    }
}

/// Why a typed Stratego setup cannot be used, in the window's language: which group, letter
/// or count is wrong (SG-S1, SG-S2).
pub fn setup_problem_words(problem: &SetupError) -> String {
    const ROWS: [&str; 4] = ["front", "second", "third", "back"];
    match problem {
        SetupError::Groups(n) => t!("setup-problem-groups", count = *n),
        SetupError::GroupLength { row, len } => {
            let (group, row) = (*row + 1, ROWS.get(*row).copied().unwrap_or("back"));
            t!("setup-problem-length", group = group, row = row, count = *len)
        }
        SetupError::Letter { row, col, letter } => {
            let square = |p| Army::square(Player(p), *row, *col).to_string();
            let (group, place, letter) = (*row + 1, *col + 1, letter.to_string());
            let (red, blue) = (square(0), square(1));
            t!(
                "setup-problem-letter",
                letter = letter,
                group = group,
                place = place,
                red = red,
                blue = blue
            )
        }
        SetupError::Counts(wrong) => {
            let each = wrong.iter().map(|&(rank, found)| {
                let (found, wanted) = (tile::counted(rank, found), usize::from(rank.count()));
                t!("setup-problem-count", found = found, wanted = wanted)
            });
            let army = Rank::ALL.iter().map(|&r| tile::counted(r, usize::from(r.count())));
            let army = name_list(&army.collect::<Vec<_>>());
            t!("setup-problem-counts", list = each.collect::<Vec<_>>().join(", "), army = army)
        }
    }
}

/// How a game ended, in the window's language: the engine's sentence in English, otherwise
/// the rule that ended it, by its title.
pub fn explain_ending(ending: &EndReason) -> String {
    let lang = crate::i18n::lang();
    match crate::rules::title_in(ending.rule, lang) {
        Some(title) if lang != Lang::En => t!("ended-by-rule", title = title),
        _ => ending.text.clone(),
    }
}

/// Names in a sentence: "Beige, brown and orange", "Beige, brun et orange".
pub fn name_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!("name-list", init = init.join(", "), last = last.clone()),
    }
}

/// What the search knows exactly of a move, counted as a player counts "win in two": a win in
/// the player's own moves (this one included), a loss in the opponent's moves. With `best` the
/// move is the one the bot chose, so a loss means every move loses and this one resists longest.
///
/// The counts assume the players alternate single moves (Stratum, and Strata 7 between its
/// extra placements); in a Strata 5 turn each pawn move and block is a move of its own.
pub fn exact_words(exact: &Exact, best: bool) -> String {
    match exact.result {
        ExactResult::Win if exact.plies <= 1 => t!("exact-wins-at-once"),
        ExactResult::Win => t!("exact-you-win-in", moves = exact.own_moves()),
        ExactResult::Loss => {
            let opponent = match exact.opponent_moves() {
                0 | 1 => t!("exact-opponent-wins-at-once"),
                n => t!("exact-opponent-needs", moves = n),
            };
            if best {
                t!("exact-every-move-loses", opponent = opponent)
            } else {
                t!("exact-this-move-loses", opponent = opponent)
            }
        }
        ExactResult::Draw => t!("exact-draw"),
    }
}

/// A game's name as the screen shows it: "Stratego (classic rules)", in French "Stratego
/// (règles classiques)".
pub fn game_title(game: GameId) -> String {
    match game {
        GameId::Stratego => t!("title-stratego"),
        other => other.title().to_string(),
    }
}

/// Why the system refused to read or write a file, in the window's language: the system's own
/// words in English, its kind of problem in another language.
pub fn io_problem(e: &std::io::Error) -> String {
    use std::io::ErrorKind as Kind;
    if crate::i18n::lang() == Lang::En {
        return e.to_string();
    }
    let kind = match e.kind() {
        Kind::NotFound => "not-found",
        Kind::PermissionDenied => "permission",
        Kind::AlreadyExists => "exists",
        Kind::StorageFull | Kind::QuotaExceeded => "full",
        Kind::ReadOnlyFilesystem => "read-only",
        Kind::InvalidData => "not-text",
        Kind::IsADirectory => "folder",
        Kind::NotADirectory | Kind::InvalidFilename => "bad-name",
        _ => "other",
    };
    t!("io-problem", kind = kind)
}

/// Why a pasted move letter is refused, in the window's language.
pub fn letter_problem(problem: LetterProblem) -> String {
    match problem {
        LetterProblem::TooLong { bytes } => {
            t!("letter-too-long", bytes = bytes, most = strata_core::online::MAX_LETTER)
        }
        LetterProblem::NotALetter => t!("letter-not-a-letter"),
        LetterProblem::CutShort => t!("letter-cut-short"),
        LetterProblem::Damaged => t!("letter-damaged"),
        LetterProblem::OtherGame => t!("letter-other-game"),
        LetterProblem::OwnLetter => t!("letter-own"),
        LetterProblem::Missing { starts, read } => {
            t!("letter-missing", starts = starts, read = read)
        }
        LetterProblem::ReadMoreThanSent => t!("letter-read-more"),
        LetterProblem::NothingNew => t!("letter-nothing-new"),
    }
}

/// Why no offer can be made or answered now, as a sentence in the window's language: "An
/// offer is already waiting for its answer."
pub fn offer_refusal(refusal: OfferRefusal) -> String {
    let kind = match refusal {
        OfferRefusal::GameOver => "over",
        OfferRefusal::Waiting => "waiting",
        OfferRefusal::PieceToShow => "piece-to-show",
        OfferRefusal::NoTakeBackInStratego => "stratego",
        OfferRefusal::NothingToTakeBack => "nothing",
        OfferRefusal::NoOfferToAnswer => "no-offer",
    };
    t!("offer-refused", kind = kind)
}

/// Why a game with a friend cannot go on, in the window's language where two honest programs
/// can meet it (another version of the app, the friend's program stopping); a misbehaving
/// program's fault keeps the engine's English detail.
pub fn fault_words(fault: Fault) -> String {
    match fault.kind {
        FaultKind::OtherProtocol { theirs } => {
            t!("online-other-version", theirs = theirs, ours = strata_core::online::PROTOCOL)
        }
        FaultKind::Stopped { reason } => t!("online-friend-stopped", reason = reason),
        FaultKind::Other => fault.reason,
    }
}

/// A label and what it labels: "c3: level 2", in French "c3 : niveau 2" (a no-break space
/// before the colon).
pub fn labelled(label: &str, text: &str) -> String {
    t!("labelled", label = label.to_string(), text = text.to_string())
}

/// Clauses of one sentence, separated as the language separates them: "a; b", in French
/// "a ; b" (a no-break space before the semicolon).
pub fn clauses(parts: &[String]) -> String {
    parts.join(&t!("clause-separator"))
}

/// A chance as a player reads it: "54%", in French "54 %".
pub fn percent(chance: f64) -> String {
    t!("percent", value = format!("{:.0}", chance * 100.0))
}

/// Why a learner's move misses a lesson's step: "That lets Black win at once with c3-d4."
pub fn miss_words(miss: &Miss, names: &[&str]) -> String {
    let name = |p: Player| crate::theme::display_name(names.get(p.index()).copied().unwrap_or("?"));
    match miss {
        Miss::Illegal(e) => format!("{} ({})", explain_refusal(e), e.rule),
        Miss::Ends { winner: None } => t!("miss-draw"),
        Miss::Ends { winner: Some(w) } => t!("miss-ends", name = name(*w)),
        Miss::LetsWin { player, win } => {
            t!("miss-lets-win", name = name(*player), win = win.clone())
        }
        Miss::NotTheStep { advice } => {
            let advice = advice.clone().unwrap_or_else(|| t!("miss-read-goal"));
            t!("miss-not-the-step", advice = advice)
        }
    }
}

/// Why a suggested turn is good, in the player's language: "pawn 2 climbs to level 3", "le pion 2
/// monte au niveau 3".
pub fn reason_words(reason: &Reason, names: &[&str]) -> String {
    let name = |p: Player| crate::theme::display_name(names.get(p.index()).copied().unwrap_or("?"));
    let yes = |on: bool| if on { "yes" } else { "no" };
    match reason {
        Reason::Wins { rule: Some(rule) } => t!("reason-wins-by", rule = *rule),
        Reason::Wins { rule: None } => t!("reason-wins"),
        Reason::StopsWinAtOnce { next } => t!("reason-stops-win", player = name(*next)),
        Reason::CapturesPawn { pawn } => t!("reason-captures-pawn", pawn = *pawn),
        Reason::Climbs { pawn, level } => t!("reason-climbs", pawn = *pawn, level = *level),
        Reason::Enters { pawn } => t!("reason-enters", pawn = *pawn),
        Reason::Builds { level } => t!("reason-builds", level = *level),
        Reason::Traps { pawn, own } => t!("reason-traps", pawn = *pawn, own = yes(*own)),
        Reason::Suffocates { pawns } => t!("reason-suffocates", count = *pawns),
        Reason::ReinforcesObjective => t!("reason-reinforces"),
        Reason::GainsPoints { points } => t!("reason-gains-points", count = *points),
        Reason::GainsVisibleCells { cells } => t!("reason-gains-cells", count = *cells),
        Reason::Covers { cells, owner } => {
            t!("reason-covers", count = *cells, owner = name(*owner))
        }
        Reason::AttacksKnown { rank } => t!("reason-attacks-known", the = tile::the(*rank)),
        Reason::AttacksMoved => t!("reason-attacks-moved"),
        Reason::AttacksUnknown => t!("reason-attacks-unknown"),
    }
}

/// What a lesson's "Hint" says, in the player's language: "move the piece on d4.", "déplacez
/// la pièce de d4."
pub fn hint_words(hint: &Hint) -> String {
    match hint {
        Hint::MoveThePieceOn(cell) => t!("hint-move-the-piece", cell = cell.clone()),
        Hint::BringPawn(pawn) => t!("hint-bring-pawn", pawn = *pawn),
        Hint::BlockAround(cell) => t!("hint-block-around", cell = cell.clone()),
        Hint::ReinforcementNear(cell) => t!("hint-reinforcement-near", cell = cell.clone()),
        Hint::BarStartsOn(cell) => t!("hint-bar-starts-on", cell = cell.clone()),
    }
}

/// What a cell holds, for a screen reader, in the player's language: "level 2, red pawn 4",
/// "niveau 2, pion 4 de Rouge". English writes a colour inside the line in lower case; French
/// names the player.
pub fn cell_words(fact: &CellFact, names: &[&str]) -> String {
    let name = |p: Player| {
        let shown = crate::theme::display_name(names.get(p.index()).copied().unwrap_or("?"));
        if crate::i18n::lang() == Lang::En { shown.to_lowercase() } else { shown }
    };
    let yes = |on: bool| if on { "yes" } else { "no" };
    match fact {
        CellFact::Column { level, pawns } => {
            let base = level.map_or_else(|| t!("cell-bare-board"), |l| t!("cell-level", level = l));
            let pawns = pawns.iter().map(|p| {
                let (owner, number, trapped) = (name(p.owner), p.number, yes(p.trapped));
                t!("cell-column-pawn", owner = owner, number = number, trapped = trapped)
            });
            std::iter::once(base).chain(pawns).collect::<Vec<_>>().join(", ")
        }
        CellFact::Hex { top: None } => t!("cell-empty"),
        CellFact::Hex { top: Some((level, owner)) } => {
            t!("cell-hex", level = *level, owner = name(*owner))
        }
        CellFact::Octo { ground, occupant } => {
            let ground = match ground {
                Ground::Plain => None,
                Ground::Obstacle => Some(t!("cell-obstacle")),
                Ground::Objective { camp, points } => {
                    Some(t!("cell-objective", camp = name(*camp), points = *points))
                }
            };
            let occupant =
                occupant.map(|o| t!("cell-occupant", owner = name(o.owner), stack = yes(o.stack)));
            let parts: Vec<String> = ground.into_iter().chain(occupant).collect();
            if parts.is_empty() { t!("cell-empty") } else { parts.join(", ") }
        }
        CellFact::Square { seen, opponent } => {
            let opponent = name(*opponent);
            let rank = tile::name;
            match seen {
                SquareView::Empty => t!("cell-empty"),
                SquareView::Lake => t!("cell-lake"),
                SquareView::Own(p) => {
                    let state = if p.revealed {
                        "known"
                    } else if p.moved {
                        "moved"
                    } else {
                        "hidden"
                    };
                    t!("cell-own", piece = rank(p.rank), state = state, opponent = opponent)
                }
                SquareView::Unknown => t!("cell-unknown", opponent = opponent),
                SquareView::MovedUnknown => t!("cell-moved-unknown", opponent = opponent),
                SquareView::Revealed(r) => t!("cell-known", opponent = opponent, piece = rank(*r)),
            }
        }
    }
}

/// Each cell's name and its line for a screen reader, in the player's language.
pub fn cells(game: &dyn AnyGame, viewer: Option<Player>) -> Vec<(String, String)> {
    let names = game.player_names();
    let facts = strata_core::cells::facts(game, viewer).into_iter();
    facts.map(|(cell, fact)| (cell, cell_words(&fact, names))).collect()
}

/// A setup principle's name and why it matters, in the player's language.
pub fn principle_words(principle: &Principle) -> (String, String) {
    let id = format!("principle-{}", principle.id);
    (crate::i18n::tr(&id), crate::i18n::tr(&format!("{id}-why")))
}

/// A verdict's name: "blunder", "gaffe".
pub fn verdict_name(verdict: Verdict) -> String {
    match verdict {
        Verdict::Best => t!("verdict-best"),
        Verdict::Good => t!("verdict-good"),
        Verdict::Inaccuracy => t!("verdict-inaccuracy"),
        Verdict::Mistake => t!("verdict-mistake"),
        Verdict::Blunder => t!("verdict-blunder"),
    }
}

/// A review's depth: "quick", "rapide".
pub fn depth_name(depth: Depth) -> String {
    match depth {
        Depth::Quick => t!("depth-quick"),
        Depth::Thorough => t!("depth-thorough"),
    }
}

/// A time control in words: "10 min + 5 s a turn", "30 min each".
pub fn clock_words(control: TimeControl) -> String {
    match control.increment {
        0 => t!("clock-each", minutes = control.minutes),
        seconds => t!("clock-increment", minutes = control.minutes, seconds = seconds),
    }
}

#[cfg(test)]
mod tests;
