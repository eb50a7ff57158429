#include "files.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace sys {

namespace {

FileStatus statusOf(const struct stat& st) {
  FileStatus s;
  s.regular = S_ISREG(st.st_mode);
  s.directory = S_ISDIR(st.st_mode);
  s.size = static_cast<uint64_t>(st.st_size);
  s.mtimeNs = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
  s.device = static_cast<uint64_t>(st.st_dev);
  s.inode = static_cast<uint64_t>(st.st_ino);
  return s;
}

struct DirCloser {
  void operator()(DIR* d) const { ::closedir(d); }
};
using Dir = std::unique_ptr<DIR, DirCloser>;

Dir openFolder(const std::string& dir, std::string* error) {
  Dir d(::opendir(dir.c_str()));
  if (!d && error) *error = std::strerror(errno);
  return d;
}

bool dotOrDotDot(const char* name) { return name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2])); }

// What an entry is, links followed: the listing's type when it says (no stat needed: a folder may hold 100k files),
// else stat. `link` tells a symbolic link, which a walk does not enter.
void entryType(const dirent& e, const std::string& path, WalkEntry& out, bool& link) {
  link = e.d_type == DT_LNK;
  if (e.d_type == DT_DIR || e.d_type == DT_REG) {
    out.directory = e.d_type == DT_DIR;
    out.regular = e.d_type == DT_REG;
    return;
  }
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return;
  out.directory = S_ISDIR(st.st_mode);
  out.regular = S_ISREG(st.st_mode);
  if (!link && e.d_type == DT_UNKNOWN) {
    struct stat lst;
    link = ::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode);
  }
}

// Returns false to stop the whole walk.
bool walkInto(const std::string& dir, const std::function<WalkStep(const WalkEntry&)>& visit, Dir d) {
  while (const dirent* e = ::readdir(d.get())) {
    if (dotOrDotDot(e->d_name)) continue;
    WalkEntry entry{joinPath(dir, e->d_name), e->d_name};
    bool link = false;
    entryType(*e, entry.path, entry, link);
    const WalkStep step = visit(entry);
    if (step == WalkStep::Stop) return false;
    if (step != WalkStep::Enter || !entry.directory || link) continue;
    if (Dir sub = openFolder(entry.path, nullptr))
      if (!walkInto(entry.path, visit, std::move(sub))) return false;
  }
  return true;
}

}  // namespace

std::optional<FileStatus> fileStatus(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;
  return statusOf(st);
}

bool isDirectory(const std::string& path) {
  const auto s = fileStatus(path);
  return s && s->directory;
}

bool isRegularFile(const std::string& path) {
  const auto s = fileStatus(path);
  return s && s->regular;
}

std::optional<std::vector<std::string>> folderNames(const std::string& dir, std::string* error) {
  Dir d = openFolder(dir, error);
  if (!d) return std::nullopt;
  std::vector<std::string> names;
  while (const dirent* e = ::readdir(d.get()))
    if (!dotOrDotDot(e->d_name)) names.emplace_back(e->d_name);
  return names;
}

bool walkFolder(const std::string& root, const std::function<WalkStep(const WalkEntry&)>& visit, std::string* error) {
  Dir d = openFolder(root, error);
  if (!d) return false;
  walkInto(root, visit, std::move(d));
  return true;
}

std::string normalPath(std::string_view path) {
  const bool absolute = !path.empty() && path.front() == '/';
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    const size_t slash = path.find('/');
    const std::string_view part = path.substr(0, slash);
    path.remove_prefix(slash == std::string_view::npos ? path.size() : slash + 1);
    if (part.empty() || part == ".") continue;
    if (part != "..") parts.push_back(part);
    else if (!parts.empty() && parts.back() != "..") parts.pop_back();
    else if (!absolute) parts.push_back(part);
  }
  std::string out = absolute ? "/" : "";
  for (size_t i = 0; i < parts.size(); ++i) (out += i ? "/" : "") += parts[i];
  return out.empty() ? "." : out;
}

std::string parentPath(std::string_view path) {
  const size_t slash = path.rfind('/');
  if (slash == std::string_view::npos) return "";
  return slash == 0 ? "/" : std::string(path.substr(0, slash));
}

std::string fileName(std::string_view path) {
  const size_t slash = path.rfind('/');
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string joinPath(std::string_view dir, std::string_view name) {
  std::string out(dir);
  if (!out.empty() && out.back() != '/') out += '/';
  return out + std::string(name);
}

void widenPipe(int fd) {
#ifdef F_SETPIPE_SZ
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode)) return;
  int most = 1 << 20;
  if (FILE* f = std::fopen("/proc/sys/fs/pipe-max-size", "r")) {
    if (std::fscanf(f, "%d", &most) != 1) most = 1 << 20;
    std::fclose(f);
  }
  static_cast<void>(::fcntl(fd, F_SETPIPE_SZ, std::min(most, 1 << 20)));  // a refusal leaves the pipe as it was
#else
  static_cast<void>(fd);
#endif
}

}  // namespace sys
