//! The built-in lessons and puzzles (`assets/lessons/GAME/`): each item is one idea, taught in
//! steps. A step is a position, a goal, and the lines of moves that reach it; the moves in a
//! line by anyone but the learner (the player to move at the step's start) are the opponent's
//! scripted replies. `Coach` judges a learner's moves against a step, so the app and the tests
//! share one referee.

use serde::{Deserialize, Serialize};

use crate::{AnyGame, GameId, Lang, Player, position_from_text};

pub mod translation;

/// A lesson (one idea, explained) or a puzzle (find the win).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Lesson,
    Puzzle,
}

impl Kind {
    pub const fn id(self) -> &'static str {
        match self {
            Kind::Lesson => "lesson",
            Kind::Puzzle => "puzzle",
        }
    }
}

/// One lesson or puzzle, as its file writes it (the game and kind come from where it is kept).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Item {
    /// Unique, starting with the game's id: `strata5-climb`.
    pub id: String,
    pub title: String,
    /// The idea in the player's words, two to four sentences.
    #[serde(default)]
    pub text: String,
    /// The rule IDs the item teaches (a puzzle: the rule that ends its game).
    pub rules: Vec<String>,
    pub steps: Vec<Step>,
    #[serde(skip, default = "no_game")]
    pub game: GameId,
    #[serde(skip, default = "no_kind")]
    pub kind: Kind,
}

fn no_game() -> GameId {
    GameId::Strata5
}

fn no_kind() -> Kind {
    Kind::Lesson
}

/// One position to play from, with what to reach.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The game's position text.
    pub position: String,
    pub goal: String,
    /// The main line that reaches the goal, in play order, scripted replies included.
    pub answer: Vec<String>,
    /// Other lines that reach the goal as well (another pawn order, another good move).
    #[serde(default)]
    pub also: Vec<Vec<String>>,
    /// Any move that wins the game for the learner reaches the goal too.
    #[serde(default)]
    pub wins: bool,
    /// Any legal moves reach the goal once the learner's turn is over (a step about how a
    /// turn goes, not about which move to choose).
    #[serde(default)]
    pub turn: bool,
    /// Shown after a legal move that misses the goal: what to look for instead.
    #[serde(default)]
    pub wrong: Option<String>,
    /// Shown when the goal is reached: what the step showed.
    #[serde(default)]
    pub done: Option<String>,
}

impl Step {
    /// The step's starting position.
    pub fn start(&self, game: GameId) -> Result<Box<dyn AnyGame>, String> {
        position_from_text(game, &self.position).map_err(|e| e.to_string())
    }

    fn lines(&self) -> impl Iterator<Item = &Vec<String>> {
        std::iter::once(&self.answer).chain(&self.also)
    }
}

/// The files, built in so that an installed app has them.
const FILES: &[(GameId, Kind, &str)] = &[
    (GameId::Strata5, Kind::Lesson, include_str!("../../assets/lessons/strata5/lessons.ron")),
    (GameId::Strata5, Kind::Puzzle, include_str!("../../assets/lessons/strata5/puzzles.ron")),
    (GameId::Stratum, Kind::Lesson, include_str!("../../assets/lessons/stratum/lessons.ron")),
    (GameId::Stratum, Kind::Puzzle, include_str!("../../assets/lessons/stratum/puzzles.ron")),
    (GameId::Strata7, Kind::Lesson, include_str!("../../assets/lessons/strata7/lessons.ron")),
    (GameId::Strata7, Kind::Puzzle, include_str!("../../assets/lessons/strata7/puzzles.ron")),
    (GameId::Stratego, Kind::Lesson, include_str!("../../assets/lessons/stratego/lessons.ron")),
    (GameId::Stratego, Kind::Puzzle, include_str!("../../assets/lessons/stratego/puzzles.ron")),
];

/// Reads one file's items (a test reads every file, so the built-in ones always read).
pub fn parse(game: GameId, kind: Kind, text: &str) -> Result<Vec<Item>, String> {
    // Optional fields may be written plainly (`wrong: "…"`) as well as `Some("…")`.
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let mut items: Vec<Item> = options.from_str(text).map_err(|e| e.to_string())?;
    for item in &mut items {
        item.game = game;
        item.kind = kind;
    }
    Ok(items)
}

/// Every lesson and puzzle: per game in the usual order, lessons before puzzles.
pub fn all() -> Vec<Item> {
    FILES
        .iter()
        .flat_map(|&(game, kind, text)| parse(game, kind, text).unwrap_or_default())
        .collect()
}

/// One game's items.
pub fn of(game: GameId) -> Vec<Item> {
    all().into_iter().filter(|item| item.game == game).collect()
}

/// Every lesson and puzzle with its texts in `lang` (the same ids, positions and answers as in
/// English).
pub fn all_in(lang: Lang) -> Vec<Item> {
    GameId::ALL.into_iter().flat_map(|game| of_in(game, lang)).collect()
}

/// One game's items with their texts in `lang`.
pub fn of_in(game: GameId, lang: Lang) -> Vec<Item> {
    let mut items = of(game);
    // A translation that does not read leaves the English, as a lessons file that does not
    // read leaves nothing: the tests read every file.
    if let Some(Ok(texts)) = translation::texts(game, lang) {
        translation::apply(&mut items, &texts);
    }
    items
}

