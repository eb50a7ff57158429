// Helpers the unit tests share: parse a printout held in a Document, find a node by name.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "fx/parse.h"

namespace testsupport {

// `text` parsed as document 0 (`doc` keeps the text the graphs view).
inline fx::ParseResult parseText(const std::string& text, fx::Document& doc, const char* path = "t.txt") {
  doc = fx::Document(path, text);
  doc.index();
  return fx::parseDocument(doc, 0);
}

// The one graph of a printout that parsed without a diagnostic; the test stops otherwise.
inline const fx::Graph& onlyGraph(const fx::ParseResult& r) {
  REQUIRE(r.diagnostics.empty());
  REQUIRE(r.graphs.size() == 1);
  return r.graphs[0];
}

// The node called `name`; the test stops when there is none.
inline const fx::Node& nodeNamed(const fx::Graph& g, const std::string& name) {
  int k = g.find(name);
  INFO("node " << name);
  REQUIRE(k >= 0);
  return g.nodes[static_cast<size_t>(k)];
}

// A graph over `doc`'s text with no nodes yet, for tests that build nodes by hand.
inline fx::Graph graphOver(const fx::Document& doc) {
  fx::Graph g;
  g.docText = doc.text;
  g.lineStarts = doc.lineStarts;
  return g;
}

}  // namespace testsupport
