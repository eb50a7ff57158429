// `fxlens analyze --json`: the Analysis in the documented shape (docs/JSON.md), streamed.
#include <ostream>

#include "analyze_output.h"
#include "json_writer.h"

namespace cli {

namespace {

void nodeRef(JsonWriter& w, const fx::Analysis& a, fx::NodeRef r) {
  const fx::Node* n = a.node(r);
  if (!n) return w.null();
  w.beginObject();
  w.field("graph", a.graphs[r.graph].id);
  w.field("node", n->name);
  w.endObject();
}

void argValue(JsonWriter& w, const fx::Graph& g, const fx::Arg& x) {
  if (x.ref >= 0) {
    w.beginObject();
    w.field("ref", g.nodes[x.ref].name);
    w.endObject();
  } else {
    w.str(x.text);
  }
}

void node(JsonWriter& w, const fx::Graph& g, int i) {
  const fx::Node& n = g.nodes[static_cast<size_t>(i)];
  w.beginObject();
  w.field("name", n.name);
  w.field("op", fx::toString(n.op));
  w.field("target", n.target);
  w.field("line", g.lineOf(n) + 1);
  w.field("category", fx::toString(n.category));
  w.key("type");
  if (n.type.text.empty()) w.null();
  else w.str(n.type.text);
  w.key("bytes");
  if (auto b = n.type.bytes()) w.num(*b);
  else w.null();
  w.key("args");
  w.beginArray();
  for (const auto& x : n.args) argValue(w, g, x);
  w.endArray();
  if (!n.kwargs.empty()) {
    w.key("kwargs");
    w.beginObject();
    for (const auto& x : n.kwargs) {
      w.key(x.keyword);
      argValue(w, g, x);
    }
    w.endObject();
  }
  w.field("users", static_cast<uint64_t>(g.usersOf(i).size()));
  if (n.source >= 0) w.field("source", g.sourceOf(n));
  if (n.recomputed) w.field("recomputed", true);
  if (n.savedInput) w.field("saved_input", true);
  if (n.inNeither) w.field("in_neither_partition", true);
  w.endObject();
}

}  // namespace

namespace {

void graphs(JsonWriter& w, const fx::Analysis& a) {
  w.key("graphs");
  w.beginArray();
  for (const auto& g : a.graphs) {
    w.beginObject();
    w.field("id", g.id);
    w.field("file", a.docs[g.doc].path);
    w.field("title", g.title);
    w.field("role", fx::toString(g.role));
    w.field("role_evidence", g.roleEvidence);
    w.field("form", fx::toString(g.form));
    w.field("first_line", g.firstLine + 1);
    w.field("last_line", g.lastLine + 1);
    if (!g.header.empty()) w.field("header", g.header);
    if (!g.compileId.empty()) w.field("compile_id", g.compileId);
    if (g.parent >= 0) w.field("parent", a.graphs[g.parent].id);
    w.key("nodes");
    w.beginArray();
    for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) node(w, g, i);
    w.endArray();
    w.endObject();
  }
  w.endArray();
}

void pairs(JsonWriter& w, const fx::Analysis& a) {
  auto graphId = [&](const char* key, int g) {
    w.key(key);
    if (g >= 0) w.str(a.graphs[g].id);
    else w.null();
  };
  w.key("pairs");
  w.beginArray();
  for (const auto& p : a.pairs) {
    w.beginObject();
    graphId("forward", p.forward);
    graphId("backward", p.backward);
    graphId("joint", p.joint);
    w.field("how", p.how);
    w.endObject();
  }
  w.endArray();
}

void associations(JsonWriter& w, const fx::Analysis& a) {
  w.key("associations");
  w.beginArray();
  for (const auto& as : a.associations) {
    w.beginObject();
    w.key("backward");
    nodeRef(w, a, as.backward);
    w.key("forward");
    if (as.status == fx::AssocStatus::Matched) nodeRef(w, a, as.forward);
    else w.null();
    w.field("status", fx::toString(as.status));
    w.field("kind", fx::toString(as.kind));
    w.key("candidates");
    w.beginArray();
    for (const auto& c : as.candidates) nodeRef(w, a, c);
    w.endArray();
    w.key("evidence");
    w.beginArray();
    for (const auto& e : as.evidence) w.str(e);
    w.endArray();
    w.endObject();
  }
  w.endArray();
}

void diagnostics(JsonWriter& w, const fx::Analysis& a) {
  w.key("diagnostics");
  w.beginArray();
  for (const auto& d : a.diagnostics) {
    const auto& doc = a.docs[d.doc];
    uint32_t line = doc.lineOf(d.range.begin);
    w.beginObject();
    w.field("file", doc.path);
    w.field("line", line + 1);
    w.field("column", d.range.begin - doc.lineStarts[line] + 1);
    w.field("severity", fx::toString(d.severity));
    w.field("code", d.code);
    w.field("message", d.message);
    if (!d.related.empty()) {
      w.key("related");
      w.beginArray();
      for (const auto& r : d.related) {
        w.beginObject();
        w.field("file", a.docs[r.doc].path);
        w.field("line", a.docs[r.doc].lineOf(r.range.begin) + 1);
        w.field("message", r.message);
        w.endObject();
      }
      w.endArray();
    }
    w.endObject();
  }
  w.endArray();
}

}  // namespace

void writeJson(const fx::Analysis& a, std::ostream& out) {
  JsonWriter w(out);
  w.beginObject();
  w.field("version", 1);
  graphs(w, a);
  pairs(w, a);
  associations(w, a);
  diagnostics(w, a);
  w.endObject();
  w.newline();
}

}  // namespace cli
