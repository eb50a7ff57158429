// The documents the server analyzes: the client's open documents (their live text), their sibling dump files
// on disk that are not open (read-only: a backward's forward often sits next to it unopened), and the user's
// explicit pairings. Analysis runs on a worker thread, debounced; readers get the latest finished Analyzed. Or,
// host-driven (Options::hostDriven, the WebAssembly server), on no thread of its own: the host calls pump() when
// it is idle, and a reader that needs the latest edits analysed has them analysed at once (fresh()).
#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "dir_watcher.h"
#include "fx/memo.h"
#include "file_uri.h"
#include "platform/sync.h"
#include "position.h"
#include "siblings.h"
#include "snapshot.h"
#include "text_store.h"

namespace fxl {

// One finished analysis, with what the edge needs to speak LSP about it.
struct Analyzed {
  explicit Analyzed(fx::Analysis a) : snap(std::move(a)) {}
  Snapshot snap;
  std::vector<std::string> uris;        // per document of snap: its URI
  std::vector<bool> open;               // per document: open in the client (else a sibling read from disk)
  std::vector<int> versions;            // per document: the client's version analyzed (-1 for siblings)
  std::vector<lsp::LineIndex> lines;    // per document, over the analyzed text
  std::vector<std::string> notes;       // for the log: siblings left out, files that could not be read
  uint64_t generation = 0;              // of the inputs it was made from
  // How long each stage of making it took, in order, for the trace ("parse 12 ms, ..."): where an edit's time goes.
  std::vector<std::pair<const char*, double>> stageMs;

  int docOf(std::string_view uri) const;  // -1 when the URI is not part of it
};

class Workspace {
 public:
  struct Options {
    // After a change by the client: what it sends together (a session restored, several edits written at once) is
    // analysed once; a change that comes while an analysis runs waits for it and joins the next one anyway.
    std::chrono::milliseconds debounce{2};
    // After a change on disk: a file being written changes many times.
    std::chrono::milliseconds diskDebounce{250};
    Siblings::Limits siblings;
    // Folders inotify cannot watch are polled, every `poll` at first and less often while nothing changes (the
    // interval doubles up to `maxPoll`).
    std::chrono::milliseconds poll{2000};
    std::chrono::milliseconds maxPoll{60000};
    // No worker thread and no watcher (every folder is polled): the host calls pump() (docs/ARCHITECTURE.md).
    bool hostDriven = false;
  };
  using Listener = std::function<void(std::shared_ptr<const Analyzed>)>;

  explicit Workspace(Options o);
  ~Workspace();
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;

  // Called whenever an analysis finishes (on the worker thread, or host-driven in pump() and fresh()).
  void onAnalyzed(Listener l);

  // What a didChange did to a document (change()).
  enum class Changed {
    NotOpen,         // nothing: the document is not open
    Edited,          // its text: it is what it was (a printout, or a model source)
    BecameSource,    // a Python printout edited into something else: no longer analysed (its diagnostics are stale)
    BecamePrintout,  // a Python model source edited into a printout: analysed from now on
  };

  // The client's documents (didOpen / didChange / didClose), kept in the one text store. Each change schedules a
  // re-analysis. change() is NotOpen and close() false (and they change nothing) for a document that is not open.
  void open(lsp::TextDocumentItem item);  // by value: the text is moved into the store
  Changed change(const lsp::DidChangeTextDocumentParams& params, lsp::Encoding enc);
  bool close(const std::string& uri);
  bool isOpen(std::string_view uri) const;
  std::optional<int> versionOf(std::string_view uri) const;  // nullopt when not open
  // Calls f(document) with the open document (null when not open), the store locked meanwhile.
  template <class F>
  auto withDocument(std::string_view uri, F f) const {
    sys::Lock lock(mu_);
    return f(store_.find(uri));
  }
  // Python model sources (opened as `python` and not an FX printout) are kept in the same store but apart: they
  // are not analysed as dumps, their edits schedule nothing, and only the source lenses and hovers read them. An
  // edit of a Python document's head asks again (a printout pasted into an empty `graph.py`, or cut out of it).
  bool isSource(std::string_view uri) const;
  // The open model sources: URI → local path (the URI itself when it is not a file).
  std::map<std::string, std::string> sources() const;
  // Is every open document a model source (no dump open, so nothing is or will be analysed)?
  bool onlySources() const;
  void pair(const std::string& uriA, const std::string& uriB);  // explicit pairing (fxlens.pairWith)
  void filesChanged();  // siblings on disk may have changed (workspace/didChangeWatchedFiles)

  // The latest finished analysis (null before the first one).
  std::shared_ptr<const Analyzed> current() const;
  // The latest analysis, waiting up to `timeout` for one that covers every input change made so far. Host-driven:
  // that analysis is made now, if it was not yet.
  std::shared_ptr<const Analyzed> fresh(std::chrono::milliseconds timeout);
  // Is an analysis running now?
  bool analyzing() const;
  // Host-driven: does what is due (the analysis of inputs whose debounce has passed, a poll of the sibling folders)
  // and returns how long until something else will be (nullopt: nothing until the inputs change).
  std::optional<std::chrono::milliseconds> pump();

