// What the names of dump files and folders say: one home for the naming rules of depyf, tlparse, TORCH_LOGS
// dumps, MagiCompiler's magi_depyf runs and users' own `x.fwd.txt` files. Names are supporting evidence only:
// roles and pairs are decided by a graph's text first.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fx::dumps {

// The last path component (after the last `/` or `\`).
std::string_view baseName(std::string_view path);

// Could a file of this name be a dump worth reading when a folder is analysed (text, not html/json/images)?
bool isTextDumpName(std::string_view fileName);
// Does a file name look like an FX graph dump (depyf / tlparse / fwd-bwd-joint naming), or Inductor's output code
// or provenance table that ties kernels to a graph's nodes?
bool looksLikeDumpName(std::string_view fileName);
// A name only FX's own dumps have (depyf's `__compiled_fn_3 Forward graph 0.py` and `...Forward_graph.0.py`,
// tlparse's and TORCH_COMPILE_DEBUG's `aot_forward_graph_7.txt`, `*.fxgraph`): stronger evidence than
// looksLikeDumpName, which also takes users' `model_forward.py`. `path` may use `/` or `\`.
bool namesGraphDump(std::string_view path);

// A file of the graph after Inductor's post-grad passes, the one its output code compiles: TORCH_COMPILE_DEBUG's
// `fx_graph_transformed.py` (beside `fx_graph_readable.py`, the graph before them) and tlparse's
// `inductor_post_grad_graph_3.txt`.
bool namesPostGradGraph(std::string_view path);

// TORCH_COMPILE_DEBUG's `inductor_provenance_tracking_node_mappings.json`, beside a forward's `output_code.py`:
// Inductor's kernel → post-grad node table, as a TORCH_TRACE record holds it.
bool namesProvenanceTable(std::string_view path);

// Files belonging together share this key: the folder and the file name's words that are not about role or
// print form (`x.fwd.txt` and `x.bwd.txt` → `dir/x.txt.`). In a magi_depyf timeline the event number is dropped
// (`0005_subgraph_0_before_p/submod_0/` and `0012_subgraph_0_before_p/submod_0/` hold a forward and its backward).
std::string pairingStem(std::string_view path);

// A short, stable name for the graphs of a file, for ids: the base name, or for a magi_depyf timeline file its
// submodule, pass and event (`submod_0/before_postcleanuppass@0005`).
std::string graphIdBase(std::string_view path);
// The shortest trailing part of `path` (whole components) that no other of `paths` ends with.
std::string uniqueSuffix(std::string_view path, const std::vector<std::string_view>& paths);

// A magi_depyf timeline file: `.../timeline_events/files/NNNN_<event>/submod_<k>/<file>`.
struct MagiTimelineFile {
  std::string_view eventNumber;  // "0005"
  std::string_view event;        // "subgraph_0_before_postcleanuppass"
  std::string_view submodule;    // "submod_0"
  std::string_view file;         // "before_postcleanuppass_graph.txt"
};
bool parseMagiTimelineFile(std::string_view path, MagiTimelineFile& out);
// Where the partner of a magi_depyf timeline file may be: the same submodule under the timeline's other events of
// the same name (`<filesDir>/NNNN_<event>/<submodule>`: the forward and then the backward went through the pass).
struct MagiPartnerPlaces {
  std::string filesDir, event, submodule;
  // Is `eventDir` (a folder name under filesDir) one of them?
  bool holds(std::string_view eventDir) const;
};
// False for a file that is not in a magi_depyf timeline.
bool magiPartnerPlaces(std::string_view path, MagiPartnerPlaces& out);

// Dynamo's name of a compile, `__compiled_fn_1`, in a header, a class line or a depyf file name
// (`__compiled_fn_1.Forward_graph.0.py`); empty when there is none. It stands for the compile id where none is
// printed: every graph of one compile in a depyf folder carries it.
std::string compiledFnId(std::string_view text);
// The compile id a tlparse output folder names a graph file's compile by: `-_0_1_0/aot_forward_graph_5.txt` → `0/1`
// (`{compiled autograd id or -}_{frame}_{compile}_{attempt}`; a later attempt `_2` → `0/1_2`). Empty when the
// file's folder is not one.
std::string tlparseCompileId(std::string_view path);

// Where tlparse wrote a graph file of a compile folder in the run: `-_0_1_0/aot_forward_graph_5.txt` → 5 (tlparse
// numbers a run's outputs in the order the trace printed them, so the forward's number is below its backward's).
// -1 when the file is not in a tlparse compile folder (or `-_-_-_-`, graphs without a compile id) or carries no
// number.
int tlparseSequence(std::string_view path);

}  // namespace fx::dumps
