// The conformance checker: runs the engine over expectation sets (tests/conformance/SCHEMA.md) and checks roles,
// pairs, saved-input ties and false errors against what the printouts' sources say.
//
//   fxlens_conformance [--known KNOWN.json] [--write-doc DOC.md | --check-doc DOC.md] SETS.json...
//
// Exit status 0 when every failing set is listed in KNOWN.json (set id → reason) and every listed set still fails;
// 1 otherwise, naming each set that newly fails or newly passes. The table by source, torch version and form,
// with the remaining failures named, is printed; --write-doc puts it into DOC.md between the markers
// `<!-- conformance table -->` and `<!-- end of table -->` (docs/CONFORMANCE.md), --check-doc fails when DOC.md
// does not hold the table the sets give today.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "fx/analysis.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// One check's tally: how many were checked, right, and wrong (an answer that is not the truth, as opposed to none).
struct Tally {
  int checked = 0, right = 0, wrong = 0;
  void add(const Tally& t) { checked += t.checked, right += t.right, wrong += t.wrong; }
  std::string cell() const {
    if (checked == 0) return "–";
    std::string s = std::to_string(right) + "/" + std::to_string(checked);
    return wrong > 0 ? s + " (" + std::to_string(wrong) + " wrong)" : s;
  }
};

struct SetResult {
  std::string id, torch, form;
  Tally files, roles, pairs, saved;  // files: no false error diagnostic
  std::vector<std::string> failures;
  bool ok() const { return failures.empty(); }
};

// The top-level graph of `file` whose printout holds 1-based `line`, or -1.
int graphAt(const fx::Analysis& a, int doc, int line) {
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    const fx::Graph& g = a.graphs[i];
    if (g.doc == doc && g.parent < 0 && static_cast<int>(g.firstLine) + 1 <= line && line <= static_cast<int>(g.lastLine) + 1)
      return i;
  }
  return -1;
}

std::string expectedRole(const std::string& truth) { return truth == "export" ? "inference" : truth; }

class SetChecker {
 public:
  // The set analysed alone.
  SetChecker(const json& set, const fs::path& base) : set_(set), base_(base) {}
  // The set checked in `shared`, an analysis of more files: `docOf` names each file's document there.
  SetChecker(const json& set, const fs::path& base, const fx::Analysis& shared, const std::map<std::string, int>& docOf)
      : set_(set), base_(base), a_(&shared) {
    for (const auto& f : set_.at("files"))
      if (auto it = docOf.find(f.get<std::string>()); it != docOf.end()) docOf_.insert(*it);
  }

  SetResult run() {
    r_.id = set_.at("id").get<std::string>();
    r_.torch = set_.value("torch", "?");
    r_.form = set_.value("form", "?");
    if (!a_ && !analyzeAlone()) return r_;
    checkErrors();
    for (const auto& g : set_.value("graphs", json::array())) checkRole(g);
    for (const auto& p : set_.value("pairs", json::array())) checkPair(p);
    return r_;
  }

 private:
  bool analyzeAlone() {
    std::vector<fx::SourceFile> files;
    for (const auto& f : set_.at("files")) {
      std::string rel = f.get<std::string>();
      fs::path p = base_ / rel;
      if (!fs::exists(p)) {
        r_.failures.push_back("missing file " + rel);
        return false;
      }
      docOf_[rel] = static_cast<int>(files.size());
      files.push_back({p.string(), readText(p)});
    }
    own_ = fx::analyze(std::move(files));
    a_ = &own_;
    return true;
  }

  void fail(std::string what) { r_.failures.push_back(std::move(what)); }

  int graphOf(const json& ref) {
    auto it = docOf_.find(ref.at("file").get<std::string>());
    return it == docOf_.end() ? -1 : graphAt(*a_, it->second, ref.at("line").get<int>());
  }
  std::string where(const json& ref) const {
    return ref.at("file").get<std::string>() + ":" + std::to_string(ref.at("line").get<int>());
  }

  void checkErrors() {
    std::map<int, int> errors;  // document → error diagnostics
    std::map<int, std::string> first;
    for (const auto& d : a_->diagnostics)
      if (d.severity == fx::Severity::Error && errors[d.doc]++ == 0) first[d.doc] = d.code + ": " + d.message;
    for (const auto& [rel, doc] : docOf_) {
      ++r_.files.checked;
      if (errors[doc] == 0) ++r_.files.right;
      else fail("error diagnostic in " + rel + " (" + std::to_string(errors[doc]) + "): " + first[doc]);
    }
  }