 private:
  void schedule(std::chrono::milliseconds debounce);
  void setSource(const std::string& uri, bool source);  // under mu_
  void run();  // the worker
  void analyzeOnce(sys::UniqueLock& lock);
  bool polling() const;  // under mu_: are there folders to poll?
  void dropping(const std::string& uri);  // under mu_: before the store lets go of a document's text
  // Under mu_: may an edit be written into a shared text (TextStore::change)? Forgets the older analyses no one
  // holds any more.
  bool noOneReadsTexts();
  void pollSiblings();
  // What one analysis reads: per document its parse, URI, whether open and the client's version (-1 for
  // siblings), and what the log should hear.
  struct Inputs {
    std::vector<fx::ParsedInput> inputs;
    std::vector<std::string> uris;
    std::vector<bool> open;
    std::vector<int> versions;
    std::vector<std::optional<lsp::LineIndex>> lineIndexes;  // the store's, for an open document's text
    std::set<std::string> dirs, openPaths;  // the folders siblings are looked for in; the open documents' paths
    std::vector<std::string> notes;
    void add(std::shared_ptr<const fx::ParsedDocument> p, std::string uri, bool isOpen, int version) {
      inputs.push_back({std::move(p), {}});
      uris.push_back(std::move(uri));
      open.push_back(isOpen);
      versions.push_back(version);
      lineIndexes.emplace_back();
    }
  };
  void addOpenDocuments(Inputs& in);
  void addSiblings(Inputs& in);
  // `previous`: the last analysis, let go (its lent graphs given back first).
  std::shared_ptr<const Analyzed> analyzeNow(uint64_t generation, std::shared_ptr<const Analyzed> previous);
  std::shared_ptr<const Analyzed> analyzeSafely(uint64_t generation, std::shared_ptr<const Analyzed> previous);
  void addMagiPartnerDirs(const std::string& path, std::set<std::string>& dirs) const;
  void onDiskChange(const std::string& dir, const std::string& name);
  bool polledSiblingsChanged();

  // Worker only: what the last analysis read, to see changes in folders that are polled, and the parses of open
  // documents, reused while their text is the same.
  Siblings siblings_;
  std::vector<Siblings::File> lastSiblings_;
  std::set<std::string> lastDirs_, lastOpenPaths_, unwatched_;
  std::map<std::string, std::shared_ptr<const fx::ParsedDocument>> parseCache_;
  fx::AnalysisMemo memo_;  // what analyses learned of graphs an edit did not read again
  std::chrono::milliseconds pollEvery_{0};  // 0: nothing to poll
  std::chrono::steady_clock::time_point nextPoll_{};  // host-driven: when pump() polls next
  size_t lastInputBytes_ = 0;
  bool shrunk_ = false;  // the last analysis read much less than the one before

  Options opt_;
  mutable sys::Mutex mu_;
  mutable sys::CondVar cv_;                 // worker wakeups and "fresh analysis" waiters
  lsp::TextStore store_;                    // the client's open documents, by URI
  std::map<std::string, std::string> pairKey_;  // URI → pairing key
  uint64_t generation_ = 0;                 // bumped by every input change
  std::chrono::steady_clock::time_point due_{};
  uint64_t done_ = 0;                       // the generation last analysed (or tried)
  bool stop_ = false;
  bool analyzing_ = false;
  std::shared_ptr<const Analyzed> current_;
  // The published analysis, withdrawn by an edit written into the text it views: no request reads it, the next
  // analysis lets it go (and takes its lent graphs back) as it does current_.
  std::shared_ptr<const Analyzed> withdrawn_;
  // Analyses no longer published that a reader still held when they were let go (a render on the job runner
  // draws from the analysis it started with): they view the texts as they were, so no edit is written into a text
  // while one of them lives (noOneReadsTexts).
  std::vector<std::weak_ptr<const Analyzed>> stillRead_;  // under mu_
  std::vector<Listener> listeners_;
  std::set<std::string, std::less<>> sources_;  // under mu_: URIs of the open Python model sources (isSource)
  std::set<std::string> writtenOver_;  // under mu_: parse keys whose cached parse views a buffer let go (dropping)
  std::set<std::string> openPaths_;  // under mu_: changes to these on disk come through the client
  std::set<std::string> watchedDirs_;  // under mu_: the folders siblings are read from
  sys::Thread worker_;
  // On a thread of their own, so that the worker takes the next edit sooner (inline when host-driven): the last
  // analysis freed.
  struct Tidy {
    std::shared_ptr<const Analyzed> letGo;
    bool releaseMemory = false;  // much less is held than before: hand freed memory back to the system
  };
  static void tidy(Tidy t);
  void handToTidy(Tidy t, sys::UniqueLock& lock);
  void giveBackGraphs(const std::shared_ptr<const Analyzed>& previous);
  void letGo(std::shared_ptr<const Analyzed> previous);  // to the tidy thread
  void tidyLoop();
  sys::CondVar tidyCv_;
  std::deque<Tidy> tidyQueue_;  // under mu_
  int lettingGo_ = 0;           // under mu_: analyses queued to be freed (the next analysis waits for them)
  sys::Thread tidier_;
  std::unique_ptr<DirWatcher> watcher_;  // last: its thread calls onDiskChange while the rest exists
};

}  // namespace fxl
