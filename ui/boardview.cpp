#include "ui/boardview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

using kabir::Geometry;
using kabir::kNoSquare;
using kabir::Square;

namespace {

// Proportions in squares: the band for the coordinates along the left and bottom edges (wide
// enough for a two-digit rank number at kLabelFont), the free space around the whole, the
// size of the coordinates, of a piece's disc and of its letter.
constexpr double kLabelBand = 0.5;
constexpr double kPadding = 0.2;
constexpr double kLabelFont = 0.28;
constexpr double kDiscRadius = 0.42;
constexpr double kPieceFont = 0.48;

const QColor kLightSquare(240, 217, 181);
const QColor kDarkSquare(181, 136, 99);
const QColor kLine(110, 80, 55);          // the board's outline and a plain board's grid
const QColor kMark(60, 40, 25, 110);      // the cross on a marked square

struct ArmyColours {
    const char* name;  // as the variant files name armies
    QColor fill;
    QColor outline;
    QColor letter;
};

// Armies are drawn in the colour they are named after; an army with another name takes the
// colour of its place (the first White, the second Black, ...).
const std::array<ArmyColours, 6> kArmyColours = {{
    {"White", QColor(250, 248, 240), QColor(35, 35, 35), QColor(25, 25, 25)},
    {"Black", QColor(40, 40, 40), QColor(10, 10, 10), QColor(245, 243, 235)},
    {"Red", QColor(190, 45, 40), QColor(90, 20, 15), QColor(255, 255, 255)},
    {"Green", QColor(40, 125, 65), QColor(15, 60, 30), QColor(255, 255, 255)},
    {"Yellow", QColor(235, 195, 50), QColor(110, 85, 10), QColor(40, 30, 0)},
    {"Blue", QColor(45, 85, 170), QColor(15, 35, 80), QColor(255, 255, 255)},
}};

const ArmyColours& coloursOf(const kabir::VariantDefinition& definition, kabir::Army army)
{
    if (army < definition.armies.size())
        for (const ArmyColours& colours : kArmyColours)
            if (definition.armies[army].name == colours.name)
                return colours;
    return kArmyColours[army % kArmyColours.size()];
}

// A file's letters and a rank's number as the core names squares ("a1", "j10").
QString fileLabel(const Geometry& geometry, int file)
{
    QString name = QString::fromStdString(geometry.squareName(geometry.square(file, 0)));
    name.chop(1);  // the "1" of the first rank
    return name;
}

QString rankLabel(const Geometry& geometry, int rank)
{
    const QString name = QString::fromStdString(geometry.squareName(geometry.square(0, rank)));
    return name.mid(fileLabel(geometry, 0).size());
}

}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAutoFillBackground(true);
    setAccessibleName(tr("Board"));
}

void BoardView::setPosition(const kabir::Position& position)
{
    m_position = position;
    updateGeometry();  // the minimum size depends on the number of squares
    update();
}

void BoardView::setFlipped(bool flipped)
{
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    update();
}

BoardView::Layout BoardView::layout() const
{
    if (!m_position)
        return {};
    const Geometry& geometry = m_position->geometry();
    const double across = geometry.files() + kLabelBand + 2 * kPadding;
    const double down = geometry.ranks() + kLabelBand + 2 * kPadding;
    // Whole pixels per square keep the squares' edges sharp.
    const int size = std::max(1, int(std::min(width() / across, height() / down)));
    // The board and its coordinate band are centred together.
    const double left = (width() - across * size) / 2 + (kPadding + kLabelBand) * size;
    const double top = (height() - down * size) / 2 + kPadding * size;
    return {QPoint(int(std::lround(left)), int(std::lround(top))), size};
}

QRectF BoardView::squareRect(Square square) const
{
    if (!m_position)
        return {};
    const Geometry& geometry = m_position->geometry();
    const Layout board = layout();
    const int column = m_flipped ? geometry.files() - 1 - geometry.fileOf(square) : geometry.fileOf(square);
    const int row = m_flipped ? geometry.rankOf(square) : geometry.ranks() - 1 - geometry.rankOf(square);
    return QRectF(board.topLeft.x() + column * board.squareSize, board.topLeft.y() + row * board.squareSize,
                  board.squareSize, board.squareSize);
}

Square BoardView::squareAt(QPoint point) const
{
    if (!m_position)
        return kNoSquare;
    const Geometry& geometry = m_position->geometry();
    const Layout board = layout();
    const QPoint offset = point - board.topLeft;
    if (offset.x() < 0 || offset.y() < 0)
        return kNoSquare;
    const int column = offset.x() / board.squareSize;
    const int row = offset.y() / board.squareSize;
    if (column >= geometry.files() || row >= geometry.ranks())
        return kNoSquare;
    const int file = m_flipped ? geometry.files() - 1 - column : column;
    const int rank = m_flipped ? row : geometry.ranks() - 1 - row;
    return geometry.contains(file, rank) ? geometry.square(file, rank) : kNoSquare;
}

QSize BoardView::sizeHint() const
{
    return QSize(640, 640);
}

QSize BoardView::minimumSizeHint() const
{
    // Squares of 16 pixels still show a piece's letter.
    constexpr int kSmallestSquare = 16;
    if (!m_position)
        return QSize(8, 8) * kSmallestSquare;
    const Geometry& geometry = m_position->geometry();
    const double extra = kLabelBand + 2 * kPadding;
    return QSize(int(std::ceil((geometry.files() + extra) * kSmallestSquare)),
                 int(std::ceil((geometry.ranks() + extra) * kSmallestSquare)));
}

