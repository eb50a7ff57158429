#include "inputs.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <set>

#include "fx/dump_names.h"
#include "fx/read_file.h"
#include "platform/files.h"

namespace cli {

namespace {

// A folder's text dump files (dump_names.h), in it and in its subfolders (a tlparse output folder, a magi_depyf
// run), sorted; hidden folders are skipped, and at most kMaxFolderFiles are taken, saying so.
constexpr size_t kMaxFolderFiles = 20000;
std::vector<std::string> folderFiles(const std::string& dir) {
  std::vector<std::string> inside;
  std::string error;
  const bool read = sys::walkFolder(dir, [&](const sys::WalkEntry& e) {
    if (e.directory && !e.name.empty() && e.name[0] == '.') return sys::WalkStep::Skip;
    if (!e.regular || !fx::dumps::isTextDumpName(e.name)) return sys::WalkStep::Enter;
    if (inside.size() == kMaxFolderFiles) {
      std::cerr << "fxlens: " << dir << ": more than " << kMaxFolderFiles << " files; the rest are left out\n";
      return sys::WalkStep::Stop;
    }
    inside.push_back(e.path);
    return sys::WalkStep::Enter;
  }, &error);
  if (!read) std::cerr << "fxlens: " << dir << ": " << error << "\n";
  std::sort(inside.begin(), inside.end());
  return inside;
}

// Which file a name means, to read each file once: the file itself (device and inode) when it can be looked at,
// else the name with `.` and `..` folded.
std::string fileKey(const std::string& f) {
  if (const auto st = sys::fileStatus(f)) return std::to_string(st->device) + ":" + std::to_string(st->inode);
  return sys::normalPath(f);
}

}  // namespace

// The files the command line names: a folder stands for its dump files (folderFiles), "-" for standard input. A
// file named twice (or once directly and once through its folder, or through a link) is read once.
std::vector<std::string> inputFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  auto add = [&](const std::string& f) {
    if (seen.insert(f == "-" ? f : fileKey(f)).second) out.push_back(f);
    else std::cerr << "fxlens: " << f << " is named more than once; read once\n";
  };
  for (const auto& p : paths) {
    if (p == "-" || !sys::isDirectory(p)) {
      add(p);
      continue;
    }
    for (const std::string& f : folderFiles(p)) add(f);
  }
  return out;
}

// Their total size as stat gives it, before they are read (standard input and what cannot be stat'ed count 0).
size_t inputBytes(const std::vector<std::string>& files) {
  size_t total = 0;
  for (const auto& f : files)
    if (const auto st = f == "-" ? std::nullopt : sys::fileStatus(f); st && st->regular)
      total += static_cast<size_t>(st->size);
  return total;
}

// Reads them (read_file.h: bounded, never waiting on a FIFO without a writer); each one that cannot be read is
// reported on stderr, with why, and left out.
std::vector<fx::SourceFile> readInputs(const std::vector<std::string>& files) {
  std::vector<fx::SourceFile> out;
  for (const auto& f : files) {
    fx::ReadResult r = fx::readSourceFile(f == "-" ? "/dev/stdin" : f);
    if (r.ok) out.push_back({f == "-" ? "<stdin>" : f, std::move(r.text)});
    else std::cerr << "fxlens: " << (f == "-" ? "<stdin>" : f) << ": " << r.error << "\n";
  }
  return out;
}

bool writeOutput(const std::string& out, const std::string& data, const char* command) {
  const bool toStdout = out == "-";
  int fd = toStdout ? 1 : ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  int err = fd < 0 ? errno : 0;
  for (size_t done = 0; err == 0 && done < data.size();) {
    ssize_t w = ::write(fd, data.data() + done, data.size() - done);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) err = errno;
    else done += static_cast<size_t>(w);
  }
  if (!toStdout && fd >= 0 && ::close(fd) != 0 && err == 0) err = errno;  // NFS reports some errors at close
  if (err == 0) return true;
  std::cerr << command << ": cannot write " << (toStdout ? "standard output" : out) << ": " << std::strerror(err) << "\n";
  return false;
}

}  // namespace cli
