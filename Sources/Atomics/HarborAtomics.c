// Most functions are `static inline` in the header; this file defines the thread-local they read.
#include "HarborAtomics.h"

_Thread_local harbor_frames harbor_resolution_frames = {0, 0, 0, 0, 0};
