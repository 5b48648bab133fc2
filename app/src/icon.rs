//! The window icon, drawn in code (no image file to ship or decode): a rounded square of four
//! layers, one in a colour of each game, as strata seen from the side.

use egui::IconData;

/// Side of the window icon in pixels.
const SIZE: u32 = 64;
/// The layers, top to bottom (RGB).
const LAYERS: [[u8; 3]; 4] =
    [[0xE8, 0xC5, 0x7A], [0xC2, 0x6A, 0x2E], [0x7A, 0x1F, 0x3D], [0x3B, 0x2A, 0x20]];

pub fn icon() -> IconData {
    icon_of_size(SIZE)
}

/// The icon at `side` pixels (the desktop package's icons are rendered from it, by
/// `cargo run -p strata-app --example icons`).
pub fn icon_of_size(side: u32) -> IconData {
    let size = side as usize;
    let radius = side as f32 * 12.0 / 64.0;
    let mut rgba = Vec::with_capacity(size * size * 4);
    for y in 0..size {
        for x in 0..size {
            // Distance outside the rounded square (0 inside), for a soft edge.
            let inner = |v: usize| (v as f32 + 0.5).clamp(radius, side as f32 - radius);
            let dx = x as f32 + 0.5 - inner(x);
            let dy = y as f32 + 0.5 - inner(y);
            let outside = (dx.hypot(dy) - radius).max(0.0);
            let alpha = (1.0 - outside).clamp(0.0, 1.0);
            let layer = (y * LAYERS.len() / size).min(LAYERS.len() - 1);
            // A thin dark line between layers, so they read as separate strata.
            let seam = y % (size / LAYERS.len()) == 0 && y > 0;
            let [r, g, b] = if seam { [0x20, 0x18, 0x14] } else { LAYERS[layer] };
            rgba.extend_from_slice(&[r, g, b, (alpha * 255.0) as u8]);
        }
    }
    IconData { rgba, width: side, height: side }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_a_square_of_layers_with_clear_corners() {
        let icon = icon();
        assert_eq!((icon.width, icon.height), (SIZE, SIZE));
        assert_eq!(icon.rgba.len(), (SIZE * SIZE * 4) as usize);
        let pixel = |x: u32, y: u32| &icon.rgba[((y * SIZE + x) * 4) as usize..][..4];
        assert_eq!(pixel(0, 0)[3], 0, "rounded corner");
        assert_eq!(pixel(SIZE / 2, 4), &[0xE8, 0xC5, 0x7A, 255], "top layer");
        assert_eq!(pixel(SIZE / 2, SIZE - 4), &[0x3B, 0x2A, 0x20, 255], "bottom layer");
    }
}
