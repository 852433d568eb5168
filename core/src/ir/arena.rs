//! The storage of a module's ops, blocks, regions and values: a vector in chunks.
//!
//! A `Vec` that grows by doubling copies everything it holds each time, and the memory it
//! leaves behind is as large as what it holds: for a module of a few hundred thousand ops,
//! that copying and the fresh pages it touches cost as much as making the ops. An [`Arena`]
//! grows its first chunk as a `Vec` does, up to a full chunk (small modules, such as
//! the pieces of a conversion, stay small), then adds full chunks: nothing is
//! copied, nothing is left behind.

/// The largest size of a full chunk in bytes: chunks stay among the allocator's medium-sized
/// blocks, which share pages, rather than each taking pages of its own.
const CHUNK_BYTES: usize = 64 << 10;

/// A vector in chunks: indexed as a `Vec`, grown without copying.
#[derive(Clone, Debug)]
pub(crate) struct Arena<T> {
    /// The first items: grown as a `Vec` up to a full chunk, or reserved larger.
    first: Vec<T>,
    /// The items after `first`, in full chunks.
    rest: Vec<Vec<T>>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { first: Vec::new(), rest: Vec::new() }
    }
}

impl<T> Arena<T> {
    /// log2 of the number of items in a full chunk: as many as fit in [`CHUNK_BYTES`], a
    /// power of two.
    const SHIFT: u32 = {
        let per_chunk = CHUNK_BYTES / if size_of::<T>() == 0 { 1 } else { size_of::<T>() };
        // One item a chunk at least, however large.
        if per_chunk == 0 {
            0
        } else {
            per_chunk.ilog2()
        }
    };
    /// The number of items in a full chunk.
    pub(crate) const CHUNK: usize = 1 << Self::SHIFT;

    /// The number of items.
    pub(crate) fn len(&self) -> usize {
        // Every chunk of `rest` but the last is full.
        self.first.len()
            + self.rest.last().map_or(0, |c| (self.rest.len() - 1) * Self::CHUNK + c.len())
    }

    /// Appends an item, returning its index.
    pub(crate) fn push(&mut self, item: T) -> usize {
        let first = &mut self.first;
        if self.rest.is_empty() && (first.len() < first.capacity() || first.len() < Self::CHUNK) {
            if first.len() == first.capacity() {
                // Twice as large, never past a chunk.
                first.reserve_exact((2 * first.capacity()).max(4).min(Self::CHUNK) - first.len());
            }
            first.push(item);
            return first.len() - 1;
        }
        match self.rest.last_mut() {
            Some(chunk) if chunk.len() < Self::CHUNK => chunk.push(item),
            _ => {
                let mut chunk = Vec::with_capacity(Self::CHUNK);
                chunk.push(item);
                self.rest.push(chunk);
            }
        }
        self.len() - 1
    }

    /// Makes room for `additional` more items in one piece (a hint from a reader that knows
    /// about how many it will make).
    pub(crate) fn reserve(&mut self, additional: usize) {
        if self.rest.is_empty() {
            self.first.reserve_exact(additional);
        }
    }

    /// The last item.
    pub(crate) fn last(&self) -> Option<&T> {
        self.rest.last().map_or(self.first.last(), |c| c.last())
    }

    /// Every item, in order, taken out.
    pub(crate) fn into_items(self) -> impl Iterator<Item = T> {
        self.first.into_iter().chain(self.rest.into_iter().flatten())
    }

    /// Every item, mutably, in order.
    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.first.iter_mut().chain(self.rest.iter_mut().flatten())
    }
}

impl<T> std::ops::Index<usize> for Arena<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        match self.first.get(index) {
            Some(item) => item,
            None => {
                let i = index - self.first.len();
                &self.rest[i >> Arena::<T>::SHIFT][i & (Arena::<T>::CHUNK - 1)]
            }
        }
    }
}

impl<T> std::ops::IndexMut<usize> for Arena<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        let n = self.first.len();
        match self.first.get_mut(index) {
            Some(item) => item,
            None => {
                let i = index - n;
                &mut self.rest[i >> Arena::<T>::SHIFT][i & (Arena::<T>::CHUNK - 1)]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Arena;

    #[test]
    fn items_keep_their_index_across_chunks() {
        const CHUNK: usize = Arena::<usize>::CHUNK;
        assert_eq!(CHUNK, 8192);
        let mut a = Arena::default();
        let n = 3 * CHUNK + 5;
        for i in 0..n {
            assert_eq!(a.push(i), i);
        }
        assert_eq!(a.len(), n);
        assert!((0..n).all(|i| a[i] == i));
        assert_eq!(a.last(), Some(&(n - 1)));
        a[CHUNK] = 7;
        assert_eq!(a[CHUNK], 7);
        assert_eq!(a.iter_mut().count(), n);
        assert!(a.clone().into_items().eq((0..n).map(|i| if i == CHUNK { 7 } else { i })));
        // Chunks are never grown past their size: nothing was copied into a new chunk.
        assert_eq!(a.first.capacity(), CHUNK);
        assert!(a.rest.iter().all(|c| c.capacity() == CHUNK));
        assert_eq!(a.rest.len(), 3);
    }

    #[test]
    fn a_small_arena_stays_small() {
        let mut a = Arena::default();
        for i in 0..10u8 {
            a.push(i);
        }
        assert!(a.first.capacity() < 32);
        // A reservation larger than a chunk is kept whole, and chunks follow it.
        let mut b: Arena<u64> = Arena::default();
        let n = 3 * Arena::<u64>::CHUNK;
        b.reserve(n);
        for i in 0..n + 10 {
            assert_eq!(b.push(i as u64), i);
        }
        assert_eq!((b.first.capacity(), b.rest.len()), (n, 1));
        assert!((0..n + 10).all(|i| b[i] == i as u64));
        assert_eq!(b.last(), Some(&(n as u64 + 9)));
        // Large items make short chunks; items larger than a chunk, chunks of one.
        assert_eq!(Arena::<[u8; 176]>::CHUNK, 256);
        let mut huge: Arena<[u8; 100_000]> = Arena::default();
        assert_eq!(Arena::<[u8; 100_000]>::CHUNK, 1);
        for i in 0..3u8 {
            assert_eq!(huge.push([i; 100_000]), i as usize);
        }
        assert_eq!((huge[2][0], huge.len()), (2, 3));
    }
}