  void checkRole(const json& g) {
    ++r_.roles.checked;
    const std::string want = expectedRole(g.at("role").get<std::string>());
    int gi = graphOf(g);
    if (gi < 0) return fail("no graph found at " + where(g) + " (expected " + want + ")");
    std::string got = fx::toString(a_->graphs[gi].role);
    if (got == want) {
      ++r_.roles.right;
      return;
    }
    if (got != "unknown") ++r_.roles.wrong;
    fail("role at " + where(g) + ": " + got + " (" + a_->graphs[gi].roleEvidence + "), expected " + want);
  }

  void checkPair(const json& p) {
    ++r_.pairs.checked;
    int f = graphOf(p.at("forward")), b = graphOf(p.at("backward"));
    if (f < 0 || b < 0) return fail("pair " + where(p.at("forward")) + " / " + where(p.at("backward")) + ": graph not found");
    const fx::Pair* found = nullptr;
    for (const auto& q : a_->pairs)
      if (q.backward == b) found = &q;
    if (!found || found->forward != f) {
      if (found && found->forward >= 0) ++r_.pairs.wrong;
      fail("backward " + where(p.at("backward")) + " not paired with forward " + where(p.at("forward")) +
           (found && found->forward >= 0 ? " (paired with " + a_->graphs[found->forward].id + ")" : ""));
    } else {
      ++r_.pairs.right;
    }
    std::map<std::string, std::string> renamed;  // saved name → the forward's name for that value (SCHEMA.md)
    if (p.contains("renamed"))
      for (const auto& [k, v] : p.at("renamed").items()) renamed[k] = v.get<std::string>();
    checkSaved(f, b, p.value("saved_tensors", -1), renamed);
  }

  // Every non-tangent backward placeholder tied, matched, to the forward node of the same name (or of the name the
  // set says the forward gives that value).
  void checkSaved(int f, int b, int savedTensors, const std::map<std::string, std::string>& renamed) {
    const fx::Graph& bg = a_->graphs[b];
    int tensors = 0;
    bool typed = true;  // without annotations (gm.code, str(graph) of old versions) SymInts look like tensors
    for (int ph : bg.placeholders()) {
      const fx::Node& n = bg.nodes[ph];
      if (fx::isTangentName(n.name)) continue;
      typed = typed && n.type.known();
      if (n.type.dtype() != "Sym") ++tensors;
      ++r_.saved.checked;
      const fx::Association* as = nullptr;
      for (const auto& x : a_->associations)
        if (x.backward == fx::NodeRef{b, ph} && x.kind == fx::AssocKind::Saved) as = &x;
      const auto it = renamed.find(std::string(n.name));
      const std::string want = it != renamed.end() ? it->second : std::string(n.name);
      if (as && as->status == fx::AssocStatus::Matched && as->forward.graph == f &&
          a_->graphs[f].nodes[as->forward.node].name == want) {
        ++r_.saved.right;
        continue;
      }
      if (as && as->status == fx::AssocStatus::Matched) ++r_.saved.wrong;
      fail("saved input `" + std::string(n.name) + "` of " + bg.id + " not tied to the forward's `" + want + "`");
    }
    if (savedTensors >= 0 && typed && tensors != savedTensors)
      fail(bg.id + " has " + std::to_string(tensors) + " saved tensor inputs; the real run saved " +
           std::to_string(savedTensors));
  }

  const json& set_;
  fs::path base_;
  std::map<std::string, int> docOf_;
  const fx::Analysis* a_ = nullptr;  // own_, or the shared analysis
  fx::Analysis own_;
  SetResult r_;
};

std::string minorVersion(const std::string& v) {
  std::string s = v;
  if (!s.empty() && s[0] == '~') s = s.substr(1);
  size_t dot = s.find('.');
  size_t dot2 = dot == std::string::npos ? std::string::npos : s.find('.', dot + 1);
  return dot2 == std::string::npos ? s : s.substr(0, dot2);
}

// "2.6" → "002.006|2.6", so that versions sort by number; versionShown gives "2.6" back.
std::string versionOrder(const std::string& v) {
  std::string key;
  size_t p = 0;
  while (p < v.size()) {
    size_t e = v.find('.', p);
    std::string part = v.substr(p, e == std::string::npos ? std::string::npos : e - p);
    bool digits = !part.empty() && part.find_first_not_of("0123456789") == std::string::npos;
    key += (digits ? std::string(3 - std::min<size_t>(3, part.size()), '0') : std::string()) + part + ".";
    if (e == std::string::npos) break;
    p = e + 1;
  }
  return key + "|" + v;
}
std::string versionShown(const std::string& key) { return key.substr(key.find('|') + 1); }

// Where a set comes from: the first part of its id (`pytorch`, `torch2gen`, `torch2x`, `magi`).
std::string sourceOf(const std::string& id) { return id.substr(0, id.find('/')); }

