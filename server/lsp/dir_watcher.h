// Watching the folders that hold open documents' siblings, with inotify: a change on disk is reported when it
// happens, and an idle server does no work at all (polling a folder of 100k files every 2 s cost a fifth of a
// core). A folder that cannot be watched (inotify's watch limit, another file system) is left to the caller,
// which polls it with back-off.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>

#include "platform/sync.h"

namespace fxl {

class DirWatcher {
 public:
  // Called on the watcher's thread with the folder and the name of the entry that changed (created, written,
  // moved, deleted); `name` is empty when the folder itself went away or events were lost.
  using OnChange = std::function<void(const std::string& dir, const std::string& name)>;
  explicit DirWatcher(OnChange onChange);
  ~DirWatcher();
  DirWatcher(const DirWatcher&) = delete;
  DirWatcher& operator=(const DirWatcher&) = delete;

  // Watches exactly these folders from now on. Returns the ones that cannot be watched.
  std::set<std::string> watch(const std::set<std::string>& dirs);

 private:
  void loop();
  OnChange onChange_;
  int inotify_ = -1;
  int wake_[2] = {-1, -1};  // a pipe that ends the thread
  sys::Mutex mu_;
  std::map<int, std::string> dirOf_;  // watch descriptor → folder
  std::map<std::string, int> wdOf_;
  sys::Thread thread_;
};

}  // namespace fxl
