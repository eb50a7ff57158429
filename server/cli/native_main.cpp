// The native executable's entry point: the command line (command_line.h).
#include "command_line.h"

int main(int argc, char** argv) { return cli::run(argc, argv); }
