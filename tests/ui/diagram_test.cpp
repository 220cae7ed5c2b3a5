// Diagrams for articles: the SVG opens and holds one vector group per piece on the board (for
// chess, Turkish 13x13 and the 84 squares of Chaturanga 4-84, whose cut-away squares stay
// blank); a PNG has the size asked for; coordinates and Tressau's square numbers change what is
// drawn, numbers only where the variant numbers its squares; the export dialog saves with the
// format's extension and copies to the clipboard; the moves come out as numbered text in the
// notation and piece letters asked for, wrapped and ended by the result.

#include "ui/diagram.h"
#include "ui/diagramdialog.h"
#include "ui/movestext.h"
#include "ui/movetextdialog.h"

#include "core/catalog/variantcatalog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using kabir::Square;

namespace {

kabir::Position start(const std::string& variant)
{
    return kabir::Position::start(kabir::VariantCatalog::builtIn().ruleset(variant).value());
}

kabir::Game gameOf(const std::string& variant, const std::vector<std::string>& moves)
{
    kabir::Game game = kabir::Game::create(*kabir::VariantCatalog::builtIn().find(variant), {}).value();
    for (const std::string& move : moves)
        EXPECT_TRUE(game.play(move)) << variant << ": " << move;
    return game;
}

QString squareName(const kabir::Position& position, Square s)
{
    return QString::fromStdString(position.geometry().squareName(s));
}

BoardSettings defaultBoard()
{
    return Settings::defaultBoard();
}

// Square numbers without coordinates: the SVG's only text is the numbers.
DiagramOptions numbersOnly()
{
    DiagramOptions options;
    options.coordinates = false;
    options.numbers = true;
    return options;
}

TEST(Diagram, SvgHoldsOneVectorPieceGroupPerPiece)
{
    for (const char* variant : {"chess", "turkish", "chaturanga-4-84"}) {
        SCOPED_TRACE(variant);
        const kabir::Position position = start(variant);
        const QByteArray svg = Diagram(position, DiagramOptions()).svg(600);
        QSvgRenderer renderer(svg);
        ASSERT_TRUE(renderer.isValid());
        int pieces = 0;
        const kabir::Geometry& geometry = position.geometry();
        for (Square s = 0; s < geometry.squareCount(); ++s) {
            pieces += position.at(s) != kabir::kEmpty;
            EXPECT_EQ(renderer.elementExists(QStringLiteral("piece-") + squareName(position, s)),
                position.at(s) != kabir::kEmpty)
                << squareName(position, s).toStdString();
        }
        EXPECT_GT(pieces, 0);
        EXPECT_EQ(svg.count("class=\"piece\""), pieces);
        EXPECT_FALSE(svg.contains("<image")) << "pieces are drawn as vectors, not pictures";
    }
}

TEST(Diagram, CutAwaySquaresOfTheEightyFourSquareBoardStayBlank)
{
    const kabir::Position position = start("chaturanga-4-84");
    const kabir::Geometry& geometry = position.geometry();
    for (const auto colours : {DiagramOptions::Colours::Board, DiagramOptions::Colours::PrintHatched}) {
        DiagramOptions options;
        options.colours = colours;
        const Diagram diagram(position, options);
        const QImage image = diagram.image(QSize(500, 500));
        int cut = 0;
        for (Square s = 0; s < geometry.squareCount(); ++s) {
            if (geometry.isPlayable(s))
                continue;
            ++cut;
            const QRectF square = diagram.squareRect(QRectF(image.rect()), s);
            for (const QPointF point : {square.center(), square.topLeft() + QPointF(3, 3)})
                EXPECT_EQ(image.pixelColor(point.toPoint()), QColor(Qt::white))
                    << squareName(position, s).toStdString();
        }
        EXPECT_EQ(cut, 16);
    }
}

// The share of grey or black pixels in the top-left corner of the square at (column, row) of
// an 8x8 board drawn in `image`, away from the piece in its middle. The board's frame is found
// along the image's middle row.
double inkInCorner(const QImage& image, int column, int row)
{
    const auto dark = [&](int x, int y) { return qGray(image.pixel(x, y)) < 200; };
    int left = 0, right = image.width() - 1;
    while (!dark(left, image.height() / 2))
        ++left;
    while (!dark(right, image.height() / 2))
        --right;
    const int side = (right - left) / 8, top = (image.height() - 8 * side) / 2;
    int ink = 0, all = 0;
    for (int x = left + column * side + 3; x < left + column * side + side / 4; ++x)
        for (int y = top + row * side + 3; y < top + row * side + side / 4; ++y, ++all)
            ink += dark(x, y);
    return double(ink) / all;
}

TEST(Diagram, HatchingStopsBehindThePieces)
{
    DiagramOptions options;
    options.coordinates = false;
    options.colours = DiagramOptions::Colours::PrintHatched;
    const QImage image = Diagram(start("chess"), options).image(QSize(400, 400));
    EXPECT_GT(inkInCorner(image, 0, 5), 0.1);  // a3, empty: hatched
    EXPECT_EQ(inkInCorner(image, 0, 7), 0.0);  // a1, the white rook's
    EXPECT_EQ(inkInCorner(image, 1, 0), 0.0);  // b8, the black knight's
}

TEST(Diagram, PngHasTheAskedSize)
{
    const Diagram diagram(start("turkish"), DiagramOptions());
    for (const QSize size : {QSize(640, 640), QSize(300, 720), QSize(1600, 900)})
        EXPECT_EQ(diagram.image(size).size(), size);
    EXPECT_EQ(diagram.sizeForWidth(800).width(), 800);
}

TEST(Diagram, CoordinatesOnAndOffChangeTheOutput)
{
    const kabir::Position position = start("chess");
    DiagramOptions options;
    options.coordinates = true;
    const Diagram with(position, options);
    options.coordinates = false;
    const Diagram without(position, options);
    EXPECT_TRUE(with.svg(400).contains(">a</text>"));
    EXPECT_TRUE(with.svg(400).contains(">8</text>"));
    EXPECT_FALSE(without.svg(400).contains("<text"));
    EXPECT_NE(with.image(QSize(400, 400)), without.image(QSize(400, 400)));
}

TEST(Diagram, SultanspielShowsTressausSquareNumbers)
{
    const kabir::Position position = start("sultanspiel");
    EXPECT_TRUE(Diagram::hasSquareNumbers(position));
    DiagramOptions options = numbersOnly();
    const QByteArray svg = Diagram(position, options).svg(600);
    EXPECT_TRUE(QSvgRenderer(svg).isValid());
    EXPECT_TRUE(svg.contains(">1</text>"));    // a11
    EXPECT_TRUE(svg.contains(">121</text>"));  // k1
    EXPECT_EQ(svg.count("</text>"), 121);
    options.numbers = false;
    EXPECT_FALSE(Diagram(position, options).svg(600).contains(">121</text>"));
}

TEST(Diagram, ChessHasNoSquareNumbers)
{
    const kabir::Position position = start("chess");
    EXPECT_FALSE(Diagram::hasSquareNumbers(position));
    EXPECT_FALSE(Diagram(position, numbersOnly()).svg(400).contains("<text"));
}

TEST(Diagram, CaptionAppearsBelowTheBoard)
{
    const kabir::Position position = start("chess");
    EXPECT_EQ(Diagram::sideToMoveCaption(position), QStringLiteral("White to move"));
    DiagramOptions options;
    options.caption = Diagram::sideToMoveCaption(position);
    const Diagram diagram(position, options);
    EXPECT_TRUE(diagram.svg(400).contains(">White to move</text>"));
    EXPECT_GT(diagram.sizeForWidth(400).height(), Diagram(position, DiagramOptions()).sizeForWidth(400).height());
}

TEST(Diagram, TurnedBoardShowsTheOtherArmyAtTheBottom)
{
    const kabir::Position position = start("chess");
    const Square e1 = *position.geometry().parseSquare("e1");
    const QRectF target(0, 0, 400, 400);
    DiagramOptions options;
    const QRectF upright = Diagram(position, options).squareRect(target, e1);
    options.quarterTurns = 2;
    const QRectF turned = Diagram(position, options).squareRect(target, e1);
    EXPECT_GT(upright.center().y(), target.center().y());
    EXPECT_LT(turned.center().y(), target.center().y());
}

TEST(Diagram, DialogStartsFromTheBoardOnScreen)
{
    const kabir::Position position = start("chaturanga-4-84");
    BoardSettings board = defaultBoard();
    board.coordinates = false;
    const int greenTurns = BoardOrientation::facing(position.rules().definition(), 1);
    DiagramDialog dialog(position, greenTurns, board, {});
    EXPECT_EQ(dialog.options().quarterTurns, greenTurns);
    EXPECT_FALSE(dialog.options().coordinates);
    EXPECT_EQ(dialog.seenFromBox()->count(), 4);
}

TEST(Diagram, DialogOffersSquareNumbersOnlyWhereTheVariantHasThem)
{
    DiagramDialog chess(start("chess"), 0, defaultBoard(), {});
    chess.numbersBox()->setChecked(true);
    EXPECT_FALSE(chess.numbersBox()->isEnabled());
    EXPECT_FALSE(chess.options().numbers);
    DiagramDialog sultanspiel(start("sultanspiel"), 0, defaultBoard(), {});
    EXPECT_TRUE(sultanspiel.numbersBox()->isEnabled());
    sultanspiel.numbersBox()->setChecked(true);
    EXPECT_TRUE(sultanspiel.options().numbers);
}

TEST(Diagram, DialogSavesWithTheFormatsExtension)
{
    QTemporaryDir folder;
    DiagramDialog dialog(start("sultanspiel"), 0, defaultBoard(), {});
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(DiagramDialog::Format::Png)));
    dialog.widthBox()->setValue(500);
    ASSERT_TRUE(dialog.saveTo(folder.filePath(QStringLiteral("opening"))));
    const QImage png(folder.filePath(QStringLiteral("opening.png")));
    EXPECT_EQ(png.size(), dialog.imageSize());
    EXPECT_EQ(png.width(), 500);

    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(DiagramDialog::Format::Svg)));
    ASSERT_TRUE(dialog.saveTo(folder.filePath(QStringLiteral("opening.SVG"))));
    EXPECT_TRUE(QSvgRenderer(folder.filePath(QStringLiteral("opening.SVG"))).isValid());
    EXPECT_FALSE(QFile::exists(folder.filePath(QStringLiteral("opening.SVG.svg"))));

    EXPECT_FALSE(dialog.saveTo(folder.filePath(QStringLiteral("no-such-folder/opening"))));
    EXPECT_TRUE(dialog.statusLabel()->text().contains(QStringLiteral("no-such-folder")));
}

