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

#endif
