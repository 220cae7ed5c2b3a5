// FEN round trips and malformed FEN rejected with the field named (architecture.md, Records).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {
namespace {

TEST(Fen, StartPositionOfEveryVariantAndOptionRoundTrips)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        for (const OptionValues& options : file.singleOptionChoices()) {
            RulesetPtr r = rules(file.id(), options);
            Position pos = Position::start(r);
            EXPECT_EQ(pos.fen(), r->definition().startFen) << file.id();
            auto again = Position::fromFen(r, pos.fen());
            ASSERT_TRUE(again.ok()) << again.errorText();
            EXPECT_TRUE(again.value() == pos) << file.id();
        }
    }
}

// Reads `pos`'s FEN back: the same FEN and hash (the legal moves may differ where they
// depend on the game's history: repetition, perpetual check).
void expectRoundTrip(const Position& pos, const std::string& variant)
{
    auto again = Position::fromFen(pos.rulesPtr(), pos.fen());
    ASSERT_TRUE(again.ok()) << variant << ' ' << pos.fen() << ": " << again.errorText();
    EXPECT_EQ(again->fen(), pos.fen()) << variant;
    EXPECT_EQ(again->key(), pos.key()) << variant << ' ' << pos.fen();
}

// Every FEN Kabir writes reads back. Games that take whenever they can bare kings and give
// checks, so the privileges (castling, first moves, the king's leap) are lost by being bared
// or checked as well as by moving, in every variant and option value.
TEST(Fen, EveryVariantRoundTripsAlongGamesThatCaptureWhenTheyCan)
{
    std::mt19937 random(20261128);
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        for (const OptionValues& options : file.singleOptionChoices()) {
            Position pos = position(file.id(), options);
            for (int ply = 0; ply < 160; ++ply) {
                expectRoundTrip(pos, file.id());
                if (::testing::Test::HasFailure())
                    return;
                MoveList moves, captures;
                generateLegalMoves(pos, moves);
                generateLegalCaptures(pos, captures);
                if (moves.empty())
                    break;
                const MoveList& from = captures.empty() ? moves : captures;
                pos.doMove(from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)]);
            }
        }
    }
}

// The cases the independent check found: a Malay king bared while it holds its leap (the
// right goes: a bare king moves as queen and knight), and one that is checked.
TEST(Fen, MalayPrivilegeLostByBeingBaredOrCheckedRoundTrips)
{
    Position bared = position("malay", {}, "r3k3/8/8/8/8/8/P3n3/3K4 b D - 0 1");
    play(bared, {"a8a2"});
    EXPECT_EQ(bared.fen(), "4k3/8/8/8/8/8/r3n3/3K4 w - - 0 2");
    expectRoundTrip(bared, "malay");
    Position checked = position("malay", {}, "r3k3/8/8/8/8/8/P3n3/3K4 b De - 0 1");
    play(checked, {"e2c3"});
    EXPECT_EQ(checked.fen(), "r3k3/8/8/8/8/2n5/P7/3K4 w e - 1 2");
    expectRoundTrip(checked, "malay");
}

TEST(Fen, PositionsAlongAGameRoundTrip)
{
    Position pos = position("kaiserspiel", {{"ruleset", "B"}});
    play(pos, {"e2e5", "d9d6"});
    for (const char* m : {"e5d6", "c10d9", "f2f5", "e9e7"}) {
        play(pos, {m});
        auto again = Position::fromFen(pos.rulesPtr(), pos.fen());
        ASSERT_TRUE(again.ok()) << again.errorText();
        EXPECT_EQ(again->fen(), pos.fen());
        EXPECT_EQ(again->key(), pos.key()) << pos.fen();
    }
}

TEST(Fen, EnPassantSquaresAreWrittenConcatenatedAndReadEitherWay)
{
    // Only the passed squares an enemy pawn attacks are written, as Fairy-Stockfish does.
    Position pos = position("kaiserspiel", {{"ruleset", "B"}},
        "rnbckqabnr/pppppppppp/10/10/10/10/3p6/10/PPPPPPPPPP/RNBCKQABNR w KQkq - 0 1");
    play(pos, {"e2e5"});
    EXPECT_EQ(pos.fen(), "rnbckqabnr/pppppppppp/10/10/10/4P5/3p6/10/PPPP1PPPPP/RNBCKQABNR b KQkq e3 0 1");
    auto commas = Position::fromFen(rules("kaiserspiel", {{"ruleset", "B"}}),
        "rnbckqabnr/pppppppppp/10/10/10/4Pp4/3p6/10/PPPP1PPPPP/RNBCKQABNR b KQkq e3,e4 0 1");
    ASSERT_TRUE(commas.ok()) << commas.errorText();
    EXPECT_EQ(commas->fen(), "rnbckqabnr/pppppppppp/10/10/10/4Pp4/3p6/10/PPPP1PPPPP/RNBCKQABNR b KQkq e3e4 0 1");
    // A comma stands between two squares: none leads, trails or comes twice.
    for (const std::string field : {",e3e4", "e3e4,", "e3,,e4", ",e3,e4"}) {
        const auto wrong = Position::fromFen(rules("kaiserspiel", {{"ruleset", "B"}}),
            "rnbckqabnr/pppppppppp/10/10/10/4Pp4/3p6/10/PPPP1PPPPP/RNBCKQABNR b KQkq " + field + " 0 1");
        ASSERT_FALSE(wrong.ok()) << field;
        EXPECT_NE(wrong.errorText().find("comma"), std::string::npos) << wrong.errorText();
    }
}

