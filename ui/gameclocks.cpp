#include "ui/gameclocks.h"

#include <QTimer>

#include <algorithm>
#include <limits>

namespace {

constexpr int kTickMs = 100;
// Moves are charged in full: a flag falls by the ticker, never by charging.
constexpr std::int64_t kNoMargin = std::numeric_limits<std::int32_t>::max();

}  // namespace

GameClocks::GameClocks(QObject* parent) : QObject(parent), m_ticker(new QTimer(this))
{
    m_ticker->setInterval(kTickMs);
    m_ticker->setTimerType(Qt::PreciseTimer);
    connect(m_ticker, &QTimer::timeout, this, &GameClocks::tick);
    reset({}, 2);
}

void GameClocks::reset(const kabir::match::TimeControl& control, int armies)
{
    m_control = control;
    m_history = {std::vector<kabir::match::Clock>(std::size_t(std::max(armies, 0)), kabir::match::Clock(control))};
    m_flagged = -1;
    stop();
}

void GameClocks::start(int army)
{
    if (!enabled() || army < 0 || army >= armyCount()) {
        stop();
        return;
    }
    m_flagged = -1;
    m_running = army;
    m_turnTimer.start();
    m_ticker->start();
    emit ticked();
}

void GameClocks::stop()
{
    m_running = -1;
    m_ticker->stop();
    emit ticked();
}

std::int64_t GameClocks::elapsedMs() const
{
    return m_running >= 0 ? m_turnTimer.elapsed() : 0;
}

void GameClocks::moved()
{
    std::vector<kabir::match::Clock> after = now();
    if (m_running >= 0)
        after[std::size_t(m_running)].charge(elapsedMs(), kNoMargin);
    m_history.push_back(std::move(after));
    stop();
}

void GameClocks::takeBack()
{
    if (m_history.size() > 1)
        m_history.pop_back();
    m_flagged = -1;
    stop();
}

std::int64_t GameClocks::remainingMs(int army) const
{
    if (!enabled() || army < 0 || army >= armyCount())
        return -1;
    if (army == m_flagged)
        return 0;
    const std::int64_t running = army == m_running ? elapsedMs() : 0;
    if (m_control.moveTimeMs)
        return std::max<std::int64_t>(m_control.moveTimeMs - running, 0);
    return std::max<std::int64_t>(clock(army).remainingMs() - running, 0);
}

std::int64_t GameClocks::clockAfterMove(int ply, int army) const
{
    const std::size_t after = std::size_t(ply) + 1;
    if (!enabled() || ply < 0 || after >= m_history.size() || army < 0 || army >= armyCount())
        return -1;
    return m_control.moveTimeMs ? m_control.moveTimeMs : m_history[after][std::size_t(army)].remainingMs();
}

void GameClocks::restore(const QList<std::int64_t>& clocks, const QList<int>& movers)
{
    if (!enabled())
        return;
    const int armies = armyCount();
    std::vector<int> moves(std::size_t(armies), 0);
    m_history.resize(1);
    for (qsizetype ply = 0; ply < movers.size(); ++ply) {
        std::vector<kabir::match::Clock> after = now();
        const int mover = movers[ply];
        if (mover >= 0 && mover < armies) {
            kabir::match::Clock& clock = after[std::size_t(mover)];
            ++moves[std::size_t(mover)];
            if (clocks.value(ply, -1) >= 0)
                clock.restore(clocks[ply], moves[std::size_t(mover)]);
            else
                clock.charge(0, kNoMargin);
        }
        m_history.push_back(std::move(after));
    }
    emit ticked();
}

void GameClocks::tick()
{
    emit ticked();
    if (m_running >= 0 && remainingMs(m_running) <= 0) {
        m_flagged = m_running;
        stop();
        emit flagFell(m_flagged);
    }
}
