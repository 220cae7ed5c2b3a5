#include "ui/evalbar.h"

#include "ui/valuetext.h"

#include <QPainter>

EvalBar::EvalBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("evalBar"));
    setAccessibleName(tr("Evaluation"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setFixedWidth(sizeHint().width());
}

void EvalBar::setValue(std::optional<int> valueForFirstTeam)
{
    if (valueForFirstTeam == m_value)
        return;
    m_value = valueForFirstTeam;
    setToolTip(m_value ? ValueText::pawns(*m_value) : QString());
    update();
}

void EvalBar::setFirstTeamAtBottom(bool bottom)
{
    m_firstAtBottom = bottom;
    update();
}

void EvalBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const QColor light(240, 235, 225), dark(60, 55, 50);
    const double share = m_value ? (1.0 + ValueText::winningChances(*m_value)) / 2 : 0.5;  // the first team's
    const double lightHeight = area.height() * share;
    // The first team's part at its end of the bar.
    const QRectF first = m_firstAtBottom ? QRectF(area.left(), area.bottom() - lightHeight, area.width(), lightHeight)
                                         : QRectF(area.left(), area.top(), area.width(), lightHeight);
    painter.fillRect(area, dark);
    painter.fillRect(first, light);
    painter.setPen(QColor(128, 128, 128));
    painter.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    painter.drawRect(area);
    if (!m_value)
        return;
    // The value, small, at the end of the side that leads.
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(area.width() * 0.42)));
    painter.setFont(font);
    const bool firstLeads = *m_value >= 0;
    const bool atBottom = firstLeads == m_firstAtBottom;
    painter.setPen(firstLeads ? dark : light);
    QString text = ValueText::pawns(std::abs(*m_value));
    text.remove(QLatin1Char('+'));
    const QRectF label(area.left(), atBottom ? area.bottom() - 16 : area.top(), area.width(), 16);
    painter.drawText(label, Qt::AlignCenter, text);
}
