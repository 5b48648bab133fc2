use super::*;

#[test]
fn start_has_22_moves() {
    let g = Strata7::new();
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut t: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    t.sort();
    println!("{t:?}");
    assert_eq!(moves.len(), 22);
}
