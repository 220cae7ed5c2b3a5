#pragma once
// The running game written to disk after every change, so that a crash or a kill loses
// nothing: restored at the next start. A finished game, or no game, leaves no file.

#include <QString>

#include <functional>

class GameController;

class Autosave {
public:
    // The default file lives in the user's application data folder.
    explicit Autosave(QString path = defaultPath());
    static QString defaultPath();

    // Written to a temporary file, then renamed over the old copy, which stays whole when the
    // write fails; returns why it failed (a full disk, a folder without rights), or "".
    QString save(const GameController& game) const;
    // Restores an unfinished game into `game`; false when there is none. A file that cannot
    // be read is renamed to *.bad (so nothing is lost) and the reason given in `error`.
    bool restore(GameController& game, QString* error = nullptr) const;
    void clear() const;

    // Called in every save between writing the new copy and putting it in place of the old
    // one, so that a test can kill the program in the middle of a write. None in the program.
    static void setBeforeCommitHook(std::function<void()> hook);

private:
    QString m_path;
};