TEST(Diagram, DialogCopiesThePictureToTheClipboard)
{
    DiagramDialog dialog(start("chess"), 0, defaultBoard(), {});
    dialog.widthBox()->setValue(320);
    dialog.copyToClipboard();
    const QMimeData* copied = QGuiApplication::clipboard()->mimeData();
    ASSERT_TRUE(copied);
    EXPECT_EQ(qvariant_cast<QImage>(copied->imageData()).size(), dialog.imageSize());
    EXPECT_TRUE(QSvgRenderer(copied->data(QStringLiteral("image/svg+xml"))).isValid());
}

TEST(MovesText, ChessMovesAreNumberedWithTheResultAtTheEnd)
{
    const kabir::Game game = gameOf("chess", {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"});
    EXPECT_EQ(movesText(game, {}, 0, {}), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
    EXPECT_EQ(movesText(game, {}, 0, QStringLiteral("1–0")), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 1–0"));
}

TEST(MovesText, GermanLettersReplaceTheEnglish)
{
    const kabir::Game game = gameOf("chess", {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"});
    const kabir::Notation german{kabir::MoveSystem::Standard, "de"};
    EXPECT_EQ(movesText(game, german, 0, {}), QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5"));
}

TEST(MovesText, SultanspielInTressausNumberedSquares)
{
    const kabir::Game game = gameOf("sultanspiel", {"105-72", "16-38"});
    const kabir::Notation numbered{kabir::MoveSystem::Numbered, ""};
    EXPECT_EQ(movesText(game, numbered, 0, {}), QStringLiteral("1. 105-72 16-38"));
    EXPECT_EQ(movesText(game, {}, 0, {}), QStringLiteral("1. f5 e8"));
}

TEST(MovesText, FourArmiesAreNumberedByRounds)
{
    const kabir::Game game = gameOf("chaturanga-4-84", {"e9e8", "i5h5", "c2c3", "b8c8", "f10b6"});
    const QStringList words = movesText(game, {}, 0, {}).split(QLatin1Char(' '));
    ASSERT_EQ(words.size(), 7);
    EXPECT_EQ(words[0], QStringLiteral("1."));
    EXPECT_EQ(words[5], QStringLiteral("2."));
}

TEST(MovesText, LinesKeepToTheWidthAndMovesToTheirNumbers)
{
    std::vector<std::string> moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "c2c3", "d7d6"};
    const kabir::Game game = gameOf("chess", moves);
    const QString text = movesText(game, {}, 20, QStringLiteral("*"));
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        EXPECT_LE(line.size(), 20) << line.toStdString();
        EXPECT_FALSE(line.endsWith(QLatin1Char('.'))) << line.toStdString();
    }
    EXPECT_GT(text.count(QLatin1Char('\n')), 1);
    EXPECT_EQ(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')), movesText(game, {}, 0, QStringLiteral("*")));
}

TEST(MovesText, DialogOffersNumberedSquaresOnlyWhereTheVariantHasThem)
{
    const kabir::Game chess = gameOf("chess", {"e2e4"});
    MoveTextDialog dialog(chess, {}, nullptr);
    ASSERT_EQ(dialog.systemBox()->count(), 2);
    EXPECT_FALSE(qobject_cast<QStandardItemModel*>(dialog.systemBox()->model())->item(1)->isEnabled());

    const kabir::Game sultanspiel = gameOf("sultanspiel", {"105-72", "16-38"});
    MoveTextDialog numbered(sultanspiel, QStringLiteral("½–½"), nullptr);
    numbered.systemBox()->setCurrentIndex(1);
    EXPECT_EQ(numbered.text(), QStringLiteral("1. 105-72 16-38 ½–½"));
    numbered.copyToClipboard();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), numbered.text());

    QTemporaryDir folder;
    ASSERT_TRUE(numbered.saveTo(folder.filePath(QStringLiteral("game"))));
    QFile saved(folder.filePath(QStringLiteral("game.txt")));
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(saved.readAll()).trimmed(), numbered.text());
}

}  // namespace
