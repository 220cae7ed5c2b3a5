#include "ui/diagram.h"

#include "ui/datastrings.h"
#include "ui/svglayers.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

using kabir::Square;

namespace {

// Proportions in squares: the margin around the whole, the band for the coordinates along the
// left and bottom edges, the band for the caption, and the sizes of the coordinates, the square
// numbers and the caption.
constexpr double kPadding = 0.25;
constexpr double kLabelBand = 0.5;
constexpr double kCaptionBand = 0.8;
constexpr double kLabelFont = 0.3;
constexpr double kNumberFont = 0.2;
constexpr double kCaptionFont = 0.36;
// With square numbers the pieces shrink to this part of the square and stand on its bottom
// edge, leaving the top-left corner to the number.
constexpr double kNumberedPiece = 0.8;

BoardStyle styleFor(const DiagramOptions& options)
{
    BoardStyle style;
    style.pattern = options.pattern;
    if (options.colours == DiagramOptions::Colours::Board) {
        style.light = options.lightSquares;
        style.dark = options.darkSquares;
        return style;
    }
    style.light = Qt::white;
    style.hatched = options.colours == DiagramOptions::Colours::PrintHatched;
    style.dark = style.hatched ? QColor(Qt::black) : QColor(200, 200, 200);
    style.line = Qt::black;
    style.mark = QColor(0, 0, 0, 150);
    style.target = QColor(0, 0, 0, 170);
    return style;
}

}  // namespace

Diagram::Diagram(const kabir::Position& position, const DiagramOptions& options)
    : m_position(position), m_options(options),
      m_orientation(options.quarterTurns, position.geometry().files(), position.geometry().ranks()),
      m_style(styleFor(options)), m_pieces(options.pieceSet)
{
}

bool Diagram::hasSquareNumbers(const kabir::Position& position)
{
    return position.rules().definition().numbering.defined();
}

QString Diagram::sideToMoveCaption(const kabir::Position& position)
{
    const kabir::VariantDefinition& definition = position.rules().definition();
    //: A diagram's caption; %1 is an army ("White").
    return tr("%1 to move").arg(DataStrings::text(definition.armies[position.sideToMove()].name));
}

bool Diagram::showsNumbers() const
{
    return m_options.numbers && hasSquareNumbers(m_position);
}

QSizeF Diagram::sizeInSquares() const
{
    const double band = m_options.coordinates ? kLabelBand : 0.0;
    const double captionBand = m_options.caption.isEmpty() ? 0.0 : kCaptionBand;
    return QSizeF(
        m_orientation.columns() + band + 2 * kPadding, m_orientation.rows() + band + captionBand + 2 * kPadding);
}

Diagram::Layout Diagram::layout(const QRectF& target) const
{
    const double band = m_options.coordinates ? kLabelBand : 0.0;
    const QSizeF squares = sizeInSquares();
    // Whole pixels per square keep the squares' edges sharp in a picture.
    const double square
        = std::max(1.0, std::floor(std::min(target.width() / squares.width(), target.height() / squares.height())));
    const QSizeF size = squares * square;
    const QPointF corner(
        std::round(target.center().x() - size.width() / 2), std::round(target.center().y() - size.height() / 2));
    const QPointF board = corner + QPointF((kPadding + band) * square, kPadding * square);
    // The caption's band lies between the coordinates' and the bottom margin.
    const QRectF caption(board.x(), board.y() + (m_orientation.rows() + band) * square,
        m_orientation.columns() * square, kCaptionBand * square);
    return {QRectF(corner, size), {board, square}, caption};
}

BoardPainter Diagram::boardPainter(const Layout& layout) const
{
    return BoardPainter(m_position, m_orientation, m_style, m_pieces, layout.grid);
}

QSize Diagram::sizeForWidth(int width) const
{
    const QSizeF squares = sizeInSquares();
    return QSize(width, int(std::lround(width * squares.height() / squares.width())));
}

