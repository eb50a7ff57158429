// Tests of the protocol layer: JSON-RPC framing, LSP types, positions.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
