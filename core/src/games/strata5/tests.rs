//! Strata 5: one scenario (at least) per rule ID, perft, and the conformance suite.

use super::*;
use crate::conformance::{assert_uniform_sampler, check_random_games};
use crate::game::perft;
use crate::games::{GameOptions, GameSetup};

// ----- building positions -------------------------------------------------------------------

fn height_of(column: &[Cell; LEVELS]) -> u8 {
    column.iter().rposition(|c| *c != Cell::Empty).map_or(0, |i| i as u8 + 1)
}

impl Strata5 {
    /// Rebuilds `top` and `occupant` from `cells` (after editing cells directly).
    fn refresh(&mut self) {
        for c in 0..MAX_COLUMNS {
            let column = &self.cells[c];
            self.top[c] =
                column.iter().rposition(|x| matches!(x, Cell::Block(_))).map_or(0, |i| i as u8 + 1);
            self.occupant[c] = match height_of(column) {
                h if h > self.top[c] => match column[h as usize - 1] {
                    Cell::Pawn(p) => p,
                    _ => NO_PAWN,
                },
                _ => NO_PAWN,
            };
        }
        self.rebuild_sets();
    }
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A test position: the standard start (starting blocks, full reserves) to build on directly.
struct Pos(Strata5);

impl Pos {
    fn new(size: u8) -> Pos {
        Pos(Strata5::new(size))
    }

    /// Stacks a block on `anchor` at its natural level, without the building rules.
    fn block(mut self, anchor: &str) -> Pos {
        let g = &mut self.0;
        let cols = g.block_columns(sq(anchor));
        let level = 1 + cols.iter().map(|&c| height_of(&g.cells[c])).max().unwrap();
        let id = BLOCKS - g.supply;
        for c in cols {
            g.cells[c][level as usize - 1] = Cell::Block(id);
        }
        g.supply -= 1;
        self.0.refresh();
        self
    }

    fn blocks(self, anchors: &[&str]) -> Pos {
        anchors.iter().fold(self, |p, a| p.block(a))
    }

    /// Stands a reserve pawn numbered `number` (of either colour) on top of `at` for `owner`.
    fn pawn(mut self, owner: Player, number: u8, at: &str) -> Pos {
        let g = &mut self.0;
        let i = (0..PAWNS)
            .find(|&i| g.pawns[i].number == number && g.pawns[i].place == Place::Reserve)
            .expect("a free pawn with that number");
        let c = g.col(sq(at));
        let h = height_of(&g.cells[c]);
        assert!(h > 0 && !matches!(g.cells[c][h as usize - 1], Cell::Pawn(_)), "{at}");
        g.cells[c][h as usize] = Cell::Pawn(i as u8);
        g.pawns[i].owner = owner;
        g.pawns[i].place = Place::Board { column: c as u8, level: h + 1 };
        self.0.refresh();
        self
    }

    /// Hands every reserve pawn of `from` to the other player's reserve (as if captured).
    fn empty_reserve(mut self, from: Player) -> Pos {
        for pawn in self.0.pawns.iter_mut() {
            if pawn.owner == from && pawn.place == Place::Reserve {
                pawn.owner = from.next(2);
            }
        }
        self
    }

    /// Fills column `at` with cells of block `id` up to `height`, without any rule.
    fn raw(mut self, at: &str, height: u8, id: u8) -> Pos {
        let c = self.0.col(sq(at));
        for level in height_of(&self.0.cells[c])..height {
            self.0.cells[c][level as usize] = Cell::Block(id);
        }
        self.0.refresh();
        self
    }

    /// Covers both starting blocks of `p` at level 2, so `p`'s reserve can never enter.
    fn close_entries(self, p: Player) -> Pos {
        let anchors = starting_anchors(self.0.size);
        let cols: Vec<usize> = [anchors[2 * p.index()], anchors[2 * p.index() + 1]]
            .into_iter()
            .flat_map(|a| self.0.block_columns(a))
            .collect();
        let mut p = self;
        for c in cols {
            p.0.cells[c][1] = Cell::Block(31);
        }
        p.0.refresh();
        p
    }

    fn supply(mut self, n: u8) -> Pos {
        self.0.supply = n;
        self
    }

    /// The position with `p` to move at the start of a turn, forced skips applied.
    fn turn(mut self, p: Player) -> Strata5 {
        self.0.to_move = p;
        self.0.start_turn();
        self.0
    }
}

fn rule(game: &Strata5, token: &str) -> &'static str {
    match game.check(&mv(token)) {
        Ok(()) => "legal",
        Err(e) => {
            assert!(!e.message.is_empty());
            e.rule
        }
    }
}

fn play(game: &mut Strata5, tokens: &str) {
    for t in tokens.split_whitespace() {
        game.play(&mv(t)).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn legal(game: &Strata5) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut v: Vec<String> = moves.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn pawn_at(game: &Strata5, at: &str) -> Pawn {
    let c = game.col(sq(at));
    let i = game.occupant(c).expect("a pawn there");
    game.pawns[i as usize]
}

// ----- geometry -----------------------------------------------------------------------------

#[test]
fn s5_g1_squares_off_the_board_are_refused() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@i1"), "S5-G1");
    assert_eq!(rule(&g, "a9-a1"), "S5-G1");
    let g = Pos::new(6).turn(RED);
    assert_eq!(rule(&g, "2@g1"), "S5-G1", "a 6×6 board ends at file f");
    // Sizes 6..=12 exist, even or odd; others are refused.
    for size in [6, 7, 11, 12] {
        let opts = GameOptions { size: Some(size), ..Default::default() };
        assert_eq!(Setup::from_options(&opts).unwrap().size, size as u8);
    }
    for size in [0, 5, 13, 300] {
        let opts = GameOptions { size: Some(size), ..Default::default() };
        assert!(Setup::from_options(&opts).is_err(), "{size}");
    }
}

#[test]
fn s5_g2_levels_count_from_the_surface_and_stop_at_5() {
    let g = Strata5::new(8);
    assert_eq!(g.height(sq("a1")), 1, "a block on the surface is level 1");
    assert_eq!(g.height(sq("c3")), 0);
    // A tower of offset blocks up to level 5; the next one would be level 6 (S5-B1).
    let mut p = Pos::new(8).blocks(&["c3", "d3", "c3", "d3", "c3"]);
    p.0.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(p.0.height(sq("d3")), 5);
    assert_eq!(rule(&p.0, "#c3"), "S5-B1");
    assert_eq!(rule(&p.0, "#d3"), "S5-B1");
}

#[test]
fn s5_g3_a_block_covers_its_anchor_and_three_neighbours() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1 3@g2 #c1");
    for s in ["c1", "d1", "c2", "d2"] {
        assert_eq!(g.height(sq(s)), 1, "{s}");
    }
    for s in ["b3", "e1", "c3"] {
        assert_eq!(g.height(sq(s)), 0, "{s}");
    }
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1 3@g2");
    assert_eq!(rule(&g, "#h3"), "S5-G3", "anchored on the last file, it would stick out");
    assert_eq!(rule(&g, "#c8"), "S5-G3");
}

