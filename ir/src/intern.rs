//! A concurrent, append-only interner: the storage behind uniqued types, attributes and names.
//!
//! Values are stored once and identified by a dense `u32`. Reads by id are lock-free (the storage
//! is a `boxcar::Vec`, which never moves an element once pushed); interning takes one of sixteen
//! shard locks chosen by hash, so threads creating different values rarely contend. This is not a
//! general map: nothing is ever removed, which is what makes ids stable for the context's lifetime.

use hashbrown::HashTable;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, MutexGuard};

const SHARDS: usize = 16;

/// Uniquing storage for values of type `T`, addressed by `u32` ids.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    shards: [Mutex<HashTable<u32>>; SHARDS],
}

fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
    let mut hasher = FxHasher::default();
    value.hash(&mut hasher);
    hasher.finish()
}

impl<T: Hash + Eq> Interner<T> {
    /// An empty interner.
    pub(crate) fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
        }
    }

    /// The id of `value`, storing it if it was not stored before.
    pub(crate) fn intern(&self, value: T) -> u32 {
        self.intern_owned(value, |stored, value| stored == value, |value| value)
    }

    /// Interns by an owned key that is turned into the stored value only when it is new: `key`
    /// must hash exactly like the `T` that `make` builds from it, and `matches` must say whether
    /// a stored value equals that `T`. For values stored in another form than they are given in.
    pub(crate) fn intern_owned<K: Hash>(
        &self,
        key: K,
        matches: impl Fn(&T, &K) -> bool,
        make: impl FnOnce(K) -> T,
    ) -> u32 {
        let hash = hash_of(&key);
        let mut table = self.shard(hash);
        if let Some(&id) = table.find(hash, |&id| matches(&self.items[id as usize], &key)) {
            return id;
        }
        let value = make(key);
        debug_assert_eq!(
            hash_of(&value),
            hash,
            "interner key hashes differently from its value"
        );
        self.insert_locked(&mut table, hash, value)
    }

    /// Interns by a borrowed key: `key` must hash exactly like the `T` that `make` builds, and
    /// `matches` must say whether a stored value equals that `T`. Avoids building (allocating) the
    /// value when it is already stored.
    pub(crate) fn intern_by<K: Hash + ?Sized>(
        &self,
        key: &K,
        matches: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        // A reference hashes like what it points to.
        self.intern_owned(key, |stored, _| matches(stored), |_| make())
    }

    fn shard(&self, hash: u64) -> MutexGuard<'_, HashTable<u32>> {
        // The shard comes from middle bits: hashbrown takes the bucket from the low bits and its
        // 7-bit tag from the top ones, so sharding on either would leave the tables in a shard
        // with less entropy (measured: 35% of parse time went to tag collisions with the top
        // bits).
        // A poisoned shard only means another thread panicked while holding it; the table itself
        // is never left half-updated (insertion is the last step), so keep using it.
        self.shards[(hash >> 32) as usize % SHARDS]
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    fn insert_locked(&self, table: &mut HashTable<u32>, hash: u64, value: T) -> u32 {
        let index = self.items.push(value);
        let id = u32::try_from(index).expect("more than 4 billion uniqued values");
        table.insert_unique(hash, id, |&other| hash_of(&self.items[other as usize]));
        id
    }

    /// Makes room for `additional` more values without growing a shard's table on the way:
    /// for a caller that knows many new values are coming (a parse interning a location per
    /// op), which saves the rehashes of a table that doubles repeatedly.
    pub(crate) fn reserve(&self, additional: usize) {
        let per_shard = additional / SHARDS + 1;
        for shard in &self.shards {
            let mut table = shard.lock().unwrap_or_else(|poison| poison.into_inner());
            table.reserve(per_shard, |&id| hash_of(&self.items[id as usize]));
        }
    }

    /// The stored value of `id`. Ids only come from `intern`, so they are always in range.
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// How many distinct values are stored.
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// The stored values with their ids, skipping any still being added by another thread.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (u32, &T)> {
        self.items.iter().map(|(id, value)| (id as u32, value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_share_one_id() {
        let interner = Interner::new();
        let a = interner.intern(String::from("a"));
        let b = interner.intern(String::from("b"));
        assert_ne!(a, b);
        assert_eq!(interner.intern(String::from("a")), a);
        assert_eq!(interner.get(b), "b");
        assert_eq!(interner.len(), 2);
    }

    #[test]
    fn values_given_in_another_form_find_the_stored_ones() {
        let interner: Interner<Box<str>> = Interner::new();
        let stored = interner.intern(Box::from("abc"));
        let owned = |text: &str| {
            interner.intern_owned(
                String::from(text),
                |stored, key| **stored == **key,
                String::into_boxed_str,
            )
        };
        assert_eq!(owned("abc"), stored);
        let new = owned("xyz");
        assert_ne!(new, stored);
        assert_eq!(&**interner.get(new), "xyz");
        assert_eq!(
            interner.intern_by("xyz", |s| &**s == "xyz", || Box::from("xyz")),
            new
        );
        assert_eq!(interner.len(), 2);
    }

    #[test]
    fn interning_from_many_threads_agrees_on_ids() {
        let interner = Interner::new();
        let ids: Vec<Vec<u32>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| (0..1000).map(|i| interner.intern(i % 300)).collect()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(interner.len(), 300);
    }
}
