//! The setup library on the setup screen: the setups shipped with Strata and the player's own
//! (kept by name in the data folder, see [`SetupLibrary`]) in one list, and saving or deleting
//! the player's own.

use super::*;

impl Arrangement {
    /// Reads the player's own setups again (after a change, or when the screen opens).
    pub(super) fn reread_library(&mut self) {
        (self.own, self.unreadable) = self.library.list();
        self.chosen_own = None;
    }

    /// Keeps the army on the board under the name typed.
    fn save_own(&mut self) {
        let Some(army) = self.army() else { return };
        match self.library.save(&self.name, &army) {
            Ok(_) => {
                self.reread_library();
                let name = self.name.trim().to_string();
                self.chosen_own = self.own.iter().position(|s| s.setup.name == name);
                self.say(true, t!("setup-saved", name = name), None);
            }
            Err(e) => self.say(false, t!("setup-not-saved", reason = e.to_string()), None),
        }
    }

    fn delete_own(&mut self, index: usize) {
        let Some(own) = self.own.get(index).cloned() else { return };
        match self.library.delete(&own) {
            Ok(()) => {
                self.reread_library();
                self.say(true, t!("setup-deleted", name = own.setup.name.clone()), None);
            }
            Err(e) => self.say(false, t!("setup-not-deleted", reason = e.to_string()), None),
        }
    }

    /// The shipped setups and the player's own in one list, and saving the army on the board
    /// under a name.
    pub(super) fn setup_list(&mut self, ui: &mut Ui) {
        enum Pick {
            Shipped(usize),
            Own(usize),
        }
        let mut pick = None;
        let setups = t!("setup-setups");
        let combo = ComboBox::from_id_salt("setups").selected_text(&setups).show_ui(ui, |ui| {
            ui.label(RichText::new(t!("setup-shipped")).weak());
            for (i, named) in self.named.iter().enumerate() {
                let lang = crate::i18n::lang();
                let (name, idea) = (named.name_in(lang), named.idea_in(lang));
                if ui.selectable_label(false, name).on_hover_text(idea).clicked() {
                    pick = Some(Pick::Shipped(i));
                }
            }
            if !self.own.is_empty() {
                ui.separator();
                ui.label(RichText::new(t!("setup-own")).weak());
            }
            for (i, own) in self.own.iter().enumerate() {
                let chosen = self.chosen_own == Some(i);
                if ui.selectable_label(chosen, &own.setup.name).clicked() {
                    pick = Some(Pick::Own(i));
                }
            }
        });
        combo.response.widget_info(|| WidgetInfo::labeled(Role::ComboBox, true, &setups));
        match pick {
            Some(Pick::Shipped(i)) => {
                let named = self.named[i].clone();
                self.fill(&named.army);
                self.chosen_own = None;
                let lang = crate::i18n::lang();
                let (name, idea) =
                    (named.name_in(lang).to_string(), named.idea_in(lang).to_string());
                self.say(true, t!("setup-named", name = name, idea = idea), None);
            }
            Some(Pick::Own(i)) => {
                let own = self.own[i].setup.clone();
                self.fill(&own.army);
                self.chosen_own = Some(i);
                self.name = own.name.clone();
                self.say(true, t!("setup-yours", name = own.name.clone()), None);
            }
            None => {}
        }
        for problem in &self.unreadable {
            ui.label(
                RichText::new(t!("setup-not-read", problem = problem.clone())).color(BAD).small(),
            );
        }
        if !self.library.available() {
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("setup-name"));
            ui.add(
                egui::TextEdit::singleline(&mut self.name)
                    .hint_text(t!("setup-name-hint"))
                    .char_limit(crate::setup_library::MAX_NAME)
                    .desired_width(150.0),
            )
            .labelled_by(label.id);
            let can_save = self.army().is_some() && !self.name.trim().is_empty();
            let hover = if can_save { t!("setup-save-about") } else { t!("setup-save-not-yet") };
            if ui
                .add_enabled(can_save, egui::Button::new(t!("setup-save")))
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
            {
                self.save_own();
            }
        });
        if let Some(i) = self.chosen_own
            && let Some(own) = self.own.get(i)
            && ui.button(t!("setup-delete", name = own.setup.name.clone())).clicked()
        {
            self.delete_own(i);
        }
    }
}
