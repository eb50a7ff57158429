// The extension's commands (package.json `contributes.commands`), one function each: given the context, it returns
// the command's implementation (as rust-analyzer's editors/code/src/commands.ts). extension.ts registers them.
import * as vscode from 'vscode';
import { Ctx, LANGUAGE_ID } from './ctx';
import { DOCUMENT_SCHEMES } from './detect';
import { errorText } from './preview';

// VS Code passes a command its arguments untyped.
export type Cmd = (...args: any[]) => unknown;

function activeFxDocument(): vscode.TextDocument | undefined {
  const d = vscode.window.activeTextEditor?.document;
  if (d && d.languageId === LANGUAGE_ID) return d;
  return vscode.window.visibleTextEditors.find((e) => e.document.languageId === LANGUAGE_ID)?.document;
}

/** FX Graph: Analyze this file — switches a document (the active one, or `uri`) to FX Graph whatever detection said. */
export function analyzeFile(ctx: Ctx): Cmd {
  return async (uri?: vscode.Uri) => {
    const doc = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: open a file first.'); return; }
    ctx.decided.add(doc.uri.toString());
    if (doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
    await ctx.ensureClient();
  };
}

/** FX Graph: Open Joint Graph Preview — the preview panel of the active FX Graph document, beside it. */
export function openPreview(ctx: Ctx): Cmd {
  return async () => {
    const doc = activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: no FX graph document is open (run "FX Graph: Analyze this file" first).'); return; }
    if (!(await ctx.ensureClient())) return;
    await ctx.previews.open(doc);
  };
}

/** FX Graph: Show Memory Timeline — the preview of a document (its code lens passes its URI, else the active one)
 *  showing the activation-memory plot (fxlens/memoryPlot) instead of the graph. */
export function showMemory(ctx: Ctx): Cmd {
  return async (uri?: string) => {
    const doc = typeof uri === 'string'
      ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri) : activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: no FX graph document is open (run "FX Graph: Analyze this file" first).'); return; }
    if (!(await ctx.ensureClient())) return;
    await ctx.previews.open(doc, { memory: true });
  };
}

/** A source line's code lens (`fxlens.previewSourceLine [dumpUri, nodeName, graphId]`, sent by the server on a
 * Python model file): opens the dump, as FX Graph, and its preview drawing the node's graph focused on the node. */
export function previewSourceLine(ctx: Ctx): Cmd {
  return async (dumpUri?: string, node?: string, graph?: string) => {
    if (typeof dumpUri !== 'string' || typeof node !== 'string') return;
    try {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(dumpUri));
      const fx = doc.languageId === LANGUAGE_ID ? doc : await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
      ctx.decided.add(fx.uri.toString());
      if (!(await ctx.ensureClient())) return;
      await ctx.previews.open(fx, { focus: node, graph: typeof graph === 'string' ? graph : undefined });
    } catch (e) { void vscode.window.showErrorMessage(`FX Graph: cannot preview ${node}: ${errorText(e)}`); }
  };
}