#[test]
fn s5_g4_a_pawn_holds_up_a_block_like_a_block_would() {
    // Level 1 covers a1..d4; a level-2 block on b3; a red pawn stands on b2 (level 2).
    let base = || Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3");
    let mut with_pawn = base().pawn(RED, 2, "b2").supply(5).0;
    with_pawn.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    // The new block on b2 is at level 3: its b2 corner rests on the pawn, b3/c3 on the block.
    assert_eq!(rule(&with_pawn, "#b2"), "legal");
    let mut without = base().pawn(RED, 2, "a1").supply(5).0;
    without.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&without, "#b2"), "S5-B3", "without the pawn only two corners rest on level 2");
}

#[test]
fn s5_g5_pawns_stand_only_on_block_tops() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    assert_eq!(
        pawn_at(&g, "b1").place,
        Place::Board { column: g.col(sq("b1")) as u8, level: 2 },
        "on the level-1 block"
    );
    assert_eq!(rule(&g, "3@c1"), "S5-P3", "never on the bare board");
    assert_eq!(rule(&g, "3@b1"), "S5-P6", "never on a pawn of one's own");
}

// ----- setup --------------------------------------------------------------------------------

#[test]
fn s5_s1_four_starting_blocks_in_the_corners_and_28_in_supply() {
    for (size, corners) in [(8, ["a1", "g1", "a7", "g7"]), (7, ["a1", "f1", "a6", "f6"])] {
        let g = Strata5::new(size);
        assert_eq!(g.supply(), 28);
        let mut covered = 0;
        for r in 0..size {
            for f in 0..size {
                covered += usize::from(g.height(Square::new(f, r)) > 0);
            }
        }
        assert_eq!(covered, 16);
        for c in corners {
            let s = sq(c);
            for (df, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                assert_eq!(g.height(Square::new(s.file + df, s.rank + dr)), 1, "{c}");
            }
        }
    }
    // Red enters on ranks 1-2, Black on ranks N-1..N.
    let g = Strata5::new(8);
    assert!(legal(&g).iter().all(|m| m.ends_with('1') || m.ends_with('2')));
}

#[test]
fn s5_s2_six_pawns_each_numbered_2_2_3_4_5_6_in_reserve() {
    let g = Strata5::new(8);
    for p in [RED, BLACK] {
        let mut numbers: Vec<u8> = g
            .pawns()
            .iter()
            .filter(|x| x.owner == p && x.place == Place::Reserve)
            .map(|x| x.number)
            .collect();
        numbers.sort();
        assert_eq!(numbers, [2, 2, 3, 4, 5, 6]);
    }
}

#[test]
fn s5_s3_red_first_unless_chosen_otherwise() {
    assert_eq!(Strata5::new(8).to_move(), RED);
    let opts = GameOptions { first: Some("black".into()), ..Default::default() };
    let g = Strata5::from_setup(&Setup::from_options(&opts).unwrap()).unwrap();
    assert_eq!(g.to_move(), BLACK);
    assert!(legal(&g).iter().all(|m| m.ends_with('7') || m.ends_with('8')));
    let opts = GameOptions { first: Some("blue".into()), ..Default::default() };
    assert!(Setup::from_options(&opts).is_err());
}

// ----- the turn -----------------------------------------------------------------------------

#[test]
fn s5_t1_two_different_pawns_then_one_block() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    assert_eq!(g.phase(), Phase::SecondPawn { moved: 0 });
    assert_eq!(rule(&g, "b1-a2"), "S5-T1", "the same pawn cannot move twice");
    play(&mut g, "3@g2");
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 2, .. }));
    assert_eq!(rule(&g, "2@b2"), "S5-T1", "no third pawn move");
    play(&mut g, "#c1");
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.phase(), Phase::FirstPawn);
}

/// On a 12×12 board, far from the starting blocks: a 2-pawn B at e5 on a small block can only reach f6 (e6 is its only free way; f5 holds a
/// Black pawn). A 2-pawn A at h6 may go to f6 (killing B's only move) or g5.
fn max_moves_position() -> Strata5 {
    Pos::new(12)
        .blocks(&["e5", "g5"])
        .pawn(RED, 2, "e5")
        .pawn(RED, 2, "h6")
        .pawn(BLACK, 3, "f5")
        .empty_reserve(RED)
        .turn(RED)
}

#[test]
fn s5_t2_as_many_pawn_moves_as_possible() {
    let g = max_moves_position();
    assert_eq!(rule(&g, "h6-f6"), "S5-T2", "leaves B no move while h6-g5 keeps two moves");
    assert_eq!(rule(&g, "h6-g5"), "legal");
    assert_eq!(rule(&g, "e5-f6"), "legal");
    assert_eq!(legal(&g), ["e5-f6", "h6-g5"]);
    // A block before the pawn moves is refused too.
    assert_eq!(rule(&g, "#c3"), "S5-T2");
    // When no first move keeps a second one, any first move is allowed.
    let lone = Pos::new(12).blocks(&["e5"]).pawn(RED, 2, "e5").empty_reserve(RED).turn(RED);
    assert_eq!(legal(&lone), ["e5-f6"]);
}

#[test]
fn s5_t2_a_first_move_that_ends_the_game_is_always_legal() {
    // As above, with a Black 4 on f6 and no reserves that can enter. h6-f6 captures it, which
    // leaves B (e5) without a second move.
    let setup = |f5_trapped: bool| {
        let p = Pos::new(12)
            .blocks(&["e5", "g5"])
            .pawn(RED, 2, "e5")
            .pawn(RED, 2, "h6")
            .pawn(BLACK, 3, "f5")
            .pawn(BLACK, 4, "f6")
            .empty_reserve(BLACK)
            .close_entries(RED);
        let p = if f5_trapped { p.raw("f5", 4, 30) } else { p };
        p.turn(RED)
    };
    // Black's f5 pawn still moves afterwards, so the capture ends nothing: S5-T2 bites.
    assert_eq!(rule(&setup(false), "h6-f6"), "S5-T2");
    // With f5 trapped, the capture leaves Black no pawn that can ever move: it wins, so it is
    // legal even though no second pawn move follows.
    let mut g = setup(true);
    assert_eq!(rule(&g, "h6-f6"), "legal");
    play(&mut g, "h6-f6");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_t3_a_block_needs_the_supply() {
    // An empty supply: a block is refused with S5-T3 (and, with no block at level 5, the
    // game is then drawn after the next move, S5-E4). In a pawn phase the phase is reported
    // first (S5-T2).
    let mut g = Pos::new(8).supply(0).turn(RED);
    assert_eq!(rule(&g, "#c1"), "S5-T2");
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&g, "#c1"), "S5-T3");
}

