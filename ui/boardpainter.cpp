#include "ui/boardpainter.h"

#include "ui/armypalette.h"

#include <QPainter>

#include <algorithm>

using kabir::Geometry;
using kabir::Square;

namespace {

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

BoardPainter::BoardPainter(const kabir::Position& position, const BoardOrientation& orientation,
    const BoardStyle& style, const PieceSet& pieces, Grid grid)
    : m_position(position), m_orientation(orientation), m_style(style), m_pieces(pieces), m_grid(grid)
{
}

QRectF BoardPainter::cellRect(int column, int row) const
{
    const double size = m_grid.squareSize;
    return QRectF(m_grid.topLeft.x() + column * size, m_grid.topLeft.y() + row * size, size, size);
}

QRectF BoardPainter::squareRect(Square square) const
{
    const Geometry& geometry = m_position.geometry();
    int column = 0, row = 0;
    m_orientation.toScreen(geometry.fileOf(square), geometry.rankOf(square), column, row);
    return cellRect(column, row);
}

bool BoardPainter::isCheckered() const
{
    return m_style.pattern == BoardStyle::Pattern::AsTheVariant ? m_position.rules().definition().checkered
                                                                : m_style.pattern == BoardStyle::Pattern::Checkered;
}

bool BoardPainter::playableAt(int column, int row) const
{
    if (column < 0 || row < 0 || column >= m_orientation.columns() || row >= m_orientation.rows())
        return false;
    int file = 0, rank = 0;
    m_orientation.toBoard(column, row, file, rank);
    return m_position.geometry().contains(file, rank);
}

void BoardPainter::paintSquares(QPainter& painter) const
{
    const Geometry& geometry = m_position.geometry();
    const bool checkered = isCheckered();
    for (Square s = 0; s < geometry.squareCount(); ++s) {
        if (!geometry.isPlayable(s))
            continue;
        const bool dark = checkered && geometry.isDark(s);
        painter.fillRect(squareRect(s), dark && !m_style.hatched ? m_style.dark : m_style.light);
        // No lines behind a piece: over them a black man's outline and markings would be lost.
        if (dark && m_style.hatched && !m_position.at(s))
            paintHatching(painter, squareRect(s));
    }

    // The edges of the playable area, around cut-away squares too; on a plain board, every
    // edge between two squares as well. Neighbours are looked up on the screen's grid.
    painter.setPen(QPen(m_style.line, std::max(1.0, m_grid.squareSize / 40.0), Qt::SolidLine, Qt::SquareCap));
    for (int row = 0; row < m_orientation.rows(); ++row) {
        for (int column = 0; column < m_orientation.columns(); ++column) {
            if (!playableAt(column, row))
                continue;
            const QRectF r = cellRect(column, row);
            if (!playableAt(column - 1, row) || !checkered)
                painter.drawLine(r.topLeft(), r.bottomLeft());
            if (!playableAt(column + 1, row) || !checkered)
                painter.drawLine(r.topRight(), r.bottomRight());
            if (!playableAt(column, row - 1) || !checkered)
                painter.drawLine(r.topLeft(), r.topRight());
            if (!playableAt(column, row + 1) || !checkered)
                painter.drawLine(r.bottomLeft(), r.bottomRight());
        }
    }
}

// Thin lines rising to the right across the square, in the dark colour, as printed diagrams
// hatch their dark squares; drawn as lines (not a pattern brush) so that SVG keeps them.
void BoardPainter::paintHatching(QPainter& painter, const QRectF& square) const
{
    constexpr int kLines = 14;  // per square
    const double side = square.width();
    const double step = 2 * side / kLines;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(m_style.dark, std::max(0.5, side / 70.0), Qt::SolidLine, Qt::FlatCap));
    // Each line joins the points whose distances from the left and the top edges add up to t.
    for (double t = step / 2; t < 2 * side; t += step) {
        const QPointF upper(square.left() + std::min(t, side), square.top() + std::max(0.0, t - side));
        const QPointF lower(square.left() + std::max(0.0, t - side), square.top() + std::min(t, side));
        painter.drawLine(upper, lower);
    }
    painter.restore();
}

