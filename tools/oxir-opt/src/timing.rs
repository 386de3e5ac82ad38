//! The `--mlir-timing` report: wall time per phase (parse, verify, output) and of every pass,
//! nested pipeline and analysis, laid out like `mlir-opt`'s execution time report, as a tree
//! (`--mlir-timing-display=tree`, the default) or a list merged by name (`=list`).
//!
//! Pass times come from [`PassTiming`], an instrumentation of the pass manager: the same pass
//! run on many ops adds up in one entry. When passes ran on several threads, a user time column
//! appears: an entry's user time adds to its wall time what its nested entries spent on other
//! threads, so that the top of the report shows the processor time of the work.

use oxir::pass::{AnalysisEvent, PassEvent, PassInstrumentation, ScopeEvent, ScopeKind};
use std::any::TypeId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

/// How the report is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Nested as the work was (the default).
    #[default]
    Tree,
    /// One line per name, the largest first.
    List,
}

/// What identifies an entry among its siblings: a node of the pipeline tree or an analysis,
/// or, for the driver's phases, the name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Node(u32),
    Analysis(TypeId),
    Phase(String),
}

/// One line of the report and the lines nested under it.
#[derive(Debug)]
struct Entry {
    key: Key,
    name: String,
    wall: Duration,
    /// Time spent under it on other threads.
    elsewhere: Duration,
    /// Shown in the tree through its children only (a collection of one pipeline).
    hidden: bool,
    children: Vec<Entry>,
}

impl Entry {
    fn user(&self) -> Duration {
        self.wall + self.elsewhere
    }

    fn merge(into: &mut Vec<Entry>, entry: Entry) {
        match into.iter_mut().find(|e| e.key == entry.key) {
            Some(existing) => {
                existing.wall += entry.wall;
                existing.elsewhere += entry.elsewhere;
                for child in entry.children {
                    Entry::merge(&mut existing.children, child);
                }
            }
            None => into.push(entry),
        }
    }
}

/// Accumulates wall time per phase and per pass, in first-use order.
#[derive(Debug)]
pub struct Timing {
    start: Instant,
    entries: Vec<Entry>,
    /// Time the whole run spent on other threads than the main one.
    elsewhere: Duration,
    threaded: bool,
}

impl Default for Timing {
    fn default() -> Self {
        Self::new()
    }
}

impl Timing {
    /// Starts the clock for the whole run.
    pub fn new() -> Self {
        Timing {
            start: Instant::now(),
            entries: Vec::new(),
            elsewhere: Duration::ZERO,
            threaded: false,
        }
    }

