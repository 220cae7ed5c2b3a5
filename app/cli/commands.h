#pragma once
// The commands of kabir-cli. Each returns the process exit code: 0 on success, 1 for bad
// input (with a message on stderr), 2 for a bad command line.

#include "app/cli/arguments.h"

namespace kabir::cli {

int perftCommand(int argc, char** argv);
int variantsCommand(int argc, char** argv);
int checkCommand(int argc, char** argv);
int gamesCommand(int argc, char** argv);
int playCommand(int argc, char** argv);
int benchCommand(int argc, char** argv);
int valuesCommand(int argc, char** argv);
int matchCommand(int argc, char** argv);
int uciCommand(int argc, char** argv);
int xboardCommand(int argc, char** argv);
int exportFsfCommand(int argc, char** argv);
int tuneCommand(int argc, char** argv);

// Prints the problems to stderr, prefixed with "kabir-cli: ".
int reportProblems(const std::vector<Problem>& problems, int exitCode = 1);

}  // namespace kabir::cli
