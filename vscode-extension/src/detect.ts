// Content detection: does a document look like a PyTorch FX graph printout or an aot_graphs log?
// Pure (no vscode import) so that it is unit-tested with node --test.

/** Languages whose documents are inspected on open; anything else is left alone. */
export const CANDIDATE_LANGUAGES: ReadonlySet<string> = new Set(['plaintext', 'log', 'python']);

/** How much of a document is inspected (first lines only: detection must stay cheap on 100 MB logs). */
export const DETECT_MAX_LINES = 200;
export const DETECT_MAX_CHARS = 64 * 1024;

/** File names that are FX dumps whatever their content (depyf, tlparse, aot_graphs dumps). */
const DUMP_NAME = /(?:^|[\\/])(?:[^\\/]*\b(?:Forward|Backward|Joint) graph\b[^\\/]*\.py|aot_(?:forward|backward|joint|inference)_graph[^\\/]*\.txt|[^\\/]*\.fxgraph)$/;

// Markers that never occur in ordinary source files or text.
const LOG_MARKERS = [
  /\[__aot_graphs\]/,
  /\[__aot_joint_graph\]/,
  /\[__graph_code\]/,
  /\bTRACED GRAPH\b/,
  /={3,}\s*(?:Forward|Backward|Joint|Inference) graph\b/,
  /={3,}\s*__compiled_fn_\d+/,
];
const GRAPH_FORM_HEAD = /^\s*graph\(\):\s*$/;
const GRAPH_FORM_NODE = /^\s*%[A-Za-z_]\w*\s*:\s*\[(?:#users|num_users)=\d+\]\s*=\s*(?:placeholder|call_function|call_method|call_module|get_attr|output)\b/;
const TABULAR_HEAD = /^\s*opcode\s+name\s+target\s+args\s+kwargs\s*$/;
const DEF_FORWARD = /^\s*def forward\(self(?:,\s*(.*))?\)?/;
const AOT_PARAM = /\b(?:primals|tangents)_\d+\b/;
const GRAPH_MODULE = /^\s*class GraphModule\(torch\.nn\.Module\):\s*$/;
const ATEN_STATEMENT = /^\s*[A-Za-z_]\w*(?:\s*:\s*"[^"]*")?\s*=\s*torch\.ops\.(?:aten|prims|higher_order|_c10d_functional|c10d_functional|inductor|quantized_decomposed)\.\w+/;
const IMPORT = /^\s*(?:import\s+\w|from\s+[\w.]+\s+import\b)/;

export interface Detection {
  isGraph: boolean;
  /** Why (for logs and tests). */
  reason: string;
}

/** Splits off the first lines of a document (bounded by DETECT_MAX_LINES / DETECT_MAX_CHARS). */
export function headLines(text: string): string[] {
  const head = text.length > DETECT_MAX_CHARS ? text.slice(0, DETECT_MAX_CHARS) : text;
  return head.split(/\r?\n/, DETECT_MAX_LINES);
}

/**
 * Decides whether `text` (a document's beginning) is an FX graph printout. `fileName` helps only for dump names;
 * a plain `def forward(self, x):` of an ordinary nn.Module is never a graph: FX-specific markers are required.
 */
export function detectFxGraph(text: string, fileName = ''): Detection {
  if (fileName && DUMP_NAME.test(fileName)) return { isGraph: true, reason: 'dump file name' };
  const lines = headLines(text);
  for (const l of lines) for (const m of LOG_MARKERS) if (m.test(l)) return { isGraph: true, reason: `log marker ${m.source}` };

  let sawGraphHead = false, sawImportBeforeDef = false, sawDef = false, sawGraphModule = false, aten = 0;
  for (const l of lines) {
    if (GRAPH_FORM_HEAD.test(l)) sawGraphHead = true;
    else if (GRAPH_FORM_NODE.test(l) && sawGraphHead) return { isGraph: true, reason: 'graph(): form' };
    if (TABULAR_HEAD.test(l)) return { isGraph: true, reason: 'print_tabular header' };
    if (!sawDef && IMPORT.test(l)) sawImportBeforeDef = true;
    if (GRAPH_MODULE.test(l)) sawGraphModule = true;
    const d = DEF_FORWARD.exec(l);
    if (d) {
      sawDef = true;
      if (d[1] && AOT_PARAM.test(d[1]) && !sawImportBeforeDef) return { isGraph: true, reason: 'AOT forward signature' };
    }
    if (sawDef && ATEN_STATEMENT.test(l)) aten++;
  }
  // `def forward(self, a, b)` whose body is aten op calls (a backward graph's signature names saved tensors).
  if (sawDef && aten >= 2 && !sawImportBeforeDef) return { isGraph: true, reason: 'forward with torch.ops calls' };
  if (sawGraphModule && sawDef && aten >= 1) return { isGraph: true, reason: 'GraphModule with torch.ops calls' };
  return { isGraph: false, reason: 'no FX marker' };
}

/** Whether a document of this language and URI scheme should be inspected on open. */
export function shouldInspect(languageId: string, scheme: string): boolean {
  return CANDIDATE_LANGUAGES.has(languageId) && (scheme === 'file' || scheme === 'untitled' || scheme === 'vscode-remote');
}

/** glog / TORCH_LOGS prefix: `I0121 00:08:39.321000 2403842 path:1581] [0/0] [__aot_graphs]` (+ following blanks). */
const LOG_PREFIX = /^[IWEVDF]\d{4}\s+\d{2}:\d{2}:\d{2}\.\d+\s+\d+\s+[^\s\]]+:\d+\](?:\s*\[[^\]]*\])*/;

/** Length of the log prefix at the start of `line` (0 when none): the part the editor dims. */
export function logPrefixLength(line: string): number {
  const m = LOG_PREFIX.exec(line);
  return m ? m[0].length : 0;
}
