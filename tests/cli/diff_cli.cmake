# Runs the real `fxlens diff` (docs/DIFF.md) on the real torch 2.15 runs of tests/corpus/diff: a recompile in one
# log, two partitioners' folders, one named graph of each of two logs, and the errors. Invoked with
# -DFXLENS=<binary> -DSRC=<source dir>.
function(fail msg)
  message(FATAL_ERROR "${msg}")
endfunction()
set(D ${SRC}/tests/corpus/diff/2.15.0)

# One log with a recompile: 0/1 against 0/0, forward and backward; the dynamic compile adds a size input.
execute_process(COMMAND ${FXLENS} diff --json ${D}/recompile/torch_logs.txt OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  fail("diff of a recompile exited with ${rc}")
endif()
string(JSON n LENGTH "${out}" diffs)
string(JSON ca GET "${out}" diffs 0 a compileId)
string(JSON cb GET "${out}" diffs 0 b compileId)
string(JSON added LENGTH "${out}" diffs 0 added)
string(JSON addedOp GET "${out}" diffs 0 added 0 op)
string(JSON removed LENGTH "${out}" diffs 0 removed)
if(NOT n EQUAL 2 OR NOT ca STREQUAL "0/0" OR NOT cb STREQUAL "0/1" OR NOT added EQUAL 1 OR NOT addedOp STREQUAL "input"
   OR NOT removed EQUAL 0)
  fail("recompile: ${n} diffs, ${ca} → ${cb}, ${added} added (${addedOp}), ${removed} removed: ${out}")
endif()

# Two folders: the default partition saves `t`, min-cut recomputes it in the backward.
execute_process(COMMAND ${FXLENS} diff ${D}/partitioners/default ${D}/partitioners/mincut OUTPUT_VARIABLE out
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "an input → computed by `aten.t.default`" OR NOT out MATCHES "saved: ")
  fail("partitioners (${rc}): ${out}")
endif()

# One named graph of each log.
execute_process(COMMAND ${FXLENS} diff --json "${D}/retrace/a.txt#2" "${D}/retrace/b.txt#2" OUTPUT_VARIABLE out
                RESULT_VARIABLE rc)
string(JSON n LENGTH "${out}" diffs)
string(JSON role GET "${out}" diffs 0 a role)
if(NOT rc EQUAL 0 OR NOT n EQUAL 1 OR NOT role STREQUAL "backward")
  fail("named graphs (${rc}): ${out}")
endif()

# Errors: said on stderr, with the exit status docs/DIFF.md gives.
foreach(case
    "1;no recompile;${D}/retrace/a.txt"
    "1;no graph #9;${D}/retrace/a.txt#9;${D}/retrace/b.txt"
    "1;nothing could be read;${D}/no/such/file.txt;${D}/retrace/b.txt"
    "2;give one or two inputs"
    "2;unknown option;--bogus;${D}/retrace/a.txt"
    "2;needs another;${D}/retrace/a.txt#1")
  list(POP_FRONT case want msg)
  execute_process(COMMAND ${FXLENS} diff ${case} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL want OR NOT err MATCHES "${msg}")
    fail("diff ${case}: exit ${rc} (want ${want}), stderr: ${err}")
  endif()
endforeach()
