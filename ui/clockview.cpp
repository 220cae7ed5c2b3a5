#include "ui/clockview.h"

#include "ui/gameclocks.h"

#include <QGridLayout>
#include <QLabel>

namespace {

// A clock is low under a tenth of the base time, and always under 20 seconds.
constexpr qint64 kLowMs = 20000;

}  // namespace

ClockView::ClockView(GameClocks* clocks, QWidget* parent) : QWidget(parent), m_clocks(clocks)
{
    setObjectName(QStringLiteral("clockView"));
    setAccessibleName(tr("Clocks"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 4, 6, 4);
    grid->setColumnStretch(1, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);  // the move list takes the height to spare
    connect(m_clocks, &GameClocks::ticked, this, &ClockView::refresh);
}

QString ClockView::formatTime(qint64 ms)
{
    ms = std::max<qint64>(ms, 0);
    if (ms < 10000)  // tenths, rounded down: 0.0 only when the flag falls
        return QStringLiteral("0:%1.%2").arg(ms / 1000, 2, 10, QLatin1Char('0')).arg(ms / 100 % 10);
    const qint64 seconds = (ms + 999) / 1000;  // a clock shows 0:10 until it has less
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void ClockView::setArmies(const QStringList& labels, const QList<QColor>& colours)
{
    auto* grid = static_cast<QGridLayout*>(layout());
    qDeleteAll(m_rows);
    m_rows.clear();
    m_names.clear();
    m_times.clear();
    QFont timeFont = font();
    timeFont.setFamily(QStringLiteral("monospace"));
    timeFont.setStyleHint(QFont::Monospace);
    timeFont.setBold(true);
    if (timeFont.pointSizeF() > 0)
        timeFont.setPointSizeF(timeFont.pointSizeF() * 1.6);
    for (int army = 0; army < labels.size(); ++army) {
        auto* swatch = new QLabel(this);
        QPixmap colour(12, 12);
        colour.fill(colours.value(army, Qt::gray));
        swatch->setPixmap(colour);
        auto* name = new QLabel(labels[army], this);
        auto* time = new QLabel(this);
        time->setObjectName(QStringLiteral("clock%1").arg(army));
        time->setFont(timeFont);
        time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        time->setMargin(2);
        time->setAutoFillBackground(true);
        grid->addWidget(swatch, army, 0);
        grid->addWidget(name, army, 1);
        grid->addWidget(time, army, 2);
        m_names << name;
        m_times << time;
        m_rows << swatch << name << time;
    }
    refresh();
}

QString ClockView::timeText(int army) const
{
    return army >= 0 && army < m_times.size() ? m_times[army]->text() : QString();
}

void ClockView::refresh()
{
    const qint64 base
        = m_clocks->timeControl().moveTimeMs ? m_clocks->timeControl().moveTimeMs : m_clocks->timeControl().baseMs;
    for (int army = 0; army < m_times.size(); ++army) {
        const qint64 left = m_clocks->remainingMs(army);
        QLabel* time = m_times[army];
        time->setText(left < 0 ? QString() : formatTime(left));
        const bool running = army == m_clocks->runningArmy();
        const bool low = left >= 0 && (left < kLowMs || left * 10 < base);
        QPalette colours = palette();
        if (running)
            colours.setColor(QPalette::Window, palette().color(QPalette::Highlight).lighter(160));
        if (low)
            colours.setColor(QPalette::WindowText, QColor(200, 20, 20));
        time->setPalette(colours);
        QFont nameFont = m_names[army]->font();
        nameFont.setBold(running);
        m_names[army]->setFont(nameFont);
    }
}
