#include "ui/layoutkeeper.h"

#include "ui/settings.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QToolBar>

namespace {

constexpr int kPauseMs = 500;

bool changesLayout(QEvent::Type type)
{
    switch (type) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::WindowStateChange: return true;
    default: return false;
    }
}

}  // namespace

LayoutKeeper::LayoutKeeper(QMainWindow* window, Settings* settings)
    : QObject(window), m_window(window), m_settings(settings)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &LayoutKeeper::saveNow);
    window->installEventFilter(this);
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
        dock->installEventFilter(this);
    for (QToolBar* bar : window->findChildren<QToolBar*>())
        bar->installEventFilter(this);
}

void LayoutKeeper::saveNow()
{
    m_pause.stop();
    m_settings->setWindowGeometry(m_window->saveGeometry());
    m_settings->setWindowState(m_window->saveState());
    m_settings->flush();
}

bool LayoutKeeper::eventFilter(QObject* watched, QEvent* event)
{
    if (changesLayout(event->type()) && m_window->isVisible())
        m_pause.start();
    return QObject::eventFilter(watched, event);
}
