#include "workspace.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "fx/dump_names.h"
#include "fx/scan.h"

namespace fxl {

namespace fs = std::filesystem;

int Analyzed::docOf(std::string_view uri) const {
  for (int i = 0; i < static_cast<int>(uris.size()); ++i)
    if (uris[i] == uri) return i;
  return -1;
}

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

std::string uriToPath(std::string_view uri) {
  constexpr std::string_view scheme = "file://";
  if (uri.substr(0, scheme.size()) != scheme) return "";
  std::string_view rest = uri.substr(scheme.size());
  size_t slash = rest.find('/');  // skip an authority (`file://host/...`); local files have none
  if (slash == std::string_view::npos) return "";
  rest = rest.substr(slash);
  std::string out;
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] == '%' && i + 2 < rest.size() && hexValue(rest[i + 1]) >= 0 && hexValue(rest[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hexValue(rest[i + 1]) * 16 + hexValue(rest[i + 2])));
      i += 2;
    } else {
      out.push_back(rest[i]);
    }
  }
  return out;
}

std::string pathToUri(std::string_view path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out = "file://";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') out.push_back(static_cast<char>(c));
    else out += {'%', hex[c >> 4], hex[c & 15]};
  }
  return out;
}

Workspace::Workspace(Options o) : opt_(o) { worker_ = std::thread([this] { run(); }); }

Workspace::~Workspace() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  worker_.join();
}

void Workspace::onAnalyzed(Listener l) {
  std::lock_guard<std::mutex> lock(mu_);
  listeners_.push_back(std::move(l));
}

void Workspace::setOpen(const std::string& uri, std::string text, int version) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    open_[uri] = {std::move(text), version};
  }
  schedule();
}

void Workspace::setClosed(const std::string& uri) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    open_.erase(uri);
  }
  schedule();
}

void Workspace::pair(const std::string& uriA, const std::string& uriB) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    std::string key = uriA < uriB ? uriA + "\n" + uriB : uriB + "\n" + uriA;
    pairKey_[uriA] = key;
    pairKey_[uriB] = key;
  }
  schedule();
}

void Workspace::filesChanged() { schedule(); }

void Workspace::schedule() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    ++generation_;
    due_ = std::chrono::steady_clock::now() + opt_.debounce;
  }
  cv_.notify_all();
}

std::shared_ptr<const Analyzed> Workspace::current() const {
  std::lock_guard<std::mutex> lock(mu_);
  return current_;
}

std::shared_ptr<const Analyzed> Workspace::fresh(std::chrono::milliseconds timeout) const {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait_for(lock, timeout,
               [&] { return stop_ || generation_ == 0 || (current_ && current_->generation >= generation_); });
  return current_;
}

void Workspace::run() {
  std::unique_lock<std::mutex> lock(mu_);
  uint64_t done = 0;
  while (true) {
    if (!cv_.wait_for(lock, opt_.poll, [&] { return stop_ || generation_ != done; })) {
      // Nothing new from the client: did a sibling on disk change, appear or go?
      lock.unlock();
      bool changed = siblingStamps(lastDirs_, lastOpenPaths_) != lastStamps_;
      lock.lock();
      if (changed) ++generation_;
      continue;
    }
    if (stop_) return;
    // Debounce: wait until no input changed for `debounce`.
    while (!stop_ && std::chrono::steady_clock::now() < due_) cv_.wait_until(lock, due_);
    if (stop_) return;
    uint64_t gen = generation_;
    lock.unlock();
    std::shared_ptr<const Analyzed> result = analyzeNow(gen);
    lock.lock();
    done = gen;
    if (!current_ || result->generation >= current_->generation) current_ = result;
    std::vector<Listener> ls = listeners_;
    lock.unlock();
    cv_.notify_all();
    for (auto& l : ls) l(result);
    lock.lock();
  }
}

