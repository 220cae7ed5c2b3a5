#include "ui/enginethread.h"

#include <QMetaObject>
#include <QThread>

EngineThread::EngineThread(const QString& name) : m_thread(new QThread), m_context(new QObject)
{
    m_thread->setObjectName(name);
    m_context->moveToThread(m_thread);
    QObject::connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

EngineThread::~EngineThread()
{
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void EngineThread::post(std::function<void()> job)
{
    QMetaObject::invokeMethod(m_context, std::move(job), Qt::QueuedConnection);
}