void Diagram::paintBoard(QPainter& painter, const Layout& layout) const
{
    const BoardPainter board = boardPainter(layout);
    painter.fillRect(layout.paper, Qt::white);
    board.paintSquares(painter);
    painter.setRenderHint(QPainter::Antialiasing);
    board.paintMarks(painter);
    const double square = layout.grid.squareSize;
    if (m_options.coordinates)
        board.paintCoordinates(painter, kLabelBand * square, int(kLabelFont * square));
}

void Diagram::paintNumbers(QPainter& painter, const Layout& layout) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    boardPainter(layout).paintSquareNumbers(painter, int(kNumberFont * layout.grid.squareSize));
}

void Diagram::paintCaption(QPainter& painter, const Layout& layout) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(1, int(kCaptionFont * layout.grid.squareSize)));
    painter.setFont(font);
    painter.setPen(m_style.label);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.drawText(layout.caption, Qt::AlignCenter, m_options.caption);
}

QRectF Diagram::pieceRect(const BoardPainter& board, Square square) const
{
    const QRectF rect = board.squareRect(square);
    if (!showsNumbers())
        return rect;
    const double side = kNumberedPiece * rect.width();
    return QRectF(rect.center().x() - side / 2, rect.bottom() - side, side, side);
}

void Diagram::paint(QPainter& painter, const QRectF& target) const
{
    const Layout place = layout(target);
    const BoardPainter board = boardPainter(place);
    painter.save();
    paintBoard(painter, place);
    const kabir::Geometry& geometry = m_position.geometry();
    for (Square s = 0; s < geometry.squareCount(); ++s)
        if (const kabir::Piece piece = m_position.at(s))
            board.paintPiece(painter, piece, pieceRect(board, s));
    if (showsNumbers())
        paintNumbers(painter, place);
    if (!m_options.caption.isEmpty())
        paintCaption(painter, place);
    painter.restore();
}

QImage Diagram::image(QSize size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, QRectF(image.rect()));
    return image;
}

QRectF Diagram::squareRect(const QRectF& target, Square square) const
{
    return boardPainter(layout(target)).squareRect(square);
}

QString Diagram::pieceTitle(Square square) const
{
    const kabir::VariantDefinition& definition = m_position.rules().definition();
    const kabir::Piece piece = m_position.at(square);
    //: A piece in a diagram: %1 is an army ("White"), %2 a piece ("Commander"), %3 a square ("e4").
    return tr("%1 %2 on %3")
        .arg(DataStrings::text(definition.armies[kabir::armyOf(piece)].name),
            DataStrings::text(definition.pieces[kabir::typeOf(piece)].name),
            QString::fromStdString(m_position.geometry().squareName(square)));
}

QByteArray Diagram::svg(int width) const
{
    const QSize size = sizeForWidth(width);
    const Layout place = layout(QRectF(QPointF(0, 0), size));
    const BoardPainter board = boardPainter(place);
    const kabir::VariantDefinition& definition = m_position.rules().definition();
    SvgLayers layers(size, DataStrings::text(definition.name), QString::fromStdString(m_position.fen()));
    layers.add(QStringLiteral("board"), QStringLiteral("board"), tr("Board"), [&](QPainter& painter) {
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        paintBoard(painter, place);
    });
    const kabir::Geometry& geometry = m_position.geometry();
    for (Square s = 0; s < geometry.squareCount(); ++s) {
        const kabir::Piece piece = m_position.at(s);
        if (!piece)
            continue;
        layers.add(QStringLiteral("piece-%1").arg(QString::fromStdString(geometry.squareName(s))),
            QStringLiteral("piece"), pieceTitle(s),
            [&](QPainter& painter) { board.paintPiece(painter, piece, pieceRect(board, s)); });
    }
    if (showsNumbers())
        layers.add(QStringLiteral("numbers"), QStringLiteral("numbers"), tr("Square numbers"),
            [&](QPainter& painter) { paintNumbers(painter, place); });
    if (!m_options.caption.isEmpty())
        layers.add(QStringLiteral("caption"), QStringLiteral("caption"), m_options.caption,
            [&](QPainter& painter) { paintCaption(painter, place); });
    return layers.document();
}
