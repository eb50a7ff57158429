// An edited document re-parsed incrementally (fx::reparseFile) must give what a fresh parse of the new text
// gives, to every field, offset and view: every printout of the corpus, edited at random the ways people do
// (a line pasted again, a line deleted, text typed or deleted anywhere, a block moved), each edit re-parsed from
// the previous re-parse.
#include <catch2/catch.hpp>

#include <filesystem>
#include <optional>
#include <random>
#include <set>
#include <sstream>

#include "corpus.h"
#include "fx/analysis.h"
#include "fx/memo.h"

namespace {

using fx::Graph;

// Where a string lies: its offset in the document when it is a view into it, else "copy".
std::string place(const Graph& g, std::string_view s) {
  if (s.empty()) return "empty";
  if (g.inDoc(s)) return "@" + std::to_string(s.data() - g.docText.data());
  return "copy";
}

void dumpNode(std::ostream& o, const Graph& g, int i, bool marks) {
  const fx::Node& n = g.nodes[i];
  o << "  node " << i << ' ' << n.name << place(g, n.name) << " target " << n.target << place(g, n.target) << " op "
    << toString(n.op) << " def " << n.defRange.begin << '-' << n.defRange.end << " source " << n.source << " users#"
    << n.printedUsers << " type " << n.type.text << place(g, n.type.text) << ' ' << n.type.dtype() << ' '
    << n.type.bytes().value_or(0) << " find " << g.find(n.name);
  if (marks)
    o << " marks " << toString(n.category) << n.recomputed << n.savedInput << n.inNeither << int{n.partitionHint};
  o << '\n';
  for (const fx::Arg& a : n.args) o << "   arg " << a.text << place(g, a.text) << " at " << a.at << " ref " << a.ref << '\n';
  for (const fx::KwArg& k : n.kwargs)
    o << "   kw " << k.keyword << place(g, k.keyword) << '=' << k.text << place(g, k.text) << " at " << k.at << " ref "
      << k.ref << '\n';
  for (const fx::Use& u : n.moreUses()) o << "   use " << u.range.begin << '-' << u.range.end << ' ' << u.node << ' ' << u.arg << '\n';
  o << "   users";
  for (int u : g.usersOf(i)) o << ' ' << u;
  o << '\n';
}

// Everything a parse says, one fact a line, offsets as numbers.
// `marks`: the nodes' marks too (an analysis keeps them in graphs given back to their parse, with their key).
std::string dump(const fx::ParsedDocument& p, bool marks = true) {
  std::ostringstream o;
  const fx::ParseResult& r = p.result;
  o << "restartable " << r.restartable << '\n';
  o << "lines";
  for (uint32_t l : p.doc.lineStarts) o << ' ' << l;
  o << '\n';
  for (const fx::ParseSegment& s : r.segments)
    o << "segment " << s.startLine << ' ' << s.resumeLine << ' ' << s.resumeSkip << ' ' << s.graphsEnd << ' '
      << s.diagnosticsEnd << ' ' << s.savedEnd << '\n';
  for (const Graph& g : r.graphs) {
    o << "graph " << g.title << '|' << g.header << '|' << g.compileId << '|' << g.graphNumber << '|' << g.doc << '|'
      << toString(g.form) << '|' << toString(g.role) << '|' << g.range.begin << '-' << g.range.end << '|' << g.firstLine
      << '-' << g.lastLine << '|' << g.parent << '|' << g.nodes.size() << '|' << g.index.size() << '|' << g.id << '|'
      << g.roleEvidence << '\n';
    o << " views this text " << (g.docText.data() == p.doc.text.data() && g.docText.size() == p.doc.text.size())
      << (g.lineStarts.data() == p.doc.lineStarts.data()) << '\n';
    for (const Graph::SourceComment& s : g.sources) o << " source " << s.text << place(g, s.text) << " line " << s.line << '\n';
    for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) dumpNode(o, g, i, marks);
  }
  for (const fx::Diagnostic& d : r.diagnostics) {
    o << "diag " << d.doc << ' ' << d.range.begin << '-' << d.range.end << ' ' << toString(d.severity) << ' ' << d.code
      << ' ' << d.message << '\n';
    for (const fx::Related& rel : d.related)
      o << " related " << rel.doc << ' ' << rel.range.begin << '-' << rel.range.end << ' ' << rel.message << '\n';
  }
  for (const fx::SavedOutputNote& n : r.savedOutputs) {
    o << "saved " << n.doc << ' ' << n.line;
    for (const auto& s : n.names) o << ' ' << s;
    o << '\n';
  }
  return o.str();
}

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> out;
  size_t b = 0;
  while (b <= text.size()) {
    size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    out.push_back(text.substr(b, e - b));
    b = e + 1;
  }
  return out;
}

