#include "text_store.h"

#include <utility>

namespace lsp {

void TextDocument::applyChange(const TextDocumentContentChangeEvent& change, Encoding enc) {
  if (!change.range) {
    text = change.text;
    return;
  }
  size_t begin = 0;
  size_t end = 0;
  {
    const LineIndex index(text);  // scoped: it views `text`, which the replace below changes
    begin = index.toOffset(change.range->start, enc);
    end = index.toOffset(change.range->end, enc);
  }
  if (end < begin) std::swap(begin, end);
  text.replace(begin, end - begin, change.text);
}

void TextStore::open(const TextDocumentItem& item) {
  docs_.insert_or_assign(item.uri, TextDocument{item.uri, item.version, item.text});
}

bool TextStore::change(const DidChangeTextDocumentParams& params, Encoding enc) {
  const auto it = docs_.find(params.textDocument.uri);
  if (it == docs_.end()) return false;
  for (const auto& c : params.contentChanges) it->second.applyChange(c, enc);
  it->second.version = params.textDocument.version;
  return true;
}

bool TextStore::close(std::string_view uri) {
  const auto it = docs_.find(uri);
  if (it == docs_.end()) return false;
  docs_.erase(it);
  return true;
}

const TextDocument* TextStore::find(std::string_view uri) const {
  const auto it = docs_.find(uri);
  return it == docs_.end() ? nullptr : &it->second;
}

std::vector<DocumentUri> TextStore::uris() const {
  std::vector<DocumentUri> out;
  out.reserve(docs_.size());
  for (const auto& [uri, doc] : docs_) out.push_back(uri);
  return out;
}

}  // namespace lsp
