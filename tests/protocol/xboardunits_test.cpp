// The small units of the XBoard engine: square names, time controls, variant definitions.

#include "core/board/xboardsquares.h"
#include "core/protocol/xboardtimecontrol.h"
#include "core/protocol/xboardvariants.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

namespace kabir::protocol {
namespace {

TEST(XBoardSquares, TenRanksCountFromZeroBothWays)
{
    const std::pair<const char*, const char*> moves[] = {
        {"e2e5", "e1e4"},
        {"a10a9", "a9a8"},
        {"e9e10q", "e8e9q"},
        {"W@e4", "W@e3"},
        {"e1b1", "e0b0"},
        {"g1k1h1", "g0k0h0"},
        {"e10e10n", "e9e9n"},
        {"c4d5,d5e4", "c3d4,d4e3"},
    };
    for (const auto& [kabir, xboard] : moves) {
        EXPECT_EQ(toXBoardSquares(kabir, 10), xboard);
        EXPECT_EQ(fromXBoardSquares(xboard, 10), kabir);
    }
}

TEST(XBoardSquares, OtherBoardsAgree)
{
    for (int ranks : {8, 11, 13})
        for (const char* move : {"e2e4", "a11a10", "m13m12", "W@e4", "e12e13q"}) {
            EXPECT_EQ(toXBoardSquares(move, ranks), move);
            EXPECT_EQ(fromXBoardSquares(move, ranks), move);
        }
}

TEST(XBoardSquares, FenFieldsAfterTheBoardOnly)
{
    const std::string kabir = "r8k/8pp/10/10/4P5/10/10/10/10/R3K5 b Q e2e3e4 0 1 waiting:e10,c1";
    const std::string xboard = "r8k/8pp/10/10/4P5/10/10/10/10/R3K5 b Q e1e2e3 0 1 waiting:e9,c0";
    EXPECT_EQ(fenToXBoard(kabir, 10), xboard);
    EXPECT_EQ(fenFromXBoard(xboard, 10), kabir);
    EXPECT_EQ(fenToXBoard("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 8),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

TEST(XBoardTimeControl, LevelGivesClocksIncrementAndMovesToGo)
{
    XBoardTimeControl clock;
    ASSERT_TRUE(clock.level("40 0:30 0"));
    search::Limits l = clock.limits(1, 1);
    EXPECT_EQ(l.time[1], 30000);
    EXPECT_EQ(l.time[0], 30000);
    EXPECT_EQ(l.movesToGo, 40);
    EXPECT_EQ(clock.limits(0, 41).movesToGo, 40);
    EXPECT_EQ(clock.limits(0, 45).movesToGo, 36);

    ASSERT_TRUE(clock.level("0 2 12"));
    ASSERT_TRUE(clock.engineClock("5000"));
    ASSERT_TRUE(clock.opponentClock("7000"));
    l = clock.limits(1, 10);
    EXPECT_EQ(l.time[1], 50000);
    EXPECT_EQ(l.time[0], 70000);
    EXPECT_EQ(l.increment[1], 12000);
    EXPECT_EQ(l.movesToGo, 0);
}

TEST(XBoardTimeControl, FixedTimeDepthAndBadArguments)
{
    XBoardTimeControl clock;
    ASSERT_TRUE(clock.fixedTime("2"));
    ASSERT_TRUE(clock.depth("7"));
    const search::Limits l = clock.limits(0, 1);
    EXPECT_EQ(l.moveTime, 2000);
    EXPECT_EQ(l.depth, 7);
    EXPECT_FALSE(clock.level("40 x 0"));
    EXPECT_FALSE(clock.level("40"));
    EXPECT_FALSE(clock.fixedTime("-1"));
    EXPECT_FALSE(clock.engineClock("soon"));
    clock.newGame();
    EXPECT_EQ(clock.limits(0, 1).depth, 0);
}

const VariantFile& variant(const std::string& id)
{
    return *VariantCatalog::builtIn().find(id);
}

TEST(XBoardVariants, FourArmiesAndPreGameChoicesAreLeftOut)
{
    EXPECT_FALSE(xboardCanPlay(variant("chaturanga-4-84")));
    for (const char* id : {"chess", "hyderabad", "kaiserspiel", "sultanspiel", "turkish"})
        EXPECT_TRUE(xboardCanPlay(variant(id))) << id;
    const VariantFile& sultanspiel = variant("sultanspiel");
    for (const OptionDefinition& o : sultanspiel.options()) {
        if (o.key == "array-chooser") {
            EXPECT_EQ(xboardOptionValues(sultanspiel, o), std::vector<std::string>{"agreed"});
        }
    }
    EXPECT_EQ(xboardVariantName("chess"), "normal");
    EXPECT_EQ(variantIdFromXBoard("normal"), "chess");
}

TEST(XBoardVariants, SetupMapsLettersOntoPicturesByMovement)
{
    const auto definition = variant("sultanspiel").definition(variant("sultanspiel").resolveOptions({}).value());
    const std::vector<std::string> lines = xboardVariantLines(definition.value());
    ASSERT_FALSE(lines.empty());
    // Marshall (RN) on XBoard's marshall, adjutant (BN) on its archbishop, commander (QN) on its unicorn.
    EXPECT_EQ(lines[0],
        "setup (PNBRQ..AM...........CKpnbrq..am...........ck) 11x11+0_fairy "
        "rbnmckqabnr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RBNMCKQABNR w KQkq - 0 1");
    EXPECT_EQ(lines.size(), 1 + definition->pieces.size());
    EXPECT_NE(std::find(lines.begin(), lines.end(), "piece M& RN"), lines.end());
    const auto chess = variant("chess").definition(variant("chess").resolveOptions({}).value());
    EXPECT_TRUE(xboardVariantLines(chess.value()).empty());
}

}  // namespace
}  // namespace kabir::protocol
