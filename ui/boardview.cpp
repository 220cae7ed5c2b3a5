#include "ui/boardview.h"

#include "ui/armypalette.h"
#include "ui/datastrings.h"
#include "ui/piecemoves.h"

#include <QEasingCurve>
#include <QHelpEvent>
#include <QPainter>
#include <QRadialGradient>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

using kabir::Geometry;
using kabir::kNoSquare;
using kabir::Move;
using kabir::MoveKind;
using kabir::Square;

namespace {

// Proportions in squares: the band for the coordinates along the left and bottom edges (wide
// enough for a two-digit rank number at kLabelFont), the free space around the whole, the size
// of the coordinates, and the size of the badges that mark a king's leap privilege and a
// waiting pawn.
constexpr double kLabelBand = 0.5;
constexpr double kPadding = 0.2;
constexpr double kLabelFont = 0.28;
constexpr double kBadge = 0.38;

const QColor kLastMove(255, 214, 0, 95);
const QColor kSelected(20, 110, 255, 90);
const QColor kDestination(20, 110, 255, 150);
const QColor kPromotionZone(140, 70, 200, 55);
const QColor kCheck(230, 20, 20);

// The piece whose picture shows the king's privileged leap: the one that moves the same way
// (the knight for a knight's leap); null when the variant has none.
const kabir::PieceDefinition* leapPicture(const kabir::VariantDefinition& definition)
{
    const auto sameSquares = [](const std::vector<kabir::MoveVector>& a, const std::vector<kabir::MoveVector>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
            [](const auto& u, const auto& v) { return u.x == v.x && u.y == v.y && u.range == v.range; });
    };
    for (const kabir::PieceDefinition& piece : definition.pieces)
        if (sameSquares(piece.moves, definition.kingLeap.moves))
            return &piece;
    return nullptr;
}

}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent), m_animation(new QVariantAnimation(this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAutoFillBackground(true);
    setAccessibleName(tr("Board"));
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(180);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_slides.clear();
        update();
    });
}

void BoardView::setPosition(const kabir::Position& position)
{
    const bool sameBoard = m_position && &m_position->geometry() == &position.geometry();
    // A position one move on from the shown one: slide the moved pieces there.
    const int before = m_position ? m_position->historyLength() : -1;
    const bool follows
        = sameBoard && position.historyLength() == before + 1 && position.historyAt(before).key == m_position->key();
    m_animation->stop();
    m_slides.clear();
    if (follows && m_animation->duration() > 0)
        startAnimation(*m_position, position.state().move);
    if (!sameBoard)
        m_orientation
            = BoardOrientation(m_orientation.quarterTurns(), position.geometry().files(), position.geometry().ranks());
    m_position = position;
    updateGeometry();  // the minimum size depends on the number of squares
    update();
}

void BoardView::setQuarterTurns(int turns)
{
    const int files = m_position ? m_position->geometry().files() : 8;
    const int ranks = m_position ? m_position->geometry().ranks() : 8;
    const BoardOrientation turned(turns, files, ranks);
    if (turned.quarterTurns() == m_orientation.quarterTurns())
        return;
    m_orientation = turned;
    updateGeometry();
    update();
}

void BoardView::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    update();
}

void BoardView::setSquareColours(const QColor& light, const QColor& dark)
{
    m_style.light = light;
    m_style.dark = dark;
    update();
}

void BoardView::setPattern(Pattern pattern)
{
    m_style.pattern = pattern;
    update();
}

void BoardView::setShowSquareNumbers(bool show)
{
    m_squareNumbers = show;
    update();
}

void BoardView::setShowCoordinates(bool show)
{
    m_coordinates = show;
    updateGeometry();
    update();
}

void BoardView::setShowLegalMoves(bool show)
{
    m_legalMoves = show;
    update();
}

void BoardView::setShowPromotionZones(bool show)
{
    m_promotionZones = show;
    update();
}

void BoardView::setAnimationDuration(int milliseconds)
{
    m_animation->setDuration(std::max(0, milliseconds));
}

