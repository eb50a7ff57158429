// The extension's state, handed to every command and feature (as rust-analyzer's editors/code/src/ctx.ts): the
// output channel, the language client (started on first need, restarted on request), the preview panels and
// which documents content detection has decided.
import * as vscode from 'vscode';
// The common client (vscode-languageclient's root): a Node client (extension.ts) or a browser one (web/extension.ts).
import { BaseLanguageClient as LanguageClient, ExecuteCommandRequest } from 'vscode-languageclient';
import { CleanViews } from './cleanViewProvider';
import { FoundNodes, MemoryPlot, PreviewManager } from './preview';
import { RenderResult } from './previewLogic';
import { ReportViews } from './reportView';

export const LANGUAGE_ID = 'fx-graph';

/** Where the extension runs: VS Code's Node extension host, or the web one (vscode.dev, github.dev), where the
 *  server is WebAssembly in a Web Worker and sees only the documents the editor sends it (no files on disk). */
export type Host = 'node' | 'web';

export class Ctx {
  readonly output: vscode.OutputChannel;
  readonly previews: PreviewManager;
  readonly cleanViews: CleanViews;
  readonly reports = new ReportViews();  // read-only markdown reports (associations, partition comparison)
  // Documents inspected while open (a user's later language choice is respected); forgotten when they close, so
  // that a file reopened as plain text is inspected again.
  readonly decided = new Set<string>();
  readonly hinted = new Set<string>();    // documents offered "Analyze this file" (once per document and session)
  serverFailed = false;                   // the server did not start: detection stops asking until a restart
  readonly activatedAt = Date.now();      // for the first diagnostics' delay (activate.ts firstDiagnosticsTiming)

  private current: LanguageClient | undefined;
  private starting: Promise<LanguageClient | undefined> | undefined;
  private readonly started = new vscode.EventEmitter<LanguageClient>();
  /** Fires when a language client has started (first start and every restart). */
  readonly onDidStartClient = this.started.event;

  /** `startClient` makes and starts a client, or says why not and gives undefined (extension.ts). */
  constructor(readonly extCtx: vscode.ExtensionContext,
    private readonly startClient: (ctx: Ctx) => Promise<LanguageClient | undefined>, readonly host: Host = 'node') {
    this.output = vscode.window.createOutputChannel('fxlens');
    this.previews = new PreviewManager(extCtx.extensionUri, {
      render: (args, token) => this.serverRequest<RenderResult>('fxlens/renderGraph', args, token),
      memory: (args, token) => this.serverRequest<MemoryPlot>('fxlens/memoryPlot', args, token),
      find: (params) => this.serverRequest<FoundNodes>('fxlens/findNodes', params),
    });
    this.cleanViews = new CleanViews(this);
    extCtx.subscriptions.push(this.output, this.previews, this.started, this.cleanViews, this.reports);
  }

  /** The running client, if any; never starts one. */
  get client(): LanguageClient | undefined { return this.current; }

  /** The client, started on first need. */
  async ensureClient(): Promise<LanguageClient | undefined> {
    if (this.current) return this.current;
    if (!this.starting) {
      this.starting = this.startClient(this).then((c) => {
        this.current = c;
        if (!c) this.starting = undefined;
        else this.started.fire(c);
        return c;
      });
    }
    return this.starting;
  }

  async restartClient(): Promise<void> {
    const old = this.current; this.current = undefined; this.starting = undefined; this.serverFailed = false;
    if (old) { try { await old.stop(); } catch { /* already gone */ } }
    await this.ensureClient();
  }

  async stopClient(): Promise<void> {
    const c = this.current; this.current = undefined;
    if (c) await c.stop();
  }

  async executeServerCommand<T>(command: string, args: unknown[], token?: vscode.CancellationToken): Promise<T> {
    const c = await this.ensureClient();
    if (!c) throw new Error('the fxlens language server is not running');
    return c.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }, token) as Promise<T>;
  }

  /** One of the server's own requests (`fxlens/renderGraph`, `fxlens/associations`; docs/LSP.md). */
  async serverRequest<T>(method: string, params: unknown, token?: vscode.CancellationToken): Promise<T> {
    const c = await this.ensureClient();
    if (!c) throw new Error('the fxlens language server is not running');
    // An undefined token must not be passed: vscode-jsonrpc would send [params, null] by position.
    return token ? c.sendRequest<T>(method, params, token) : c.sendRequest<T>(method, params);
  }
}

export function displayName(doc: vscode.TextDocument): string {
  return doc.uri.scheme === 'file' ? doc.uri.fsPath : doc.uri.toString();
}
