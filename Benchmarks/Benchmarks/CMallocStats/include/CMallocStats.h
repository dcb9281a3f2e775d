#ifndef C_MALLOC_STATS_H
#define C_MALLOC_STATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc (glibc's mallinfo2); 0 where unavailable.
size_t lasso_malloc_bytes_in_use(void);

#endif
