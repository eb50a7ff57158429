// `fxlens/detect` (a custom request): is a document an FX graph printout? Editors ask it before they switch a
// plain text, log or Python document to the FX Graph language, so that they and the engine never disagree
// (the decision is fx::detectPrintout's, server/fx/detect.h). Params (an object, every field optional but one of
// `text` and `uri` is needed):
//   {"uri": U, "text": T, "fileName": F}
// The text is `text` when given (a client sends the head of a document it has not opened with us), else the open
// document's, else the file's on disk (file: URIs; its first 256 KiB are read). `fileName` (supporting evidence:
// dump names) defaults to the URI's path. Result:
//   {"verdict": "printout" | "almost" | "no", "graphs": N, "reason": "...", "seen": ["`torch.ops.aten.` (line 3)", ...]}
// A URI that is neither open nor readable is answered with "no" and a reason saying so.

#include "fx/detect.h"
#include "fx/read_file.h"
#include "server.h"

namespace fxl {

namespace {

// An optional string field of the params; BadParams when present and not a string.
std::optional<std::string> stringField(const jsonrpc::Json& params, const char* key) {
  auto it = params.find(key);
  if (it == params.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) throw lsp::BadParams(key, "expected a string");
  return it->get<std::string>();
}


}  // namespace

Server::Json Server::detect(const Json& params) {
  if (!params.is_object()) throw lsp::BadParams("", "expected an object with text or uri");
  std::optional<std::string> uri = stringField(params, "uri"), text = stringField(params, "text"),
                             fileName = stringField(params, "fileName");
  if (!text && !uri) throw lsp::BadParams("text", "missing: give text or uri");
  const std::string path = uri ? uriToPath(*uri) : std::string();
  std::string readError;
  if (!text) {
    text = ws_->withDocument(*uri, [](const lsp::TextDocument* td) {
      return td ? std::optional<std::string>(td->text()) : std::nullopt;
    });
    // One byte more than the detector reads, so that it knows the text goes on.
    if (!text && !path.empty()) {
      fx::ReadResult head = fx::readSourceHead(path, fx::kDetectHeadBytes + 1);
      if (head.ok) text = std::move(head.text);
      else readError = std::move(head.error);  // e.g. binary data: what was seen (fx/text_encoding.h)
    }
  }
  if (!text)
    return {{"verdict", fx::toString(fx::Verdict::No)}, {"graphs", 0}, {"seen", Json::array()},
            {"reason", "the document is not open and cannot be read" + (path.empty() ? "" : ": " + path) +
                           (readError.empty() ? "" : ": " + readError)}};
  fx::Detection d = fx::detectPrintout(*text, fileName ? *fileName : !path.empty() ? path : uri.value_or(""));
  return {{"verdict", fx::toString(d.verdict)}, {"graphs", d.graphs}, {"reason", d.reason}, {"seen", d.seen}};
}

}  // namespace fxl