// Issue 19: the move sequences of the report, played as `strata play strata5` plays them.

#[test]
fn s5_t2_a_first_move_that_ends_the_game_hides_no_other_first_move() {
    let mut g = Strata5::new(6);
    play(
        &mut g,
        "3@e2 4@a2 #c2 3@a5 4@f5 #b1 e2-c1 6@a1 #d2 2@a6 2@f6 #c5 2@e2 a1-e3 #a1 f5-c6 \
         f6-e5 #c2 e2-f1 e3-a1 #b2 6@f6 c6-d5 #b5 a1-d2 2@e2 #c5 a6-b5 5@d5 #c2",
    );
    // No first move allows a second pawn move; c1-c2 ends the game, the others do not.
    let mut ending = g.clone();
    play(&mut ending, "c1-c2");
    assert!(ending.is_over());
    assert_eq!(legal(&g), ["c1-a2", "c1-b3", "c1-c2"]);
    play(&mut g, "c1-a2");
    assert_eq!(g.to_move(), RED);
    assert_eq!(legal(&g), ["#a2", "#b5"]);
}

#[test]
fn s5_t2_a_first_move_that_ends_the_game_through_the_skips_is_legal() {
    let mut g = Strata5::new(6);
    play(
        &mut g,
        "3@a2 4@e1 #c5 6@b5 5@e5 #c2 5@b1 6@d3 #b2 2@b6 3@d6 #b1 2@d2 2@e2 #d2 2@a5 d6-c6 \
         #c1 #a5",
    );
    // 4@d6 leaves no second pawn move while another first move would; but after it nobody
    // can place a block or move again, and the automatic passes reach the 40th turn without
    // a block (S5-E5): it ends the game, so it is legal.
    assert_eq!(rule(&g, "4@d6"), "legal");
    assert!(legal(&g).contains(&"4@d6".to_string()));
    play(&mut g, "4@d6");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.turns_without_block(), TURNS_WITHOUT_BLOCK_LIMIT);
}

#[test]
fn s5_t1_the_moved_pawn_is_remembered_when_the_second_pawn_phase_is_skipped() {
    for (last, path_rule) in [("h1-f1", "S5-P3"), ("h1-a1", "S5-P1")] {
        let mut g = Strata5::new(8);
        play(&mut g, "4@a1 3@a2 #e6 5@f7 4@a8 #e4 2@g2 2@b1 #c1 2@g8 3@b8 #a1 g2-h1");
        assert!(matches!(g.phase(), Phase::Block { pawns_moved: 1, .. }), "second pawn skipped");
        // S5-T1 ("moved already this turn") comes before every path rule.
        assert_eq!(rule(&g, last), "S5-T1", "{last}, which would otherwise break {path_rule}");
    }
}

#[test]
fn s5_t2_a_block_in_the_pawn_phase_is_refused_before_the_supply_is_looked_at() {
    let mut g = Strata5::new(8);
    play(
        &mut g,
        "4@h2 3@a1 #b5 6@c6 3@g7 #e7 a1-b1 2@b2 #e2 4@b8 g7-h7 #f1 2@g1 b2-a1 #a6 b8-c5 h7-e7 \
         #g3 a1-b2 h2-e3 #b3 2@f8 c6-b7 #d4 6@f3 5@h3 #c1 c5-e3 4@h8 #f2 b2-d2 b1-b4 #f5 2@a8 \
         e3-c5 #f6 b4-b7 6@e4 #f7 c5-b6 a8-a6 #a6 d2-b2 g1-g3 #d1 #g4 e4-g2 b2-b4 #c3 #d2 \
         g2-f1 g3-g1 #e2 #b1 h3-g7 f1-c4 #e4 #c7 b4-c5 c4-b3 #f4 e7-c6 5@d7 #b3 g1-e1 g7-h3 \
         #c3 d7-e7 c6-d8 #d2 h3-g1 e1-c1 #c6 e7-d5 d8-d7 #d5",
    );
    assert_eq!(g.supply(), 0);
    assert_eq!(g.phase(), Phase::FirstPawn);
    assert_eq!(rule(&g, "#a1"), "S5-T2");
}

/// Columns at odd file and odd rank raised to level 5: every 2×2 window holds one, so no
/// block can be placed anywhere (it would be level 6).
fn no_placement_possible(size: u8) -> Pos {
    let mut p = Pos::new(size);
    for r in (1..size).step_by(2) {
        for f in (1..size).step_by(2) {
            let c = p.0.col(Square::new(f, r));
            for level in 0..5 {
                p.0.cells[c][level] = Cell::Block(29);
            }
        }
    }
    p.0.refresh();
    p
}

#[test]
fn s5_t3_the_placement_is_forfeited_when_no_block_fits() {
    let mut g = no_placement_possible(8).turn(RED);
    let mut blocks = Vec::new();
    g.block_moves(&mut blocks);
    assert!(blocks.is_empty());
    while g.to_move() == RED {
        let first = legal(&g).remove(0);
        assert!(!first.starts_with('#'));
        play(&mut g, &first);
    }
    // No block fits: the turn passes at once, without a block and without a move.
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.phase(), Phase::FirstPawn);
    assert_eq!(g.supply(), 28);
    assert_eq!(g.turns_without_block(), 1);
}

#[test]
fn s5_t4_phases_without_options_are_skipped() {
    // Red has no pawn that can move: the turn starts in the block phase.
    let g = Pos::new(8).empty_reserve(RED).turn(RED);
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 0, .. }));
    assert!(legal(&g).iter().all(|m| m.starts_with('#')));
    // After one pawn move with no second possible, the block phase follows at once.
    let mut g = Pos::new(8).blocks(&["e5"]).pawn(RED, 2, "e5").empty_reserve(RED).turn(RED);
    play(&mut g, "e5-f6");
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 1, .. }));
    assert_eq!(rule(&g, "f6-e5"), "S5-T1", "the pawn that moved, named again");
}

// ----- pawn moves ---------------------------------------------------------------------------

#[test]
fn s5_p1_exact_count() {
    let g = Pos::new(8).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-b1"), "S5-P1", "one step away, but a 2 moves exactly two");
    assert_eq!(rule(&g, "a1-b2"), "legal");
    let g = Pos::new(8).blocks(&["c1", "e1"]).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-d1"), "legal");
    assert_eq!(rule(&g, "a1-e1"), "S5-P1", "four steps away");
}

#[test]
fn s5_p2_steps_are_orthogonal() {
    // A block touching a1's block only at a corner (c3 is diagonal to b2) is out of reach.
    let g = Pos::new(8).blocks(&["c3"]).pawn(RED, 2, "b2").turn(RED);
    assert_eq!(rule(&g, "b2-c3"), "S5-P1", "no orthogonal path of two steps reaches c3");
    let g = Pos::new(8).blocks(&["c2"]).pawn(RED, 2, "b2").turn(RED);
    assert_eq!(rule(&g, "b2-c3"), "legal", "with c2 bridging, b2-c2-c3");
}

