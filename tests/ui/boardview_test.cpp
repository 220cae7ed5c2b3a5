// BoardView's geometry: on every board size, widget shape and orientation (a quarter turn at a
// time), squareAt() finds the square whose squareRect() holds the point; points off the board
// and cut-away squares are no square; squares stay square; each army of a four-army board can
// be turned to the bottom, its pawns moving up the screen.

#include "core/rules/rulesetcompiler.h"
#include "ui/boardview.h"

#include "core/catalog/variantcatalog.h"
#include "core/variant/variantfile.h"

#include <gtest/gtest.h>

#include <optional>

using kabir::kNoSquare;
using kabir::Square;

namespace {

std::optional<kabir::Position> startPosition(const std::string& variant)
{
    auto rules = kabir::VariantCatalog::builtIn().ruleset(variant);
    if (!rules) {
        ADD_FAILURE() << variant << ": " << rules.errorText();
        return std::nullopt;
    }
    return kabir::Position::start(rules.value());
}

// Square, wide, tall and small widgets.
const QSize kSizes[] = {QSize(640, 640), QSize(733, 512), QSize(300, 900), QSize(190, 180)};

void expectEveryCentreMapsBack(const BoardView& view)
{
    const kabir::Geometry& geometry = view.position()->geometry();
    for (Square s = 0; s < geometry.squareCount(); ++s) {
        if (!geometry.isPlayable(s))
            continue;
        const QRectF rect = view.squareRect(s);
        EXPECT_EQ(rect.width(), rect.height()) << geometry.squareName(s);
        EXPECT_TRUE(QRectF(view.rect()).contains(rect)) << geometry.squareName(s);
        EXPECT_EQ(view.squareAt(rect.center().toPoint()), s) << geometry.squareName(s);
    }
}

// The bounding rectangle of every square of the board.
QRectF boardRect(const BoardView& view)
{
    const kabir::Geometry& geometry = view.position()->geometry();
    QRectF board;
    for (Square s = 0; s < geometry.squareCount(); ++s)
        board |= view.squareRect(s);
    return board;
}

void expectNoSquareOutside(const BoardView& view)
{
    const QRect board = boardRect(view).toAlignedRect();
    const QPoint centre = board.center();
    const QPoint outside[] = {
        QPoint(board.left() - 1, centre.y()),
        QPoint(board.right() + 1, centre.y()),
        QPoint(centre.x(), board.top() - 1),
        QPoint(centre.x(), board.bottom() + 1),
        QPoint(board.left() - 1, board.top() - 1),
        QPoint(board.right() + 1, board.bottom() + 1),
        QPoint(-1, -1),
        QPoint(0, 0),
        QPoint(view.width(), view.height()),
        QPoint(-5000, 5000),
    };
    for (const QPoint& point : outside)
        EXPECT_EQ(view.squareAt(point), kNoSquare) << point.x() << ',' << point.y();
}

TEST(BoardView, SquareAtMapsEveryCentreBackToItsSquare)
{
    for (const char* variant : {"chess", "hyderabad", "turkish", "chaturanga-4-84"}) {
        const auto position = startPosition(variant);
        ASSERT_TRUE(position);
        BoardView view;
        view.setPosition(*position);
        for (int turns = 0; turns < 4; ++turns) {
            view.setQuarterTurns(turns);
            for (const QSize& size : kSizes) {
                SCOPED_TRACE(::testing::Message()
                    << variant << " turned " << turns << ' ' << size.width() << 'x' << size.height());
                view.resize(size);
                expectEveryCentreMapsBack(view);
                expectNoSquareOutside(view);
            }
        }
    }
}

TEST(BoardView, FlippingTurnsTheBoardHalfWayRound)
{
    const auto position = startPosition("hyderabad");
    ASSERT_TRUE(position);
    BoardView view;
    view.setPosition(*position);
    view.resize(500, 500);
    const kabir::Geometry& geometry = position->geometry();
    const Square a1 = geometry.square(0, 0);
    const Square j10 = geometry.square(9, 9);
    const QRectF whiteCorner = view.squareRect(a1);
    const QRectF blackCorner = view.squareRect(j10);
    EXPECT_LT(whiteCorner.left(), blackCorner.left());  // a1 bottom left, j10 top right
    EXPECT_GT(whiteCorner.top(), blackCorner.top());
    view.setQuarterTurns(2);
    EXPECT_EQ(view.squareRect(a1), blackCorner);
    EXPECT_EQ(view.squareRect(j10), whiteCorner);
}

TEST(BoardView, EachArmyCanBeTurnedToTheBottom)
{
    const auto position = startPosition("chaturanga-4-84");
    ASSERT_TRUE(position);
    const kabir::VariantDefinition& definition = position->rules().definition();
    BoardView view;
    view.setPosition(*position);
    view.resize(600, 600);
    for (kabir::Army army = 0; army < definition.armies.size(); ++army) {
        SCOPED_TRACE(definition.armies[army].name);
        view.setQuarterTurns(BoardOrientation::facing(definition, army));
        // The army's king is in the lower half, and a step forward goes up the screen.
        const Square king = position->kingSquare(army);
        EXPECT_GT(view.squareRect(king).center().y(), view.height() / 2.0);
        const kabir::Geometry& geometry = position->geometry();
        const kabir::ArmyDefinition& a = definition.armies[army];
        const Square centre = geometry.square(4, 4);
        const Square ahead = geometry.square(4 + a.forwardX, 4 + a.forwardY);
        EXPECT_LT(view.squareRect(ahead).top(), view.squareRect(centre).top());
        EXPECT_EQ(view.squareRect(ahead).left(), view.squareRect(centre).left());
    }
}

TEST(BoardView, QuarterTurnsSwapTheSidesOfAWideBoard)
{
    // Four quarter turns bring the board back; one turn takes the a-file to the top.
    const auto position = startPosition("chess");
    ASSERT_TRUE(position);
    BoardView view;
    view.setPosition(*position);
    view.resize(500, 500);
    const kabir::Geometry& geometry = position->geometry();
    const QRectF a1 = view.squareRect(geometry.square(0, 0));
    view.setQuarterTurns(1);
    EXPECT_LT(view.squareRect(geometry.square(0, 0)).top(), view.squareRect(geometry.square(7, 0)).top());
    EXPECT_LT(view.squareRect(geometry.square(0, 0)).left(), view.squareRect(geometry.square(0, 7)).left());
    view.setQuarterTurns(4);
    EXPECT_EQ(view.quarterTurns(), 0);
    EXPECT_EQ(view.squareRect(geometry.square(0, 0)), a1);
}

TEST(BoardView, SquaresStayCentredInAnyShape)
{
    const auto position = startPosition("turkish");
    ASSERT_TRUE(position);
    BoardView view;
    view.setPosition(*position);
    for (const QSize& size : kSizes) {
        view.resize(size);
        const QRectF board = boardRect(view);
        // The coordinates take a band on the left and at the bottom, so the board sits off the
        // centre by less than a square, and fills the narrower side but for the margins.
        const QPointF offset = board.center() - QRectF(view.rect()).center();
        const double square = view.squareRect(0).width();
        EXPECT_LT(std::abs(offset.x()), square) << size.width() << 'x' << size.height();
        EXPECT_LT(std::abs(offset.y()), square) << size.width() << 'x' << size.height();
        EXPECT_GT(std::max(board.width() / view.width(), board.height() / view.height()), 0.85);
    }
}

TEST(BoardView, CutAwaySquaresAreNoSquares)
{
    // A plain 5 x 4 board with three corners cut away and a marked square.
    const char* text = R"(
id = "cut"
name = "Cut corners"
description = "A test board."
source = "Kabir's tests"

[board]
files = 5
ranks = 4
checkered = false
cut = ["a1", "a4", "e4"]
[board.marks]
centre = ["c2"]

[[pieces]]
letter = "K"
name = "King"
betza = "K"
royal = true

[setup]
fen = "*1k1*/5/5/*1K2 w - - 0 1"
)";
    auto file = kabir::VariantFile::parse(text, "cut.toml");
    ASSERT_TRUE(file) << file.errorText();
    auto options = file->resolveOptions({});
    ASSERT_TRUE(options) << options.errorText();
    auto definition = file->definition(options.value());
    ASSERT_TRUE(definition) << definition.errorText();
    auto rules = kabir::compileRuleset(definition.value());
    ASSERT_TRUE(rules) << rules.errorText();

