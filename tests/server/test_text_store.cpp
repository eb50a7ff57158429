// TextDocument edits and the TextStore's open / change / close bookkeeping.
#include <catch2/catch.hpp>

#include <random>

#include <cstring>
#include <string>
#include <vector>

#include "text_buffers.h"
#include "text_store.h"

using lsp::Encoding;
using lsp::TextDocument;
using lsp::TextDocumentContentChangeEvent;

namespace {

TextDocumentContentChangeEvent edit(uint32_t l0, uint32_t c0, uint32_t l1, uint32_t c1, std::string text) {
  return {lsp::Range{{l0, c0}, {l1, c1}}, std::move(text)};
}

lsp::DidChangeTextDocumentParams changes(std::string uri, int32_t version,
                                         std::vector<TextDocumentContentChangeEvent> cs) {
  return {{std::move(uri), version}, std::move(cs)};
}

}  // namespace

TEST_CASE("text document: incremental edits", "[textstore]") {
  TextDocument doc{"file:///a", 1, "hello\nworld\n"};
  SECTION("insert") {
    doc.applyChange(edit(1, 0, 1, 0, "big "), Encoding::Utf16);
    CHECK(doc.text() == "hello\nbig world\n");
  }
  SECTION("delete across lines") {
    doc.applyChange(edit(0, 3, 1, 2, ""), Encoding::Utf16);
    CHECK(doc.text() == "helrld\n");
  }
  SECTION("replace at the end, and past the end (clamped)") {
    doc.applyChange(edit(2, 0, 2, 0, "!"), Encoding::Utf16);
    CHECK(doc.text() == "hello\nworld\n!");
    doc.applyChange(edit(7, 3, 9, 9, "?"), Encoding::Utf16);
    CHECK(doc.text() == "hello\nworld\n!?");
  }
  SECTION("a backwards range is the same range") {
    doc.applyChange(edit(1, 2, 0, 3, "_"), Encoding::Utf16);
    CHECK(doc.text() == "hel_rld\n");
  }
  SECTION("no range: the whole text") {
    doc.applyChange({std::nullopt, "new"}, Encoding::Utf16);
    CHECK(doc.text() == "new");
  }
}

TEST_CASE("text document: a shared text never changes; a change copies it only while it is shared", "[textstore]") {
  TextDocument doc{"file:///a", 1, "hello\nworld\n"};
  const std::shared_ptr<const std::string> before = doc.share();
  CHECK(before.get() == &doc.text());  // shared, not copied
  doc.applyChange(edit(1, 0, 1, 0, "big "), Encoding::Utf16);
  CHECK(*before == "hello\nworld\n");  // what a reader holds stays as it was
  CHECK(doc.text() == "hello\nbig world\n");
  const std::string* mine = &doc.text();
  CHECK(mine != before.get());
  doc.applyChange(edit(0, 0, 0, 0, ">"), Encoding::Utf16);  // nobody shares the new text: changed in place
  CHECK(&doc.text() == mine);
  CHECK(doc.text() == ">hello\nbig world\n");
  const auto again = doc.share();
  doc.applyChange({std::nullopt, "whole"}, Encoding::Utf16);  // a whole-text change while shared
  CHECK(*again == ">hello\nbig world\n");
  CHECK(doc.text() == "whole");
}