bool BoardView::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void BoardView::setSelection(Square square, const QList<Move>& moves)
{
    m_selected = square;
    m_moves = moves;
    if (square == kNoSquare)
        m_dragPoint.reset();
    update();
}

void BoardView::setDragPoint(std::optional<QPointF> point)
{
    m_dragPoint = point;
    update();
}

// --- layout --------------------------------------------------------------------------------

double BoardView::labelBand() const
{
    return m_coordinates ? kLabelBand : 0.0;
}

BoardView::Layout BoardView::layout() const
{
    if (!m_position)
        return {};
    const double across = m_orientation.columns() + labelBand() + 2 * kPadding;
    const double down = m_orientation.rows() + labelBand() + 2 * kPadding;
    const int room = sideBarRoom();
    // Whole pixels per square keep the squares' edges sharp.
    const int size = std::max(1, int(std::min((width() - room) / across, height() / down)));
    // The side bar, the board and its coordinate band are centred together.
    const double left = room + (width() - room - across * size) / 2 + (kPadding + labelBand()) * size;
    const double top = (height() - down * size) / 2 + kPadding * size;
    return {QPoint(int(std::lround(left)), int(std::lround(top))), size};
}

BoardPainter BoardView::boardPainter() const
{
    const Layout board = layout();
    BoardStyle style = m_style;
    style.label = palette().color(QPalette::WindowText);
    return BoardPainter(*m_position, m_orientation, style, m_pieces, {board.topLeft, double(board.squareSize)});
}

QRectF BoardView::squareRect(Square square) const
{
    return m_position ? boardPainter().squareRect(square) : QRectF();
}

Square BoardView::squareAt(QPoint point) const
{
    if (!m_position)
        return kNoSquare;
    const Layout board = layout();
    const QPoint offset = point - board.topLeft;
    if (offset.x() < 0 || offset.y() < 0)
        return kNoSquare;
    const int column = offset.x() / board.squareSize;
    const int row = offset.y() / board.squareSize;
    if (column >= m_orientation.columns() || row >= m_orientation.rows())
        return kNoSquare;
    int file = 0, rank = 0;
    m_orientation.toBoard(column, row, file, rank);
    const Geometry& geometry = m_position->geometry();
    return geometry.contains(file, rank) ? geometry.square(file, rank) : kNoSquare;
}

QSize BoardView::sizeHint() const
{
    return QSize(640, 640);
}

QSize BoardView::minimumSizeHint() const
{
    // Squares of 24 pixels still show which piece is which.
    constexpr int kSmallestSquare = 24;
    const double extra = labelBand() + 2 * kPadding;
    return QSize(int(std::ceil((m_orientation.columns() + extra) * kSmallestSquare)),
        int(std::ceil((m_orientation.rows() + extra) * kSmallestSquare)));
}

// --- animation -----------------------------------------------------------------------------

void BoardView::startAnimation(const kabir::Position& before, Move move)
{
    switch (move.kind()) {
    case MoveKind::Drop: return;  // nothing moves on the board
    case MoveKind::Castling:
        m_slides
            = {{move.from(), move.to()}, {Square(before.rules().castlings()[move.pieceType()].def.rook), move.aux()}};
        break;
    case MoveKind::Swap: m_slides = {{move.from(), move.to()}, {move.to(), move.from()}}; break;
    default:
        if (move.from() == move.to())
            return;  // a promotion in place
        m_slides = {{move.from(), move.to()}};
        break;
    }
    m_animation->start();
}

bool BoardView::isSliding(Square s) const
{
    return std::any_of(m_slides.begin(), m_slides.end(), [s](const Slide& slide) { return slide.to == s; });
}

QRectF BoardView::pieceRect(Square s) const
{
    if (s == m_selected && m_dragPoint) {
        QRectF rect = squareRect(s);
        rect.moveCenter(*m_dragPoint);
        return rect;
    }
    for (const Slide& slide : m_slides) {
        if (slide.to != s)
            continue;
        const double t = m_animation->currentValue().toDouble();
        const QRectF from = squareRect(slide.from), to = squareRect(slide.to);
        return from.translated((to.topLeft() - from.topLeft()) * t);
    }
    return squareRect(s);
}

