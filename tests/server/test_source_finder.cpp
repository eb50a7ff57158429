// The workspace walk behind go to definition from a `# File:` comment (source_finder.h), on real folders made in
// the system's temporary folder: the longest path suffix wins, tool and build folders are not looked in, the walk
// stops at its bound (said once) and is not repeated until reset().
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "source_finder.h"
#include "temp_tree.h"

namespace fs = std::filesystem;
using fxl::SourceFinder;

namespace {

using TempTree = testsupport::TempTree;

std::string find(SourceFinder& f, std::string_view dumpPath) {
  bool boundHit = false;
  return f.find(dumpPath, boundHit);
}

}  // namespace

TEST_CASE("source finder: the file sharing the longest path suffix wins", "[source_finder]") {
  TempTree t;
  const std::string x = t.add("x/model.py"), proj = t.add("proj/model.py"), deep = t.add("a/b/proj/model.py");
  SourceFinder f;
  f.setRoots({t.path("x"), t.path("proj")});
  CHECK(find(f, "/other/machine/proj/model.py") == proj);
  CHECK(find(f, "/other/machine/x/model.py") == x);
  CHECK(find(f, "/other/machine/proj/unknown.py").empty());
  f.setRoots({t.path()});
  CHECK(find(f, "/home/u/a/b/proj/model.py") == deep);
  CHECK(find(f, "/home/u/x/model.py") == x);
}

TEST_CASE("source finder: hidden, dependency, cache and build folders are not looked in", "[source_finder]") {
  TempTree t;
  const std::string plain = t.add("src/model.py");
  for (const char* skipped : {".hidden", "node_modules", "__pycache__", "build", "build-asan"}) {
    INFO(skipped);
    // A file only a skipped folder holds, and one sharing a longer suffix than the plain file does.
    t.add(std::string(skipped) + "/only_there.py");
    t.add(std::string(skipped) + "/src/model.py");
  }
  t.add("proj/node_modules/pkg/nested_only.py");
  SourceFinder f;
  f.setRoots({t.path()});
  CHECK(find(f, "/m/only_there.py").empty());
  CHECK(find(f, "/m/proj/node_modules/pkg/nested_only.py").empty());
  CHECK(find(f, "/m/node_modules/src/model.py") == plain);
  CHECK(find(f, "/m/.hidden/src/model.py") == plain);
  CHECK(find(f, "/m/build/src/model.py") == plain);
}

TEST_CASE("source finder: the walk stops at its bound, says so once and is not repeated", "[source_finder]") {
  TempTree t;
  // Roots are walked in order: `late` comes after the 60 entries of `big`, past a bound of 50.
  for (int i = 0; i < 60; ++i) t.add("big/f" + std::to_string(i) + ".py");
  const std::string late = t.add("late/late_model.py");
  const std::vector<std::string> roots = {t.path("big"), t.path("late")};

  SourceFinder unbounded;  // the control: the default bound reaches it
  CHECK(unbounded.maxEntries() == SourceFinder::kMaxEntries);
  unbounded.setRoots(roots);
  bool boundHit = true;
  CHECK(unbounded.find("/m/late/late_model.py", boundHit) == late);
  CHECK_FALSE(boundHit);

  SourceFinder f(50);
  CHECK(f.maxEntries() == 50);
  f.setRoots(roots);
  boundHit = false;
  CHECK(f.find("/m/late/late_model.py", boundHit).empty());
  CHECK(boundHit);
  // `big` now fits in the bound: a second walk would find `late`, the kept result does not.
  for (int i = 0; i < 55; ++i) fs::remove(t.path("big/f" + std::to_string(i) + ".py"));
  boundHit = true;
  CHECK(f.find("/m/late/late_model.py", boundHit).empty());
  CHECK_FALSE(boundHit);  // said once
  int kept = 0;  // the files walked before the bound, kept though most are gone from disk now
  for (int i = 0; i < 60; ++i) kept += !find(f, "/m/big/f" + std::to_string(i) + ".py").empty();
  CHECK(kept == 50);

  f.reset();
  CHECK(f.find("/m/late/late_model.py", boundHit) == late);
  CHECK_FALSE(boundHit);
}

TEST_CASE("source finder: reset() makes the next find walk again", "[source_finder]") {
  TempTree t;
  t.add("proj/model.py");
  SourceFinder f;
  f.setRoots({t.path()});
  CHECK(find(f, "/m/proj/model.py") == t.path("proj/model.py"));
  const std::string added = t.add("proj/added.py");
  CHECK(find(f, "/m/proj/added.py").empty());  // the files are kept from the first walk
  f.reset();
  CHECK(find(f, "/m/proj/added.py") == added);
}

TEST_CASE("source finder: setRoots() makes the next find walk the new roots", "[source_finder]") {
  TempTree t;
  const std::string a = t.add("a/model.py"), b = t.add("b/other.py");
  SourceFinder f;
  f.setRoots({t.path("a")});
  CHECK(find(f, "/m/a/model.py") == a);
  CHECK(find(f, "/m/b/other.py").empty());
  f.setRoots({t.path("b")});
  CHECK(find(f, "/m/b/other.py") == b);
  CHECK(find(f, "/m/a/model.py").empty());
}