#[test]
fn s5_p3_never_on_the_bare_board() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@c1"), "S5-P3");
    // Nor through it: a1 to d1 needs to cross c1.
    let g = Pos::new(8).blocks(&["d1"]).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-d1"), "S5-P1");
}

#[test]
fn s5_p4_one_level_per_step() {
    // c1 is at level 3 next to b1 at level 1.
    let g = Pos::new(8).blocks(&["c1", "c1", "c1"]).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(g.height(sq("c1")), 3);
    assert_eq!(rule(&g, "a1-c1"), "S5-P4");
    let g = Pos::new(8).blocks(&["c1", "c1"]).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-c1"), "legal", "level 1 to 2 is fine");
}

#[test]
fn s5_p5_never_the_same_space_twice_nor_back_to_the_start() {
    let g = Strata5::new(8);
    // A 5 entering a lone 2×2 block must revisit a space.
    assert_eq!(rule(&g, "5@a1"), "S5-P5");
    let g = Pos::new(8).pawn(RED, 4, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-a1"), "S5-P5", "ending on the start is a disguised pass");
    let g = Pos::new(8).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-a2"), "legal", "a1-b1-b2-a2");
}

#[test]
fn s5_p6_no_passing_over_pawns_and_never_onto_ones_own() {
    // b1 is the only way from a1 towards c1 (a2 leads nowhere): a Black pawn on b1 blocks it.
    let g = Pos::new(8).blocks(&["c1"]).pawn(RED, 2, "a1").pawn(BLACK, 3, "b1").turn(RED);
    assert_eq!(rule(&g, "a1-c1"), "S5-P6");
    assert_eq!(rule(&g, "a1-b2"), "legal", "a1-a2-b2 avoids it");
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(RED, 3, "b2").turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P6");
}

#[test]
fn s5_p7_trapped_pawns_never_move() {
    let g = Pos::new(8).pawn(RED, 2, "a1").raw("a1", 4, 31).turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P7");
    assert!(g.is_trapped(&g.pawns[0]));
}

#[test]
fn s5_p8_entry_only_on_a_free_space_of_ones_own_starting_blocks() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@a7"), "S5-P1", "Black's block is not Red's entry");
    // Cover both of Red's starting blocks: no entry left.
    let g = Pos::new(8).blocks(&["a1", "g1"]).turn(RED);
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 0, .. }), "no pawn can move this turn");
    assert_eq!(rule(&g, "2@a1"), "S5-P8", "the reason, not just the phase");
    // One corner covered (a block over a2 b2 a3 b3 leaves a1 b1 open): still an entry.
    let g = Pos::new(8).blocks(&["a3", "a2"]).turn(RED);
    assert_eq!(g.height(sq("a2")), 2);
    assert_eq!(rule(&g, "2@b1"), "legal");
    // The entry space must be empty: every 2-step path to b2 enters at a2 or b1, both taken.
    let g = Pos::new(8).pawn(RED, 3, "a2").pawn(RED, 4, "b1").turn(RED);
    assert_eq!(rule(&g, "2@b2"), "S5-P8");
}

#[test]
fn s5_p9_the_move_names_a_pawn_of_the_mover() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "d4-d6"), "S5-P9");
    assert_eq!(rule(&g, "7@a1"), "S5-P9");
    let g = Pos::new(8).pawn(BLACK, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P9", "that pawn is Black's");
    // The path is not part of the move: b2 is reached two ways, listed once.
    let g = Pos::new(8).pawn(RED, 2, "a1").empty_reserve(RED).turn(RED);
    assert_eq!(legal(&g), ["a1-b2"]);
}

// ----- captures -----------------------------------------------------------------------------

#[test]
fn s5_c1_landing_on_an_opposing_pawn_captures_it() {
    // Red's two 2s: one on a1, the other captured earlier and now Black's, on b2.
    let mut g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 2, "b2").turn(RED);
    assert!(!legal(&g).iter().any(|m| m.starts_with("2@")), "no 2 in Red's reserve yet");
    play(&mut g, "a1-b2");
    let victim = g.pawns[1];
    assert_eq!((victim.owner, victim.place), (RED, Place::Reserve), "it changes colour");
    assert_eq!(pawn_at(&g, "b2").owner, RED);
    // It may be the second move's pawn: the captured 2 is in Red's reserve at once.
    assert!(legal(&g).iter().any(|m| m.starts_with("2@")), "{:?}", legal(&g));
    // Only by exact count: a 2 cannot capture something one step away.
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 5, "b1").turn(RED);
    assert_eq!(rule(&g, "a1-b1"), "S5-P1");
}

#[test]
fn s5_c1_the_pawn_a_move_takes_is_the_one_standing_where_it_lands() {
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 2, "b2").turn(RED);
    assert_eq!(g.captured_by(&mv("a1-b2")).copied(), Some(pawn_at(&g, "b2")));
    assert_eq!(g.captured_by(&mv("a1-b1")), None, "nobody stands on b1");
    assert_eq!(g.captured_by(&mv("#c3")), None, "a block takes nothing");
}

#[test]
fn a_squares_top_space_and_the_pawn_on_it() {
    // A block at level 2 over a1's starting block; pawn 3 stands on it at b1.
    let g = Pos::new(8).block("b1").pawn(RED, 3, "b1").turn(RED);
    assert_eq!(g.space_level_at(sq("b1")), 2);
    assert_eq!(g.top_pawn(sq("b1")).map(|p| (p.owner, p.number)), Some((RED, 3)));
    assert_eq!((g.space_level_at(sq("d4")), g.top_pawn(sq("d4"))), (0, None), "bare board");
    assert_eq!((g.space_level_at(sq("z9")), g.top_pawn(sq("z9"))), (0, None), "off the board");
    // A pawn under a block is trapped, not on top: the space is the block's.
    let g = Pos::new(8).pawn(RED, 3, "a1").block("a1").turn(RED);
    assert_eq!((g.space_level_at(sq("a1")), g.top_pawn(sq("a1"))), (3, None));
}

// ----- blocks -------------------------------------------------------------------------------

fn block_phase(p: Pos) -> Strata5 {
    let mut g = p.0;
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    g
}

#[test]
fn s5_b1_level_is_one_above_the_highest_cell_and_at_most_5() {
    // Pawn volume counts: over the pawn standing on b2 (level 2) the block goes to level 3.
    let g = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").pawn(RED, 2, "b2").0;
    assert_eq!(g.block_level(sq("b2")), Ok(3));
    let g = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").0;
    assert_eq!(g.block_level(sq("a1")).map_err(|e| e.rule), Err("S5-B4"));
    assert_eq!(g.block_level(sq("b1")), Ok(2));
    let g = block_phase(Pos::new(8).blocks(&["c1", "d1", "c1", "d1", "c1"]));
    assert_eq!(rule(&g, "#d1"), "S5-B1");
}

