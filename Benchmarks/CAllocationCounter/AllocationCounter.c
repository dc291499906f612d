// Interposes the allocation entry points of glibc: each wrapper counts the call and forwards
// to glibc's own implementation (the __libc_* aliases glibc exports for this purpose).
#include "CAllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// The count is spread over cache-line-sized shards, one picked per thread, so that
// threads allocating at once do not contend for one counter (which would slow down
// exactly the concurrent code being measured).
#include <stdint.h>
#define SHARDS 64
static struct {
    _Atomic uint64_t value;
    _Atomic uint64_t bytes;
    char padding[64 - 2 * sizeof(uint64_t)];
} shards[SHARDS];
static _Thread_local char thread_marker;

uint64_t kinema_allocation_count(void) {
    uint64_t total = 0;
    for (int i = 0; i < SHARDS; i++) {
        total += atomic_load_explicit(&shards[i].value, memory_order_relaxed);
    }
    return total;
}

uint64_t kinema_allocated_bytes(void) {
    uint64_t total = 0;
    for (int i = 0; i < SHARDS; i++) {
        total += atomic_load_explicit(&shards[i].bytes, memory_order_relaxed);
    }
    return total;
}

static void count_bytes(size_t size) {
    uint64_t hash = (uint64_t)(uintptr_t)&thread_marker * 0x9E3779B97F4A7C15ull;
    atomic_fetch_add_explicit(&shards[hash >> 58].value, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&shards[hash >> 58].bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_bytes(size);
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count_bytes(count_ * size);
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count_bytes(size);
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_bytes(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_bytes(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_bytes(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}
