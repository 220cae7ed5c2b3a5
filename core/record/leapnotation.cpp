#include "core/record/leapnotation.h"

#include "core/position/leapcapture.h"
#include "core/record/notationforms.h"
#include "core/record/pieceletters.h"

#include <cctype>

namespace kabir {
namespace {

// Every landing square of a capture path, draughts-style: "d4xf6xd8", "c12xc14xe12=Q".
std::string pathText(const Position& pos, const LeapSequence& path, std::string_view language)
{
    const Geometry& g = pos.geometry();
    std::string text = g.squareName(path.from);
    for (int i = 0; i < path.landings; ++i)
        text += concat('x', g.squareName(path.landing[std::size_t(i)]));
    if (typeOf(pos.at(path.from)) == path.type)
        return text;
    return concat(text, '=', pieceLetter(pos.rules().definition(), path.type, language));
}

// The same as coordinates: "d4f6d8", "c12c14e12q".
std::string pathCoordinates(const Position& pos, const LeapSequence& path)
{
    const Geometry& g = pos.geometry();
    std::string text = g.squareName(path.from);
    for (int i = 0; i < path.landings; ++i)
        text += g.squareName(path.landing[std::size_t(i)]);
    if (typeOf(pos.at(path.from)) != path.type)
        text += char(std::tolower(static_cast<unsigned char>(pos.rules().definition().pieces[path.type].letter)));
    return text;
}

}  // namespace

std::optional<std::string> leapCoordinateText(const Position& pos, Move m)
{
    LeapSequence sequence;
    if (findLeapSequence(pos, m, sequence))
        return pathCoordinates(pos, sequence);
    if (leavesGate(pos, m))  // "K@b6", as "d4b6" is the capture from the gate
        return concat(
            pos.rules().definition().pieces[typeOf(pos.at(m.from()))].letter, '@', pos.geometry().squareName(m.to()));
    return std::nullopt;
}

std::optional<std::string> leapStandardText(const Position& pos, Move m, std::string_view language)
{
    if (m.from() == m.to() && !isLeapCapture(m))
        return std::nullopt;
    LeapSequence sequence;
    if (findLeapSequence(pos, m, sequence))
        return pathText(pos, sequence, language);
    const Geometry& g = pos.geometry();
    const std::string text = concat(g.squareName(m.from()), '-', g.squareName(m.to()));
    if (m.kind() != MoveKind::Promotion)
        return text;
    return concat(text, '=', pieceLetter(pos.rules().definition(), m.pieceType(), language));
}

// A capture sequence along another path than the move list's, to the same end with the same
// units jumped (the same move, which the list counts once); the biy leaving its gate by its
// squares ("d4e6" for "K@e6"), where no capture from the gate has that text (the coordinate
// texts are tried first).
std::optional<Move> leapMoveWrittenOtherwise(
    const Position& pos, const MoveList& legal, const std::string& body, std::string_view language)
{
    if (!pos.rules().leapCapture())
        return std::nullopt;
    const Geometry& g = pos.geometry();
    SquareSet tried;
    for (Move m : legal) {
        if (leavesGate(pos, m) && concat(g.squareName(m.from()), g.squareName(m.to())) == body)
            return m;
        if (!isLeapCapture(m) || tried.contains(m.from()))
            continue;
        tried.insert(m.from());
        for (const LeapSequence& path : everyLeapPath(pos, m.from()))
            if (pathCoordinates(pos, path) == body || pathText(pos, path, language) == body)
                if (const Move same = leapMoveOf(pos, path); legal.contains(same))
                    return same;
    }
    return std::nullopt;
}

}  // namespace kabir