std::string markdownTable(const std::vector<SetResult>& results, const std::map<std::string, std::string>& known) {
  struct Row {
    int sets = 0, passing = 0;
    Tally files, roles, pairs, saved;
  };
  std::map<std::tuple<std::string, std::string, std::string>, Row> rows;
  Row all;
  for (const auto& r : results) {
    for (Row* row : {&rows[{sourceOf(r.id), versionOrder(minorVersion(r.torch)), r.form}], &all}) {
      ++row->sets;
      row->passing += r.ok();
      row->files.add(r.files), row->roles.add(r.roles), row->pairs.add(r.pairs), row->saved.add(r.saved);
    }
  }
  std::ostringstream out;
  out << "| source | torch | form | sets passing | files without false errors | roles right | pairs found | "
         "saved inputs tied |\n|---|---|---|---|---|---|---|---|\n";
  auto line = [&](const std::string& src, const std::string& v, const std::string& f, const Row& w) {
    out << "| " << src << " | " << v << " | " << f << " | " << w.passing << "/" << w.sets << " | " << w.files.cell()
        << " | " << w.roles.cell() << " | " << w.pairs.cell() << " | " << w.saved.cell() << " |\n";
  };
  for (const auto& [key, w] : rows) line(std::get<0>(key), versionShown(std::get<1>(key)), std::get<2>(key), w);
  line("**all**", "", "", all);
  out << "\n";
  bool any = false;
  for (const auto& r : results) {
    if (r.ok()) continue;
    if (!any) out << "Remaining failures:\n\n";
    any = true;
    auto k = known.find(r.id);
    out << "- `" << r.id << "`" << (k != known.end() ? ": " + k->second : "") << "\n";
    for (const auto& f : r.failures) out << "  - " << f << "\n";
  }
  if (!any) out << "No remaining failures.\n";
  return out.str();
}

constexpr std::string_view kTableBegin = "<!-- conformance table -->\n", kTableEnd = "<!-- end of table -->";

// `doc` with the text between the markers replaced by `table`; empty when the markers are missing.
std::string withTable(const std::string& doc, const std::string& table) {
  size_t b = doc.find(kTableBegin), e = doc.find(kTableEnd);
  if (b == std::string::npos || e == std::string::npos || e < b) return {};
  return doc.substr(0, b + kTableBegin.size()) + table + doc.substr(e);
}

// Sets that fail without being listed, or are listed and pass: each is named on stdout.
int unexpectedResults(const std::vector<SetResult>& results, const std::map<std::string, std::string>& known) {
  int unexpected = 0;
  std::set<std::string> seen;
  for (const auto& r : results) {
    seen.insert(r.id);
    bool listed = known.count(r.id) > 0;
    if (r.ok() && listed) {
      ++unexpected;
      std::cout << "NOW PASSES (remove from the known failures): " << r.id << "\n";
    } else if (!r.ok()) {
      if (!listed) ++unexpected;
      std::cout << (listed ? "known failure: " : "FAIL: ") << r.id << "\n";
      for (const auto& f : r.failures) std::cout << "    " << f << "\n";
    }
  }
  for (const auto& [id, why] : known)
    if (!seen.count(id)) std::cout << "note: known failure " << id << " is not in these sets\n";
  return unexpected;
}

// --write-doc / --check-doc: 0 when done or current.
int updateDoc(const std::string& path, const std::string& table, bool write) {
  const std::string doc = readText(path);
  const std::string updated = withTable(doc, table);
  if (updated.empty()) {
    std::cerr << path << ": no `" << std::string(kTableBegin.substr(0, kTableBegin.size() - 1)) << "` ... `"
              << kTableEnd << "` markers\n";
    return 1;
  }
  if (!write) {
    if (updated == doc) return 0;
    std::cerr << path << " does not show today's table: run fxlens_conformance --write-doc " << path << " ...\n";
    return 1;
  }
  std::ofstream out(path, std::ios::binary);
  out << updated;
  out.flush();
  if (!out) {
    std::cerr << "cannot write " << path << "\n";
    return 1;
  }
  return 0;
}

// --together: the sets of a sets file analysed together, as a user who opens a folder of several models' dumps
// does: the files under one first folder (one torch version's) at once, in three orders (by path, reversed, and a
// fixed shuffle). Each set must pass in every order as it does alone, and the pairs must be the same in every order.
// Sets that fail alone (KNOWN) are not asked; a set that fails only together is listed in KNOWN as "together:ID".
std::string groupOf(const json& set) {
  const std::string first = set.at("files").at(0).get<std::string>();
  return first.substr(0, first.find('/'));
}

