#include "ui/evaluationgraph.h"

#include "ui/gameevaluations.h"
#include "ui/valuetext.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace {

constexpr int kMargin = 3;
constexpr double kDotRadius = 3.0;

// The colours lichess gives an inaccuracy, a mistake and a blunder.
QColor verdictColour(int nag)
{
    switch (nag) {
    case 4: return QColor(0xdf, 0x53, 0x53);
    case 2: return QColor(0xe6, 0x9f, 0x00);
    default: return QColor(0x56, 0xb4, 0xe9);
    }
}

}  // namespace

EvaluationGraph::EvaluationGraph(GameEvaluations* evaluations, QWidget* parent)
    : QWidget(parent), m_evaluations(evaluations)
{
    setObjectName(QStringLiteral("evaluationGraph"));
    setAccessibleName(tr("Evaluation graph"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setCursor(Qt::PointingHandCursor);
    connect(m_evaluations, &GameEvaluations::changed, this, qOverload<>(&QWidget::update));
}

void EvaluationGraph::setPlyCount(int plies)
{
    m_plies = std::max(plies, 0);
    update();
}

void EvaluationGraph::setVerdicts(const std::map<int, int>& verdicts)
{
    if (verdicts == m_verdicts)
        return;
    m_verdicts = verdicts;
    update();
}

void EvaluationGraph::setViewedPly(int ply)
{
    m_viewed = ply;
    update();
}

double EvaluationGraph::xOf(int ply) const
{
    const double span = std::max(width() - 2 * kMargin, 1);
    return kMargin + (m_plies > 0 ? span * ply / m_plies : span / 2);
}

int EvaluationGraph::plyAt(QPoint point) const
{
    const double span = std::max(width() - 2 * kMargin, 1);
    return std::clamp(int(std::lround((point.x() - kMargin) * m_plies / span)), 0, m_plies);
}

void EvaluationGraph::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const double middle = area.center().y();
    const auto yOf = [&](int value) { return middle - ValueText::winningChances(value) * area.height() / 2; };

    painter.fillRect(area, palette().color(QPalette::Base));
    // The first team's advantage is light above the middle line, the second's dark below it.
    QPainterPath curve;
    bool open = false;
    double lastX = 0;
    for (int ply = 0; ply <= m_plies; ++ply) {
        const std::optional<int> value = m_evaluations->at(ply);
        if (!value)
            continue;
        const QPointF point(xOf(ply), yOf(*value));
        if (!open) {
            curve.moveTo(point.x(), middle);
            open = true;
        }
        curve.lineTo(point);
        lastX = point.x();
    }
    if (open) {
        curve.lineTo(lastX, middle);
        curve.closeSubpath();
        painter.save();
        painter.setClipRect(QRectF(area.left(), area.top(), area.width(), middle - area.top()));
        painter.fillPath(curve, QColor(235, 225, 200));
        painter.setClipRect(QRectF(area.left(), middle, area.width(), area.bottom() - middle));
        painter.fillPath(curve, QColor(70, 60, 50));
        painter.restore();
        painter.setPen(QPen(QColor(120, 90, 60), 1.2));
        painter.drawPath(curve);
    }
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle));
    painter.setPen(Qt::NoPen);
    for (const auto& [ply, nag] : m_verdicts) {
        if (ply > m_plies)
            continue;
        const std::optional<int> value = m_evaluations->at(ply);
        painter.setBrush(verdictColour(nag));
        painter.drawEllipse(QPointF(xOf(ply), value ? yOf(*value) : middle), kDotRadius, kDotRadius);
    }
    // The position on view.
    painter.setPen(QPen(QColor(20, 110, 255), 1.5));
    painter.drawLine(QPointF(xOf(m_viewed), area.top()), QPointF(xOf(m_viewed), area.bottom()));
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        emit plyClicked(plyAt(event->position().toPoint()));
}

bool EvaluationGraph::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int ply = plyAt(help->pos());
        const std::optional<int> value = m_evaluations->at(ply);
        //: %1: how many moves have been played; %2 the evaluation, e.g. "+0.35".
        QToolTip::showText(help->globalPos(),
            value ? tr("After %n ply: %1", nullptr, ply).arg(ValueText::pawns(*value))
                  : tr("After %n ply: not evaluated", nullptr, ply));
        return true;
    }
    return QWidget::event(event);
}
