// Tressau's numbered squares (Sultanspiel, Tressau 1840, as quoted by Markov 2022): the
// numbering as data of the variant file, its round trip over the whole board, and moves
// written, read and replayed in the numbered notation.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const Notation kNumbered{MoveSystem::Numbered, ""};

Square at(const Position& pos, const std::string& name)
{
    return pos.geometry().parseSquare(name).value();
}

// Plays numbered texts, failing the test on one that is not read.
void playNumbered(Position& pos, std::initializer_list<std::string> texts)
{
    for (const std::string& text : texts) {
        auto m = parseMove(pos, text);
        ASSERT_TRUE(m.ok()) << m.errorText();
        pos.doMove(m.value());
    }
}

TEST(TressauNumbers, EverySquareOfTheElevenByElevenBoardRoundTrips)
{
    const Position pos = position("sultanspiel");
    const SquareNumbering& numbering = pos.rules().definition().numbering;
    ASSERT_TRUE(numbering.defined());
    const Geometry& g = pos.geometry();
    std::set<int> seen;
    for (Square s = 0; s < g.squareCount(); ++s) {
        const int n = numbering.numberOf(s);
        EXPECT_EQ(n, 11 * (11 - (g.rankOf(s) + 1)) + g.fileOf(s) + 1) << g.squareName(s);  // n = 11·(11 − rank) + file
        EXPECT_EQ(numbering.squareOf(n), s) << n;
        seen.insert(n);
    }
    EXPECT_EQ(seen.size(), 121u);
    EXPECT_EQ(*seen.begin(), 1);
    EXPECT_EQ(*seen.rbegin(), 121);
    EXPECT_FALSE(numbering.squareOf(0).has_value());
    EXPECT_FALSE(numbering.squareOf(122).has_value());
}

TEST(TressauNumbers, MarkovsConversionsHold)
{
    // Markov (2022) quotes Tressau's 102 [c2], 112 [b1] … 115 [e1], 117 [g1]; 116 and 119 are
    // the kings' and bishops' squares of the same scheme.
    const Position pos = position("sultanspiel");
    const SquareNumbering& numbering = pos.rules().definition().numbering;
    const std::map<int, std::string> quoted{{1, "a11"}, {11, "k11"}, {102, "c2"}, {112, "b1"}, {113, "c1"}, {114, "d1"},
        {115, "e1"}, {116, "f1"}, {117, "g1"}, {119, "i1"}, {121, "k1"}};
    for (const auto& [number, name] : quoted) {
        EXPECT_EQ(numbering.numberOf(at(pos, name)), number) << name;
        EXPECT_EQ(numbering.squareOf(number), at(pos, name)) << number;
    }
}

TEST(TressauNumbers, OnlyAVariantThatDeclaresThemNumbersItsSquares)
{
    // The sources show Tressau's numbers for the Sultanspiel board only.
    for (const char* variant : {"kaiserspiel", "chess", "hyderabad", "turkish", "chaturanga-4-84"}) {
        Position pos = position(variant);
        EXPECT_FALSE(pos.rules().definition().numbering.defined()) << variant;
        EXPECT_EQ(pos.rules().definition().numbering.numberOf(0), 0) << variant;
        MoveList legal;
        generateLegalMoves(pos, legal);
        EXPECT_EQ(moveText(pos, legal[0], kNumbered), moveText(pos, legal[0])) << variant;  // the SAN-like text
    }
}

TEST(TressauNumbers, AVariantFileNumbersFromACornerAlongRanksOrFiles)
{
    auto numbering = [](const std::string& numbers) -> Result<VariantDefinition> {
        auto file = VariantFile::parse("id = \"x\"\nname = \"X\"\nsource = \"test\"\n[board]\nfiles = 3\nranks = 4\n"
                                       "[[pieces]]\nletter = \"K\"\nname = \"King\"\nbetza = \"K\"\nroyal = true\n"
                                       "[setup]\nfen = \"k2/3/3/2K w - - 0 1\"\n[notation.numbers]\n"
                + numbers,
            "x.toml");
        EXPECT_TRUE(file.ok()) << file.errorText();
        return file->definition(file->resolveOptions({}).value());
    };
    auto files = numbering("first = \"a1\"\nalong = \"files\"\n");
    ASSERT_TRUE(files.ok()) << files.errorText();
    const Geometry& g = files->geometry;
    EXPECT_EQ(files->numbering.numberOf(*g.parseSquare("a1")), 1);
    EXPECT_EQ(files->numbering.numberOf(*g.parseSquare("a4")), 4);
    EXPECT_EQ(files->numbering.numberOf(*g.parseSquare("b1")), 5);
    EXPECT_EQ(files->numbering.numberOf(*g.parseSquare("c4")), 12);
    auto fromTheRight = numbering("first = \"c4\"\n");  // along the ranks by default
    ASSERT_TRUE(fromTheRight.ok()) << fromTheRight.errorText();
    EXPECT_EQ(fromTheRight->numbering.numberOf(*g.parseSquare("b4")), 2);
    EXPECT_EQ(fromTheRight->numbering.numberOf(*g.parseSquare("c3")), 4);
    EXPECT_NE(numbering("first = \"b1\"\n").errorText().find("must be a corner of the board"), std::string::npos);
    EXPECT_NE(numbering("first = \"a1\"\nalong = \"diagonals\"\n").errorText().find("must be ranks or files"),
        std::string::npos);
    EXPECT_NE(numbering("along = \"ranks\"\n").errorText().find("notation.numbers.first"), std::string::npos);
}