uint64_t fnv(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

std::vector<std::string> inOrder(std::vector<std::string> files, int order) {
  std::sort(files.begin(), files.end());
  if (order == 1) std::reverse(files.begin(), files.end());
  if (order == 2) std::sort(files.begin(), files.end(), [](const auto& x, const auto& y) { return fnv(x) < fnv(y); });
  return files;
}

// The pairs as the files and lines of their graphs: the same in every order when pairing does not depend on it.
std::set<std::string> pairsOf(const fx::Analysis& a, const fs::path& base) {
  auto at = [&](int g) {
    if (g < 0) return std::string("-");
    return fs::relative(a.docs[a.graphs[g].doc].path, base).string() + ":" + std::to_string(a.graphs[g].firstLine + 1);
  };
  std::set<std::string> out;
  for (const auto& p : a.pairs) out.insert(at(p.forward) + " / " + at(p.backward) + " / " + at(p.joint));
  return out;
}

struct TogetherResult {
  int sets = 0, unexpected = 0;
};

TogetherResult checkTogether(const json& doc, const fs::path& base, const std::map<std::string, std::string>& known) {
  std::map<std::string, std::vector<const json*>> groups;
  for (const auto& set : doc.at("sets"))
    if (!known.contains(set.at("id").get<std::string>())) groups[groupOf(set)].push_back(&set);
  TogetherResult out;
  for (const auto& [group, sets] : groups) {
    std::set<std::string> files;
    for (const json* set : sets)
      for (const auto& f : set->at("files")) files.insert(f.get<std::string>());
    std::optional<std::set<std::string>> firstPairs;
    for (int order = 0; order < 3; ++order) {
      std::vector<fx::SourceFile> sources;
      std::map<std::string, int> docOf;
      for (const std::string& rel : inOrder({files.begin(), files.end()}, order)) {
        docOf[rel] = static_cast<int>(sources.size());
        sources.push_back({(base / rel).string(), readText(base / rel)});
      }
      const fx::Analysis a = fx::analyze(std::move(sources));
      for (const json* set : sets) {
        SetResult r = SetChecker(*set, base, a, docOf).run();
        out.sets += order == 0;
        const bool expected = known.contains("together:" + r.id);
        if (r.ok() == !expected) continue;
        ++out.unexpected;
        std::cout << "together " << group << " (" << files.size() << " files, order " << order << "): " << r.id
                  << (r.ok() ? " passes, but is listed as failing together" : " fails:") << "\n";
        for (const auto& f : r.failures) std::cout << "  " << f << "\n";
      }
      const std::set<std::string> pairs = pairsOf(a, base);
      if (!firstPairs) firstPairs = pairs;
      if (pairs == *firstPairs) continue;
      ++out.unexpected;
      std::cout << "together " << group << ": the pairs in order " << order << " differ from order 0's:\n";
      for (const auto& p : pairs)
        if (!firstPairs->contains(p)) std::cout << "  only in order " << order << ": " << p << "\n";
      for (const auto& p : *firstPairs)
        if (!pairs.contains(p)) std::cout << "  only in order 0: " << p << "\n";
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> setFiles;
  std::string knownFile, docFile;
  bool writeDoc = false, together = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--known" && i + 1 < argc) knownFile = argv[++i];
    else if (a == "--together") together = true;
    else if ((a == "--write-doc" || a == "--check-doc") && i + 1 < argc) writeDoc = a == "--write-doc", docFile = argv[++i];
    else setFiles.push_back(a);
  }
  if (setFiles.empty()) {
    std::cerr << "usage: fxlens_conformance [--known KNOWN.json] [--write-doc DOC.md | --check-doc DOC.md] SETS.json...\n"
                 "       fxlens_conformance --together [--known KNOWN.json] SETS.json...\n";
    return 2;
  }
  std::map<std::string, std::string> known;
  if (!knownFile.empty()) known = json::parse(readText(knownFile)).get<std::map<std::string, std::string>>();

  if (together) {
    TogetherResult all;
    for (const auto& sf : setFiles) {
      const TogetherResult r = checkTogether(json::parse(readText(sf)), fs::path(sf).parent_path(), known);
      all.sets += r.sets, all.unexpected += r.unexpected;
    }
    std::cout << all.sets << " sets checked together in 3 orders, " << all.unexpected << " unexpected\n";
    return all.unexpected == 0 ? 0 : 1;
  }

  std::vector<SetResult> results;
  for (const auto& sf : setFiles) {
    json doc = json::parse(readText(sf));
    fs::path base = fs::path(sf).parent_path();
    for (const auto& set : doc.at("sets")) results.push_back(SetChecker(set, base).run());
  }
  // A known failure of another sets file is not this run's business.
  std::map<std::string, std::string> mine;
  for (const auto& r : results)
    if (auto k = known.find(r.id); k != known.end()) mine.insert(*k);
  const int unexpected = unexpectedResults(results, mine);
  const std::string table = markdownTable(results, mine);
  std::cout << table << results.size() << " sets, " << unexpected << " unexpected\n";
  const int doc = docFile.empty() ? 0 : updateDoc(docFile, table, writeDoc);
  return unexpected == 0 && doc == 0 ? 0 : 1;
}