TEST_CASE("text document: edits around multi-byte characters and CRLF", "[textstore]") {
  SECTION("UTF-16 positions after an emoji") {
    TextDocument doc{"u", 1, "a\U0001F600b\r\nc\u00e9d"};
    doc.applyChange(edit(0, 3, 0, 4, "B"), Encoding::Utf16);  // b is after a (1) and the emoji (2)
    CHECK(doc.text() == "a\U0001F600B\r\nc\u00e9d");
    doc.applyChange(edit(1, 2, 1, 3, "D"), Encoding::Utf16);
    CHECK(doc.text() == "a\U0001F600B\r\nc\u00e9D");
    doc.applyChange(edit(0, 1, 0, 3, ""), Encoding::Utf16);  // delete the emoji
    CHECK(doc.text() == "aB\r\nc\u00e9D");
  }
  SECTION("UTF-8 positions are bytes") {
    TextDocument doc{"u", 1, "a\U0001F600b\r\nc\u00e9d"};
    doc.applyChange(edit(0, 5, 0, 6, "B"), Encoding::Utf8);
    CHECK(doc.text() == "a\U0001F600B\r\nc\u00e9d");
    doc.applyChange(edit(1, 3, 1, 4, "D"), Encoding::Utf8);
    CHECK(doc.text() == "a\U0001F600B\r\nc\u00e9D");
  }
  SECTION("joining lines removes the whole CRLF") {
    TextDocument doc{"u", 1, "ab\r\ncd"};
    doc.applyChange(edit(0, 2, 1, 0, ""), Encoding::Utf16);
    CHECK(doc.text() == "abcd");
  }
  SECTION("an edit at a line end never splits CRLF") {
    TextDocument doc{"u", 1, "ab\r\ncd"};
    doc.applyChange(edit(0, 9, 0, 9, "X"), Encoding::Utf16);
    CHECK(doc.text() == "abX\r\ncd");
  }
}

TEST_CASE("text store: open, change, close", "[textstore]") {
  lsp::TextStore store;
  store.open({"file:///b", "fxgraph", 1, "one\ntwo"});
  store.open({"file:///a", "fxgraph", 4, "x"});
  CHECK(store.size() == 2);
  CHECK(store.uris() == std::vector<std::string>{"file:///a", "file:///b"});
  REQUIRE(store.find("file:///b") != nullptr);
  CHECK(store.find("file:///b")->version == 1);

  SECTION("changes apply in order, each against the text the previous one left") {
    CHECK(store.change(changes("file:///b", 2, {edit(0, 0, 0, 3, "ONE!"), edit(0, 4, 0, 4, "\n"),
                                                edit(2, 0, 2, 3, "2")}),
                       Encoding::Utf16));
    CHECK(store.find("file:///b")->text() == "ONE!\n\n2");
    CHECK(store.find("file:///b")->version == 2);
    CHECK(store.find("file:///a")->text() == "x");
  }
  SECTION("a change for a document that is not open is refused") {
    CHECK_FALSE(store.change(changes("file:///nope", 2, {edit(0, 0, 0, 0, "x")}), Encoding::Utf16));
    CHECK(store.size() == 2);
    CHECK(store.find("file:///nope") == nullptr);
  }
  SECTION("close, then change and close again") {
    CHECK(store.close("file:///b"));
    CHECK(store.find("file:///b") == nullptr);
    CHECK_FALSE(store.change(changes("file:///b", 3, {{std::nullopt, "full"}}), Encoding::Utf16));
    CHECK_FALSE(store.close("file:///b"));
    CHECK(store.size() == 1);
  }
  SECTION("opening an open document replaces it") {
    store.open({"file:///a", "fxgraph", 9, "fresh"});
    CHECK(store.size() == 2);
    CHECK(store.find("file:///a")->text() == "fresh");
    CHECK(store.find("file:///a")->version == 9);
  }
  SECTION("URIs are compared exactly") {
    CHECK(store.find("file:///A") == nullptr);
    CHECK(store.find("file:///a/") == nullptr);
  }
}