    /// Runs `f`, adding its wall time to phase `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let begin = Instant::now();
        let result = f();
        self.add(name, begin.elapsed());
        result
    }

    /// Adds `elapsed` to phase `name`.
    pub fn add(&mut self, name: &str, elapsed: Duration) {
        let entry = Entry {
            key: Key::Phase(name.to_string()),
            name: name.to_string(),
            wall: elapsed,
            elsewhere: Duration::ZERO,
            hidden: false,
            children: Vec::new(),
        };
        Entry::merge(&mut self.entries, entry);
    }

    /// Adds what a pass timing instrumentation measured during one pass manager run.
    pub fn add_passes(&mut self, passes: &PassTiming) {
        let state = passes.state.lock().unwrap_or_else(|p| p.into_inner());
        self.threaded |= state.threaded;
        self.elsewhere += state.elsewhere;
        for entry in state.tree() {
            Entry::merge(&mut self.entries, entry);
        }
    }

    /// The report text, with the time not attributed to a phase shown as `Rest`.
    pub fn report(&self, display: TimingDisplay) -> String {
        self.report_with_total(display, self.start.elapsed())
    }

    fn report_with_total(&self, display: TimingDisplay, total: Duration) -> String {
        let rule =
            "===-------------------------------------------------------------------------===";
        let user_total = total + self.elsewhere;
        let mut out = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: {:.4} seconds\n\n",
            total.as_secs_f64()
        );
        out += if self.threaded {
            "  ----User Time----  ----Wall Time----  ----Name----\n"
        } else {
            "  ----Wall Time----  ----Name----\n"
        };
        let row = |out: &mut String, user: Duration, wall: Duration, depth: usize, name: &str| {
            let percent = |part: Duration, whole: Duration| {
                if whole.is_zero() {
                    0.0
                } else {
                    part.as_secs_f64() / whole.as_secs_f64() * 100.0
                }
            };
            if self.threaded {
                *out += &format!(
                    "  {:>8.4} ({:>5.1}%)",
                    user.as_secs_f64(),
                    percent(user, user_total)
                );
            }
            *out += &format!(
                "  {:>8.4} ({:>5.1}%)  {}{name}\n",
                wall.as_secs_f64(),
                percent(wall, total),
                "  ".repeat(depth)
            );
        };
        match display {
            TimingDisplay::Tree => {
                fn tree(
                    entries: &[Entry],
                    depth: usize,
                    row: &mut dyn FnMut(Duration, Duration, usize, &str),
                ) {
                    for entry in entries {
                        if entry.hidden {
                            tree(&entry.children, depth, row);
                        } else {
                            row(entry.user(), entry.wall, depth, &entry.name);
                            tree(&entry.children, depth + 1, row);
                        }
                    }
                }
                tree(&self.entries, 0, &mut |user, wall, depth, name| {
                    row(&mut out, user, wall, depth, name)
                });
            }
            TimingDisplay::List => {
                let mut merged: Vec<(String, Duration, Duration)> =
                    vec![("root".into(), user_total, total)];
                fn flatten(entries: &[Entry], merged: &mut Vec<(String, Duration, Duration)>) {
                    for entry in entries {
                        match merged.iter_mut().find(|(name, _, _)| *name == entry.name) {
                            Some((_, user, wall)) => {
                                *user += entry.user();
                                *wall += entry.wall;
                            }
                            None => merged.push((entry.name.clone(), entry.user(), entry.wall)),
                        }
                        flatten(&entry.children, merged);
                    }
                }
                flatten(&self.entries, &mut merged);
                merged.sort_by_key(|entry| std::cmp::Reverse(entry.2));
                for (name, user, wall) in &merged {
                    row(&mut out, *user, *wall, 0, name);
                }
            }
        }
        let wall: Duration = self.entries.iter().map(|e| e.wall).sum();
        let user: Duration = self.entries.iter().map(Entry::user).sum();
        row(
            &mut out,
            user_total.saturating_sub(user),
            total.saturating_sub(wall),
            0,
            "Rest",
        );
        row(&mut out, user_total, total, 0, "Total");
        out
    }
}

/// A node of the pass timing tree, by its path of keys from the top.
#[derive(Debug)]
struct Node {
    path: Vec<Key>,
    name: String,
    hidden: bool,
    wall: Duration,
    elsewhere: Duration,
}

#[derive(Debug, Default)]
struct State {
    /// In the order they were first entered.
    nodes: Vec<Node>,
    index: HashMap<Vec<Key>, usize>,
    /// Per thread, the start times of what is running (nested work on a thread ends first).
    running: HashMap<ThreadId, Vec<Instant>>,
    threaded: bool,
    elsewhere: Duration,
}

impl State {
    fn enter(&mut self, path: Vec<Key>, name: &str, hidden: bool) {
        if !self.index.contains_key(&path) {
            self.index.insert(path.clone(), self.nodes.len());
            self.nodes.push(Node {
                path,
                name: name.to_string(),
                hidden,
                wall: Duration::ZERO,
                elsewhere: Duration::ZERO,
            });
        }
        self.running
            .entry(std::thread::current().id())
            .or_default()
            .push(Instant::now());
    }

    /// Ends what `enter` started on this thread at `path`; returns its duration.
    fn exit(&mut self, path: &[Key]) -> Duration {
        let started = self
            .running
            .get_mut(&std::thread::current().id())
            .and_then(Vec::pop);
        let elapsed = started.map_or(Duration::ZERO, |s| s.elapsed());
        if let Some(&index) = self.index.get(path) {
            self.nodes[index].wall += elapsed;
        }
        elapsed
    }

