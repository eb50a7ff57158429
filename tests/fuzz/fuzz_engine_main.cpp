// libFuzzer entry point of fuzz_engine (clang -fsanitize=fuzzer); the body is fxfuzz::fuzzEngineOne.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) { return fxfuzz::fuzzEngineOne(data, size); }
