// The WebAssembly heap (heap.h): nothing to set up. wasi-libc's dlmalloc has no tuning calls, page faults and huge
// pages are the engine's business, and a WebAssembly memory cannot shrink, so freed memory stays with the module
// and is reused by the next analysis.
#include "heap.h"

namespace sys {

void prepareBatchHeap(size_t) {}
void releaseFreeMemory() {}

}  // namespace sys
