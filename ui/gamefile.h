#pragma once
// The file the game on the board belongs to, and writing records to files. Save writes the game
// back to its file when the file held that one game, or when the user has once chosen to
// replace the game in its file of many (replaceGame: every other game stays as it was, byte for
// byte); otherwise Save is Save As, which never proposes a file of many games.
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
    // The user chose to replace the game in its file of many: Save does so from now on.
    void allowReplacingInPlace() { m_replaceInPlace = !m_fileName.isEmpty(); }

    QString fileName() const { return m_fileName; }  // empty when the game has no file
    int game() const { return m_game; }              // its number in the file, from 1
    int gameCount() const { return m_gameCount; }
    bool canSaveInPlace() const { return !m_fileName.isEmpty() && (m_gameCount == 1 || m_replaceInPlace); }
    // The name Save As proposes: the game's own file when it holds that game alone, else a
    // new name beside it ("games-2.pgn" for game 2 of games.pgn), or "" for a game of no file.
    QString proposedSaveName() const;
    // For the window's title: "games.pgn", "games.pgn, game 3"; empty without a file.
    QString title() const;

    // `fileName` with ".pgn" added when it has no extension.
    static QString withExtension(const QString& fileName);
    // Writes `record` as the whole of `fileName`.
    static QString write(const QString& fileName, const QString& record);
    // Adds `record` at the end of `fileName` after a blank line, keeping every byte before it;
    // a file that does not exist yet is created.
    static QString append(const QString& fileName, const QString& record);
    // Replaces game `game` (from 1) of `fileName` with `record`, keeping every byte of the other
    // games and the blank lines between them; refused when the file no longer holds
    // `gameCount` games (it was changed since the game was read from it).
    static QString replaceGame(const QString& fileName, int game, int gameCount, const QString& record);
    // How many games `fileName` holds (0 for a file that does not exist or holds none).
    static int countGames(const QString& fileName);

private:
    QString m_fileName;
    int m_game = 0;
    int m_gameCount = 0;
    bool m_replaceInPlace = false;
};