size_t lineStart(const std::string& text, size_t line) {
  size_t at = 0;
  for (size_t l = 0; l < line && at != std::string::npos; ++l) at = text.find('\n', at) == std::string::npos ? text.size() : text.find('\n', at) + 1;
  return std::min(at, text.size());
}

// One edit of the kinds people make, at a random place. Says what it did.
std::string edit(std::string& text, std::mt19937& rng) {
  auto pick = [&](size_t n) { return n ? std::uniform_int_distribution<size_t>(0, n - 1)(rng) : 0; };
  const std::vector<std::string> lines = linesOf(text);
  const size_t at = pick(text.size() + 1);
  switch (pick(7)) {
    case 0: {  // a line pasted again elsewhere
      size_t from = pick(lines.size()), to = pick(lines.size() + 1);
      text.insert(lineStart(text, to), lines[from] + "\n");
      return "line " + std::to_string(from) + " pasted at line " + std::to_string(to);
    }
    case 1: {  // a line deleted
      size_t l = pick(lines.size());
      size_t b = lineStart(text, l), e = lineStart(text, l + 1);
      text.erase(b, e - b);
      return "line " + std::to_string(l) + " deleted";
    }
    case 2: {  // text typed
      static const char* typed[] = {"x", "  # edited", "\n", ")", "(", "_1", " ", "\t", "getitem", "graph():\n"};
      std::string t = typed[pick(10)];
      text.insert(at, t);
      return "typed at " + std::to_string(at);
    }
    case 3: {  // text deleted
      size_t n = std::min(text.size() - std::min(at, text.size()), 1 + pick(40));
      text.erase(std::min(at, text.size()), n);
      return "deleted " + std::to_string(n) + " at " + std::to_string(at);
    }
    case 4: {  // a block of lines moved
      size_t b = pick(lines.size()), n = 1 + pick(12), to = pick(lines.size() + 1);
      size_t bb = lineStart(text, b), be = lineStart(text, b + n);
      std::string block = text.substr(bb, be - bb);
      text.erase(bb, be - bb);
      text.insert(lineStart(text, std::min(to, linesOf(text).size())), block);
      return "lines " + std::to_string(b) + "+" + std::to_string(n) + " moved to " + std::to_string(to);
    }
    case 5: {  // a character changed (a name renamed by mistake)
      if (text.empty()) return "nothing";
      text[std::min(at, text.size() - 1)] = "ab_1 :"[pick(6)];
      return "changed byte " + std::to_string(at);
    }
    default: {  // a whole printout's worth pasted again: the text from a random line to another
      size_t b = pick(lines.size()), e = b + pick(60), to = pick(lines.size() + 1);
      size_t bb = lineStart(text, b), be = lineStart(text, e);
      text.insert(lineStart(text, to), text.substr(bb, be - bb));
      return "lines " + std::to_string(b) + "-" + std::to_string(e) + " pasted at " + std::to_string(to);
    }
  }
}

std::string firstDifference(const std::string& a, const std::string& b) {
  std::istringstream x(a), y(b);
  std::string l, m;
  for (int n = 1;; ++n) {
    bool more1 = static_cast<bool>(std::getline(x, l)), more2 = static_cast<bool>(std::getline(y, m));
    if (!more1 && !more2) return "";
    if (!more1 || !more2 || l != m) return "line " + std::to_string(n) + ":\n  re-parse: " + l + "\n  fresh:    " + m;
  }
}

std::vector<std::string> printouts() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(FXLENS_CORPUS_DIR)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".txt" || ext == ".log") && e.file_size() < 4'000'000) out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

