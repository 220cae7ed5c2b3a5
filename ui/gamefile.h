#pragma once
// The file the game on the board belongs to, and writing records to files. Save writes the game
// back to its file only when the file held that one game (a game of a file of many is appended
// or saved elsewhere instead, so the other games are never lost); otherwise Save is Save As.
// Every write is atomic (QSaveFile: a failed write leaves the file as it was), and each returns
// why it failed, with the file's name, or an empty string.

#include <QCoreApplication>
#include <QString>

class GameFile {
    Q_DECLARE_TR_FUNCTIONS(GameFile)

public:
    // The game came from game `game` (from 1) of a file of `gameCount` games; it was saved to a
    // file of its own (setSaved); or it belongs to no file (clear: a new or pasted game).
    void setOpened(const QString& fileName, int game, int gameCount);
    void setSaved(const QString& fileName) { setOpened(fileName, 1, 1); }
    void clear() { setOpened({}, 0, 0); }

    QString fileName() const { return m_fileName; }  // empty when the game has no file
    bool canSaveInPlace() const { return !m_fileName.isEmpty() && m_gameCount == 1; }
    // For the window's title: "games.pgn", "games.pgn, game 3"; empty without a file.
    QString title() const;

    // `fileName` with ".pgn" added when it has no extension.
    static QString withExtension(const QString& fileName);
    // Writes `record` as the whole of `fileName`.
    static QString write(const QString& fileName, const QString& record);
    // Adds `record` at the end of `fileName` after a blank line, keeping every byte before it;
    // a file that does not exist yet is created.
    static QString append(const QString& fileName, const QString& record);

private:
    QString m_fileName;
    int m_game = 0;
    int m_gameCount = 0;
};
