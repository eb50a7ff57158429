# Registered as lsp.neovim_e2e when CMake found no nvim: the editor test fails loudly instead of being skipped.
message(FATAL_ERROR "FAIL: nvim was not found when the build was configured. Install Debian's neovim "
                    "(bash .ci/setup does: apt-get install -y neovim) and re-run cmake.")
