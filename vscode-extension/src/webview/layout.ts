// The preview's own Graphviz, for a server that sends a DOT plan instead of an SVG (the WebAssembly server, which
// cannot run the layout helper): Graphviz compiled to WebAssembly (@hpcc-js/wasm-graphviz, Apache-2.0, its wasm
// inlined in this script: nothing is fetched) lays the plan out in the panel with the engine the native helper would
// use (dotEngine.ts), and the SVG is held to the helper's checks (svgCheck.ts) before the preview shows it.
// Bundled by scripts/bundle.js into dist/webview/layout.js (an IIFE that sets `fxlensLayout`); the preview's
// script (media/preview.js) loads it the first time an answer carries `dot`. The webview's Content-Security-Policy
// allows WebAssembly for this ('wasm-unsafe-eval' in script-src, previewLogic.ts), and nothing else more.
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { chooseEngine, Engine } from './dotEngine';
import { svgProblem } from './svgCheck';

export interface Laid {
  svg: string;
  engine: Engine;
  /** milliseconds: compiling Graphviz (the first layout of a panel only), laying out + drawing, the check */
  loadMs: number;
  layoutMs: number;
  checkMs: number;
  graphviz: string;
}

/** DOT → checked SVG. Rejects with Graphviz's own message, or the check's reason ("svg: ..."). */
export async function layoutDot(dot: string): Promise<Laid> {
  const t0 = performance.now();
  // load() compiles once and caches; after a failed layout Graphviz unloads itself, and load() compiles again.
  const gv = await Graphviz.load();
  const t1 = performance.now();
  const { engine, dot: plan } = chooseEngine(dot);
  const svg = gv.layout(plan, 'svg', engine);
  const t2 = performance.now();
  const problem = svgProblem(svg);
  if (problem) throw new Error(`the picture Graphviz drew was refused (${problem})`);
  return { svg, engine, loadMs: t1 - t0, layoutMs: t2 - t1, checkMs: performance.now() - t2, graphviz: gv.version() };
}

(globalThis as unknown as { fxlensLayout: unknown }).fxlensLayout = { layoutDot };
