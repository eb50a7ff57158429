// Memory the host fills before a call (command-line arguments, bytes of the client's stream): exported by every
// module the JS host runs (fxlens.wasm, exceptions_test.wasm; docs/WASM.md).
#include <cstdlib>

extern "C" {

__attribute__((export_name("fxlens_alloc"))) void* fxlens_alloc(size_t n) { return std::malloc(n ? n : 1); }

__attribute__((export_name("fxlens_free"))) void fxlens_free(void* p) { std::free(p); }

}  // extern "C"
