// A HoverInfo as markdown: the one place that decides how a hover reads.
#include "features/common.h"
#include "features/hover.h"
#include "fx/bytes.h"
#include "fx/dump_names.h"

namespace fxl {

namespace {

using namespace feat;

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string joined(const std::vector<std::string>& items, const char* sep = ", ") {
  std::string out;
  for (const auto& s : items) {
    if (!out.empty()) out += sep;
    out += s;
  }
  return out;
}

// `fwd.py:12`, linked when the dispatcher gives link targets.
std::string placeOf(const HoverForwardNode& f, const LinkFor& linkFor) {
  if (f.doc < 0) return {};
  const std::string label = f.file + ":" + std::to_string(f.line + 1);
  if (!linkFor) return codeSpan(label);
  return "[" + mdEscape(label) + "](" + linkFor(f.doc, f.line) + ")";
}

// `name` · `torch.ops.aten.mm.default` in `fwd.py#1` · [fwd.py:12](...)
std::string describeForward(const HoverForwardNode& f, const LinkFor& linkFor) {
  if (f.graph.empty()) return "?";
  std::string out = codeSpan(f.name);
  out += " · " + (f.computes ? codeSpan(f.what) : f.what);
  out += " in " + codeSpan(f.graph);
  if (std::string place = placeOf(f, linkFor); !place.empty()) out += " · " + place;
  return out;
}

const char* producerHeading(fx::AssocKind k) {
  switch (k) {
    case fx::AssocKind::Saved: return "Saved by forward";
    case fx::AssocKind::Constant: return "Saved by forward (constant)";
    case fx::AssocKind::Tangent: return "Gradient of forward output";
    case fx::AssocKind::GradOutput: return "Gradient for forward input";
    case fx::AssocKind::Recomputed: return "Recomputes forward";
  }
  return "Forward";
}

std::string evidenceLine(const std::vector<std::string>& evidence) {
  return evidence.empty() ? std::string("- no evidence") : "- evidence: " + mdEscape(joined(evidence));
}

std::string producerSection(const HoverInfo::Producer& p, const LinkFor& linkFor) {
  std::string out = std::string("**") + producerHeading(p.kind) + "**";
  switch (p.status) {
    case fx::AssocStatus::Matched:
      out += " · " + (p.forward.empty() ? std::string("?") : describeForward(p.forward.front(), linkFor)) + "\n\n";
      out += std::string("- ") + fx::toString(p.kind) + " · matched\n";
      break;
    case fx::AssocStatus::Ambiguous:
      out += " · **ambiguous**, one of:\n\n";
      for (const HoverForwardNode& c : p.forward) out += "- " + describeForward(c, linkFor) + "\n";
      break;
    case fx::AssocStatus::Unmatched:
      out += " · **unmatched**: no forward producer found\n\n";
      break;
  }
  return out + evidenceLine(p.evidence) + "\n";
}

std::string consumersSection(const HoverInfo& info) {
  std::string out =
      "**Used in backward** (" + std::to_string(info.consumers.size() + info.moreConsumers) + ")\n\n";
  for (const HoverConsumer& c : info.consumers) {
    out += "- " + codeSpan(c.graph) + " · " + codeSpan(c.name) + " · " + fx::toString(c.kind);
    if (c.candidate) out += " · candidate (" + std::string(fx::toString(c.status)) + ")";
    out += "\n";
  }
  if (info.moreConsumers > 0) out += "- +" + std::to_string(info.moreConsumers) + " more\n";
  return out;
}

// `File: /a/b/model.py:4 in f, code: x = a + 1` → *model.py:4 in f* · `x = a + 1`
std::string sourceLine(std::string_view src) {
  constexpr std::string_view kFile = "File: ", kCode = ", code: ";
  if (src.substr(0, kFile.size()) != kFile) return codeSpan(src);
  std::string_view rest = src.substr(kFile.size());
  size_t c = rest.find(kCode);
  std::string_view loc = c == std::string_view::npos ? rest : rest.substr(0, c);
  std::string out = "*" + mdEscape(fx::dumps::baseName(loc)) + "*";
  if (c != std::string_view::npos) out += " · " + codeSpan(rest.substr(c + kCode.size()));
  return out;
}

// Header: name · category · facts.
std::string header(const HoverInfo& info) {
  std::string md = "**" + mdEscape(info.name) + "**";
  if (info.category) md += std::string(" · ") + fx::toString(*info.category);
  if (info.savedInput) md += " · saved for backward";
  if (info.recomputed) md += " · recomputed in backward";
  return md + "\n\n";
}

// What it is: op kind and target, type and size, users.
std::string facts(const HoverInfo& info) {
  std::vector<std::string> facts;
  facts.push_back(codeSpan(fx::toString(info.op)));
  if (!info.target.empty()) facts.back() += " " + codeSpan(info.target);
  if (!info.type.empty()) {
    facts.push_back(codeSpan(info.type));
    if (info.bytes) facts.push_back(fx::formatBytes(*info.bytes));
    else if (info.symbolic) facts.push_back("symbolic");
  }
  facts.push_back(info.users == 0 ? std::string("no users") : plural(info.users, "user", "users"));
  facts.push_back("in " + codeSpan(info.graph));
  return joined(facts, " · ") + "\n";
}

}  // namespace

std::string present(const HoverInfo& info, const LinkFor& linkFor) {
  if (info.undefined)
    return "**" + codeSpan(info.name) + "** \xC2\xB7 undefined\n\nNo node or input of " + codeSpan(info.graph) +
           " has this name: its definition was renamed or deleted, or the printout is cut.\n";
  std::string md = header(info) + facts(info);
  if (info.producer) md += "\n---\n\n" + producerSection(*info.producer, linkFor);
  if (!info.consumers.empty()) md += "\n---\n\n" + consumersSection(info);
  if (!info.savedAdvice.empty()) md += "\n---\n\n" + info.savedAdvice + "\n";
  if (!info.source.empty()) md += "\n---\n\n" + sourceLine(info.source) + "\n";
  // What decided the graph's role, since a category only means something under it.
  md += "\n---\n\n" + codeSpan(info.graph) + " is " +
        (info.role == fx::Role::Unknown ? "of unknown role" : std::string("a ") + fx::toString(info.role) + " graph") +
        (info.roleEvidence.empty() ? "" : ": " + mdEscape(info.roleEvidence)) + "\n";
  return md;
}

}  // namespace fxl
