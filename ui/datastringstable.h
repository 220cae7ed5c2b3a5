#pragma once
// The table of data strings (ui/datastrings.h): every text of every built-in variant file, in
// English as the files write them. The build writes its definition (datastringstable.cpp in
// the build folder) with ui/datastringsgen from the variant files.

#include <span>

std::span<const char* const> dataStringsTable();