namespace {

// The span an editor's store would report for the change from `before` to `after`: the least one, widened at
// random on both sides (a store composing several changes says more than changed, never less).
fx::TextChange widenedChange(const std::string& before, const std::string& after, std::mt19937& rng) {
  size_t p = 0;
  while (p < before.size() && p < after.size() && before[p] == after[p]) ++p;
  size_t q = 0;
  while (q < before.size() - p && q < after.size() - p && before[before.size() - 1 - q] == after[after.size() - 1 - q]) ++q;
  const size_t left = std::min<size_t>(p, rng() % 300), right = std::min<size_t>(q, rng() % 300);
  return {p - left, before.size() - q + right, after.size() - q + right};
}

// How the old parse is handed over: kept by the caller (its graphs copied), given up (moved in place), or given
// up with its text: the edit written into the very buffer the old parse views, as the language server's store
// does when no one reads the text (lsp::TextDocument::applyChange), so that the old text is gone.
enum class Handover { Kept, GivenUp, TextEdited };

void randomEdits(bool hinted, uint32_t seed, Handover handover = Handover::Kept) {
  const std::vector<std::string> files = printouts();
  REQUIRE(files.size() > 1000);
  std::mt19937 rng(seed);
  size_t edits = 0, moved = 0, inPlace = 0;
  for (const std::string& path : files) {
    std::string text = testsupport::readText(path);
    auto live = std::make_shared<std::string>(text);
    // Room to grow or not: the edited buffer stays where it is, or moves.
    if (handover == Handover::TextEdited && rng() % 2) live->reserve(text.size() + 512);
    std::shared_ptr<const fx::ParsedDocument> inc = fx::parseFile(path, live);
    std::vector<std::string> what;
    for (int k = 0; k < 6; ++k) {
      const std::string before = text;
      std::optional<fx::TextChange> change;
      if (rng() % 8 == 0) {
        // Typed and taken back between two parses: the same bytes, and the store's span is empty where it was.
        const size_t at = rng() % (text.size() + 1);
        what.push_back("typed and taken back at " + std::to_string(at));
        if (hinted) change = fx::TextChange{at, at, at};
      } else {
        what.push_back(edit(text, rng));
        if (hinted) change = widenedChange(before, text, rng);
      }
      std::shared_ptr<const std::string> shared = std::make_shared<const std::string>(text);
      std::shared_ptr<const fx::ParsedDocument> next;
      if (handover == Handover::TextEdited) {
        // The old parse keeps its (now empty) string; its views see the edited bytes, or a buffer let go.
        const fx::TextChange c = change.value();
        auto taken = std::make_shared<std::string>(std::move(*live));
        taken->replace(c.begin, c.oldEnd - c.begin, text, c.begin, c.newEnd - c.begin);
        // Grown past its room by a change since undone: in a new buffer, the old one let go.
        if (rng() % 4 == 0) taken->reserve(taken->capacity() + 1);
        REQUIRE(*taken == text);
        live = taken;
        shared = live;
        next = fx::reparseFile(std::move(inc), path, shared, change);
      } else if (handover == Handover::GivenUp) {
        std::set<const fx::Arena*> arenas;  // alive until the re-parse returns: an equal one is the same arena
        for (const Graph& g : inc->result.graphs) arenas.insert(g.arena.get());
        next = fx::reparseFile(std::move(inc), path, shared, change);
        for (const Graph& g : next->result.graphs) inPlace += arenas.count(g.arena.get());
      } else {
        next = fx::reparseFile(*inc, path, shared, change);
      }
      auto full = fx::parseFile(path, shared);
      const std::string a = dump(*next), b = dump(*full);
      if (a != b) {
        std::string log;
        for (const auto& w : what) log += "\n  " + w;
        FAIL_CHECK(path << " after:" << log << "\n" << firstDifference(a, b));
        break;
      }
      ++edits;
      moved += next->result.graphs.size() - next->graphsRead;
      inc = next;
    }
  }
  INFO("edits " << edits << ", graphs moved rather than read " << moved << ", in place " << inPlace);
  CHECK(edits > 5000);
  CHECK(moved > 1000);  // the re-parse does reuse (a fresh parse each time would pass the comparison too)
  if (handover == Handover::GivenUp) CHECK(inPlace > moved / 2);  // and moves what it was given
}

}  // namespace

TEST_CASE("reparse: random edits of every corpus printout give what a fresh parse gives", "[reparse]") {
  randomEdits(false, 20261205);
}

// The language server passes the span its store composed from the editor's changes: line starts and the re-read
// are found from it, and a span wider than the change gives the same parse.
TEST_CASE("reparse: the same with the changed span given, wider than the change", "[reparse]") {
  randomEdits(true, 20261206);
}

// The language server gives the old parse up (no analysis holds its graphs any more): the graphs it keeps are
// moved to the new text in place, their arenas changed where they are.
TEST_CASE("reparse: the same with the old parse given up, its graphs moved in place", "[reparse]") {
  randomEdits(true, 20261207, Handover::GivenUp);
}

