#include "ui/computerplayer.h"

#include "core/search/prechoice.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QThread>

void ComputerPlayer::play(
    const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl& control)
{
    cancel();
    if (game.choosingArmy() >= 0)
        choose(game);
    else
        think(game, limits, control);
}

void ComputerPlayer::cancel()
{
    ++m_choiceId;
    m_choosing = false;
    stopThinking();
}

// The choice is searched on a thread of its own (well under a second) with an engine of its
// own. The thread may outlive this player: it reports through a guarded pointer and deletes
// itself when done.
void ComputerPlayer::choose(const kabir::Game& game)
{
    const int id = ++m_choiceId;
    m_choosing = true;
    QThread* thread = QThread::create([guard = QPointer<ComputerPlayer>(this), id, game] {
        kabir::search::Engine engine;
        const kabir::search::PreGameDecision decision = kabir::search::choosePreGame(game, engine);
        QMetaObject::invokeMethod(
            qApp,
            [guard, id, decision] {
                if (!guard || id != guard->m_choiceId)
                    return;
                guard->m_choosing = false;
                emit guard->moved(QString::fromStdString(decision.choice), decision.value);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}