    /// Work of `elapsed` at `path` ran on another thread than its parent's: it counts in the
    /// user time of every enclosing entry.
    fn ran_elsewhere(&mut self, path: &[Key], elapsed: Duration) {
        self.threaded = true;
        self.elsewhere += elapsed;
        for end in 1..path.len() {
            if let Some(&index) = self.index.get(&path[..end]) {
                self.nodes[index].elsewhere += elapsed;
            }
        }
    }

    /// The nodes as nested entries.
    fn tree(&self) -> Vec<Entry> {
        fn children(state: &State, prefix: &[Key]) -> Vec<Entry> {
            state
                .nodes
                .iter()
                .filter(|n| n.path.len() == prefix.len() + 1 && n.path.starts_with(prefix))
                .map(|n| Entry {
                    key: n.path[n.path.len() - 1].clone(),
                    name: n.name.clone(),
                    wall: n.wall,
                    elsewhere: n.elsewhere,
                    hidden: n.hidden,
                    children: children(state, &n.path),
                })
                .collect()
        }
        children(self, &[])
    }
}

/// The pass manager instrumentation that times passes, pipelines and analyses. Shared: the
/// driver keeps a handle to read it after the run, the pass manager owns a [`PassTimer`].
#[derive(Debug, Default)]
pub struct PassTiming {
    state: Mutex<State>,
}

/// The instrumentation handed to the pass manager.
pub struct PassTimer(pub Arc<PassTiming>);

fn node_path(path: &[u32]) -> Vec<Key> {
    path.iter().map(|&id| Key::Node(id)).collect()
}

impl PassTiming {
    fn with<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        f(&mut self.state.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

impl PassInstrumentation for PassTimer {
    fn enter_scope(&self, event: &ScopeEvent<'_>) {
        let hidden = event.kind == ScopeKind::Collection { hidden: true };
        self.0
            .with(|s| s.enter(node_path(event.path), event.label, hidden));
    }

    fn exit_scope(&self, event: &ScopeEvent<'_>) {
        let path = node_path(event.path);
        self.0.with(|s| {
            let elapsed = s.exit(&path);
            if event.kind == ScopeKind::Pipeline
                && std::thread::current().id() != event.parent_thread
            {
                s.ran_elsewhere(&path, elapsed);
            }
        });
    }

    fn before_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0
            .with(|s| s.enter(node_path(event.path), event.pass.name(), false));
    }

    fn after_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0.with(|s| s.exit(&node_path(event.path)));
    }

    fn after_pass_failed(&self, event: &PassEvent<'_>, out: &mut String) {
        self.after_pass(event, out);
    }

    fn before_analysis(&self, event: &AnalysisEvent<'_>) {
        let mut path = node_path(event.path);
        path.push(Key::Analysis(event.id));
        self.0
            .with(|s| s.enter(path, &format!("(A) {}", event.name), false));
    }

