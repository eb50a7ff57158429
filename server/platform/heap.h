// The allocator's set-up, where the C library lets a program choose it: heap.cpp for the native build (glibc),
// heap_wasi.cpp for WebAssembly (wasi-libc's dlmalloc on a linear memory, which can grow but never shrink).
#pragma once

#include <cstddef>

namespace sys {

// A one-shot command (`fxlens analyze`) is about to read `bytes` of input and analyse it: lay the heap out for that.
void prepareBatchHeap(size_t bytes);
// Hands memory the allocator holds free back to the system (after a much smaller analysis replaced a big one).
void releaseFreeMemory();

}  // namespace sys
