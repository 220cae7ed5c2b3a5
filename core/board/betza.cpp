#include "core/board/betza.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string_view>

namespace kabir {
namespace {

struct AtomShape {
    char letter;
    int a;
    int b;
};

constexpr AtomShape kAtoms[] = {
    {'W', 1, 0},
    {'F', 1, 1},
    {'D', 2, 0},
    {'A', 2, 2},
    {'N', 2, 1},
    {'C', 3, 1},
    {'Z', 3, 2},
    {'G', 3, 3},
    {'H', 3, 0},
};

const AtomShape* findAtom(char c)
{
    for (const AtomShape& atom : kAtoms)
        if (atom.letter == c)
            return &atom;
    return nullptr;
}

// The shorthands expand to atoms; a rider shorthand keeps its range suffix.
std::string_view expandShorthand(char c)
{
    switch (c) {
    case 'K': return "WF";
    case 'R': return "WW";
    case 'B': return "FF";
    case 'Q': return "WWFF";
    default: return {};
    }
}

struct Modifiers {
    bool moveOnly = false;
    bool captureOnly = false;
    bool hurdle = false;
    std::string directions;  // f b l r, with v and s expanded
    std::string wide;        // f or b written right before s: only the wide oblique moves that way
};

bool has(const std::string& s, char c)
{
    return s.find(c) != std::string::npos;
}

// Whether the vector (x, y) is one of the directions the modifiers name.
bool matchesDirections(const Modifiers& mods, int x, int y)
{
    const std::string& dirs = mods.directions;
    if (dirs.empty())
        return true;
    const char vert = y > 0 ? 'f' : y < 0 ? 'b' : 0;
    const char horiz = x > 0 ? 'r' : x < 0 ? 'l' : 0;
    const bool namesVertical = has(dirs, 'f') || has(dirs, 'b');
    const bool namesHorizontal = has(dirs, 'l') || has(dirs, 'r');
    if (vert == 0)  // sideways orthogonal
        return has(dirs, horiz);
    if (horiz == 0)  // straight orthogonal
        return has(dirs, vert);
    const bool vertOk = !namesVertical || has(dirs, vert);
    const bool horizOk = !namesHorizontal || has(dirs, horiz);
    if (!vertOk || !horizOk)
        return false;
    // A doubled letter on an oblique atom keeps only the narrow moves along that axis; "fs"
    // ("bs") only the wide moves forward (backward), as in XBoard's Betza: fsN is d1-b2, d1-f2.
    if (std::abs(x) != std::abs(y)) {
        if (has(mods.wide, vert) && std::abs(y) > std::abs(x))
            return false;
        const std::string twiceVert(2, vert), twiceHoriz(2, horiz);
        if (dirs.find(twiceVert) != std::string::npos && std::abs(y) < std::abs(x))
            return false;
        if (dirs.find(twiceHoriz) != std::string::npos && std::abs(x) < std::abs(y))
            return false;
    }
    return true;
}

void addAtom(std::vector<MoveVector>& out, const AtomShape& atom, int range, const Modifiers& mods)
{
    const int pairs[2][2] = {{atom.a, atom.b}, {atom.b, atom.a}};
    for (const auto& p : pairs) {
        for (int sx : {1, -1}) {
            for (int sy : {1, -1}) {
                MoveVector v{p[0] * sx, p[1] * sy, range, !mods.captureOnly, !mods.moveOnly, mods.hurdle};
                if (!matchesDirections(mods, v.x, v.y))
                    continue;
                auto same = std::find_if(out.begin(), out.end(), [&](const MoveVector& o) {
                    return o.x == v.x && o.y == v.y && o.range == v.range && o.hurdle == v.hurdle && !o.passes
                        && !o.bent();
                });
                if (same == out.end()) {
                    out.push_back(v);
                } else {
                    same->moves = same->moves || v.moves;
                    same->captures = same->captures || v.captures;
                }
            }
        }
    }
}

// One leg of a bracket path: an atom, riding (range 0 or a limit) or not (range 1).
struct Leg {
    const AtomShape* atom = nullptr;
    int range = 1;
};

// The directions of an atom, each (a, b) turned and mirrored.
std::vector<std::pair<int, int>> directionsOf(const AtomShape& atom)
{
    std::vector<std::pair<int, int>> out;
    const int pairs[2][2] = {{atom.a, atom.b}, {atom.b, atom.a}};
    for (const auto& p : pairs)
        for (int sx : {1, -1})
            for (int sy : {1, -1})
                if (std::ranges::find(out, std::pair{p[0] * sx, p[1] * sy}) == out.end())
                    out.emplace_back(p[0] * sx, p[1] * sy);
    return out;
}

// Whether direction b goes on outward from a: at most 45 degrees from it.
bool continuesOutward(std::pair<int, int> a, std::pair<int, int> b)
{
    const int dot = a.first * b.first + a.second * b.second;
    const int lengths = (a.first * a.first + a.second * a.second) * (b.first * b.first + b.second * b.second);
    return dot > 0 && 2 * dot * dot >= lengths;
}

// Reads the legs of a bracket path from `text` (between the brackets); an empty string is
// success, anything else the reason for failure.
std::string readLegs(std::string_view text, std::vector<Leg>& legs)
{
    std::size_t i = 0;
    while (true) {
        if (i >= text.size())
            return "a leg without a piece letter";
        Leg leg;
        const char letter = text[i++];
        const bool riderShorthand = letter == 'R' || letter == 'B';
        leg.atom = findAtom(riderShorthand ? (letter == 'R' ? 'W' : 'F') : letter);
        if (!leg.atom)
            return std::string("a leg is one atom, not '") + letter + "'";
        if (riderShorthand)
            leg.range = 0;
        else if (i < text.size() && text[i] == letter) {
            leg.range = 0;
            ++i;
        }
        if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            leg.range = 0;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
                leg.range = std::min(leg.range * 10 + (text[i++] - '0'), 17);
            if (leg.range < 1 || leg.range > 16)
                return "range must be between 1 and 16";
        }
        legs.push_back(leg);
        if (i == text.size())
            break;
        if (text[i++] != '-')
            return "legs are joined by '-'";
    }
    if (legs.size() < 2)
        return "a path has two legs or more";
    for (std::size_t k = 0; k + 1 < legs.size(); ++k)
        if (legs[k].range != 1)
            return "only the last leg may ride";
    for (std::size_t k = 2; k < legs.size(); ++k)
        if (legs[k].atom != legs[1].atom)
            return "the legs after the first go one way with one atom";
    return {};
}

// The move vectors of a bracket path: for each first step the modifiers allow, each way the
// second leg goes on outward from it. A path that never turns is a ray with passed squares.
void addPath(std::vector<MoveVector>& out, const std::vector<Leg>& legs, const Modifiers& mods)
{
    const int passed = int(legs.size()) - 2;  // legs between the first and the last
    const int last = legs.back().range;
    for (const auto first : directionsOf(*legs[0].atom)) {
        if (!matchesDirections(mods, first.first, first.second))
            continue;
        for (const auto next : directionsOf(*legs[1].atom)) {
            if (!continuesOutward(first, next))
                continue;
            MoveVector v{next.first, next.second, 1, !mods.captureOnly, !mods.moveOnly, false};
            if (first == next) {
                v.passes = passed + 1;
            } else {
                v.firstX = first.first;
                v.firstY = first.second;
                v.passes = passed;
            }
            v.range = last == 0 ? 0 : v.passes + last;
            if (std::ranges::find(out, v) == out.end())
                out.push_back(v);
        }
    }
}

}  // namespace

