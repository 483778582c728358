// Low-level helpers for harbor-bench: allocation counting, an optimizer barrier, a clock and memory readings.
//
// Allocation counting interposes malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign (glibc
// only: the executable's definitions win over libc's, and forward to glibc's __libc_* entry points). Each
// thread counts its own allocations in a thread-local counter, so counting costs no atomic operation and two
// threads allocating at once never share a cache line.
#ifndef BENCH_SUPPORT_H
#define BENCH_SUPPORT_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are counted on this platform (glibc); when false, bench_allocations() stays 0.
bool bench_counts_allocations(void);

/// How many allocations the calling thread has made so far.
uint64_t bench_allocations(void);

/// Does nothing, but the optimizer cannot see that: what is passed here counts as used (and escaped).
void bench_black_hole(const void *_Nullable pointer);

/// Turns callgrind's event collection on if it is off and off if it is on (the meter calls it when it starts and
/// stops, so that `--collect-atstart=no` counts only what is measured); does nothing outside callgrind, or where
/// valgrind's header was missing at build time.
void bench_callgrind_toggle(void);

/// A monotonic clock in nanoseconds.
uint64_t bench_now_ns(void);

/// Resident set size in bytes, from /proc/self/statm (0 where it cannot be read).
int64_t bench_resident_bytes(void);

/// Bytes the allocator has handed out and not had back (glibc mallinfo2: uordblks + hblkhd); 0 elsewhere.
int64_t bench_heap_in_use_bytes(void);

/// Takes a spin lock (one atomic exchange, as Harbor's `harbor_lock`): `0` free, `1` held.
static inline void bench_spin_lock(long *_Nonnull word) {
    while (__atomic_exchange_n(word, 1, __ATOMIC_ACQUIRE) != 0) {}
}

/// Releases what ``bench_spin_lock`` took (a release store).
static inline void bench_spin_unlock(long *_Nonnull word) { __atomic_store_n(word, 0, __ATOMIC_RELEASE); }

/// A thread's stack of the types being made, for the lower-bound row of scenario 7b: a depth, and per entry a type
/// and a filter of the types at and below it (one bit per type, as HarborAtomics' `harbor_frames`).
typedef struct {
    long depth;
    struct {
        const void *_Nullable type;
        uint64_t seen;
    } entries[64];
} bench_frames;

/// The calling thread's ``bench_frames``.
extern __thread bench_frames bench_thread_frames;

/// Pushes `type` on the calling thread's stack; returns false, pushing nothing, when `type` may be on it already
/// (then a container looks for a cycle). No room check: the row nests no deeper than one.
static inline bool bench_frame_push(const void *_Nonnull type) {
    bench_frames *frames = &bench_thread_frames;
    uint64_t bit = (uint64_t)1 << (((uintptr_t)type >> 4) & 63);
    uint64_t below = frames->depth == 0 ? 0 : frames->entries[frames->depth - 1].seen;
    if (below & bit) return false;
    frames->entries[frames->depth].type = type;
    frames->entries[frames->depth].seen = below | bit;
    frames->depth += 1;
    return true;
}

/// Pops what ``bench_frame_push`` pushed.
static inline void bench_frame_pop(void) { bench_thread_frames.depth -= 1; }

#endif
