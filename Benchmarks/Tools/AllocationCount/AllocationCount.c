// Counts the heap allocations of `lasso-counts`. On glibc this target defines the allocation
// functions, which the executable's symbols make every allocation of the process go through; each
// forwards to glibc's own and counts while counting is on. `lasso-counts` is single-threaded, so a
// plain counter suffices. Under valgrind's cachegrind (which does not replace malloc) it works
// the same. Elsewhere counting is unavailable and `lasso-counts` reports it.
#include "AllocationCount.h"

#include <errno.h>
#include <stddef.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static int counting = 0;
static long count = 0;

void *malloc(size_t size) {
  if (counting) count += 1;
  return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
  if (counting) count += 1;
  return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) count += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  if (counting) count += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (counting) count += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (counting) count += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

int lasso_counts_allocations_available(void) { return 1; }

void lasso_counts_allocations_start(void) {
  count = 0;
  counting = 1;
}

long lasso_counts_allocations_stop(void) {
  counting = 0;
  return count;
}
#else
int lasso_counts_allocations_available(void) { return 0; }
void lasso_counts_allocations_start(void) {}
long lasso_counts_allocations_stop(void) { return 0; }
#endif
