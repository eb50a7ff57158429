// The engine's facade: analyze a set of documents together. Everything the CLI and the language server
// show comes from an Analysis.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model.h"
#include "parse.h"

namespace fx {

struct SourceFile {
  std::string path;
  std::string text;
  std::string pairKey = {};  // see Document::pairKey
};

struct ParsedDocument;
class AnalysisMemo;

struct Analysis {
  std::vector<Document> docs;
  std::vector<std::shared_ptr<const ParsedDocument>> parsed;  // reused parses the graphs view into (may be empty)
  std::vector<Graph> graphs;
  std::vector<Pair> pairs;
  std::vector<Association> associations;
  std::vector<Diagnostic> diagnostics;
  std::vector<SavedOutputNote> savedOutputs;  // partitioners' log lines naming what they saved
  // Per document, where its graphs lie in `graphs` when they were lent by its parse (ParsedInput::lend).
  struct Lent {
    int doc = -1;
    size_t first = 0, count = 0;
  };
  std::vector<Lent> lent;
  // While analyze() runs: what earlier analyses learned of graphs with the same serials (null: nothing).
  AnalysisMemo* memo = nullptr;

  const Node* node(NodeRef r) const {
    if (r.graph < 0 || r.graph >= static_cast<int>(graphs.size())) return nullptr;
    const auto& g = graphs[r.graph];
    if (r.node < 0 || r.node >= static_cast<int>(g.nodes.size())) return nullptr;
    return &g.nodes[r.node];
  }
  // A node's name for reports, "?" when the reference names no node.
  std::string nameOf(NodeRef r) const {
    const Node* n = node(r);
    return n ? std::string(n->name) : std::string("?");
  }
};

Analysis analyze(std::vector<SourceFile> files);

// A document parsed once and reusable by later analyses while its text is unchanged: the language server
// re-analyzes on every edit, and most of the documents it analyzes (siblings, other open files) did not change.
// Its graphs view into its own text, so it is shared, never copied.
struct ParsedDocument {
  Document doc;
  ParseResult result;  // parsed as document 0; analyze() renumbers
  size_t graphsRead = 0;  // how many of the graphs this parse read (reparseFile moves the others from the old one)
  bool graphsLent = false;  // an analysis holds its graphs (ParsedInput::lend) until returnLentGraphs
};
std::shared_ptr<const ParsedDocument> parseFile(SourceFile file);
// The same for a text shared with its owner (the language server's document store): parsed without a copy.
std::shared_ptr<const ParsedDocument> parseFile(std::string path, SharedText text);
// The same for an edited text, reading again only the printouts the edit touched (reparse.cpp): the result is
// parseFile's for `text`. `change`, when given, says where `text` differs from old's (it may say more than
// changed, never less); without it the two texts are compared.
std::shared_ptr<const ParsedDocument> reparseFile(const ParsedDocument& old, std::string path, SharedText text,
                                                  std::optional<TextChange> change = std::nullopt);
// The same, the old parse given up: when nothing else holds it, its graphs are moved to the new parse rather than
// copied (no allocation; the peak of an edit holds one parse, not two), and it is left unusable.
std::shared_ptr<const ParsedDocument> reparseFile(std::shared_ptr<const ParsedDocument> old, std::string path,
                                                  SharedText text, std::optional<TextChange> change = std::nullopt);
// For tests: how many nodes after an edit a re-parse moves on two threads rather than one (100,000 unless set).
void setTwoThreadMoveFrom(size_t nodes);
struct ParsedInput {
  std::shared_ptr<const ParsedDocument> parsed;
  std::string pairKey = {};  // see Document::pairKey (may change while the text does not)
  // The analysis may take the parse's graphs rather than copy them: the caller owns the parse alone (the language
  // server's cache) and gets the graphs back from the analysis with returnLentGraphs before it reads them again.
  bool lend = false;
};
// `memo`, when given, is what earlier analyses learned (the language server keeps one across edits); it is swept
// afterwards of what this analysis did not use.
Analysis analyze(const std::vector<ParsedInput>& inputs, AnalysisMemo* memo = nullptr);

// Gives the parses their lent graphs back, as parsed (what the analysis set in them undone, but the nodes' marks and
// Graph::marksKey): moved when the analysis is the caller's alone and left without them, else copied.
void returnLentGraphs(Analysis& a);
void returnLentGraphs(const Analysis& a);

// Steps of analyze(), exposed for tests.
void assignRoles(Analysis& a);
void pairGraphs(Analysis& a);
void categorize(Analysis& a);
void associate(Analysis& a);
void diagnose(Analysis& a);

// Helpers shared by the steps.
bool isTangentName(std::string_view name);  // seed 000's rule: "tangent" in the lower-cased name
// Number of user (non-saved) outputs of a forward graph given its backward (-1 if they do not fit).
int userOutputCount(const Graph& fwd, const Graph& bwd);
// Joint graph: the gradient seed (make_fx `ones_like` of the loss) or -1.
int gradientSeed(const Graph& g);
// The forward node a backward node recomputes (the partitioner copies forward ops into the backward under their
// forward names), or -1: the same op, or a reshape-like twin (`view` ↔ `reshape`) of the same input and type.
int recomputedFrom(const Graph& f, const Node& bn);
// How the nodes named `names` compare in type (dtype and shape, sameType) between graphs x and y: how many both
// print, and the first that differs. Pairing asks it of a backward's saved inputs against a forward, and of a
// partitioned graph's nodes against a joint; diagnostics say which input differs.
struct TypeComparison {
  int compared = 0;                // printed on both sides, up to the first difference
  int differsX = -1, differsY = -1;  // the first node whose types differ, in x and in y
  // 1 all printed on both sides agree, -1 one differs, 0 none is printed on both sides.
  int fit() const { return differsX >= 0 ? -1 : compared > 0 ? 1 : 0; }
};
TypeComparison compareTypes(const Graph& x, const Graph& y, std::span<const std::string_view> names);
// A partitioner's saved_output note naming exactly the forward's trailing outputs (the values it saves for
// backward), or null.
const SavedOutputNote* savedOutputNoteFor(const Analysis& a, const Graph& fwd);

// Compiled autograd's graph (`def forward(self, inputs, sizes, scalars, hooks)`): the whole backward of a step,
// with no AOT forward partner.
bool isCompiledAutograd(const Graph& g);

}  // namespace fx