// The workspace re-reads a Python document's head after an edit only when the edit reached into it.
TEST_CASE("text store: the language is kept, and a change says which bytes it left alone", "[textstore]") {
  lsp::TextStore store;
  store.open({"file:///m.py", "python", 1, "import torch\nx = 1\ny = 2\n"});
  REQUIRE(store.find("file:///m.py") != nullptr);
  CHECK(store.find("file:///m.py")->languageId == "python");
  size_t unchanged = 99;
  SECTION("edits: the least offset any of them began at") {
    CHECK(store.change(changes("file:///m.py", 2, {edit(2, 0, 2, 1, "z"), edit(1, 4, 1, 5, "3")}), Encoding::Utf16,
                       &unchanged));
    CHECK(store.find("file:///m.py")->text() == "import torch\nx = 3\nz = 2\n");
    CHECK(unchanged == 17);
    CHECK(store.find("file:///m.py")->languageId == "python");
  }
  SECTION("an edit before the end of an earlier one") {
    CHECK(store.change(changes("file:///m.py", 2, {edit(1, 0, 1, 0, "#"), edit(0, 0, 0, 6, "")}), Encoding::Utf16,
                       &unchanged));
    CHECK(unchanged == 0);
  }
  SECTION("appending: the old length") {
    CHECK(store.change(changes("file:///m.py", 2, {edit(3, 0, 3, 0, "w = 4\n")}), Encoding::Utf16, &unchanged));
    CHECK(unchanged == 25);
  }
  SECTION("the whole text: nothing is kept") {
    CHECK(store.change(changes("file:///m.py", 2, {{std::nullopt, "import torch\n"}}), Encoding::Utf16, &unchanged));
    CHECK(unchanged == 0);
  }
  SECTION("a document that is not open: untouched") {
    CHECK_FALSE(store.change(changes("file:///n.py", 2, {{std::nullopt, ""}}), Encoding::Utf16, &unchanged));
    CHECK(unchanged == 99);
  }
}

TEST_CASE("text document: a big shared text edited twice, each reader keeping its own text", "[textstore]") {
  // 20 MiB: the store writes each edit of a shared text into a new buffer, and keeps a let-go big buffer for the
  // next copy. Readers' texts never change; the one let go is written again, once nobody holds it.
  std::string line(79, 'x');
  line += '\n';
  std::string big;
  while (big.size() < (size_t{20} << 20)) big += line;
  TextDocument doc{"file:///big", 1, big};
  auto v1 = doc.share();
  doc.applyChange(edit(0, 0, 0, 0, "a"), Encoding::Utf16);  // shared: copied into a new buffer
  auto v2 = doc.share();
  const char* v2Buffer = v2->data();
  CHECK(*v1 == big);
  CHECK(v2->substr(0, 2) == "ax");
  doc.applyChange(edit(0, 0, 0, 0, "b"), Encoding::Utf16);  // v2 still shared: another new buffer
  CHECK(*v2 == "a" + big);
  CHECK(doc.text().substr(0, 3) == "bax");
  v2.reset();  // its buffer is kept for the next copy
  auto v3 = doc.share();
  doc.applyChange(edit(0, 0, 0, 0, "c"), Encoding::Utf16);
  CHECK(doc.text().data() == v2Buffer);  // written in place of the text let go
  CHECK(doc.text().substr(0, 4) == "cbax");
  CHECK(doc.text().size() == big.size() + 3);
  CHECK(*v3 == "ba" + big);
  CHECK(doc.lines().lineOf(doc.text().size() - 1) == doc.lines().lineOf(big.size() + 2));
}

