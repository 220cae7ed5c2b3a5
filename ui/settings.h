#pragma once
// The user's settings, typed, over QSettings: each key and its default are written once, in
// settings.cpp. The window reads them at start and after the settings dialog; views never read
// QSettings themselves. changed() tells that the board's settings changed.

#include "ui/externalengine.h"
#include "ui/newgamesetup.h"

#include <QByteArray>
#include <QColor>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

// How the computers play: Kabir's engine's resources, and their manners at the board.
struct ComputerSettings {
    int hashMegabytes = 32;     // per computer player, and for analysis
    int threads = 1;            // per search
    int thinkingTimeMs = 3000;  // per move when the game has no clock
    bool resignHopelessGames = false;
    bool operator==(const ComputerSettings&) const = default;
};

// How the board looks and sounds.
struct BoardSettings {
    QString pieceSet;  // PieceSet id: "kabir", "letters" or a folder
    QColor lightSquares;
    QColor darkSquares;
    QString pattern;  // "variant" (as the variant's board), "checkered" or "plain"
    bool coordinates = true;
    bool legalMoves = true;  // dots on the held piece's destinations
    bool promotionZones = false;
    bool animation = true;
    bool sounds = false;
    bool squareNumbers = false;  // the variant's square numbers (Tressau's) on the board
    QString moveNotation;        // the move list's: "standard" or "numbered" (Tressau's squares)
    QString pieceLetters;        // the move list's piece letters: "" the variant's, or "de"
    bool operator==(const BoardSettings&) const = default;
};

class Settings : public QObject {
    Q_OBJECT

public:
    // The user's settings (the application's organisation and name).
    explicit Settings(QObject* parent = nullptr);
    // Settings kept in an INI file of their own (tests).
    Settings(const QString& iniFile, QObject* parent);
    ~Settings() override;

    BoardSettings board() const;
    void setBoard(const BoardSettings& board);
    static BoardSettings defaultBoard();
    QStringList userPieceSets() const;  // folders of SVG sets the user added
    void setUserPieceSets(const QStringList& folders);

    // The language of the program: "" for the system's, else a code such as "de" (read at start).
    QString language() const;
    void setLanguage(const QString& code);

    // The window, restored at the next start.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    // Writes what was set to disk now (QSettings does it soon after, and at exit).
    void flush();

    // The last new game's setup, offered again by the new-game dialog. Options are kept per
    // variant, so that each variant comes back with the rules last chosen for it.
    NewGameSetup lastSetup() const;
    // No game was ever started with these settings: the program is new to its user.
    bool isFirstStart() const;
    void setLastSetup(const NewGameSetup& setup);

    ComputerSettings computer() const;
    void setComputer(const ComputerSettings& computer);
    // The external engines the user has set up (Engines…), in the user's order.
    QList<ExternalEngine> engines() const;
    void setEngines(const QList<ExternalEngine>& engines);
    // The engine called `name`, if there is one.
    std::optional<ExternalEngine> engine(const QString& name) const;

    // The game files opened or saved last, most recent first, as RecentFiles keeps them.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList& files);

    // How a board of more than two armies is seen: from the army (number) chosen last in View ›
    // Seen From, or -1 for the army or team to move.
    int seenFrom() const;
    void setSeenFrom(int army);

    // A key and its default.
    template <typename T> struct Key {
        const char* name;
        T fallback;
    };

signals:
    void changed();  // the board's or the computer's settings changed

private:
    template <typename T> T get(const Key<T>& key) const;
    template <typename T> void set(const Key<T>& key, const T& value);
    QStringList lastOptions(const QString& variantId) const;

    QSettings* m_settings;
};
