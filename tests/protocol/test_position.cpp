// LineIndex: byte offsets <-> LSP positions, in UTF-16 and UTF-8, with every kind of character and line end.
#include <catch2/catch.hpp>

#include <random>

#include "position.h"
#include "utf.h"

using lsp::Encoding;
using lsp::LineIndex;
using lsp::Position;

namespace {

constexpr Encoding U16 = Encoding::Utf16;
constexpr Encoding U8 = Encoding::Utf8;

// Every offset maps to a position that maps back to the start of the character holding the offset (the offset
// itself on a boundary); and the position of that start is the same position.
void checkRoundTrips(std::string_view text) {
  const LineIndex idx(text);
  for (Encoding enc : {U16, U8}) {
    for (size_t off = 0; off <= text.size() + 2; ++off) {
      INFO("offset " << off << " encoding " << lsp::encodingName(enc));
      const Position p = idx.toPosition(off, enc);
      const size_t back = idx.toOffset(p, enc);
      CHECK(back <= std::min(off, text.size()));
      CHECK(idx.toPosition(back, enc) == p);
    }
  }
}

}  // namespace

TEST_CASE("position: ASCII", "[position]") {
  const std::string text = "abc\ndef\n\nx";
  const LineIndex idx(text);
  CHECK(idx.lineCount() == 4);
  for (Encoding enc : {U16, U8}) {
    CHECK(idx.toPosition(0, enc) == Position{0, 0});
    CHECK(idx.toPosition(2, enc) == Position{0, 2});
    CHECK(idx.toPosition(3, enc) == Position{0, 3});  // before the "\n"
    CHECK(idx.toPosition(4, enc) == Position{1, 0});
    CHECK(idx.toPosition(8, enc) == Position{2, 0});  // the empty line
    CHECK(idx.toPosition(10, enc) == Position{3, 1});  // the end
    CHECK(idx.toOffset({1, 2}, enc) == 6);
    CHECK(idx.toOffset({2, 0}, enc) == 8);
    CHECK(idx.toOffset({3, 1}, enc) == 10);
  }
  checkRoundTrips(text);
}

TEST_CASE("position: 2-, 3- and 4-byte characters", "[position]") {
  // a é € 😀 b: bytes a=0, é=1..2, €=3..5, 😀=6..9, b=10, end=11.
  const std::string text = "a\u00e9\u20ac\U0001F600b";
  REQUIRE(text.size() == 11);
  const LineIndex idx(text);

  SECTION("UTF-16: é and € are one unit, the emoji two (a surrogate pair)") {
    CHECK(idx.toPosition(1, U16) == Position{0, 1});
    CHECK(idx.toPosition(3, U16) == Position{0, 2});
    CHECK(idx.toPosition(6, U16) == Position{0, 3});
    CHECK(idx.toPosition(10, U16) == Position{0, 5});
    CHECK(idx.toPosition(11, U16) == Position{0, 6});
    CHECK(idx.toOffset({0, 1}, U16) == 1);
    CHECK(idx.toOffset({0, 2}, U16) == 3);
    CHECK(idx.toOffset({0, 3}, U16) == 6);
    CHECK(idx.toOffset({0, 5}, U16) == 10);
    CHECK(idx.toOffset({0, 6}, U16) == 11);
  }
  SECTION("UTF-16: a character inside the surrogate pair clamps to the emoji's start") {
    CHECK(idx.toOffset({0, 4}, U16) == 6);
  }
  SECTION("UTF-8: characters are bytes") {
    for (uint32_t b : {0u, 1u, 3u, 6u, 10u, 11u}) {
      CHECK(idx.toPosition(b, U8) == Position{0, b});
      CHECK(idx.toOffset({0, b}, U8) == b);
    }
  }
  SECTION("UTF-8: a character inside a multi-byte character clamps to its start") {
    CHECK(idx.toOffset({0, 2}, U8) == 1);
    CHECK(idx.toOffset({0, 4}, U8) == 3);
    CHECK(idx.toOffset({0, 5}, U8) == 3);
    CHECK(idx.toOffset({0, 7}, U8) == 6);
    CHECK(idx.toOffset({0, 9}, U8) == 6);
  }
  SECTION("byte offsets inside a character clamp to its start, in both encodings") {
    CHECK(idx.toPosition(2, U16) == Position{0, 1});
    CHECK(idx.toPosition(5, U16) == Position{0, 2});
    CHECK(idx.toPosition(8, U16) == Position{0, 3});
    CHECK(idx.toPosition(9, U8) == Position{0, 6});
    CHECK(idx.toPosition(4, U8) == Position{0, 3});
  }
  checkRoundTrips(text);
}

