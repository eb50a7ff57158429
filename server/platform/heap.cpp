// The native heap's set-up (glibc's malloc): heap.h.
#include "heap.h"

#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace sys {

// A one-shot command touches every page of its heap once; on a virtual machine a page fault costs microseconds,
// and they were a third of `fxlens analyze` on a 0.75 MB printout. So the analysis keeps its allocations on one
// heap (up to 32 MiB are not given their own mappings, and freed memory is not handed back), reserves that heap
// in one step and asks the kernel for transparent huge pages (one fault per 2 MiB; the kernel falls back to small
// pages when it has none) on the part it is sure to fill: the texts and 1.5x more (the analysis's own peak
// measured 2.6-3.8x its input). A huge page past what is used would be resident all the same, and that is what
// made huge pages on the whole heap cost 1-2 MB more peak (issue 2's budget is 4x the input). Inputs too small to
// fill one huge page keep glibc's defaults, and so do inputs of 16 MiB and more: there the faults weigh less
// against the work, and runs with huge pages were no faster (the kernel compacts memory to find them).
// FXLENS_NO_HUGEPAGES=1 turns it off (to compare).
void prepareBatchHeap(size_t bytes) {
  if (const char* off = std::getenv("FXLENS_NO_HUGEPAGES"); off && *off && *off != '0') return;
  constexpr size_t kHuge = size_t{2} << 20;
  const size_t sure = bytes / 2 * 5;
  if (sure < 2 * kHuge || bytes >= (size_t{16} << 20)) return;  // (the first boundary may be ~2 MiB in)
  ::mallopt(M_MMAP_THRESHOLD, 32 << 20);
  ::mallopt(M_TRIM_THRESHOLD, 256 << 20);
  ::mallopt(M_TOP_PAD, 64 << 20);
  void* grow = std::malloc(1 << 20);  // the heap grows by it plus the pad, in one brk
  if (!grow) return;
  const auto lo = reinterpret_cast<uintptr_t>(grow);
  const auto hi = reinterpret_cast<uintptr_t>(::sbrk(0));
  const uintptr_t a = (lo + kHuge - 1) & ~(kHuge - 1), b = std::min<uintptr_t>(hi, lo + sure) & ~(kHuge - 1);
  if (b > a) ::madvise(reinterpret_cast<void*>(a), b - a, MADV_HUGEPAGE);
  std::free(grow);
}

void releaseFreeMemory() { ::malloc_trim(0); }

}  // namespace sys
