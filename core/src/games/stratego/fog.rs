//! One side's Stratego world in a game between two programs ([`crate::online`]): its own army
//! as it is, the other army dealt from what has been seen ([`Knowledge::deal`]), and the moves
//! so far. Each new fact that the dealt army contradicts deals it again and replays the moves.
//! At the end the other army, shown whole, replaces the dealt one, and the replay with both
//! true armies is the game's result.

use super::sealed::{Knowledge, SealedArmy, Unveiled, check_army, check_unveiled};
use super::{Army, Move, Rules, Setup, Square, Stratego};
use crate::any::AnyGame;
use crate::game::{GameId, Player};
use crate::games::GameSetup;
use crate::session::Session;

#[derive(Debug)]
pub struct Fog {
    me: Player,
    mine: SealedArmy,
    /// The other side's commitments, in its setup-string order.
    theirs: Vec<String>,
    knowledge: Knowledge,
    rules: Rules,
    world: Session,
}

impl Fog {
    pub fn new(me: Player, mine: SealedArmy, theirs: Vec<String>, rules: Rules) -> Fog {
        let knowledge = Knowledge::new();
        let dealt = knowledge.deal().expect("an army fits when nothing is known");
        let world = world(me, mine.army(), &dealt, rules, &[]).expect("a fresh game starts");
        Fog { me, mine, theirs, knowledge, rules, world }
    }

    pub fn me(&self) -> Player {
        self.me
    }

    pub fn sealed(&self) -> &SealedArmy {
        &self.mine
    }

    /// The world this side plays on; its other army is a guess, so only what `me` may see of
    /// it is meaningful (the bots read only that).
    pub fn session(&self) -> &Session {
        &self.world
    }

    pub fn game(&self) -> &Stratego {
        stratego(&self.world)
    }

    /// Whether `mv` shows the moving piece (SG-A1: an attack; a Scout moving more than one
    /// square). Read from the squares alone, whatever the dealt ranks.
    pub fn reveals_mover(&self, mv: Move) -> bool {
        let attack = self.game().piece_at(mv.to).is_some();
        attack || mv.from.file.abs_diff(mv.to.file) + mv.from.rank.abs_diff(mv.to.rank) > 1
    }

    /// The piece `me` must show for its own move, if the move reveals it.
    pub fn shown_by_mover(&self, mv: Move) -> Option<Unveiled> {
        let (owner, slot) = self.game().setup_slot(mv.from)?;
        (owner == self.me && self.reveals_mover(mv)).then(|| self.mine.unveil(slot))
    }

    /// Whether `mv` attacks a piece of `me` (which must then be shown).
    pub fn attacks_me(&self, mv: Move) -> Option<Unveiled> {
        let (owner, slot) = self.game().setup_slot(mv.to)?;
        (owner == self.me).then(|| self.mine.unveil(slot))
    }

    /// Whether `mv` attacks a piece of the other side (whose rank must come before the move).
    pub fn attacks_them(&self, mv: Move) -> bool {
        self.game().setup_slot(mv.to).is_some_and(|(owner, _)| owner != self.me)
    }

    /// The other side showed the piece on `at`: checked against its commitment and against
    /// the piece the moves have put there.
    pub fn learn(&mut self, shown: &Unveiled, at: Square) -> Result<(), String> {
        let (slot, rank) = check_unveiled(shown, &self.theirs)?;
        match self.game().setup_slot(at) {
            Some((owner, on)) if owner != self.me && on == slot => {}
            _ => return Err(format!("the other side showed a piece that is not on {at}")),
        }
        if self.knowledge.rank(slot).is_some_and(|known| known != rank) {
            return Err(format!("the other side showed its piece on {at} as two different ranks"));
        }
        self.knowledge.learn(slot, rank);
        self.agree()
    }

    /// Plays a move of either side (the other side's pieces shown first, by [`Fog::learn`]).
    pub fn play(&mut self, mv: Move) -> Result<(), String> {
        let token = mv.to_string();
        if let Some((owner, slot)) = self.game().setup_slot(mv.from)
            && owner != self.me
        {
            self.knowledge.saw_move(slot);
            self.agree()?;
        }
        self.world.play(&token).map_err(|e| e.to_string())
    }

    /// Whether the game is over as far as this side can tell: an end both sides see (a Flag
    /// taken, the quiet-move draw), or `me` to move with no move. The other side's own
    /// blockade is its to declare, since its pieces here are a guess.
    pub fn is_over(&self) -> bool {
        let game = self.game();
        let Some(reason) = game.end_reason() else { return false };
        let blocked = matches!(reason.rule, "SG-E2" | "SG-E3");
        !blocked || Player((game.ply() % 2) as u8) == self.me
    }

    /// The game with both true armies, once the other side has shown its whole army: every
    /// move replayed and checked. An error names the first move that does not stand.
    pub fn unveil(&self, theirs: &[Unveiled]) -> Result<Session, String> {
        let army = check_army(theirs, &self.theirs)?;
        for slot in 0..40 {
            if let Some(rank) = self.knowledge.rank(slot)
                && army.ranks()[slot] != rank
            {
                return Err(format!(
                    "the other side's army shows another rank than the one it showed in play (piece {slot})"
                ));
            }
        }
        let moves: Vec<String> = self.world.moves().iter().map(|m| m.token.clone()).collect();
        world(self.me, self.mine.army(), &army, self.rules, &moves)
    }

    /// Deals the other army again if the world contradicts what is known, and replays.
    fn agree(&mut self) -> Result<(), String> {
        let game = self.game();
        let knowledge = &self.knowledge;
        let fits = (0..100).map(Square::from_index).all(|sq| {
            let (Some((owner, slot)), Some(piece)) = (game.setup_slot(sq), game.piece_at(sq))
            else {
                return true;
            };
            owner == self.me
                || match knowledge.rank(slot) {
                    Some(known) => known == piece.rank,
                    None => !knowledge.moved(slot) || piece.rank.is_movable(),
                }
        });
        if fits {
            return Ok(());
        }
        let dealt = self.knowledge.deal()?;
        let moves: Vec<String> = self.world.moves().iter().map(|m| m.token.clone()).collect();
        self.world = world(self.me, self.mine.army(), &dealt, self.rules, &moves)?;
        Ok(())
    }
}

/// A session from `me`'s army and the other one, with `moves` replayed (each checked).
fn world(
    me: Player,
    mine: &Army,
    theirs: &Army,
    rules: Rules,
    moves: &[String],
) -> Result<Session, String> {
    let (red, blue) = if me == Player(0) { (mine, theirs) } else { (theirs, mine) };
    let setup = GameSetup::Stratego(Setup::new(red, blue, rules));
    let mut session = Session::new(setup, Vec::new())?;
    for (ply, token) in moves.iter().enumerate() {
        session.play(token).map_err(|e| {
            format!("the other side's move {} ({token}) does not stand: {e}", ply + 1)
        })?;
    }
    Ok(session)
}

fn stratego(session: &Session) -> &Stratego {
    let game: &dyn AnyGame = session.position();
    debug_assert_eq!(game.id(), GameId::Stratego);
    game.as_any().downcast_ref::<Stratego>().expect("a Stratego session holds a Stratego game")
}
