#!/usr/bin/env bash
# Render benchmark (issue 4): time to a picture with `fxlens render` against seed 000's pipeline (Python
# `graphviz` package + the `dot` program, bench/seed000_pipeline.py) on the same joint graphs: a small joint
# (transformer_block), the biggest real joint of the corpus (big_transformer) and scaled joints made by stacking
# it (bench/scale_graph.py).
# Not a test. Writes docs/BENCH_RENDER.md; inputs, outputs and SVGs stay in $BUILD_DIR/bench-render.
#   RUNS=5 SLOW_RUNS=2 LIMIT=60 bash bench/render.sh
#   RUNS       runs of the fast cases (fxlens default preview and focused view), default 5
#   SLOW_RUNS  runs of the slow cases (fxlens full render, seed pipeline), default 2; a case that times out
#              is not run again on that input
#   LIMIT      time limit in seconds of every run (`timeout`), default 60
#   SCALES     stack factors of the scaled joints, default "2 23" (~9k and ~100k nodes)
#   REPORT_ONLY=1  rewrite the report from the last measurements in $BUILD_DIR/bench-render
#   BUILD_DIR  default build-benchr (Release, through .ci/setup); FXLENS=path/to/fxlens skips the build
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
SLOW_RUNS=${SLOW_RUNS:-2}
LIMIT=${LIMIT:-60}
SCALES=${SCALES:-2 23}
BUILD_DIR=${BUILD_DIR:-build-benchr}
PY=/usr/bin/python3  # Debian's python3, where python3-graphviz lives (not a pyenv/venv one)

# Seed 000's pipeline needs Debian's python3-graphviz and graphviz (`dot`); /usr/bin/time gives the peak RSS.
need=()
for p in python3-graphviz graphviz time; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "installing: ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
  else
    echo "bench/render.sh needs: sudo apt-get install ${need[*]}" >&2
    exit 1
  fi
fi
given_fx=${FXLENS:-}
if [ -z "$given_fx" ]; then
  BUILD_DIR=$BUILD_DIR CMAKE_BUILD_TYPE=Release bash .ci/setup >/dev/null
  FXLENS=$BUILD_DIR/fxlens
fi
FX=$(realpath "$FXLENS")
work=$BUILD_DIR/bench-render
mkdir -p "$work"

# ---- inputs: name, file; the JSON (`fxlens analyze --json`) is what seed000_pipeline.py reads in place of torch
small=tests/corpus/torch113/transformer_block/aot_default/joint.readable.txt
big=tests/corpus/torch113/big_transformer/aot_default/joint.readable.txt
inputs=(transformer_block big_transformer)
cp "$small" "$work/transformer_block.txt"
cp "$big" "$work/big_transformer.txt"
for k in $SCALES; do
  $PY bench/scale_graph.py "$big" "$k" "$work/stack$k.txt"
  inputs+=("stack$k")