void BoardView::paintEvent(QPaintEvent*)
{
    if (!m_position)
        return;
    QPainter painter(this);
    paintSquares(painter);
    paintCoordinates(painter);
    paintPieces(painter);
}

void BoardView::paintSquares(QPainter& painter) const
{
    const Geometry& geometry = m_position->geometry();
    const bool checkered = m_position->rules().definition().checkered;
    const int size = layout().squareSize;

    for (Square s = 0; s < geometry.squareCount(); ++s)
        if (geometry.isPlayable(s))
            painter.fillRect(squareRect(s), checkered && geometry.isDark(s) ? kDarkSquare : kLightSquare);

    painter.setRenderHint(QPainter::Antialiasing);
    // A cross through each marked square (citadels, old squares, a centre).
    painter.setPen(QPen(kMark, std::max(1.0, size / 24.0)));
    for (const auto& [name, squares] : geometry.marks()) {
        for (Square s : squares) {
            const double inset = 0.18 * size;
            const QRectF r = squareRect(s).adjusted(inset, inset, -inset, -inset);
            painter.drawLine(r.topLeft(), r.bottomRight());
            painter.drawLine(r.topRight(), r.bottomLeft());
        }
    }

    // The edges of the playable area, around cut-away squares too; on a plain board, every
    // edge between two squares as well.
    painter.setPen(QPen(kLine, std::max(1.0, size / 40.0), Qt::SolidLine, Qt::SquareCap));
    for (int rank = 0; rank < geometry.ranks(); ++rank) {
        for (int file = 0; file < geometry.files(); ++file) {
            if (!geometry.contains(file, rank))
                continue;
            const QRectF r = squareRect(geometry.square(file, rank));
            // Left, right, down and up in board coordinates; flipping swaps the drawn sides.
            const bool onEdge[4] = {!geometry.contains(file - 1, rank), !geometry.contains(file + 1, rank),
                                    !geometry.contains(file, rank - 1), !geometry.contains(file, rank + 1)};
            const QLineF sides[4] = {QLineF(r.topLeft(), r.bottomLeft()), QLineF(r.topRight(), r.bottomRight()),
                                     QLineF(r.bottomLeft(), r.bottomRight()), QLineF(r.topLeft(), r.topRight())};
            for (int i = 0; i < 4; ++i) {
                const int drawn = m_flipped ? i ^ 1 : i;  // left <-> right, down <-> up
                if (onEdge[i] || !checkered)
                    painter.drawLine(sides[drawn]);
            }
        }
    }
}

void BoardView::paintCoordinates(QPainter& painter) const
{
    const Geometry& geometry = m_position->geometry();
    const Layout board = layout();
    const double band = kLabelBand * board.squareSize;
    const double bottom = board.topLeft.y() + geometry.ranks() * board.squareSize;

    QFont font = painter.font();
    // On small squares the coordinates grow to a readable 11 pixels while the band holds them.
    const double labelSize = std::max(kLabelFont * board.squareSize, std::min(11.0, 0.4 * board.squareSize));
    font.setPixelSize(std::max(1, int(labelSize)));
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    for (int file = 0; file < geometry.files(); ++file) {
        const QRectF column = squareRect(geometry.square(file, 0));
        painter.drawText(QRectF(column.left(), bottom, column.width(), band), Qt::AlignCenter,
                         fileLabel(geometry, file));
    }
    for (int rank = 0; rank < geometry.ranks(); ++rank) {
        const QRectF row = squareRect(geometry.square(0, rank));
        painter.drawText(QRectF(board.topLeft.x() - band, row.top(), band, row.height()), Qt::AlignCenter,
                         rankLabel(geometry, rank));
    }
}

void BoardView::paintPieces(QPainter& painter) const
{
    const Geometry& geometry = m_position->geometry();
    const kabir::VariantDefinition& definition = m_position->rules().definition();
    const int size = layout().squareSize;

    // Each type's letter as an outline centred on the origin by its ink, not by the font's line
    // box: across by its own width, and up and down by the capital H, so that a Q's tail
    // does not lift it above the other letters.
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(kPieceFont * size)));
    QPainterPath capital;
    capital.addText(0, 0, font, QStringLiteral("H"));
    const double middle = capital.boundingRect().center().y();
    std::array<QPainterPath, kabir::kMaxPieceTypes> letters;
    for (std::size_t type = 0; type < definition.pieces.size() && type < letters.size(); ++type) {
        letters[type].addText(0, 0, font, QString(QChar(definition.pieces[type].letter)));
        letters[type].translate(-letters[type].boundingRect().center().x(), -middle);
    }

    painter.setRenderHint(QPainter::Antialiasing);
    const double radius = kDiscRadius * size;
    for (Square s = 0; s < geometry.squareCount(); ++s) {
        const kabir::Piece piece = m_position->at(s);
        if (piece == kabir::kEmpty)
            continue;
        const ArmyColours& colours = coloursOf(definition, kabir::armyOf(piece));
        const QPointF centre = squareRect(s).center();
        painter.setPen(QPen(colours.outline, std::max(1.0, size / 32.0)));
        painter.setBrush(colours.fill);
        painter.drawEllipse(centre, radius, radius);
        painter.fillPath(letters[kabir::typeOf(piece)].translated(centre), colours.letter);
    }
}
