//! The desktop package's icons are committed PNGs (`assets/desktop/icons/`, so that packaging
//! builds nothing but the binary); they must be the icon the app draws, at each size.
//! `cargo run -p strata-app --example icons -- assets/desktop/icons` writes them again.

use std::path::Path;

#[test]
fn the_committed_icons_are_the_icon_the_app_draws() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/desktop/icons");
    for side in [48u32, 64, 128, 256] {
        let path = dir.join(format!("{side}x{side}/apps/strata.png"));
        let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut reader = png::Decoder::new(std::io::BufReader::new(file)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        let drawn = strata_app::icon::icon_of_size(side);
        assert_eq!((info.width, info.height), (drawn.width, drawn.height), "{side}");
        assert_eq!(info.color_type, png::ColorType::Rgba, "{side}");
        assert!(
            pixels[..info.buffer_size()] == drawn.rgba[..],
            "{side}: run the icons example again"
        );
    }
}
