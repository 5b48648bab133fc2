//! Evaluation weights fitted on data: a game that describes its positions by a few numbers
//! ([`Features`]) gets its evaluation as a logistic model of them, whose weights
//! `core/examples/fit_eval.rs` fits to the results of self-play games (the recipe is in that
//! file). This module holds the model and the fit, so that both are tested once.

use crate::game::{Evaluate, MAX_PLAYERS, Values};

/// A position described for the evaluation: numbers seen from the player to move, whose
/// weighted sum is the log-odds that this player wins.
pub trait Features: Evaluate {
    /// One short name per feature, in order (for the fit's report).
    const NAMES: &'static [&'static str];
    /// The features of this position, `NAMES.len()` of them, seen from the player to move.
    fn features(&self) -> Vec<f64>;
}

/// The logistic function: log-odds to a probability.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The model's chance that the player to move wins: `sigmoid(weights · features)`.
pub fn win_chance(weights: &[f64], features: &[f64]) -> f64 {
    sigmoid(weights.iter().zip(features).map(|(w, f)| w * f).sum())
}

/// A two-player evaluation from a win chance of the player to move (`mover` its seat).
pub fn two_player_values(mover: usize, chance: f64) -> Values {
    let mut values = [0.0; MAX_PLAYERS];
    values[mover & 1] = chance;
    values[(mover & 1) ^ 1] = 1.0 - chance;
    values
}

/// One labelled position: its features and the mover's result (1 win, 0.5 draw, 0 loss).
pub type Sample = (Vec<f64>, f64);

/// The log loss of predicting `chance` for a result `y` (lower is better; 0.693 is a coin
/// toss).
pub fn loss(chance: f64, y: f64) -> f64 {
    let p = chance.clamp(1e-9, 1.0 - 1e-9);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// The mean log loss of `weights` on `samples`.
pub fn log_loss(weights: &[f64], samples: &[Sample]) -> f64 {
    let total: f64 = samples.iter().map(|(x, y)| loss(win_chance(weights, x), *y)).sum();
    total / samples.len().max(1) as f64
}

/// Logistic regression by Newton's method with an L2 penalty `ridge` (which keeps a feature
/// that never varies at weight 0): the weights that minimise the log loss on `samples`.
pub fn logistic_fit(samples: &[Sample], features: usize, ridge: f64) -> Vec<f64> {
    let mut w = vec![0.0; features];
    for _ in 0..25 {
        // Gradient and Hessian of the penalised mean loss.
        let mut grad = vec![0.0; features];
        let mut hess = vec![vec![0.0; features]; features];
        let n = samples.len().max(1) as f64;
        for (x, y) in samples {
            let p = win_chance(&w, x);
            let s = p * (1.0 - p);
            for i in 0..features {
                grad[i] += (p - y) * x[i] / n;
                for j in 0..features {
                    hess[i][j] += s * x[i] * x[j] / n;
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
    fn the_fit_recovers_the_weights_that_made_the_data() {
        let truth = [0.4, 1.5, -2.0];
        let mut rng = Rng::seed(7);
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let x = vec![1.0, rng.unit() * 2.0 - 1.0, rng.unit() * 2.0 - 1.0];
                let y = if rng.unit() < win_chance(&truth, &x) { 1.0 } else { 0.0 };
                (x, y)
            })
            .collect();
        let fitted = logistic_fit(&samples, 3, 1e-6);
        for (f, t) in fitted.iter().zip(truth) {
            assert!((f - t).abs() < 0.1, "fitted {fitted:?}, truth {truth:?}");
        }
        assert!(log_loss(&fitted, &samples) < log_loss(&[0.0; 3], &samples));
    }

    #[test]
    fn a_feature_that_never_varies_keeps_weight_zero() {
        let samples: Vec<Sample> =
            (0..100).map(|i| (vec![f64::from(i % 2), 0.0], f64::from(i % 2))).collect();
        let fitted = logistic_fit(&samples, 2, 1e-3);
        assert!(fitted[0] > 1.0, "{fitted:?}");
        assert_eq!(fitted[1], 0.0);
    }
}
