#include "siblings.h"

#include <algorithm>
#include <chrono>
#include <tuple>

#include "fx/bytes.h"
#include "fx/dump_names.h"
#include "fx/read_file.h"
#include "platform/files.h"

namespace fxl {

namespace {

std::vector<Siblings::File> readListing(const std::string& dir) {
  std::vector<Siblings::File> out;
  for (const std::string& name : sys::folderNames(dir).value_or(std::vector<std::string>{})) {
    // Names first: only a name that may be a dump costs a stat (a folder may hold 100k other files).
    if (!fx::dumps::looksLikeDumpName(name)) continue;
    const std::string path = sys::joinPath(dir, name);
    if (const auto st = sys::fileStatus(path); st && st->regular) out.push_back({path, st->size, st->mtimeNs});
  }
  return out;
}

// How likely a file is to be an open document's partner: sharing its pairing stem first, then written closest in
// time to one of them (a compile's dumps are written together), then by name.
struct Ranked {
  bool sameStem;
  std::chrono::nanoseconds apart;
  const Siblings::File* file;
  bool operator<(const Ranked& o) const {
    return std::tie(o.sameStem, apart, file->path) < std::tie(sameStem, o.apart, o.file->path);
  }
};

}  // namespace

std::vector<Siblings::File> Siblings::listing(const std::string& dir) {
  {
    sys::Lock lock(mu_);
    if (auto it = listings_.find(dir); it != listings_.end()) return it->second;
  }
  std::vector<File> files = readListing(dir);
  sys::Lock lock(mu_);
  if (!unwatched_.count(dir)) listings_[dir] = files;
  return files;
}

void Siblings::invalidate(const std::string& dir) {
  sys::Lock lock(mu_);
  listings_.erase(dir);
}

void Siblings::setUnwatched(const std::set<std::string>& dirs) {
  sys::Lock lock(mu_);
  unwatched_ = dirs;
  for (const auto& d : dirs) listings_.erase(d);
}

Siblings::Choice Siblings::choose(const std::set<std::string>& dirs, const std::set<std::string>& openPaths) {
  std::set<std::string> stems;
  std::vector<int64_t> openTimes;
  for (const auto& p : openPaths) {
    stems.insert(fx::dumps::pairingStem(p));
    if (const auto st = sys::fileStatus(p)) openTimes.push_back(st->mtimeNs);
  }
  std::vector<File> all;
  {
    sys::Lock lock(mu_);  // folders no longer asked for are forgotten
    for (auto it = listings_.begin(); it != listings_.end();) it = dirs.count(it->first) ? std::next(it) : listings_.erase(it);
  }
  for (const auto& d : dirs)
    for (File& f : listing(d))
      if (!openPaths.count(f.path)) all.push_back(std::move(f));
  std::vector<Ranked> ranked;
  ranked.reserve(all.size());
  for (const File& f : all) {
    auto apart = std::chrono::nanoseconds::max();
    for (int64_t t : openTimes) apart = std::min(apart, std::chrono::nanoseconds(t > f.mtimeNs ? t - f.mtimeNs : f.mtimeNs - t));
    ranked.push_back({stems.count(fx::dumps::pairingStem(f.path)) > 0, apart, &f});
  }
  std::sort(ranked.begin(), ranked.end());
  Choice c;
  uintmax_t total = 0;
  size_t tooBig = 0, leftOut = 0;
  for (const Ranked& r : ranked) {
    const File& f = *r.file;
    if (f.size > limits_.maxFileBytes) {
      if (++tooBig <= 3)
        c.notes.push_back("fxlens: not reading " + f.path + " (" + fx::formatBytes(f.size) +
                          "): larger than the limit for files beside open documents (" +
                          fx::formatBytes(limits_.maxFileBytes) + "); open it to analyze it");
      continue;
    }
    if (c.files.size() >= limits_.maxFiles || total + f.size > limits_.maxTotalBytes) {
      ++leftOut;
      continue;
    }
    total += f.size;
    c.files.push_back(f);
  }
  if (tooBig > 3) c.notes.push_back("fxlens: " + std::to_string(tooBig - 3) + " more files beside open documents are too large to read");
  if (leftOut > 0)
    c.notes.push_back("fxlens: read " + std::to_string(c.files.size()) + " of " + std::to_string(c.files.size() + leftOut) +
                      " dump files beside the open documents, the likeliest partners first (limits: " +
                      std::to_string(limits_.maxFiles) + " files, " + fx::formatBytes(limits_.maxTotalBytes) +
                      "); open a file to include it");
  return c;
}

std::shared_ptr<const fx::ParsedDocument> Siblings::parsed(const File& f, std::string& error) {
  if (auto it = parsed_.find(f.path); it != parsed_.end() && it->second.stamp == f) return it->second.parsed;
  fx::ReadResult r = fx::readSourceFile(f.path, limits_.maxFileBytes);
  if (!r.ok) {
    error = r.error;
    parsed_.erase(f.path);
    return nullptr;
  }
  auto p = fx::parseFile({f.path, std::move(r.text)});
  parsed_[f.path] = {f, p};
  return p;
}

void Siblings::keepOnly(const std::vector<File>& files) {
  std::set<std::string> keep;
  for (const auto& f : files) keep.insert(f.path);
  for (auto it = parsed_.begin(); it != parsed_.end();) it = keep.count(it->first) ? std::next(it) : parsed_.erase(it);
}

}  // namespace fxl
