//! The `--mlir-timing` report: wall time per phase (parse, verify, output) and of every pass,
//! nested pipeline and analysis, laid out like `mlir-opt`'s execution time report, as a tree
//! (`--mlir-timing-display=tree`, the default) or a list merged by name (`=list`).
//!
//! Pass times come from [`PassTiming`], an instrumentation of the pass manager: the same pass
//! run on many ops adds up in one entry. When passes ran on several threads, a user time column
//! appears, as in MLIR: an entry's user time is what all threads spent in it, its wall time what
//! the busiest thread spent in it, so a parallel section's wall time is its elapsed time, not
//! the sum over threads. It is not a profiler: time is measured between the pass manager's
//! events only.

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

/// How the report is written (`--mlir-output-format`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// MLIR's table (the default).
    #[default]
    Text,
    /// MLIR's JSON: a list of entries with their times, each tree entry with a `passes` list.
    Json,
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
    /// Elapsed time.
    wall: Duration,
    /// Processor time: what every thread spent in it.
    user: Duration,
    /// Shown in the tree through its children only (a collection of one pipeline).
    hidden: bool,
    children: Vec<Entry>,
}

impl Entry {
    fn merge(into: &mut Vec<Entry>, entry: Entry) {
        match into.iter_mut().find(|e| e.key == entry.key) {
            Some(existing) => {
                existing.wall += entry.wall;
                existing.user += entry.user;
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
            user: elapsed,
            hidden: false,
            children: Vec::new(),
        };
        Entry::merge(&mut self.entries, entry);
    }

    /// Adds what a pass timing instrumentation measured during one pass manager run.
    pub fn add_passes(&mut self, passes: &PassTiming) {
        let state = passes.state.lock().unwrap_or_else(|p| p.into_inner());
        self.threaded |= state.threaded();
        self.elsewhere += state.elsewhere();
        for entry in state.tree() {
            Entry::merge(&mut self.entries, entry);
        }
    }

    /// The report text, with the time not attributed to a phase shown as `Rest`.
    pub fn report(&self, display: TimingDisplay, format: OutputFormat) -> String {
        match format {
            OutputFormat::Text => self.report_with_total(display, self.start.elapsed()),
            OutputFormat::Json => self.json_report_with_total(display, self.start.elapsed()),
        }
    }

    /// The entries of the list display: `root`, then every name with its times summed, the
    /// largest first.
    fn list_rows(&self, total: Duration) -> Vec<(String, Duration, Duration)> {
        let mut merged: Vec<(String, Duration, Duration)> =
            vec![("root".into(), total + self.elsewhere, total)];
        fn flatten(entries: &[Entry], merged: &mut Vec<(String, Duration, Duration)>) {
            for entry in entries {
                match merged.iter_mut().find(|(name, _, _)| *name == entry.name) {
                    Some((_, user, wall)) => {
                        *user += entry.user;
                        *wall += entry.wall;
                    }
                    None => merged.push((entry.name.clone(), entry.user, entry.wall)),
                }
                flatten(&entry.children, merged);
            }
        }
        flatten(&self.entries, &mut merged);
        merged.sort_by_key(|entry| std::cmp::Reverse(entry.2));
        merged
    }

    /// The user and wall time no entry accounts for (`Rest`).
    fn rest(&self, total: Duration) -> (Duration, Duration) {
        let wall: Duration = self.entries.iter().map(|e| e.wall).sum();
        let user: Duration = self.entries.iter().map(|e| e.user).sum();
        (
            (total + self.elsewhere).saturating_sub(user),
            total.saturating_sub(wall),
        )
    }

    /// The report as MLIR's `--mlir-output-format=json` writes it.
    fn json_report_with_total(&self, display: TimingDisplay, total: Duration) -> String {
        let user_total = total + self.elsewhere;
        let percent = |part: Duration, whole: Duration| {
            if whole.is_zero() {
                0.0
            } else {
                part.as_secs_f64() / whole.as_secs_f64() * 100.0
            }
        };
        let times = |user: Duration, wall: Duration| {
            let mut out = String::new();
            if self.threaded {
                out += &format!(
                    "\"user\": {{\"duration\": {:>8.4}, \"percentage\": {:>5.1}}}, ",
                    user.as_secs_f64(),
                    percent(user, user_total)
                );
            }
            out += &format!(
                "\"wall\": {{\"duration\": {:>8.4}, \"percentage\": {:>5.1}}}",
                wall.as_secs_f64(),
                percent(wall, total)
            );
            out
        };
        let entry = |name: &str, user: Duration, wall: Duration, last: bool| {
            format!(
                "{{{}, \"name\": \"{name}\"}}{}\n",
                times(user, wall),
                if last { "" } else { "," }
            )
        };
        let mut out = String::from("[\n");
        match display {
            TimingDisplay::Tree => {
                fn tree(
                    entries: &[Entry],
                    depth: usize,
                    times: &dyn Fn(Duration, Duration) -> String,
                    out: &mut String,
                ) {
                    for entry in entries {
                        if entry.hidden {
                            tree(&entry.children, depth, times, out);
                            continue;
                        }
                        let indent = "  ".repeat(depth);
                        *out += &format!(
                            "{indent}{{{}, \"name\": \"{}\", \"passes\": [\n",
                            times(entry.user, entry.wall),
                            entry.name
                        );
                        tree(&entry.children, depth + 1, times, out);
                        *out += &format!("{indent}{{}}]}},\n");
                    }
                }
                tree(&self.entries, 0, &times, &mut out);
            }
            TimingDisplay::List => {
                for (name, user, wall) in self.list_rows(total) {
                    out += &entry(&name, user, wall, false);
                }
            }
        }
        let (rest_user, rest_wall) = self.rest(total);
        out += &entry("Rest", rest_user, rest_wall, false);
        out += &entry("Total", user_total, total, true);
        out += "]\n";
        out
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
                            row(entry.user, entry.wall, depth, &entry.name);
                            tree(&entry.children, depth + 1, row);
                        }
                    }
                }
                tree(&self.entries, 0, &mut |user, wall, depth, name| {
                    row(&mut out, user, wall, depth, name)
                });
            }
            TimingDisplay::List => {
                for (name, user, wall) in &self.list_rows(total) {
                    row(&mut out, *user, *wall, 0, name);
                }
            }
        }
        let (rest_user, rest_wall) = self.rest(total);
        row(&mut out, rest_user, rest_wall, 0, "Rest");
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
    /// Per thread, the time that thread spent inside the node (the node itself or its nested
    /// work), each instant counted once however many instances were open on it.
    per_thread: HashMap<ThreadId, Duration>,
}

