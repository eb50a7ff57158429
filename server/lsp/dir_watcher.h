// Watching the folders that hold open documents' siblings, with inotify: a change on disk is reported when it
// happens, and an idle server does no work at all (polling a folder of 100k files every 2 s cost a fifth of a
// core). A folder that cannot be watched (inotify's watch limit, another file system) is left to the caller,
// which polls it with back-off.
#pragma once

#include <functional>
#include <memory>
#include <set>
#include <string>

namespace fxl {

class DirWatcher {
 public:
  // Called on the watcher's thread with the folder and the name of the entry that changed (created, written,
  // moved, deleted); `name` is empty when the folder itself went away or events were lost.
  using OnChange = std::function<void(const std::string& dir, const std::string& name)>;
  virtual ~DirWatcher() = default;
  // Watches exactly these folders from now on. Returns the ones that cannot be watched.
  virtual std::set<std::string> watch(const std::set<std::string>& dirs) = 0;
};

// A watcher with a thread of its own (dir_watcher.cpp: inotify); null where changes on disk cannot be watched at
// all (WebAssembly, dir_watcher_wasi.cpp), so that every folder is polled.
std::unique_ptr<DirWatcher> watchFolders(DirWatcher::OnChange onChange);

}  // namespace fxl
