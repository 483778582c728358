// The functions are `static inline` in the header; this file gives the C target something to compile.
#include "HarborAtomics.h"
