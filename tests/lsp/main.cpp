// The LSP tests: transcripts played against the real `fxlens lsp` binary (a child process, no server code linked).
#define CATCH_CONFIG_MAIN
// Catch2's implementation uses <regex>, where GCC 12 at -O2 with -fsanitize=address reports a false
// -Wmaybe-uninitialized inside libstdc++'s std::function; it is not about our code.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <catch2/catch.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