impl Node {
    /// MLIR's wall time of work merged from threads: the longest a thread spent in it. Threads
    /// run in parallel, so the sum would be processor time, not elapsed time.
    fn wall(&self) -> Duration {
        self.per_thread.values().max().copied().unwrap_or_default()
    }

    /// The processor time: what every thread spent in it.
    fn user(&self) -> Duration {
        self.per_thread.values().sum()
    }
}

/// What one thread is running: the open scopes, innermost last, and when the last event on the
/// thread happened.
#[derive(Debug)]
struct Running {
    open: Vec<Vec<Key>>,
    since: Instant,
}

#[derive(Debug, Default)]
struct State {
    /// In the order they were first entered.
    nodes: Vec<Node>,
    index: HashMap<Vec<Key>, usize>,
    running: HashMap<ThreadId, Running>,
}

impl State {
    fn enter(&mut self, path: Vec<Key>, name: &str, hidden: bool, thread: ThreadId, now: Instant) {
        if !self.index.contains_key(&path) {
            self.index.insert(path.clone(), self.nodes.len());
            self.nodes.push(Node {
                path: path.clone(),
                name: name.to_string(),
                hidden,
                per_thread: HashMap::new(),
            });
        }
        self.advance(thread, now);
        self.running
            .entry(thread)
            .or_insert_with(|| Running {
                open: Vec::new(),
                since: now,
            })
            .open
            .push(path);
    }

