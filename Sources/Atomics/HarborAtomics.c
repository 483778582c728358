// Most functions are `static inline` in the header; this file defines the thread-local they read.
#include "HarborAtomics.h"

_Thread_local void *_Nullable harbor_resolution_stack = 0;
