// Word-sized atomic loads and stores for HarborContainer's lock-free read path, and the thread-local
// resolution stack its fast paths push to and pop from inline.
//
// Swift's `Synchronization.Atomic` needs iOS 18 / macOS 15, and Harbor supports iOS 13, so the few atomic
// operations the container needs are the compiler's own builtins, inlined into the Swift caller. Writers are
// always serialised by a lock; only readers run concurrently, so acquire loads and release stores suffice, except
// where a writer frees what it replaced: the reader count and the slot it guards are sequentially consistent.
#ifndef HARBOR_ATOMICS_H
#define HARBOR_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>
#if defined(__APPLE__)
#include <os/lock.h>
#endif

/// Loads `*address` with acquire ordering.
static inline intptr_t harbor_atomic_load_acquire(const intptr_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Stores `value` into `*address` with release ordering.
static inline void harbor_atomic_store_release(intptr_t *_Nonnull address, intptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Loads `*address` with sequentially consistent ordering (a writer checking for readers after a store).
static inline intptr_t harbor_atomic_load_seq_cst(const intptr_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_SEQ_CST);
}

/// Stores `value` into `*address` with sequentially consistent ordering (a writer about to check for readers).
static inline void harbor_atomic_store_seq_cst(intptr_t *_Nonnull address, intptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_SEQ_CST);
}

/// Adds `delta` to `*address` with sequentially consistent ordering (a reader entering or leaving).
static inline void harbor_atomic_add_seq_cst(intptr_t *_Nonnull address, intptr_t delta) {
    __atomic_fetch_add(address, delta, __ATOMIC_SEQ_CST);
}

/// Sets the bits of `bits` in `*address` with sequentially consistent ordering (HarborContainer's publication
/// filter: a binding below the root, before it is stored).
static inline void harbor_atomic_or_seq_cst(intptr_t *_Nonnull address, intptr_t bits) {
    __atomic_fetch_or(address, bits, __ATOMIC_SEQ_CST);
}

/// One resolve in progress: an entry of HarborContainer's `ResolutionStack`.
typedef struct harbor_frame {
    /// The resolving container's address (cycles are per container).
    const void *_Nullable container;
    /// The requested type's metadata (an `any Any.Type`).
    const void *_Nullable type;
    /// One bit per type on the stack up to and including this entry (a one-word Bloom filter): a push whose
    /// bit is clear below it cannot repeat an entry.
    uint64_t seen;
} harbor_frame;

/// Stores `desired` into `*address` if it holds `expected`, with sequentially consistent ordering; returns whether
/// it did (HarborMVVM's event: a raise claiming and ending its delivery without the lock).
static inline _Bool harbor_atomic_compare_exchange_seq_cst(intptr_t *_Nonnull address, intptr_t expected,
                                                           intptr_t desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/// The calling thread's resolution stack: a C thread-local, so that the push and pop of a frame are a few
/// loads and stores inlined into the resolving code (also in the caller's module, through HarborContainer's
/// `@inlinable` fast paths), where `pthread_getspecific` costs a call and Swift's lazy global for the key a
/// `swift_once` check. HarborContainer's `ResolutionStack` owns the entries and keeps what the fast path never
/// touches; the pthread key only releases it at thread exit.
typedef struct harbor_frames {
    /// `capacity` entries, `depth` of them in use; NULL before the thread's first resolve. `entries[-1]` is a
    /// sentinel whose `seen` is 0, so a push reads the filter below it without testing for an empty stack.
    harbor_frame *_Nullable entries;
    intptr_t depth;
    intptr_t capacity;
    /// Nonzero while per-graph instances are kept: the pop that empties the stack must drop them.
    intptr_t keepsGraph;
    /// The `ResolutionStack` object that owns `entries` (retained by the thread), or NULL.
    void *_Nullable owner;
} harbor_frames;

/// The calling thread's resolution stack.
extern _Thread_local harbor_frames harbor_resolution_frames;

/// The calling thread's resolution stack (valid on this thread only).
static inline harbor_frames *_Nonnull harbor_current_frames(void) {
    return &harbor_resolution_frames;
}

/// The bit of `type` (a metadata address) in a frame's Bloom filter: bits 4 to 9 of the address (metadata is
/// 16-byte aligned, and types lie at least that far apart), a shift and no more on the usual push.
__attribute__((always_inline)) static inline uint64_t harbor_frames_bit(const void *_Nonnull type) {
    return (uint64_t)1 << (((uintptr_t)type >> 4) & 63);
}

/// Pushes a frame when that needs no check: there is room and `type`'s bit is clear in the Bloom filter (so
/// it cannot repeat an entry). Returns false, with nothing pushed, otherwise; the caller then takes the full
/// path (HarborContainer's `Container.enterFrame`), which grows the stack or checks for a cycle.
__attribute__((always_inline)) static inline bool harbor_frames_try_push(const void *_Nonnull container, const void *_Nonnull type) {
    harbor_frames *frames = &harbor_resolution_frames;
    intptr_t depth = frames->depth;
    // Also true before the thread's first resolve (no entries, capacity 0).
    if (depth == frames->capacity) return false;
    uint64_t bit = harbor_frames_bit(type);
    harbor_frame *entry = frames->entries + depth;
    // At depth 0, the sentinel's empty filter.
    uint64_t below = entry[-1].seen;
    if (below & bit) return false;
    entry->container = container;
    entry->type = type;
    entry->seen = below | bit;
    frames->depth = depth + 1;
    return true;
}

/// Pops the innermost frame. Returns false when the stack became empty while per-graph instances are kept:
/// the caller must then drop them (HarborContainer's `ResolutionStack.endGraph()`).
__attribute__((always_inline)) static inline bool harbor_frames_pop(void) {
    harbor_frames *frames = &harbor_resolution_frames;
    intptr_t depth = frames->depth - 1;
    frames->depth = depth;
    return depth != 0 || frames->keepsGraph == 0;
}

/// The lock word of HarborContainer's `ContainerLock`, which guards a container's short critical sections
/// (a bind, the claim and the store of a first creation: a few dozen instructions, no user code, no waiting).
/// On Apple platforms an `os_unfair_lock` (the kernel hands the lock to the owner's priority, so a spinning
/// high-priority thread cannot starve it); elsewhere a word, 0 when free and 1 when held, taken with one atomic
/// exchange. Zero-initialised means unlocked on both.
typedef struct harbor_lock {
#if defined(__APPLE__)
    os_unfair_lock word;
#else
    intptr_t word;
#endif
} harbor_lock;

/// Takes the lock when it is contended: spins briefly, then yields the processor between attempts.
void harbor_lock_lock_contended(harbor_lock *_Nonnull lock);

/// Takes the lock (acquire ordering): one atomic exchange when it is free.
static inline void harbor_lock_lock(harbor_lock *_Nonnull lock) {
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->word);
#else
    if (__atomic_exchange_n(&lock->word, 1, __ATOMIC_ACQUIRE) != 0) harbor_lock_lock_contended(lock);
#endif
}

/// Releases the lock (release ordering); call on the thread that took it.
static inline void harbor_lock_unlock(harbor_lock *_Nonnull lock) {
#if defined(__APPLE__)
    os_unfair_lock_unlock(&lock->word);
#else
    __atomic_store_n(&lock->word, 0, __ATOMIC_RELEASE);
#endif
}

#endif
