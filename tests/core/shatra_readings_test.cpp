// Shatra: the rules an independent implementation written from the catalogue of chapter 29
// (§26) read otherwise than Kabir did, and the readings Kabir takes where the catalogue leaves
// them open. Each reproducer plays from the start with the default options.

#include "tests/core/shatrapositions.h"

#include "core/position/leapcapture.h"
#include "core/rules/adjudication.h"
#include "core/rules/refusal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace kabir::test {
namespace {

using namespace shatrapositions;

// §26, temdek ([P]): "shatras cannot capture within their own fortress". A shatra takes no
// unit standing in its own fortress, though it may land there; the other units may take there.
TEST(ShatraReadings, ShatraTakesNoUnitInItsOwnFortress)
{
    Position pos = start();
    play(pos,
        {"c5c6", "d13g9", "d1e6", "g9f9", "e6d6", "f9g9", "c3a6", "g9f9", "d3c7", "c12b8", "e3e6", "b8a7", "e6d7",
            "d14a8", "d4e6", "f9g9", "c1g6", "g9f9", "d2g7", "f9g9", "e1f6", "g9f9", "c2f7", "c13a9", "e2e7", "a7e3",
            "g7g8", "e3d2", "g8g7", "a8a7", "g7g8", "a7d4"});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"d5d3", "e5c3"}));
    Position tura = with({"Rd5", "qd4", "bd2", "Kg6", "kg10"});
    EXPECT_EQ(moves(tura), (std::set<std::string>{"d5xd3xd1"}));
}

// §26, goal: "Repetition draws" (rules.md §0, threefold). A shatra beyond the ditch steps
// sideways and back, so its step does not cut the history a repetition is looked for in,
// though it restarts the move rule's count as a pawn move; a step forward cannot be undone.
TEST(ShatraReadings, RepetitionCountsAcrossSidewaysShatraSteps)
{
    Position pos = start();
    play(pos, {"c5c7", "d13g9", "c7c8", "g9f9", "c8b8", "f9g9", "b8c8", "g9f9", "c8b8", "f9g9"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"b8c8"});
    EXPECT_EQ(adjudicate(pos).kind, ResultKind::Repetition);
    EXPECT_EQ(pos.halfmoveClock(), 0);
    Position forward = with({"Pc8", "Ka6", "rg9", "kg10"}, "w - - 0 1", {{"move-rule", "50"}});
    play(forward, {"a6a7", "g9f9", "a7a6", "f9g9", "c8c9"});
    EXPECT_EQ(forward.reversiblePlies(), 0);
    EXPECT_EQ(forward.halfmoveClock(), 0);
}

// §26, reserves: the biy in its gate may leave it as a reserve does, or capture from it. The
// two moves to b6 have texts of their own: as coordinates "K@b6" (a drop) and "d4b6", in the
// move text "d4-b6" and "d4xb6"; each reads back as itself, and "d4e6", where no capture has
// that text, still reads as the biy leaving its gate.
TEST(ShatraReadings, BiyLeavingItsGateAndCapturingFromItAreWrittenApart)
{
    Position pos = start();
    play(pos, {"c5c7", "e12f8", "a5a6", "f8c5"});
    const Move capture = parseMove(pos, "d4b6").value(), leave = parseMove(pos, "K@b6").value();
    EXPECT_TRUE(isLeapCapture(capture));
    EXPECT_FALSE(isLeapCapture(leave));
    EXPECT_EQ(coordinateText(pos, leave), "K@b6");
    EXPECT_EQ(moveText(pos, capture), "d4xb6");
    EXPECT_EQ(moveText(pos, leave), "d4-b6");
    EXPECT_EQ(parseMove(pos, "d4-b6").value(), leave);
    EXPECT_EQ(coordinateText(pos, parseMove(pos, "d4e6").value()), "K@e6");
}

