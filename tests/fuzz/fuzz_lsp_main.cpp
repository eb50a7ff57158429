// libFuzzer entry point of fuzz_lsp (clang -fsanitize=fuzzer); the body is fxfuzz::fuzzLspOne.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) { return fxfuzz::fuzzLspOne(data, size); }
