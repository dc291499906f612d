// Counts heap allocations made by the whole process, so that benchmarks can show that a
// hot path allocates nothing. Benchmarks only: it replaces malloc and friends by
// forwarding wrappers that bump a counter.
#ifndef KINEMA_ALLOCATION_COUNTER_H
#define KINEMA_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign
/// calls since the process started.
uint64_t kinema_allocation_count(void);

/// The bytes asked for by those calls since the process started (a realloc counts its
/// new size), whether or not they were freed since.
uint64_t kinema_allocated_bytes(void);

#endif
