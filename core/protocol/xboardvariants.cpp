#include "core/protocol/xboardvariants.h"

#include "core/board/xboardsquares.h"

#include <algorithm>
#include <cctype>

namespace kabir::protocol {
namespace {

// XBoard's piece types (common.h, ChessSquare) by their index, for the pictures they have in
// XBoard 4.9's default theme. The king is the table's last entry; the pawn is index 0.
struct PieceSlot {
    const char* betza;
    int slot;
};
// knight, bishop, rook, queen, advisor, elephant, archbishop (swords), marshall (star), gold,
// commoner, crowned bishop, crowned rook, lion, unicorn, zebra, camel
constexpr PieceSlot kSlots[] = {
    {"N", 1},
    {"B", 2},
    {"R", 3},
    {"Q", 4},
    {"F", 5},
    {"A", 6},
    {"BN", 7},
    {"RN", 8},
    {"W", 9},
    {"K", 10},
    {"BW", 13},
    {"RF", 14},
    {"RFN", 21},
    {"QN", 20},
    {"Z", 23},
    {"C", 24},
};
// Types left for other pieces (not the lance, which XBoard moves like a pawn, nor the amazon).
constexpr int kSpareSlots[] = {11, 12, 15, 16, 17, 19, 22, 25, 26, 27, 28, 31, 32, 33, 34, 35};

int preferredSlot(const PieceDefinition& piece)
{
    if (piece.pawn)
        return 0;
    for (const PieceSlot& s : kSlots)
        if (piece.betza == s.betza)
            return s.slot;
    return -1;
}

// The pawn's first steps: XBoard's "i" moves are those of a piece that has not moved yet.
std::string pieceBetza(const VariantDefinition& def, const PieceDefinition& piece)
{
    std::string betza = piece.betza;
    if (!piece.pawn)
        return betza;
    for (const PawnStepRule& rule : def.pawnSteps)
        for (int steps = 2; rule.rank == 2 && steps <= std::min(rule.steps, 3); ++steps)
            betza += steps == 2 ? "ifmnD" : "ifmnH";
    return betza;
}

char lower(char c)
{
    return char(std::tolower(static_cast<unsigned char>(c)));
}

Result<VariantDefinition> definitionWith(const VariantFile& variant, const OptionValues& given)
{
    auto options = variant.resolveOptions(given);
    if (!options)
        return options.problems();
    return variant.definition(options.value());
}

// XBoard's piece-to-char table: white's letters by XBoard type up to the last type used (at
// least the five of chess), white's king, then the same in lower case for black. A piece
// without a picture of its own takes a spare type; the king is always XBoard's king.
std::string pieceTable(const VariantDefinition& def)
{
    std::string white(5, '.');
    char king = '.';
    for (const PieceDefinition& piece : def.pieces) {
        if (piece.royal) {
            king = piece.letter;
            continue;
        }
        const auto isFree = [&](int slot) { return slot >= int(white.size()) || white[std::size_t(slot)] == '.'; };
        int slot = preferredSlot(piece);
        if (slot < 0 || !isFree(slot)) {
            const auto spare = std::find_if(std::begin(kSpareSlots), std::end(kSpareSlots), isFree);
            if (spare == std::end(kSpareSlots))
                continue;
            slot = *spare;
        }
        if (slot >= int(white.size()))
            white.resize(std::size_t(slot) + 1, '.');
        white[std::size_t(slot)] = piece.letter;
    }
    white += king;
    std::string black = white;
    std::transform(black.begin(), black.end(), black.begin(), lower);
    return white + black;
}

}  // namespace

std::string xboardVariantName(const std::string& variantId)
{
    return variantId == "chess" ? "normal" : variantId;
}

std::string variantIdFromXBoard(const std::string& name)
{
    return name == "normal" ? "chess" : name;
}

bool xboardCanPlay(const VariantFile& variant)
{
    const auto definition = definitionWith(variant, {});
    return definition && definition->armies.size() == 2;
}

std::vector<std::string> xboardOptionValues(const VariantFile& variant, const OptionDefinition& option)
{
    std::vector<std::string> values;
    for (const OptionChoice& choice : option.values) {
        const auto definition = definitionWith(variant, {{option.key, choice.id}});
        if (definition && definition->preGameChoice.army < 0)
            values.push_back(choice.id);
    }
    return values;
}

std::vector<std::string> xboardVariantLines(const VariantDefinition& def)
{
    if (def.id == "chess")
        return {};
    const int ranks = def.geometry.ranks();
    std::vector<std::string> lines{"setup (" + pieceTable(def) + ") " + std::to_string(def.geometry.files()) + "x"
        + std::to_string(ranks) + "+0_fairy " + fenToXBoard(def.startFen, ranks)};
    for (const PieceDefinition& piece : def.pieces)
        lines.push_back(std::string("piece ") + piece.letter + "& " + pieceBetza(def, piece));
    return lines;
}

}  // namespace kabir::protocol
