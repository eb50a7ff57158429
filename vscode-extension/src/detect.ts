// Content detection, client side. The decision is the server's (`fxlens/detect`, which runs the engine's own
// segmenter, so that a document lights up exactly when fxlens can analyse it); what is here only chooses which
// documents to ask about and what to send. Pure (no vscode import) so that it is unit-tested with node --test.

/** Languages whose documents are inspected on open; anything else is left alone. */
export const CANDIDATE_LANGUAGES: ReadonlySet<string> = new Set(['plaintext', 'log', 'python']);

/** How much of a document is sent: the server reads no more (its head is 256 KiB), and 100 MB logs stay cheap. */
export const DETECT_HEAD_CHARS = 256 * 1024;

/** The request and its answer (server/lsp/detect_request.cpp). */
export const DETECT_REQUEST = 'fxlens/detect';
export interface DetectParams { uri?: string; text?: string; fileName?: string }
export interface DetectResult {
  verdict: 'printout' | 'almost' | 'no';
  graphs: number;
  reason: string;
  /** For "almost": the FX markers seen, with their line. */
  seen?: string[];
}

/** The first DETECT_HEAD_CHARS characters of `text`, cut after the last line end in them (all of a shorter text). */
export function detectionHead(text: string): string {
  if (text.length <= DETECT_HEAD_CHARS) return text;
  const nl = text.lastIndexOf('\n', DETECT_HEAD_CHARS - 1);
  return nl < 0 ? text.slice(0, DETECT_HEAD_CHARS) : text.slice(0, nl + 1);
}

/**
 * Words one of which every text the server can accept contains: a graph starts with `def forward(`, a
 * `class X(...Module):` header, `graph():` or print_tabular's `opcode` header, and every "almost" marker names
 * torch, graph, primals_/tangents_, `users=` or call_function. A text with none of them is not worth starting the
 * server for. Grow this list when the engine learns a form without any of them (the unit test reads the corpus).
 */
const MAYBE_FX = /forward|module|graph|opcode|torch|primals_|tangents_|users=|call_function/i;

/** The cheap pre-filter: false only for texts the server would answer "no" for. */
export function mayBePrintout(head: string): boolean {
  return MAYBE_FX.test(head);
}

/** The URI schemes of the user's own documents: files, untitled, a remote's files, and a virtual workspace's
 *  (vscode-vfs: github.dev and Remote Repositories; vscode-test-web: VS Code for the Web's test host). Not: output,
 *  git, the diff and settings editors. */
export const DOCUMENT_SCHEMES: ReadonlySet<string> = new Set(['file', 'untitled', 'vscode-remote', 'vscode-vfs', 'vscode-test-web']);

/** Whether a document of this language and URI scheme should be inspected on open. */
export function shouldInspect(languageId: string, scheme: string): boolean {
  return CANDIDATE_LANGUAGES.has(languageId) && DOCUMENT_SCHEMES.has(scheme);
}

/** One line for the fxlens output channel about the server's decision on `name`. */
export function decisionLine(name: string, r: DetectResult): string {
  const what = r.verdict === 'printout' ? `FX printout, ${r.graphs} graph${r.graphs === 1 ? '' : 's'}: language set to FX Graph`
    : r.verdict === 'almost' ? 'almost an FX printout: offering "FX Graph: Analyze this file"'
    : 'not an FX printout';
  return `fxlens: ${name}: ${what} (${r.reason})`;
}
