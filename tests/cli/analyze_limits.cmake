# `fxlens analyze` on input it cannot or must not take whole (issue 16): every case ends promptly with a message
# that names the file and says why, and nothing is silently cut or lost.
# Invoked by ctest with -DFXLENS=<binary> -DSRC=<source dir> -DOUT=<scratch dir>.
function(fail msg)
  message(FATAL_ERROR "${msg}")
endfunction()
set(fwd ${SRC}/examples/aot_mlp/fwd.code.txt)
set(bwd ${SRC}/examples/aot_mlp/bwd.code.txt)
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

# Runs ARGN (a whole command line) with a time limit; rc, stdout and stderr into the named variables.
function(run rc_var out_var err_var)
  execute_process(COMMAND ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 60)
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

function(expect what text needle)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    fail("${what}: lacks '${needle}': ${text}")
  endif()
endfunction()

# A file larger than the limit (sparse: 5 GiB on the size, nothing on disk) is refused before it is read.
run(rc out err truncate -s 5G ${OUT}/huge.txt)
if(NOT rc EQUAL 0)
  fail("truncate failed: ${err}")
endif()
run(rc out err ${FXLENS} analyze ${OUT}/huge.txt ${fwd})
if(NOT rc EQUAL 0)
  fail("a huge file beside a readable one: exit ${rc}: ${err}")
endif()
expect("huge file" "${err}" "huge.txt: 5.00 GiB, larger than fxlens reads files up to 2.00 GiB")
expect("huge file, the rest still analyzed" "${out}" "fwd.code.txt#1")
file(REMOVE ${OUT}/huge.txt)

# An endless device stops at the limit (lowered here, so that the test reads 1 MiB, not 2 GiB).
run(rc out err ${CMAKE_COMMAND} -E env FXLENS_MAX_FILE_BYTES=1048576 ${FXLENS} analyze /dev/zero)
if(rc EQUAL 0 OR NOT rc MATCHES "^[0-9]+$")
  fail("/dev/zero: exit '${rc}'")
endif()
expect("/dev/zero" "${err}" "/dev/zero: it goes on past 1.00 MiB")

# A FIFO with no writer is read as empty at once, not waited on.
run(rc out err mkfifo ${OUT}/fifo)
if(rc EQUAL 0)
  run(rc out err ${FXLENS} analyze ${OUT}/fifo)
  if(NOT rc EQUAL 0)
    fail("FIFO without a writer: exit '${rc}': ${err}")
  endif()
  expect("FIFO" "${out}" "empty file")
endif()

# A report that cannot be written is an error, for both report forms.
foreach(form "" "--json")
  run(rc out err sh -c "'${FXLENS}' analyze ${form} '${fwd}' '${bwd}' > /dev/full")
  if(rc EQUAL 0)
    fail("analyze ${form} > /dev/full exited 0")
  endif()
  expect("analyze ${form} > /dev/full" "${err}" "cannot write the report to standard output: No space left on device")
endforeach()

# The same file named twice (and once more through its folder) is read once: one graph per id, no stray no-partner.
run(rc out err ${FXLENS} analyze --json ${fwd} ${bwd} ${SRC}/examples/aot_mlp//fwd.code.txt)
if(NOT rc EQUAL 0)
  fail("a file named twice: exit ${rc}: ${err}")
endif()
expect("a file named twice" "${err}" "is named more than once; read once")
string(JSON ngraphs LENGTH "${out}" graphs)
string(JSON npairs LENGTH "${out}" pairs)
if(NOT ngraphs EQUAL 2 OR NOT npairs EQUAL 1)
  fail("a file named twice: ${ngraphs} graphs, ${npairs} pairs (want 2 and 1)")
endif()
string(FIND "${out}" "no-partner" at)
if(NOT at EQUAL -1)
  fail("a file named twice: a no-partner diagnostic: ${out}")
endif()

# A missing file: named, with why; the readable input still analyzed.
run(rc out err ${FXLENS} analyze ${OUT}/missing.txt ${fwd})
expect("missing file" "${err}" "missing.txt: No such file or directory")
