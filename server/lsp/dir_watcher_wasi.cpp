// Watching folders in WebAssembly (dir_watcher.h): WASI has no inotify, nor any other way to hear of changes on
// disk, so there is no watcher; the workspace polls every folder, and the client's workspace/didChangeWatchedFiles
// reaches it too.
#include "dir_watcher.h"

namespace fxl {

std::unique_ptr<DirWatcher> watchFolders(DirWatcher::OnChange) { return nullptr; }

}  // namespace fxl
