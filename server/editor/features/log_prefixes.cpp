#include "features/log_prefixes.h"

#include "fx/lines.h"

namespace fxl {

std::vector<fx::Range> logPrefixes(const Snapshot& snap, int doc, fx::Range within) {
  std::vector<fx::Range> out;
  const auto& docs = snap.analysis().docs;
  if (doc < 0 || doc >= static_cast<int>(docs.size()) || docs[doc].lineStarts.empty()) return out;
  const fx::Document& d = docs[doc];
  for (uint32_t l = d.lineOf(within.begin), last = d.lineOf(within.end); l <= last; ++l) {
    if (size_t n = fx::logPrefixLength(d.line(l)))
      out.push_back({d.lineStarts[l], d.lineStarts[l] + static_cast<uint32_t>(n)});
    if (l + 1 >= d.lineStarts.size()) break;
  }
  return out;
}

}  // namespace fxl
