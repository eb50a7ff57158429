#include "bytes.h"

#include <cstdio>

namespace fx {

std::string formatBytes(uint64_t b) {
  char buf[64];
  const auto scaled = [&](int shift) { return static_cast<double>(b) / static_cast<double>(uint64_t{1} << shift); };
  if (b >= (uint64_t{1} << 30)) std::snprintf(buf, sizeof buf, "%.2f GiB", scaled(30));
  else if (b >= (uint64_t{1} << 20)) std::snprintf(buf, sizeof buf, "%.2f MiB", scaled(20));
  else if (b >= 1024) std::snprintf(buf, sizeof buf, "%.1f KiB", scaled(10));
  else std::snprintf(buf, sizeof buf, "%llu B", static_cast<unsigned long long>(b));
  return buf;
}

std::string formatBytes(std::optional<uint64_t> bytes) {
  return bytes ? formatBytes(*bytes) : std::string("size unknown");
}

std::string formatBytes(uint64_t knownBytes, int unknownCount) {
  return formatBytes(knownBytes) + (unknownCount ? " + " + std::to_string(unknownCount) + " of unknown size" : std::string());
}

}  // namespace fx