    /// Ends the scope at `path` that `enter` opened on `thread`.
    fn exit(&mut self, path: &[Key], thread: ThreadId, now: Instant) {
        self.advance(thread, now);
        if let Some(running) = self.running.get_mut(&thread)
            && let Some(at) = running.open.iter().rposition(|open| open == path)
        {
            running.open.remove(at);
        }
    }

    /// Gives the time since the last event on `thread` to its innermost open scope and to the
    /// scopes that scope is nested in, by path. A thread waiting for parallel work may run other
    /// jobs meanwhile, even instances of a scope it already has open: attributing each instant
    /// once, to the innermost scope, keeps such work from being counted twice, and keeps work
    /// taken from elsewhere in the tree out of the scope the thread happened to be waiting in.
    fn advance(&mut self, thread: ThreadId, now: Instant) {
        let Some(running) = self.running.get_mut(&thread) else {
            return;
        };
        let elapsed = now.saturating_duration_since(running.since);
        running.since = now;
        let Some(innermost) = running.open.last() else {
            return;
        };
        for end in 1..=innermost.len() {
            if let Some(&index) = self.index.get(&innermost[..end]) {
                *self.nodes[index].per_thread.entry(thread).or_default() += elapsed;
            }
        }
    }

    /// Whether work ran on more than one thread.
    fn threaded(&self) -> bool {
        self.running.len() > 1
    }

    /// The time the top-level scopes spent on other threads than the one running them.
    fn elsewhere(&self) -> Duration {
        self.nodes
            .iter()
            .filter(|n| n.path.len() == 1)
            .map(|n| n.user() - n.wall())
            .sum()
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
                    wall: n.wall(),
                    user: n.user(),
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

fn analysis_path(event: &AnalysisEvent<'_>) -> Vec<Key> {
    let mut path = node_path(event.path);
    path.push(Key::Analysis(event.id));
    path
}

impl PassTiming {
    fn enter(&self, path: Vec<Key>, name: &str, hidden: bool) {
        let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        // Read the clock under the lock, so that a thread's events stay in order.
        state.enter(
            path,
            name,
            hidden,
            std::thread::current().id(),
            Instant::now(),
        );
    }

    fn exit(&self, path: &[Key]) {
        let mut state = self.state.lock().unwrap_or_else(|p| p.into_inner());
        state.exit(path, std::thread::current().id(), Instant::now());
    }
}

impl PassInstrumentation for PassTimer {
    fn enter_scope(&self, event: &ScopeEvent<'_>) {
        let hidden = event.kind == ScopeKind::Collection { hidden: true };
        self.0.enter(node_path(event.path), event.label, hidden);
    }

    fn exit_scope(&self, event: &ScopeEvent<'_>) {
        self.0.exit(&node_path(event.path));
    }

    fn before_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0
            .enter(node_path(event.path), event.pass.name(), false);
    }

    fn after_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        self.0.exit(&node_path(event.path));
    }

    fn after_pass_failed(&self, event: &PassEvent<'_>, out: &mut String) {
        self.after_pass(event, out);
    }

    fn before_analysis(&self, event: &AnalysisEvent<'_>) {
        let name = format!("(A) {}", event.name);
        self.0.enter(analysis_path(event), &name, false);
    }