// --- painting ------------------------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent*)
{
    if (!m_position)
        return;
    placeSideBar();  // follows the board's size and turns
    QPainter painter(this);
    const BoardPainter board = boardPainter();
    board.paintSquares(painter);
    painter.setRenderHint(QPainter::Antialiasing);
    paintPromotionZone(painter);
    board.paintMarks(painter);
    paintHighlights(painter);
    if (m_coordinates)
        paintCoordinates(painter, board);
    paintPieces(painter, board);
    // Over the pieces, in the squares' corners: under them the first ranks' numbers were lost.
    if (m_squareNumbers && m_position->rules().definition().numbering.defined())
        board.paintSquareNumbers(painter, int(std::max(0.22 * layout().squareSize, 8.0)));
    paintBadges(painter);
    paintDestinations(painter);
    paintArrows(painter);
}

void BoardView::setSideBar(QWidget* bar)
{
    m_sideBar = bar;
    bar->setParent(this);
    bar->installEventFilter(this);
    placeSideBar();
}

int BoardView::sideBarRoom() const
{
    return m_sideBar && !m_sideBar->isHidden() ? m_sideBar->width() + 4 : 0;
}

void BoardView::placeSideBar()
{
    if (!m_sideBar || m_sideBar->isHidden() || !m_position)
        return;
    const Layout board = layout();
    const int left = board.topLeft.x() - int(std::lround(labelBand() * board.squareSize)) - m_sideBar->width() - 4;
    m_sideBar->setGeometry(
        std::max(left, 0), board.topLeft.y(), m_sideBar->width(), m_orientation.rows() * board.squareSize);
}

bool BoardView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_sideBar && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)) {
        placeSideBar();
        update();
    }
    return QWidget::eventFilter(watched, event);
}

void BoardView::setArrows(const QList<Arrow>& arrows)
{
    if (arrows == m_arrows)
        return;
    m_arrows = arrows;
    update();
}

