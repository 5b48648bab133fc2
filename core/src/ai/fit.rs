//! Evaluation weights fitted on data: a game that describes its positions by a few numbers
//! ([`Features`]) gets its evaluation as a logistic model of them, whose weights
//! `core/examples/fit_eval.rs` fits to the results of self-play games (the recipe is in that
//! file). With more than two players the model is over seats: each seat has a score, and its
//! chance is their softmax (a conditional logit), which for two players is the logistic model
//! of the scores' difference. This module holds the model and the fit, so that both are
//! tested once.

use crate::game::{Evaluate, MAX_PLAYERS, Values};

/// A position described for the evaluation: numbers seen from the player to move, whose
/// weighted sum is the log-odds that this player wins.
pub trait Features: Evaluate {
    /// One short name per feature, in order (for the fit's report).
    const NAMES: &'static [&'static str];
    /// The features of this position, `NAMES.len()` of them, seen from the player to move.
    fn features(&self) -> Vec<f64>;
    /// The same as a model over seats ([`seat_chances`]): per seat, in seat order, features
    /// whose weighted sum is that seat's score. By default, for two players: the mover's
    /// [`Features::features`] against nothing, which is the logistic model.
    fn seat_features(&self) -> Vec<Vec<f64>> {
        let mut seats = vec![vec![0.0; Self::NAMES.len()]; self.player_count()];
        seats[self.to_move().index()] = self.features();
        seats
    }
}

/// The logistic function: log-odds to a probability.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// A position's (or a seat's) score in a linear model: `weights · features`.
pub fn score(weights: &[f64], features: &[f64]) -> f64 {
    weights.iter().zip(features).map(|(w, f)| w * f).sum()
}

/// The model's chance that the player to move wins: `sigmoid(weights · features)`.
pub fn win_chance(weights: &[f64], features: &[f64]) -> f64 {
    sigmoid(score(weights, features))
}

/// A two-player evaluation from a win chance of the player to move (`mover` its seat).
pub fn two_player_values(mover: usize, chance: f64) -> Values {
    let mut values = [0.0; MAX_PLAYERS];
    values[mover & 1] = chance;
    values[(mover & 1) ^ 1] = 1.0 - chance;
    values
}

/// One labelled position for a model over seats (any number of players): each seat's
/// features and its share of the result (they sum to 1: a win, a shared win, a draw).
pub type SeatSample = (Vec<Vec<f64>>, Vec<f64>);

/// Each seat's chance in a model over seats: the softmax of the seats' scores
/// `weights · features` (for two seats, the logistic model of their difference).
pub fn seat_chances(weights: &[f64], seats: &[Vec<f64>]) -> Vec<f64> {
    let mut chances: Vec<f64> = seats.iter().map(|x| score(weights, x)).collect();
    softmax(&mut chances);
    chances
}

/// Turns the seats' scores into chances in place: `exp(score)`, normalised to sum to 1.
pub fn softmax(scores: &mut [f64]) {
    let best = scores.iter().copied().fold(f64::MIN, f64::max);
    scores.iter_mut().for_each(|s| *s = (*s - best).exp());
    let total: f64 = scores.iter().sum();
    scores.iter_mut().for_each(|s| *s /= total);
}

/// The cross-entropy of predicting the seats' `chances` when their shares of the result are
/// `results` (lower is better; for two seats, the log loss).
pub fn cross_entropy(chances: &[f64], results: &[f64]) -> f64 {
    -results.iter().zip(chances).map(|(y, p)| y * p.clamp(1e-9, 1.0).ln()).sum::<f64>()
}

/// The mean cross-entropy of `weights` on `samples`.
pub fn seat_log_loss(weights: &[f64], samples: &[SeatSample]) -> f64 {
    let total: f64 =
        samples.iter().map(|(seats, y)| cross_entropy(&seat_chances(weights, seats), y)).sum();
    total / samples.len().max(1) as f64
}

/// A conditional logit by Newton's method with an L2 penalty `ridge`: the weights that
/// minimise [`seat_log_loss`] on `samples`.
pub fn seat_fit(samples: &[SeatSample], features: usize, ridge: f64) -> Vec<f64> {
    let mut w = vec![0.0; features];
    for _ in 0..25 {
        let mut grad = vec![0.0; features];
        let mut hess = vec![vec![0.0; features]; features];
        let n = samples.len().max(1) as f64;
        for (seats, y) in samples {
            let p = seat_chances(&w, seats);
            // The features' mean under the model.
            let mut mean = vec![0.0; features];
            for (x, p) in seats.iter().zip(&p) {
                mean.iter_mut().zip(x).for_each(|(m, f)| *m += p * f);
            }
            for ((x, p), y) in seats.iter().zip(&p).zip(y) {
                for i in 0..features {
                    grad[i] += (p - y) * x[i] / n;
                    for j in 0..features {
                        hess[i][j] += p * x[i] * x[j] / n;
                    }
                }
            }
            for i in 0..features {
                for j in 0..features {
                    hess[i][j] -= mean[i] * mean[j] / n;
                }
            }
        }
        for i in 0..features {
            grad[i] += ridge * w[i];
            hess[i][i] += ridge;
        }
        let Some(step) = solve(hess, grad) else { break };
        let mut largest: f64 = 0.0;
        for (wi, si) in w.iter_mut().zip(&step) {
            *wi -= si;
            largest = largest.max(si.abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    w
}

/// Solves `a · x = b` by Gaussian elimination with partial pivoting; `None` when singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let factor = a[row][col] / a[col][col];
            let (upper, lower) = a.split_at_mut(row);
            for (target, source) in lower[0][col..].iter_mut().zip(&upper[col][col..]) {
                *target -= factor * source;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn the_seat_fit_recovers_the_weights_of_a_four_seat_model() {
        let truth = [0.8, -0.5];
        let mut rng = Rng::seed(11);
        let samples: Vec<SeatSample> = (0..20_000)
            .map(|_| {
                let seats: Vec<Vec<f64>> =
                    (0..4).map(|_| vec![rng.unit() * 2.0, rng.unit() * 2.0 - 1.0]).collect();
                let p = seat_chances(&truth, &seats);
                let winner = rng.weighted(&p);
                let y = (0..4).map(|s| f64::from(u8::from(s == winner))).collect();
                (seats, y)
            })
            .collect();
        let fitted = seat_fit(&samples, 2, 1e-6);
        for (f, t) in fitted.iter().zip(truth) {
            assert!((f - t).abs() < 0.1, "fitted {fitted:?}, truth {truth:?}");
        }
        assert!(seat_log_loss(&fitted, &samples) < seat_log_loss(&[0.0; 2], &samples));
    }

    #[test]
    fn two_seats_are_the_logistic_model_of_their_difference() {
        let w = [0.3, -1.2];
        let (a, b) = (vec![1.0, 0.5], vec![0.2, 2.0]);
        let diff: Vec<f64> = a.iter().zip(&b).map(|(x, y)| x - y).collect();
        let p = seat_chances(&w, &[a, b]);
        assert!((p[0] - win_chance(&w, &diff)).abs() < 1e-12);
        assert!((p[0] + p[1] - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_feature_that_never_varies_keeps_weight_zero() {
        let samples: Vec<SeatSample> = (0..100)
            .map(|i| {
                let won = f64::from(i % 2);
                (vec![vec![won, 0.0], vec![0.0; 2]], vec![won, 1.0 - won])
            })
            .collect();
        let fitted = seat_fit(&samples, 2, 1e-3);
        assert!(fitted[0] > 1.0, "{fitted:?}");
        assert_eq!(fitted[1], 0.0);
    }
}
