#ifndef LASSO_ALLOCATION_COUNT_H
#define LASSO_ALLOCATION_COUNT_H

/// Whether allocations can be counted here (glibc).
int lasso_counts_allocations_available(void);

/// Starts counting the heap allocations of the process (malloc, calloc, realloc and the aligned
/// allocations) from zero.
void lasso_counts_allocations_start(void);

/// Stops counting; returns the number of allocations since the start.
long lasso_counts_allocations_stop(void);

#endif