#[test]
fn s5_b2_a_surface_block_touches_a_block_side_by_side() {
    let g = block_phase(Pos::new(8));
    assert_eq!(rule(&g, "#c1"), "legal");
    assert_eq!(rule(&g, "#c3"), "S5-B2", "c3 only touches a1's block at a corner");
    assert_eq!(rule(&g, "#d4"), "S5-B2");
}

#[test]
fn s5_b3_three_corners_supported() {
    // Over b1 (start block) and c1's block: anchored at b2 it covers b2 c2 b3 c3 — only b2,
    // c2 are at level 1.
    let g = block_phase(Pos::new(8).blocks(&["c1"]));
    assert_eq!(rule(&g, "#b2"), "S5-B3");
    let g = block_phase(Pos::new(8).blocks(&["c1", "a3"]));
    assert_eq!(rule(&g, "#b2"), "legal", "b3 from a3's block makes three");
}

#[test]
fn s5_b4_never_on_a_single_block() {
    let g = block_phase(Pos::new(8));
    assert_eq!(rule(&g, "#a1"), "S5-B4", "exactly on top of a starting block");
    let g = block_phase(Pos::new(8).blocks(&["c1"]));
    assert_eq!(rule(&g, "#b1"), "legal", "half on a1's block, half on c1's: two objects");
    // Three corners on one block and the fourth on a pawn of that level: two objects.
    let g = block_phase(Pos::new(8).raw("a3", 1, 20).pawn(RED, 2, "a3"));
    assert_eq!(g.block_level(sq("a2")).map_err(|e| e.rule), Err("S5-B3"));
    let g = block_phase(Pos::new(8).raw("c1", 2, 20).raw("c2", 2, 20).pawn(RED, 2, "b1"));
    assert_eq!(g.block_level(sq("b1")), Ok(3), "b1 pawn, b2 air... c1 c2 block 20");
}

#[test]
fn s5_b5_covered_pawns_are_trapped_resting_or_overhung() {
    // Resting: the G4 position, the pawn on b2 holds up the new block.
    let base = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").pawn(RED, 2, "b2").supply(5);
    let mut g = base.turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    play(&mut g, "#b2");
    assert!(g.is_trapped(&g.pawns[0]));
    // Overhung: c3 holds a pawn at level 2 (on a level-1 block); c2, d2, d3 are towers of
    // height 3. A block anchored at c2 goes to level 4, leaving air above the pawn.
    let mut g = Pos::new(8)
        .raw("c2", 3, 20)
        .raw("d2", 3, 20)
        .raw("d3", 3, 21)
        .raw("c3", 1, 22)
        .pawn(BLACK, 4, "c3")
        .supply(5)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(g.block_level(sq("c2")), Ok(4));
    play(&mut g, "#c2");
    let pawn = pawn_at_any(&g, BLACK, 4);
    assert_eq!(pawn.place, Place::Board { column: g.col(sq("c3")) as u8, level: 2 });
    assert!(g.is_trapped(&pawn));
    assert_eq!(g.column(sq("c3"))[2], Cell::Empty, "air between");
}

fn pawn_at_any(g: &Strata5, owner: Player, number: u8) -> Pawn {
    *g.pawns
        .iter()
        .find(|p| p.owner == owner && p.number == number && p.place != Place::Reserve)
        .unwrap()
}

#[test]
fn s5_b6_nothing_goes_under_an_overhang() {
    // A level-2 block anchored at b2 over a1's block (b2), c1's block (c2) and a3's block (b3)
    // leaves c3 overhanging the bare board.
    let g = block_phase(Pos::new(8).blocks(&["c1", "a3", "b2"]));
    let c3 = sq("c3");
    assert_eq!(g.height(c3), 2);
    assert_eq!(g.column(c3)[0], Cell::Empty, "air under the overhang");
    // A block covering c3 now goes above the overhang, never under it.
    assert_eq!(g.block_level(sq("c3")).ok(), None);
    assert_eq!(rule(&g, "#c3"), "S5-B3");
    // A pawn stepping to c3 lands on top of the overhang (level 2), not below it.
    let g = Pos::new(8).blocks(&["c1", "a3", "b2"]).pawn(RED, 2, "b3").turn(RED);
    assert_eq!(rule(&g, "b3-c3"), "S5-P1");
    let mut g = Pos::new(8).blocks(&["c1", "a3", "b2"]).pawn(RED, 3, "b3").turn(RED);
    play(&mut g, "b3-c3");
    assert_eq!(pawn_at(&g, "c3").place, Place::Board { column: g.col(c3) as u8, level: 3 });
}

#[test]
fn s5_b7_blocks_never_move() {
    // Over random games, a cell that once holds a block holds the same block for good.
    let mut rng = crate::rng::Rng::seed(5);
    for _ in 0..50 {
        let mut g = Strata5::new(8);
        let mut moves = Vec::new();
        loop {
            let before = g.cells;
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play(&moves[rng.below(moves.len())]).unwrap();
            for (b, a) in before.iter().zip(g.cells.iter()) {
                for (x, y) in b.iter().zip(a.iter()) {
                    if let Cell::Block(_) = x {
                        assert_eq!(x, y);
                    }
                }
            }
        }
    }
}

// ----- the end ------------------------------------------------------------------------------

/// A staircase from level 1 at a1 up to a level-5 block: blocks stacked at c1 (2), e1 (3)...
/// built raw for the end-rule scenarios.
fn staircase() -> Pos {
    // Columns c1..d2 at 2, e1..f2 at 3, e3..f4 at 4, e5..f6 at 5 (each a raw tower).
    let mut p = Pos::new(8);
    for (anchor, level) in [("c1", 2), ("e1", 3), ("e3", 4), ("e5", 5)] {
        let cols = p.0.block_columns(sq(anchor));
        for l in 0..level {
            for &c in &cols {
                p.0.cells[c][l] = Cell::Block(4 + l as u8);
            }
        }
        p.0.supply -= level as u8;
    }
    p
}

#[test]
fn s5_e1_a_pawn_on_a_level_5_block_wins_at_once() {
    let mut g = staircase().pawn(RED, 2, "f4").pawn(RED, 3, "a1").turn(RED);
    assert_eq!(g.height(sq("f4")), 5, "the pawn stands on level 4");
    play(&mut g, "f4-f6");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)), "mid-turn, before the second pawn");
    assert!(legal(&g).is_empty());
}

