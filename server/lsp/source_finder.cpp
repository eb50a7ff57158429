#include "source_finder.h"

#include "fx/source_refs.h"
#include "platform/files.h"

namespace fxl {

namespace {

// Folders that hold no model source a user means: tool state, dependencies, build output.
bool skipped(const std::string& name) {
  static const char* const kSkip[] = {"node_modules", "__pycache__", "build", "dist", "out", "site-packages"};
  if (name.empty() || name[0] == '.') return true;
  for (const char* s : kSkip)
    if (name == s) return true;
  return name.starts_with("build-") || name.starts_with("cmake-build");
}

}  // namespace

std::string closestPath(std::string_view dumpPath, const std::vector<std::string>& candidates) {
  std::string best;
  int bestShared = 0;
  for (const std::string& c : candidates)
    if (int n = fx::sharedSuffix(dumpPath, c); n > bestShared) bestShared = n, best = c;
  return best;
}

void SourceFinder::setRoots(std::vector<std::string> roots) {
  sys::Lock lock(mu_);
  roots_ = std::move(roots);
  walked_ = false;
}

void SourceFinder::reset() {
  sys::Lock lock(mu_);
  walked_ = false;
}

void SourceFinder::walk() {
  byBaseName_.clear();
  boundHit_ = false;
  size_t entries = 0;
  for (const std::string& root : roots_) {
    sys::walkFolder(root, [&](const sys::WalkEntry& e) {
      if (++entries > maxEntries_) {
        boundHit_ = true;
        return sys::WalkStep::Stop;
      }
      if (e.directory) return skipped(e.name) ? sys::WalkStep::Skip : sys::WalkStep::Enter;
      if (e.regular) byBaseName_.emplace(e.name, e.path);
      return sys::WalkStep::Enter;
    });
    if (boundHit_) return;
  }
}

std::string SourceFinder::find(std::string_view dumpPath, bool& boundHit) {
  sys::Lock lock(mu_);
  if (!walked_) {
    walk();
    walked_ = true;
  }
  boundHit = boundHit_ && !boundReported_;
  boundReported_ = boundReported_ || boundHit_;
  std::vector<std::string> candidates;
  auto [b, e] = byBaseName_.equal_range(fx::baseName(dumpPath));
  for (auto it = b; it != e; ++it) candidates.push_back(it->second);
  return closestPath(dumpPath, candidates);
}

}  // namespace fxl
