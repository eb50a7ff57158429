#include "source_finder.h"

#include <filesystem>
#include <system_error>

#include "fx/source_refs.h"

namespace fxl {

namespace fs = std::filesystem;

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
  std::lock_guard<std::mutex> lock(mu_);
  roots_ = std::move(roots);
  walked_ = false;
}

void SourceFinder::reset() {
  std::lock_guard<std::mutex> lock(mu_);
  walked_ = false;
}

void SourceFinder::walk() {
  byBaseName_.clear();
  boundHit_ = false;
  size_t entries = 0;
  for (const std::string& root : roots_) {
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
      if (++entries > maxEntries_) {
        boundHit_ = true;
        return;
      }
      const std::string name = it->path().filename().string();
      std::error_code tec;
      if (it->is_directory(tec)) {
        if (skipped(name)) it.disable_recursion_pending();
      } else if (it->is_regular_file(tec)) {
        byBaseName_.emplace(name, it->path().string());
      }
    }
  }
}

std::string SourceFinder::find(std::string_view dumpPath, bool& boundHit) {
  std::lock_guard<std::mutex> lock(mu_);
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
