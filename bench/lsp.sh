#!/usr/bin/env bash
# Language-server benchmark: drives `fxlens lsp` over a pipe like an editor (bench/lsp_bench.py, Python standard
# library only) and writes docs/BENCH_LSP.md. Not part of the test command.
#   RUNS=5 bash bench/lsp.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
BUILD_DIR=build-release CMAKE_BUILD_TYPE=Release bash .ci/setup >/dev/null
FX=build-release/fxlens
work=build-release/bench-inputs/lsp
big=tests/corpus/torch113/big_transformer/aot_default
# A dump folder as users have it: the backward is opened, its forward and joint sit next to it on disk.
rm -rf "$work"
mkdir -p "$work/big_transformer" "$work/log8"
cp "$big/fwd.code.txt" "$big/bwd.code.txt" "$big/joint.code.txt" "$work/big_transformer/"
# A bigger document: a glog aot_graphs log holding 8 compiles (joint + forward + backward each).
for i in $(seq 0 7); do
  for part in joint fwd bwd; do
    case $part in joint) h="Joint graph $i";; fwd) h="Forward graph $i";; bwd) h="Backward graph $i";; esac
    printf 'I0101 00:00:00.000000 1 graph_compile.py:1] [%d/0] [__aot_graphs]  ===== %s =====\n' "$i" "$h"
    sed "s/^/I0101 00:00:00.000000 1 graph_compile.py:1] [$i\/0] [__aot_graphs] /" "$big/$part.readable.txt"
  done
done > "$work/log8/aot_graphs.log"

stats() { sort -n | awk '{a[NR]=$1} END {printf "%s (%s–%s)", a[int((NR+1)/2)], a[1], a[NR]}'; }
field() { python3 -c "import json,sys; [print(json.loads(l)['$1']) for l in sys.stdin if l.strip()]"; }
{
  echo "# Language-server benchmark"
  echo
  echo "Measured by \`bench/lsp.sh\` on $(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"
  echo "Release build. \`bench/lsp_bench.py\` starts \`fxlens lsp\`, initializes, opens the document (didOpen with its"
  echo "text) and waits for its publishDiagnostics; then sends hover and definition at every identifier of the"
  echo "document (sampled evenly to at most 4,000 positions), one request at a time, timing each round trip; then"
  echo "a one-line edit (didChange) and waits for the diagnostics of that version. Latencies include the Python"
  echo "client's own JSON encoding and pipe I/O. Peak RSS is the server's VmHWM. $RUNS runs: median (min–max)."
  echo
  echo "| document | bytes | open → diagnostics ms | hover p50 / p99 ms | definition p50 / p99 ms | edit → diagnostics ms | peak RSS MB |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
} > docs/BENCH_LSP.md
run_case() {
  local label=$1 file=$2 out
  out=$(python3 bench/lsp_bench.py "$FX" "$file" "$RUNS")
  echo "$out" > "$work/last.jsonl"
  local bytes open hp50 hp99 dp50 dp99 edit rss
  bytes=$(echo "$out" | field bytes | head -1)
  open=$(echo "$out" | field open_to_diagnostics_ms | stats)
  hp50=$(echo "$out" | field hover_p50_ms | stats)
  hp99=$(echo "$out" | field hover_p99_ms | stats)
  dp50=$(echo "$out" | field definition_p50_ms | stats)
  dp99=$(echo "$out" | field definition_p99_ms | stats)
  edit=$(echo "$out" | field edit_to_diagnostics_ms | stats)
  rss=$(echo "$out" | field peak_rss_mb | stats)
  echo "| $label | $bytes | $open | $hp50 / $hp99 | $dp50 / $dp99 | $edit | $rss |" | tee -a docs/BENCH_LSP.md
}
run_case "big_transformer backward (forward + joint on disk)" "$work/big_transformer/bwd.code.txt"
run_case "glog log, 8 compiles (~76k nodes, one document)" "$work/log8/aot_graphs.log"
echo >> docs/BENCH_LSP.md
echo "Goals (issue 3): open → diagnostics < 300 ms, hover/definition p99 < 5 ms, edit → diagnostics < 50 ms." >> docs/BENCH_LSP.md