// lichess's shapes: a broad translucent shaft ending in a head short of the target's centre,
// and a ring for a circle.
void BoardView::paintArrows(QPainter& painter) const
{
    const double size = layout().squareSize;
    painter.setRenderHint(QPainter::Antialiasing);
    for (const Arrow& arrow : m_arrows) {
        const QRectF fromRect = squareRect(arrow.from), toRect = squareRect(arrow.to);
        if (fromRect.isEmpty() || toRect.isEmpty())
            continue;
        if (arrow.from == arrow.to) {
            painter.setPen(QPen(arrow.colour, size * 0.08));
            painter.setBrush(Qt::NoBrush);
            const double inset = size * 0.06;
            painter.drawEllipse(toRect.adjusted(inset, inset, -inset, -inset));
            continue;
        }
        const QPointF a = fromRect.center(), b = toRect.center();
        const QLineF line(a, b);
        const double head = size * 0.45, width = size * 0.16;
        const QPointF direction = (b - a) / line.length();
        const QPointF normal(-direction.y(), direction.x());
        const QPointF neck = b - direction * head;
        painter.setPen(QPen(arrow.colour, width, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(a, neck + direction * 1.0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(arrow.colour);
        const QPointF tip = b - direction * size * 0.1;
        painter.drawPolygon(QPolygonF({neck + normal * head * 0.5, tip, neck - normal * head * 0.5}));
    }
}

void BoardView::paintPromotionZone(QPainter& painter) const
{
    if (!m_promotionZones)
        return;
    const kabir::Position& pos = *m_position;
    const Geometry& geometry = pos.geometry();
    for (Square s = 0; s < geometry.squareCount(); ++s)
        if (geometry.isPlayable(s) && pos.rules().inPromotionZone(pos.sideToMove(), s))
            painter.fillRect(squareRect(s), kPromotionZone);
}

// Over the board's marks, under the pieces: the last move, the held piece's square and a king
// in check.
void BoardView::paintHighlights(QPainter& painter) const
{
    const kabir::Position& pos = *m_position;
    if (pos.historyLength() > 0) {
        const Move last = pos.state().move;
        if (last.kind() != MoveKind::Drop && last.from() != last.to())
            painter.fillRect(squareRect(last.from()), kLastMove);
        painter.fillRect(squareRect(last.to()), kLastMove);
    }
    if (m_selected != kNoSquare)
        painter.fillRect(squareRect(m_selected), kSelected);
    const kabir::Army side = pos.sideToMove();
    if (pos.inCheck(side)) {
        const QRectF r = squareRect(pos.kingSquare(side));
        QRadialGradient glow(r.center(), r.width() * 0.6);
        glow.setColorAt(0.0, kCheck);
        glow.setColorAt(0.45, QColor(kCheck.red(), kCheck.green(), kCheck.blue(), 170));
        glow.setColorAt(1.0, QColor(kCheck.red(), kCheck.green(), kCheck.blue(), 0));
        painter.fillRect(r, glow);
    }
}

void BoardView::paintCoordinates(QPainter& painter, const BoardPainter& board) const
{
    const double size = layout().squareSize;
    // On small squares the coordinates grow to a readable 11 pixels while the band holds them.
    const double labelSize = std::max(kLabelFont * size, std::min(11.0, 0.4 * size));
    board.paintCoordinates(painter, kLabelBand * size, int(labelSize));
}

void BoardView::paintPieces(QPainter& painter, const BoardPainter& board) const
{
    const Geometry& geometry = m_position->geometry();
    const bool dragging = m_selected != kNoSquare && m_dragPoint;
    // Still pieces first, then the moving ones over them.
    for (Square s = 0; s < geometry.squareCount(); ++s) {
        const kabir::Piece piece = m_position->at(s);
        if (piece && !isSliding(s) && !(dragging && s == m_selected))
            board.paintPiece(painter, piece, board.squareRect(s));
    }
    for (const Slide& slide : m_slides)
        if (const kabir::Piece piece = m_position->at(slide.to))
            board.paintPiece(painter, piece, pieceRect(slide.to));
    if (dragging && m_position->at(m_selected))
        board.paintPiece(painter, m_position->at(m_selected), pieceRect(m_selected));
}

// A round badge at the top right corner of the piece on `s`, for the piece's state.
QRectF BoardView::badgeRect(Square s) const
{
    const QRectF r = pieceRect(s);
    const double side = kBadge * r.width();
    return {r.right() - side, r.top(), side, side};
}

// A king that still holds its once-per-game leap carries a small picture of the leaping piece;
// a pawn waiting on its last rank to promote in place (Tressau's rule set A) an hourglass.
void BoardView::paintBadges(QPainter& painter) const
{
    const kabir::Ruleset& rules = m_position->rules();
    const auto drawBadge = [&](const QRectF& badge) {
        painter.setPen(QPen(QColor(90, 70, 20), std::max(1.0, badge.width() / 16)));
        painter.setBrush(QColor(255, 226, 130, 230));
        painter.drawEllipse(badge.adjusted(1, 1, -1, -1));
    };
    if (const kabir::PieceDefinition* picture = rules.hasKingLeap() ? leapPicture(rules.definition()) : nullptr)
        for (kabir::Army a = 0; a < rules.armyCount(); ++a) {
            const Square king = m_position->kingSquare(a);
            if (king == kNoSquare || !m_position->holds(kabir::ArmyFlag::KingLeap, a) || isSliding(king))
                continue;
            drawBadge(badgeRect(king));
            m_pieces.paint(painter, badgeRect(king), *picture, ArmyPalette::of(rules.definition(), a));
        }
    for (const std::uint8_t pawn : m_position->waitingPawns()) {
        if (isSliding(pawn))
            continue;
        const QRectF badge = badgeRect(pawn);
        drawBadge(badge);
        const QRectF glass
            = badge.adjusted(badge.width() * 0.3, badge.height() * 0.22, -badge.width() * 0.3, -badge.height() * 0.22);
        const QPolygonF hourglass{glass.topLeft(), glass.topRight(), glass.bottomLeft(), glass.bottomRight()};
        painter.setBrush(QColor(90, 70, 20));
        painter.drawPolygon(hourglass);
    }
}

// Over the pieces: a dot on each empty destination of the held piece (or of a piece taken up
// from the hand), a ring around each occupied one (a capture, a swap, or the pawn's own square
// for a promotion in place).
void BoardView::paintDestinations(QPainter& painter) const
{
    if (!m_legalMoves)
        return;
    for (const Move& m : m_moves) {
        const QRectF r = squareRect(m.to());
        const bool occupied = m_position->at(m.to()) && !(m.to() == m_selected && m_dragPoint);
        painter.setPen(occupied ? QPen(kDestination, r.width() * 0.08) : Qt::NoPen);
        painter.setBrush(occupied ? QBrush(Qt::NoBrush) : QBrush(kDestination));
        const qreal radius = occupied ? r.width() * 0.44 : r.width() * 0.15;
        painter.drawEllipse(r.center(), radius, radius);
    }
}

bool BoardView::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !m_position)
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const Square s = squareAt(help->pos());
    const kabir::Piece piece = s == kNoSquare ? kabir::kEmpty : m_position->at(s);
    const QString notes = s == kNoSquare ? QString() : squareNotes(s);
    if (!piece && notes.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    if (!piece) {
        QToolTip::showText(help->globalPos(), notes, this);
        return true;
    }
    const kabir::Ruleset& rules = m_position->rules();
    const kabir::PieceDefinition& type = rules.definition().pieces[kabir::typeOf(piece)];
    const std::string& army = rules.definition().armies[kabir::armyOf(piece)].name;
    //: %1 is an army ("White"), %2 a piece ("Commander"), %3 a square ("e4").
    QString text = tr("%1 %2 on %3")
                       .arg(DataStrings::text(army), DataStrings::text(type.name),
                           QString::fromStdString(m_position->geometry().squareName(s)));
    // What it does, in words, for a newcomer.
    if (const QString moves = PieceMoves::inWords(type.moves); !moves.isEmpty())
        //: A piece's tooltip: its moves in words, e.g. "It moves any distance orthogonally; a knight's leap."
        text += QLatin1Char('\n') + tr("It moves %1.").arg(moves);
    if (rules.hasKingLeap() && s == m_position->kingSquare(kabir::armyOf(piece))
        && m_position->holds(kabir::ArmyFlag::KingLeap, kabir::armyOf(piece)))
        text += QLatin1Char('\n') + tr("It still holds its once-per-game leap.");
    const auto waiting = m_position->waitingPawns();
    if (std::find(waiting.begin(), waiting.end(), s) != waiting.end())
        text += QLatin1Char('\n') + tr("It waits on its last rank and may promote in place later.");
    if (!notes.isEmpty())
        text += QLatin1Char('\n') + notes;
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

// What a square means under the rules, for a newcomer: Shatra's gates and fortresses.
QString BoardView::squareNotes(Square s) const
{
    const kabir::LeapTables* leap = m_position->rules().leapCapture();
    if (!leap)
        return {};
    for (kabir::Army a = 0; a < 2; ++a) {
        const QString army = DataStrings::text(m_position->rules().definition().armies[a].name);
        if (leap->gate[a].contains(s))
            return m_position->holds(kabir::ArmyFlag::Temdek, a)
                //: Shatra: %1 the army whose gate this is.
                ? tr("%1's gate. Its cross is %1's temdek: while it stands, no enemy unit may enter %1's gate or "
                     "fortress, and only %1's biy may come back to the gate.")
                      .arg(army)
                : tr("%1's gate. %1's temdek is off: any unit may enter.").arg(army);
        if (leap->fortress[a].contains(s))
            //: Shatra: %1 the army whose fortress this is.
            return tr("%1's fortress: its reserves wait here. While %1's temdek stands, no enemy unit may enter.")
                .arg(army);
    }
    return {};
}
