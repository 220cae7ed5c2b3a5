#pragma once
// The tokens of PGN text, read leniently: tag pairs [Name "value"], {comments} and ; comments
// to the end of the line, ( and ), $NAGs and symbols (moves, move numbers, results); a line
// starting with % is skipped. Every token carries its offset, line and column in the file,
// so that problems can say where they are. Used by the record reader and the game lister.

#include <cstddef>
#include <string>
#include <string_view>

namespace kabir {

struct PgnToken {
    enum class Kind {
        Tag,      // `text` the name, `value` the value with its escapes read
        BadTag,   // a '[' that starts no tag pair; `text` the rest of its line
        Comment,  // `text` between the braces, or after the ';'
        Open,
        Close,
        Nag,     // `text` "$12"
        Symbol,  // a move ("O-O(k1,h1)" and "r:Nd8" included), "12.", "12...e5", a result
        End,
    };
    Kind kind = Kind::End;
    std::string_view text;
    std::string value;
    std::size_t offset = 0;
    int line = 1;
    int column = 1;
};

bool isResultSymbol(std::string_view symbol);  // 1-0, 0-1, 1/2-1/2, *
// The move in a symbol, without a move number before it ("12.", "12...", "...", also glued to
// the move: "12.e4") and without an annotation after it, which `nag` receives (!, ?, !!, ??, !?,
// ?! as 1..6; 0 when there is none); empty when the symbol is a move number or annotation.
std::string_view symbolMove(std::string_view symbol, int& nag);

class PgnLexer {
public:
    // Reads text[begin, end), where `begin` is on line `line` of the whole text.
    PgnLexer(std::string_view text, std::size_t begin, std::size_t end, int line);
    explicit PgnLexer(std::string_view text) : PgnLexer(text, 0, text.size(), 1) { }

    PgnToken next();

private:
    char peek(std::size_t ahead = 0) const { return m_at + ahead < m_end ? m_text[m_at + ahead] : '\0'; }
    void advance();  // one character, counting lines
    std::string_view restOfLine();
    PgnToken readTag(PgnToken token);
    std::size_t castlingSquaresLength() const;

    std::string_view m_text;
    std::size_t m_at;
    std::size_t m_end;
    int m_line;
    std::size_t m_lineStart;
};

}  // namespace kabir
