# Writes a dense forward in gm.code form: node k concatenates all k nodes before it, so N nodes have N(N-1)/2
# data edges (100 nodes: 4,950). Graphviz's layered layout of such a graph runs for minutes unless the plan bounds
# its edges (issue 16). Used by tests/cli/render_cli.cmake; by hand:
#   cmake -DNODES=100 -DDENSE_OUT=/tmp/dense.code.txt -P tests/render/dense_graph.cmake
function(write_dense_graph nodes path)
  set(text "def forward(self, x0):\n")
  set(args "x0")
  math(EXPR last "${nodes} - 1")
  foreach(k RANGE 1 ${last})
    string(APPEND text "    x${k} = torch.ops.aten.cat.default([${args}])\n")
    string(APPEND args ", x${k}")
  endforeach()
  string(APPEND text "    return (x${last},)\n")
  file(WRITE ${path} "${text}")
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE AND DEFINED DENSE_OUT)
  if(NOT DEFINED NODES)
    set(NODES 100)
  endif()
  write_dense_graph(${NODES} ${DENSE_OUT})
endif()