    BoardView view;
    view.setPosition(kabir::Position::start(rules.value()));
    const kabir::Geometry& geometry = view.position()->geometry();
    for (int turns = 0; turns < 4; ++turns) {
        view.setQuarterTurns(turns);
        view.resize(400, 300);
        expectEveryCentreMapsBack(view);
        expectNoSquareOutside(view);
        for (const char* name : {"a1", "a4", "e4"}) {
            const Square cut = geometry.square(name[0] - 'a', name[1] - '1');
            EXPECT_FALSE(view.squareRect(cut).isEmpty()) << name;
            EXPECT_EQ(view.squareAt(view.squareRect(cut).center().toPoint()), kNoSquare) << name;
        }
    }
}

TEST(BoardView, PatternSettingOverridesTheVariantsBoard)
{
    // Chess is checkered, Chaturanga 4-84 plain; either can be drawn the other way.
    for (const char* variant : {"chess", "chaturanga-4-84"}) {
        const auto position = startPosition(variant);
        ASSERT_TRUE(position);
        BoardView view;
        view.setPosition(*position);
        view.resize(400, 400);
        const kabir::Geometry& geometry = position->geometry();
        // Two neighbouring empty squares on the fourth rank, sampled off their centres.
        const auto colours = [&] {
            const QImage image = view.grab().toImage();
            const auto sample = [&](int file) {
                return image.pixelColor(view.squareRect(geometry.square(file, 3)).topLeft().toPoint() + QPoint(4, 4));
            };
            return std::pair(sample(4), sample(5));
        };
        const bool checkered = position->rules().definition().checkered;
        auto [left, right] = colours();
        EXPECT_EQ(left != right, checkered) << variant;
        view.setPattern(BoardView::Pattern::Checkered);
        std::tie(left, right) = colours();
        EXPECT_NE(left, right) << variant;
        view.setPattern(BoardView::Pattern::Plain);
        std::tie(left, right) = colours();
        EXPECT_EQ(left, right) << variant;
    }
}

