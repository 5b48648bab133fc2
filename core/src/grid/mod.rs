//! Board geometry shared by the rules engines and the app's board views. Rules work in these
//! coordinates only; pixels belong to the views.

pub mod hex;
pub mod square;

pub use hex::{Axis, Hex};
pub use square::{SquareName, parse_square};
