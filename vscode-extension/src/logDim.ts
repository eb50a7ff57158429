// Dims log line prefixes in FX Graph editors (theme-independent: a decoration with reduced opacity), for the
// visible lines only so that large logs stay cheap. Which lines have a prefix, and how long it is, the server says
// (`fxlens/logPrefixes`, the engine's own rules); without a running server nothing is dimmed. Asked again, debounced,
// when the editors, their visible lines or the text change, when the client starts and when an analysis finishes.
import * as vscode from 'vscode';
import { Ctx, LANGUAGE_ID } from './ctx';
import { LOG_PREFIXES_REQUEST, logPrefixesParams, prefixesIn, spansToAsk } from './logPrefixes';
import { debounce } from './previewLogic';
import { errorText } from './preview';

export function registerLogDimming(ctx: Ctx): vscode.Disposable {
  const deco = vscode.window.createTextEditorDecorationType({ opacity: '0.45' });
  let round = 0;          // a newer round of requests makes the answers of older ones stale
  let failed = false;     // said once in the output channel
  const apply = async (ed: vscode.TextEditor, mine: number) => {
    const c = ctx.client;
    if (ed.document.languageId !== LANGUAGE_ID || !c) return;
    const uri = c.code2ProtocolConverter.asUri(ed.document.uri);
    const spans = spansToAsk(ed.visibleRanges.map((r) => ({ start: r.start.line, end: r.end.line })), ed.document.lineCount);
    const ranges: vscode.Range[] = [];
    try {
      for (const s of spans) {
        const reply = await c.sendRequest(LOG_PREFIXES_REQUEST, logPrefixesParams(uri, s.start, s.end));
        for (const p of prefixesIn(reply, s.start, s.end)) ranges.push(new vscode.Range(p.line, 0, p.line, p.length));
      }
    } catch (e) {
      if (!failed && mine === round) { failed = true; ctx.output.appendLine(`fxlens: log prefixes not dimmed: ${errorText(e)}`); }
      return;
    }
    if (mine === round) ed.setDecorations(deco, ranges);
  };
  const all = debounce(() => { const mine = ++round; vscode.window.visibleTextEditors.forEach((ed) => void apply(ed, mine)); }, 50);
  const subs = [
    deco,
    vscode.window.onDidChangeVisibleTextEditors(() => all()),
    vscode.window.onDidChangeTextEditorVisibleRanges(() => all()),
    vscode.workspace.onDidChangeTextDocument(() => all()),
    vscode.workspace.onDidOpenTextDocument(() => all()),
    ctx.onDidStartClient(() => all()),
    // Diagnostics come with every finished analysis: a document the server had not analysed yet (a big log just
    // opened) or had analysed at an older version gets its prefixes then.
    vscode.languages.onDidChangeDiagnostics(() => all()),
    { dispose: () => all.cancel() },
  ];
  all();
  return vscode.Disposable.from(...subs);
}
