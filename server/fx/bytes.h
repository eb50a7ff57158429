// Byte counts as people read them: 40 B, 1.5 KiB, 242.02 MiB, 1.25 GiB. The one formatting of sizes that the
// report, the editor and the limits' messages share.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace fx {

std::string formatBytes(uint64_t bytes);

// "48 MiB", or "size unknown" for an untyped or symbolic size: an unknown size is never shown as 0.
std::string formatBytes(std::optional<uint64_t> bytes);

// A sum of known sizes and how many values had none: "5.7 KiB", "3.1 KiB + 6 of unknown size".
std::string formatBytes(uint64_t knownBytes, int unknownCount);

}  // namespace fx
