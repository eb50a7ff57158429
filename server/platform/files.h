// The file system as the server and the command line use it: stat, folder listings and walks, path text. Written
// over the POSIX calls that wasi-libc has too (opendir, readdir, fstatat), so that the native build and the
// WebAssembly one run the same code, and every native test of siblings, the source finder and the CLI's folder
// walk covers what WebAssembly runs (libc++ for WASI has no std::filesystem; a second implementation for it alone
// would be tested only there). Paths are POSIX: '/'-separated, absolute ones from '/'.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sys {

struct FileStatus {
  bool regular = false, directory = false;
  uint64_t size = 0;
  int64_t mtimeNs = 0;       // last modification, nanoseconds since the epoch
  uint64_t device = 0, inode = 0;  // which file it is (two paths to one file have the same)
};

// stat(2): links followed. Nullopt when the path cannot be looked at (missing, no permission).
std::optional<FileStatus> fileStatus(const std::string& path);
bool isDirectory(const std::string& path);
bool isRegularFile(const std::string& path);

// The names in a folder ('.' and '..' left out), in the order the system lists them. Nullopt, with `error` set
// when given, when the folder cannot be read.
std::optional<std::vector<std::string>> folderNames(const std::string& dir, std::string* error = nullptr);

// One entry met by walkFolder: its path, its name, and what it is with links followed.
struct WalkEntry {
  std::string path, name;
  bool directory = false, regular = false;
};
enum class WalkStep { Enter, Skip, Stop };  // into a folder (ignored for a file), not into it, no further at all
// Visits everything under `root`, depth first in listing order, as std::filesystem::recursive_directory_iterator
// does: a folder is visited before what it holds, and `visit` says whether to go in. A folder reached through a
// symbolic link is not entered; one that cannot be read is skipped. False, with `error` set when given, when
// `root` itself cannot be read.
bool walkFolder(const std::string& root, const std::function<WalkStep(const WalkEntry&)>& visit,
                std::string* error = nullptr);

// Path text, no file system involved. normalPath folds "//", "." and ".." ("/a/./b/../c/" → "/a/c"; ".." above
// the root stays at the root) and drops a trailing '/'; a relative path stays relative.
std::string normalPath(std::string_view path);
std::string parentPath(std::string_view path);  // "/a/b.txt" → "/a", "/b.txt" → "/", "b.txt" → ""
std::string fileName(std::string_view path);    // "/a/b.txt" → "b.txt"
std::string joinPath(std::string_view dir, std::string_view name);  // "/a" + "b" → "/a/b", "/" + "b" → "/b"

// Gives the pipe on `fd`, when it is one, the biggest buffer an unprivileged process may ask for (1 MiB by
// default, where Linux gives 64 KiB): a 14 MB didOpen then crosses in 14 turns of writer and reader, not 220
// (the turns were a fifth of opening a 100k-node log in the language server). Does nothing where pipes cannot be
// resized (other systems, WebAssembly) or when the system says no.
void widenPipe(int fd);

}  // namespace sys
