// Finds the workspace file a dump's `# File: /other/machine/proj/model.py` comment means, for go to definition:
// the files under the workspace folders whose path shares the longest suffix with it (fx::sharedSuffix: the base
// name at least). The folders are walked once, lazily, and bounded (maxEntries() directory entries, kMaxEntries by
// default; hidden folders, node_modules, __pycache__ and build folders skipped); the files found are kept by base
// name until reset().
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "platform/sync.h"

namespace fxl {

class SourceFinder {
 public:
  static constexpr size_t kMaxEntries = 20000;

  // The bound is a parameter so that a test can reach it with a small tree.
  explicit SourceFinder(size_t maxEntries = kMaxEntries) : maxEntries_(maxEntries) {}

  size_t maxEntries() const { return maxEntries_; }
  void setRoots(std::vector<std::string> roots);
  // The best match under the roots, "" when none. `boundHit` is set when the walk stopped at maxEntries() (the
  // first time only, so that the log says it once).
  std::string find(std::string_view dumpPath, bool& boundHit);
  void reset();  // files on disk changed

 private:
  void walk();
  const size_t maxEntries_;
  sys::Mutex mu_;
  std::vector<std::string> roots_;
  bool walked_ = false, boundHit_ = false, boundReported_ = false;
  std::multimap<std::string, std::string, std::less<>> byBaseName_;  // base name → path
};

// The candidate sharing the longest path suffix with `dumpPath` ("" when none shares even the base name; the
// first in order on a tie).
std::string closestPath(std::string_view dumpPath, const std::vector<std::string>& candidates);

}  // namespace fxl
