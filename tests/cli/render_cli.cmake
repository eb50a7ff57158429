# Runs the real `fxlens render` on the bundled example and on bad input: every format, -o -, the focus, the
# budget, the theme, and the errors users meet (unknown node, unknown graph, bad option, unreadable file).
# Invoked by ctest with -DFXLENS=<binary> -DSRC=<source dir> -DOUT=<scratch dir>.
function(fail msg)
  message(FATAL_ERROR "${msg}")
endfunction()
set(fwd ${SRC}/examples/aot_mlp/fwd.code.txt)
set(bwd ${SRC}/examples/aot_mlp/bwd.code.txt)
file(MAKE_DIRECTORY ${OUT})

# `fxlens render ARGN`: exit code into rc_var, stdout into out_var, stderr into err_var.
function(render rc_var out_var err_var)
  execute_process(COMMAND ${FXLENS} render ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

# A render that must fail: a non-zero exit (a number: no crash) and, unless `needle` is empty, stderr holding it.
function(must_fail what rc err needle)
  if(rc EQUAL 0 OR NOT rc MATCHES "^[0-9]+$")
    fail("${what} exited '${rc}'")
  endif()
  if(NOT needle STREQUAL "")
    string(FIND "${err}" "${needle}" at)
    if(at EQUAL -1)
      fail("${what}: stderr lacks '${needle}': ${err}")
    endif()
  endif()
endfunction()

# SVG to a file: a whole picture of the pair, the seed's cluster titles, one element per node, no script.
render(rc out err ${fwd} ${bwd} -o ${OUT}/pair.svg)
if(NOT rc EQUAL 0)
  fail("render to svg exited ${rc}: ${err}")
endif()
file(READ ${OUT}/pair.svg svg)
foreach(needle "<svg" "</svg>" "Forward Pass" "Backward Pass" "class=\"node\"")
  string(FIND "${svg}" "${needle}" at)
  if(at EQUAL -1)
    fail("pair.svg lacks ${needle}")
  endif()
endforeach()
string(FIND "${svg}" "<script" at)
if(NOT at EQUAL -1)
  fail("pair.svg has a script")
endif()

# DOT to stdout, focused: the focus node is in, the rest is summarized and the summary says so.
render(rc out err ${fwd} ${bwd} --focus relu --depth 1 --format dot -o -)
if(NOT rc EQUAL 0)
  fail("render --focus relu exited ${rc}: ${err}")
endif()
foreach(needle "digraph" "relu" "focus: relu, depth 1" "label=\"+")
  string(FIND "${out}" "${needle}" at)
  if(at EQUAL -1)
    fail("focused DOT lacks ${needle}")
  endif()
endforeach()
string(FIND "${err}" "showing" at)
if(at EQUAL -1)
  fail("a truncated render does not say what it shows on stderr: ${err}")
endif()

# PNG and PDF: their magic numbers. Drawn by the machine's own Graphviz (`dot` on PATH: Debian's graphviz, which
# .ci/setup installs); the helper draws SVG only.
render(rc out err ${fwd} ${bwd} --max-nodes 20 --theme dark --format png -o ${OUT}/pair.png)
if(NOT rc EQUAL 0)
  fail("png exited ${rc}: ${err}")
endif()
file(READ ${OUT}/pair.png head LIMIT 4 HEX)
if(NOT head STREQUAL "89504e47")
  fail("pair.png starts with ${head}")
endif()
render(rc out err ${fwd} ${bwd} --format pdf -o ${OUT}/pair.pdf)
file(READ ${OUT}/pair.pdf head LIMIT 4 HEX)
if(NOT rc EQUAL 0 OR NOT head STREQUAL "25504446")  # %PDF
  fail("pdf: exit ${rc}, starts with ${head}: ${err}")
endif()

# Errors: a clear message and a non-zero exit, never a crash.
foreach(case "--focus;no_such_node" "--graph;nope" "--format;gif" "--max-nodes;0" "--theme;purple" "--bogus"
             "--color-by;ops")
  render(rc out err ${fwd} ${bwd} ${case} -o ${OUT}/x.svg)
  must_fail("render ${case}" "${rc}" "${err}" "fxlens render:")
endforeach()
render(rc out err ${OUT}/does-not-exist.txt -o ${OUT}/x.svg)
must_fail("render of a missing file" "${rc}" "${err}" "")

# The layout helper: fxlens itself does not load Graphviz (analyze and the server start without it); without
# the helper, a render says which file it could not run and exits non-zero, and analyze is unaffected.
# (A statically linked fxlens, the Release default, loads no library at all.)
execute_process(COMMAND ldd ${FXLENS} OUTPUT_VARIABLE libs ERROR_VARIABLE lddErr RESULT_VARIABLE rc)
if(rc EQUAL 0)
  string(FIND "${libs}" "libgvc" at)
  if(NOT at EQUAL -1)
    fail("fxlens links Graphviz itself:\n${libs}")
  endif()
elseif(NOT "${libs}${lddErr}" MATCHES "not a dynamic executable")
  fail("ldd ${FXLENS} failed: ${libs}${lddErr}")
endif()
set(ENV{FXLENS_LAYOUT} ${OUT}/no-such-helper)
render(rc out err ${fwd} ${bwd} -o ${OUT}/nohelper.svg)
must_fail("render without its helper" "${rc}" "${err}" "cannot run the layout helper ${OUT}/no-such-helper")
render(rc out err ${fwd} ${bwd} --format dot -o -)
if(NOT rc EQUAL 0)
  fail("DOT output needs no helper, but exited ${rc}: ${err}")
endif()
execute_process(COMMAND ${FXLENS} analyze ${fwd} ${bwd} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  fail("analyze without the helper exited ${rc}")
endif()
unset(ENV{FXLENS_LAYOUT})

# Issue 16: bounded under hostile and huge input. A dense forward (each node concatenates every node before it:
# 100 nodes, 4,951 edges) used to keep Graphviz busy for minutes. Issue 30: it is drawn whole, every edge, by the
# layered layout (ctest's TIMEOUT on this test is the hang guard); an edge budget the user sets says what it
# left out and how to raise it.
include(${SRC}/tests/render/dense_graph.cmake)
write_dense_graph(100 ${OUT}/dense.code.txt)
render(rc out err ${OUT}/dense.code.txt -o ${OUT}/dense.svg)
if(NOT rc EQUAL 0)
  fail("the dense graph exited ${rc}: ${err}")
endif()
file(READ ${OUT}/dense.svg svg)
string(REGEX MATCHALL "class=\"edge\"" edges "${svg}")
list(LENGTH edges drawn)
if(NOT drawn EQUAL 4951 OR NOT err STREQUAL "")
  fail("the dense graph drew ${drawn} of 4951 edges: ${err}")
endif()
render(rc out err ${OUT}/dense.code.txt --max-edges 200 -o ${OUT}/dense.svg)
foreach(needle "drawing 200 of 4951 edges" "raise --max-edges N" "inputs are not drawn")
  string(FIND "${err}" "${needle}" at)
  if(at EQUAL -1)
    fail("the dense graph's render does not say what it left out (${needle}): ${err}")
  endif()
endforeach()
file(READ ${OUT}/dense.svg svg)
string(FIND "${svg}" "inputs not drawn" at)
if(at EQUAL -1)
  fail("dense.svg does not say on the nodes that inputs are not drawn")
endif()
render(rc out err ${OUT}/dense.code.txt --layout sideways -o ${OUT}/dense.svg)
must_fail("an unknown layout" "${rc}" "${err}" "--layout is auto, dot or layered")

# The deadline: drawing every node of the 4,420-node joint takes the helper about a second (pinned layout; dot
# took minutes); --timeout 0.05 stops it and says what to do.
set(big ${SRC}/tests/corpus/torch113/big_transformer/aot_default/joint.code.txt)
render(rc out err ${big} --max-nodes 100000 --timeout 0.05 -o ${OUT}/big.svg)
must_fail("a layout past --timeout" "${rc}" "${err}" "the layout took longer than 0.05 s and was stopped; lower --max-nodes")
foreach(bad "-1" "soon" "")
  render(rc out err ${fwd} ${bwd} --timeout "${bad}" -o ${OUT}/x.svg)
  must_fail("--timeout '${bad}'" "${rc}" "${err}" "--timeout needs a number of seconds")
endforeach()

# Every write is checked: a full disk and a missing folder are errors that say why, not exit 0.
execute_process(COMMAND sh -c "\"$0\" render \"$1\" \"$2\" -o - > /dev/full" ${FXLENS} ${fwd} ${bwd}
                ERROR_VARIABLE err RESULT_VARIABLE rc)
must_fail("render -o - > /dev/full" "${rc}" "${err}" "fxlens render: cannot write standard output: No space left on device")
render(rc out err ${fwd} ${bwd} -o ${OUT}/no-such-dir/x.svg)
must_fail("render into a missing folder" "${rc}" "${err}" "fxlens render: cannot write ${OUT}/no-such-dir/x.svg: No such file or directory")

# The helper's plugins are built into it: a GVBINDIR naming an empty folder (which left a dynamic Graphviz without
# any layout engine) changes nothing.
file(MAKE_DIRECTORY ${OUT}/empty-gvbindir)
set(ENV{GVBINDIR} ${OUT}/empty-gvbindir)
render(rc out err ${fwd} ${bwd} -o ${OUT}/gvbindir.svg)
if(NOT rc EQUAL 0)
  fail("render with an empty GVBINDIR exited ${rc}: ${err}")
endif()
unset(ENV{GVBINDIR})

# PNG and PDF without Graphviz's `dot` on PATH: a message that says what to install or to render svg; svg still
# works (the helper is found beside fxlens, not on PATH).
file(MAKE_DIRECTORY ${OUT}/empty-path)
set(saved_path "$ENV{PATH}")
set(ENV{PATH} ${OUT}/empty-path)
foreach(format png pdf)
  render(rc out err ${fwd} ${bwd} --format ${format} -o ${OUT}/nodot.${format})
  must_fail("render --format ${format} without dot" "${rc}" "${err}"
            "${format} needs Graphviz's own `dot` on PATH, and there is none (fxlens's layout helper draws svg only): install Graphviz (Debian/Ubuntu: sudo apt-get install graphviz")
endforeach()
render(rc out err ${fwd} ${bwd} -o ${OUT}/nodot.svg)
set(ENV{PATH} "${saved_path}")
if(NOT rc EQUAL 0)
  fail("svg without dot on PATH exited ${rc}: ${err}")
endif()

# Coloured by kernel: a real torch 2.15 log with Inductor's output code fills nodes by kernel and names the kernels in
# the legend; the bundled pair has no output code, and says so on stderr (the picture is still drawn).
render(rc out err ${SRC}/tests/corpus/inductor/2.15.0/mlp/torch_logs.txt --color-by kernel --format dot -o -)
if(NOT rc EQUAL 0)
  fail("render --color-by kernel exited ${rc}: ${err}")
endif()
foreach(needle "Fill: the Inductor kernel" "cpp_fused_gelu_sum_1 (" "no kernel")
  string(FIND "${out}" "${needle}" at)
  if(at EQUAL -1)
    fail("the DOT coloured by kernel lacks ${needle}")
  endif()
endforeach()
render(rc out err ${fwd} ${bwd} --color-by kernel --format dot -o -)
if(NOT rc EQUAL 0 OR NOT err MATCHES "no drawn node is computed by a kernel")
  fail("render --color-by kernel of a pair without output code: exit ${rc}, stderr: ${err}")
endif()
