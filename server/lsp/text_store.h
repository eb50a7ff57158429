// The documents the client has open, as the client sees them: text kept in sync through didOpen / didChange /
// didClose. Knows LSP types and positions, nothing about FX graphs (the engine reads `text` when it analyzes).
// Not thread-safe: the server owns one store and touches it from the thread that reads messages.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "lsp_types.h"
#include "position.h"
#include "text_buffers.h"

namespace lsp {

// The text is shared with whoever reads it (share(): the language server's parse of it and the analyses made
// from that) and copied only when a change comes while it is shared: one copy of a 140 MB log between edits, not
// one in the store and one in each reader.
class TextDocument {
 public:
  TextDocument(DocumentUri u, int32_t v, std::string t, std::string lang = {})
      : uri(std::move(u)), version(v), languageId(std::move(lang)), text_(keptText(std::move(t))), lines_(*text_) {}

  DocumentUri uri;
  int32_t version = 0;
  std::string languageId;  // as didOpen said: what the document is may depend on it (a `python` model source)

  // UTF-8 as sent by the client (not validated: invalid bytes are kept as they are).
  const std::string& text() const { return *text_; }
  // The text as it is now, for a reader on any thread: it never changes (a change makes the store a new copy).
  // Call with the store's owner holding whatever lock guards the store against its changes.
  std::shared_ptr<const std::string> share() const { return text_; }

  // How the text now differs from an earlier text of this document: its [begin, oldEnd) became [begin, newEnd).
  struct Edit {
    std::shared_ptr<const std::string> base;  // the earlier text (null: unknown)
    size_t begin = 0, oldEnd = 0, newEnd = 0;
    // No span (base null), and the earlier text was written over since (applyChange's `readersDone`): its
    // readers must not read it, not even to compare it with the new one; they read the new text anew.
    bool baseWrittenOver = false;
  };
  // share(), and how the text differs from the text this returned the time before (for the one reader that
  // re-reads only what changed: the language server's parse). No base the first time, after a change that sent
  // the whole text, and when that text is gone.
  std::pair<std::shared_ptr<const std::string>, Edit> shareWithEdit();

  // Applies one change: replaces `range` (converted to byte offsets with `enc`, clamped as position.h describes)
  // by `change.text`, or the whole text when the change has no range. A range whose end is before its start is
  // taken as the same range written backwards. Returns the byte offset where the change began (0 for the whole
  // text): the bytes before it are as they were.
  // `readersDone`: whoever shares the text will not read it again, except through the span shareWithEdit() will
  // report (the language server's parse, given up to a re-parse that reads only that span and moves the rest by
  // offset). The change is then written into the shared text's own buffer, which this document takes over: no
  // copy of a 140 MB log per edit, and one text in memory, not two. Else a shared text is copied.
  size_t applyChange(const TextDocumentContentChangeEvent& change, Encoding enc, bool readersDone = false);

  // Was a change written into the text shareWithEdit() returned last, since? Its readers then view this
  // document's buffer: when the document goes (closed, opened again), they view freed memory.
  bool wroteOverShared() const { return wroteOverShared_; }

  // The line index of the current text, kept up to date by each change (which looks only at what it changed).
  const LineIndex& lines() const { return lines_; }

 private:
  std::string& writable();  // the text, copied first if anyone shares it
  // Can this change be written into the shared text's buffer? Only when the span will be reported (the readers
  // are told what changed; they cannot compare with an old text that no longer exists).
  bool mayTakeOver(bool readersDone) const { return readersDone && editKnown_; }
  void compose(size_t begin, size_t end, size_t inserted);  // one more change into edited_
  std::shared_ptr<std::string> text_;
  LineIndex lines_;
  // What shareWithEdit() returned last, and the span changed since (all the changes composed into one).
  std::weak_ptr<const std::string> lastShared_;
  bool editKnown_ = false;
  bool editAny_ = false;  // a change since (else the texts are the same: an empty span)
  bool wroteOverShared_ = false;  // a change was written into the buffer shareWithEdit() returned last
  size_t editBegin_ = 0, editOldEnd_ = 0, editNewEnd_ = 0;
};

class TextStore {
 public:
  // didOpen. Opening a document that is already open replaces it (the spec forbids it; a client that does it
  // most likely lost track of a close, and its new text is the truth).
  void open(TextDocumentItem item);  // by value: a didOpen's text (up to 1 GiB) is moved in, not copied

  // didChange: applies the changes in order and takes the new version. False (and nothing changes) when the
  // document is not open. `unchangedBefore`, when given, gets a byte offset before which the new text is the
  // old one (the least offset any change began at), for a reader that looks only at a text's head.
  // `readersDone`: as TextDocument::applyChange says (the caller knows that no one will read the text as it was).
  bool change(const DidChangeTextDocumentParams& params, Encoding enc, size_t* unchangedBefore = nullptr,
              bool readersDone = false);

  // didClose. False when the document was not open.
  bool close(std::string_view uri);

  const TextDocument* find(std::string_view uri) const;  // null when not open
  TextDocument* find(std::string_view uri);
  std::vector<DocumentUri> uris() const;                  // sorted
  size_t size() const { return docs_.size(); }

 private:
  std::map<DocumentUri, TextDocument, std::less<>> docs_;  // keyed by the URI exactly as the client spells it
};

}  // namespace lsp
