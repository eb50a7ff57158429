// The "FX Run" view's items from the server's `fxlens/run` reply (docs/RUN.md): ranks → compile ids → graphs, a
// compile's recompile reasons under it, and the ranks whose graphs differ. Pure (no vscode API), so that node's test
// runner checks it against the real server.

export interface Place { uri: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }
export interface RunGraph { id: string; header: string; role: string; nodes: number; location: Place }
export interface RunOutputCode { aotId: string; graph: string | null; kernels: number; calls: number; location: Place }
export interface RunCompile { id: string; reasons: string[]; graphs: RunGraph[]; outputCodes?: RunOutputCode[] }
export interface RunRank { rank: number | null; compiles: RunCompile[] }
export interface RunNode { name: string; location: Place }
export interface RunDivergence {
  compileId: string; rankA: number; rankB: number; graphA: string; graphB: string; nodeA: RunNode | null; nodeB: RunNode | null;
}
export interface RunReply { ranks: RunRank[]; divergences: RunDivergence[] }

export interface RunItem {
  label: string;
  description?: string;
  tooltip?: string;
  kind: 'rank' | 'compile' | 'reason' | 'graph' | 'code' | 'divergences' | 'divergence' | 'node';
  place?: Place;           // where a click takes the user
  children: RunItem[];
}

const rankName = (rank: number | null) => (rank === null ? 'one process' : `rank ${rank}`);

function compileItem(c: RunCompile): RunItem {
  const reasons: RunItem[] = c.reasons.map((r) => ({ label: r, kind: 'reason', tooltip: `recompiled: ${r}`, children: [] }));
  const graphs: RunItem[] = c.graphs.map((g) => ({
    label: g.header || g.id, description: `${g.role} · ${g.nodes} nodes · ${g.id}`, kind: 'graph', place: g.location, children: [],
  }));
  const codes: RunItem[] = (c.outputCodes ?? []).map((o) => ({
    label: `output code${o.aotId ? ' ' + o.aotId : ''}`,
    description: `${o.kernels} kernels · ${o.calls} calls${o.graph ? ' · ' + o.graph : ''}`, kind: 'code', place: o.location, children: [],
  }));
  return {
    label: c.id ? `[${c.id}]` : 'no compile id',
    description: `${c.graphs.length} graph${c.graphs.length === 1 ? '' : 's'}${c.reasons.length ? ' · recompiled' : ''}`,
    kind: 'compile', children: [...reasons, ...graphs, ...codes],
  };
}

function divergenceItem(d: RunDivergence): RunItem {
  const node = (r: number, n: RunNode | null): RunItem => ({
    label: n ? n.name : '(the graph ends)', description: rankName(r), kind: 'node', place: n?.location, children: [],
  });
  return {
    label: `[${d.compileId}] ${d.graphA} / ${d.graphB}`,
    description: `${rankName(d.rankA)} and ${rankName(d.rankB)} differ at ${d.nodeA?.name ?? '(end)'} / ${d.nodeB?.name ?? '(end)'}`,
    kind: 'divergence', children: [node(d.rankA, d.nodeA), node(d.rankB, d.nodeB)],
  };
}

/** The view's top level: one item per rank, then, when ranks differ, an item listing where. */
export function runItems(reply: unknown): RunItem[] {
  const r = reply as RunReply | null;
  if (!r || !Array.isArray(r.ranks)) return [];
  const items: RunItem[] = r.ranks.map((rank) => ({
    label: rankName(rank.rank),
    description: `${rank.compiles.length} compile${rank.compiles.length === 1 ? '' : 's'}`,
    kind: 'rank', children: rank.compiles.map(compileItem),
  }));
  const divergences = Array.isArray(r.divergences) ? r.divergences : [];
  if (divergences.length > 0)
    items.push({ label: 'Ranks whose graphs differ', description: `${divergences.length}`, kind: 'divergences', children: divergences.map(divergenceItem) });
  return items;
}
