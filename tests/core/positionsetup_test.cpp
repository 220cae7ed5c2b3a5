// Setting up a position (core/position/positionsetup.h): a setup makes a position exactly as it says,
// checked or not, and writes its FEN; the en passant fields offered are those a multi-step
// could just have left; rights the board no longer allows are dropped.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

Square at(const RulesetPtr& r, const char* name)
{
    return *r->geometry().parseSquare(name);
}

std::vector<Square> squares(const RulesetPtr& r, std::initializer_list<const char*> names)
{
    std::vector<Square> out;
    for (const char* name : names)
        out.push_back(at(r, name));
    return out;
}

TEST(PositionSetup, APositionsSetupMakesTheSamePosition)
{
    const std::pair<const char*, const char*> cases[] = {
        {"chess", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"},
        {"kaiserspiel", "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 7 40 waiting:c1,e10"},
        {"hyderabad", "5k4/10/10/10/10/10/10/10/10/5K4 w - - 0 1 leap:k"},
        {"chaturanga-4-84",
            "****rNrBrKrQrR*/bRbP2rPrPrPrPrP*/bQbP7*/bKbP7*/bBbP6gPgN/bNbP6gPgB/*7gPgK/*7gPgQ/"
            "*yPyPyPyPyP2gPgR/*yRyQyKyByN**** g rW2gW 3 5"},
    };
    for (const auto& [variant, fen] : cases) {
        RulesetPtr r
            = rules(variant, std::string(variant) == "kaiserspiel" ? OptionValues{{"ruleset", "A"}} : OptionValues{});
        auto read = Position::fromFen(r, fen);
        ASSERT_TRUE(read.ok()) << fen << ": " << read.errorText();
        const Position made = Position::fromSetup(r, read->setup());
        EXPECT_EQ(made.fen(), fen);
        EXPECT_TRUE(made == read.value()) << fen;
        EXPECT_EQ(made.key(), read->key());
    }
}

TEST(PositionSetup, AnUncheckedSetupWritesItsFenAndTheReaderSaysWhatIsWrong)
{
    RulesetPtr r = rules("chess");
    PositionSetup setup;
    setup.board[std::size_t(at(r, "e1"))] = makePiece(0, PieceType(r->definition().pieceTypeOf('K')));
    setup.board[std::size_t(at(r, "d1"))] = makePiece(0, PieceType(r->definition().pieceTypeOf('K')));
    const Position made = Position::fromSetup(r, setup);
    EXPECT_EQ(made.fen(), "8/8/8/8/8/8/8/3KK3 w - - 0 1");
    auto read = Position::fromFen(r, made.fen());
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.errorText().find("FEN: White has two kings, on d1 and e1."), std::string::npos) << read.errorText();
}

TEST(PositionSetup, EnPassantChoicesAreWhatAMultiStepCouldJustHaveLeft)
{
    // Chess: e2-e4 is taken on e3 by the pawn on d4; nothing stands beside the a-pawn.
    Position chess = position("chess", {}, "4k3/8/8/8/P2pP3/8/8/4K3 b - - 0 1");
    EXPECT_EQ(enPassantChoices(chess), (std::vector<std::vector<Square>>{squares(chess.rulesPtr(), {"e3"})}));

    // Kaiserspiel: e5 came from e2 (over e3 and e4) or from e3 (over e4); the pawn on f5
    // attacks e4 only, the one on d4 e3 as well.
    Position kaiser = position("kaiserspiel", {{"ruleset", "B"}}, "4k5/10/10/10/10/4Pp4/3p6/10/10/4K5 b - - 0 1");
    EXPECT_EQ(enPassantChoices(kaiser),
        (std::vector<std::vector<Square>>{
            squares(kaiser.rulesPtr(), {"e4"}), squares(kaiser.rulesPtr(), {"e3", "e4"})}));
    // The pawn that moved last is White's: with White to move, Black's pawns made no multi-step.
    Position whiteToMove = position("kaiserspiel", {{"ruleset", "B"}}, "4k5/10/10/10/10/4Pp4/3p6/10/10/4K5 w - - 0 1");
    EXPECT_TRUE(enPassantChoices(whiteToMove).empty());
    // Each choice is read back as a FEN field.
    for (const std::vector<Square>& field : enPassantChoices(kaiser)) {
        PositionSetup setup = kaiser.setup();
        setup.enPassant = field;
        EXPECT_TRUE(Position::fromFen(kaiser.rulesPtr(), Position::fromSetup(kaiser.rulesPtr(), setup).fen()).ok());
    }

    // No en passant in Hyderabad's rules of Markov 2022.
    EXPECT_TRUE(enPassantChoices(position("hyderabad", {}, "5k4/10/10/10/10/4Pp4/10/10/10/5K4 b - - 0 1")).empty());
}

TEST(PositionSetup, RightsTheBoardNoLongerAllowsAreDropped)
{
    RulesetPtr chess = rules("chess");
    PositionSetup setup = Position::fromFen(chess, "4k2r/8/8/8/3pP3/8/8/R3K2R b KQk e3 0 1")->setup();
    setup.board[std::size_t(at(chess, "h1"))] = kEmpty;
    dropImpossibleRights(setup, chess);
    EXPECT_EQ(Position::fromSetup(chess, setup).fen(), "4k2r/8/8/8/3pP3/8/8/R3K3 b Qk e3 0 1");
    setup.side = 0;  // White to move: Black moved last, and made no multi-step
    dropImpossibleRights(setup, chess);
    EXPECT_EQ(Position::fromSetup(chess, setup).fen(), "4k2r/8/8/8/3pP3/8/8/R3K3 w Qk - 0 1");

    RulesetPtr tressau = rules("kaiserspiel", {{"ruleset", "A"}});
    setup = Position::fromFen(tressau, "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:e10,c1")->setup();
    setup.board[std::size_t(at(tressau, "e10"))] = kEmpty;
    dropImpossibleRights(setup, tressau);
    EXPECT_EQ(setup.waiting, squares(tressau, {"c1"}));
}

TEST(PositionSetup, CastlingIsPossibleWithTheKingAndItsOwnRookInPlace)
{
    Position pos = position("chess", {}, "r3k2r/8/8/8/8/8/8/R3KB1r b Qkq - 0 1");
    std::string possible;
    for (const CastlingRule& rule : pos.rules().castlings())
        if (castlingPossible(pos, rule))
            possible += rule.letter;
    EXPECT_EQ(possible.size(), 3u);
    EXPECT_EQ(possible.find('K'), std::string::npos);  // Black's rook on h1 is not White's

    // Another man of the army on the rook's square is no partner: the king castles with the
    // piece its array puts there.
    pos = position("chess", {}, "r3k2n/8/8/8/8/8/8/B3K2R w - - 0 1");
    possible.clear();
    for (const CastlingRule& rule : pos.rules().castlings())
        if (castlingPossible(pos, rule))
            possible += rule.letter;
    EXPECT_EQ(possible, "Kq");
    const auto read = Position::fromFen(pos.rulesPtr(), "r3k2n/8/8/8/8/8/8/B3K2R w KQkq - 0 1");
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.errorText().find("needs the king on e1 and its rook on a1"), std::string::npos) << read.errorText();
}

}  // namespace
}  // namespace kabir::test