TEST_CASE("position: encoding boundaries of UTF-8", "[position]") {
  // The smallest and largest code point of each length.
  for (char32_t cp : {U'\u007f', U'\u0080', U'\u07ff', U'\u0800', U'\uffff', U'\U00010000', U'\U0010FFFF'}) {
    const std::string text = "x" + testutf::encode(cp) + "y";
    INFO("U+" << std::hex << static_cast<uint32_t>(cp));
    const LineIndex idx(text);
    const size_t y = text.size() - 1;
    CHECK(idx.toPosition(y, U16) == Position{0, 1 + testutf::utf16Units(cp)});
    CHECK(idx.toPosition(y, U8) == Position{0, 1 + testutf::utf8Bytes(cp)});
    CHECK(idx.toOffset({0, 1 + testutf::utf16Units(cp)}, U16) == y);
    CHECK(lsp::utf8CharLength(text, 1) == testutf::utf8Bytes(cp));
  }
}

TEST_CASE("position: CRLF is one line terminator", "[position]") {
  const std::string text = "ab\r\ncd\r\n";
  const LineIndex idx(text);
  CHECK(idx.lineCount() == 3);
  for (Encoding enc : {U16, U8}) {
    CHECK(idx.toPosition(2, enc) == Position{0, 2});
    CHECK(idx.toPosition(3, enc) == Position{0, 2});  // between \r and \n: the line end
    CHECK(idx.toPosition(4, enc) == Position{1, 0});
    CHECK(idx.toPosition(8, enc) == Position{2, 0});
    CHECK(idx.toOffset({0, 2}, enc) == 2);
    CHECK(idx.toOffset({0, 3}, enc) == 2);   // past the line end: the line end, never between \r and \n
    CHECK(idx.toOffset({0, 99}, enc) == 2);
    CHECK(idx.toOffset({1, 99}, enc) == 6);
    CHECK(idx.toOffset({2, 0}, enc) == 8);
  }
  CHECK(idx.lineEnd(0) == 2);
  CHECK(idx.lineStart(1) == 4);
  checkRoundTrips(text);
}

TEST_CASE("position: a lone \\r ends a line, as in LSP and VS Code", "[position]") {
  const std::string text = "50%\r100%\nnext\r\n\r";
  const LineIndex idx(text);
  CHECK(idx.lineCount() == 5);  // "50%", "100%", "next", "", ""
  CHECK(idx.toOffset({1, 0}, U16) == 4);
  CHECK(idx.toOffset({2, 0}, U16) == 9);
  CHECK(idx.toOffset({3, 0}, U16) == 15);
  CHECK(idx.toOffset({4, 0}, U16) == 16);
  CHECK(idx.toPosition(3, U16) == Position{0, 3});
  CHECK(idx.toPosition(14, U16) == Position{2, 4});
  checkRoundTrips(text);
}

TEST_CASE("position: out-of-range values clamp", "[position]") {
  const std::string text = "h\u00e9llo\nw\U0001F600rld";
  const LineIndex idx(text);
  for (Encoding enc : {U16, U8}) {
    CHECK(idx.toOffset({0, 1000}, enc) == 6);           // past the line end
    CHECK(idx.toOffset({1, 1000}, enc) == text.size());  // past the last line's end
    CHECK(idx.toOffset({2, 0}, enc) == text.size());     // past the last line
    CHECK(idx.toOffset({4000000000u, 4000000000u}, enc) == text.size());
    CHECK(idx.toOffset({0, 0xFFFFFFFFu}, enc) == 6);
    CHECK(idx.toPosition(text.size() + 100, enc) == idx.toPosition(text.size(), enc));
  }
  CHECK(idx.toPosition(text.size(), U16) == Position{1, 6});
  CHECK(idx.toPosition(text.size(), U8) == Position{1, 8});
}