TEST(Fen, WaitingPawnsOfBothArmiesRoundTripInSquareOrder)
{
    RulesetPtr tressau = rules("kaiserspiel", {{"ruleset", "A"}});
    auto pos = Position::fromFen(tressau, "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:e10,c1");
    ASSERT_TRUE(pos.ok()) << pos.errorText();
    EXPECT_EQ(pos->fen(), "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:c1,e10");
    auto again = Position::fromFen(tressau, pos->fen());
    ASSERT_TRUE(again.ok()) << again.errorText();
    EXPECT_TRUE(again.value() == pos.value());
    EXPECT_NE(Position::fromFen(tressau, "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1")->key(), pos->key());
}

struct BadFen {
    const char* fen;
    const char* field;  // the field the message must name
};

TEST(Fen, MalformedFenIsRejectedNamingTheField)
{
    const BadFen cases[] = {
        {"", "board"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "board"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6"},
        {"rnbqkbnr/ppppzppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1", "castling"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "move number"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "extra"},
        {"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKqNR b KQkq - 0 1", "check"},
    };
    RulesetPtr r = rules("chess");
    for (const BadFen& c : cases) {
        auto pos = Position::fromFen(r, c.fen);
        ASSERT_FALSE(pos.ok()) << c.fen;
        EXPECT_NE(pos.errorText().find(c.field), std::string::npos) << c.fen << " -> " << pos.errorText();
    }
}

struct PawnPlace {
    const char* variant;
    OptionValues options;
    const char* fen;
    const char* refusal;  // the reason the reader gives; nullptr when the position is taken
};

// Pawns never move back, so none stands behind the rank its army's pawns start on; where a
// pawn that cannot promote is held back and promotion is compulsory, none stands on the last
// rank. Where a king swap can put one there (Chaturanga 4-84), or a pawn may stay or wait on
// the last rank (Tressau's rule set A, Cazaux and Knowlton), the reader takes it.
TEST(Fen, PawnsWhereTheRulesNeverPutOneAreRefused)
{
    const PawnPlace cases[] = {
        {"chess", {}, "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "White pawn on h1: pawns never move back"},
        {"chess", {}, "p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "Black pawn on a8: pawns never move back"},
        {"chess", {}, "4k2P/8/8/8/8/8/8/4K3 b - - 0 1",
            "White pawn on h8: a pawn that reaches this rank must promote."},
        {"chess", {}, "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
            "Black pawn on a1: a pawn that reaches this rank must promote."},
        {"hyderabad", {}, "5k4/10/10/10/10/10/10/10/10/P4K4 w - - 0 1", "White pawn on a1: pawns never move back"},
        {"hyderabad", {}, "P4k4/10/10/10/10/10/10/10/10/5K4 b - - 0 1", "must promote"},
        {"turkish", {}, "P5k6/13/13/13/13/13/13/13/13/13/13/13/6K6 b - - 0 1", "must promote"},
        {"kaiserspiel", {{"ruleset", "B"}}, "4P4k/10/10/10/10/10/10/10/10/4K5 b - - 0 1", "must promote"},
        {"kaiserspiel", {{"ruleset", "A"}}, "4P4k/10/10/10/10/10/10/10/10/4K5 b - - 0 1", nullptr},
        {"hyderabad", {{"ruleset", "cazaux-knowlton-2017"}}, "P4k4/10/10/10/10/10/10/10/10/5K4 b - - 0 1", nullptr},
        {"hyderabad", {}, "5k4/10/10/10/10/10/10/4P5/10/5K4 w - - 0 1", nullptr},
        {"chaturanga-4-84", {}, "****1rPrKrQ1*/9*/9*/9*/10/10/*9/*9/*9/*yP2yK1**** r - 0 1", nullptr},
    };
    for (const PawnPlace& c : cases) {
        auto pos = Position::fromFen(rules(c.variant, c.options), c.fen);
        if (!c.refusal) {
            EXPECT_TRUE(pos.ok()) << c.variant << " " << c.fen << ": " << pos.errorText();
            continue;
        }
        ASSERT_FALSE(pos.ok()) << c.variant << " " << c.fen;
        EXPECT_NE(pos.errorText().find(c.refusal), std::string::npos) << pos.errorText();
    }
}

TEST(Fen, FourArmiesHaveOneKingEachAndInHandOnlyWhatIsDropped)
{
    RulesetPtr r = rules("chaturanga-4-84");
    const std::string empty = "/9*/9*/9*/10/10/*9/*9/*9/*5****";
    auto twoKings = Position::fromFen(r, "****rKrK3*" + empty + " r - 0 1");
    ASSERT_FALSE(twoKings.ok());
    EXPECT_NE(twoKings.errorText().find("position: Red has two kings, on"), std::string::npos) << twoKings.errorText();
    auto queenInHand = Position::fromFen(r, "****rK4*" + empty + " r rWrQ 0 1");
    ASSERT_FALSE(queenInHand.ok());
    EXPECT_NE(queenInHand.errorText().find("hold a 'Q', a piece that is never dropped"), std::string::npos)
        << queenInHand.errorText();
    EXPECT_TRUE(Position::fromFen(r, "****rK4*" + empty + " r rW2 0 1").ok());
}

}  // namespace
}  // namespace kabir::test
