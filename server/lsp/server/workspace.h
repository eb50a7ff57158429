// The documents the server analyzes: the client's open documents (their live text), their sibling dump files
// on disk that are not open (read-only: a backward's forward often sits next to it unopened), and the user's
// explicit pairings. Analysis runs on a worker thread, debounced; readers get the latest finished Analyzed.
#pragma once

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "position.h"
#include "snapshot.h"

namespace fxl {

// One finished analysis, with what the edge needs to speak LSP about it.
struct Analyzed {
  explicit Analyzed(fx::Analysis a) : snap(std::move(a)) {}
  Snapshot snap;
  std::vector<std::string> uris;        // per document of snap: its URI
  std::vector<bool> open;               // per document: open in the client (else a sibling read from disk)
  std::vector<int> versions;            // per document: the client's version analyzed (-1 for siblings)
  std::vector<lsp::LineIndex> lines;    // per document, over the analyzed text
  uint64_t generation = 0;              // of the inputs it was made from

  int docOf(std::string_view uri) const;  // -1 when the URI is not part of it
};

// file:///a/b%20c.txt <-> /a/b c.txt. Non-file URIs map to "" (they have no siblings on disk).
std::string uriToPath(std::string_view uri);
std::string pathToUri(std::string_view path);

class Workspace {
 public:
  struct Options {
    std::chrono::milliseconds debounce{10};
    size_t maxSiblings = 64;
    uintmax_t maxSiblingBytes = uintmax_t{64} << 20;
    // Siblings are also watched by polling (not every client sends workspace/didChangeWatchedFiles).
    std::chrono::milliseconds poll{2000};
  };
  using Listener = std::function<void(std::shared_ptr<const Analyzed>)>;

  explicit Workspace(Options o);
  ~Workspace();
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;

  // Called whenever an analysis finishes (on the worker thread).
  void onAnalyzed(Listener l);

  // Inputs. Each call schedules a re-analysis.
  void setOpen(const std::string& uri, std::string text, int version);
  void setClosed(const std::string& uri);
  void pair(const std::string& uriA, const std::string& uriB);  // explicit pairing (fxlens.pairWith)
  void filesChanged();                                          // siblings on disk may have changed

  // The latest finished analysis (null before the first one).
  std::shared_ptr<const Analyzed> current() const;
  // The latest analysis, waiting up to `timeout` for one that covers every input change made so far.
  std::shared_ptr<const Analyzed> fresh(std::chrono::milliseconds timeout) const;

 private:
  struct OpenDoc {
    std::string text;
    int version = 0;
  };
  void schedule();
  void run();
  std::shared_ptr<const Analyzed> analyzeNow(uint64_t generation);

  // Sibling files as last read, by path: read again only when their size or modification time changed.
  struct Cached {
    std::filesystem::file_time_type mtime;
    uintmax_t size = 0;
    std::string text;
  };
  void addMagiPartnerDirs(const std::string& path, std::set<std::string>& dirs) const;
  std::string siblingText(const std::filesystem::path& p, uintmax_t size);
  std::map<std::string, Cached> siblingCache_;  // touched by the worker only
  // The sibling files an analysis would read now (path, size, mtime), for the given folders and open paths.
  using SiblingStamp = std::tuple<std::string, uintmax_t, std::filesystem::file_time_type>;
  std::vector<SiblingStamp> siblingStamps(const std::set<std::string>& dirs, const std::set<std::string>& openPaths) const;
  std::vector<SiblingStamp> lastStamps_;  // of the last analysis (worker only)
  // Parses of the last analysis by path, reused while the text is the same (worker only).
  std::map<std::string, std::shared_ptr<const fx::ParsedDocument>> parseCache_;
  std::set<std::string> lastDirs_, lastOpenPaths_;

  Options opt_;
  mutable std::mutex mu_;
  mutable std::condition_variable cv_;      // worker wakeups and "fresh analysis" waiters
  std::map<std::string, OpenDoc> open_;     // by URI
  std::map<std::string, std::string> pairKey_;  // URI → pairing key
  uint64_t generation_ = 0;                 // bumped by every input change
  std::chrono::steady_clock::time_point due_{};
  bool stop_ = false;
  std::shared_ptr<const Analyzed> current_;
  std::vector<Listener> listeners_;
  std::thread worker_;
};

}  // namespace fxl
