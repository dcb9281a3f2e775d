// Counts the heap allocations made by one thread, for the tests that check that a dispatch does
// not allocate. On glibc, this target defines `malloc`, which the test executable's symbol makes
// every allocation of the process go through; it forwards to glibc's own `__libc_malloc` and only
// counts on a thread that asked to. Elsewhere (and under a sanitizer) counting is unavailable and
// the tests that need it are skipped.
#include "AllocationCounter.h"

#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
// The sanitizers intercept malloc themselves; a second definition would bypass them.
#define LASSO_SANITIZED 1
#endif
#endif

#if defined(__GLIBC__) && !defined(LASSO_SANITIZED)


extern void *__libc_malloc(size_t size);

static __thread int counting = 0;
static __thread long count = 0;

void *malloc(size_t size) {
  if (counting) count += 1;
  return __libc_malloc(size);
}

int lasso_allocation_counting_available(void) { return 1; }

void lasso_allocation_counting_start(void) {
  count = 0;
  counting = 1;
}

long lasso_allocation_counting_stop(void) {
  counting = 0;
  return count;
}
#else
int lasso_allocation_counting_available(void) { return 0; }
void lasso_allocation_counting_start(void) {}
long lasso_allocation_counting_stop(void) { return 0; }
#endif
