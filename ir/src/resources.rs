//! Resources: data a file carries beside its IR in the `{-# ... #-}` metadata dictionary.
//!
//! Two kinds, as in MLIR 19. The builtin dialect's blobs (`dialect_resources: { builtin: { name:
//! "0x..." } }`) live in the context, keyed by name, as MLIR's `DialectResourceBlobManager`:
//! `dense_resource<name>` attributes hold a [`ResourceHandle`] to one, so the attribute stays
//! small and uniqued by its handle while the data is shared. A blob may be declared (referenced)
//! before or without its data. External resources (`external_resources: { tool: { key: value }
//! }`) belong to no dialect; the context keeps them as read, in order, the way `mlir-opt`'s
//! fallback resource map does, so a tool can print them back.
//!
//! It is not a general resource API: no dialect but builtin declares resources (MLIR 19's
//! in-tree dialects declare none either), and nothing here reads blob data as typed elements
//! (MLIR does not fold through `dense_resource` either).

use rustc_hash::FxHashMap;
use std::sync::{Arc, RwLock};

/// The data of a blob with the alignment it asks for (a power of two, or 0 for none). An empty
/// blob has alignment 0, as MLIR reads `"0x04000000"` into an empty blob and prints it back as
/// `"0x00000000"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResourceBlob {
    /// The alignment the data asks for.
    pub alignment: u32,
    /// The bytes.
    pub data: Arc<[u8]>,
}

impl ResourceBlob {
    /// A blob of `data` aligned to `alignment` (kept only when there is data, see the type).
    pub fn new(alignment: u32, data: &[u8]) -> ResourceBlob {
        ResourceBlob {
            alignment: if data.is_empty() { 0 } else { alignment },
            data: data.into(),
        }
    }

    /// The text form MLIR prints and reads: `"0x"`, the alignment as 4 little-endian bytes, then
    /// the data, in upper-case hex digits, quoted.
    pub fn hex_string(&self) -> String {
        let mut out = String::with_capacity(4 + 2 * (4 + self.data.len()));
        out.push_str("\"0x");
        push_upper_hex(&mut out, &self.alignment.to_le_bytes());
        push_upper_hex(&mut out, &self.data);
        out.push('"');
        out
    }
}

/// Appends `bytes` as upper-case hex digits, as LLVM's `toHex` writes them.
pub(crate) fn push_upper_hex(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 15)] as char);
    }
}

/// A blob of the builtin dialect's resources, by identity: what `dense_resource<name>` holds.
/// Valid in the context that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResourceHandle(u32);

/// One named blob slot: its key and, once given, its data.
#[derive(Debug)]
struct BlobEntry {
    key: Arc<str>,
    blob: Option<ResourceBlob>,
}

/// The builtin dialect's blobs by name (MLIR's `DialectResourceBlobManager`).
#[derive(Debug, Default)]
pub(crate) struct BlobManager {
    entries: Vec<BlobEntry>,
    by_key: FxHashMap<Arc<str>, u32>,
}

impl BlobManager {
    /// A new slot named `name`, or `name_1`, `name_2`, ... when the name is taken, as MLIR's
    /// `DialectResourceBlobManager::insert` renames: two files parsed into one context keep
    /// their blobs apart.
    pub(crate) fn insert(&mut self, name: &str) -> ResourceHandle {
        let mut key: Arc<str> = name.into();
        let mut counter = 1u64;
        while self.by_key.contains_key(&key) {
            key = format!("{name}_{counter}").into();
            counter += 1;
        }
        // Each insertion adds a key of at least one byte of input, so the count stays far
        // below `u32::MAX` for any input a 32-bit offset can address.
        let index = u32::try_from(self.entries.len()).unwrap_or(u32::MAX);
        self.by_key.insert(key.clone(), index);
        self.entries.push(BlobEntry { key, blob: None });
        ResourceHandle(index)
    }

    /// The key of `handle`.
    pub(crate) fn key(&self, handle: ResourceHandle) -> Option<Arc<str>> {
        self.entries.get(handle.0 as usize).map(|e| e.key.clone())
    }

