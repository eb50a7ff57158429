// The snapshot's lookups are built on first use (the server publishes diagnostics before them): the occurrences a
// graph at a time, associations by node at once. Readers on several threads that all ask at once get one of each,
// the same as a snapshot built and read on one thread.
#include <catch2/catch.hpp>

#include <thread>

#include "corpus.h"
#include "snapshot.h"

namespace {

fxl::Snapshot snapshotOf(const std::string& path) {
  return fxl::Snapshot(fx::analyze({{fx::parseFile(path, std::make_shared<const std::string>(testsupport::readText(path))), {}}}));
}

// Every offset's occurrence and each node's occurrences, as text.
std::string lookups(const fxl::Snapshot& s) {
  std::string out;
  const auto& text = s.analysis().docs[0].text;
  for (uint32_t off = 0; off < text.size(); off += 7)
    if (auto o = s.at(0, off)) out += std::to_string(off) + ":" + std::to_string(o->node.graph) + "/" + std::to_string(o->node.node) + " ";
  for (const fxl::Occurrence& o : s.occurrences(0))
    out += std::to_string(s.occurrencesOf(o.node).size()) + (s.associationOf(o.node) ? "a" : "") + "/" +
           std::to_string(s.consumersOf(o.node).size()) + ",";
  return out;
}

}  // namespace

TEST_CASE("snapshot: the occurrence index is built once, by whichever reader comes first", "[snapshot]") {
  const std::string path = testsupport::corpusPath("torch113/big_transformer/aot_default/bwd.code.txt");
  const std::string expected = lookups(snapshotOf(path));
  REQUIRE(expected.size() > 1000);
  const fxl::Snapshot shared = snapshotOf(path);
  std::vector<std::string> got(4);
  std::vector<std::thread> readers;
  for (size_t t = 0; t < got.size(); ++t) readers.emplace_back([&, t] { got[t] = lookups(shared); });
  shared.prepare();  // built by one more thread, racing the readers
  for (auto& r : readers) r.join();
  for (const std::string& g : got) CHECK(g == expected);
}

// A later snapshot of the same parse takes the timelines already computed (the very objects); one of a parse that
// read the printouts again (new serials) computes its own, the same.
TEST_CASE("snapshot: memory timelines are kept for graphs a later analysis still has unchanged", "[snapshot]") {
  const std::string path = testsupport::corpusPath("torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt");
  const auto text = std::make_shared<const std::string>(testsupport::readText(path));
  const auto parsed = fx::parseFile(path, text);
  fxl::Snapshot first(fx::analyze({{parsed, {}}}));
  int forward = -1;
  for (int g = 0; g < static_cast<int>(first.analysis().graphs.size()); ++g)
    if (first.analysis().graphs[g].role == fx::Role::Forward) forward = g;
  REQUIRE(forward >= 0);
  const auto timeline = first.memoryOf(forward);
  REQUIRE(timeline);
  REQUIRE(first.timelinesToKeep().size() == 1);

  fxl::Snapshot same(fx::analyze({{parsed, {}}}));
  same.inheritMemory(first.timelinesToKeep());
  CHECK(same.memoryOf(forward) == timeline);

  fxl::Snapshot readAgain(fx::analyze({{fx::parseFile(path, text), {}}}));
  readAgain.inheritMemory(first.timelinesToKeep());
  const auto own = readAgain.memoryOf(forward);
  REQUIRE(own);
  CHECK(own != timeline);
  CHECK(own->forward.bytes == timeline->forward.bytes);
  CHECK(own->heldForBackward == timeline->heldForBackward);
  CHECK(own->points.size() == timeline->points.size());
}