#[test]
fn s5_e2_a_player_whose_pawns_can_never_move_loses() {
    // Black's only pawn on the board is captured; Black's reserve is empty: Black loses.
    let mut g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 5, "b2").empty_reserve(BLACK).turn(RED);
    play(&mut g, "a1-b2");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
    // Reserve pawns count as movable while an entry space is uncovered...
    let g = Pos::new(8).blocks(&["a7", "g7"]).turn(RED);
    assert!(g.immobile(BLACK), "Black's starting blocks are covered: its reserve is stuck");
    let g = Pos::new(8).blocks(&["a7"]).turn(RED);
    assert!(!g.immobile(BLACK));
    // ...and a pawn standing on a start space does not close it.
    let g = Pos::new(8).blocks(&["a7"]).pawn(RED, 2, "g7").pawn(RED, 3, "h7").turn(RED);
    assert!(!g.immobile(BLACK));
}

#[test]
fn s5_e2_when_both_are_stuck_the_mover_wins() {
    // One block over c1 d1 c2 d2 traps Red's last free pawn (c1) and Black's (d1); neither
    // reserve can enter. Both are stuck at once: the mover wins.
    let mut g = Pos::new(8)
        .blocks(&["c1"])
        .pawn(RED, 2, "c1")
        .pawn(BLACK, 2, "d1")
        .raw("c2", 2, 20)
        .raw("d2", 2, 21)
        .close_entries(RED)
        .close_entries(BLACK)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&g, "#c1"), "legal");
    play(&mut g, "#c1");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_e3_blockade_once_the_supply_is_empty() {
    // Supply empty, a level-5 block exists. Red's pawn sits on the staircase and can climb;
    // Black's only pawn sits on an island at level 1 far away: Black is blockaded.
    let mut g = staircase()
        .blocks(&["a5"])
        .pawn(RED, 2, "c1")
        .pawn(BLACK, 2, "a5")
        .pawn(BLACK, 3, "b6")
        .pawn(RED, 3, "b1")
        .close_entries(BLACK)
        .turn(RED);
    g.supply = 1;
    assert!(g.blockaded(BLACK));
    assert!(!g.blockaded(RED));
    g.supply = 0;
    g.start_turn();
    play(&mut g, "c1-d2");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_e4_empty_supply_without_level_5_is_a_draw() {
    let mut g = Pos::new(8).turn(RED);
    g.supply = 1;
    play(&mut g, "2@b1 3@g2 #c1");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn s5_e5_forty_turns_without_a_block_draw() {
    // No block fits anywhere: every turn ends without one.
    let mut g = no_placement_possible(8).turn(RED);
    let mut moves = Vec::new();
    let mut rng = crate::rng::Rng::seed(3);
    while g.outcome().is_none() {
        assert!(g.turns_without_block() < TURNS_WITHOUT_BLOCK_LIMIT);
        g.legal_moves(&mut moves);
        g.play(&moves[rng.below(moves.len())]).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.turns_without_block(), TURNS_WITHOUT_BLOCK_LIMIT);
}

#[test]
fn s5_e6_no_legal_action_passes() {
    // Red cannot move a pawn and no block fits: Red's turn passes to Black with no move.
    let g = no_placement_possible(8).empty_reserve(RED).turn(RED);
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.turns_without_block(), 1);
}

#[test]
fn s5_e7_nothing_after_the_end_and_the_order_of_end_rules() {
    let mut g = staircase().pawn(RED, 2, "f4").pawn(RED, 3, "a1").turn(RED);
    play(&mut g, "f4-f6");
    assert_eq!(rule(&g, "a1-b2"), "S5-E7");
    assert_eq!(rule(&g, "#c3"), "S5-E7");
    assert_eq!(crate::any::AnyGame::check_token(&g, "zz").unwrap_err().rule, "parse");
    // E2 before E4: the last block traps Black's last pawn and empties the supply — a win,
    // not a draw.
    let mut g = Pos::new(8)
        .blocks(&["c1"])
        .pawn(BLACK, 2, "c1")
        .raw("d1", 2, 20)
        .raw("c2", 2, 21)
        .empty_reserve(BLACK)
        .supply(1)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    play(&mut g, "#c1");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

fn rule_of(err: Result<(), IllegalMove>) -> &'static str {
    err.err().map_or("legal", |e| e.rule)
}

#[test]
fn reporting_order_follows_the_rules_page() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    // Off the board beats the phase; the phase beats the pawn named.
    assert_eq!(rule(&g, "#k1"), "S5-G1");
    assert_eq!(rule(&g, "#h1"), "S5-G3");
    assert_eq!(rule(&g, "d5-d6"), "S5-P9");
    assert_eq!(rule(&g, "b1-c1"), "S5-T1", "the moved pawn again beats the bare board");
    // Destination checks come before the path rules.
    assert_eq!(rule(&g, "3@c2"), "S5-P3");
    assert_eq!(rule(&g, "3@b1"), "S5-P6");
    assert_eq!(rule_of(g.check(&mv("4@a2"))), "S5-P6", "a1 blocks every 4-path to a2");
}

// ----- the command-line face, perft, conformance -------------------------------------------

#[test]
fn through_any_game_as_the_command_line_does() {
    let setup = GameSetup::from_options(
        crate::GameId::Strata5,
        &GameOptions { size: Some(6), ..Default::default() },
    )
    .unwrap();
    let mut game = setup.start().unwrap();
    assert_eq!(game.player_names(), ["red", "black"]);
    assert_eq!(game.legal_move_tokens().len(), 24);
    game.play_token("2@b1").unwrap();
    let err = game.play_token("#e4").unwrap_err();
    assert_eq!(err.rule, "S5-T2");
    assert_eq!(game.check_token("#f1").unwrap_err().rule, "S5-G3");
    assert!(game.scores().is_none());
}

#[test]
fn perft_table() {
    let table = include_str!("../../../tests/data/perft/strata5.txt");
    let mut lines = 0;
    for line in table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<u64> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        let [size, depth, nodes] = fields[..] else { panic!("bad line {line}") };
        let game = Strata5::new(size as u8);
        assert_eq!(perft(&game, depth as u32), nodes, "size {size} depth {depth}");
        lines += 1;
    }
    assert!(lines >= 3);
}

#[test]
fn perft_1_and_2_agree_with_checking_every_candidate() {
    // An independent count: every token of every shape that `check` accepts.
    fn by_check(g: &Strata5) -> Vec<Move> {
        candidates(g).into_iter().filter(|m| g.check(m).is_ok()).collect()
    }
    let g = Strata5::new(8);
    let first = by_check(&g);
    assert_eq!(first.len() as u64, perft(&g, 1));
    let second: u64 = first
        .iter()
        .map(|m| {
            let mut next = g.clone();
            next.play(m).unwrap();
            by_check(&next).len() as u64
        })
        .sum();
    assert_eq!(second, perft(&g, 2));
}

