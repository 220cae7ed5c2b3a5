#pragma once
// Keeps a main window's geometry and its docks' layout in the settings as they change, not
// only at a clean exit, so that a crash or a kill loses neither: every move, resize or dock
// change restarts a short timer whose end writes both and flushes the settings to disk.

#include <QObject>
#include <QTimer>

class QMainWindow;
class Settings;

class LayoutKeeper : public QObject {
public:
    // Watches `window` and the docks and tool bars it holds now.
    LayoutKeeper(QMainWindow* window, Settings* settings);
    void saveNow();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* m_window;
    Settings* m_settings;
    QTimer m_pause;  // the changes of one gesture (a drag, a resize) are written once
};
