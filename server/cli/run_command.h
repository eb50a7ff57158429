// `fxlens run PATH...`: a compile run as a tree, ranks → compile ids → graphs, with recompile reasons and the ranks
// whose graphs differ (fx/run_tree.h, docs/RUN.md).
#pragma once

#include <string>
#include <vector>

int runCommand(const std::vector<std::string>& args);
