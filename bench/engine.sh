#!/usr/bin/env bash
# Engine benchmark: parse + full analysis (`fxlens analyze --json`, output discarded) of the biggest real
# printouts and of scaled logs made by stacking them, at three sizes. Reports MB/s, wall ms (median of
# RUNS runs, with min–max) and peak RSS. Not part of the test command; writes docs/BENCH_ENGINE.md.
#   RUNS=5 bash bench/engine.sh            (BUILD_DIR=... to use another Release build directory)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
BUILD_DIR=${BUILD_DIR:-build-release}
BUILD_DIR="$BUILD_DIR" CMAKE_BUILD_TYPE=Release bash .ci/setup >/dev/null
FX=$BUILD_DIR/fxlens
work=$BUILD_DIR/bench-inputs
mkdir -p "$work"
big=tests/corpus/torch113/big_transformer/aot_default
# One log holding K compiles of big_transformer (joint + forward + backward each), with glog-style headers.
make_log() {
  local k=$1 out=$2
  : > "$out"
  for i in $(seq 0 $((k - 1))); do
    for part in joint fwd bwd; do
      case $part in joint) h="Joint graph $i";; fwd) h="Forward graph $i";; bwd) h="Backward graph $i";; esac
      printf 'I0101 00:00:00.000000 1 graph_compile.py:1] [%d/0] [__aot_graphs] TRACED GRAPH\n' "$i" >> "$out"
      printf 'I0101 00:00:00.000000 1 graph_compile.py:1] [%d/0] [__aot_graphs]  ===== %s =====\n' "$i" "$h" >> "$out"
      sed "s/^/I0101 00:00:00.000000 1 graph_compile.py:1] [$i\/0] [__aot_graphs] /" "$big/$part.readable.txt" >> "$out"
    done
  done
}
# A depyf/tlparse-style folder: 24 compiles × (joint, forward, backward) print_readable files, one graph per
# file. Readable form is the densest input (no log prefixes: ~80 bytes per node), so it is the hardest on MB/s.
make_dump_dir() {
  local k=$1 out=$2
  rm -rf "$out"
  mkdir -p "$out"
  for i in $(seq 1 "$k"); do
    cp "$big/joint.readable.txt" "$out/__compiled_fn_$i Joint graph 0.py"
    cp "$big/fwd.readable.txt" "$out/__compiled_fn_$i Forward graph 0.py"
    cp "$big/bwd.readable.txt" "$out/__compiled_fn_$i Backward graph 0.py"
  done
}
make_dump_dir 24 "$work/depyf24"
make_log 1 "$work/x1.log"
make_log 8 "$work/x8.log"
make_log 24 "$work/x24.log"

stats() {  # prints median min max of the numbers on stdin
  sort -n | awk '{a[NR]=$1} END {printf "%s %s %s\n", a[int((NR+1)/2)], a[1], a[NR]}'
}
{
  echo "# Engine benchmark"
  echo
  echo "Measured by \`bench/engine.sh\` on $(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"
  echo "Release build, single-threaded, $RUNS runs each (median, min–max). Two modes: \`report\` is \`fxlens analyze FILES\`"
  echo "(parse + full analysis + the text report: graphs, pairs, association table, diagnostics); \`json\` is"
  echo "\`fxlens analyze --json FILES\`, which also writes every node (the JSON is larger than the input)."
  echo
  echo "| input | mode | bytes | nodes | wall ms (median, min–max) | MB/s (median) | peak RSS MB | RSS / input |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
} > docs/BENCH_ENGINE.md
run_case() {
  local label=$1; shift
  run_mode "$label" report "$@"
  run_mode "$label" json --json "$@"
}
run_mode() {
  local label=$1 mode=$2; shift 2
  local bytes nodes times rss
  local files=("$@")
  [ "$1" = "--json" ] && files=("${@:2}")
  bytes=$(find "${files[@]}" -type f -print0 | xargs -0 cat | wc -c)
  nodes=$("$FX" analyze --json "${files[@]}" | grep -o '"op":' | wc -l)
  times=()
  rss=0
  for _ in $(seq "$RUNS"); do
    local t0 t1
    t0=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/t" "$FX" analyze "$@" > /dev/null
    t1=$(date +%s%N)
    read -r kb < "$work/t"
    times+=("$(( (t1 - t0) / 1000000 ))")
    if [ "$kb" -gt "$rss" ]; then rss=$kb; fi
  done
  read -r med lo hi < <(printf '%s\n' "${times[@]}" | stats)
  local mbs ratio
  mbs=$(awk -v b="$bytes" -v m="$med" 'BEGIN{ if (m==0) m=1; printf "%.0f", b/1e6/(m/1000)}')
  ratio=$(awk -v r="$rss" -v b="$bytes" 'BEGIN{printf "%.1f", r*1024/b}')
  echo "| $label | $mode | $bytes | $nodes | $med ($lo–$hi) | $mbs | $((rss / 1024)) | ${ratio}× |" | tee -a docs/BENCH_ENGINE.md
}
run_case "big_transformer joint+fwd+bwd (3 files, code form)" "$big/joint.code.txt" "$big/fwd.code.txt" "$big/bwd.code.txt"
run_case "log ×1 (glog prefixes)" "$work/x1.log"
run_case "log ×8" "$work/x8.log"
run_case "log ×24 (~100k nodes)" "$work/x24.log"
run_case "depyf folder ×24 (72 readable files, ~100k nodes)" "$work/depyf24"
echo >> docs/BENCH_ENGINE.md
echo "Node counts are the nodes in the JSON output. Wall time includes process start, reading files and writing JSON." >> docs/BENCH_ENGINE.md