TEST(BoardView, AWaitingPawnIsMarked)
{
    // Tressau's rule set A (rules.md §1): a pawn that entered its last rank without promoting
    // waits there; the board marks it at the corner where a king's leap badge would be.
    const auto rules = kabir::VariantCatalog::builtIn().ruleset("kaiserspiel", {{"ruleset", "A"}});
    ASSERT_TRUE(rules) << rules.errorText();
    const auto picture = [&](const std::string& fen) {
        auto position = kabir::Position::fromFen(rules.value(), fen);
        EXPECT_TRUE(position) << position.errorText();
        BoardView view;
        view.setPosition(*position);
        view.resize(400, 400);
        const QRectF pawn = view.squareRect(position->geometry().square(4, 9));
        return view.grab().toImage().copy(
            QRectF(pawn.center().x(), pawn.top(), pawn.width() / 2, pawn.height() / 4).toRect());
    };
    const std::string board = "4P5/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR w - - 0 1";
    EXPECT_NE(picture(board + " waiting:e10"), picture(board));
}

// Tressau's square numbers (Sultanspiel) stay readable on the occupied squares: every pixel of
// a first-rank number drawn on an empty board is dark too where White's men stand, not covered
// by their light bodies.
TEST(BoardView, SquareNumbersShowOnOccupiedSquares)
{
    const std::optional<kabir::Position> start = startPosition("sultanspiel");
    ASSERT_TRUE(start);
    const auto empty = kabir::Position::fromFen(start->rulesPtr(), "11/11/11/11/5k5/11/5K5/11/11/11/11 w - - 0 1");
    ASSERT_TRUE(empty) << empty.errorText();
    const auto picture = [](const kabir::Position& position) {
        BoardView view;
        view.setPosition(position);
        view.setShowSquareNumbers(true);
        view.resize(500, 500);
        return view.grab().toImage();
    };
    const QImage numbers = picture(*empty), men = picture(*start);
    BoardView view;
    view.setPosition(*start);
    view.resize(500, 500);
    for (int file = 0; file < start->geometry().files(); ++file) {
        const QRect square = view.squareRect(start->geometry().square(file, 0)).toRect();
        int glyph = 0, covered = 0;
        for (int x = square.left(); x <= square.right(); ++x)
            for (int y = square.top(); y <= square.bottom(); ++y)
                if (qGray(numbers.pixel(x, y)) < 30) {  // the glyphs' cores, not their soft edges
                    ++glyph;
                    covered += qGray(men.pixel(x, y)) >= 60;
                }
        EXPECT_GT(glyph, 0) << "file " << file;
        EXPECT_EQ(covered, 0) << "file " << file << " glyph " << glyph;
    }
}

TEST(BoardView, WithoutAPositionThereIsNoSquare)
{
    BoardView view;
    view.resize(400, 400);
    EXPECT_EQ(view.squareAt(QPoint(200, 200)), kNoSquare);
    EXPECT_TRUE(view.squareRect(0).isEmpty());
}

}  // namespace
