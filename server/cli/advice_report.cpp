#include "advice_report.h"

#include "fx/bytes.h"
#include "json_writer.h"

namespace cli {

namespace {


void writeNames(JsonWriter& w, const fx::Analysis& a, const std::vector<fx::NodeRef>& refs) {
  w.beginArray();
  for (fx::NodeRef r : refs) w.str(a.nameOf(r));
  w.endArray();
}

void writeStrings(JsonWriter& w, std::string_view key, const std::vector<std::string>& v) {
  w.key(key);
  w.beginArray();
  for (const auto& s : v) w.str(s);
  w.endArray();
}

void writeSources(JsonWriter& w, const fx::Analysis& a, const std::vector<fx::RecomputeSource>& sources) {
  w.key("sources");
  w.beginArray();
  for (const auto& src : sources) {
    w.beginObject();
    w.field("name", a.nameOf(src.node));
    w.field("kind", std::string_view(fx::toString(src.kind)));
    w.endObject();
  }
  w.endArray();
}

void writeOps(JsonWriter& w, const fx::Analysis& a, const std::vector<fx::NodeRef>& ops) {
  w.key("ops");
  w.beginArray();
  for (fx::NodeRef r : ops) {
    w.beginObject();
    w.field("name", a.nameOf(r));
    const fx::Node* n = a.node(r);
    w.field("class", std::string_view(fx::toString(fx::opClass(n ? n->opNameView() : ""))));
    w.endObject();
  }
  w.endArray();
}

void writeBytes(JsonWriter& w, std::string_view key, std::optional<uint64_t> b) {
  w.key(key);
  if (b) w.num(*b);
  else w.null();
}

void writeSwapJson(JsonWriter& w, const fx::Analysis& a, const fx::SwapAdvice& swap) {
  w.key("swap");
  w.beginObject();
  w.field("instead", a.nameOf(swap.instead));
  writeBytes(w, "instead_bytes", swap.insteadBytes);
  writeSources(w, a, swap.sources);
  writeOps(w, a, swap.ops);
  w.endObject();
}

void writeSavedJson(JsonWriter& w, const fx::Analysis& a, const fx::SavedTensorAdvice& s) {
  w.beginObject();
  w.field("name", a.nameOf(s.producer));
  writeBytes(w, "bytes", s.bytes);
  w.key("backward_users");
  writeNames(w, a, s.backwardUsers);
  w.field("candidate", s.candidate);
  if (s.candidate) {
    writeSources(w, a, s.sources);
    writeOps(w, a, s.ops);
  } else {
    w.field("reason", s.reason);
    if (s.swap) writeSwapJson(w, a, *s.swap);
  }
  w.field("advice", fx::describeAdvice(a, s));
  w.endObject();
}

}  // namespace

void writeAdviceText(std::ostream& os, const fx::Analysis& a, const fx::PairAdvice& advice) {
  const auto& p = advice.pair;
  if (p.forward >= 0 && p.backward >= 0)
    os << "recompute advice: " << a.graphs[p.forward].id << " / " << a.graphs[p.backward].id << "\n";
  else
    os << "recompute advice: joint " << (p.joint >= 0 && p.joint < static_cast<int>(a.graphs.size()) ? a.graphs[p.joint].id : "?") << "\n";
  if (!advice.note.empty()) {
    os << "  " << advice.note << "\n";
    return;
  }
  for (const auto& s : advice.saved) {
    os << "  " << a.nameOf(s.producer) << "  " << fx::formatBytes(s.bytes) << "  needed by";
    if (s.backwardUsers.empty()) os << " (no backward user found)";
    for (size_t i = 0; i < s.backwardUsers.size(); ++i) os << (i ? ", " : " ") << a.nameOf(s.backwardUsers[i]);
    os << "\n    " << fx::describeAdvice(a, s) << "\n";
  }
  os << "  " << advice.candidates << " of " << advice.saved.size() << " saved tensors could be recomputed; frees "
     << fx::formatBytes(advice.bytesFreed);
  if (advice.unknownFreed) os << " + " << advice.unknownFreed << " tensors of unknown size";
  if (advice.swaps) os << "; " << advice.swaps << " more if another tensor were saved instead";
  os << "\n";
}

void writeAdviceJson(std::ostream& os, const fx::Analysis& a, const fx::PairAdvice& advice) {
  JsonWriter w(os);
  writeAdviceJson(w, a, advice);
  w.newline();
}

void writeAdviceJson(JsonWriter& w, const fx::Analysis& a, const fx::PairAdvice& advice) {
  w.beginObject();
  const auto& p = advice.pair;
  w.field("forward", p.forward >= 0 ? a.graphs[p.forward].id : std::string());
  w.field("backward", p.backward >= 0 ? a.graphs[p.backward].id : std::string());
  w.field("joint", p.joint >= 0 && p.joint < static_cast<int>(a.graphs.size()) ? a.graphs[p.joint].id : std::string());
  if (!advice.note.empty()) w.field("note", advice.note);
  w.key("saved");
  w.beginArray();
  for (const auto& s : advice.saved) writeSavedJson(w, a, s);
  w.endArray();
  w.field("candidates", advice.candidates);
  w.field("swaps", advice.swaps);
  w.field("bytes_freed", advice.bytesFreed);
  w.field("freed_of_unknown_size", advice.unknownFreed);
  w.endObject();
}

void writeComparisonText(std::ostream& os, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB) {
  auto list = [&](const char* label, const std::vector<std::string>& v) {
    os << "  " << label << " (" << v.size() << "):";
    for (const auto& s : v) os << " " << s;
    os << "\n";
  };
  os << "partitions: A = " << nameA << ", B = " << nameB << "\n";
  list("saved by both", c.savedBoth);
  list("saved by A only", c.savedOnlyA);
  list("saved by B only", c.savedOnlyB);
  list("recomputed in A's backward", c.recomputedA);
  list("recomputed in B's backward", c.recomputedB);
  // Known sizes only; tensors of unknown size are counted apart, never as 0 bytes.
  os << "  saved bytes (known sizes): A " << fx::formatBytes(c.savedBytesA) << ", B " << fx::formatBytes(c.savedBytesB);
  const uint64_t hi = std::max(c.savedBytesA, c.savedBytesB), lo = std::min(c.savedBytesA, c.savedBytesB);
  if (hi != lo) os << " (" << (c.savedBytesA > c.savedBytesB ? "A" : "B") << " saves " << fx::formatBytes(hi - lo) << " more)";
  if (c.unknownA || c.unknownB) os << "; saved tensors of unknown size: A " << c.unknownA << ", B " << c.unknownB;
  os << "\n";
}

void writeComparisonJson(std::ostream& os, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB) {
  JsonWriter w(os);
  writeComparisonJson(w, c, nameA, nameB);
  w.newline();
}

void writeComparisonJson(JsonWriter& w, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB) {
  w.beginObject();
  w.field("a", nameA);
  w.field("b", nameB);
  writeStrings(w, "saved_both", c.savedBoth);
  writeStrings(w, "saved_only_a", c.savedOnlyA);
  writeStrings(w, "saved_only_b", c.savedOnlyB);
  writeStrings(w, "recomputed_a", c.recomputedA);
  writeStrings(w, "recomputed_b", c.recomputedB);
  w.field("saved_bytes_a", c.savedBytesA);
  w.field("saved_bytes_b", c.savedBytesB);
  w.field("saved_unknown_size_a", c.unknownA);
  w.field("saved_unknown_size_b", c.unknownB);
  w.endObject();
}

}  // namespace cli
