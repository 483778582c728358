// Apple SDK stand-in: the part of <os/lock.h> Harbor uses (HarborAtomics' `harbor_lock` on Apple platforms), so
// that its `__APPLE__` branch is compiled on Linux by scripts/check-apple-c.sh. Declarations only: nothing here
// is linked or run, and the lock's behaviour (priority donation, the owner check) is Apple's.
//
// Transcribed from Apple's libplatform `include/os/lock.h` (Apache License 2.0; read as mirrored in
// VibeDarling/darling-libplatform, include/os/lock.h) and the documentation pages
// developer.apple.com/documentation/os/os_unfair_lock_s, .../os/os_unfair_lock_lock and
// .../os/os_unfair_lock_unlock. Availability (iOS 10, macOS 10.12) and the OS_* attribute macros are left out:
// Harbor's deployment targets are above it, and the attributes change no type.
#ifndef HARBOR_STAND_IN_OS_LOCK_H
#define HARBOR_STAND_IN_OS_LOCK_H

#include <stdbool.h>
#include <stdint.h>

// `typedef struct os_unfair_lock_s { uint32_t _os_unfair_lock_opaque; } os_unfair_lock, *os_unfair_lock_t;`
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

// The C99 form of the header's `OS_UNFAIR_LOCK_INIT` (it has C++ forms too).
#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

// `void os_unfair_lock_lock(os_unfair_lock_t lock);` (OS_NONNULL_ALL)
void os_unfair_lock_lock(os_unfair_lock_t _Nonnull lock);

// `bool os_unfair_lock_trylock(os_unfair_lock_t lock);` (OS_WARN_RESULT OS_NONNULL_ALL)
bool os_unfair_lock_trylock(os_unfair_lock_t _Nonnull lock);

// `void os_unfair_lock_unlock(os_unfair_lock_t lock);` (OS_NONNULL_ALL)
void os_unfair_lock_unlock(os_unfair_lock_t _Nonnull lock);

#endif
