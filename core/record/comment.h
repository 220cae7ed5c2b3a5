#pragma once
// What a PGN comment {...} holds: its words and, parsed, the commands that lichess and
// ChessBase embed in comments: [%cal Ge2e4,Rd1d8] arrows, [%csl Ge4,Rd5] circled squares and
// [%clk 1:02:03.4] the clock of the side that has just moved. Any other [%...] command is kept
// as written, so that it survives reading and writing.

#include "core/board/geometry.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

// Colours are the commands' letters: 'G' green, 'R' red, 'Y' yellow, 'B' blue.
struct Arrow {
    char colour = 'G';
    Square from = 0;
    Square to = 0;
    bool operator==(const Arrow&) const = default;
};

struct Circle {
    char colour = 'G';
    Square square = 0;
    bool operator==(const Circle&) const = default;
};

struct Comment {
    std::string text;  // the words, white space between them as single spaces
    std::vector<Arrow> arrows;
    std::vector<Circle> circles;
    std::optional<int> clockMs;         // the time left, in milliseconds
    std::vector<std::string> commands;  // other commands as written: "[%eval 0.25]"

    bool empty() const;
    // Adds a second comment at the same place: the words after these, the marks and commands
    // after these; its clock where this one has none. The words are then read again on
    // `board` (parseComment): a "[%" left open in these may be closed in the other's, and
    // the words written must read back as words.
    void append(const Comment& other, const Geometry& board);
    bool operator==(const Comment&) const = default;
};

// Reads the text between the braces. A command runs from "[%" to the first "]" and holds no
// other "[%" (one that does is words). Squares are read on `board`; a command that is not
// understood there (a square off the board, an unknown colour) is kept as written.
Comment parseComment(std::string_view text, const Geometry& board);
// The comment to write between the braces, word by word, each command one word: the words,
// then [%csl ...], [%cal ...], the other commands and [%clk H:MM:SS] (tenths and smaller only
// when not zero, as lichess writes it; before any other [%clk] kept among the commands, so
// that it is the clock read again). No word holds a '}', which would end the comment.
std::vector<std::string> commentWords(const Comment& comment, const Geometry& board);

}  // namespace kabir
