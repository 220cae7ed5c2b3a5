#pragma once
// Square names as XBoard (CECP) writes them. On a board of exactly 10 ranks XBoard, and
// Sjaak II in xboard mode, count ranks from 0 (Kabir's e1 is "e0", j10 is "j9"); every other
// board counts from 1 as Kabir does, with two digits above 9 ("a11", "m13"). These translate
// whole move texts: every square in them (a letter a-p followed by digits), nothing else.

#include <string>
#include <string_view>

namespace kabir::match {

std::string toXboardMove(std::string_view kabirMove, int ranks);
std::string fromXboardMove(std::string_view xboardMove, int ranks);

}  // namespace kabir::match