TEST(TressauNumbers, MovesAreWrittenFromToWithCapturesMarked)
{
    Position pos = position("sultanspiel");
    EXPECT_EQ(moveText(pos, parseMove(pos, "f2f5").value(), kNumbered), "105-72");
    EXPECT_EQ(moveText(pos, parseMove(pos, "c1d3").value(), kNumbered), "113-92");
    Position capture = position("sultanspiel", {}, "5k5/11/11/11/11/4p6/5P5/11/11/11/5K5 w - - 0 1");
    EXPECT_EQ(moveText(capture, parseMove(capture, "f5e6").value(), kNumbered), "72:60");
}

TEST(TressauNumbers, EveryLegalMoveReadsBackFromItsNumberedText)
{
    for (const OptionValues& options : {OptionValues{}, OptionValues{{"ruleset", "B"}}}) {
        Position pos = position("sultanspiel", options);
        for (const char* text : {"f2f5", "g10g8", "e2e4", "h11d7", "g1f2", "d7e6"}) {
            MoveList legal;
            generateLegalMoves(pos, legal);
            for (Move m : legal) {
                const std::string written = moveText(pos, m, kNumbered);
                auto read = parseMove(pos, written);
                ASSERT_TRUE(read.ok()) << written << ": " << read.errorText();
                EXPECT_EQ(read.value(), m) << written;
            }
            play(pos, {text});
        }
    }
}

TEST(TressauNumbers, CapturesMayBeWrittenWithDashColonOrX)
{
    Position pos = position("sultanspiel", {}, "5k5/11/11/11/11/4p6/5P5/11/11/11/5K5 w - - 0 1");
    const Move capture = parseMove(pos, "f5e6").value();
    for (const char* text : {"72:60", "72-60", "72x60", "72:60+"})
        EXPECT_EQ(parseMove(pos, text).value(), capture) << text;
}

TEST(TressauNumbers, NumbersAreNeverReadAsSomethingElse)
{
    Position pos = position("sultanspiel");
    EXPECT_FALSE(parseMove(pos, "0105-72").ok());  // no leading zero
    EXPECT_FALSE(parseMove(pos, "105-0").ok());    // no square 0
    EXPECT_FALSE(parseMove(pos, "105-172").ok());  // no square beyond 121
    EXPECT_FALSE(parseMove(pos, "105--72").ok());
    // Castling with zeros still reads as castling, never as numbers.
    Position castling = position("sultanspiel", {}, "5k5/11/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1");
    EXPECT_EQ(coordinateText(castling, parseMove(castling, "0-0-0").value()), "f1b1");
    EXPECT_EQ(coordinateText(castling, parseMove(castling, "0-0").value()), "f1j1");
}

TEST(TressauNumbers, CastlingIsTheKingsMove)
{
    Position pos = position("sultanspiel", {}, "5k5/11/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1");
    const Move queenside = parseMove(pos, "f1b1").value();
    EXPECT_EQ(moveText(pos, queenside, kNumbered), "116-112");
    EXPECT_EQ(parseMove(pos, "116-112").value(), queenside);
    EXPECT_EQ(parseMove(pos, "O-O-O").value(), queenside);
    EXPECT_EQ(moveText(pos, parseMove(pos, "f1j1").value(), kNumbered), "116-120");
}

TEST(TressauNumbers, PromotionsNameThePieceAndInPlaceTheSquareOnce)
{
    // Rule set B: a pawn on e10 (16) promotes on e11 (5).
    Position modern = position("sultanspiel", {{"ruleset", "B"}}, "11/4P6/11/k10/11/11/11/11/11/11/5K5 w - - 0 1");
    const Move promotion = parseMove(modern, "e10e11q").value();
    EXPECT_EQ(moveText(modern, promotion, kNumbered), "16-5=Q");
    EXPECT_EQ(parseMove(modern, "16-5=Q").value(), promotion);
    EXPECT_EQ(moveText(modern, promotion, {MoveSystem::Numbered, "de"}), "16-5=D");
    EXPECT_EQ(parseMove(modern, "16-5=D", {MoveSystem::Numbered, "de"}).value(), promotion);
    // Rule set A: the waiting pawn on e11 (5) promotes in place once the commander is lost.
    Position waiting = position("sultanspiel", {}, "4P6/11/1k9/11/11/11/11/11/11/11/RBNM1KQABNR w - - 0 1 waiting:e11");
    const Move inPlace = parseMove(waiting, "e11e11c").value();
    EXPECT_EQ(moveText(waiting, inPlace, kNumbered), "@5=C");
    EXPECT_EQ(parseMove(waiting, "@5=C").value(), inPlace);
    EXPECT_EQ(moveText(waiting, inPlace, {MoveSystem::Numbered, "de"}), "@5=F");
}

TEST(TressauNumbers, AGameIsReplayedFromNumberedText)
{
    // Markov (2022) cites Tressau's four example games (1840, pp. 87–89) but quotes none of
    // their moves; this legal opening uses their features: a pawn's triple step, a double
    // step from the third rank, a capture and the commander's recapture.
    Position numbered = position("sultanspiel");
    playNumbered(numbered, {"105-72", "16-38", "72-61", "38-49", "61:49", "5:49", "104-82", "49:82", "113-92"});
    Position coordinates = position("sultanspiel");
    play(coordinates, {"f2f5", "e10e8", "f5f6", "e8e7", "f6e7", "e11e7", "e2e4", "e7e4", "c1d3"});
    EXPECT_EQ(numbered.fen(), coordinates.fen());
}

}  // namespace
}  // namespace kabir::test