/// Every move of every shape on the board (legal or not).
fn candidates(g: &Strata5) -> Vec<Move> {
    let n = g.size();
    let squares: Vec<Square> =
        (0..n).flat_map(|r| (0..n).map(move |f| Square::new(f, r))).collect();
    let mut out: Vec<Move> = squares.iter().map(|&s| Move::Block(s)).collect();
    for &to in &squares {
        for k in 2..=6 {
            out.push(Move::Pawn { from: From::Reserve(k), to });
        }
    }
    for pawn in g.pawns().iter() {
        if let Place::Board { column, .. } = pawn.place {
            let from = g.square(column as usize);
            out.extend(squares.iter().map(|&to| Move::Pawn { from: From::Board(from), to }));
        }
    }
    out
}

#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    // One position in 7 (the phases of a turn take turns), on every board size.
    assert_uniform_sampler(14, 400, 7, |seed| {
        Strata5::from_setup(&Setup { size: 6 + (seed % 7) as u8, first: Player(0) }).unwrap()
    });
}

#[test]
fn conformance_over_random_games() {
    check_random_games(
        1_000,
        400,
        |seed| {
            let setup = Setup { size: 6 + (seed % 7) as u8, first: Player((seed / 7 % 2) as u8) };
            Strata5::from_setup(&setup).unwrap()
        },
        |g| {
            // All shapes every few plies keeps the run fast; a sample otherwise.
            let all = candidates(g);
            all.into_iter().step_by(7).collect()
        },
    );
}

// ----- turn-rule invariants over random games (issue 19) ------------------------------------

/// Plays `games` seeded random games on every board size and checks at every position what
/// the turn rules promise:
/// - S5-T2: when some first pawn move allows a second one, the legal first moves are exactly
///   those that allow a second or end the game (at once or through the skips that follow);
///   otherwise every first move with a legal path is legal;
/// - S5-T1: a pawn that moved this turn is refused with S5-T1 whatever its destination;
/// - S5-T2: a block during a pawn phase is refused with S5-T2, whatever the supply.
fn check_turn_rules(games: u64) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let size = MIN_SIZE + (seed % u64::from(MAX_SIZE - MIN_SIZE + 1)) as u8;
        let mut g = Strata5::new(size);
        let mut rng = crate::rng::Rng::seed(seed);
        let squares: Vec<Square> =
            (0..size).flat_map(|r| (0..size).map(move |f| Square::new(f, r))).collect();
        // Where the pawns moved this turn stand now.
        let mut moved_this_turn: Vec<Square> = Vec::new();
        for ply in 0.. {
            let here = format!("seed {seed}, ply {ply}");
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            if g.phase() == Phase::FirstPawn {
                check_maximum_moves(&g, &moves, &here);
            }
            for &at in &moved_this_turn {
                for &to in &squares {
                    let again = Move::Pawn { from: From::Board(at), to };
                    assert_eq!(rule_of(g.check(&again)), "S5-T1", "{here}: {again}");
                }
            }
            if !matches!(g.phase(), Phase::Block { .. }) {
                let mut no_supply = g.clone();
                no_supply.supply = 0;
                for anchor in squares.iter().filter(|s| s.file + 1 < size && s.rank + 1 < size) {
                    let block = Move::Block(*anchor);
                    assert_eq!(rule_of(g.check(&block)), "S5-T2", "{here}: {block}");
                    assert_eq!(rule_of(no_supply.check(&block)), "S5-T2", "{here}: {block}");
                }
            }
            let mover = g.to_move();
            let mv = moves[rng.below(moves.len())];
            g.play(&mv).unwrap();
            let same_turn = g.to_move() == mover
                && matches!(
                    g.phase(),
                    Phase::SecondPawn { .. } | Phase::Block { pawns_moved: 1 | 2, .. }
                );
            match mv {
                Move::Pawn { to, .. } if same_turn => moved_this_turn.push(to),
                _ if same_turn => {}
                _ => moved_this_turn.clear(),
            }
        }
    }
}

/// S5-T2 at a first pawn move, by playing out every first move that has a legal path.
fn check_maximum_moves(g: &Strata5, legal_moves: &[Move], here: &str) {
    let mut with_path = Vec::new();
    g.pawn_moves(None, &mut with_path);
    let after: Vec<(Move, bool, bool)> = with_path
        .iter()
        .map(|&mv| {
            let mut next = g.clone();
            next.play_unchecked(&mv);
            let second = !next.is_over() && matches!(next.phase(), Phase::SecondPawn { .. });
            (mv, next.is_over(), second)
        })
        .collect();
    let some_second = after.iter().any(|&(_, _, second)| second);
    let mut expected: Vec<Move> = after
        .iter()
        .filter(|&&(_, ends, second)| !some_second || ends || second)
        .map(|&(mv, _, _)| mv)
        .collect();
    let mut got = legal_moves.to_vec();
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "{here}: legal first moves (S5-T2)");
}

#[test]
fn turn_rules_hold_over_random_games() {
    check_turn_rules(2_000);
}

#[test]
#[ignore = "long: run with --ignored"]
fn turn_rules_hold_over_many_random_games() {
    check_turn_rules(50_000);
}

// ----- the fast generation against the rule-by-rule reference (issue 13) --------------------