/** FX Graph: Pair With… — pairs the active document with one picked among the open ones (`fxlens.pairWith`). */
export function pairWithDocument(ctx: Ctx): Cmd {
  return async () => {
    const doc = activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: open an FX graph document first.'); return; }
    const others = vscode.workspace.textDocuments.filter((d) => d !== doc && !d.isClosed && DOCUMENT_SCHEMES.has(d.uri.scheme));
    if (others.length === 0) { void vscode.window.showInformationMessage('FX Graph: open the partner document first.'); return; }
    const pick = await vscode.window.showQuickPick(others.map((d) => ({
      label: d.uri.path.split('/').pop() || d.uri.toString(), description: vscode.workspace.asRelativePath(d.uri), doc: d })),
    { placeHolder: `Pair ${doc.uri.path.split('/').pop()} with…` });
    if (!pick) return;
    if (pick.doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(pick.doc, LANGUAGE_ID);
    try {
      await ctx.executeServerCommand('fxlens.pairWith', [doc.uri.toString(), pick.doc.uri.toString()]);
      void vscode.window.showInformationMessage(`FX Graph: paired with ${pick.label}.`);
    } catch (e) { void vscode.window.showErrorMessage(`FX Graph: pairing failed: ${errorText(e)}`); }
  };
}

/** FX Graph: Show Associations — the association table (`fxlens/associations`) as markdown, beside the editor. */
export function showAssociationsTable(ctx: Ctx): Cmd {
  return async () => {
    const doc = activeFxDocument();
    try {
      const r = await ctx.serverRequest<{ rows: unknown[]; markdown: string }>('fxlens/associations',
        doc ? { textDocument: { uri: doc.uri.toString() } } : {});
      const name = doc ? doc.uri.path.split('/').pop() : undefined;
      const title = name ? `# FX Graph associations: ${name}\n\n` : '# FX Graph associations\n\n';
      await ctx.reports.show(name ? `associations of ${name}` : 'associations', title + r.markdown);
    } catch (e) { void vscode.window.showErrorMessage(`FX Graph: could not get the associations: ${errorText(e)}`); }
  };
}

/** FX Graph: Compare Partitions — the active pair against the other open partition of the same model (an
 *  aot_default and an aot_mincut dump): peaks, held bytes, what each saves and recomputes (fxlens/comparePartitions). */
export function comparePartitions(ctx: Ctx): Cmd {
  return async () => {
    const ed = vscode.window.activeTextEditor;
    const doc = ed && ed.document.languageId === LANGUAGE_ID ? ed.document : activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: open a forward or backward graph first.'); return; }
    const pos = ed && ed.document === doc ? ed.selection.active : new vscode.Position(0, 0);
    try {
      const r = await ctx.serverRequest<{ markdown: string; other: string }>('fxlens/comparePartitions',
        { textDocument: { uri: doc.uri.toString() }, position: { line: pos.line, character: pos.character } });
      const title = `# FX Graph partitions: ${doc.uri.path.split('/').pop()} and ${r.other}\n\n`;
      await ctx.reports.show(`partitions of ${doc.uri.path.split('/').pop()}`, title + r.markdown);
    } catch (e) {
      // the web extension host's server reads no files: the other partition must be open in the editor
      const web = ctx.host === 'web' ? ' (in the browser fxlens reads no files from disk: open the other partition\'s ' +
        'forward and backward graphs in the editor too, then run this again)' : '';
      void vscode.window.showErrorMessage(`FX Graph: no comparison: ${errorText(e)}${web}`);
    }
  };
}

/** FX Graph: Compare Graph With… — the graph at the cursor against another graph the server knows (its recompile's
 *  earlier compile first, then its counterparts in the other open files), node by node: what was added, removed or
 *  changed, and what each saves and recomputes (fxlens/diffGraphs, docs/DIFF.md). */
export function diffGraphs(ctx: Ctx): Cmd {
  return async () => {
    const ed = vscode.window.activeTextEditor;
    const doc = ed && ed.document.languageId === LANGUAGE_ID ? ed.document : activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: open a graph printout first.'); return; }
    const pos = ed && ed.document === doc ? ed.selection.active : new vscode.Position(0, 0);
    const at = { textDocument: { uri: doc.uri.toString() }, position: { line: pos.line, character: pos.character } };
    try {
      type Choice = { id: string; role: string; compileId: string; title: string };
      const c = await ctx.serverRequest<{ graph: string; candidates: Choice[] }>('fxlens/diffGraphs', at);
      if (c.candidates.length === 0) {
        void vscode.window.showInformationMessage(`FX Graph: no other graph to compare ${c.graph} with: open the other compile's printout too.`);
        return;
      }
      const pick = await vscode.window.showQuickPick(
        c.candidates.map((g) => ({ label: g.id, description: [g.role, g.compileId && `[${g.compileId}]`, g.title].filter(Boolean).join(' · ') })),
        { placeHolder: `Compare ${c.graph} with…` });
      if (!pick) return;
      const r = await ctx.serverRequest<{ markdown: string; a: string; b: string }>('fxlens/diffGraphs', { ...at, other: pick.label });
      await ctx.reports.show(`${r.a} → ${r.b}`, `# FX Graph diff: ${r.a} → ${r.b}\n\n` + r.markdown);
    } catch (e) { void vscode.window.showErrorMessage(`FX Graph: no comparison: ${errorText(e)}`); }
  };
}

/** FX Graph: Restart Language Server. */
export function restartServer(ctx: Ctx): Cmd {
  return () => ctx.restartClient();
}

/** The code lenses' places (`fxlens.showLocations [uri, position, locations]`, the server's JSON form of
 *  editor.action.showReferences' arguments): one place opens, several are shown in a peek to pick from. */
export function showLocations(): Cmd {
  return async (uri?: string, position?: { line: number; character: number }, locations?: { uri: string; range: LspRange }[]) => {
    const places = (locations ?? []).map((l) => new vscode.Location(vscode.Uri.parse(l.uri), toRange(l.range)));
    if (places.length === 0) { void vscode.window.showInformationMessage('FX Graph: nothing to show here.'); return; }
    if (places.length === 1) {
      const ed = await vscode.window.showTextDocument(places[0].uri, { selection: places[0].range, preview: true });
      ed.revealRange(places[0].range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      return;
    }
    const at = new vscode.Position(position?.line ?? 0, position?.character ?? 0);
    await vscode.commands.executeCommand('editor.action.showReferences', vscode.Uri.parse(uri ?? places[0].uri.toString()), at, places);
  };
}

interface LspRange { start: { line: number; character: number }; end: { line: number; character: number } }
function toRange(r: LspRange): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

/** FX Graph: Open Clean View of Log — the active log without its line prefixes, beside it (cleanViewProvider.ts). */
export function openCleanView(ctx: Ctx): Cmd {
  return async () => {
    const doc = activeFxDocument();
    if (!doc) { void vscode.window.showWarningMessage('FX Graph: open a log with FX graphs first.'); return; }
    await ctx.cleanViews.open(doc);
  };
}

/** FX Graph: Show in Log — from a clean view, the same place in its log. */
export function showInLog(ctx: Ctx): Cmd {
  return async () => {
    const ed = vscode.window.activeTextEditor;
    const at = ed && ctx.cleanViews.inLog(ed.document.uri, ed.selection.active);
    if (!ed || !at) { void vscode.window.showWarningMessage('FX Graph: this is not the clean view of a log.'); return; }
    const log = await vscode.window.showTextDocument(at.log, { viewColumn: vscode.ViewColumn.One, selection: new vscode.Range(at.pos, at.pos) });
    log.revealRange(new vscode.Range(at.pos, at.pos), vscode.TextEditorRevealType.InCenter);
  };
}
