// Records the largest single heap allocation, so tests can check that the frame reader never allocates a body it
// was only told about (a huge Content-Length).
#pragma once

#include <cstddef>

namespace probe {
void resetLargestAllocation();
size_t largestAllocation();  // in bytes, since the last reset
}  // namespace probe