    /// The data of `handle`, if given.
    pub(crate) fn blob(&self, handle: ResourceHandle) -> Option<ResourceBlob> {
        self.entries.get(handle.0 as usize)?.blob.clone()
    }

    /// Gives `handle` its data (replacing any it had: the last of duplicate keys wins, as in
    /// MLIR).
    pub(crate) fn set_blob(&mut self, handle: ResourceHandle, blob: ResourceBlob) {
        if let Some(entry) = self.entries.get_mut(handle.0 as usize) {
            entry.blob = Some(blob);
        }
    }
}

/// The value of one external resource entry, by the kind MLIR reads it as: `true`/`false`, a
/// string starting with `0x` (a blob), or any other string (its bytes, unescaped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExternalValue {
    /// `true` or `false`.
    Bool(bool),
    /// A hex blob.
    Blob(ResourceBlob),
    /// A string's bytes.
    String(Box<[u8]>),
}

/// The entries of one external resource group, `(key, value)` in order.
pub type ExternalEntries = Vec<(Box<str>, ExternalValue)>;

/// The external resources of a file: groups by name in first-seen order (a name seen twice
/// adds to its first group), each with its entries in order, duplicates kept, as `mlir-opt`'s
/// `FallbackAsmResourceMap` keeps and prints them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExternalResources {
    /// `(group name, entries)`.
    pub groups: Vec<(Box<str>, ExternalEntries)>,
}

impl ExternalResources {
    /// Adds `key: value` to the group `name`.
    pub fn push(&mut self, name: &str, key: &str, value: ExternalValue) {
        let entry = (Box::from(key), value);
        match self.groups.iter_mut().find(|(n, _)| &**n == name) {
            Some((_, entries)) => entries.push(entry),
            None => self.groups.push((name.into(), vec![entry])),
        }
    }

    /// Whether no group has an entry.
    pub fn is_empty(&self) -> bool {
        self.groups.iter().all(|(_, entries)| entries.is_empty())
    }
}

/// What a context keeps of resources; behind locks so a `&Context` can add to it.
#[derive(Debug, Default)]
pub(crate) struct ResourceStore {
    pub(crate) blobs: RwLock<BlobManager>,
    pub(crate) external: RwLock<ExternalResources>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taken_names_get_a_counter() {
        let mut m = BlobManager::default();
        let a = m.insert("blob");
        let b = m.insert("blob");
        let c = m.insert("blob_1");
        let d = m.insert("blob");
        let key = |h| m.key(h).unwrap().to_string();
        assert_eq!(
            [key(a), key(b), key(c), key(d)],
            ["blob", "blob_1", "blob_1_1", "blob_2"]
        );
    }

    #[test]
    fn the_last_blob_given_wins() {
        let mut m = BlobManager::default();
        let h = m.insert("x");
        assert_eq!(m.blob(h), None);
        m.set_blob(h, ResourceBlob::new(4, &[1]));
        m.set_blob(h, ResourceBlob::new(8, &[2, 3]));
        assert_eq!(m.blob(h), Some(ResourceBlob::new(8, &[2, 3])));
    }

    #[test]
    fn hex_strings_are_upper_case_and_empty_blobs_unaligned() {
        assert_eq!(
            ResourceBlob::new(4, &[0xab, 0x01]).hex_string(),
            "\"0x04000000AB01\""
        );
        assert_eq!(ResourceBlob::new(16, &[]).hex_string(), "\"0x00000000\"");
    }

    #[test]
    fn external_groups_merge_by_name_and_keep_duplicates() {
        let mut r = ExternalResources::default();
        r.push("a", "k", ExternalValue::Bool(true));
        r.push("b", "k", ExternalValue::Bool(false));
        r.push("a", "k", ExternalValue::String(Box::from(&b"s"[..])));
        assert_eq!(r.groups.len(), 2);
        assert_eq!(r.groups[0].1.len(), 2);
        assert!(!r.is_empty());
        assert!(ExternalResources::default().is_empty());
    }
}
