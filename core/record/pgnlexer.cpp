#include "core/record/pgnlexer.h"

#include "core/board/characters.h"

#include <cctype>

namespace kabir {
namespace {

// White space, and the DOS end-of-file mark (SUB) that old files may end with.
bool isBlank(char c)
{
    return isSpace(c) || c == '\x1A';
}
bool endsSymbol(char c)
{
    return isBlank(c) || std::string_view("{}()[];$").find(c) != std::string_view::npos;
}
bool endsWith(std::string_view s, std::string_view end)
{
    return s.size() >= end.size() && s.substr(s.size() - end.size()) == end;
}

}  // namespace

bool isResultSymbol(std::string_view symbol)
{
    return symbol == "1-0" || symbol == "0-1" || symbol == "1/2-1/2" || symbol == "*";
}

std::string_view symbolMove(std::string_view symbol, int& nag)
{
    std::size_t digits = 0;
    while (digits < symbol.size() && isDigit(symbol[digits]))
        ++digits;
    if (digits < symbol.size() && symbol[digits] == '.') {  // "1. ... e5" has a number of no digits
        const std::size_t move = symbol.find_first_not_of('.', digits);
        symbol.remove_prefix(move == std::string_view::npos ? symbol.size() : move);
    }
    static constexpr std::string_view kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    nag = 0;
    for (int n = 0; n < 6; ++n)
        if (endsWith(symbol, kSuffixes[n]) && (nag == 0 || kSuffixes[n].size() == 2))
            nag = n + 1;
    if (nag)
        symbol.remove_suffix(kSuffixes[nag - 1].size());
    return symbol;
}

PgnLexer::PgnLexer(std::string_view text, std::size_t begin, std::size_t end, int line)
    : m_text(text), m_at(begin), m_end(end), m_line(line)
{
    const std::size_t newline = begin == 0 ? std::string_view::npos : text.rfind('\n', begin - 1);
    m_lineStart = newline == std::string_view::npos ? 0 : newline + 1;
    if (begin == 0 && text.substr(0, 3) == "\xEF\xBB\xBF")  // a byte order mark
        m_at = m_lineStart = 3;
}

void PgnLexer::advance()
{
    if (m_text[m_at] == '\n') {
        ++m_line;
        m_lineStart = m_at + 1;
    }
    ++m_at;
}

std::string_view PgnLexer::restOfLine()
{
    const std::size_t start = m_at;
    while (m_at < m_end && peek() != '\n')
        advance();
    std::string_view line = m_text.substr(start, m_at - start);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    return line;
}

PgnToken PgnLexer::next()
{
    while (m_at < m_end && (isBlank(peek()) || (peek() == '%' && m_at == m_lineStart))) {
        if (peek() == '%')
            restOfLine();
        else
            advance();
    }
    PgnToken token;
    token.offset = m_at;
    token.line = m_line;
    token.column = int(m_at - m_lineStart) + 1;
    if (m_at == m_end)
        return token;
    const char c = peek();
    if (c == '[')
        return readTag(std::move(token));
    if (c == '{') {
        advance();
        const std::size_t start = m_at;
        while (m_at < m_end && peek() != '}')
            advance();
        token.text = m_text.substr(start, m_at - start);
        if (m_at < m_end)
            advance();
        token.kind = PgnToken::Kind::Comment;
        return token;
    }
    if (c == ';') {
        advance();
        token.text = restOfLine();
        token.kind = PgnToken::Kind::Comment;
        return token;
    }
    advance();
    if (c == '(' || c == ')') {
        token.kind = c == '(' ? PgnToken::Kind::Open : PgnToken::Kind::Close;
    } else if (c == '$') {
        while (isDigit(peek()))
            advance();
        token.kind = PgnToken::Kind::Nag;
    } else {
        while (m_at < m_end && !endsSymbol(peek()))
            advance();
        const std::string_view symbol = m_text.substr(token.offset, m_at - token.offset);
        if (peek() == '(' && (endsWith(symbol, "O-O") || endsWith(symbol, "0-0")))
            for (std::size_t n = castlingSquaresLength(); n > 0; --n)
                advance();
        token.kind = PgnToken::Kind::Symbol;
    }
    token.text = m_text.substr(token.offset, m_at - token.offset);
    return token;
}

// The length of "(k1,h1)" at the current character: the squares of an exchange castling
// (resources/variants/README.md), which belong to the move; 0 when the text is not that.
std::size_t PgnLexer::castlingSquaresLength() const
{
    std::size_t n = 1;
    for (int square = 0; square < 2; ++square) {
        if (peek(n) < 'a' || peek(n) > 'p' || !isDigit(peek(n + 1)))
            return 0;
        n += isDigit(peek(n + 2)) ? 3 : 2;
        if (peek(n++) != (square == 0 ? ',' : ')'))
            return 0;
    }
    return n;
}

// [Name "value"] on one line, with \" and \\ escaped in the value.
PgnToken PgnLexer::readTag(PgnToken token)
{
    auto skipBlanks = [this] {
        while (peek() == ' ' || peek() == '\t')
            advance();
    };
    advance();
    skipBlanks();
    const std::size_t name = m_at;
    while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')
        advance();
    token.text = m_text.substr(name, m_at - name);
    skipBlanks();
    bool ok = !token.text.empty() && peek() == '"';
    if (ok) {
        advance();
        while (m_at < m_end && peek() != '"' && peek() != '\n') {
            if (peek() == '\\' && (peek(1) == '"' || peek(1) == '\\'))
                advance();
            token.value += peek();
            advance();
        }
        ok = peek() == '"';
        if (ok)
            advance();
        skipBlanks();
        ok = ok && peek() == ']';
    }
    if (ok) {
        advance();
        token.kind = PgnToken::Kind::Tag;
        return token;
    }
    m_at = token.offset;  // a tag pair never spans lines, so the line count is still right
    token.kind = PgnToken::Kind::BadTag;
    token.text = restOfLine();
    token.value.clear();
    return token;
}

}  // namespace kabir
