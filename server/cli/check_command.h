// `fxlens check FILE|DIR...`: every editor feature at every name of the files (features/check.h), with a report of
// what was asked and what failed; exit status 1 when anything failed. Like `clangd --check`: a smoke and crash test
// users can run on their own dumps and attach to a bug report.
#pragma once

#include <string>
#include <vector>

int checkCommand(const std::vector<std::string>& args);