// §26, captures: a capture is one move per end, type and units taken (Kabir's reading); its
// other paths, with other landings on the way, are written by players too and read as it.
TEST(ShatraReadings, AnotherPathToTheSameCaptureIsThatMove)
{
    Position pos = start();
    play(pos, {"d2g7", "c14f8", "g7g8", "e14b8"});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"g8e8a8"}));
    const Move m = parseMove(pos, "g8e8a8").value();
    for (const char* text : {"g8d8a8", "g8c8a8", "g8xd8xa8", "g8xc8xa8"}) {
        const auto read = parseMove(pos, text);
        ASSERT_TRUE(read.ok()) << text << ": " << read.errorText();
        EXPECT_EQ(read.value(), m) << text;
    }
    EXPECT_FALSE(parseMove(pos, "g8b8a8").ok());  // b8 is a unit taken, no landing
}

// §26, shatra moves ([SB]): en passant is a shatra's first leap only (Kabir's reading): the
// shatra beside the passed square leaps over it, as a pawn beside it takes en passant in chess;
// one that comes beside it within a sequence leaps on over units only. After b5-b7 the shatra
// on a8 may take the bishop and then the shatra on b7 (over b7 itself), not over b6.
TEST(ShatraReadings, EnPassantOnlyAsASequencesFirstLeap)
{
    Position pos = start();
    play(pos, {"c3a7", "c14a8", "b5b7"});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"a8a6c8", "a8c6"}));
    Position beside = with({"Pb5", "Ba7", "pa8", "pc7", "Kg5", "kg10"});
    playText(beside, {"b5-b7"});
    EXPECT_EQ(moves(beside), (std::set<std::string>{"a8xa6xc8", "a8xc6", "c7xa5"}));
}

// §26, captures: "captures are compulsory". A move refused only because a capture is
// compulsory says so, naming the unit that can capture (the mover itself where it can): the
// shatra on c5 that must take on b6 does not hear that its double step needs its first rank.
TEST(ShatraReadings, RefusalWhereOnlyACaptureIsCompulsoryNamesIt)
{
    Position pos = with({"Pc5", "pb6", "Kg5", "kg10"});
    const auto refusal = explainRefusal(pos, sq(pos, "c5"), sq(pos, "c7"));
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->reason, RefusalReason::CaptureCompulsory);
    EXPECT_EQ(refusalMessage(pos, *refusal), "A capture is compulsory: the shatra on c5 can capture.");
}

// Every refusal's reason agrees with why the move is not legal: in positions of random games
// where a capture is compulsory, a move is refused for the capture exactly where the unit
// could make it were none compulsory; elsewhere (every fifth position checked) never for a capture.
TEST(ShatraReadings, RefusalReasonsAgreeWithWhyTheMoveIsNotLegal)
{
    int compelled = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        Position pos = start();
        std::mt19937 random(seed);
        for (int ply = 0; ply < 40 && !adjudicate(pos).over(); ++ply) {
            MoveList legal, ordinary;
            generateLegalMoves(pos, legal);
            const bool compulsory = std::all_of(legal.begin(), legal.end(), [](Move m) { return isLeapCapture(m); });
            generateOrdinaryLeapMoves(pos, ordinary);
            compelled += compulsory;
            for (std::uint8_t from :
                compulsory || ply % 5 == 0 ? pos.piecesOf(pos.sideToMove()) : std::span<const std::uint8_t>())
                for (Square to = 0; to < pos.rules().squareCount(); ++to) {
                    const auto refusal = explainRefusal(pos, from, to);
                    if (!refusal || !pos.geometry().isPlayable(to))
                        continue;
                    const bool ordinaryMove = std::any_of(
                        ordinary.begin(), ordinary.end(), [&](Move m) { return m.from() == from && m.to() == to; });
                    EXPECT_EQ(refusal->reason == RefusalReason::CaptureCompulsory, compulsory && ordinaryMove)
                        << pos.fen() << " " << coordinateText(pos, Move(from, to)) << ": "
                        << refusalMessage(pos, *refusal);
                }
            pos.doMove(legal[random() % legal.size()]);
        }
    }
    EXPECT_GT(compelled, 10);
}

}  // namespace
}  // namespace kabir::test
