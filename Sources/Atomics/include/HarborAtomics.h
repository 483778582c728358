// Word-sized atomic loads and stores for HarborContainer's lock-free read path.
//
// Swift's `Synchronization.Atomic` needs iOS 18 / macOS 15, and Harbor supports iOS 13, so the few atomic
// operations the container needs are the compiler's own builtins, inlined into the Swift caller. Writers are
// always serialised by a lock; only readers run concurrently, so acquire loads and release stores suffice, except
// where a writer frees what it replaced: the reader count and the slot it guards are sequentially consistent.
#ifndef HARBOR_ATOMICS_H
#define HARBOR_ATOMICS_H

#include <stdint.h>

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

/// Stores `desired` into `*address` if it holds `expected`, with sequentially consistent ordering; returns whether
/// it did (HarborMVVM's event: a raise claiming and ending its delivery without the lock).
static inline _Bool harbor_atomic_compare_exchange_seq_cst(intptr_t *_Nonnull address, intptr_t expected,
                                                           intptr_t desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/// The calling thread's resolution stack (HarborContainer's `ResolutionStack`), or NULL before its first
/// resolve: a C thread-local, read in one load, where `pthread_getspecific` costs a call and Swift's lazy
/// global for the key a `swift_once` check on every resolve. The pthread key only releases it at thread exit.
extern _Thread_local void *_Nullable harbor_resolution_stack;

/// Reads ``harbor_resolution_stack``.
static inline void *_Nullable harbor_current_resolution_stack(void) {
    return harbor_resolution_stack;
}

/// Sets ``harbor_resolution_stack``.
static inline void harbor_set_current_resolution_stack(void *_Nullable stack) {
    harbor_resolution_stack = stack;
}

#endif
