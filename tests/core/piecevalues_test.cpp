// Piece values derived from the movement (core/search/piecevalues.h): the orthodox pieces near
// their usual values on 8x8, the fairy pieces near the values measured for them, orderings that
// every source agrees on, a value for every piece of every shipped variant, the variant file's
// value keys, and the same values every time.

#include "core/rules/rulesetcompiler.h"
#include "tests/core/testpositions.h"

#include "core/search/piecevalues.h"

#include <gtest/gtest.h>

#include <cmath>

namespace kabir::test {
namespace {

// A two-army variant on a files x ranks board with the orthodox pieces and the fairy pieces of
// the tests; `knightKeys` is added to the knight's table.
std::string variantText(int files, int ranks, const std::string& knightKeys = "")
{
    const char* pieces[][3] = {
        {"K", "King", "K"},
        {"Q", "Queen", "Q"},
        {"R", "Rook", "R"},
        {"B", "Bishop", "B"},
        {"N", "Knight", "N"},
        {"A", "Archbishop", "BN"},
        {"C", "Chancellor", "RN"},
        {"M", "Amazon", "QN"},
        {"F", "Ferz", "F"},
        {"W", "Wazir", "W"},
        {"X", "Commoner", "K"},
        {"L", "Camel", "C"},
    };
    std::string text = "id = \"test\"\nname = \"Test\"\nsource = \"test\"\n[board]\nfiles = " + std::to_string(files)
        + "\nranks = " + std::to_string(ranks) + "\n";
    for (const auto& p : pieces) {
        text += std::string("[[pieces]]\nletter = \"") + p[0] + "\"\nname = \"" + p[1] + "\"\nbetza = \"" + p[2]
            + "\"\n";
        if (p[0] == std::string("K"))
            text += "royal = true\n";
        if (p[0] == std::string("N"))
            text += knightKeys;
    }
    text += "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmWfcF\"\npawn = true\n";
    // A king in each far corner, the ranks between empty.
    const std::string rest = std::to_string(files - 1);
    text += "[setup]\nfen = \"k";
    text += rest;
    for (int r = 1; r < ranks - 1; ++r)
        text += '/' + std::to_string(files);
    text += '/' + rest + "K w - - 0 1\"\n";
    return text;
}

RulesetPtr compiled(const std::string& text)
{
    auto file = VariantFile::parse(text, "test.toml");
    EXPECT_TRUE(file.ok()) << file.errorText();
    auto definition = file->definition(file->resolveOptions({}).value());
    EXPECT_TRUE(definition.ok()) << definition.errorText();
    auto rules = compileRuleset(definition.value());
    EXPECT_TRUE(rules.ok()) << rules.errorText();
    return rules.value();
}

class Values {
public:
    explicit Values(RulesetPtr rules) : m_rules(std::move(rules)), m_values(derivePieceValues(*m_rules)) { }
    int midgame(char letter) const { return m_values.midgame[std::size_t(type(letter))]; }
    int endgame(char letter) const { return m_values.endgame[std::size_t(type(letter))]; }

private:
    int type(char letter) const
    {
        const int t = m_rules->definition().pieceTypeOf(letter);
        EXPECT_GE(t, 0) << letter;
        return std::max(t, 0);
    }
    RulesetPtr m_rules;
    PieceValues m_values;
};

struct Band {
    char letter;
    int low;
    int high;
    const char* source;
};

TEST(PieceValues, OrthodoxAndFairyPiecesOn8x8AreNearTheirMeasuredValues)
{
    const Band bands[] = {
        {'N', 300, 325, "Kaufman 325, the classical 300"},
        {'B', 325, 360, "Kaufman 325 plus up to half the bishop pair's 50"},
        {'R', 480, 520, "500"},
        {'Q', 920, 980, "Kaufman 975, Muller 950"},
        {'A', 850, 900, "Muller's self-play: 875"},
        {'C', 900, 950, "Muller's self-play: 900-925"},
        {'M', 1200, 1400, "queen plus knight and a little"},
        {'F', 130, 165, "Muller: a lone ferz 140-150"},
        {'W', 120, 150, "Muller: 125-140"},
        {'X', 300, 350, "a non-royal king: a little more than a knight (Betza)"},
        {'L', 230, 280, "a camel: colour-bound, worse than a knight"},
        {'P', 100, 100, "the unit"},
        {'K', 0, 0, "a king that is never captured is not material"},
    };
    const Values values(compiled(variantText(8, 8)));
    for (const Band& b : bands) {
        EXPECT_GE(values.midgame(b.letter), b.low) << b.letter << ": " << b.source;
        EXPECT_LE(values.midgame(b.letter), b.high) << b.letter << ": " << b.source;
    }
    EXPECT_EQ(values.endgame('P'), 120);
}

TEST(PieceValues, OrthodoxOrderingAndCompoundsWorthMoreThanTheirParts)
{
    for (int size : {8, 10, 13}) {
        const Values v(compiled(variantText(size, size)));
        for (auto value : {&Values::midgame, &Values::endgame}) {
            const auto at = [&](char letter) { return (v.*value)(letter); };
            EXPECT_GT(at('Q'), at('R')) << size;
            EXPECT_GT(at('R'), at('B')) << size;
            EXPECT_GE(at('B'), at('N')) << size;
            EXPECT_GT(at('N'), at('P')) << size;
            EXPECT_GT(at('M'), at('C')) << size;
            EXPECT_GE(at('C'), at('A')) << size;
            EXPECT_GT(at('A'), at('B') + at('N')) << size;
            EXPECT_GT(at('C'), at('R') + at('N')) << size;
            EXPECT_GT(at('Q'), at('R') + at('B')) << size;
            EXPECT_GT(at('M'), at('Q') + at('N')) << size;
            EXPECT_GT(at('X'), at('F') + at('W')) << size;
            EXPECT_LT(at('L'), at('N')) << "the colour-bound camel, on " << size;
        }
    }
}

TEST(PieceValues, RidersGainOnLargerBoardsAndShortLeapersLose)
{
    const Values chess(compiled(variantText(8, 8)));
    const Values big(compiled(variantText(13, 13)));
    EXPECT_GT(big.midgame('R'), chess.midgame('R'));
    EXPECT_GT(big.midgame('Q'), chess.midgame('Q'));
    EXPECT_LT(big.midgame('N'), chess.midgame('N'));
    EXPECT_LT(big.midgame('F'), chess.midgame('F'));
    EXPECT_GT(double(big.midgame('R')) / big.midgame('N'), double(chess.midgame('R')) / chess.midgame('N'));
}

TEST(PieceValues, RidersGainInTheEndgameAndLeapersKeepTheirValue)
{
    const Values v(compiled(variantText(8, 8)));
    for (char rider : {'Q', 'R', 'B', 'A', 'C', 'M'})
        EXPECT_GT(v.endgame(rider), v.midgame(rider)) << rider;
    for (char leaper : {'N', 'F', 'W', 'X', 'L'})
        EXPECT_EQ(v.endgame(leaper), v.midgame(leaper)) << leaper;
}

// Every option value on its own, the others at their defaults (and the defaults themselves).
std::vector<OptionValues> singleOptionValues(const VariantFile& file)
{
    std::vector<OptionValues> all{{}};
    for (const OptionDefinition& o : file.options())
        for (const OptionChoice& c : o.values)
            all.push_back({{o.key, c.id}});
    return all;
}

TEST(PieceValues, EveryPieceOfEveryShippedVariantIsValued)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        for (const OptionValues& options : singleOptionValues(file)) {
            const RulesetPtr r = rules(file.id(), options);
            const PieceValues values = derivePieceValues(*r);
            for (PieceType t = 0; t < r->pieceTypeCount(); ++t) {
                const std::string where = file.id() + " " + r->definition().pieces[t].name;
                if (r->isRoyal(t) && r->hasCheck()) {
                    EXPECT_EQ(values.midgame[t], 0) << where;
                    EXPECT_EQ(values.endgame[t], 0) << where;
                } else if (r->isPawn(t)) {
                    EXPECT_EQ(values.midgame[t], 100) << where;
                    EXPECT_EQ(values.endgame[t], 120) << where;
                } else {
                    // More than a pawn, but for the alfil, whose leaps reach an eighth of the
                    // board: about a shatranj pawn, half an orthodox one (docs/engine.md).
                    const int floor = r->definition().pieces[t].betza == "A" ? 50 : 100;
                    EXPECT_GT(values.midgame[t], floor) << where;
                    EXPECT_GT(values.endgame[t], floor) << where;
                }
            }
        }
    }
}