TEST_CASE("position: the empty text has one empty line", "[position]") {
  const LineIndex idx("");
  CHECK(idx.lineCount() == 1);
  for (Encoding enc : {U16, U8}) {
    CHECK(idx.toOffset({0, 0}, enc) == 0);
    CHECK(idx.toOffset({3, 7}, enc) == 0);
    CHECK(idx.toPosition(0, enc) == Position{0, 0});
    CHECK(idx.toPosition(5, enc) == Position{0, 0});
  }
}

TEST_CASE("position: invalid UTF-8 bytes count as one unit each", "[position]") {
  struct Case {
    std::string bad;
    uint32_t units;
  };
  const std::vector<Case> cases = {
      {"\xff", 1},                  // never valid
      {"\x80", 1},                  // a lone continuation byte
      {"\xe2\x82", 2},              // a truncated 3-byte sequence
      {"\xc0\xaf", 2},              // an overlong encoding of '/'
      {"\xed\xa0\x80", 3},          // an encoded surrogate (CESU-8)
      {"\xf4\x90\x80\x80", 4},      // above U+10FFFF
      {"\xf0\x9f\x98", 3},          // an emoji missing its last byte
  };
  for (const auto& c : cases) {
    const std::string text = "a" + c.bad + "b\xe2";  // and a truncated sequence at the very end
    INFO("bytes " << Catch::Detail::stringify(c.bad));
    const LineIndex idx(text);
    const size_t b = 1 + c.bad.size();
    for (Encoding enc : {U16, U8}) {
      CHECK(idx.toPosition(b, enc) == Position{0, 1 + c.units});
      CHECK(idx.toOffset({0, 1 + c.units}, enc) == b);
      CHECK(idx.toPosition(text.size(), enc) == Position{0, c.units + 3});
    }
    checkRoundTrips(text);
  }
}

TEST_CASE("position: encoding negotiation", "[position]") {
  CHECK(lsp::negotiateEncoding({}) == U16);
  CHECK(lsp::negotiateEncoding({"utf-16"}) == U16);
  CHECK(lsp::negotiateEncoding({"utf-32"}) == U16);
  CHECK(lsp::negotiateEncoding({"utf-16", "utf-8"}) == U8);
  CHECK(lsp::negotiateEncoding({"utf-8"}) == U8);
  CHECK(lsp::negotiateEncoding({"UTF-8"}) == U16);  // the spec's names are lowercase
  CHECK(std::string(lsp::encodingName(U8)) == "utf-8");
  CHECK(std::string(lsp::encodingName(U16)) == "utf-16");
}

TEST_CASE("line index: an edit's update equals an index of the new text made from scratch", "[position]") {
  // Texts of line feeds, carriage returns (alone and before a line feed) and other bytes, edited at random:
  // edits that split and join "\r\n" pairs, at the start and the end, deleting and inserting terminators.
  std::mt19937 rng(28);
  const std::string alphabet[] = {"a", "b", "\n", "\r", "\r\n", "\xC3\xA9", "xyz"};
  auto piece = [&](size_t n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) s += alphabet[rng() % std::size(alphabet)];
    return s;
  };
  for (int round = 0; round < 200; ++round) {
    std::string text = piece(rng() % 40);
    lsp::LineIndex index(text);
    for (int edit = 0; edit < 30; ++edit) {
      const size_t a = text.empty() ? 0 : rng() % (text.size() + 1), b = text.empty() ? 0 : rng() % (text.size() + 1);
      const size_t begin = std::min(a, b), end = std::max(a, b);
      const std::string ins = piece(rng() % 4);
      text.replace(begin, end - begin, ins);
      index.replace(text, begin, end, ins.size());
      const lsp::LineIndex fresh(text);
      INFO("round " << round << ", edit " << edit << ": [" << begin << ", " << end << ") <- " << ins.size() << " bytes");
      REQUIRE(index.lineCount() == fresh.lineCount());
      for (uint32_t l = 0; l < fresh.lineCount(); ++l) REQUIRE(index.lineStart(l) == fresh.lineStart(l));
      CHECK(index.text().data() == text.data());
    }
  }
}
