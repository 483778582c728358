// Most functions are `static inline` in the header; this file defines the thread-local they read.
#include "HarborAtomics.h"

#if !defined(__APPLE__)
#include <sched.h>
#endif

_Thread_local harbor_frames harbor_resolution_frames = {0, 0, 0, 0, 0};

void harbor_lock_lock_contended(harbor_lock *_Nonnull lock) {
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->word);
#else
    // The holder runs a few dozen instructions: spin on plain loads for a while (no cache-line ping-pong),
    // then give the processor away between attempts, so that a preempted holder gets to run and release it.
    for (int spins = 0;; spins++) {
        if (__atomic_load_n(&lock->word, __ATOMIC_RELAXED) == 0
            && __atomic_exchange_n(&lock->word, 1, __ATOMIC_ACQUIRE) == 0) {
            return;
        }
        if (spins >= 64) sched_yield();
    }
#endif
}
