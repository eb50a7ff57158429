// Tests of the protocol layer (JSON-RPC framing, LSP types, positions) and of the text-document store.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
