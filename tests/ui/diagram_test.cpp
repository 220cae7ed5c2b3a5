// Diagrams for articles: the SVG opens and holds one vector group per piece on the board (for
// chess, Turkish 13x13 and the 84 squares of Chaturanga 4-84, whose cut-away squares stay
// blank); a PNG has the size asked for; coordinates and Tressau's square numbers change what is
// drawn, numbers only where the variant numbers its squares; the export dialog saves with the
// format's extension and copies to the clipboard.

#include "ui/diagram.h"
#include "ui/diagramdialog.h"

#include "core/variantcatalog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using kabir::Square;

namespace {

kabir::Position start(const std::string& variant)
{
    return kabir::Position::start(kabir::VariantCatalog::builtIn().ruleset(variant).value());
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

}  // namespace
