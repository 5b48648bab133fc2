//! Help → User guide: the full manual (`assets/docs/guide.md`, in French
//! `assets/docs/fr/guide.md`, built into the binary), in a scrolling dialog. The Markdown is read line by line: headings stand out, list items keep
//! their bullet, code marks are dropped, and a paragraph's lines join into one wrapped label.
//! Every character of it must be in the app's fonts (a test draws it).

use egui::{RichText, Ui};
use strata_core::Lang;

use crate::t;

const GUIDE: &str = include_str!("../../../assets/docs/guide.md");
const GUIDE_FR: &str = include_str!("../../../assets/docs/fr/guide.md");

/// The guide in `lang`.
fn guide(lang: Lang) -> &'static str {
    match lang {
        Lang::En => GUIDE,
        Lang::Fr => GUIDE_FR,
    }
}

/// One block of the guide as shown.
#[derive(Debug, PartialEq)]
enum Block {
    Heading(String),
    Paragraph(String),
}

/// The guide's blocks: headings, and paragraphs joined from their lines (tables and list items
/// kept a line each).
fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut paragraph = String::new();
    let flush = |paragraph: &mut String, out: &mut Vec<Block>| {
        if !paragraph.is_empty() {
            out.push(Block::Paragraph(std::mem::take(paragraph)));
        }
    };
    for line in text.lines() {
        // The app's fonts have no arrows: menu paths read "File > Open", keys their names.
        let plain = line
            .replace('`', "")
            .replace("**", "")
            .replace("←/→", &t!("key-left-right"))
            .replace("← / →", &t!("key-left-right"))
            .replace('→', ">")
            .replace('←', "<");
        if let Some(heading) = plain.strip_prefix('#') {
            flush(&mut paragraph, &mut out);
            out.push(Block::Heading(heading.trim_start_matches('#').trim().to_string()));
        } else if plain.trim().is_empty() {
            flush(&mut paragraph, &mut out);
        } else if plain.starts_with('|') || plain.starts_with("- ") {
            if plain.starts_with("|---") {
                continue;
            }
            if !paragraph.is_empty() {
                paragraph.push('\n');
            }
            paragraph.push_str(plain.trim());
        } else {
            if !paragraph.is_empty() {
                // A list item or table row before: a new line; else the same sentence goes on.
                let last = paragraph.lines().last().unwrap_or("");
                paragraph.push(if last.starts_with('|') { '\n' } else { ' ' });
            }
            paragraph.push_str(plain.trim());
        }
    }
    flush(&mut paragraph, &mut out);
    out
}

/// The dialog's contents; true when closed.
pub(super) fn show(ui: &mut Ui) -> bool {
    ui.set_width(620.0);
    let closed = super::dialogs::heading_with_close(ui, &t!("guide-title"));
    let height = (ui.ctx().content_rect().height() - 150.0).max(120.0);
    egui::ScrollArea::vertical().max_height(height).show(ui, |ui| {
        for block in blocks(guide(crate::i18n::lang())) {
            match block {
                Block::Heading(text) => {
                    ui.add_space(6.0);
                    ui.label(RichText::new(text).strong().size(16.0));
                }
                Block::Paragraph(text) => {
                    ui.label(text);
                }
            }
        }
    });
    closed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guide_reads_as_headings_and_paragraphs() {
        let text = "# Title\n\nOne line\nand its end.\n\n- a `key`\n- **b**\n";
        assert_eq!(
            blocks(text),
            [
                Block::Heading("Title".into()),
                Block::Paragraph("One line and its end.".into()),
                Block::Paragraph("- a key\n- b".into()),
            ]
        );
        let all = blocks(GUIDE);
        assert!(all.contains(&Block::Heading("Saved games, autosave and settings".into())));
    }

    #[test]
    fn every_language_has_the_whole_guide_drawable_in_the_apps_fonts() {
        let headings =
            |lang| blocks(guide(lang)).iter().filter(|b| matches!(b, Block::Heading(_))).count();
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(Default::default(), |_| {});
        output.textures_delta.clear();
        let font = egui::FontId::proportional(14.0);
        for lang in Lang::ALL {
            assert_eq!(headings(lang), headings(Lang::En), "{lang}: another outline");
            crate::i18n::set_lang(lang);
            // A missing glyph would show as a box.
            for block in blocks(guide(lang)) {
                let (Block::Heading(text) | Block::Paragraph(text)) = block;
                let missing: Vec<char> = text
                    .chars()
                    .filter(|&c| c != '\n' && !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
                    .collect();
                assert!(missing.is_empty(), "{lang}: {missing:?} in {text}");
            }
        }
        crate::i18n::set_lang(Lang::En);
        let faults = strata_core::lang::french_spacing_faults(GUIDE_FR);
        assert!(faults.is_empty(), "{faults:?}");
    }
}
