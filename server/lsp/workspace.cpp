#include "workspace.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <new>
#include <utility>

#include "fx/bytes.h"
#include "fx/detect.h"
#include "fx/dump_names.h"
#include "platform/files.h"
#include "platform/heap.h"

namespace fxl {

int Analyzed::docOf(std::string_view uri) const {
  for (int i = 0; i < static_cast<int>(uris.size()); ++i)
    if (uris[i] == uri) return i;
  return -1;
}

Workspace::Workspace(Options o) : siblings_(o.siblings), opt_(o) {
  if (opt_.hostDriven) return;  // one thread: the host calls pump(), and every folder is polled
  watcher_ = watchFolders([this](const std::string& dir, const std::string& name) {
    onDiskChange(dir, name);
  });
  worker_ = sys::Thread([this] { run(); });
  tidier_ = sys::Thread([this] { tidyLoop(); });
}

Workspace::~Workspace() {
  {
    sys::Lock lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  tidyCv_.notify_all();
  if (worker_.joinable()) worker_.join();
  if (tidier_.joinable()) tidier_.join();
}

void Workspace::onAnalyzed(Listener l) {
  sys::Lock lock(mu_);
  listeners_.push_back(std::move(l));
}

// The parse cache's key for an open document: its path (uriToPath), or its URI when it names no file.
static std::string parseKey(const std::string& uri, const std::string& path) { return path.empty() ? uri : path; }

// A document opened as `python` is the model's own source, unless it is an FX printout itself (depyf and
// torch_compile_debug write graphs as .py files, which clients other than VS Code open as `python`).
static bool isModelSource(std::string_view languageId, std::string_view text, const std::string& uri) {
  return languageId == "python" && fx::detectPrintout(text, uriToPath(uri)).verdict != fx::Verdict::Printout;
}

void Workspace::open(lsp::TextDocumentItem item) {
  const bool source = isModelSource(item.languageId, item.text, item.uri);  // reads the text's head: outside the lock
  const std::string uri = item.uri;
  {
    sys::Lock lock(mu_);
    dropping(uri);  // when it was open already
    store_.open(std::move(item));
    if (source) {
      sources_.insert(uri);
      return;
    }
    sources_.erase(uri);
    if (std::string path = uriToPath(uri); !path.empty()) openPaths_.insert(path);
  }
  schedule(opt_.debounce);
}

// A Python document is asked again what it is when the edit reached its head (all detection reads: the first
// kDetectHeadBytes, and whether there is more), so that typing in a long model file past it costs nothing.
Workspace::Changed Workspace::change(const lsp::DidChangeTextDocumentParams& params, lsp::Encoding enc) {
  const std::string& uri = params.textDocument.uri;
  bool wasSource = false;
  std::optional<std::string> head;
  {
    sys::Lock lock(mu_);
    size_t unchangedBefore = 0;
    const lsp::TextDocument* before = store_.find(uri);
    const std::string* textBefore = before ? &before->text() : nullptr;
    const bool readersDone = noOneReadsTexts();
    if (!store_.change(params, enc, &unchangedBefore, readersDone)) return Changed::NotOpen;
    // The text the published analysis views may have been edited in place: no request may read it from now on.
    if (readersDone && &store_.find(uri)->text() != textBefore && current_) withdrawn_ = std::exchange(current_, nullptr);
    wasSource = sources_.contains(uri);
    const lsp::TextDocument& d = *store_.find(uri);
    if (d.languageId == "python" && unchangedBefore <= fx::kDetectHeadBytes) head.emplace(fx::detectionHead(d.text()));
  }
  const bool source = head ? isModelSource("python", *head, uri) : wasSource;  // outside the lock, as in open()
  if (source != wasSource) {
    sys::Lock lock(mu_);
    setSource(uri, source);
  }
  if (source && wasSource) return Changed::Edited;  // a model source's edits change no analysis
  schedule(opt_.debounce);
  return source == wasSource ? Changed::Edited : source ? Changed::BecameSource : Changed::BecamePrintout;
}

// Moves an open document between the model sources and the analysed documents. The one thread that reads the
// client's messages opens, changes and closes documents, so it is still open here.
void Workspace::setSource(const std::string& uri, bool source) {
  const std::string path = uriToPath(uri);
  if (source) {
    sources_.insert(uri);
    openPaths_.erase(path);
  } else {
    sources_.erase(uri);
    if (!path.empty()) openPaths_.insert(path);
  }
}

bool Workspace::close(const std::string& uri) {
  {
    sys::Lock lock(mu_);
    dropping(uri);
    if (!store_.close(uri)) return false;
    if (sources_.erase(uri)) return true;
    openPaths_.erase(uriToPath(uri));
  }
  schedule(opt_.debounce);
  return true;
}

// Under mu_: the store is about to let go of `uri`'s text. When an edit was written into the text the last parse
// views, that parse views the buffer let go: it must not be read again (not even compared with a text opened
// anew), so the next analysis parses the document afresh.
void Workspace::dropping(const std::string& uri) {
  const lsp::TextDocument* d = store_.find(uri);
  if (d && d->wroteOverShared()) writtenOver_.insert(parseKey(uri, uriToPath(uri)));
}

bool Workspace::isSource(std::string_view uri) const {
  sys::Lock lock(mu_);
  return sources_.contains(uri);
}

bool Workspace::onlySources() const {
  sys::Lock lock(mu_);
  return store_.size() == sources_.size();
}

std::map<std::string, std::string> Workspace::sources() const {
  sys::Lock lock(mu_);
  std::map<std::string, std::string> out;
  for (const std::string& uri : sources_) {
    std::string path = uriToPath(uri);
    out[uri] = path.empty() ? uri : path;
  }
  return out;
}

bool Workspace::isOpen(std::string_view uri) const {
  sys::Lock lock(mu_);
  return store_.find(uri) != nullptr;
}

std::optional<int> Workspace::versionOf(std::string_view uri) const {
  sys::Lock lock(mu_);
  const lsp::TextDocument* d = store_.find(uri);
  return d ? std::optional<int>(d->version) : std::nullopt;
}

void Workspace::pair(const std::string& uriA, const std::string& uriB) {
  {
    sys::Lock lock(mu_);
    std::string key = uriA < uriB ? uriA + "\n" + uriB : uriB + "\n" + uriA;
    pairKey_[uriA] = key;
    pairKey_[uriB] = key;
  }
  schedule(opt_.debounce);
}

void Workspace::filesChanged() {
  std::set<std::string> dirs;
  {
    sys::Lock lock(mu_);
    dirs = watchedDirs_;
  }
  for (const auto& d : dirs) siblings_.invalidate(d);
  schedule(opt_.diskDebounce);
}

// From the watcher's thread: a dump-looking name changed in a folder the analysis reads.
void Workspace::onDiskChange(const std::string& dir, const std::string& name) {
  if (!name.empty() && !fx::dumps::looksLikeDumpName(name)) return;
  siblings_.invalidate(dir);
  {
    sys::Lock lock(mu_);
    // An open document saved: its text comes from the client, and the folder's listing does not hold it.
    if (!name.empty() && openPaths_.count(sys::joinPath(dir, name))) return;
  }
  schedule(opt_.diskDebounce);
}

void Workspace::schedule(std::chrono::milliseconds debounce) {
  {
    sys::Lock lock(mu_);
    ++generation_;
    due_ = std::max(due_, std::chrono::steady_clock::now() + debounce);
  }
  cv_.notify_all();
}

// Under mu_. Will anyone read the open documents' texts as they are now, other than the re-parse (which reads only
// the span an edit reports, and moves the rest by offset)? Not the worker when it is not analysing (it reads
// texts only then, and it holds the lock when it starts and stops), and not a request when none holds the
// published analysis (they take it under the lock, and the store's own text only under the lock) nor an older
// one it took before (stillRead_). An analysis being freed holds a text but reads none of it.
bool Workspace::noOneReadsTexts() {
  if (analyzing_ || (current_ && current_.use_count() > 1)) return false;
  std::erase_if(stillRead_, [](const std::weak_ptr<const Analyzed>& a) { return a.expired(); });
  if (!stillRead_.empty()) return false;
  std::atomic_thread_fence(std::memory_order_acquire);  // pairs with the release of a request's last hold
  return true;
}

std::shared_ptr<const Analyzed> Workspace::current() const {
  sys::Lock lock(mu_);
  return current_;
}

bool Workspace::analyzing() const {
  sys::Lock lock(mu_);
  return analyzing_;
}

std::shared_ptr<const Analyzed> Workspace::fresh(std::chrono::milliseconds timeout) {
  sys::UniqueLock lock(mu_);
  // Host-driven, nothing else would analyse while we wait: the latest inputs are analysed now, debounced or not
  // (once: an analysis that failed is not tried again until the inputs change).
  if (opt_.hostDriven) {
    if (!stop_ && generation_ != done_) analyzeOnce(lock);
    return current_;
  }
  cv_.wait_for(lock, timeout,
               [&] { return stop_ || generation_ == 0 || (current_ && current_->generation >= generation_); });
  return current_;
}

// The worker: waits for input changes (or for the next poll of folders inotify cannot watch, less often while
// nothing changes), lets them settle for their debounce, and analyses.
void Workspace::run() {
  sys::UniqueLock lock(mu_);
  while (true) {
    // Folders inotify watches need no polling: an idle server waits without a timeout.
    auto changed = [&] { return stop_ || generation_ != done_; };
    if (!polling()) {
      cv_.wait(lock, changed);
    } else if (!cv_.wait_for(lock, pollEvery_, changed)) {
      lock.unlock();
      pollSiblings();
      lock.lock();
      continue;
    }
    if (stop_) return;
    // Debounce: wait until no input changed for its debounce.
    while (!stop_ && std::chrono::steady_clock::now() < due_) cv_.wait_until(lock, due_);
    if (stop_) return;
    analyzeOnce(lock);
  }
}

// Host-driven: what the worker would have done by now. The wait it returns is until the pending analysis is due
// or the next poll, whichever is first.
std::optional<std::chrono::milliseconds> Workspace::pump() {
  using std::chrono::steady_clock;
  sys::UniqueLock lock(mu_);
  if (stop_) return std::nullopt;
  if (generation_ != done_ && steady_clock::now() >= due_) {
    analyzeOnce(lock);
  } else if (polling() && steady_clock::now() >= nextPoll_) {
    lock.unlock();
    pollSiblings();
    lock.lock();
    nextPoll_ = steady_clock::now() + pollEvery_;
  }
  std::optional<steady_clock::time_point> next;
  if (generation_ != done_) next = due_;
  if (polling()) next = std::min(next.value_or(nextPoll_), nextPoll_);
  if (!next) return std::nullopt;
  const auto wait = std::chrono::ceil<std::chrono::milliseconds>(*next - steady_clock::now());
  return std::max(wait, std::chrono::milliseconds(0));
}

bool Workspace::polling() const { return !unwatched_.empty() && pollEvery_.count() > 0; }

// Would the siblings in polled folders read now differ from the last analysis's? Then the inputs changed (at
// once: the change is on disk already), and the folders are polled again soon; else less often.
void Workspace::pollSiblings() {
  const bool diskChanged = polledSiblingsChanged();
  sys::Lock lock(mu_);
  pollEvery_ = diskChanged ? opt_.poll : std::min(pollEvery_ * 2, opt_.maxPoll);
  if (diskChanged) ++generation_;
}

// One analysis of the current inputs, published to the listeners. Called with `lock` held; it is released while
// the analysis runs and while the listeners are called, and held again on return.
void Workspace::analyzeOnce(sys::UniqueLock& lock) {
  const uint64_t gen = generation_;
  analyzing_ = true;
  // The last analysis is let go before the next one is made: holding both doubled the graphs in memory at every
  // edit's peak (a 138 MB log's, parsed and analysed, twice), and without its copies the parse of an edited
  // document moves the old parse's graphs rather than copying them (reparseFile). Requests meanwhile wait for the
  // new one (fresh(), bounded; a request's own document changed anyway); one that holds the old analysis already
  // keeps it until it has answered. The one before that must be freed by now: on a busy machine the tidy thread
  // fell behind, and each analysis it still held kept a text of the document (a 1M-node log's peak went from
  // 550 MB to 1 GB).
  cv_.wait(lock, [&] { return stop_ || lettingGo_ == 0; });
  if (stop_) {
    analyzing_ = false;
    return;
  }
  std::shared_ptr<const Analyzed> previous = current_ ? std::exchange(current_, nullptr) : std::exchange(withdrawn_, nullptr);
  if (previous.use_count() > 1) stillRead_.push_back(previous);  // a request still reads it
  lock.unlock();
  std::shared_ptr<const Analyzed> result = analyzeSafely(gen, std::move(previous));
  lock.lock();
  analyzing_ = false;
  done_ = gen;
  nextPoll_ = std::chrono::steady_clock::now() + pollEvery_;  // host-driven: polled folders were just read
  if (!result) return;
  current_ = result;
  std::vector<Listener> ls = listeners_;
  lock.unlock();
  cv_.notify_all();
  for (auto& l : ls) l(result);
  // Held no longer than it takes to publish: while this holds it, an edit copies the text it views
  // (noOneReadsTexts), and a client answers diagnostics with its next edit at once.
  result.reset();
  lock.lock();
  handToTidy({nullptr, shrunk_}, lock);
}

// The open documents' parses lent their graphs to the analysis (no copy of a 1M-node log's graphs per edit): they
// go back before the parses are read again. Moved when no request holds the analysis any more, else copied. The
// rest of it is freed on the tidy thread (its associations and diagnostics are many small blocks) once the parse
// is done (letGo).
void Workspace::giveBackGraphs(const std::shared_ptr<const Analyzed>& previous) {
  if (!previous) return;
  if (previous.use_count() == 1) {
    std::atomic_thread_fence(std::memory_order_acquire);  // pairs with the release of the last other holder
    fx::Analysis& a = const_cast<fx::Analysis&>(previous->snap.analysis());
    fx::returnLentGraphs(a);
    a.parsed.clear();  // the parses are the cache's alone again: an edited one is given up to its re-parse
  } else {
    fx::returnLentGraphs(previous->snap.analysis());
  }
}

void Workspace::letGo(std::shared_ptr<const Analyzed> previous) {
  if (!previous) return;
  sys::UniqueLock lock(mu_);
  handToTidy({std::move(previous), false}, lock);
}

// Called with `lock` held. Host-driven, there is no tidy thread: done here, the lock released meanwhile.
void Workspace::handToTidy(Tidy t, sys::UniqueLock& lock) {
  if (!t.letGo && !t.releaseMemory) return;
  if (opt_.hostDriven) {
    lock.unlock();
    tidy(std::move(t));
    lock.lock();
    return;
  }
  if (t.letGo) ++lettingGo_;
  tidyQueue_.push_back(std::move(t));
  tidyCv_.notify_one();
}

// Frees an analysis let go; much less held than before (documents closed, a folder left): hands the freed memory
// back to the system (glibc keeps it otherwise). It holds no analysis that is still published: the lookups
// requests need are built when first asked (Snapshot).
void Workspace::tidy(Tidy t) {
  t.letGo.reset();
  if (t.releaseMemory) sys::releaseFreeMemory();
}

void Workspace::tidyLoop() {
  sys::UniqueLock lock(mu_);
  while (true) {
    tidyCv_.wait(lock, [&] { return stop_ || !tidyQueue_.empty(); });
    if (tidyQueue_.empty()) return;  // stopping, nothing left
    Tidy t = std::move(tidyQueue_.front());
    tidyQueue_.pop_front();
    const bool lettingGo = t.letGo != nullptr;
    lock.unlock();
    tidy(std::move(t));
    lock.lock();
    if (lettingGo && --lettingGo_ == 0) cv_.notify_all();
  }
}

// Polled folders (those inotify cannot watch): would the siblings read now differ from the last analysis's?
bool Workspace::polledSiblingsChanged() {
  for (const auto& d : unwatched_) siblings_.invalidate(d);
  return siblings_.choose(lastDirs_, lastOpenPaths_).files != lastSiblings_;
}

// An analysis that cannot get the memory it needs (a huge sibling, a 2 GB address-space limit) must not end the
// server: the open documents get a diagnostic that says what happened, and the next edit tries again.
std::shared_ptr<const Analyzed> Workspace::analyzeSafely(uint64_t generation, std::shared_ptr<const Analyzed> previous) {
  std::string failure;
  try {
    return analyzeNow(generation, std::move(previous));
  } catch (const std::bad_alloc&) {
    failure = "fxlens ran out of memory analyzing the open documents and the dump files beside them";
  } catch (const std::exception& e) {
    failure = std::string("fxlens could not analyze the open documents: ") + e.what();
  }
  parseCache_.clear();
  memo_ = fx::AnalysisMemo();
  siblings_.keepOnly({});
  lastSiblings_.clear();
  sys::releaseFreeMemory();
  try {
    std::vector<fx::SourceFile> files;
    std::vector<std::string> uris;
    std::vector<int> versions;
    {
      sys::Lock lock(mu_);
      for (const std::string& uri : store_.uris()) {
        files.push_back({uri, std::string()});
        uris.push_back(uri);
        versions.push_back(store_.find(uri)->version);
      }
    }
    fx::Analysis a = fx::analyze(std::move(files));
    a.diagnostics.clear();
    for (int d = 0; d < static_cast<int>(a.docs.size()); ++d)
      a.diagnostics.push_back({d, {}, fx::Severity::Error, "analysis-failed", failure + "; edit or reopen to retry", {}});
    auto out = std::make_shared<Analyzed>(std::move(a));
    out->uris = std::move(uris);
    out->open.assign(out->uris.size(), true);
    out->versions = std::move(versions);
    for (size_t i = 0; i < out->uris.size(); ++i) out->lines.emplace_back(std::string_view());
    out->notes.push_back(failure);
    out->generation = generation;
    return out;
  } catch (const std::exception&) {
    return nullptr;  // not even that: no analysis until the next change
  }
}

// A magi_depyf timeline file's partner is in another event's folder of the same submodule (dump_names.h).
void Workspace::addMagiPartnerDirs(const std::string& path, std::set<std::string>& dirs) const {
  fx::dumps::MagiPartnerPlaces places;
  if (!fx::dumps::magiPartnerPlaces(path, places)) return;
  size_t added = 0;
  for (const std::string& name : sys::folderNames(places.filesDir).value_or(std::vector<std::string>{})) {
    if (added >= opt_.siblings.maxFiles) break;
    if (!places.holds(name)) continue;
    const std::string sub = sys::joinPath(sys::joinPath(places.filesDir, name), places.submodule);
    if (sys::isDirectory(sub)) dirs.insert(sub), ++added;
  }
}

// The open documents, shared with the store under the lock and parsed outside it (a parse is reused while the
// text is the same), and the folders their siblings are looked for in.
void Workspace::addOpenDocuments(Inputs& in) {
  struct OpenFile {
    std::string path;
    fx::SharedText text;
    lsp::TextDocument::Edit edit;  // since the text the last analysis read
    std::string pairKey;
  };
  std::vector<OpenFile> openFiles;
  std::set<std::string> writtenOver;
  {
    sys::Lock lock(mu_);
    writtenOver = std::exchange(writtenOver_, {});
    for (const std::string& uri : store_.uris()) {
      if (sources_.contains(uri)) continue;
      lsp::TextDocument& d = *store_.find(uri);
      const std::string path = uriToPath(uri);
      auto pk = pairKey_.find(uri);
      auto [text, edit] = d.shareWithEdit();
      openFiles.push_back({parseKey(uri, path), std::move(text), std::move(edit),
                           pk == pairKey_.end() ? std::string() : pk->second});
      in.add(nullptr, uri, true, d.version);
      in.lineIndexes.back() = d.lines();  // kept by each change: the analysis does not scan the text again
      if (!path.empty()) {
        in.openPaths.insert(path);
        in.dirs.insert(sys::parentPath(path));
        addMagiPartnerDirs(path, in.dirs);
      }
    }
  }
  std::map<std::string, std::shared_ptr<const fx::ParsedDocument>> cache;
  for (size_t k = 0; k < openFiles.size(); ++k) {
    OpenFile& f = openFiles[k];
    auto it = parseCache_.find(f.path);
    // Given up already (two URIs, one path), or its graphs never came back (an analysis that failed): not usable.
    // Nor when an edit was written into its text and the whole text came since, or the document was closed or
    // opened again since: that text may not even be read.
    const bool usable = it != parseCache_.end() && it->second && !it->second->graphsLent &&
                        !f.edit.baseWrittenOver && !writtenOver.contains(f.path);
    const fx::ParsedDocument* old = usable ? it->second.get() : nullptr;
    // How the text changed since the one last parsed: as the store says, when that is the text it means.
    std::optional<fx::TextChange> change;
    if (old && f.edit.base && old->doc.storage() == f.edit.base)
      change = fx::TextChange{f.edit.begin, f.edit.oldEnd, f.edit.newEnd};
    // The same text: the store's unchanged one (shared), or the same bytes sent again whole. Edits that undid
    // each other (typed and taken back) leave the bytes as they were but not the buffer: one written into the
    // parsed text may have grown it into a new one and freed the buffer the old parse views, so that parse is
    // moved onto the new text (a re-parse of an empty span), never kept as it is.
    const bool same = old && (old->doc.storage() == f.text || (!change && old->doc.text == *f.text));
    std::shared_ptr<const fx::ParsedDocument> p;
    if (same) p = it->second;
    // An edit: the old parse is given up (taken out of the cache, which held the only other reference).
    else if (old) p = fx::reparseFile(std::exchange(it->second, nullptr), f.path, std::move(f.text), change);
    else p = fx::parseFile(f.path, std::move(f.text));
    cache[p->doc.path] = p;
    in.inputs[k] = {p, std::move(f.pairKey), /*lend=*/true};  // the cache holds it, for this worker alone
  }
  parseCache_ = std::move(cache);
}

// Siblings on disk: dump-looking files next to an open document, not open themselves, within bounds; their folders
// watched from now on (polled where inotify cannot).
void Workspace::addSiblings(Inputs& in) {
  unwatched_ = watcher_ ? watcher_->watch(in.dirs) : in.dirs;
  siblings_.setUnwatched(unwatched_);
  {
    sys::Lock lock(mu_);
    watchedDirs_ = in.dirs;
    if (unwatched_.empty()) pollEvery_ = std::chrono::milliseconds(0);
    else if (pollEvery_.count() == 0) pollEvery_ = opt_.poll;
  }
  Siblings::Choice chosen = siblings_.choose(in.dirs, in.openPaths);
  in.notes = std::move(chosen.notes);
  for (const Siblings::File& f : chosen.files) {
    std::string error;
    if (auto p = siblings_.parsed(f, error)) in.add(p, pathToUri(f.path), false, -1);
    else in.notes.push_back("fxlens: cannot read " + f.path + ": " + error);
  }
  siblings_.keepOnly(chosen.files);
  lastSiblings_ = std::move(chosen.files);
}

std::shared_ptr<const Analyzed> Workspace::analyzeNow(uint64_t generation, std::shared_ptr<const Analyzed> previous) {
  using Clock = std::chrono::steady_clock;
  std::vector<std::pair<const char*, double>> stageMs;
  Clock::time_point last = Clock::now();
  auto stage = [&](const char* name) {
    const Clock::time_point now = Clock::now();
    stageMs.emplace_back(name, std::chrono::duration<double, std::milli>(now - last).count());
    last = now;
  };
  // Read before the graphs go back: the serials are the graphs'.
  const std::vector<Snapshot::KeptTimeline> timelines = previous ? previous->snap.timelinesToKeep()
                                                                 : std::vector<Snapshot::KeptTimeline>{};
  giveBackGraphs(previous);
  stage("release");
  Inputs in;
  addOpenDocuments(in);
  // The rest of the last analysis is freed once the parse is done: a big log's parse moves its graphs on both
  // cores (reparse.cpp), and the parse allocates little (what the edit touched), so the peak is the same.
  letGo(std::move(previous));
  stage("parse");
  addSiblings(in);
  stage("siblings");
  lastDirs_ = in.dirs;
  lastOpenPaths_ = in.openPaths;
  const size_t before = lastInputBytes_;
  lastInputBytes_ = 0;
  for (const auto& input : in.inputs) lastInputBytes_ += input.parsed->doc.text.size();
  fx::Analysis analysis = fx::analyze(in.inputs, &memo_);
  stage("analysis");
  auto out = std::make_shared<Analyzed>(std::move(analysis));
  out->snap.inheritMemory(timelines);
  stage("index");
  out->uris = std::move(in.uris);
  out->open = std::move(in.open);
  out->versions = std::move(in.versions);
  out->notes = std::move(in.notes);
  out->generation = generation;
  const auto& docs = out->snap.analysis().docs;
  out->lines.reserve(docs.size());
  for (size_t i = 0; i < docs.size(); ++i) {
    // The store's index when it is of this very text (an open document), else one made now.
    std::optional<lsp::LineIndex> kept = i < in.lineIndexes.size() ? std::move(in.lineIndexes[i]) : std::nullopt;
    const bool same = kept && kept->text().data() == docs[i].text.data() && kept->text().size() == docs[i].text.size();
    if (same) out->lines.push_back(std::move(*kept));
    else out->lines.emplace_back(docs[i].text);
  }
  stage("positions");
  out->stageMs = std::move(stageMs);
  shrunk_ = lastInputBytes_ < before / 2;
  return out;
}

}  // namespace fxl
