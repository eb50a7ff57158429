// Byte counts as people read them: 40 B, 1.5 KiB, 242.02 MiB, 1.25 GiB. The one formatting of sizes that the
// report, the editor and the limits' messages share.
#pragma once

#include <cstdint>
#include <string>

namespace fx {

std::string formatBytes(uint64_t bytes);

}  // namespace fx
