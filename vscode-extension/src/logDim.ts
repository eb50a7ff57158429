// Dims glog / TORCH_LOGS line prefixes in FX Graph editors (theme-independent: a decoration with reduced opacity),
// computed for the visible lines only so that large logs stay cheap.
import * as vscode from 'vscode';
import { Ctx, LANGUAGE_ID } from './ctx';
import { logPrefixLength } from './detect';
import { debounce } from './previewLogic';

export function registerLogDimming(_ctx: Ctx): vscode.Disposable {
  const deco = vscode.window.createTextEditorDecorationType({ opacity: '0.45' });
  const apply = (ed: vscode.TextEditor) => {
    if (ed.document.languageId !== LANGUAGE_ID) return;
    const ranges: vscode.Range[] = [];
    for (const vr of ed.visibleRanges) {
      const from = Math.max(0, vr.start.line - 50), to = Math.min(ed.document.lineCount - 1, vr.end.line + 50);
      for (let l = from; l <= to; l++) {
        const n = logPrefixLength(ed.document.lineAt(l).text);
        if (n > 0) ranges.push(new vscode.Range(l, 0, l, n));
      }
    }
    ed.setDecorations(deco, ranges);
  };
  const all = debounce(() => vscode.window.visibleTextEditors.forEach(apply), 50);
  const subs = [
    deco,
    vscode.window.onDidChangeVisibleTextEditors(() => all()),
    vscode.window.onDidChangeTextEditorVisibleRanges(() => all()),
    vscode.workspace.onDidChangeTextDocument(() => all()),
    vscode.workspace.onDidOpenTextDocument(() => all()),
    { dispose: () => all.cancel() },
  ];
  all();
  return vscode.Disposable.from(...subs);
}