    fn after_analysis(&self, event: &AnalysisEvent<'_>) {
        self.0.exit(&analysis_path(event));
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
            user: Duration::from_millis(wall_ms),
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
    fn json_reports_nest_passes_as_mlir_writes_them() {
        let timing = with_passes();
        let wall =
            |d: &str, p: &str| format!("\"wall\": {{\"duration\":   {d}, \"percentage\": {p}}}");
        let tree = timing.json_report_with_total(TimingDisplay::Tree, Duration::from_secs(1));
        let expected = [
            "[".to_string(),
            format!(
                "{{{}, \"name\": \"Parser\", \"passes\": [",
                wall("0.1000", " 10.0")
            ),
            "{}]},".to_string(),
            format!(
                "{{{}, \"name\": \"'func.func' Pipeline\", \"passes\": [",
                wall("0.3000", " 30.0")
            ),
            format!(
                "  {{{}, \"name\": \"CSE\", \"passes\": [",
                wall("0.1000", " 10.0")
            ),
            "  {}]},".to_string(),
            format!(
                "  {{{}, \"name\": \"Canonicalizer\", \"passes\": [",
                wall("0.2000", " 20.0")
            ),
            "  {}]},".to_string(),
            "{}]},".to_string(),
            format!(
                "{{{}, \"name\": \"CSE\", \"passes\": [",
                wall("0.0500", "  5.0")
            ),
            "{}]},".to_string(),
            format!(
                "{{{}, \"name\": \"Output\", \"passes\": [",
                wall("0.0500", "  5.0")
            ),
            "{}]},".to_string(),
            format!("{{{}, \"name\": \"Rest\"}},", wall("0.5000", " 50.0")),
            format!("{{{}, \"name\": \"Total\"}}", wall("1.0000", "100.0")),
            "]".to_string(),
        ];
        assert_eq!(tree.lines().collect::<Vec<_>>(), expected, "{tree}");
        let list = timing.json_report_with_total(TimingDisplay::List, Duration::from_secs(1));
        assert!(
            list.starts_with(&format!(
                "[\n{{{}, \"name\": \"root\"}},\n",
                wall("1.0000", "100.0")
            )),
            "{list}"
        );
        assert!(
            list.ends_with(&format!(
                "{{{}, \"name\": \"Total\"}}\n]\n",
                wall("1.0000", "100.0")
            )),
            "{list}"
        );
    }

    #[test]
    fn work_on_other_threads_shows_as_user_time() {
        let mut timing = with_passes();
        // Work nested in the pipeline ran 200 ms on other threads.
        timing.entries[1].children[0].user = Duration::from_millis(500);
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

    /// Two distinct thread ids, for synthetic events.
    fn two_threads() -> (ThreadId, ThreadId) {
        let other = std::thread::spawn(|| std::thread::current().id())
            .join()
            .expect("the thread runs");
        (std::thread::current().id(), other)
    }

    #[test]
    fn the_instrumentation_builds_the_tree_by_path() {
        let (main, _) = two_threads();
        let t0 = Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let mut state = State::default();
        let collection = vec![Key::Node(1)];
        let pipeline = vec![Key::Node(1), Key::Node(2)];
        let pass = vec![Key::Node(1), Key::Node(2), Key::Node(3)];
        for run in 0..2 {
            let base = run * 100;
            let name = "Pipeline Collection : ['func.func']";
            state.enter(collection.clone(), name, true, main, at(base));
            state.enter(
                pipeline.clone(),
                "'func.func' Pipeline",
                false,
                main,
                at(base),
            );
            state.enter(pass.clone(), "CSE", false, main, at(base + 10));
            state.exit(&pass, main, at(base + 40));
            state.exit(&pipeline, main, at(base + 50));
            state.exit(&collection, main, at(base + 60));
        }
        let tree = state.tree();
        assert_eq!(tree.len(), 1);
        assert!(tree[0].hidden);
        assert_eq!(tree[0].wall, Duration::from_millis(120));
        assert_eq!(tree[0].children[0].name, "'func.func' Pipeline");
        assert_eq!(tree[0].children[0].wall, Duration::from_millis(100));
        assert_eq!(tree[0].children[0].children[0].name, "CSE");
        assert_eq!(
            tree[0].children[0].children[0].wall,
            Duration::from_millis(60)
        );
        // On one thread, processor time is elapsed time.
        assert!(!state.threaded());
        assert_eq!(tree[0].user, tree[0].wall);
        assert_eq!(state.elsewhere(), Duration::ZERO);
    }

    #[test]
    fn parallel_work_counts_once_in_wall_time_and_per_thread_in_user_time() {
        let (main, worker) = two_threads();
        let t0 = Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let mut state = State::default();
        let collection = vec![Key::Node(1)];
        let pipeline = vec![Key::Node(1), Key::Node(2)];
        let pass = vec![Key::Node(1), Key::Node(2), Key::Node(3)];
        let label = "'func.func' Pipeline";
        // The calling thread runs part of the parallel jobs itself: two pipelines of 50 ms.
        state.enter(collection.clone(), "Pipeline Collection", true, main, at(0));
        state.enter(pipeline.clone(), label, false, main, at(0));
        // Meanwhile the worker runs one pipeline of 100 ms, and while its pass waits on nested
        // parallel work it runs another instance of the same pipeline (30..60 ms) itself.
        state.enter(pipeline.clone(), label, false, worker, at(0));
        state.enter(pass.clone(), "CSE", false, worker, at(0));
        state.enter(pipeline.clone(), label, false, worker, at(30));
        state.enter(pass.clone(), "CSE", false, worker, at(30));
        state.exit(&pass, worker, at(60));
        state.exit(&pipeline, worker, at(60));
        state.exit(&pipeline, main, at(50));
        state.enter(pipeline.clone(), label, false, main, at(50));
        state.exit(&pipeline, main, at(100));
        state.exit(&pass, worker, at(100));
        state.exit(&pipeline, worker, at(100));
        state.exit(&collection, main, at(100));

        assert!(state.threaded());
        let tree = state.tree();
        let (collection, pipeline) = (&tree[0], &tree[0].children[0]);
        // Wall time is the section's elapsed time, not the 200 ms the threads spent together.
        assert_eq!(collection.wall, Duration::from_millis(100));
        assert_eq!(collection.user, Duration::from_millis(200));
        assert_eq!(pipeline.wall, Duration::from_millis(100));
        assert_eq!(pipeline.user, Duration::from_millis(200));
        // The instance nested on the worker counts once: the worker spent 100 ms in CSE.
        let cse = &pipeline.children[0];
        assert_eq!(cse.wall, Duration::from_millis(100));
        assert_eq!(cse.user, Duration::from_millis(100));
        assert_eq!(state.elsewhere(), Duration::from_millis(100));
    }

    #[test]
    fn work_taken_up_while_waiting_counts_where_it_belongs() {
        let (main, worker) = two_threads();
        let t0 = Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let mut state = State::default();
        let cse = vec![Key::Node(1), Key::Node(2), Key::Node(3)];
        let canonicalize = vec![Key::Node(1), Key::Node(2), Key::Node(4)];
        state.enter(vec![Key::Node(1)], "Pipeline Collection", true, main, at(0));
        state.enter(
            vec![Key::Node(1), Key::Node(2)],
            "Pipeline",
            false,
            worker,
            at(0),
        );
        state.enter(cse.clone(), "CSE", false, worker, at(0));
        // Waiting inside CSE, the worker runs a canonicalization for 40 ms.
        state.enter(canonicalize.clone(), "Canonicalizer", false, worker, at(10));
        state.exit(&canonicalize, worker, at(50));
        state.exit(&cse, worker, at(60));
        state.exit(&[Key::Node(1), Key::Node(2)], worker, at(60));
        state.exit(&[Key::Node(1)], main, at(70));
        let tree = state.tree();
        let pipeline = &tree[0].children[0];
        assert_eq!(pipeline.wall, Duration::from_millis(60));
        assert_eq!(pipeline.children[0].wall, Duration::from_millis(20));
        assert_eq!(pipeline.children[1].wall, Duration::from_millis(40));
    }
}
