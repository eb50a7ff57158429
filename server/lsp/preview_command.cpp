// `fxlens.renderGraph`: the joint-graph preview. Params are read and positions converted on the dispatcher; the
// plan (features/preview.cpp) and the Graphviz layout run on the job runner, which reports $/progress and stops
// when the request is cancelled (the layout runs in a child process that is killed). The answer:
//   {svg, nodes: [{id, name, graph, category, uri, range} | {id, category: "summary", hides, sample?}],
//    hidden, truncated, total, graphs, hiddenEdges, focus, kernels?}  (kernels: asked `colorBy: "kernel"`, how many
//    kernel calls the drawn nodes show)
// or, where the server cannot lay out (ServerOptions::serverLayout: WebAssembly), the same with `dot` (the DOT
// text of the plan) instead of `svg`, for the client to lay out.
#include <climits>

#include "features/preview.h"
#include "render/render.h"
#include "server.h"

namespace fxl {

using Json = jsonrpc::Json;
namespace err = jsonrpc::error;

namespace {

// Reads arguments[0] of fxlens.renderGraph. Throws BadParams with the path of the bad field.
struct RenderArgs {
  std::string uri;
  std::optional<lsp::Position> position;  // becomes req.offset once the document's analysis is known
  PreviewRequest req;                     // graph, graph index and what to draw (focus, budgets, palette)
};

// `a` is the params of fxlens/renderGraph (`where` empty) or arguments[0] of the command (`where` names it).
RenderArgs readArgs(const Json& a, const std::string& where) {
  auto bad = [&](const std::string& field, const std::string& why) {
    return lsp::BadParams(where + (field.empty() || where.empty() ? field : "." + field), why);
  };
  if (!a.is_object()) throw bad("", "expected {uri, graph?, position?, ...}");
  RenderArgs r;
  if (!a.contains("uri") || !a["uri"].is_string()) throw bad("uri", "expected a document URI");
  r.uri = a["uri"].get<std::string>();
  auto integer = [&](const char* key, int lo, int& out) {
    if (!a.contains(key) || a[key].is_null()) return;
    if (!a[key].is_number_integer() || a[key].get<long long>() < lo)
      throw bad(key, "expected an integer of at least " + std::to_string(lo));
    out = static_cast<int>(std::min<long long>(a[key].get<long long>(), INT_MAX));
  };
  integer("depth", 0, r.req.render.depth);
  integer("maxNodes", 1, r.req.render.maxNodes);
  integer("maxEdges", 0, r.req.render.maxEdges);  // 0: every edge
  // "Show all": every node and every edge (the output bound and the deadline still hold).
  if (a.contains("full") && a["full"] == true) r.req.render.maxNodes = INT_MAX, r.req.render.maxEdges = 0;
  if (a.contains("layout") && !a["layout"].is_null()) {
    static const std::map<std::string, fxr::LayoutChoice, std::less<>> layouts = {
        {"auto", fxr::LayoutChoice::Auto}, {"dot", fxr::LayoutChoice::Dot}, {"layered", fxr::LayoutChoice::Layered}};
    auto it = a["layout"].is_string() ? layouts.find(a["layout"].get<std::string>()) : layouts.end();
    if (it == layouts.end()) throw bad("layout", "expected auto, dot or layered");
    r.req.render.layout = it->second;
  }
  if (a.contains("colorBy") && !a["colorBy"].is_null()) {
    if (a["colorBy"] != "category" && a["colorBy"] != "kernel") throw bad("colorBy", "expected category or kernel");
    r.req.colorByKernel = a["colorBy"] == "kernel";
  }
  if (a.contains("position") && !a["position"].is_null()) {
    try {
      r.position = a["position"].get<lsp::Position>();
    } catch (const lsp::BadParams& e) {
      throw where.empty() ? e.within("position") : e.within("position").within(where);
    }
  }
  if (a.contains("graph") && !a["graph"].is_null()) {
    if (a["graph"].is_string()) r.req.graph = a["graph"].get<std::string>();
    else if (a["graph"].is_number_integer()) {
      // Checked before narrowing: 2^40 must not wrap to graph 0 (an unsigned above 2^63 reads as negative).
      const long long index = a["graph"].get<long long>();
      if (index < 0 || index > INT_MAX) throw bad("graph", "expected the index of a graph of the document (0 or more)");
      r.req.graphIndex = static_cast<int>(index);
    }
    else throw bad("graph", "expected a graph id or the index of a graph of the document");
  }
  if (a.contains("focus") && !a["focus"].is_null()) {
    if (!a["focus"].is_string()) throw bad("focus", "expected a node name");
    r.req.render.focus = a["focus"].get<std::string>();
  }
  if (a.contains("reveal") && !a["reveal"].is_null()) {
    if (!a["reveal"].is_string()) throw bad("reveal", "expected a node name");
    r.req.render.reveal = a["reveal"].get<std::string>();
  }
  if (a.contains("expand") && !a["expand"].is_null()) {
    // Group ids the client had from an earlier answer; bounded, since each is looked up per group.
    constexpr size_t kMaxExpanded = 4096;
    const Json& e = a["expand"];
    if (!e.is_array() || e.size() > kMaxExpanded) throw bad("expand", "expected at most 4096 group ids");
    for (const Json& id : e) {
      if (!id.is_string() || id.get_ref<const std::string&>().size() > 256) throw bad("expand", "expected group ids");
      r.req.render.expand.push_back(id.get<std::string>());
    }
  }
  if (a.contains("theme") && !a["theme"].is_null()) {
    // VS Code's theme kinds: high contrast is drawn with the dark palette, high contrast light with the light one.
    static const std::map<std::string, bool, std::less<>> themes = {
        {"light", false}, {"dark", true}, {"high-contrast", true}, {"high-contrast-light", false}};
    auto it = a["theme"].is_string() ? themes.find(a["theme"].get<std::string>()) : themes.end();
    if (it == themes.end()) throw bad("theme", "expected light, dark, high-contrast or high-contrast-light");
    r.req.render.dark = it->second;
  }
  return r;
}

// The picture's nodes as the editor reads them: a graph node with its name, graph, category and definition; a
// summary with how many nodes it hides and one of them (a render focused there shows them). The legend is left
// out. `place` adds a place's uri and range.
template <class Place>
Json nodesJson(const Snapshot& snap, const fxr::RenderPlan& plan, Place&& place) {
  Json nodes = Json::array();
  for (const fxr::PlannedNode& pn : plan.nodes) {
    if (const fx::Node* n = snap.node(pn.node)) {
      Json j = {{"id", pn.id}, {"category", fx::toString(n->category)}, {"name", std::string(n->name)},
                {"graph", snap.analysis().graphs[pn.node.graph].id}};
      place(j, snap.definitionOf(pn.node));
      nodes.push_back(std::move(j));
    } else if (pn.hides > 0) {
      Json j = {{"id", pn.id}, {"category", "summary"}, {"hides", pn.hides}, {"group", pn.group}};
      if (const fx::Node* s = snap.node(pn.sample)) {
        Json sample = {{"name", std::string(s->name)}, {"graph", snap.analysis().graphs[pn.sample.graph].id}};
        place(sample, snap.definitionOf(pn.sample));
        j["sample"] = std::move(sample);
      }
      nodes.push_back(std::move(j));
    }
  }
  return nodes;
}

}  // namespace

std::optional<Json> Server::requestClient(const std::string& method, Json params, std::chrono::milliseconds timeout,
                                          const std::atomic<bool>* cancelled) {
  // Host-driven, nothing could read the answer while this waits for it.
  if (opt_.hostDriven) return std::nullopt;
  Json id = "fxlens-" + std::to_string(nextRequestId_++);
  std::string key = idKey(id);
  sys::UniqueLock lock(respmu_);
  responses_[key];  // awaited
  writer_.write(jsonrpc::makeRequest(id, method, std::move(params)));
  // Waits in short slices so that the cancellation of the request this one serves ends the wait too (a client that
  // never answers must not hold a cancelled render for the whole timeout). A late answer finds no entry and is dropped.
  const auto until = std::chrono::steady_clock::now() + timeout;
  while (!responses_[key].answered && !(cancelled && cancelled->load())) {
    const auto now = std::chrono::steady_clock::now();
    if (now >= until) break;
    respcv_.wait_until(lock, std::min(until, now + std::chrono::milliseconds(20)));
  }
  std::optional<Json> out = responses_[key].result;
  responses_.erase(key);
  return out;
}

Json Server::progressBegin(const Json& clientToken, const std::string& title, const std::atomic<bool>* cancelled) {
  Json token = clientToken;
  if (token.is_null() && client_.workDoneProgress) {
    // The client must have created the token before it hears of it: wait (briefly) for its answer.
    Json t = "fxlens-progress-" + std::to_string(nextRequestId_++);
    auto answer = requestClient("window/workDoneProgress/create", {{"token", t}}, std::chrono::seconds(2), cancelled);
    if (answer) token = t;
  }
  if (!token.is_null())
    writer_.write(jsonrpc::makeNotification(
        "$/progress", {{"token", token}, {"value", {{"kind", "begin"}, {"title", title}, {"cancellable", true}}}}));
  return token;
}

void Server::progressReport(const Json& token, const std::string& message, int percent) {
  if (token.is_null()) return;
  writer_.write(jsonrpc::makeNotification(
      "$/progress", {{"token", token}, {"value", {{"kind", "report"}, {"message", message}, {"percentage", percent}}}}));
}

void Server::progressEnd(const Json& token, const std::string& message) {
  if (token.is_null()) return;
  writer_.write(
      jsonrpc::makeNotification("$/progress", {{"token", token}, {"value", {{"kind", "end"}, {"message", message}}}}));
}

void Server::renderGraph(const jsonrpc::Message& m) {
  RenderArgs args;
  Json clientToken;
  if (m.method == "fxlens/renderGraph") {
    args = readArgs(m.params, "");
    if (m.params.contains("workDoneToken")) clientToken = m.params["workDoneToken"];
  } else {  // the command fxlens.renderGraph, kept for clients of the previous release
    auto p = lsp::parseParams<lsp::ExecuteCommandParams>(m.params);
    if (p.arguments.empty()) throw lsp::BadParams("arguments[0]", "expected {uri, graph?, position?, ...}");
    args = readArgs(p.arguments[0], "arguments[0]");
    clientToken = p.workDoneToken;
  }
  const std::optional<int> version = ws_->versionOf(args.uri);
  Json id = m.id;
  // Everything from here, waiting for the analysis included, runs on the job runner: a document just opened may
  // take a while to analyze (a big dump, a sanitizer build) and the dispatcher must not wait for it.
  // A new render of a document supersedes the older ones still queued or running (they answer RequestCancelled):
  // the preview shows the latest request, and a small render must not wait behind a huge one.
  auto work = [this, id, clientToken, args, version](const std::atomic<bool>& cancelled) {
    if (cancelled) return replyError(id, err::RequestCancelled, "cancelled");
    Json token = progressBegin(clientToken, "Rendering the FX graph", &cancelled);
    try {
      PreviewRequest req = args.req;
      std::shared_ptr<const Analyzed> an = ws_->current();
      // An open document: wait for the analysis of the client's current text (at most a minute, cancellable).
      // Any other URI (a sibling on disk, or nothing) is answered from the analysis of the latest inputs.
      auto ready = [&] {
        int d = an ? an->docOf(args.uri) : -1;
        return d >= 0 && an->versions[d] == *version;
      };
      if (!version) an = ws_->fresh(std::chrono::milliseconds(500));
      else
        for (int i = 0; i < 600 && !ready() && !cancelled; ++i) an = ws_->fresh(std::chrono::milliseconds(100));
      if (cancelled) {
        progressEnd(token, "cancelled");
        return replyError(id, err::RequestCancelled, "cancelled");
      }
      req.doc = an ? an->docOf(args.uri) : -1;
      if (req.doc < 0) {
        progressEnd(token, "not open");
        return replyError(id, err::RequestFailed, "fxlens.renderGraph: the document is not open: " + args.uri);
      }
      if (args.position) req.offset = toOffset(*an, req.doc, *args.position);
      renderJob(id, token, *an, req, cancelled);
    } catch (const std::exception& e) {
      // A bug of ours must not end the session (an exception escaping the worker would end the process).
      progressEnd(token, e.what());
      log(1, std::string("fxlens: internal error in fxlens.renderGraph: ") + e.what());
      replyError(id, err::InternalError, e.what());
    }
  };
  if (!jobs_.submit(idKey(id), std::move(work), "render " + args.uri))
    replyError(id, err::InvalidRequest, "request id " + id.dump() + " is already used by a request still pending");
}

void Server::renderJob(const Json& id, const Json& token, const Analyzed& an, const PreviewRequest& req,
                       const std::atomic<bool>& cancelled) {
  const Preview pv = planPreview(an.snap, req);
  const fxr::RenderPlan& plan = pv.plan;
  if (!plan.error.empty()) {
    progressEnd(token, plan.error);
    return replyError(id, err::RequestFailed, "fxlens.renderGraph: " + plan.error);
  }
  auto place = [&](Json& j, const Target& t) {
    if (t.doc < 0 || t.doc >= static_cast<int>(an.uris.size())) return;
    j["uri"] = an.uris[t.doc];
    j["range"] = toLsp(an, t.doc, t.range);
  };
  Json result = {{"nodes", nodesJson(an.snap, plan, place)},
                 {"hidden", plan.hidden},       {"truncated", plan.truncated},
                 {"total", plan.total},         {"graphs", pv.graphs},
                 {"hiddenEdges", plan.hiddenEdges}, {"focus", pv.focus ? Json(*pv.focus) : Json()}};
  if (plan.kernelsDrawn >= 0) result["kernels"] = plan.kernelsDrawn;
  // Without a layout here (WebAssembly) the client lays the plan out itself: the same answer with the DOT text.
  if (!opt_.serverLayout) {
    result["dot"] = plan.dot;
    progressEnd(token, "done");
    return reply(id, std::move(result));
  }
  const int shown = plan.total - plan.hidden;
  progressReport(token, "laying out " + std::to_string(shown) + " of " + std::to_string(plan.total) + " nodes", 10);
  std::string error;
  fxr::RenderLimits limits;
  limits.timeout = opt_.renderTimeout;
  limits.hint = "lower maxNodes, or render one node's neighbourhood (focus, or the cursor on a node)";
  auto svg = fxr::renderDotCancellable(plan.dot, "svg", error, [&] { return cancelled.load(); }, limits);
  if (!svg) {
    progressEnd(token, error);
    if (cancelled) return replyError(id, err::RequestCancelled, "cancelled");
    return replyError(id, err::RequestFailed, "fxlens.renderGraph: " + error);
  }
  progressReport(token, "sending the picture", 95);
  result["svg"] = std::move(*svg);
  progressEnd(token, "done");
  reply(id, std::move(result));
}

}  // namespace fxl
