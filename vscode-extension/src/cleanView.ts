// The clean view of a log (issue 19): the log's text with every line's log prefix removed (the server says which:
// `fxlens/logPrefixes`), line for line, as a read-only document of the `fxlens-log` scheme in the FX Graph language.
// The server analyses it like any document, so hover, definitions, references and the preview work there; as the
// lines are the log's own, a place maps back by its line and the prefix's length. Pure: unit-tested with node --test.

export const CLEAN_SCHEME = 'fxlens-log';

export interface Prefix { line: number; length: number }

/** The log's lines without their prefixes (and the blank a glog prefix leaves before the text). */
export function cleanText(lines: readonly string[], prefixes: readonly Prefix[]): { text: string; cut: number[] } {
  const cut = lines.map(() => 0);
  for (const p of prefixes) if (p.line >= 0 && p.line < lines.length) cut[p.line] = Math.min(p.length, lines[p.line].length);
  for (let i = 0; i < lines.length; i++) if (cut[i] > 0 && lines[i][cut[i]] === ' ') cut[i] += 1;
  return { text: lines.map((l, i) => l.slice(cut[i])).join('\n'), cut };
}

/** Where a clean-view position is in the log: the same line, the character moved by what was cut. */
export function toLog(cut: readonly number[], line: number, character: number): { line: number; character: number } {
  return { line, character: character + (cut[line] ?? 0) };
}

/** The clean view's path for a log's path: the same with `.clean` added (`/runs/aot.log` → `/runs/aot.log.clean`),
 *  so graph ids read `aot.log.clean#2` and two logs of one name in different folders stay apart. */
export function cleanPathOf(logPath: string): string { return logPath + '.clean'; }

/** The log's path from its clean view's path (undefined when it is not one). */
export function logPathOf(cleanPath: string): string | undefined {
  return cleanPath.endsWith('.clean') ? cleanPath.slice(0, -'.clean'.length) : undefined;
}
