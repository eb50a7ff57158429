// The `fxlens/logPrefixes` request: which lines of a document start with a log prefix (glog / TORCH_LOGS, bracketed
// dates, Python logging, torchrun and CI wrappers) and how long it is. The rules are the engine's own
// (server/fx/lines.cpp); the extension keeps no copy of them. Pure (no vscode import): unit-tested with node --test.

export const LOG_PREFIXES_REQUEST = 'fxlens/logPrefixes';

export interface LogPrefixesParams {
  textDocument: { uri: string };
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}
/** A line that starts with a log prefix, and the prefix's length in UTF-16 code units. */
export interface LogPrefix { line: number; length: number }

/** How many lines beyond the visible ones are dimmed too, so that a short scroll shows no undimmed flash. */
export const MARGIN_LINES = 50;

/**
 * The line spans to ask about: each visible span widened by `margin` lines and clamped to the document, overlapping
 * or touching spans merged, in order. `lineCount` 0 gives none.
 */
export function spansToAsk(visible: ReadonlyArray<{ start: number; end: number }>, lineCount: number,
  margin = MARGIN_LINES): { start: number; end: number }[] {
  if (lineCount <= 0) return [];
  const spans = visible.map((v) => ({ start: Math.max(0, v.start - margin), end: Math.min(lineCount - 1, v.end + margin) }))
    .filter((s) => s.start <= s.end).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end + 1) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** The request's params for the whole lines `start`..`end` (0-based, inclusive). */
export function logPrefixesParams(uri: string, start: number, end: number): LogPrefixesParams {
  return { textDocument: { uri }, range: { start: { line: start, character: 0 }, end: { line: end, character: 0 } } };
}

/** The server's answer, checked: entries of another shape or outside `start`..`end` are dropped. */
export function prefixesIn(reply: unknown, start: number, end: number): LogPrefix[] {
  if (!Array.isArray(reply)) return [];
  return reply.filter((p): p is LogPrefix => typeof p === 'object' && p !== null &&
    Number.isInteger(p.line) && Number.isInteger(p.length) && p.length > 0 && p.line >= start && p.line <= end);
}