// The language server's parse asks how the text changed since it last read it: the changes between two reads,
// composed into one span, must cover every byte that differs (a wider span is allowed, a narrower one is wrong).
TEST_CASE("text document: the span changed since the last read covers every change between reads", "[textstore]") {
  std::mt19937 rng(7);
  TextDocument doc{"file:///a", 1, "line zero\nline one\nline two\nline three\nline four\n"};
  auto [first, none] = doc.shareWithEdit();
  CHECK(!none.base);  // the first read: nothing to compare with
  std::shared_ptr<const std::string> held = first;
  for (int round = 0; round < 300; ++round) {
    const int changes = static_cast<int>(rng() % 4);  // none, one or several between two reads
    for (int c = 0; c < changes; ++c) {
      const uint32_t lines = doc.lines().lineCount();
      const uint32_t l0 = static_cast<uint32_t>(rng() % lines), l1 = l0 + static_cast<uint32_t>(rng() % 3);
      static const char* typed[] = {"", "x", "\n", "abc\ndef", "  # edited\n"};
      doc.applyChange(edit(l0, static_cast<uint32_t>(rng() % 6), l1, static_cast<uint32_t>(rng() % 6), typed[rng() % 5]),
                      Encoding::Utf16);
    }
    if (round % 50 == 49) doc.applyChange({std::nullopt, doc.text() + "tail\n"}, Encoding::Utf16);  // whole text
    auto [now, e] = doc.shareWithEdit();
    INFO("round " << round);
    if (round % 50 == 49) {
      CHECK(!e.base);  // the whole text was sent: no span is known
    } else {
      REQUIRE(e.base == held);
      const std::string &a = *held, &b = *now;
      REQUIRE((e.begin <= e.oldEnd && e.oldEnd <= a.size() && e.newEnd <= b.size()));
      CHECK(a.size() - e.oldEnd == b.size() - e.newEnd);
      CHECK(a.compare(0, e.begin, b, 0, e.begin) == 0);
      CHECK(a.compare(e.oldEnd, std::string::npos, b, e.newEnd, std::string::npos) == 0);
      if (changes == 0) CHECK((e.begin == e.oldEnd && e.oldEnd == e.newEnd));
    }
    held = now;
  }
}

// When the caller knows no one will read the shared text again but through the span (the language server's parse,
// given up to its re-parse), a change is written into the shared text's own buffer: no copy, one text in memory.
TEST_CASE("text document: readers done, a change is written into the shared buffer and the span is reported",
          "[textstore]") {
  std::string big(1 << 20, 'x');
  big += "\ntail\n";
  std::string text = big;
  text.reserve(big.size() + 64);  // room for what is typed: the buffer does not move
  TextDocument doc{"file:///a", 1, std::move(text)};
  auto [read, none] = doc.shareWithEdit();
  const std::string_view view = *read;  // what the parse views
  const void* buffer = doc.text().data();

  doc.applyChange(edit(1, 0, 1, 0, "new "), Encoding::Utf16, /*readersDone=*/true);
  CHECK(static_cast<const void*>(doc.text().data()) == buffer);  // not copied
  CHECK(doc.text().compare(big.size() - 5, std::string::npos, "new tail\n") == 0);
  CHECK(static_cast<const void*>(view.data()) == buffer);  // the reader's view now sees the edited bytes
  CHECK(view.substr(big.size() - 5, 4) == "new ");

  auto [now, e] = doc.shareWithEdit();
  CHECK(e.base == read);  // the reader's text is still the base of the span
  CHECK((e.begin == big.size() - 5 && e.oldEnd == e.begin && e.newEnd == e.begin + 4));
  CHECK(doc.lines().lineCount() == 3);
  CHECK(doc.lines().lineOf(static_cast<uint32_t>(doc.text().size() - 1)) == 1);

  SECTION("readers not done: the reader's text is left as it was") {
    doc.applyChange(edit(0, 0, 0, 1, ""), Encoding::Utf16);
    CHECK(now->size() == big.size() + 4);
    CHECK(doc.text().size() == big.size() + 3);
    CHECK(static_cast<const void*>(doc.text().data()) != static_cast<const void*>(now->data()));
  }
}

// A reader that will not be told the span (it shared the text without asking for changes, or the whole text came
// since) would compare its text with the new one: that text must stay as it was.
TEST_CASE("text document: readers done but no span to report, a shared text is still copied", "[textstore]") {
  TextDocument doc{"file:///a", 1, "hello\nworld\n"};
  const auto reader = doc.share();
  doc.applyChange(edit(0, 0, 0, 0, ">"), Encoding::Utf16, /*readersDone=*/true);
  CHECK(*reader == "hello\nworld\n");
  CHECK(doc.text() == ">hello\nworld\n");

  auto [read, e] = doc.shareWithEdit();
  doc.applyChange({std::nullopt, "whole\n"}, Encoding::Utf16, /*readersDone=*/true);
  const auto second = doc.share();
  doc.applyChange(edit(0, 0, 0, 0, "x"), Encoding::Utf16, /*readersDone=*/true);
  CHECK(*read == ">hello\nworld\n");
  CHECK(*second == "whole\n");
  CHECK(doc.text() == "xwhole\n");
}

