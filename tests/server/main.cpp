// Tests of the language server's own parts that need no process: the text-document store (kept in sync through
// didOpen / didChange / didClose, owned by the workspace) and the file: URI rules.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