/// What a learner's move did to the step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// On the way: play on. `replies` are the opponent's scripted answers, to play now.
    Good { replies: Vec<String> },
    /// The goal is reached (replies first, if the line ends with them).
    Reached { replies: Vec<String> },
    /// It misses the goal, for this reason; the step starts again.
    Wrong(Miss),
}

/// Why a learner's move misses the step's goal. The app puts it in the learner's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// It breaks a rule.
    Illegal(crate::IllegalMove),
    /// It ends the game without the learner winning: `winner` wins, or (`None`) a draw.
    Ends { winner: Option<Player> },
    /// It lets `player` win at once with `win`.
    LetsWin { player: Player, win: String },
    /// It is legal, but not what the step asks; `advice` is the step's own (in the lesson's
    /// language), if it has any.
    NotTheStep { advice: Option<String> },
}

/// The referee of one step: follows the learner's moves and says how each one does.
#[derive(Clone, Debug)]
pub struct Coach {
    step: Step,
    learner: Player,
    /// The moves played since the step's start, replies included.
    played: Vec<String>,
}

impl Coach {
    pub fn new(game: GameId, step: &Step) -> Result<Coach, String> {
        let start = step.start(game)?;
        let learner = start.to_move().ok_or("the step's position is already over")?;
        Ok(Coach { step: step.clone(), learner, played: Vec::new() })
    }

    /// The player the learner plays.
    pub fn learner(&self) -> Player {
        self.learner
    }

    /// Back to the step's start.
    pub fn restart(&mut self) {
        self.played.clear();
    }

    /// The moves of a line still open that come next, the learner's first and the replies
    /// after it: what "Hint" points at and "Show me" plays.
    pub fn next_moves(&self) -> Option<&[String]> {
        let line = self.open_lines().next()?;
        Some(&line[self.played.len()..])
    }

    fn open_lines(&self) -> impl Iterator<Item = &Vec<String>> {
        let played = &self.played;
        self.step.lines().filter(move |line| line.len() > played.len() && line.starts_with(played))
    }

    /// Judges `mv`, a legal move of the learner in `before` (the position on the board, which
    /// the caller keeps). On `Wrong`, the coach starts the step again.
    pub fn judge(&mut self, before: &dyn AnyGame, mv: &str) -> Verdict {
        let mut after = before.clone_box();
        if let Err(illegal) = after.play_token(mv) {
            self.restart();
            return Verdict::Wrong(Miss::Illegal(illegal));
        }
        let won = after.outcome().is_some_and(|o| o.winners().contains(&self.learner));
        let line = self.open_lines().find(|line| line[self.played.len()] == mv).cloned();
        self.played.push(mv.to_string());
        if let Some(line) = line {
            // The opponent's scripted answers that follow, up to the learner's next move.
            let mut replies = Vec::new();
            let mut game = after;
            for token in &line[self.played.len()..] {
                if game.to_move() == Some(self.learner) || game.play_token(token).is_err() {
                    break;
                }
                replies.push(token.clone());
            }
            self.played.extend(replies.iter().cloned());
            return if self.played.len() == line.len() {
                Verdict::Reached { replies }
            } else {
                Verdict::Good { replies }
            };
        }
        if self.step.wins && won {
            return Verdict::Reached { replies: Vec::new() };
        }
        if self.step.turn {
            return if after.to_move() == Some(self.learner) {
                Verdict::Good { replies: Vec::new() }
            } else {
                Verdict::Reached { replies: Vec::new() }
            };
        }
        let reason = self.miss_reason(after.as_ref(), won);
        self.restart();
        Verdict::Wrong(reason)
    }

    /// Why a legal move misses: it lost, it hands the opponent a win, or it is not the goal.
    fn miss_reason(&self, after: &dyn AnyGame, won: bool) -> Miss {
        // With hidden pieces a wrong move is not played, and says nothing of what it would
        // have met: only the step's advice.
        let hidden = after.hides_information();
        if let Some(outcome) = after.outcome().filter(|_| !won && !hidden) {
            return Miss::Ends { winner: outcome.winners().first().copied() };
        }
        let hints = crate::hints::hints(after).unwrap_or_default();
        if let (Some(next), Some(win)) = (after.to_move(), hints.wins.first())
            && next != self.learner
        {
            return Miss::LetsWin { player: next, win: win.clone() };
        }
        Miss::NotTheStep { advice: self.step.wrong.clone() }
    }
}

/// What a generated puzzle won by ending the game under `rule` is about, as the advice after a
/// wrong move (`Step::wrong`): a hint of the theme, not the answer. `core/examples/make_puzzles.rs`
/// writes it into each puzzle it makes.
pub fn puzzle_theme(rule: &str) -> Option<&'static str> {
    Some(match rule {
        "S5-E1" => {
            "A pawn of yours can climb to level 5 (S5-E1): find the walk that gets it there."
        }
        "S5-E2" => {
            "Leave the other side with no pawn that can ever move again (S5-E2): look at their \
             last free pawns."
        }
        "S7-E1" => {
            "Find the move that brings you to seven points (S7-E1): which objectives can you still take?"
        }
        "SM-E3" => {
            "When no bar fits any more, the most visible cells win (SM-E3): count what each last \
             bar covers."
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