TEST(PieceValues, Chaturanga4_84KingIsMaterialAndTheOldSquaresWeakenQueenRookBishop)
{
    const RulesetPtr chaturanga = rules("chaturanga-4-84");
    const Values values(chaturanga);
    EXPECT_GT(values.midgame('K'), 250) << "kings are captured: valued like a commoner";
    EXPECT_GT(values.midgame('W'), 100) << "the wazir in hand is worth what it is on the board";
    VariantDefinition plain = chaturanga->definition();
    for (PieceDefinition& piece : plain.pieces)
        piece.movesOnMarked.clear();
    const Values unrestricted(compileRuleset(plain).value());
    for (char letter : {'Q', 'R', 'B'})
        EXPECT_LT(values.midgame(letter), unrestricted.midgame(letter)) << letter;
    for (char letter : {'K', 'N', 'W'})
        EXPECT_EQ(values.midgame(letter), unrestricted.midgame(letter)) << letter;
}

TEST(PieceValues, VariantFileValueReplacesTheDerivedValue)
{
    const int derivedMidgame = Values(compiled(variantText(8, 8))).midgame('B');
    const int derivedEndgame = Values(compiled(variantText(8, 8))).endgame('B');
    const Values both(compiled(variantText(8, 8, "value = 290\nvalue-endgame = 275\n")));
    EXPECT_EQ(both.midgame('N'), 290);
    EXPECT_EQ(both.endgame('N'), 275);
    EXPECT_EQ(both.midgame('B'), derivedMidgame) << "other pieces keep the derived values";
    EXPECT_EQ(both.endgame('B'), derivedEndgame);
    const Values midgameOnly(compiled(variantText(8, 8, "value = 290\n")));
    EXPECT_EQ(midgameOnly.midgame('N'), 290);
    EXPECT_EQ(midgameOnly.endgame('N'), 290) << "the knight's derived endgame value equals its midgame value";

    const RulesetPtr r = compiled(variantText(8, 8, "value = 290\n"));
    const PieceValueDerivation knight = derivePieceValue(*r, PieceType(r->definition().pieceTypeOf('N')));
    EXPECT_TRUE(knight.overridden);
    EXPECT_NE(knight.derivedMidgame, 290) << "the derivation is still reported";
}

TEST(PieceValues, MidgameValueAloneKeepsTheDerivedProportion)
{
    std::string text = variantText(8, 8);
    text.replace(text.find("betza = \"R\"\n"), 12, "betza = \"R\"\nvalue = 600\n");
    const RulesetPtr r = compiled(text);
    const PieceValueDerivation rook = derivePieceValue(*r, PieceType(r->definition().pieceTypeOf('R')));
    EXPECT_EQ(rook.midgame, 600);
    EXPECT_EQ(rook.endgame, int(std::lround(600.0 * rook.derivedEndgame / rook.derivedMidgame)));
    EXPECT_GT(rook.endgame, 600);
}

TEST(PieceValues, SameValuesEveryTime)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        const PieceValues first = derivePieceValues(*rules(file.id()));
        const PieceValues again = derivePieceValues(*rules(file.id()));
        EXPECT_EQ(first.midgame, again.midgame) << file.id();
        EXPECT_EQ(first.endgame, again.endgame) << file.id();
    }
}

}  // namespace
}  // namespace kabir::test
