//! Renders the app's icon (drawn in code, `app/src/icon.rs`) as PNG files for the desktop
//! package: `cargo run -p strata-app --example icons -- DIR` writes
//! `DIR/SIZExSIZE/apps/strata.png` for the usual sizes of the hicolor icon theme.

use std::path::PathBuf;

const SIZES: [u32; 4] = [48, 64, 128, 256];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).ok_or("usage: icons DIR")?);
    for side in SIZES {
        let icon = strata_app::icon::icon_of_size(side);
        let folder = dir.join(format!("{side}x{side}/apps"));
        std::fs::create_dir_all(&folder)?;
        let file = std::io::BufWriter::new(std::fs::File::create(folder.join("strata.png"))?);
        let mut encoder = png::Encoder::new(file, icon.width, icon.height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.write_header()?.write_image_data(&icon.rgba)?;
    }
    Ok(())
}