// After an edit was written into the shared buffer, the whole text sent again leaves no span to report: the old
// text's readers are told it was written over (they must not compare it with the new one: the language server's
// re-parse read a buffer this change had freed), and only until the next read.
TEST_CASE("text document: the whole text after an edit written over the shared text: the readers are told",
          "[textstore]") {
  TextDocument doc{"file:///a", 1, std::string(4096, 'x') + "\nend\n"};
  auto [read, none] = doc.shareWithEdit();
  CHECK_FALSE(none.baseWrittenOver);
  doc.applyChange(edit(1, 0, 1, 0, ">"), Encoding::Utf16, /*readersDone=*/true);
  CHECK(read->empty());  // the buffer was taken over
  doc.applyChange({std::nullopt, "whole\n"}, Encoding::Utf16, /*readersDone=*/true);
  auto [now, e] = doc.shareWithEdit();
  CHECK(*now == "whole\n");
  CHECK(e.base == nullptr);
  CHECK(e.baseWrittenOver);

  SECTION("the whole text again, nothing written over: no base, and nothing to warn of") {
    doc.applyChange({std::nullopt, "again\n"}, Encoding::Utf16, /*readersDone=*/false);
    auto [last, e2] = doc.shareWithEdit();
    CHECK(*now == "whole\n");
    CHECK(e2.base == nullptr);
    CHECK_FALSE(e2.baseWrittenOver);
  }
  SECTION("a span after the warning was read: reported as usual") {
    doc.applyChange(edit(0, 0, 0, 0, "<"), Encoding::Utf16, /*readersDone=*/true);
    auto [last, e2] = doc.shareWithEdit();
    CHECK(e2.base == now);
    CHECK_FALSE(e2.baseWrittenOver);
    CHECK(*last == "<whole\n");
  }
}

// Big texts are edited with the bytes after the edit moved on two threads (text_buffers.h): the result must be
// memmove's, byte for byte, for shifts either way, at the edges of what is split, and for what is not.
TEST_CASE("text buffers: bytes moved on two threads are memmove's", "[textstore]") {
  const size_t n = (size_t{16} << 20) + 4099;  // just over where the move is split, odd
  std::mt19937 rng(7);
  for (size_t shift : {size_t{1}, size_t{7}, size_t{4096}, n / 4 - 1, n / 4 + 1}) {  // the last: one thread
    std::vector<char> original(n + shift);
    for (char& c : original) c = static_cast<char>(rng());
    for (bool right : {true, false}) {
      std::vector<char> want = original, got = original;
      const size_t src = right ? 0 : shift, dst = right ? shift : 0;
      std::memmove(want.data() + dst, want.data() + src, n);
      lsp::moveBytes(got.data() + dst, got.data() + src, n);
      INFO("shift " << shift << (right ? " right" : " left"));
      CHECK(got == want);
    }
  }
}

TEST_CASE("text buffers: an edit written into a big text's own buffer is std::string::replace's", "[textstore]") {
  std::string base((size_t{16} << 20) + 1000, ' ');
  std::mt19937 rng(11);
  for (char& c : base) c = static_cast<char>('a' + rng() % 26);
  struct Edit {
    size_t begin, end;
    std::string with;
  };
  for (const Edit& e : {Edit{0, 0, "# inserted"}, Edit{10, 20, ""}, Edit{5, 6, std::string(3000, 'x')},
                        Edit{500, 500, "y"}, Edit{base.size() - 10, base.size(), "tail"}}) {
    std::string want = base, got = base;
    got.reserve(base.size() + 8192);  // room, as the store's kept buffers have
    want.replace(e.begin, e.end - e.begin, e.with);
    const char* buffer = got.data();
    lsp::replaceInPlace(got, e.begin, e.end, e.with);
    INFO("edit at " << e.begin);
    CHECK(got == want);
    CHECK(got.data() == buffer);  // in its own buffer
  }
}