Result<std::vector<MoveVector>> parseBetza(const std::string& betza)
{
    std::vector<MoveVector> out;
    auto fail = [&](std::size_t at, const std::string& why) {
        return Problem{"", 0, 0, betza, "Betza notation, character " + std::to_string(at + 1) + ": " + why};
    };
    if (betza.empty())
        return fail(0, "empty movement");
    std::size_t i = 0;
    while (i < betza.size()) {
        Modifiers mods;
        while (i < betza.size() && std::islower(static_cast<unsigned char>(betza[i]))) {
            const char c = betza[i];
            switch (c) {
            case 'm': mods.moveOnly = true; break;
            case 'c': mods.captureOnly = true; break;
            case 'j': mods.hurdle = true; break;
            case 'f':
            case 'b':
            case 'l':
            case 'r': mods.directions += c; break;
            case 'v': mods.directions += "fb"; break;
            case 's':
                mods.directions += "lr";
                if (i > 0 && (betza[i - 1] == 'f' || betza[i - 1] == 'b'))
                    mods.wide += betza[i - 1];
                break;
            default: return fail(i, std::string("unsupported modifier '") + c + "'");
            }
            ++i;
        }
        if (mods.moveOnly && mods.captureOnly)
            return fail(i, "both 'm' and 'c' leave nothing to do");
        if (i >= betza.size())
            return fail(i, "modifiers without a piece letter");
        if (betza[i] == '[') {
            const std::size_t close = betza.find(']', i);
            if (close == std::string::npos)
                return fail(i, "'[' without ']'");
            if (mods.hurdle)
                return fail(i, "'j' does not apply to a path");
            std::vector<Leg> legs;
            if (const std::string why = readLegs(std::string_view(betza).substr(i + 1, close - i - 1), legs);
                !why.empty())
                return fail(i, why);
            addPath(out, legs, mods);
            i = close + 1;
            continue;
        }
        const char letter = betza[i++];
        std::string_view atoms = expandShorthand(letter);
        bool rider = letter == 'R' || letter == 'B' || letter == 'Q';
        std::string single(1, letter);
        if (atoms.empty()) {
            if (!findAtom(letter))
                return fail(i - 1, std::string("unknown piece letter '") + letter + "'");
            if (i < betza.size() && betza[i] == letter) {  // doubled letter: a rider
                rider = true;
                ++i;
            }
            atoms = single;
        }
        int range = rider ? 0 : 1;
        if (i < betza.size() && std::isdigit(static_cast<unsigned char>(betza[i]))) {
            range = 0;
            while (i < betza.size() && std::isdigit(static_cast<unsigned char>(betza[i])))
                range = std::min(range * 10 + (betza[i++] - '0'), 17);  // 17: too long, reported below
            if (range < 1 || range > 16)
                return fail(i - 1, "range must be between 1 and 16");
        }
        if (letter == 'K' && range != 1)
            return fail(i - 1, "write a ranging king as Q with a range");
        if (mods.hurdle) {
            const AtomShape* atom = findAtom(letter);
            if (!atom || range != 1 || atom->a % 2 || atom->b % 2)
                return fail(i - 1, "'j' needs a leap with a square halfway (D, A, H or G)");
        }
        for (std::size_t k = 0; k < atoms.size(); ++k) {
            if (atoms.size() > 1 && k + 1 < atoms.size() && atoms[k] == atoms[k + 1])
                continue;  // "WW" inside a shorthand is one rider atom
            addAtom(out, *findAtom(atoms[k]), range, mods);
        }
    }
    if (out.empty())
        return fail(0, "the modifiers exclude every direction");
    return out;
}

}  // namespace kabir