std::vector<Workspace::SiblingStamp> Workspace::siblingStamps(const std::set<std::string>& dirs,
                                                               const std::set<std::string>& openPaths) const {
  std::vector<SiblingStamp> out;
  for (const std::string& dir : dirs) {
    std::error_code ec;
    std::vector<SiblingStamp> found;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path p = it->path();
      std::error_code fe;
      if (!it->is_regular_file(fe) || openPaths.count(p.string())) continue;
      if (!fx::dumps::looksLikeDumpName(p.filename().string())) continue;
      uintmax_t size = it->file_size(fe);
      if (fe || size > opt_.maxSiblingBytes) continue;
      auto mtime = it->last_write_time(fe);
      if (fe) continue;
      found.emplace_back(p.string(), size, mtime);
    }
    std::sort(found.begin(), found.end());
    for (auto& f : found) {
      if (out.size() >= opt_.maxSiblings) break;
      out.push_back(std::move(f));
    }
  }
  return out;
}

// A magi_depyf timeline file's partner is in another event's folder of the same submodule (dump_names.h).
void Workspace::addMagiPartnerDirs(const std::string& path, std::set<std::string>& dirs) const {
  fx::dumps::MagiPartnerPlaces places;
  if (!fx::dumps::magiPartnerPlaces(path, places)) return;
  std::error_code ec;
  size_t added = 0;
  for (fs::directory_iterator it(places.filesDir, ec), end; !ec && it != end && added < opt_.maxSiblings; it.increment(ec)) {
    if (!places.holds(it->path().filename().string())) continue;
    fs::path sub = it->path() / places.submodule;
    std::error_code fe;
    if (fs::is_directory(sub, fe)) dirs.insert(sub.string()), ++added;
  }
}

std::string Workspace::siblingText(const fs::path& p, uintmax_t size) {
  std::error_code ec;
  auto mtime = fs::last_write_time(p, ec);
  auto it = siblingCache_.find(p.string());
  if (!ec && it != siblingCache_.end() && it->second.mtime == mtime && it->second.size == size) return it->second.text;
  std::string text = readText(p);
  if (!ec) siblingCache_[p.string()] = {mtime, size, text};
  return text;
}

std::shared_ptr<const Analyzed> Workspace::analyzeNow(uint64_t generation) {
  std::vector<fx::SourceFile> files;
  std::vector<std::string> uris;
  std::vector<bool> isOpen;
  std::vector<int> versions;
  std::set<std::string> dirs, openPaths;
  {
    std::lock_guard<std::mutex> lock(mu_);
    for (const auto& [uri, d] : open_) {
      std::string path = uriToPath(uri);
      auto pk = pairKey_.find(uri);
      files.push_back({path.empty() ? uri : path, d.text, pk == pairKey_.end() ? std::string() : pk->second});
      uris.push_back(uri);
      isOpen.push_back(true);
      versions.push_back(d.version);
      if (!path.empty()) {
        openPaths.insert(path);
        dirs.insert(fs::path(path).parent_path().string());
        addMagiPartnerDirs(path, dirs);
      }
    }
  }
  // Siblings on disk: dump-looking files next to an open document, not open themselves.
  lastDirs_ = dirs;
  lastOpenPaths_ = openPaths;
  lastStamps_ = siblingStamps(dirs, openPaths);
  for (const auto& [path, size, mtime] : lastStamps_) {
    files.push_back({path, siblingText(path, size)});
    uris.push_back(pathToUri(path));
    isOpen.push_back(false);
    versions.push_back(-1);
  }
  // Parse only what changed since the last analysis.
  std::map<std::string, std::shared_ptr<const fx::ParsedDocument>> cache;
  std::vector<fx::ParsedInput> inputs;
  inputs.reserve(files.size());
  for (auto& f : files) {
    auto it = parseCache_.find(f.path);
    std::shared_ptr<const fx::ParsedDocument> p;
    if (it != parseCache_.end() && it->second->doc.text == f.text) p = it->second;
    else p = fx::parseFile({f.path, std::move(f.text)});
    cache[f.path] = p;
    inputs.push_back({p, std::move(f.pairKey)});
  }
  parseCache_ = std::move(cache);
  auto out = std::make_shared<Analyzed>(fx::analyze(inputs));
  out->uris = std::move(uris);
  out->open = std::move(isOpen);
  out->versions = std::move(versions);
  out->generation = generation;
  const auto& docs = out->snap.analysis().docs;
  out->lines.reserve(docs.size());
  for (const auto& d : docs) out->lines.emplace_back(d.text);
  return out;
}

}  // namespace fxl