void BoardPainter::paintMarks(QPainter& painter) const
{
    const double size = m_grid.squareSize;
    painter.setPen(QPen(m_style.mark, std::max(1.0, size / 24.0)));
    const std::map<std::string, std::string>& colours = m_position.rules().definition().markColours;
    // Under [leap-capture] the cross on a gate is its temdek, drawn while the temdek is on.
    const kabir::LeapTables* leap = m_position.rules().leapCapture();
    const auto temdekOff = [&](Square s) {
        for (kabir::Army a = 0; leap && a < 2; ++a)
            if (leap->gate[a].contains(s) && !m_position.holds(kabir::ArmyFlag::Temdek, a))
                return true;
        return false;
    };
    for (const auto& [name, squares] : m_position.geometry().marks()) {
        if (const auto colour = colours.find(name); colour != colours.end()) {
            if (colour->second == "none")
                continue;  // a mark only the rules use
            for (Square s : squares)
                painter.fillRect(squareRect(s).adjusted(1, 1, -1, -1), QColor(QString::fromStdString(colour->second)));
            continue;
        }
        for (Square s : squares) {
            if (temdekOff(s))
                continue;
            const double inset = 0.18 * size;
            const QRectF r = squareRect(s).adjusted(inset, inset, -inset, -inset);
            painter.drawLine(r.topLeft(), r.bottomRight());
            painter.drawLine(r.topRight(), r.bottomLeft());
        }
    }
    painter.setPen(QPen(m_style.target, std::max(1.0, size / 28.0)));
    painter.setBrush(Qt::NoBrush);
    for (const std::vector<Square>& targets : m_position.rules().results().kingTargets) {
        for (Square s : targets) {
            const QPointF centre = squareRect(s).center();
            painter.drawEllipse(centre, 0.40 * size, 0.40 * size);
            painter.drawEllipse(centre, 0.30 * size, 0.30 * size);
        }
    }
}

void BoardPainter::paintCoordinates(QPainter& painter, double band, int pixelSize) const
{
    const Geometry& geometry = m_position.geometry();
    const double size = m_grid.squareSize;
    const double bottom = m_grid.topLeft.y() + m_orientation.rows() * size;
    QFont font = painter.font();
    font.setPixelSize(std::max(1, pixelSize));
    painter.setFont(font);
    painter.setPen(m_style.label);
    // Each label names what changes along its edge: files or ranks, as the board is turned.
    const auto label = [&](int column, int row, bool alongColumns) {
        int file = 0, rank = 0;
        m_orientation.toBoard(column, row, file, rank);
        return alongColumns == m_orientation.columnsAreFiles() ? fileLabel(geometry, file) : rankLabel(geometry, rank);
    };
    for (int column = 0; column < m_orientation.columns(); ++column) {
        const double left = m_grid.topLeft.x() + column * size;
        painter.drawText(
            QRectF(left, bottom, size, band), Qt::AlignCenter, label(column, m_orientation.rows() - 1, true));
    }
    for (int row = 0; row < m_orientation.rows(); ++row) {
        const double top = m_grid.topLeft.y() + row * size;
        painter.drawText(QRectF(m_grid.topLeft.x() - band, top, band, size), Qt::AlignCenter, label(0, row, false));
    }
}

void BoardPainter::paintSquareNumbers(QPainter& painter, int pixelSize) const
{
    const Geometry& geometry = m_position.geometry();
    const kabir::SquareNumbering& numbering = m_position.rules().definition().numbering;
    if (!numbering.defined())
        return;
    QFont font = painter.font();
    font.setPixelSize(std::max(1, pixelSize));
    painter.setFont(font);
    painter.setPen(m_style.label);
    const double inset = 0.06 * m_grid.squareSize;
    for (Square s = 0; s < geometry.squareCount(); ++s)
        if (geometry.isPlayable(s))
            painter.drawText(squareRect(s).adjusted(inset, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                QString::number(numbering.numberOf(s)));
}

void BoardPainter::paintPiece(QPainter& painter, kabir::Piece piece, const QRectF& rect) const
{
    const kabir::VariantDefinition& definition = m_position.rules().definition();
    m_pieces.paint(
        painter, rect, definition.pieces[kabir::typeOf(piece)], ArmyPalette::of(definition, kabir::armyOf(piece)));
}
