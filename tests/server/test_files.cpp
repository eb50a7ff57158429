// The file system as the server and the CLI use it (server/platform/files.h): POSIX calls that WebAssembly has too,
// checked here against std::filesystem, which the native build has and which the code used before: the same walk
// (order, links not entered, folders skipped on request, the stop), the same status, the same path text.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "platform/files.h"
#include "temp_tree.h"

namespace fs = std::filesystem;

namespace {

using TempTree = testsupport::TempTree;

// A tree with files, nested folders, a hidden folder, and links to a folder, to a file and to nothing.
void populate(const TempTree& t) {
  t.add("a.txt", "12345");
  t.add("sub/b.py");
  t.add("sub/deeper/c.log");
  t.add(".hidden/d.txt");
  t.add("skipme/e.txt");
  fs::create_directory_symlink(fs::path(t.path()) / "sub", fs::path(t.path()) / "link-to-sub");
  fs::create_symlink(fs::path(t.path()) / "a.txt", fs::path(t.path()) / "link-to-a.txt");
  fs::create_symlink(fs::path(t.path()) / "gone", fs::path(t.path()) / "dangling");
}

struct Seen {
  std::string path;
  bool directory, regular;
  bool operator==(const Seen&) const = default;
};

std::vector<Seen> reference(const std::string& root, const std::set<std::string>& skip) {
  std::vector<Seen> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec)) {
    std::error_code e;
    const bool dir = it->is_directory(e), reg = it->is_regular_file(e);
    out.push_back({it->path().string(), dir, reg});
    if (dir && skip.count(it->path().filename().string())) it.disable_recursion_pending();
  }
  return out;
}

}  // namespace

TEST_CASE("files: the walk visits what std::filesystem's recursive iterator visits, in its order", "[files]") {
  TempTree t;
  populate(t);
  for (const std::set<std::string>& skip : {std::set<std::string>{}, std::set<std::string>{"skipme", ".hidden"}}) {
    std::vector<Seen> seen;
    const bool read = sys::walkFolder(t.path(), [&](const sys::WalkEntry& e) {
      seen.push_back({e.path, e.directory, e.regular});
      CHECK(e.name == fs::path(e.path).filename().string());
      return e.directory && skip.count(e.name) ? sys::WalkStep::Skip : sys::WalkStep::Enter;
    });
    CHECK(read);
    CHECK(seen == reference(t.path(), skip));
    CHECK(seen.size() == (skip.empty() ? 12u : 10u));  // the link to sub is seen but not entered
  }
}

TEST_CASE("files: the walk stops when told, and says when the root cannot be read", "[files]") {
  TempTree t;
  populate(t);
  int visited = 0;
  CHECK(sys::walkFolder(t.path(), [&](const sys::WalkEntry&) { return ++visited == 3 ? sys::WalkStep::Stop : sys::WalkStep::Enter; }));
  CHECK(visited == 3);
  std::string error;
  CHECK_FALSE(sys::walkFolder(t.path() + "/no-such-folder", [](const sys::WalkEntry&) { return sys::WalkStep::Enter; }, &error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("files: status and listings", "[files]") {
  TempTree t;
  populate(t);
  const auto a = sys::fileStatus(t.path() + "/a.txt");
  REQUIRE(a);
  CHECK((a->regular && !a->directory && a->size == 5));
  const auto viaLink = sys::fileStatus(t.path() + "/link-to-a.txt");
  REQUIRE(viaLink);
  CHECK((viaLink->device == a->device && viaLink->inode == a->inode));  // links followed: the same file
  CHECK(sys::isDirectory(t.path() + "/link-to-sub"));
  CHECK(sys::isRegularFile(t.path() + "/sub/b.py"));
  CHECK_FALSE(sys::fileStatus(t.path() + "/dangling"));
  CHECK_FALSE(sys::isDirectory(t.path() + "/a.txt"));
  // Modification times in nanoseconds: 1.5 s apart as set.
  const auto when = fs::last_write_time(t.path() + "/a.txt");
  fs::last_write_time(t.path() + "/sub/b.py", when + std::chrono::milliseconds(1500));
  CHECK(sys::fileStatus(t.path() + "/sub/b.py")->mtimeNs - sys::fileStatus(t.path() + "/a.txt")->mtimeNs == 1500000000);
  const auto names = sys::folderNames(t.path());
  REQUIRE(names);
  std::set<std::string> expected;
  for (const auto& e : fs::directory_iterator(t.path())) expected.insert(e.path().filename().string());
  CHECK(std::set<std::string>(names->begin(), names->end()) == expected);
  std::string error;
  CHECK_FALSE(sys::folderNames(t.path() + "/a.txt", &error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("files: path text as std::filesystem's lexical operations have it", "[files]") {
  for (const char* p : {"/a/b/c.txt", "/a//b/./c.txt", "/a/b/../c.txt", "/a/b/..", "/..", "/../a", "/", "//a", "/a/./",
                        "/a/b/.", "a/b/../../..", "a/./b", "./a", "../x/.."}) {
    INFO(p);
    std::string reference = fs::path(p).lexically_normal().string();
    if (reference.size() > 1 && reference.back() == '/') reference.pop_back();
    if (reference.empty()) reference = ".";
    CHECK(sys::normalPath(p) == reference);
  }
  for (const char* p : {"/a/b.txt", "/b.txt", "b.txt", "a/b", "/a/b/"}) {
    INFO(p);
    CHECK(sys::parentPath(p) == fs::path(p).parent_path().string());
  }
  CHECK(sys::fileName("/a/b.txt") == "b.txt");
  CHECK(sys::fileName("b.txt") == "b.txt");
  CHECK(sys::joinPath("/a", "b") == "/a/b");
  CHECK(sys::joinPath("/", "b") == "/b");
  CHECK(sys::joinPath("/a/", "b") == "/a/b");
}
