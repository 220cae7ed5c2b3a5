#include "ui/searchcontroller.h"

#include <QMetaObject>

SearchController::SearchController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<kabir::search::Info>();
    qRegisterMetaType<kabir::search::BestMove>();
}

SearchController::~SearchController()
{
    // Before the object goes, so that no report is queued to it afterwards.
    m_engine.stop();
    m_engine.wait();
}

void SearchController::setOptions(const kabir::search::EngineOptions& options)
{
    abandon();
    m_engine.setOptions(options);
}

void SearchController::newGame()
{
    abandon();
    m_engine.newGame();
}

int SearchController::start(const kabir::Position& root, const kabir::search::Limits& limits)
{
    abandon();
    const int id = ++m_id;
    m_running = true;
    m_engine.setPosition(root);
    // The callbacks run on the search thread: each report is posted to this object's thread,
    // and there compared with the search running then.
    m_engine.go(
        limits,
        [this, id](const kabir::search::Info& report) {
            QMetaObject::invokeMethod(
                this,
                [this, id, report] {
                    if (id == m_id && m_running)
                        emit info(id, report);
                },
                Qt::QueuedConnection);
        },
        [this, id](const kabir::search::BestMove& best) {
            QMetaObject::invokeMethod(
                this,
                [this, id, best] {
                    if (id != m_id || !m_running)
                        return;
                    m_running = false;
                    emit finished(id, best);
                },
                Qt::QueuedConnection);
        });
    return id;
}

void SearchController::stop()
{
    m_engine.stop();
}

void SearchController::abandon()
{
    if (!m_running)
        return;
    m_running = false;
    ++m_id;
    m_engine.stop();
}
