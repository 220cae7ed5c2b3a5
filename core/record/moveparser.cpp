// parseMove: a text is matched against every form of every legal move, so a text that two
// legal moves could be written as is refused rather than guessed.

#include "core/board/characters.h"
#include "core/position/movegen.h"
#include "core/record/leapnotation.h"
#include "core/record/movesquares.h"
#include "core/record/notation.h"
#include "core/record/notationforms.h"
#include "core/record/pieceletters.h"
#include "core/rules/refusal.h"

#include <algorithm>
#include <cctype>

namespace kabir {
namespace {

std::string withoutCheckMarks(std::string_view text)
{
    std::string s(text);
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.pop_back();
    return s;
}

// Castling written with zeros, as some programs do: "0-0-0" reads "O-O-O".
std::string castlingWithLetters(std::string text)
{
    if (text.rfind("0-0", 0) == 0)
        for (std::size_t i = 0; i < text.size() && (text[i] == '0' || text[i] == '-'); ++i)
            text[i] = text[i] == '0' ? 'O' : '-';
    return text;
}

// A numbered capture may be written "96:74", "96x74" or "96-74": all read as "96-74".
std::string numberedSeparators(std::string text)
{
    for (std::size_t i = 1; i + 1 < text.size(); ++i)
        if ((text[i] == ':' || text[i] == 'x') && isDigit(text[i - 1]) && isDigit(text[i + 1]))
            text[i] = '-';
    return text;
}

// Reads the squares (and promotion) of a text written with squares (movesquares.h).
class AttemptReader {
public:
    AttemptReader(const Position& pos, const std::string& text, std::string_view language)
        : m_def(pos.rules().definition()), m_text(numberedSeparators(text)), m_language(language)
    {
    }

    std::optional<MoveSquares> read()
    {
        MoveSquares a;
        if (m_text.rfind('@', 0) == 0) {
            m_at = 1;
            if (!square(a.from) || !promotion(a.promotion))
                return std::nullopt;
            a.to = a.from;
        } else if (std::size_t n = m_def.geometry.readSquare(m_text, a.from)) {
            m_at = n;
            if (!(n = m_def.geometry.readSquare(std::string_view(m_text).substr(m_at), a.to)))
                return std::nullopt;
            m_at += n;
            if (m_at + 1 == m_text.size())
                a.promotion = m_def.pieceTypeOf(m_text[m_at++]);
        } else if (!number(a.from) || !separator() || !number(a.to)
            || (m_at < m_text.size() && !promotion(a.promotion))) {
            return std::nullopt;
        }
        return m_at == m_text.size() ? std::optional(a) : std::nullopt;
    }

private:
    bool square(Square& s)
    {
        const std::size_t n = m_def.geometry.readSquare(std::string_view(m_text).substr(m_at), s);
        m_at += n;
        return n > 0 || number(s);
    }
    // 119, never 0 or 019
    bool number(Square& s)
    {
        const std::size_t begin = m_at;
        while (m_at < m_text.size() && m_at - begin < 3 && isDigit(m_text[m_at]))
            ++m_at;
        if (!m_def.numbering.defined() || m_at == begin || m_text[begin] == '0')
            return false;
        const auto found = m_def.numbering.squareOf(std::stoi(m_text.substr(begin, m_at - begin)));
        s = found.value_or(kNoSquare);
        return found.has_value();
    }
    bool separator() { return m_at < m_text.size() && m_text[m_at++] == '-'; }
    bool promotion(int& type)
    {
        if (m_at + 2 > m_text.size() || m_text[m_at] != '=')
            return false;
        type = pieceTypeOfLetter(m_def, m_text[m_at + 1], m_language);
        m_at += 2;
        return true;
    }

    const VariantDefinition& m_def;
    const std::string m_text;
    std::string_view m_language;
    std::size_t m_at = 0;
};

Problem refused(Position& pos, std::string_view text, const std::string& body, const Notation& notation)
{
    std::string message = "is not a legal move in " + pos.fen();
    if (const auto attempt = moveSquares(pos, body, notation))
        if (const auto why = explainRefusal(pos, attempt->from, attempt->to, attempt->promotion))
            message += ": " + refusalMessage(pos, *why);
    return Problem{"", 0, 0, std::string(text), message};
}

}  // namespace

std::optional<MoveSquares> moveSquares(const Position& pos, std::string_view text, const Notation& notation)
{
    return AttemptReader(pos, withoutCheckMarks(text), notation.language).read();
}

Result<Move> parseMove(Position& pos, std::string_view text)
{
    return parseMove(pos, text, Notation{});
}

Result<Move> parseMove(Position& pos, std::string_view text, const Notation& notation)
{
    MoveList legal;
    generateLegalMoves(pos, legal);
    std::string body = withoutCheckMarks(text);
    // With more than two armies the text may name its army first ("r:Nd8"), but no other.
    if (const std::string prefix = armyPrefix(pos);
        !prefix.empty() && body.size() > 2 && body[1] == ':' && std::isalpha(static_cast<unsigned char>(body[0]))) {
        if (body.rfind(prefix, 0) != 0)
            return Problem{"", 0, 0, std::string(text), "names another army than the one to move (" + prefix + ")"};
        body.erase(0, prefix.size());
    }
    // Coordinate texts are the machine form, one per move; with no capital they can be no other form.
    const bool capitals
        = std::any_of(body.begin(), body.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    if (!capitals)
        for (Move m : legal)
            if (coordinateText(pos, m) == body)
                return m;
    body = castlingWithLetters(body);
    const std::string numbered = numberedSeparators(body);
    const bool hasNumbers = pos.rules().definition().numbering.defined();
    std::vector<Move> found;
    for (Move m : legal) {
        // Castling aside, the standard text holds the name of the square the move goes to: a
        // text without it cannot be that move's, which then need not be written (files of
        // many games read faster).
        const bool maybeStandard
            = m.kind() == MoveKind::Castling || body.find(pos.geometry().squareName(m.to())) != std::string::npos;
        const std::string standard = maybeStandard ? standardText(pos, m, legal, notation.language) : std::string();
        const bool inPlace = m.kind() == MoveKind::Promotion && m.from() == m.to();
        // A piece (not a pawn) that changes with its move may be written without the mark:
        // "Nf3" for "Nf3=A" (Popova's shatar); where it could become several, that is ambiguous.
        const bool changes
            = m.kind() == MoveKind::Promotion && !inPlace && !pos.rules().isPawn(typeOf(pos.at(m.from())));
        const bool match = (maybeStandard && standard == body) || (capitals && coordinateText(pos, m) == body)
            || (maybeStandard && inPlace
                && standard.substr(1) == body)  // "e10=Q", as the text was written before "@e10=Q"
            || (maybeStandard && changes && standard.substr(0, standard.rfind('=')) == body)
            || (hasNumbers && numberedSeparators(numberedText(pos, m, notation.language)) == numbered);
        if (match && std::find(found.begin(), found.end(), m) == found.end())
            found.push_back(m);
    }
    if (found.size() == 1)
        return found.front();
    if (found.empty()) {
        if (const auto same = leapMoveWrittenOtherwise(pos, legal, body, notation.language))
            return *same;
        return refused(pos, text, body, notation);
    }
    std::string moves;
    for (Move m : found)
        moves += (moves.empty() ? "" : " or ") + coordinateText(pos, m);
    return Problem{"", 0, 0, std::string(text), "is ambiguous here: it could be " + moves};
}

}  // namespace kabir
