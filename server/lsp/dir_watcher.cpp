#include "dir_watcher.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <map>
#include <vector>

#include "platform/sync.h"

namespace fxl {

namespace {

constexpr uint32_t kEvents = IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO |
                             IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;

class InotifyWatcher final : public DirWatcher {
 public:
  explicit InotifyWatcher(OnChange onChange);
  ~InotifyWatcher() override;
  InotifyWatcher(const InotifyWatcher&) = delete;
  InotifyWatcher& operator=(const InotifyWatcher&) = delete;
  std::set<std::string> watch(const std::set<std::string>& dirs) override;

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

InotifyWatcher::InotifyWatcher(OnChange onChange) : onChange_(std::move(onChange)) {
  inotify_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (inotify_ < 0) return;
  if (::pipe2(wake_, O_CLOEXEC) != 0) {
    ::close(inotify_);
    inotify_ = -1;
    return;
  }
  thread_ = sys::Thread([this] { loop(); });
}

InotifyWatcher::~InotifyWatcher() {
  if (thread_.joinable()) {
    char c = 0;
    while (::write(wake_[1], &c, 1) < 0 && errno == EINTR) {
    }
    thread_.join();
  }
  for (int fd : {inotify_, wake_[0], wake_[1]})
    if (fd >= 0) ::close(fd);
}

std::set<std::string> InotifyWatcher::watch(const std::set<std::string>& dirs) {
  sys::Lock lock(mu_);
  if (inotify_ < 0) return dirs;
  for (auto it = wdOf_.begin(); it != wdOf_.end();) {
    if (dirs.count(it->first)) {
      ++it;
      continue;
    }
    ::inotify_rm_watch(inotify_, it->second);
    dirOf_.erase(it->second);
    it = wdOf_.erase(it);
  }
  std::set<std::string> unwatched;
  for (const std::string& d : dirs) {
    if (wdOf_.count(d)) continue;
    int wd = ::inotify_add_watch(inotify_, d.c_str(), kEvents);
    if (wd < 0) {
      unwatched.insert(d);
      continue;
    }
    wdOf_[d] = wd;
    dirOf_[wd] = d;
  }
  return unwatched;
}

void InotifyWatcher::loop() {
  alignas(inotify_event) char buf[16384];
  for (;;) {
    pollfd p[2] = {{inotify_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
    if (::poll(p, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    if (p[1].revents) return;
    ssize_t n = ::read(inotify_, buf, sizeof buf);
    if (n <= 0) continue;
    std::vector<std::pair<std::string, std::string>> changes;
    {
      sys::Lock lock(mu_);
      for (char* at = buf; at < buf + n;) {
        const auto* e = reinterpret_cast<const inotify_event*>(at);
        at += sizeof(inotify_event) + e->len;
        if (e->mask & IN_Q_OVERFLOW) {  // events were lost: every folder may have changed
          for (const auto& [wd, dir] : dirOf_) changes.emplace_back(dir, "");
          continue;
        }
        auto it = dirOf_.find(e->wd);
        if (it == dirOf_.end()) continue;
        changes.emplace_back(it->second, e->len ? std::string(e->name) : std::string());
        if (e->mask & IN_IGNORED) {  // the folder is gone (or unwatched): watch() adds it again if it returns
          wdOf_.erase(it->second);
          dirOf_.erase(it);
        }
      }
    }
    for (const auto& [dir, name] : changes) onChange_(dir, name);
  }
}

}  // namespace

std::unique_ptr<DirWatcher> watchFolders(DirWatcher::OnChange onChange) {
  return std::make_unique<InotifyWatcher>(std::move(onChange));
}

}  // namespace fxl
