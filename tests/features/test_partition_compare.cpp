// Two partitions of one model side by side (features/partition_compare.h), on torch 2.15's mincut_vs_default case:
// the default partitioner saves 8 tensors (696 B, as the run measured), min-cut 5 (456 B) and recomputes sin and cos.
#include <catch2/catch.hpp>

#include "corpus.h"
#include "features/partition_compare.h"

using namespace testsupport;

namespace {

fxl::Snapshot load(const std::vector<std::string>& rel) {
  std::vector<fx::SourceFile> files;
  for (const auto& r : rel) files.push_back({r, readText(corpusPath(r))});
  return fxl::Snapshot(fx::analyze(std::move(files)));
}

const std::string kCase = "torch2gen/2.15.0/mincut_vs_default/";

}  // namespace

TEST_CASE("compare partitions: the other partition of the same model, side by side", "[compare]") {
  fxl::Snapshot snap = load({kCase + "default/gm/fwd.readable.txt", kCase + "default/gm/bwd.readable.txt",
                             kCase + "mincut/gm/fwd.readable.txt", kCase + "mincut/gm/bwd.readable.txt"});
  const int doc = snap.docByPath(kCase + "default/gm/fwd.readable.txt");
  REQUIRE(doc >= 0);
  const fxl::PartitionCompare c = fxl::comparePartitionsAt(snap, doc, 0);
  REQUIRE(c.error.empty());
  CHECK(snap.analysis().graphs[c.otherGraph].id.find("fwd.readable.txt") != std::string::npos);
  CHECK(snap.analysis().docs[snap.analysis().graphs[c.otherGraph].doc].path == kCase + "mincut/gm/fwd.readable.txt");
  INFO(c.markdown);
  CHECK(c.markdown.find("| held for backward | 400 B | 240 B |") != std::string::npos);
  CHECK(c.markdown.find("| saved tensors' bytes | 696 B | 456 B |") != std::string::npos);
  CHECK(c.markdown.find("| recomputed in the backward | – | `sin`, `cos` |") != std::string::npos);
  CHECK(c.markdown.find("| forward peak | 480 B at `relu` | 320 B at `mul` |") != std::string::npos);
  CHECK(c.markdown.find("A saves 240 B more") != std::string::npos);
  // from the other side, A and B swap
  const int other = snap.docByPath(kCase + "mincut/gm/bwd.readable.txt");
  const fxl::PartitionCompare back = fxl::comparePartitionsAt(snap, other, 0);
  CHECK(back.markdown.find("| held for backward | 240 B | 400 B |") != std::string::npos);
}

TEST_CASE("compare partitions: nothing to compare is said, with the reason", "[compare]") {
  fxl::Snapshot one = load({kCase + "default/gm/fwd.readable.txt", kCase + "default/gm/bwd.readable.txt"});
  CHECK(fxl::comparePartitionsAt(one, 0, 0).error.find("no other partition of this model is open") != std::string::npos);
  // a different model is not "the other partition"
  fxl::Snapshot two = load({kCase + "default/gm/fwd.readable.txt", kCase + "default/gm/bwd.readable.txt",
                            "torch2gen/2.15.0/transformer/gm/fwd.readable.txt", "torch2gen/2.15.0/transformer/gm/bwd.readable.txt"});
  CHECK(!fxl::comparePartitionsAt(two, 0, 0).error.empty());
  CHECK(fxl::comparePartitionsAt(one, 7, 0).error == "no such document");
  // the same partition in another print form (a sibling on disk) is not another partition
  fxl::Snapshot forms = load({kCase + "default/gm/fwd.readable.txt", kCase + "default/gm/bwd.readable.txt",
                              kCase + "default/gm/fwd.code.txt", kCase + "default/gm/bwd.code.txt"});
  CHECK(fxl::comparePartitionsAt(forms, 0, 0).error.find("no other partition") != std::string::npos);
  const std::string onlyOne = fxl::comparePartitionsAt(one, 0, 0).error;
  CHECK(onlyOne.find("only one forward/backward partition of it is analysed (`fwd.readable.txt#1` and "
                     "`bwd.readable.txt#1`)") != std::string::npos);
}

TEST_CASE("compare partitions: a joint copy beside a pair is no other partition, and a joint alone is none",
          "[compare]") {
  // The default partition's pair and the min-cut run's joint (a copy of the same computation, partitioned by no
  // one): nothing to compare with (it was compared, "A saves ... more").
  fxl::Snapshot withJoint = load({kCase + "default/gm/fwd.readable.txt", kCase + "default/gm/bwd.readable.txt",
                                  kCase + "mincut/gm/joint.readable.txt"});
  CHECK(fxl::comparePartitionsAt(withJoint, 0, 0).error.find("no other partition of this model is open") !=
        std::string::npos);
  fxl::Snapshot jointOnly = load({kCase + "mincut/gm/joint.readable.txt"});
  CHECK(fxl::comparePartitionsAt(jointOnly, 0, 0).error.find("no forward/backward pair in this document") !=
        std::string::npos);
}
