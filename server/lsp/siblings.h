// The dump files beside the open documents that the analysis reads from disk (a backward's forward often sits
// next to it unopened), chosen and cached within bounds: at most `maxFiles` files and `maxTotalBytes` in all,
// none larger than `maxFileBytes`, the likeliest partners first (same pairing stem as an open document, then
// written closest in time to it); what is left out is said in notes for the log. Parses are kept only for the
// files chosen last, so closing a folder's documents frees its siblings.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "fx/analysis.h"
#include "platform/sync.h"

namespace fxl {

class Siblings {
 public:
  struct Limits {
    size_t maxFiles = 64;
    uintmax_t maxFileBytes = uintmax_t{64} << 20;
    uintmax_t maxTotalBytes = uintmax_t{128} << 20;  // the analysis holds 7-15x its input (docs/STRESS.md)
  };
  struct File {
    std::string path;
    uintmax_t size = 0;
    int64_t mtimeNs = 0;  // last modification
    bool operator==(const File&) const = default;
  };
  struct Choice {
    std::vector<File> files;
    std::vector<std::string> notes;  // what was left out and why
  };

  explicit Siblings(Limits limits) : limits_(limits) {}

  // Dump-looking files in `dirs` that are not `openPaths`, ranked and bounded.
  Choice choose(const std::set<std::string>& dirs, const std::set<std::string>& openPaths);
  // A chosen file, parsed: reused while its size and modification time stay the same. Null (and `error` set) when
  // it cannot be read.
  std::shared_ptr<const fx::ParsedDocument> parsed(const File& f, std::string& error);
  // Forgets parses of files not in `files` (the last choice).
  void keepOnly(const std::vector<File>& files);
  // A folder's listing is read again at the next choose() (the watcher saw it change). Thread-safe.
  void invalidate(const std::string& dir);
  // Folders whose listing is never kept (they are not watched: polled instead). Thread-safe.
  void setUnwatched(const std::set<std::string>& dirs);

 private:
  std::vector<File> listing(const std::string& dir);
  Limits limits_;
  sys::Mutex mu_;                                      // guards the two below (the watcher's thread invalidates)
  std::map<std::string, std::vector<File>> listings_;  // dump-looking files per watched folder, while unchanged
  std::set<std::string> unwatched_;
  struct Cached {
    File stamp;
    std::shared_ptr<const fx::ParsedDocument> parsed;
  };
  std::map<std::string, Cached> parsed_;  // by path (the analysis worker only)
};

}  // namespace fxl
