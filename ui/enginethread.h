#pragma once
// A thread of its own for talking to an external engine: what is posted with post() runs there,
// one job after the other, so that the window never waits for the engine. The destructor waits
// for the running job (each must end soon once told to stop), drops those not yet begun and
// joins the thread.

#include <QObject>

#include <functional>

class QThread;

class EngineThread {
public:
    explicit EngineThread(const QString& name);
    ~EngineThread();
    EngineThread(const EngineThread&) = delete;
    EngineThread& operator=(const EngineThread&) = delete;

    void post(std::function<void()> job);

private:
    QThread* m_thread;
    QObject* m_context;  // lives on m_thread
};
