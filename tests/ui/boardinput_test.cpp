// Move input on the board: click-click moves, legal destinations while a piece is held,
// refusals with a reason, the promotion chooser offered exactly the legal choices, king swaps
// and promotion in place by clicking, no input while an earlier position of a live game is on
// view and a variation otherwise; the right button's arrows and circles, kept with the node
// on view and written as %cal and %csl.

#include "ui/boardinput.h"

#include "core/catalog/variantcatalog.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"
#include "ui/gameviewer.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace {

struct Board {
    GameController game;
    BoardView view;
    BoardInput input{&view, &game};
    QStringList refusals;

    explicit Board(const QString& variant, const kabir::OptionValues& options = {}, const QString& fen = {})
    {
        EXPECT_EQ(game.newGame(variant, options, fen), QString());
        view.setPosition(game.position());
        QObject::connect(&input, &BoardInput::refused, [this](const QString& r) { refusals << r; });
    }
    kabir::Square sq(const char* name) const { return *game.position().geometry().parseSquare(name); }
    void click(const char* name) { input.clickSquare(sq(name)); }
};

TEST(BoardInput, ClickPieceThenDestinationPlaysTheMove)
{
    Board b(QStringLiteral("kaiserspiel"), {{"ruleset", "B"}});
    b.click("e2");
    EXPECT_EQ(b.input.selected(), b.sq("e2"));
    EXPECT_EQ(b.input.highlightedMoves().size(), 3);  // e3, e4, e5
    b.click("e5");
    EXPECT_EQ(b.game.plyCount(), 1);
    EXPECT_EQ(b.input.selected(), kabir::kNoSquare);
}

TEST(BoardInput, RefusesTheWrongArmyAndImpossibleDestinations)
{
    Board b(QStringLiteral("chess"));
    b.click("e7");
    EXPECT_EQ(b.input.selected(), kabir::kNoSquare);
    ASSERT_EQ(b.refusals.size(), 1);
    b.click("e2");
    b.click("e5");
    EXPECT_EQ(b.game.plyCount(), 0);
    EXPECT_EQ(b.refusals.size(), 2);
}

TEST(BoardInput, PromotionChooserGetsExactlyTheLegalChoices)
{
    // Tressau A: White has lost a knight and a rook; the pawn may also stay a pawn.
    Board b(QStringLiteral("kaiserspiel"), {}, QStringLiteral("10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1"));
    QStringList offered;
    b.input.setPromotionChooser([&](const QList<kabir::Move>& moves) -> std::optional<kabir::Move> {
        for (const kabir::Move& m : moves)
            offered << b.game.moveText(m);
        return moves.front();
    });
    b.click("e9");
    b.click("e10");
    offered.sort();
    EXPECT_EQ(offered, (QStringList{QStringLiteral("e10"), QStringLiteral("e10=N"), QStringLiteral("e10=R")}));
    EXPECT_EQ(b.game.plyCount(), 1);
}