    fn after_analysis(&self, event: &AnalysisEvent<'_>) {
        let mut path = node_path(event.path);
        path.push(Key::Analysis(event.id));
        self.0.with(|s| s.exit(&path));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass_entry(id: u32, name: &str, wall_ms: u64, children: Vec<Entry>) -> Entry {
        Entry {
            key: Key::Node(id),
            name: name.into(),
            wall: Duration::from_millis(wall_ms),
            elsewhere: Duration::ZERO,
            hidden: false,
            children,
        }
    }

    #[test]
    fn report_lists_phases_rest_and_total() {
        let mut timing = Timing::new();
        timing.add("Parser", Duration::from_millis(300));
        timing.add("Output", Duration::from_millis(100));
        timing.add("Parser", Duration::from_millis(100));
        let report = timing.report_with_total(TimingDisplay::Tree, Duration::from_secs(1));
        assert!(report.contains("Total Execution Time: 1.0000 seconds"));
        assert!(report.contains("  ----Wall Time----  ----Name----\n"));
        assert!(report.contains("    0.4000 ( 40.0%)  Parser\n"));
        assert!(report.contains("    0.1000 ( 10.0%)  Output\n"));
        assert!(report.contains("    0.5000 ( 50.0%)  Rest\n"));
        assert!(report.ends_with("    1.0000 (100.0%)  Total\n"));
    }

    fn with_passes() -> Timing {
        let mut timing = Timing::new();
        timing.add("Parser", Duration::from_millis(100));
        let mut collection = pass_entry(
            1,
            "Pipeline Collection : ['func.func']",
            300,
            vec![pass_entry(
                2,
                "'func.func' Pipeline",
                300,
                vec![
                    pass_entry(3, "CSE", 100, vec![]),
                    pass_entry(4, "Canonicalizer", 200, vec![]),
                ],
            )],
        );
        collection.hidden = true;
        timing.entries.push(collection);
        timing.entries.push(pass_entry(5, "CSE", 50, vec![]));
        timing.add("Output", Duration::from_millis(50));
        timing
    }

    #[test]
    fn pass_times_nest_in_the_tree_and_merge_in_the_list() {
        let timing = with_passes();
        let tree = timing.report_with_total(TimingDisplay::Tree, Duration::from_secs(1));
        assert!(tree.ends_with(
            "  ----Wall Time----  ----Name----\n    0.1000 ( 10.0%)  Parser\n    0.3000 ( 30.0%)  'func.func' Pipeline\n    0.1000 ( 10.0%)    CSE\n    0.2000 ( 20.0%)    Canonicalizer\n    0.0500 (  5.0%)  CSE\n    0.0500 (  5.0%)  Output\n    0.5000 ( 50.0%)  Rest\n    1.0000 (100.0%)  Total\n"
        ), "{tree}");
        let list = timing.report_with_total(TimingDisplay::List, Duration::from_secs(1));
        assert!(list.ends_with(
            "  ----Wall Time----  ----Name----\n    1.0000 (100.0%)  root\n    0.3000 ( 30.0%)  Pipeline Collection : ['func.func']\n    0.3000 ( 30.0%)  'func.func' Pipeline\n    0.2000 ( 20.0%)  Canonicalizer\n    0.1500 ( 15.0%)  CSE\n    0.1000 ( 10.0%)  Parser\n    0.0500 (  5.0%)  Output\n    0.5000 ( 50.0%)  Rest\n    1.0000 (100.0%)  Total\n"
        ), "{list}");
    }

    #[test]
    fn work_on_other_threads_shows_as_user_time() {
        let mut timing = with_passes();
        // Work nested in the pipeline ran 200 ms on other threads.
        timing.entries[1].children[0].elsewhere = Duration::from_millis(200);
        timing.elsewhere = Duration::from_millis(200);
        timing.threaded = true;
        let tree = timing.report_with_total(TimingDisplay::Tree, Duration::from_secs(1));
        assert!(tree.contains("  ----User Time----  ----Wall Time----  ----Name----\n"));
        assert!(
            tree.contains("    0.5000 ( 41.7%)    0.3000 ( 30.0%)  'func.func' Pipeline\n"),
            "{tree}"
        );
        assert!(tree.ends_with("    1.2000 (100.0%)    1.0000 (100.0%)  Total\n"));
    }

    #[test]
    fn the_instrumentation_builds_the_tree_by_path() {
        let mut state = State::default();
        let collection = vec![Key::Node(1)];
        let pipeline = vec![Key::Node(1), Key::Node(2)];
        let pass = vec![Key::Node(1), Key::Node(2), Key::Node(3)];
        for _ in 0..2 {
            state.enter(
                collection.clone(),
                "Pipeline Collection : ['func.func']",
                true,
            );
            state.enter(pipeline.clone(), "'func.func' Pipeline", false);
            state.enter(pass.clone(), "CSE", false);
            state.exit(&pass);
            let elapsed = state.exit(&pipeline);
            state.ran_elsewhere(&pipeline, elapsed);
            state.exit(&collection);
        }
        let tree = state.tree();
        assert_eq!(tree.len(), 1);
        assert!(tree[0].hidden);
        assert_eq!(tree[0].children[0].name, "'func.func' Pipeline");
        assert_eq!(tree[0].children[0].children[0].name, "CSE");
        assert!(state.threaded);
        // The pipeline's time elsewhere counts for the collection, not for itself.
        assert_eq!(tree[0].elsewhere, state.elsewhere);
        assert_eq!(tree[0].children[0].elsewhere, Duration::ZERO);
    }
}
