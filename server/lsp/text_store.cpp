#include "text_store.h"
#include "text_buffers.h"

#include <algorithm>
#include <atomic>
#include <utility>

namespace lsp {

// Readers only read a shared text; the store alone changes it, and only when nobody shares it. A reader that let go
// of its share on another thread did so with a release (shared_ptr's count); the fence pairs with it, so that its
// last reads happen before our writes.
std::string& TextDocument::writable() {
  if (text_.use_count() > 1) text_ = std::make_shared<std::string>(*text_);
  std::atomic_thread_fence(std::memory_order_acquire);
  return *text_;
}

std::pair<std::shared_ptr<const std::string>, TextDocument::Edit> TextDocument::shareWithEdit() {
  Edit e;
  if (editKnown_) e = {lastShared_.lock(), editBegin_, editOldEnd_, editNewEnd_};
  else e.baseWrittenOver = wroteOverShared_;
  lastShared_ = text_;
  wroteOverShared_ = false;
  editKnown_ = true;
  editAny_ = false;
  editBegin_ = editOldEnd_ = editNewEnd_ = 0;
  return {text_, std::move(e)};
}

// The span so far covers old [B, OE) → current [B, NE); a change replaces current [begin, end) by `inserted` bytes.
// The union in current offsets is [min(B, begin), max(NE, end)); past NE the current text is the old one moved.
void TextDocument::compose(size_t begin, size_t end, size_t inserted) {
  if (!editKnown_) return;
  if (!editAny_) {
    editAny_ = true;
    editBegin_ = begin, editOldEnd_ = end, editNewEnd_ = begin + inserted;
    return;
  }
  const size_t unionEnd = std::max(editNewEnd_, end);
  editOldEnd_ += unionEnd - editNewEnd_;
  editNewEnd_ = unionEnd - (end - begin) + inserted;
  editBegin_ = std::min(editBegin_, begin);
}

size_t TextDocument::applyChange(const TextDocumentContentChangeEvent& change, Encoding enc, bool readersDone) {
  if (!change.range) {
    editKnown_ = false;  // the whole text sent again: where it differs is not said
    if (text_.use_count() > 1) text_ = std::make_shared<std::string>(change.text);  // no copy of the old text
    else writable() = change.text;
    lines_ = LineIndex(*text_);
    return 0;
  }
  size_t begin = lines_.toOffset(change.range->start, enc);
  size_t end = lines_.toOffset(change.range->end, enc);
  if (end < begin) std::swap(begin, end);
  if (text_.use_count() > 1 && !mayTakeOver(readersDone)) {
    // Shared: the new text is made in one pass, at its size (a copy, then a replace growing it, wrote a 140 MB
    // log three times and faulted in twice its size).
    auto edited = textBuffer(text_->size() - (end - begin) + change.text.size());
    edited->append(*text_, 0, begin).append(change.text).append(*text_, end, std::string::npos);
    text_ = std::move(edited);
  } else {
    // The readers keep their (now empty) string and their views into the buffer, which see the edit; the next
    // shareWithEdit() still knows their string as the base, and reports the span.
    if (text_.use_count() > 1) {
      text_ = keptText(std::move(*text_));
      wroteOverShared_ = true;
    }
    replaceInPlace(writable(), begin, end, change.text);
  }
  lines_.replace(*text_, begin, end, change.text.size());
  compose(begin, end, change.text.size());
  return begin;
}

void TextStore::open(TextDocumentItem item) {
  DocumentUri key = item.uri;
  docs_.insert_or_assign(std::move(key), TextDocument(std::move(item.uri), item.version, std::move(item.text),
                                                      std::move(item.languageId)));
}

bool TextStore::change(const DidChangeTextDocumentParams& params, Encoding enc, size_t* unchangedBefore,
                       bool readersDone) {
  const auto it = docs_.find(params.textDocument.uri);
  if (it == docs_.end()) return false;
  // Each change keeps the bytes before where it began, so the least of those offsets bounds them all.
  size_t least = it->second.text().size();
  for (const auto& c : params.contentChanges) least = std::min(least, it->second.applyChange(c, enc, readersDone));
  it->second.version = params.textDocument.version;
  if (unchangedBefore) *unchangedBefore = least;
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

TextDocument* TextStore::find(std::string_view uri) {
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
