// The one decoder (fx/text_encoding.h): UTF-8 with and without a byte order mark, UTF-16LE/BE with one (surrogate
// pairs included), and what is refused: odd UTF-16, unpaired surrogates, UTF-32, NUL bytes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "fx/detect.h"
#include "fx/parse.h"
#include "fx/read_file.h"
#include "fx/text_encoding.h"

namespace {
// "a€😀\n" in UTF-8: € is U+20AC (one UTF-16 unit), 😀 U+1F600 (a surrogate pair D83D DE00).
const std::string kUtf8 = "a\xE2\x82\xAC\xF0\x9F\x98\x80\n";
std::string le(std::initializer_list<int> units) {
  std::string s = "\xFF\xFE";
  for (int u : units) s.push_back(static_cast<char>(u & 0xFF)), s.push_back(static_cast<char>(u >> 8));
  return s;
}
std::string be(std::initializer_list<int> units) {
  std::string s = "\xFE\xFF";
  for (int u : units) s.push_back(static_cast<char>(u >> 8)), s.push_back(static_cast<char>(u & 0xFF));
  return s;
}
}  // namespace

TEST_CASE("text encoding: UTF-8 as it is, its byte order mark dropped", "[encoding]") {
  fx::DecodedText d = fx::decodeText(kUtf8);
  CHECK(d.ok);
  CHECK(d.text == kUtf8);
  d = fx::decodeText("\xEF\xBB\xBF" + kUtf8);
  CHECK(d.ok);
  CHECK(d.encoding == "UTF-8 with BOM");
  CHECK(d.text == kUtf8);
}

TEST_CASE("text encoding: UTF-16LE and BE with a byte order mark, surrogate pairs too", "[encoding]") {
  fx::DecodedText d = fx::decodeText(le({'a', 0x20AC, 0xD83D, 0xDE00, '\n'}));
  CHECK(d.ok);
  CHECK(d.encoding == "UTF-16LE");
  CHECK(d.text == kUtf8);
  d = fx::decodeText(be({'a', 0x20AC, 0xD83D, 0xDE00, '\n'}));
  CHECK(d.ok);
  CHECK(d.encoding == "UTF-16BE");
  CHECK(d.text == kUtf8);
}

TEST_CASE("text encoding: odd UTF-16, unpaired surrogates, UTF-32 and NUL bytes are refused with what was seen",
          "[encoding]") {
  fx::DecodedText d = fx::decodeText(le({'a', 'b'}) + "x");
  CHECK_FALSE(d.ok);
  CHECK(d.error.find("odd number of bytes (7)") != std::string::npos);
  // The head of a longer file may cut a unit or a pair: what is whole is kept.
  d = fx::decodeText(le({'a', 'b'}) + "x", true);
  CHECK(d.ok);
  CHECK(d.text == "ab");
  d = fx::decodeText(le({'a', 0xD83D}), true);
  CHECK(d.ok);
  CHECK(d.text == "a");
  d = fx::decodeText(le({'a', 0xD83D, 'b'}));
  CHECK_FALSE(d.ok);
  CHECK(d.error == "UTF-16LE: an unpaired surrogate at byte 4");
  d = fx::decodeText(be({0xDE00}));
  CHECK_FALSE(d.ok);
  CHECK(d.error == "UTF-16BE: an unpaired surrogate at byte 2");
  d = fx::decodeText(std::string("\xFF\xFE\0\0a\0\0\0", 8));
  CHECK_FALSE(d.ok);
  CHECK(d.error.starts_with("UTF-32LE"));
  d = fx::decodeText(std::string("PK\3\4\0\0", 6));
  CHECK_FALSE(d.ok);
  CHECK(d.error == "binary data: NUL byte at offset 4");
  d = fx::decodeText(std::string("d\0e\0f\0", 6));
  CHECK_FALSE(d.ok);
  CHECK(d.error == "binary data: NUL byte at offset 1 (it looks like UTF-16LE without a byte order mark; save it as UTF-8)");
}

TEST_CASE("text encoding: a UTF-16LE file reads as its UTF-8 text; a UTF-8 BOM in an editor's text breaks no detection",
          "[encoding]") {
  const std::string printout = "def forward(self, primals_1):\n"
                               "    relu = torch.ops.aten.relu.default(primals_1);  primals_1 = None\n"
                               "    return [relu]\n";
  std::string utf16 = "\xFF\xFE";
  for (char c : printout) utf16.push_back(c), utf16.push_back('\0');
  const std::string path = (std::filesystem::temp_directory_path() / "fxlens-encoding-utf16.txt").string();
  std::ofstream(path, std::ios::binary) << utf16;
  fx::ReadResult r = fx::readSourceFile(path);
  CHECK(r.ok);
  CHECK(r.text == printout);
  r = fx::readSourceHead(path, 11);  // cut inside a unit
  CHECK(r.ok);
  CHECK(r.text == "def ");
  std::filesystem::remove(path);
  CHECK(fx::detectPrintout("\xEF\xBB\xBF" + printout, "fwd.txt").verdict == fx::Verdict::Printout);
}

TEST_CASE("text encoding: a UTF-8 BOM at the start of an editor's document: the graph is read, offsets are the text's",
          "[encoding]") {
  const std::string text = "\xEF\xBB\xBF" "def forward(self, primals_1):\n"
                           "    relu = torch.ops.aten.relu.default(primals_1);  primals_1 = None\n"
                           "    return [relu]\n";
  fx::Document doc;
  doc = fx::Document("fwd.txt", text);
  doc.index();
  fx::ParseResult r = fx::parseDocument(doc, 0);
  REQUIRE(r.graphs.size() == 1);
  CHECK(r.diagnostics.empty());
  const fx::Graph& g = r.graphs[0];
  const int k = g.find("primals_1");
  REQUIRE(k >= 0);
  CHECK(g.nameRange(g.nodes[k]).begin == text.find("primals_1"));
  const int relu = g.find("relu");
  REQUIRE(relu >= 0);
  CHECK(g.nameRange(g.nodes[relu]).begin == text.find("relu"));
}