// The language server writes an edit into the text the old parse views when no one else reads it: the re-parse
// must read nothing of the old text but the span it is told, and move the rest by offset.
TEST_CASE("reparse: the same with the edit written into the old parse's own text", "[reparse]") {
  randomEdits(true, 20261208, Handover::TextEdited);
}

// A big log's graphs after an edit are moved on two threads, split by nodes (here every move is split).
TEST_CASE("reparse: the same with the graphs after the edit moved on two threads", "[reparse]") {
  fx::setTwoThreadMoveFrom(1);
  randomEdits(true, 20261210, Handover::TextEdited);  // as the language server hands its parse over
  fx::setTwoThreadMoveFrom(100000);
}

TEST_CASE("reparse: an edit that closes a TORCH_TRACE payload re-reads the graphs after it", "[reparse]") {
  // Two graphs in one record's payload (TAB-led lines). Breaking the record's JSON line closes the payload: the
  // lines after it keep their TAB, so the second graph, though its bytes are unchanged, is not where it was.
  const std::string record = "V1204 08:10:52.589000 1019 torch/_dynamo/utils.py:1952] {\"aot_forward_graph\": {}}\n";
  const std::string graphs =
      "\tclass GraphModule(torch.nn.Module):\n"
      "\t    def forward(self, primals_1: \"f32[4]\"):\n"
      "\t        relu = torch.ops.aten.relu.default(primals_1)\n"
      "\t        return (relu,)\n"
      "\t\n"
      "\tclass GraphModule(torch.nn.Module):\n"
      "\t    def forward(self, primals_2: \"f32[4]\"):\n"
      "\t        sin = torch.ops.aten.sin.default(primals_2)\n"
      "\t        return (sin,)\n";
  std::string broken = record;
  broken.insert(broken.size() - 1, " ");  // a record line must end with its JSON's `}`
  for (const auto& [before, after] : {std::pair{record, broken}, std::pair{broken, record}}) {
    auto old = fx::parseFile("trace.log", std::make_shared<const std::string>(before + graphs));
    REQUIRE(old->result.graphs.size() == 2);
    auto text = std::make_shared<const std::string>(after + graphs);
    auto inc = fx::reparseFile(*old, "trace.log", text);
    auto full = fx::parseFile("trace.log", text);
    CHECK(firstDifference(dump(*inc), dump(*full)) == "");
  }
}

namespace {

// What an analysis says, one fact a line: roles, pairs, categories, associations, diagnostics.
std::string summary(const fx::Analysis& a) {
  std::ostringstream o;
  for (const Graph& g : a.graphs) {
    o << "graph " << g.id << ' ' << toString(g.role) << " (" << g.roleEvidence << ")\n";
    for (const fx::Node& n : g.nodes)
      o << "  " << n.name << ' ' << toString(n.category) << n.recomputed << n.savedInput << n.inNeither
        << int(n.partitionHint) << '\n';
  }
  for (const fx::Pair& p : a.pairs) o << "pair " << p.forward << ' ' << p.backward << ' ' << p.joint << ' ' << p.how << '\n';
  for (const fx::Association& s : a.associations) {
    o << "assoc " << a.nameOf(s.backward) << '@' << s.backward.graph << " -> " << a.nameOf(s.forward) << '@'
      << s.forward.graph << ' ' << toString(s.status) << ' ' << toString(s.kind);
    for (const auto& e : s.evidence) o << ' ' << e;
    o << '\n';
  }
  for (const fx::Diagnostic& d : a.diagnostics)
    o << "diag " << d.doc << ' ' << d.range.begin << '-' << d.range.end << ' ' << d.code << ' ' << d.message << '\n';
  return o.str();
}

}  // namespace

