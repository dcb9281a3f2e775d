#include "CMallocStats.h"

#if defined(__GLIBC__)
#include <malloc.h>
size_t lasso_malloc_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
size_t lasso_malloc_bytes_in_use(void) { return 0; }
#endif
