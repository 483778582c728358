// Type-checked by scripts/check-apple-c.sh with `__APPLE__` defined, so that HarborAtomics' `harbor_lock` is
// imported with its `os_unfair_lock` word: the calls below are the ones `ContainerLock` makes
// (Sources/Container/Internal/ContainerLock.swift), which cannot itself be type-checked here because the Linux
// C library's module does not import with `__APPLE__` defined.
import HarborAtomics

/// Allocates, zero-initializes (`OS_UNFAIR_LOCK_INIT` is all zeros), takes and releases a lock, as
/// `ContainerLock` does.
func takeAndRelease() {
    let word = UnsafeMutablePointer<harbor_lock>.allocate(capacity: 1)
    word.initialize(to: harbor_lock())
    harbor_lock_lock(word)
    harbor_lock_unlock(word)
    // On Apple platforms the lock word is the system's unfair lock.
    let unfair: os_unfair_lock = word.pointee.word
    _ = unfair
    word.deinitialize(count: 1)
    word.deallocate()
}
