#include "alloc_probe.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<size_t> g_largest{0};

void note(size_t n) {
  size_t cur = g_largest.load(std::memory_order_relaxed);
  while (n > cur && !g_largest.compare_exchange_weak(cur, n, std::memory_order_relaxed)) {
  }
}

}  // namespace

namespace probe {
void resetLargestAllocation() { g_largest.store(0); }
size_t largestAllocation() { return g_largest.load(); }
}  // namespace probe

#if defined(__SANITIZE_ADDRESS__)
// Under ASan, keep its own operator new/delete (and their mismatch checks) and watch allocations through its hooks.
// Declared here rather than from <sanitizer/allocator_interface.h>, which GCC's packages do not always install.
extern "C" int __sanitizer_install_malloc_and_free_hooks(void (*onMalloc)(const volatile void*, size_t),
                                                         void (*onFree)(const volatile void*));

namespace {
void onMalloc(const volatile void*, size_t n) { note(n); }
void onFree(const volatile void*) {}
[[maybe_unused]] const int g_installed = __sanitizer_install_malloc_and_free_hooks(onMalloc, onFree);
}  // namespace

#else
// Elsewhere, replace the global allocation functions (all of them, so that every new is paired with its delete).
void* operator new(std::size_t n) {
  note(n);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  note(n);
  return std::malloc(n == 0 ? 1 : n);
}
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return ::operator new(n, t); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
#endif
