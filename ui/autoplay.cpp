#include "ui/autoplay.h"

#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QTimer>

Autoplay::Autoplay(GameController* game, QObject* parent)
    : QObject(parent), m_game(game), m_viewer(game->viewer()), m_timer(new QTimer(this)),
      m_toggle(new QAction(tr("&Autoplay"), this))
{
    m_timer->setInterval(kSpeeds[1]);
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_toggle->setStatusTip(tr("Replay the moves by themselves, from the position on view"));
    connect(m_toggle, &QAction::toggled, this, [this](bool on) { on ? start() : stop(); });
    connect(m_timer, &QTimer::timeout, this, &Autoplay::step);
    connect(m_game, &GameController::gameStarted, this, [this] { m_toggle->setChecked(false); });
}

QMenu* Autoplay::createSpeedMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("Autoplay S&peed"), parent);
    m_speeds = new QActionGroup(menu);
    const QString names[]
        = {tr("&Slow (3 s a move)"), tr("&Normal (1.5 s)"), tr("&Fast (0.7 s)"), tr("&Very Fast (0.3 s)")};
    for (std::size_t i = 0; i < std::size(kSpeeds); ++i) {
        QAction* speed = menu->addAction(names[i]);
        speed->setCheckable(true);
        speed->setChecked(kSpeeds[i] == interval());
        m_speeds->addAction(speed);
        connect(speed, &QAction::triggered, this, [this, i] { setInterval(kSpeeds[i]); });
    }
    return menu;
}

void Autoplay::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
    if (m_speeds)
        for (std::size_t i = 0; i < std::size(kSpeeds); ++i)
            m_speeds->actions().at(qsizetype(i))->setChecked(kSpeeds[i] == milliseconds);
}

int Autoplay::interval() const
{
    return m_timer->interval();
}

bool Autoplay::isRunning() const
{
    return m_timer->isActive();
}

void Autoplay::start()
{
    if (!m_game->hasGame()) {
        m_toggle->setChecked(false);
        return;
    }
    if (m_viewer->tree().children(m_viewer->viewedNode()).empty())  // at the end: replay from the start
        m_viewer->setViewedNode(kabir::GameTree::kRoot);
    m_timer->start();
}

void Autoplay::stop()
{
    m_timer->stop();
}

void Autoplay::step()
{
    if (!m_game->hasGame() || m_viewer->tree().children(m_viewer->viewedNode()).empty()) {
        m_toggle->setChecked(false);
        return;
    }
    m_viewer->viewNext();
    if (m_viewer->tree().children(m_viewer->viewedNode()).empty())
        m_toggle->setChecked(false);  // the last move is on view
}
