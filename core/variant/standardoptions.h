#pragma once
// Options every two-player variant offers (rules.md §0), appended to a variant file's text
// unless the file defines an option of the same key itself.

namespace kabir {

inline constexpr const char* kStandardOptionKey = "move-rule";

inline constexpr const char* kStandardOptions = R"(

[[options]]
key = "move-rule"
label = "Move rule"
explanation = "The game is drawn after this many moves of each side without a capture or a pawn move."
default = "50"

[[options.values]]
id = "50"
label = "50 moves"
explanation = "The usual rule."
source = "FIDE Laws of Chess (2023), Art. 9.3"
[options.values.set.results]
move-rule = 50

[[options.values]]
id = "100"
label = "100 moves"
explanation = "For the large boards, where manoeuvres take longer."
source = "Kabir's choice"
[options.values.set.results]
move-rule = 100

[[options.values]]
id = "0"
label = "Off"
explanation = "No move rule."
source = "Kabir's choice"
[options.values.set.results]
move-rule = 0
)";

}  // namespace kabir