TEST(BoardInput, CancelledPromotionPlaysNothing)
{
    Board b(QStringLiteral("chess"), {}, QStringLiteral("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    b.input.setPromotionChooser([](const QList<kabir::Move>&) { return std::optional<kabir::Move>(); });
    b.click("e7");
    b.click("e8");
    EXPECT_EQ(b.game.plyCount(), 0);
}

TEST(BoardInput, KingSwapAndInPlacePromotionByClicking)
{
    Board b(QStringLiteral("chaturanga-4-84"), {},
        QStringLiteral("****5*/9*/9*/bK8*/10/10/*8gK/*9/*9/*rKrP1yK1**** r - 0 1"));
    // Red's king on b1 next to its pawn on c1 (at the far edge, with pieces lost).
    b.click("b1");
    b.click("c1");  // a swap: the king holds, the pawn is its own
    EXPECT_EQ(b.game.plyCount(), 1);
    EXPECT_EQ(b.game.moveAt(0).kind(), kabir::MoveKind::Swap);
    // Green, Yellow and Black move; then Red clicks its pawn, now on b1, twice to promote it.
    for (const char* move : {"j4j3", "e1e2", "a7a6"})
        ASSERT_EQ(b.game.play(QString::fromLatin1(move)), QString());
    b.input.setPromotionChooser(
        [](const QList<kabir::Move>& moves) { return std::optional<kabir::Move>(moves.front()); });
    b.click("b1");
    b.click("b1");
    EXPECT_EQ(b.game.plyCount(), 5);
    EXPECT_EQ(b.game.moveAt(4).kind(), kabir::MoveKind::Promotion);
}

TEST(BoardInput, NoInputWhileAnEarlierPositionOfALiveGameIsOnView)
{
    Board b(QStringLiteral("chess"));
    b.game.viewer()->setComputerInGame(true);
    b.click("e2");
    b.click("e4");
    b.game.viewer()->setViewedPly(0);
    b.click("e7");
    EXPECT_EQ(b.input.selected(), kabir::kNoSquare);
    EXPECT_FALSE(b.refusals.isEmpty());
}

TEST(BoardInput, AMoveAtAnEarlierPositionMakesAVariation)
{
    Board b(QStringLiteral("chess"));
    for (const char* square : {"e2", "e4", "e7", "e5"})
        b.click(square);
    b.game.viewer()->setViewedPly(1);
    b.click("c7");
    b.click("c5");
    EXPECT_EQ(b.game.plyCount(), 2);
    EXPECT_FALSE(b.game.viewer()->tree().isMainLine(b.game.viewer()->viewedNode()));
    EXPECT_EQ(b.game.viewer()->tree().node(b.game.viewer()->viewedNode()).text, "c5");
    EXPECT_TRUE(b.refusals.isEmpty());
}

TEST(BoardInput, TheComputersTurnGuardsTheGameNotItsVariations)
{
    Board b(QStringLiteral("chess"));
    b.game.viewer()->setComputerInGame(true);
    b.input.setMoveGuard([] { return QStringLiteral("It is the computer's turn."); });
    for (const char* move : {"e4", "e5"})
        ASSERT_EQ(b.game.play(QString(move)), QString());
    ASSERT_EQ(b.game.resign(0), QString());  // over: the computer plays no more
    b.game.viewer()->setViewedPly(1);
    b.click("d7");
    b.click("d5");
    EXPECT_TRUE(b.refusals.isEmpty());
    EXPECT_EQ(b.game.viewer()->tree().node(b.game.viewer()->viewedNode()).text, "d5");
}

// The right button on the board as a player uses it.
struct Marking : Board {
    using Board::Board;
    QPoint at(const char* name) const { return view.squareRect(sq(name)).center().toPoint(); }
    void drag(const char* from, const char* to, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mousePress(&view, Qt::RightButton, modifiers, at(from));
        QTest::mouseRelease(&view, Qt::RightButton, modifiers, at(to));
    }
    const kabir::Comment& marks() const { return game.viewer()->marks(game.viewer()->viewedNode()); }
};

TEST(BoardInput, TheRightButtonDrawsArrowsAndCirclesOnTheNodeOnView)
{
    Marking b(QStringLiteral("chess"));
    b.view.resize(400, 400);
    b.click("e2");
    b.click("e4");
    b.drag("g1", "f3");
    b.drag("d4", "d4", Qt::ShiftModifier);
    b.drag("e5", "e5", Qt::AltModifier);
    EXPECT_EQ(b.marks().arrows, (std::vector<kabir::Arrow>{{'G', b.sq("g1"), b.sq("f3")}}));
    EXPECT_EQ(b.marks().circles, (std::vector<kabir::Circle>{{'R', b.sq("d4")}, {'B', b.sq("e5")}}));
    EXPECT_TRUE(GameRecords::write(b.game).contains("1. e4 {[%csl Rd4,Be5] [%cal Gg1f3]}"))
        << GameRecords::write(b.game).toStdString();

    b.drag("e5", "e5", Qt::AltModifier);  // the same again: gone
    EXPECT_EQ(b.marks().circles.size(), 1u);
    b.game.viewer()->setViewedPly(0);  // another node, other marks
    EXPECT_TRUE(b.marks().circles.empty());
    b.game.viewer()->setViewedPly(1);
    EXPECT_EQ(b.marks().circles.size(), 1u);
    QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.at("a5"));  // a left click wipes them
    EXPECT_TRUE(b.marks().circles.empty());
    EXPECT_TRUE(b.marks().arrows.empty());
}

TEST(BoardInput, MarksOnATenByTenBoardNameItsSquares)
{
    Marking b(QStringLiteral("kaiserspiel"), {{"ruleset", "B"}});
    b.view.resize(500, 500);
    b.drag("a1", "j10", Qt::ControlModifier | Qt::AltModifier);
    EXPECT_TRUE(GameRecords::write(b.game).contains("{[%cal Ya1j10]}")) << GameRecords::write(b.game).toStdString();
}

}  // namespace
