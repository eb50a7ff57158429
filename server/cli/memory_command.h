// `fxlens memory FILE|DIR... [--json] [--points] [--plot OUT.svg] [--graph ID] [--theme light|dark]`: the
// activation-memory timeline of every pair (fx/memory.h) as a report, JSON, or a plot (render/memory_plot.h).
#pragma once

#include <string>
#include <vector>

int memoryCommand(const std::vector<std::string>& args);
