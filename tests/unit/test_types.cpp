// parseType / dtypeSize: FX type annotations.
#include <catch2/catch.hpp>

#include "fx/model.h"

using fx::parseType;

TEST_CASE("types: dtype sizes", "[types]") {
  CHECK(fx::dtypeSize("f32") == 4);
  CHECK(fx::dtypeSize("bf16") == 2);
  CHECK(fx::dtypeSize("f16") == 2);
  CHECK(fx::dtypeSize("f64") == 8);
  CHECK(fx::dtypeSize("i64") == 8);
  CHECK(fx::dtypeSize("b8") == 1);
  CHECK(fx::dtypeSize("u8") == 1);
  CHECK(fx::dtypeSize("c64") == 8);
  CHECK(fx::dtypeSize("c128") == 16);
  CHECK(fx::dtypeSize("f8e4m3fn") == 1);
  CHECK(fx::dtypeSize("f8e5m2fnuz") == 1);
  CHECK(fx::dtypeSize("") == 0);
  CHECK(fx::dtypeSize("float") == 0);
  CHECK(fx::dtypeSize("Sym") == 0);
}

TEST_CASE("types: plain shape", "[types]") {
  auto t = parseType("f32[8, 16]");
  CHECK(t.text == "f32[8, 16]");
  CHECK(t.dtype == "f32");
  CHECK(t.known());
  CHECK(t.hasShape);
  CHECK(t.shape == std::vector<std::string>{"8", "16"});
  CHECK(t.strides.empty());
  CHECK(t.device.empty());
  REQUIRE(t.bytes);
  CHECK(*t.bytes == 8 * 16 * 4);
}

TEST_CASE("types: strides and device", "[types]") {
  auto t = parseType("f32[8, 16][16, 1]cuda:0");
  CHECK(t.dtype == "f32");
  CHECK(t.shape == std::vector<std::string>{"8", "16"});
  CHECK(t.strides == std::vector<std::string>{"16", "1"});
  CHECK(t.device == "cuda:0");
  CHECK(t.bytes == 512u);

  auto b = parseType("bf16[4][1]cpu");
  CHECK(b.dtype == "bf16");
  CHECK(b.shape == std::vector<std::string>{"4"});
  CHECK(b.strides == std::vector<std::string>{"1"});
  CHECK(b.device == "cpu");
  CHECK(b.bytes == 8u);
}

TEST_CASE("types: scalars and other dtypes", "[types]") {
  auto s = parseType("f32[]");
  CHECK(s.dtype == "f32");
  CHECK(s.hasShape);
  CHECK(s.shape.empty());
  CHECK(s.bytes == 4u);

  CHECK(parseType("i64[8]").bytes == 64u);
  CHECK(parseType("b8[1, 1024]").bytes == 1024u);
  CHECK(parseType("c64[2]").bytes == 16u);
  CHECK(parseType("f8e4m3fn[16, 16]").bytes == 256u);
  CHECK(parseType("i64[0]").bytes == 0u);
}

TEST_CASE("types: symbolic dims stay as text and have no bytes", "[types]") {
  auto t = parseType("f32[s0, 16]");
  CHECK(t.dtype == "f32");
  CHECK(t.shape == std::vector<std::string>{"s0", "16"});
  CHECK_FALSE(t.bytes);

  auto u = parseType("f32[s0 + 1, 2*s1]");
  CHECK(u.shape == std::vector<std::string>{"s0 + 1", "2*s1"});
  CHECK_FALSE(u.bytes);

  // A comma inside a dim expression does not split it.
  auto v = parseType("f32[Max(1, s0), 4]");
  CHECK(v.shape == std::vector<std::string>{"Max(1, s0)", "4"});
}

TEST_CASE("types: SymInt annotations", "[types]") {
  for (auto a : {"Sym(s0)", "Sym(s52)", "torch.SymInt", "Sym(s0 + 1)"}) {
    auto t = parseType(a);
    CHECK(t.dtype == "Sym");
    CHECK(t.text == a);
    CHECK_FALSE(t.hasShape);
    CHECK(t.shape.empty());
    CHECK_FALSE(t.bytes);
  }
}

TEST_CASE("types: quotes are stripped, old-style torch.Tensor", "[types]") {
  auto q = parseType("\"f32[8, 16][16, 1]cuda:0\"");
  CHECK(q.text == "f32[8, 16][16, 1]cuda:0");
  CHECK(q.dtype == "f32");
  CHECK(q.bytes == 512u);

  auto s = parseType("'Sym(s1)'");
  CHECK(s.text == "Sym(s1)");
  CHECK(s.dtype == "Sym");

  auto t = parseType("torch.Tensor");
  CHECK(t.text == "torch.Tensor");
  CHECK(t.dtype.empty());
  CHECK_FALSE(t.known());

  auto e = parseType("");
  CHECK(e.text.empty());
  CHECK_FALSE(e.known());
}

TEST_CASE("types: huge shapes do not overflow", "[types]") {
  auto t = parseType("f64[99999999999, 99999999999, 99999999999]");
  CHECK(t.dtype == "f64");
  CHECK_FALSE(t.bytes);
  CHECK_FALSE(parseType("f32[123456789012345678901234567890]").bytes);
}

TEST_CASE("types: garbage gives text with empty dtype", "[types]") {
  for (auto g : {"f32[8", "f32[8, ]", "List[int]", "int[3]", "[8, 16]", "f32]", "Sym(", "\"", "'f32[2]",
                 "f32[2]]]", "f32[2][", "f32[2] cuda 0!", "Tuple[f32[2], i64[]]", "\x01\xff[", "(((((("}) {
    auto t = parseType(g);
    CHECK(t.dtype.empty());
    CHECK_FALSE(t.bytes);
  }
  CHECK(parseType("List[int]").text == "List[int]");
}
