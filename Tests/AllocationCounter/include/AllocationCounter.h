#ifndef LASSO_ALLOCATION_COUNTER_H
#define LASSO_ALLOCATION_COUNTER_H

/// Whether allocations can be counted here (glibc on Linux).
int lasso_allocation_counting_available(void);

/// Starts counting the `malloc` calls made by the calling thread.
void lasso_allocation_counting_start(void);

/// Stops counting and returns the number of `malloc` calls the calling thread made since start.
long lasso_allocation_counting_stop(void);

#endif