done
declare -A nodes focus
for in in "${inputs[@]}"; do
  "$FX" analyze --json "$work/$in.txt" > "$work/$in.json"
  read -r nodes[$in] focus[$in] < <($PY -c '
import json, sys
g = json.load(open(sys.argv[1]))["graphs"][0]
n = g["nodes"]
assert g["role"] == "joint", g["role"]
print(len(n), n[len(n) // 2]["name"])' "$work/$in.json")
  echo "$in: ${nodes[$in]} nodes, focus ${focus[$in]}"
done

# ---- one timed run: case label, then the command. Appends "ms rss_kb status" to $work/$label.runs
run() {
  local label=$1; shift
  local t0 t1 rc=0
  t0=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$work/time.out" timeout -s INT -k 5 "$LIMIT" "$@" > /dev/null 2> "$work/$label.err" || rc=$?
  t1=$(date +%s%N)
  local ms=$(( (t1 - t0) / 1000000 )) kb status=ok
  kb=$(tail -n 1 "$work/time.out")
  if [ "$rc" -eq 124 ]; then status=timeout; elif [ "$rc" -ne 0 ]; then status="exit-$rc"; fi
  echo "$ms $kb $status" >> "$work/$label.runs"
  echo "  $label: $ms ms, $((kb / 1024)) MB, $status"
}
timed_out() { [ -f "$work/$1.runs" ] && grep -q -v ' ok$' "$work/$1.runs"; }

huge=1000000  # 1e9 overflows fxlens 0.1.0 (std::length_error from `budget * 4` in dot.cpp)
for in in "${inputs[@]}"; do
  [ -n "${REPORT_ONLY:-}" ] && break
  f=$work/$in.txt
  rm -f "$work/$in".*.runs "$work/$in".*.svg
  # A B A B: every round runs each case once, fxlens and the seed pipeline interleaved.
  for i in $(seq "$RUNS"); do
    echo "$in round $i"
    run "$in.fx-default" "$FX" render "$f" -o "$work/$in.fx-default.svg"
    if [ "$i" -le "$SLOW_RUNS" ] && ! timed_out "$in.seed000"; then
      run "$in.seed000" $PY bench/seed000_pipeline.py "$work/$in.json" "$work/$in.seed000"
    fi
    run "$in.fx-focus" "$FX" render "$f" --focus "${focus[$in]}" -o "$work/$in.fx-focus.svg"
    if [ "$i" -le "$SLOW_RUNS" ] && ! timed_out "$in.fx-full"; then
      run "$in.fx-full" "$FX" render "$f" --max-nodes $huge -o "$work/$in.fx-full.svg"
    fi
  done
done

# ---- the report
stats() {  # median min max of the numbers on stdin
  sort -n | awk '{a[NR]=$1} END {printf "%s %s %s\n", a[int((NR+1)/2)], a[1], a[NR]}'
}
svg_nodes() { [ -s "$1" ] && grep -c 'class="node"' "$1" || echo "-"; }
doc=docs/BENCH_RENDER.md
discussion=$( [ -f "$doc" ] && sed -n '/^## Discussion/,$p' "$doc" || true)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
{
  echo "# Render benchmark"
  echo
  echo "Time to a picture (SVG) of a joint graph: \`fxlens render\` (Graphviz linked in-process) against seed 000's"
  echo "pipeline (its DOT construction with the Python \`graphviz\` package, then the \`dot\` program), on the same graphs."
  echo "Measured by \`bench/render.sh\` on $(date -u +%Y-%m-%d), $(nproc) cores, $cpu, $(free -g | awk '/Mem:/ {print $2}') GB RAM,"
  echo "fxlens Release build ($("$FX" --version 2>/dev/null | head -1 || echo fxlens)), $(dot -V 2>&1), python3-graphviz"
  echo "$($PY -c 'import graphviz; print(graphviz.__version__)'). Not a test."
  echo
  echo "Command: \`${given_fx:+FXLENS=$given_fx }RUNS=$RUNS SLOW_RUNS=$SLOW_RUNS LIMIT=$LIMIT SCALES=\"$SCALES\" bash bench/render.sh\`"
  echo
  echo "Inputs (in \`$work/\`):"
  echo "- \`transformer_block\`: \`$small\`, a small joint that every mode can draw in full."
  echo "- \`big_transformer\`: \`$big\`, the biggest joint of the corpus."
  for k in $SCALES; do
    echo "- \`stack$k\`: \`bench/scale_graph.py $big $k\`: $k copies of it, every node renamed \`name_kK\`, chained (copy k reads copy k-1's last hidden state instead of its own input)."
  done
  echo
  echo "Modes, each run under \`timeout $LIMIT\` with \`/usr/bin/time -f %M\`:"
  echo "- \`fxlens default\`: \`fxlens render FILE -o OUT.svg\`, the preview: a budget of 300 nodes, the rest collapsed into summary nodes."
  echo "- \`fxlens focus\`: \`fxlens render FILE --focus NAME -o OUT.svg\`, NAME the middle node of the graph (depth 2)."
  echo "- \`fxlens full\`: \`fxlens render FILE --max-nodes $huge -o OUT.svg\`, every node laid out."
  echo "- \`seed 000\`: \`bench/seed000_pipeline.py FILE.json OUT\`: seed 000's DOT construction, then \`Digraph.render()\` → \`dot -Tsvg\`."
  echo "  On SIGINT at the time limit Python kills and reaps \`dot\`, so the RSS of a timed-out run includes \`dot\` up to then."
  echo "  Its input is the \`fxlens analyze --json\` of the file, made beforehand and not timed (it stands for the live torch.fx graph the"
  echo "  seed walks). Its RSS is the largest of the Python process and \`dot\`, not their sum."
  echo
  echo "Fast modes: $RUNS runs; slow modes (full, seed 000): up to $SLOW_RUNS runs, stopped after a time-out. Runs interleave the modes"
  echo "(default, seed 000, focus, full, default, ...). Times are wall clock of the whole process (parse, analysis, layout, SVG)."
  echo "\"svg nodes\" counts \`class=\"node\"\` groups in the SVG written by the last run."
  echo
  echo "| input | graph nodes | tool / mode | runs | wall ms (median) | min–max ms | peak RSS MB | svg nodes | status |"
  echo "|---|---:|---|---:|---:|---:|---:|---:|---|"
} > "$doc"
summary=()
for in in "${inputs[@]}"; do
  for mode in fx-default fx-focus fx-full seed000; do
    r=$work/$in.$mode.runs
    [ -f "$r" ] || continue
    case $mode in fx-default) name="fxlens default";; fx-focus) name="fxlens focus";; fx-full) name="fxlens full";; seed000) name="seed 000";; esac
    svg=$work/$in.$mode.svg
    runs=$(wc -l < "$r")
    rss=$(awk '{if ($2 > m) m = $2} END {printf "%d", m / 1024}' "$r")
    if grep -q ' timeout$' "$r"; then
      # `dot` writes its unfinished layout when interrupted (nodes, no edges): not a picture, keep it aside.
      [ -f "$svg" ] && mv "$svg" "$svg.interrupted"
      echo "| $in | ${nodes[$in]} | $name | $runs | – | – | ≥ $rss | – | timed out after $LIMIT s |" >> "$doc"
    elif grep -q -v ' ok$' "$r"; then
      echo "| $in | ${nodes[$in]} | $name | $runs | – | – | $rss | – | failed ($(grep -v ' ok$' "$r" | head -1 | cut -d' ' -f3)) |" >> "$doc"
    else
      read -r med lo hi < <(cut -d' ' -f1 "$r" | stats)
      echo "| $in | ${nodes[$in]} | $name | $runs | $med | $lo–$hi | $rss | $(svg_nodes "$svg") | ok |" >> "$doc"
      [ "$mode" = fx-default ] && summary+=("$in $med")
    fi
  done
done
{
  echo
  echo "## Reading"
  echo
  worst=$(printf '%s\n' "${summary[@]}" | sort -k2 -n | tail -1)
  echo "Slowest fxlens default preview: ${worst% *} at ${worst#* } ms (goal: under 2000 ms on any graph)."
  # A hand-written "## Discussion" section of the previous report is kept as it is.
  [ -n "$discussion" ] && { echo; printf '%s\n' "$discussion"; }
} >> "$doc"
echo "wrote $doc"
