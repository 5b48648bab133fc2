//! Where each labelled widget is on screen, for scripts that drive the real window (CI's
//! journeys under Xvfb with xdotool): with `STRATA_WIDGET_MAP=FILE` in the environment, the app
//! turns on its accessibility tree (what a screen reader reads) and writes, after each frame
//! that changed it, one line per named node: `x0 y0 x1 y1<TAB>role<TAB>name<TAB>value`, the
//! name being the node's label, else the text of the nodes it is labelled by, else (for plain
//! text) its value,
//! in points (window pixels at scale 1), in the tree's order. Off unless asked for.

use std::collections::HashMap;
use std::path::PathBuf;

use egui::accesskit::{Node, NodeId};

#[derive(Debug)]
pub struct WidgetMap {
    path: PathBuf,
    /// Every node seen, kept across frames: a frame's update carries only the nodes it changed.
    nodes: HashMap<NodeId, Node>,
    root: Option<NodeId>,
    written: String,
}

impl WidgetMap {
    /// Installs the map on `ctx` when the environment asks for it.
    pub fn install(ctx: &egui::Context) {
        let Some(path) = std::env::var_os("STRATA_WIDGET_MAP") else { return };
        ctx.enable_accesskit();
        let map = WidgetMap {
            path: path.into(),
            nodes: HashMap::new(),
            root: None,
            written: String::new(),
        };
        ctx.add_plugin(map);
    }

    /// What a screen reader would call the node.
    fn name(&self, node: &Node) -> Option<String> {
        if let Some(label) = node.label() {
            return Some(label.to_string());
        }
        let by: Vec<String> = node
            .labelled_by()
            .iter()
            .filter_map(|id| self.nodes.get(id))
            .filter_map(|n| n.label().or(n.value()).map(str::to_string))
            .collect();
        if !by.is_empty() {
            return Some(by.join(" "));
        }
        node.value().map(str::to_string)
    }

    fn text(&self) -> String {
        let mut out = String::new();
        let mut stack: Vec<NodeId> = self.root.into_iter().collect();
        let mut seen = std::collections::HashSet::new();
        while let Some(id) = stack.pop() {
            let Some(node) = self.nodes.get(&id).filter(|_| seen.insert(id)) else { continue };
            if let (Some(b), Some(label)) = (node.bounds(), self.name(node)) {
                let value = node.value().unwrap_or_default();
                let role = format!("{:?}", node.role());
                let label = label.replace(['\t', '\n'], " ");
                let value = value.replace(['\t', '\n'], " ");
                let (x0, y0, x1, y1) = (b.x0, b.y0, b.x1, b.y1);
                out.push_str(&format!(
                    "{x0:.0} {y0:.0} {x1:.0} {y1:.0}\t{role}\t{label}\t{value}\n"
                ));
            }
            stack.extend(node.children().iter().rev());
        }
        out
    }
}

impl egui::Plugin for WidgetMap {
    fn debug_name(&self) -> &'static str {
        "widget map"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        let Some(update) = &output.platform_output.accesskit_update else { return };
        if let Some(tree) = &update.tree {
            self.root = Some(tree.root);
        }
        for (id, node) in &update.nodes {
            self.nodes.insert(*id, node.clone());
        }
        let text = self.text();
        if text != self.written {
            // Written whole, then renamed: a script never reads half a map.
            let _ = strata_core::save::write_atomic(&self.path, text.as_bytes());
            self.written = text;
        }
    }
}
