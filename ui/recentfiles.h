#pragma once
// The game files opened or saved last, kept in the Settings: at most kMaximum, the most recent
// first, each once (as an absolute path). A file that no longer exists is dropped when the list
// is read, so a menu never offers it. The Recent Files menu is filled from the list each time it
// opens: an entry per file ("&1 games.pgn", the whole path as its tip) and Clear Recent Files;
// choosing an entry emits fileChosen.

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;
class Settings;

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaximum = 10;

    // `settings` must outlive this object.
    explicit RecentFiles(Settings& settings, QObject* parent = nullptr);

    // `fileName` becomes the most recent file.
    void add(const QString& fileName);
    // The files that exist, most recent first; the others leave the settings.
    QStringList files();
    void clear();

    // A menu titled "Open R&ecent" (R is Redo's in the Game menu) that fills itself (fill)
    // whenever it is about to show.
    QMenu* createMenu(QWidget* parent);
    // Replaces the actions of `menu` by the files' entries and Clear Recent Files.
    void fill(QMenu* menu);

signals:
    void fileChosen(const QString& fileName);

private:
    Settings& m_settings;
};
