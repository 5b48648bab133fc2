//! The example positions shipped in `assets/positions/` (puzzles, custom boards, endgames),
//! built into the binary so that an installed app has them: saves with a start position, a
//! title and a description, and no moves.

use strata_core::GameId;
use strata_core::save::SaveFile;

/// Every shipped example, as its file's text.
const FILES: &[&str] = &[
    include_str!("../../assets/positions/strata5/win-in-one.ron"),
    include_str!("../../assets/positions/strata5/win-in-one-7x7.ron"),
    include_str!("../../assets/positions/strata5/win-in-two.ron"),
    include_str!("../../assets/positions/stratum/second-level.ron"),
    include_str!("../../assets/positions/stratum/three-players-large-board.ron"),
    include_str!("../../assets/positions/stratum/four-players-large-board.ron"),
    include_str!("../../assets/positions/strata7/small-arena.ron"),
    include_str!("../../assets/positions/strata7/twin-objectives.ron"),
    include_str!("../../assets/positions/strata7/midgame-standard.ron"),
    include_str!("../../assets/positions/stratego/marshal-hunt.ron"),
    include_str!("../../assets/positions/stratego/spy-and-marshal.ron"),
    include_str!("../../assets/positions/stratego/late-middle-game.ron"),
];

/// The examples of one game, in the order above (files that do not read are skipped: a test
/// checks there are none).
pub fn examples(game: GameId) -> Vec<SaveFile> {
    FILES.iter().filter_map(|text| SaveFile::parse(text).ok()).filter(|s| s.game == game).collect()
}

/// The shipped examples that are puzzles (they have a solution), every game's.
pub fn puzzles() -> Vec<SaveFile> {
    FILES
        .iter()
        .filter_map(|text| SaveFile::parse(text).ok())
        .filter(|s| s.solution.is_some())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::session::Session;

    #[test]
    fn every_shipped_position_is_built_in_and_starts_a_game() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/positions");
        let on_disk: usize = std::fs::read_dir(&folder)
            .unwrap()
            .map(|game| std::fs::read_dir(game.unwrap().path()).unwrap().count())
            .sum();
        assert_eq!(FILES.len(), on_disk, "a file in assets/positions is missing from FILES");
        for game in GameId::ALL {
            let examples = examples(game);
            assert!(examples.len() >= 3, "{game}: {}", examples.len());
            for save in examples {
                assert!(save.title.is_some() && save.start.is_some(), "{game}");
                let session = Session::from_save(&save).unwrap();
                assert!(session.position().outcome().is_none(), "{game}: {:?}", save.title);
            }
        }
    }

    #[test]
    fn every_puzzle_solution_wins_for_the_player_to_move() {
        let puzzles = puzzles();
        assert!(puzzles.len() >= 3);
        for save in puzzles {
            let mut session = Session::from_save(&save).unwrap();
            let solver = session.position().to_move().unwrap();
            for token in save.solution.as_deref().unwrap() {
                session.play(token).unwrap_or_else(|e| panic!("{:?}: {token}: {e:?}", save.title));
            }
            let outcome = session.position().outcome();
            assert!(outcome.is_some_and(|o| o.winners() == [solver]), "{:?}", save.title);
            let why = session.position().end_reason().expect("the rules ended it");
            assert!(why.rule.starts_with("S5-E"), "{:?}: {why:?}", save.title);
            let about = save.description.unwrap_or_default();
            assert!(!about.contains("Solution"), "the task does not give the answer: {about}");
        }
    }
}
