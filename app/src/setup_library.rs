//! The player's own Stratego setups: named armies kept in the data folder, one small text file
//! each, in the same `key = value` form as the setups shipped with the app
//! (`assets/stratego/setups`), so a file can be shared or written by hand.

use std::path::{Path, PathBuf};

use strata_core::games::stratego::{Army, NamedSetup, parse_named_setup};
use strata_core::save::write_atomic;

use crate::t;

/// The longest setup name kept (a name is a label in a list, not a note).
pub const MAX_NAME: usize = 40;

/// A setup from the player's folder.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnSetup {
    pub setup: NamedSetup,
    pub path: PathBuf,
}

/// The folder of the player's setups (none: nothing is read or written, as in tests).
#[derive(Clone, Debug, Default)]
pub struct SetupLibrary {
    dir: Option<PathBuf>,
}

impl SetupLibrary {
    pub fn new(dir: Option<PathBuf>) -> SetupLibrary {
        SetupLibrary { dir }
    }

    /// Whether setups can be kept at all.
    pub fn available(&self) -> bool {
        self.dir.is_some()
    }

    /// The saved setups by name, and one line per file that could not be read.
    pub fn list(&self) -> (Vec<OwnSetup>, Vec<String>) {
        let Some(dir) = &self.dir else { return (Vec::new(), Vec::new()) };
        let Ok(entries) = std::fs::read_dir(dir) else { return (Vec::new(), Vec::new()) };
        let mut setups = Vec::new();
        let mut problems = Vec::new();
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        paths.sort();
        for path in paths {
            let read = std::fs::read_to_string(&path).map_err(|e| e.to_string());
            match read.and_then(|text| parse_named_setup(&text)) {
                Ok(setup) => setups.push(OwnSetup { setup, path }),
                Err(e) => problems.push(format!("{}: {e}", file_name(&path))),
            }
        }
        setups.sort_by_key(|s| s.setup.name.to_lowercase());
        (setups, problems)
    }

    /// Keeps `army` under `name` (a setup of the same name is replaced). Returns the file.
    pub fn save(&self, name: &str, army: &Army) -> Result<PathBuf, String> {
        let dir = self.dir.as_ref().ok_or_else(|| t!("setups-no-folder"))?;
        let name = clean_name(name).ok_or_else(|| t!("setups-name-first"))?;
        let (existing, _) = self.list();
        let path = match existing.iter().find(|s| s.setup.name.eq_ignore_ascii_case(&name)) {
            Some(same) => same.path.clone(),
            None => free_path(dir, &name),
        };
        let text = format!(
            "# A Stratego setup saved in Strata: front rank to back rank, each group from the \
             player's left.\nname = {name}\nidea = Your own setup.\nsetup = {army}\n"
        );
        std::fs::create_dir_all(dir).and_then(|()| write_atomic(&path, text.as_bytes())).map_err(
            |e| {
                t!(
                    "setups-cannot-write",
                    path = path.display().to_string(),
                    why = crate::words::io_problem(&e)
                )
            },
        )?;
        Ok(path)
    }

    /// Deletes a saved setup's file.
    pub fn delete(&self, setup: &OwnSetup) -> Result<(), String> {
        std::fs::remove_file(&setup.path).map_err(|e| {
            let why = crate::words::io_problem(&e);
            t!("setups-cannot-delete", path = setup.path.display().to_string(), why = why)
        })
    }
}

/// One line, trimmed, at most [`MAX_NAME`] characters; `None` if nothing is left.
fn clean_name(name: &str) -> Option<String> {
    let line: String = name.chars().filter(|c| !c.is_control()).take(MAX_NAME).collect();
    let line = line.trim();
    (!line.is_empty()).then(|| line.to_string())
}

/// A file name from the setup's name that no other setup uses.
fn free_path(dir: &Path, name: &str) -> PathBuf {
    let slug: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
        .collect();
    let slug = slug.split('-').filter(|s| !s.is_empty()).collect::<Vec<_>>().join("-");
    let slug = if slug.is_empty() { "setup".to_string() } else { slug };
    (1..)
        .map(|n| match n {
            1 => dir.join(format!("{slug}.txt")),
            n => dir.join(format!("{slug}-{n}.txt")),
        })
        .find(|p| !p.exists())
        .expect("some name is free")
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("strata-setups-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn army(seed: u64) -> Army {
        Army::random(&mut strata_core::rng::Rng::seed(seed))
    }

    #[test]
    fn saved_setups_come_back_by_name_and_the_same_name_replaces() {
        let dir = scratch("save");
        let library = SetupLibrary::new(Some(dir.clone()));
        assert_eq!(library.list().0, []);
        let first = library.save("  Lake wall\n", &army(1)).unwrap();
        library.save("Zig zag", &army(2)).unwrap();
        let (setups, problems) = library.list();
        assert!(problems.is_empty(), "{problems:?}");
        let names: Vec<&str> = setups.iter().map(|s| s.setup.name.as_str()).collect();
        assert_eq!(names, ["Lake wall", "Zig zag"]);
        assert_eq!(setups[0].setup.army, army(1));
        // The same name (in any case) replaces the army in the same file.
        assert_eq!(library.save("LAKE WALL", &army(3)).unwrap(), first);
        let (setups, _) = library.list();
        assert_eq!(setups.len(), 2);
        assert_eq!(setups[0].setup.army, army(3));
        library.delete(&setups[0]).unwrap();
        assert_eq!(library.list().0.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn names_are_cleaned_and_files_never_collide() {
        let dir = scratch("names");
        let library = SetupLibrary::new(Some(dir.clone()));
        assert!(library.save("   ", &army(1)).unwrap_err().contains("name"));
        let a = library.save("Flag: back/left!", &army(1)).unwrap();
        let b = library.save("flag back left", &army(2)).unwrap();
        let c = library.save("***", &army(3)).unwrap();
        assert_eq!(file_name(&a), "flag-back-left.txt");
        assert_eq!(file_name(&b), "flag-back-left-2.txt");
        assert_eq!(file_name(&c), "setup.txt");
        let long = "x".repeat(100);
        library.save(&long, &army(4)).unwrap();
        assert!(library.list().0.iter().any(|s| s.setup.name.len() == MAX_NAME));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_broken_file_is_named_and_the_rest_still_load() {
        let dir = scratch("broken");
        let library = SetupLibrary::new(Some(dir.clone()));
        library.save("Good", &army(1)).unwrap();
        std::fs::write(dir.join("bad.txt"), "name = Bad\nidea = x\nsetup = FFFF\n").unwrap();
        let (setups, problems) = library.list();
        assert_eq!(setups.len(), 1);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].starts_with("bad.txt: "), "{problems:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn without_a_folder_nothing_is_kept() {
        let library = SetupLibrary::new(None);
        assert!(!library.available());
        assert!(library.save("A", &army(1)).is_err());
        assert_eq!(library.list().0, []);
    }
}
