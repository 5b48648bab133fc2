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
pub fn letter_problem(problem: &LetterProblem) -> String {
    match problem {
        LetterProblem::TooLong { bytes } => {
            t!("letter-too-long", bytes = *bytes, most = strata_core::online::MAX_LETTER)
        }
        LetterProblem::NotALetter => t!("letter-not-a-letter"),
        LetterProblem::CutShort => t!("letter-cut-short"),
        LetterProblem::Damaged => t!("letter-damaged"),
        LetterProblem::OtherGame => t!("letter-other-game"),
        LetterProblem::OwnLetter => t!("letter-own"),
        LetterProblem::Missing { starts, read } => {
            t!("letter-missing", starts = *starts, read = *read)
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
pub fn fault_words(fault: &Fault) -> String {
    match &fault.kind {
        FaultKind::OtherProtocol { theirs } => {
            t!("online-other-version", theirs = *theirs, ours = strata_core::online::PROTOCOL)
        }
        FaultKind::Stopped { reason } => t!("online-friend-stopped", reason = reason.clone()),
        FaultKind::Other => fault.reason.clone(),
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
mod tests {
    use super::*;

    #[test]
    fn exact_results_count_a_players_own_moves_and_the_opponents_for_a_loss() {
        let words = |result, plies, best| exact_words(&Exact::new(result, plies), best);
        assert_eq!(words(ExactResult::Win, 1, true), "this move wins at once");
        assert_eq!(words(ExactResult::Win, 3, true), "you win in 2 moves");
        assert_eq!(
            words(ExactResult::Loss, 6, true),
            "every move loses against best play; this one resists longest (the opponent \
             needs 3 moves to win)"
        );
        assert_eq!(
            words(ExactResult::Loss, 2, false),
            "this move loses against best play (the opponent can then win at once)"
        );
        assert_eq!(words(ExactResult::Draw, 7, false), "a draw with best play");
        crate::i18n::set_lang(Lang::Fr);
        assert_eq!(words(ExactResult::Win, 5, true), "vous gagnez en 3\u{a0}coups");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_screen_reader_reads_the_cells_in_the_players_language() {
        use strata_core::position_from_text;
        let line = |game, text: &str, viewer, cell: &str| {
            let g = position_from_text(game, text).unwrap();
            let all = cells(g.as_ref(), viewer);
            all.into_iter().find(|(c, _)| c == cell).map(|(_, l)| l).unwrap()
        };
        let s5 = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1,b1:2 r2e1:1 23456/223456 r p1 25 0";
        let s7 = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/---------- d4,e4,f4,g4 d7,e7,f7,g7 0/0 0/0 0/0 w 0";
        let sg = "Fa1,3e4* Be5,9e7*!,Fj10 r -/- 0 5";
        let red = Some(Player(0));
        assert_eq!(line(GameId::Strata5, s5, None, "e1"), "level 1, red pawn 2");
        assert_eq!(line(GameId::Strata7, s7, None, "e3"), "white's 2-point objective");
        assert_eq!(line(GameId::Stratego, sg, red, "e4"), "your Miner (has moved)");
        assert_eq!(line(GameId::Stratego, sg, red, "e5"), "blue piece, unknown");
        assert_eq!(line(GameId::Stratego, sg, red, "e7"), "blue General");
        assert_eq!(line(GameId::Strata5, s5, None, "c1"), "level 2");
        assert_eq!(line(GameId::Strata5, s5, None, "d4"), "the bare board");
        assert_eq!(line(GameId::Stratum, "5 2 A1-A4b d 17,18", None, "A2"), "level 1, beige");
        assert_eq!(line(GameId::Stratum, "5 2 A1-A4b d 17,18", None, "B1"), "empty");
        crate::i18n::set_lang(Lang::Fr);
        assert_eq!(line(GameId::Strata5, s5, None, "e1"), "niveau 1, pion 2 de Rouge");
        assert_eq!(line(GameId::Strata7, s7, None, "d4"), "pion de Blanc");
        assert_eq!(line(GameId::Strata7, s7, None, "e3"), "objectif de 2\u{a0}points de Blanc");
        assert_eq!(line(GameId::Stratego, sg, red, "e5"), "pièce de Bleu, inconnue");
        assert_eq!(line(GameId::Stratego, sg, red, "e4"), "votre Démineur (a bougé)");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn suggestions_reasons_and_lesson_hints_in_the_players_language() {
        use strata_core::position_from_text;
        let strip = "a1:1,c1:1,e1:1,g1:1,a7:1,g7:1";
        let text = format!("8 {strip},b1:2 r3g2:1,b5d1:1 22456/22346 r b2:g2 25 0");
        let g = position_from_text(GameId::Strata5, &text).unwrap();
        let why = |turn: &str| {
            let reasons = strata_core::reasons::reasons(g.as_ref(), &[vec![turn.to_string()]]);
            let names = g.player_names();
            reasons[0].iter().map(|r| reason_words(r, names)).collect::<Vec<_>>()
        };
        let hint = |token: &str| hint_words(&g.hint(token).unwrap());
        assert_eq!(why("#c1")[..2], ["builds on level 3", "traps the enemy pawn 5"]);
        assert_eq!(hint("#c3"), "this is the moment for a block: look at the squares around c3.");
        let gains = reason_words(&Reason::GainsVisibleCells { cells: 1 }, &[]);
        assert_eq!(gains, "gains 1 visible cell");
        crate::i18n::set_lang(Lang::Fr);
        assert_eq!(why("#c1")[..2], ["bâtit au niveau 3", "piège le pion adverse 5"]);
        assert_eq!(clauses(&why("#c1")[..2]), "bâtit au niveau 3\u{a0}; piège le pion adverse 5");
        assert_eq!(hint("g2-e2"), "c’est la pièce de la case g2 qui joue.");
        let spy = strata_core::games::stratego::Rank::Spy;
        let known = reason_words(&Reason::AttacksKnown { rank: spy }, &[]);
        assert_eq!(known, "attaque l’Espion, dont le grade est connu");
        let covers = reason_words(&Reason::Covers { cells: 3, owner: Player(1) }, &["red", "blue"]);
        assert_eq!(covers, "recouvre 3\u{a0}cases de Bleu");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_typed_setup_is_refused_in_the_players_language() {
        let army = "26B529B428/74M6S25736/B324836B57/FB3245322B";
        let problem = |text: &str| setup_problem_words(&Army::parse(text).unwrap_err());
        let (groups, short, letter) =
            ("26B529B428", army.replace("FB3", "F3"), army.replace('S', "Z"));
        let counts = army.replace('S', "2");
        // English says what the command line says (the engine's own sentence).
        for text in [groups, &short, &letter] {
            assert_eq!(problem(text), Army::parse(text).unwrap_err().to_string(), "{text}");
        }
        let english = problem(&counts);
        assert!(english.starts_with("wrong number of pieces: 9 Scouts instead of 8"), "{english}");
        crate::i18n::set_lang(Lang::Fr);
        assert!(problem(groups).ends_with("un seul groupe trouvé"), "{}", problem(groups));
        assert!(problem(&short).starts_with("le groupe 4 (la dernière rangée) a 9\u{a0}lettres"));
        assert!(problem(&letter).starts_with("«\u{a0}Z\u{a0}» ne désigne aucune pièce"));
        let french = problem(&counts);
        assert!(french.contains("9 Éclaireurs au lieu de 8, 0 Espion au lieu de 1"), "{french}");
        assert!(french.ends_with("6 Bombes et 1 Drapeau)"), "{french}");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_files_problem_is_the_systems_words_in_english_and_its_kind_in_french() {
        let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let odd = std::io::Error::other("a device said no");
        assert_eq!(io_problem(&denied), denied.to_string());
        assert_eq!(io_problem(&odd), "a device said no");
        crate::i18n::set_lang(Lang::Fr);
        assert_eq!(io_problem(&denied), "accès refusé");
        assert_eq!(io_problem(&odd), "le système a refusé");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_refused_letter_says_why_as_the_command_line_does_and_in_french() {
        use LetterProblem as P;
        let all = [
            P::TooLong { bytes: 300_000 },
            P::NotALetter,
            P::CutShort,
            P::Damaged,
            P::OtherGame,
            P::OwnLetter,
            P::Missing { starts: 4, read: 2 },
            P::ReadMoreThanSent,
            P::NothingNew,
        ];
        for problem in &all {
            assert_eq!(letter_problem(problem), problem.to_string());
        }
        crate::i18n::set_lang(Lang::Fr);
        let missing = letter_problem(&P::Missing { starts: 4, read: 2 });
        assert!(missing.starts_with("il manque une lettre\u{a0}: celle-ci commence à la ligne 4"));
        assert_eq!(letter_problem(&P::OtherGame), "cette lettre appartient à une autre partie");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_refused_offer_says_why_as_the_command_line_does_and_in_french() {
        use OfferRefusal as R;
        let all = [
            R::GameOver,
            R::Waiting,
            R::PieceToShow,
            R::NoTakeBackInStratego,
            R::NothingToTakeBack,
            R::NoOfferToAnswer,
        ];
        for refusal in all {
            let english = crate::theme::capitalise(&refusal.to_string()) + ".";
            assert_eq!(offer_refusal(refusal), english);
        }
        crate::i18n::set_lang(Lang::Fr);
        assert_eq!(offer_refusal(R::NothingToTakeBack), "Vous n’avez aucun coup à reprendre.");
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn a_friend_on_another_version_is_told_in_the_players_language() {
        use strata_core::online::{Invitation, Message, Table};
        let setup = strata_core::GameSetup::from_options(GameId::Strata5, &Default::default());
        let hello = Invitation::new(setup.unwrap(), 0, None).unwrap().hello();
        let Message::Hello { app, setup, seats, sealed, clock, .. } = hello else { panic!() };
        let newer = Message::Hello { protocol: 999, app, setup, seats, sealed, clock };
        let fault = Table::join(newer, None).unwrap_err();
        assert_eq!(fault_words(&fault), fault.reason, "English says what the command line says");
        crate::i18n::set_lang(Lang::Fr);
        assert!(fault_words(&fault).starts_with("l’application de votre ami parle la version 999"));
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn every_setup_principle_has_its_words_in_every_language() {
        for principle in strata_core::games::stratego::PRINCIPLES {
            let id = format!("principle-{}", principle.id);
            for lang in Lang::ALL {
                assert!(crate::i18n::lookup_in(lang, &id, &[]).is_some(), "{id} in {lang}");
                let why = format!("{id}-why");
                assert!(crate::i18n::lookup_in(lang, &why, &[]).is_some(), "{why} in {lang}");
            }
            assert_eq!(principle_words(&principle), (principle.name.into(), principle.why.into()));
        }
    }

    #[test]
    fn an_editors_problem_names_its_rule_in_another_language() {
        let problem =
            "the piece on C3-C6 (level 2) lies over a hole: C4 has height 0, not 1 (SM-P4)";
        assert_eq!(explain_problem(problem), problem);
        crate::i18n::set_lang(Lang::Fr);
        let title = crate::rules::title_in("SM-P4", Lang::Fr).unwrap();
        assert!(explain_problem(problem).contains(title), "{}", explain_problem(problem));
        assert!(
            explain_problem("give the pieces left of each of the 3 players").contains("marquées")
        );
        crate::i18n::set_lang(Lang::En);
    }

    #[test]
    fn clocks_in_words() {
        let control = TimeControl { minutes: 10, increment: 5 };
        assert_eq!(clock_words(control), "10 min + 5 s a turn");
        assert_eq!(clock_words(TimeControl { minutes: 30, increment: 0 }), "30 min each");
    }

    #[test]
    fn another_language_names_the_rule_that_refuses_a_move_or_ends_the_game() {
        let refused = IllegalMove::new("S7-M4", "e5 is an obstacle");
        assert_eq!(explain_refusal(&refused), "e5 is an obstacle");
        let ending = EndReason::new("SG-E1", "Red captured the Flag.");
        crate::i18n::set_lang(Lang::Fr);
        let title = crate::rules::title_in("S7-M4", Lang::Fr).unwrap();
        assert!(explain_refusal(&refused).contains(title), "{}", explain_refusal(&refused));
        assert_eq!(
            explain_refusal(&IllegalMove::parse("what is zz9")),
            "cette notation ne se lit pas"
        );
        let title = crate::rules::title_in("SG-E1", Lang::Fr).unwrap();
        assert!(explain_ending(&ending).contains(title));
        crate::i18n::set_lang(Lang::En);
        assert_eq!(explain_ending(&ending), "Red captured the Flag.");
    }
}
