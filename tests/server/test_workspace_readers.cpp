// The workspace writes an edit into the text the last parse views only when no one reads it (TextStore's
// take-over): these tests hold an analysis the way a render on the job runner does, and check that the texts it
// views stay as they were whatever is edited meanwhile.
#include <catch2/catch.hpp>

#include <chrono>
#include <memory>
#include <string>

#include "corpus.h"
#include "workspace.h"

using namespace std::chrono_literals;

namespace {

std::string corpusText(const std::string& rel) { return testsupport::readText(testsupport::corpusPath(rel)); }

const std::string kFwdUri = "file:///fxlens-readers-test/fwd.code.txt";
const std::string kBwdUri = "file:///fxlens-readers-test/bwd.code.txt";

fxl::Workspace::Options hostDriven() {
  fxl::Workspace::Options o;
  o.hostDriven = true;
  o.debounce = 0ms;
  return o;
}

// With room to grow: an edit written into it stays in its buffer, where a reader that still views it would see it.
void open(fxl::Workspace& ws, const std::string& uri, const std::string& text) {
  std::string roomy;
  roomy.reserve(text.size() * 2);
  roomy = text;
  ws.open({uri, "fx-graph", 1, std::move(roomy)});
}

void typeAtStart(fxl::Workspace& ws, const std::string& uri, int version, const std::string& typed) {
  lsp::DidChangeTextDocumentParams p;
  p.textDocument = {uri, version};
  p.contentChanges.push_back({lsp::Range{{0, 0}, {0, 0}}, typed});
  REQUIRE(ws.change(p, lsp::Encoding::Utf16) == fxl::Workspace::Changed::Edited);
}

std::string textOf(const fxl::Analyzed& an, const std::string& uri) {
  const int d = an.docOf(uri);
  REQUIRE(d >= 0);
  return std::string(an.snap.analysis().docs[static_cast<size_t>(d)].text);
}

}  // namespace

// A render holds the analysis it started from while a newer one is published (another document was edited);
// the document it draws is then edited. The published analysis is held by no one, but the render's still views
// that document's text: the edit must not be written into it.
TEST_CASE("workspace: an analysis a reader still holds keeps its texts after a newer one is published", "[host]") {
  const std::string fwd = corpusText("torch113/mlp_nll/aot_default/fwd.code.txt");
  const std::string bwd = corpusText("torch113/mlp_nll/aot_default/bwd.code.txt");
  fxl::Workspace ws(hostDriven());
  open(ws, kFwdUri, fwd);
  open(ws, kBwdUri, bwd);
  const std::shared_ptr<const fxl::Analyzed> held = ws.fresh(0ms);
  REQUIRE(held);
  REQUIRE(textOf(*held, kBwdUri) == bwd);

  typeAtStart(ws, kFwdUri, 2, "# fwd edited\n");
  {
    const std::shared_ptr<const fxl::Analyzed> newer = ws.fresh(0ms);  // published, and held by no one after
    REQUIRE(newer);
    REQUIRE(newer != held);
    REQUIRE(textOf(*newer, kFwdUri) == "# fwd edited\n" + fwd);
  }
  typeAtStart(ws, kBwdUri, 2, "# bwd edited\n");
  CHECK(textOf(*held, kBwdUri) == bwd);
  const std::shared_ptr<const fxl::Analyzed> latest = ws.fresh(0ms);
  REQUIRE(latest);
  CHECK(textOf(*latest, kBwdUri) == "# bwd edited\n" + bwd);
  CHECK(textOf(*held, kBwdUri) == bwd);
}

// Once no one holds an older analysis, edits are written into the text again (no copy of a big log per edit):
// what the take-over is for must still happen.
TEST_CASE("workspace: once the older analysis is let go, an edit is written into the parsed text", "[host]") {
  const std::string bwd = corpusText("torch113/mlp_nll/aot_default/bwd.code.txt");
  fxl::Workspace ws(hostDriven());
  open(ws, kBwdUri, bwd);
  open(ws, kFwdUri, corpusText("torch113/mlp_nll/aot_default/fwd.code.txt"));
  {
    const std::shared_ptr<const fxl::Analyzed> held = ws.fresh(0ms);
    REQUIRE(held);
    typeAtStart(ws, kFwdUri, 2, "# fwd edited\n");
    REQUIRE(ws.fresh(0ms) != held);  // a newer one published while the older is held
  }
  const void* buffer = nullptr;
  ws.withDocument(kBwdUri, [&](const lsp::TextDocument* d) { buffer = d->text().data(); });
  typeAtStart(ws, kBwdUri, 2, "# edited\n");
  ws.withDocument(kBwdUri, [&](const lsp::TextDocument* d) {
    REQUIRE(d);
    CHECK(d->text().data() == buffer);  // written in place: the buffer has room
  });
  const std::shared_ptr<const fxl::Analyzed> latest = ws.fresh(0ms);
  REQUIRE(latest);
  CHECK(textOf(*latest, kBwdUri) == "# edited\n" + bwd);
}
