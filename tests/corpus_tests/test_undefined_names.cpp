// The `undefined-name` error (fx/diagnostics.cpp) flags an argument that names no node of its graph. Real
// printouts never do that: every printout of the corpus, read on its own, gets none (a false positive would be an
// error in the user's editor on a dump that is fine).
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "corpus.h"
#include "fx/analysis.h"

TEST_CASE("undefined names: none in any printout of the corpus", "[corpus][diagnostics]") {
  namespace fs = std::filesystem;
  int files = 0, graphs = 0;
  for (const auto& e : fs::recursive_directory_iterator(testsupport::corpusPath(""))) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".txt" && ext != ".py" && ext != ".log")) continue;
    const std::string path = e.path().string();
    fx::Analysis a = fx::analyze({{path, testsupport::readText(path)}});
    ++files;
    graphs += static_cast<int>(a.graphs.size());
    for (const fx::Diagnostic& d : a.diagnostics) {
      INFO(path << ": " << d.message);
      CHECK(d.code != "undefined-name");
    }
  }
  CHECK(files > 1000);
  CHECK(graphs > 1000);
}
