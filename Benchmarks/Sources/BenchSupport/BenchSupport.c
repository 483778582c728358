#define _GNU_SOURCE
#include "BenchSupport.h"

#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS: a fixed offset from the thread pointer, no call (and so no allocation) to reach it.
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

bool bench_counts_allocations(void) { return true; }

uint64_t bench_allocations(void) { return allocations; }

int64_t bench_heap_in_use_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}
#else
bool bench_counts_allocations(void) { return false; }

uint64_t bench_allocations(void) { return 0; }

int64_t bench_heap_in_use_bytes(void) { return 0; }
#endif

void bench_black_hole(const void *pointer) { (void)pointer; }

// Callgrind's client request: a few instructions that do nothing outside valgrind. Without the header the
// counts cover the whole run.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void bench_callgrind_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
#else
void bench_callgrind_toggle(void) {}
#endif

uint64_t bench_now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

int64_t bench_resident_bytes(void) {
#if defined(__linux__)
    // read(2), not stdio: no allocation while measuring memory.
    char buffer[128];
    int file = open("/proc/self/statm", O_RDONLY);
    if (file < 0) return 0;
    ssize_t length = read(file, buffer, sizeof buffer - 1);
    close(file);
    if (length <= 0) return 0;
    buffer[length] = 0;
    char *cursor = buffer;
    strtol(cursor, &cursor, 10);  // total program size
    long resident = strtol(cursor, NULL, 10);
    return (int64_t)resident * (int64_t)sysconf(_SC_PAGESIZE);
#else
    return 0;
#endif
}
