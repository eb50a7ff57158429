// The WebAssembly module's entry points (docs/WASM.md), in place of main(): fxlens.wasm is a WASI reactor, which the
// host instantiates, initialises once (`_initialize`: static constructors) and then calls:
//   fxlens_alloc(n) -> p, fxlens_free(p)       memory for what the host passes in (platform/wasi/memory_exports.cpp)
//   fxlens_main(argc, argv) -> status          the command line (`analyze`, `check`, `memory`, `render --format dot`)
//   fxlens_lsp_start() -> 0 | 1                the language server, host-driven (1: it was started already)
//   fxlens_lsp_input(p, n)                     bytes of the client's stream, in chunks of any size
//   fxlens_lsp_end()                           the client's stream ended
//   fxlens_lsp_idle() -> ms | -1               the work that waits; call again after ms (-1: after input only)
//   fxlens_exit_code() -> code | -1            the session's exit code once it is over, -1 while it runs
// Output goes to file descriptors 1 and 2 (WASI fd_write). An exception that reaches this edge (a bug: the server
// answers a request's failure itself) ends the module through std::terminate, which says what it was.
#include <unistd.h>

#include <cstdlib>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>

#include "command_line.h"
#include "server.h"

namespace {

std::unique_ptr<fxl::Server>& server() {
  static std::unique_ptr<fxl::Server> s;
  return s;
}

// A WASI program starts in `/`; the host says where its user is with PWD, so that relative paths on the command
// line mean what they mean in the user's shell.
void enterHostDirectory() {
  if (const char* pwd = std::getenv("PWD"); pwd && *pwd == '/') static_cast<void>(::chdir(pwd));
}

template <class F>
auto guarded(F f) noexcept {
  try {
    return f();
  } catch (...) {
    std::terminate();
  }
}

}  // namespace

extern "C" {

__attribute__((export_name("fxlens_main"))) int fxlens_main(int argc, char** argv) {
  return guarded([&] {
    enterHostDirectory();
    const int status = cli::run(argc, argv);
    std::cout.flush();  // a reactor does not exit: nothing flushes for it
    std::fflush(stdout);
    return status;
  });
}

__attribute__((export_name("fxlens_lsp_start"))) int fxlens_lsp_start() {
  return guarded([] {
    if (server()) return 1;
    enterHostDirectory();
    std::ios::sync_with_stdio(false);
    // Host-driven (the constructor without an input stream); no layout helper here (fxr::layoutAvailable()).
    server() = std::make_unique<fxl::Server>(std::cout, fxl::ServerOptions{});
    return 0;
  });
}

__attribute__((export_name("fxlens_lsp_input"))) void fxlens_lsp_input(const char* bytes, size_t n) {
  guarded([&] {
    if (server()) server()->input({bytes, n});
  });
}

__attribute__((export_name("fxlens_lsp_end"))) void fxlens_lsp_end() {
  guarded([] {
    if (server()) server()->endOfInput();
  });
}

__attribute__((export_name("fxlens_lsp_idle"))) int fxlens_lsp_idle() {
  return guarded([] {
    if (!server()) return -1;
    const auto wait = server()->idle();
    return wait ? static_cast<int>(std::min<long long>(wait->count(), 1 << 30)) : -1;
  });
}

__attribute__((export_name("fxlens_exit_code"))) int fxlens_exit_code() {
  return guarded([] { return server() ? server()->exitCode().value_or(-1) : -1; });
}

}  // extern "C"
