// The marks of the test fixtures (tests/support/annotated.h): named and unnamed ranges and points, nesting, a name
// used twice, and the error a test gets for a mark that is not there.
#include <catch2/catch.hpp>
#include <stdexcept>

#include "annotated.h"

using testsupport::Annotated;

TEST_CASE("annotated: named and unnamed marks give byte offsets into the text without marks", "[annotated]") {
  const Annotated a("$def^def f($x[x$]):\n    $y_def[$[y$]$] = g($x_use[x$]) $ $^\n");
  CHECK(a.text() == "def f(x):\n    y = g(x) $ \n");
  CHECK(a.point("def") == 0);
  CHECK(a.slice(a.range("x")) == "x");
  CHECK(a.range("x").begin == 6);
  CHECK(a.slice(a.range("x_use")) == "x");
  CHECK(a.range("x_use").begin == 20);
  // Nested: the named range and the unnamed one inside it cover the same `y`.
  CHECK(a.slice(a.range("y_def")) == "y");
  CHECK(a.range("y_def").begin == a.range().begin);
  CHECK(a.point() == a.text().size() - 1);  // `$ ` is text, `$^` the unnamed point
}

TEST_CASE("annotated: a repeated name gives every mark in order; one() of it, or of no mark, is an error",
          "[annotated]") {
  const Annotated a("return [$ret[a$], $ret[b$], $ret[c$]]");
  const auto rets = a.ranges("ret");
  REQUIRE(rets.size() == 3);
  CHECK(a.slice(rets[0]) == "a");
  CHECK(a.slice(rets[2]) == "c");
  CHECK_THROWS_WITH(a.range("ret"), Catch::Contains("'ret'"));
  CHECK_THROWS_WITH(a.range("missing"), Catch::Contains("0 range marks named 'missing'"));
  CHECK_THROWS_WITH(a.point("ret"), Catch::Contains("0 point marks"));
  CHECK(a.points("ret").empty());
  CHECK_THROWS_AS(Annotated("$open[never closed"), std::logic_error);
  CHECK_THROWS_WITH(Annotated("closes nothing$]"), Catch::Contains("closes no mark"));
}