/// Plays `games` seeded random games on every board size and checks at every position that
/// the bit sets kept during play equal a rebuild, and that the fast generation finds the same
/// pawn destinations (every pawn of the player to move; also the sampler's supersets once
/// checked) and block anchors as the rule-by-rule functions `destinations` and `block_fit`.
fn check_fast_generation(games: u64) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let size = MIN_SIZE + (seed % u64::from(MAX_SIZE - MIN_SIZE + 1)) as u8;
        let mut g = Strata5::new(size);
        let mut rng = crate::rng::Rng::seed(seed ^ 0x5eed);
        for ply in 0.. {
            let here = format!("seed {seed}, ply {ply}");
            let mut rebuilt = g.clone();
            rebuilt.rebuild_sets();
            assert_eq!(g, rebuilt, "{here}: bit sets kept in play");
            let mover = g.to_move();
            let mut reference = Vec::new();
            for (p, start) in g.movable_pawns(None) {
                let k = g.pawns[p as usize].number;
                let ends = g.destinations(start, k, mover, false).destinations;
                assert_eq!(g.pawn_ends(start, k), ends, "{here}: pawn {p} from {start:?}");
                let from = match start {
                    paths::Start::Column(c) => From::Board(g.square(c)),
                    paths::Start::Reserve => From::Reserve(k),
                };
                reference.extend(ends.iter().map(|c| Move::Pawn { from, to: g.square(c) }));
            }
            let mut fast = Vec::new();
            g.pawn_moves(None, &mut fast);
            assert_eq!(fast, reference, "{here}: pawn moves");
            // The sampler's supersets, kept where `superset_end_holds`, are the same moves.
            let walks = g.walks::<Columns>(mover);
            let mut sampled = Vec::new();
            for (start, k, ends) in g.pawn_end_supersets(&walks, None) {
                let from = match start {
                    paths::Start::Column(c) => From::Board(g.square(c)),
                    paths::Start::Reserve => From::Reserve(k),
                };
                let held = ends.iter().filter(|&c| g.superset_end_holds(start, k, c));
                sampled.extend(held.map(|c| Move::Pawn { from, to: g.square(c) }));
            }
            assert_eq!(sampled, reference, "{here}: pawn moves from the sampler's supersets");
            let mut fits = Columns::default();
            for rank in 0..size - 1 {
                for file in 0..size - 1 {
                    let anchor = Square::new(file, rank);
                    if g.block_fit(anchor).is_ok() {
                        fits.insert(g.col(anchor));
                    }
                }
            }
            assert_eq!(g.block_anchors(), fits, "{here}: block anchors");
            assert_eq!(g.block_fits_somewhere(), !fits.is_empty(), "{here}: a block fits");
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn fast_generation_agrees_with_the_rules_over_random_games() {
    check_fast_generation(1_000);
}

#[test]
#[ignore = "long: run with --ignored"]
fn fast_generation_agrees_with_the_rules_over_many_random_games() {
    check_fast_generation(30_000);
}

#[test]
fn column_indices_and_squares_round_trip_on_every_size() {
    for size in MIN_SIZE..=MAX_SIZE {
        let g = Strata5::new(size);
        for rank in 0..size {
            for file in 0..size {
                let s = Square::new(file, rank);
                assert_eq!(g.square(g.col(s)), s, "size {size}");
            }
        }
    }
}

// ----- why a pawn cannot move -----------------------------------------------------------------

#[test]
fn why_a_pawn_is_stuck_names_the_rule_of_the_pawn_itself() {
    let mut g = Strata5::new(8);
    let first = {
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        v
    }
    .into_iter()
    .find(|m| matches!(m, Move::Pawn { .. }))
    .unwrap();
    let Move::Pawn { from, to } = first else { unreachable!() };
    assert_eq!(g.why_pawn_is_stuck(from), None, "a pawn with moves is not stuck");
    g.play(&first).unwrap();
    assert_eq!(g.why_pawn_is_stuck(From::Board(to)).map(|e| e.rule), Some("S5-T1"));
    assert_eq!(g.why_pawn_is_stuck(From::Board(sq("h8"))).map(|e| e.rule), Some("S5-P9"));
    assert_eq!(g.why_pawn_is_stuck(From::Board(sq("z9"))).map(|e| e.rule), Some("S5-G1"));
    if let From::Reserve(n) = from {
        // That reserve pawn is on the board now.
        let again = (1..=5).any(|k| k != n && g.why_pawn_is_stuck(From::Reserve(k)).is_none());
        assert!(again, "another reserve pawn may still move");
    }
}

/// The query agrees with `check`: a stuck pawn's every move is refused for the same rule, and
/// a pawn that is not stuck is only ever refused for its destination.
#[test]
fn why_a_pawn_is_stuck_agrees_with_check_over_random_games() {
    let mut rng = crate::rng::Rng::seed(11);
    let mut positions = 0;
    for _ in 0..40 {
        let mut g = Strata5::new(6 + rng.below(7) as u8);
        while !g.is_over() {
            let n = g.size();
            let froms = (1..=5)
                .map(From::Reserve)
                .chain((0..n).flat_map(|f| (0..n).map(move |r| From::Board(Square::new(f, r)))));
            for from in froms {
                let stuck = g.why_pawn_is_stuck(from).map(|e| e.rule);
                for to in (0..n).flat_map(|f| (0..n).map(move |r| Square::new(f, r))) {
                    let verdict = g.check(&Move::Pawn { from, to });
                    match stuck {
                        Some(rule) => assert_eq!(verdict.map_err(|e| e.rule), Err(rule)),
                        None => assert!(
                            verdict.is_ok()
                                || !["S5-T1", "S5-P7", "S5-P9"]
                                    .contains(&verdict.unwrap_err().rule)
                        ),
                    }
                }
            }
            positions += 1;
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            g.play(&mv).unwrap();
        }
    }
    assert!(positions > 1_000, "{positions}");
}

#[test]
fn s5_t1_only_the_block_ends_a_turn() {
    assert!(mv("#c3").ends_turn());
    assert!(!mv("2@c3").ends_turn() && !mv("c3-d4").ends_turn());
}

#[test]
fn the_evaluation_features_count_pawns_by_the_block_they_stand_on() {
    use crate::ai::fit::Features;
    let at = |g: &Strata5, name: &str| {
        g.features()[Strata5::NAMES.iter().position(|n| *n == name).expect("a feature")]
    };
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    // Red is still to move: one more Red pawn on a level-1 block, one fewer in reserve.
    assert_eq!(at(&g, "free pawns on a level-1 block"), 1.0);
    assert_eq!(at(&g, "pawns in reserve"), -1.0);
    assert_eq!(at(&g, "free pawns on a level-2 block"), 0.0);
}

#[test]
fn the_move_prior_triples_the_capture_of_a_free_pawn_but_not_of_a_buried_one() {
    use crate::game::Evaluate;
    // A Red 2 on a level-2 block walks d4 - e4 - f4 onto a level-3 block.
    let walk = || Pos::new(8).raw("d4", 2, 20).raw("e4", 2, 21);
    let prior = |g: &Strata5| {
        assert!(legal(g).contains(&"d4-f4".to_string()));
        g.move_prior(&mv("d4-f4")).expect("a prior")
    };
    let empty = walk().raw("f4", 3, 22).pawn(RED, 2, "d4").turn(RED);
    let free = walk().raw("f4", 3, 22).pawn(BLACK, 3, "f4").pawn(RED, 2, "d4").turn(RED);
    // A Black pawn trapped under f4's top block is not there to be taken.
    let buried = walk().raw("f4", 1, 22).pawn(BLACK, 3, "f4").raw("f4", 3, 23);
    let buried = buried.pawn(RED, 2, "d4").turn(RED);
    assert_eq!(prior(&free), 3.0 * prior(&empty));
    assert_eq!(prior(&buried), prior(&empty));
}

#[test]
fn pawn_moves_in_either_order_give_the_same_position_key() {
    use crate::game::Evaluate;
    let key = |tokens: &str| {
        let mut game = Strata5::new(8);
        play(&mut game, tokens);
        game.position_key()
    };
    assert_eq!(key("3@a1 2@g1"), key("2@g1 3@a1"));
    assert_eq!(key("3@a1 2@g1 #c2"), key("2@g1 3@a1 #c2"));
    // Other pawns, another block, or a turn half played are other positions.
    assert_ne!(key("3@a1 2@g1"), key("2@a1 3@g1"));
    assert_ne!(key("3@a1 2@g1 #c2"), key("3@a1 2@g1 #c1"));
    assert_ne!(key("3@a1"), key("3@a1 2@g1"));
}
