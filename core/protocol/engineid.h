#pragma once
// How Kabir names itself to a GUI: UCI's "id name" and XBoard's myname carry the version of
// the CMake project.

#include <string>

namespace kabir::protocol {

std::string engineName();  // "Kabir 0.1.0"
std::string engineAuthor();

}  // namespace kabir::protocol
