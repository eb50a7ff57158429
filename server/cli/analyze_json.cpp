#include <nlohmann/json.hpp>
#include <ostream>

#include "analyze_output.h"

namespace cli {

using nlohmann::json;

namespace {

json nodeRef(const fx::Analysis& a, fx::NodeRef r) {
  const fx::Node* n = a.node(r);
  if (!n) return nullptr;
  return {{"graph", a.graphs[r.graph].id}, {"node", n->name}};
}

json nodeJson(const fx::Analysis& a, const fx::Graph& g, const fx::Node& n) {
  json j = {{"name", n.name},
            {"op", fx::toString(n.op)},
            {"target", n.target},
            {"line", n.line + 1},
            {"category", fx::toString(n.category)},
            {"type", n.type.text.empty() ? json(nullptr) : json(n.type.text)},
            {"bytes", n.type.bytes ? json(*n.type.bytes) : json(nullptr)}};
  json args = json::array();
  for (const auto& x : n.args) args.push_back(x.ref >= 0 ? json{{"ref", g.nodes[x.ref].name}} : json(x.text));
  j["args"] = std::move(args);
  if (!n.kwargs.empty()) {
    json kw = json::object();
    for (const auto& x : n.kwargs) kw[x.keyword] = x.ref >= 0 ? json{{"ref", g.nodes[x.ref].name}} : json(x.text);
    j["kwargs"] = std::move(kw);
  }
  j["users"] = n.users.size();
  if (!n.source.empty()) j["source"] = n.source;
  if (n.recomputed) j["recomputed"] = true;
  if (n.savedInput) j["saved_input"] = true;
  if (n.inNeither) j["in_neither_partition"] = true;
  (void)a;
  return j;
}

}  // namespace

void writeJson(const fx::Analysis& a, std::ostream& out) {
  json root = {{"version", 1}};
  json graphs = json::array();
  for (const auto& g : a.graphs) {
    json nodes = json::array();
    for (const auto& n : g.nodes) nodes.push_back(nodeJson(a, g, n));
    json jg = {{"id", g.id},
               {"file", a.docs[g.doc].path},
               {"title", g.title},
               {"role", fx::toString(g.role)},
               {"role_evidence", g.roleEvidence},
               {"form", fx::toString(g.form)},
               {"first_line", g.firstLine + 1},
               {"last_line", g.lastLine + 1},
               {"nodes", std::move(nodes)}};
    if (!g.header.empty()) jg["header"] = g.header;
    if (!g.compileId.empty()) jg["compile_id"] = g.compileId;
    if (g.parent >= 0) jg["parent"] = a.graphs[g.parent].id;
    graphs.push_back(std::move(jg));
  }
  root["graphs"] = std::move(graphs);
  json pairs = json::array();
  auto gid = [&](int g) { return g >= 0 ? json(a.graphs[g].id) : json(nullptr); };
  for (const auto& p : a.pairs)
    pairs.push_back({{"forward", gid(p.forward)}, {"backward", gid(p.backward)}, {"joint", gid(p.joint)}, {"how", p.how}});
  root["pairs"] = std::move(pairs);
  json assocs = json::array();
  for (const auto& as : a.associations) {
    json c = json::array();
    for (const auto& x : as.candidates) c.push_back(nodeRef(a, x));
    assocs.push_back({{"backward", nodeRef(a, as.backward)},
                      {"forward", as.status == fx::AssocStatus::Matched ? nodeRef(a, as.forward) : json(nullptr)},
                      {"status", fx::toString(as.status)},
                      {"kind", fx::toString(as.kind)},
                      {"candidates", std::move(c)},
                      {"evidence", as.evidence}});
  }
  root["associations"] = std::move(assocs);
  json diags = json::array();
  for (const auto& d : a.diagnostics) {
    const auto& doc = a.docs[d.doc];
    json jd = {{"file", doc.path},
               {"line", doc.lineOf(d.range.begin) + 1},
               {"column", d.range.begin - doc.lineStarts[doc.lineOf(d.range.begin)] + 1},
               {"severity", fx::toString(d.severity)},
               {"code", d.code},
               {"message", d.message}};
    if (!d.related.empty()) {
      json rel = json::array();
      for (const auto& r : d.related)
        rel.push_back({{"file", a.docs[r.doc].path}, {"line", a.docs[r.doc].lineOf(r.range.begin) + 1}, {"message", r.message}});
      jd["related"] = std::move(rel);
    }
    diags.push_back(std::move(jd));
  }
  root["diagnostics"] = std::move(diags);
  // Printouts may hold invalid UTF-8: replace it rather than fail.
  out << root.dump(1, ' ', false, json::error_handler_t::replace) << "\n";
}

}  // namespace cli