TEST_CASE("reparse: an analysis that carries a memo across edits says what a fresh analysis says", "[reparse]") {
  // Every torch113 folder's printouts analysed together, one of them edited at random again and again; the memo
  // (what earlier analyses learned by graph serial) is kept across the edits, as the language server keeps it.
  std::vector<std::vector<std::string>> sets;
  for (const auto& c : std::filesystem::directory_iterator(testsupport::corpusPath("torch113"))) {
    if (!c.is_directory()) continue;
    for (const auto& sub : std::filesystem::directory_iterator(c.path())) {
      if (!sub.is_directory()) continue;
      std::vector<std::string> files;
      for (const auto& f : std::filesystem::directory_iterator(sub.path()))
        if (f.path().extension() == ".txt") files.push_back(f.path().string());
      std::sort(files.begin(), files.end());
      if (files.size() >= 2) sets.push_back(files);
    }
  }
  std::sort(sets.begin(), sets.end());
  REQUIRE(sets.size() > 20);
  // Printouts with nested graphs (submodules, HOP bodies), after another document's graphs: a nested graph's
  // parent index moves with where its document's graphs begin in the analysis.
  sets.push_back({testsupport::corpusPath("torch2x/vkuzo_graphviz_multiple_graphs_toy_example.txt"),
                  testsupport::corpusPath("torch2x/pt22_test_hop_grad_over_grad.dynamo.txt"),
                  testsupport::corpusPath("torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt")});
  std::mt19937 rng(5122026);
  fx::AnalysisMemo memo;
  size_t analyses = 0;
  for (const auto& files : sets) {
    std::vector<fx::ParsedInput> inputs;
    std::vector<std::string> texts;
    for (const auto& f : files) {
      texts.push_back(testsupport::readText(f));
      // As the language server does: the analysis borrows the graphs, and the re-parse is given the old parse.
      inputs.push_back({fx::parseFile(f, std::make_shared<const std::string>(texts.back())), {}, /*lend=*/true});
    }
    for (int k = 0; k < 4; ++k) {
      const size_t which = std::uniform_int_distribution<size_t>(0, files.size() - 1)(rng);
      const std::string what = edit(texts[which], rng);
      inputs[which].parsed =
          fx::reparseFile(std::move(inputs[which].parsed), files[which], std::make_shared<const std::string>(texts[which]));
      std::vector<fx::ParsedInput> fresh;
      for (size_t i = 0; i < files.size(); ++i)
        fresh.push_back({fx::parseFile(files[i], std::make_shared<const std::string>(texts[i])), {}});
      fx::Analysis a = fx::analyze(inputs, &memo);
      const std::string withMemo = summary(a), without = summary(fx::analyze(fresh));
      ++analyses;
      if (withMemo != without) {
        FAIL_CHECK(files[which] << " after " << what << "\n" << firstDifference(withMemo, without));
        break;
      }
      // The graphs go back to the parses as parsed: what the analysis set in them is undone (but the marks, which
      // the next analysis writes again when their pair changed: the comparison above holds them).
      fx::returnLentGraphs(a);
      for (size_t i = 0; i < files.size(); ++i) {
        const std::string back = dump(*inputs[i].parsed, false), parsed = dump(*fresh[i].parsed, false);
        if (back != parsed) FAIL_CHECK(files[i] << " given back after " << what << "\n" << firstDifference(back, parsed));
      }
    }
  }
  CHECK(analyses > 80);
  CHECK(memo.size() > 0);
}

// The marks a pair gave a graph stay in it across analyses (categorize writes them again only when the pair
// changes). A backward whose forward is emptied loses its partner: it is marked afresh, nothing of the pair's
// marks (min-cut's recomputed nodes) left behind.
TEST_CASE("reparse: a graph that loses its partner keeps none of the pair's marks", "[reparse]") {
  const std::string dir = testsupport::corpusPath("torch113/elementwise_zoo/aot_mincut/");
  std::vector<std::string> files = {dir + "fwd.code.txt", dir + "bwd.code.txt"}, texts;
  fx::AnalysisMemo memo;
  std::vector<fx::ParsedInput> inputs;
  for (const auto& f : files) {
    texts.push_back(testsupport::readText(f));
    inputs.push_back({fx::parseFile(f, std::make_shared<const std::string>(texts.back())), {}, /*lend=*/true});
  }
  {
    fx::Analysis paired = fx::analyze(inputs, &memo);
    REQUIRE(paired.pairs.size() == 1);
    bool recomputed = false;
    for (const fx::Node& n : paired.graphs[1].nodes) recomputed = recomputed || n.recomputed;
    REQUIRE(recomputed);  // the pair marked some backward nodes: they must not outlive it
    fx::returnLentGraphs(paired);
  }
  texts[0] = "# the forward, cut out\n";
  inputs[0].parsed = fx::reparseFile(std::move(inputs[0].parsed), files[0], std::make_shared<const std::string>(texts[0]));
  fx::Analysis alone = fx::analyze(inputs, &memo);
  std::vector<fx::ParsedInput> fresh;
  for (size_t i = 0; i < files.size(); ++i)
    fresh.push_back({fx::parseFile(files[i], std::make_shared<const std::string>(texts[i])), {}});
  CHECK(alone.pairs.empty());
  const std::string got = summary(alone), want = summary(fx::analyze(fresh));
  CHECK(firstDifference(got, want) == "");
}
