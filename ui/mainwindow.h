#pragma once
// The main window: the board in the middle; beside it the captured pieces and hands, and the
// move list; the game's menus and the status bar. It owns the GameController (the only object
// that changes the game) and shows what the controller says: the position on view, whose turn
// it is, the result. It starts games from the new-game dialog, saves and opens records, copies
// and pastes positions, turns the board (flipped, or for four armies towards an army), applies
// the settings, and autosaves the running game after every change when enableAutosave() was
// called. Computers at the board (ComputerSeats) move when their turn comes; the clocks, the
// analysis pane with its evaluation bar and graph, and hints stand beside the board.

#include "core/board/types.h"
#include "ui/gamefile.h"
#include "ui/newgamesetup.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <optional>

class AnalysisPane;
class Autoplay;
class Autosave;
class ClockView;
class ComputerPlayer;
class ComputerSeats;
class DrawOfferBar;
class EvalBar;
class GameEvaluations;
class SearchController;
struct PlayerSeat;
class BoardBanner;
class BoardInput;
class BoardView;
class GameController;
class GameViewer;
class LayoutKeeper;
namespace kabir {
class Position;
class RecordFile;
class VariantFile;
}  // namespace kabir
class MaterialView;
class NotationMenu;
class MoveEntry;
class MoveTreeView;
class QAction;
class QDockWidget;
class QScrollArea;
class QActionGroup;
class QLabel;
class QMenu;
class RecentFiles;
class Settings;
class Sounds;
struct GameResult;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `settings` may be shared with the caller (it must outlive the window); without one the
    // window uses the user's settings.
    explicit MainWindow(Settings* settings = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a game as the new-game dialog would. False, with the reason in `error` when given,
    // for an unknown variant or options that do not fit it.
    bool startGame(const NewGameSetup& setup, QString* error = nullptr);
    // Starts a game of the built-in variant `id` with the options last chosen for it.
    bool showVariant(const QString& id, QString* error = nullptr);
    QString variantId() const;
    NewGameSetup setup() const { return m_setup; }

    void setBoardFlipped(bool flipped);
    // For four armies: the army seen at the bottom, or -1 for the army (in double dummy, the
    // team) to move.
    void setSeenFrom(int army);
    BoardView* boardView() const { return m_boardView; }
    BoardInput* boardInput() const { return m_input; }
    MoveEntry* moveEntry() const { return m_moveEntry; }
    MaterialView* materialView() const { return m_material; }
    GameController* game() const { return m_game; }
    ComputerSeats* computers() const { return m_computers; }
    AnalysisPane* analysisPane() const { return m_analysis; }
    ClockView* clockView() const { return m_clockView; }
    EvalBar* evalBar() const { return m_evalBar; }
    DrawOfferBar* drawOfferBar() const { return m_offerBar; }
    BoardBanner* boardBanner() const { return m_banner; }
    Autoplay* autoplay() const { return m_autoplay; }

    // For a newcomer: the new-game dialog with a word of welcome and the historical games.
    void welcome();

    // The actions of the Game menu that tests and screenshots trigger.
    void showHint();  // searches the live position at full strength; the move as an arrow
    bool hintSearching() const;
    void takeBack();  // against a computer, back to the human's last move
    void switchSides();
    void moveNow();

    // Keeps the running game in `path` after every change (the default file when empty) and,
    // with `restore`, restores an unfinished game found there; returns whether one was.
    bool enableAutosave(const QString& path = {}, bool restore = true);

    // A new language shows in a new window (this one is not retranslated in place): what it
    // needs to carry on where this one stops — the game with its variations, comments and
    // clocks, its file, whether it is unsaved, and the seats (mainwindowlanguage.cpp).
    struct Handover {
        QString record;  // empty without a game
        GameFile file;
        bool unsaved = false;
        NewGameSetup setup;
    };
    Handover handover() const;
    void takeOver(const Handover& handover);
    // Closes the window to show the language of the settings, which app/gui/main.cpp then opens
    // a new window in, taking this one's game over; restartRequested tells it so.
    void restartForLanguage();
    bool restartRequested() const { return m_restartRequested; }

    // Lays the window out at `size` and writes what it shows to an image file (PNG for *.png).
    bool saveScreenshot(const QString& fileName, QSize size);

    // The file actions, also for tests: false with a message in the status bar when refused.
    // openGameFrom loads game `game` (from 0) of the file, or, with -1, its only game or the
    // one the user chooses from the list of its games.
    bool saveGameTo(const QString& fileName);
    bool appendGameTo(const QString& fileName);
    bool openGameFrom(const QString& fileName, int game = -1);
    // A record given from outside (the command line, a file manager): opened as Open Game
    // opens it, after asking, as Open Game does, before an unsaved game is replaced.
    void openGivenRecord(const QString& fileName);
    bool pastePosition(const QString& text);  // a position (of any variant) or a record
    // As Edit › Set Up Position's OK: the FEN, of the game's variant or of `variantId` (with
    // `options`) when the editor changed it.
    bool setUpPositionFrom(const QString& fen, const QString& variantId = {}, const kabir::OptionValues& options = {});
    // Save As into `fileName` as picked in the file dialog: asks before it writes into a file
    // that exists (replace the game in its own file of many, add it at the end, …).
    void saveGameAsFile(const QString& fileName);
    const GameFile& gameFile() const { return m_file; }
    RecentFiles* recentFiles() const { return m_recentFiles; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void createCentralArea();
    void createDocks();
    ComputerPlayer* makePlayer(const PlayerSeat& seat, QObject* parent);
    QString enginesRefusing(const NewGameSetup& setup, const kabir::VariantFile& variant) const;
    void applyPlayerNames();
    void updateArrows();
    void updateClocks();
    int humanArmy() const;  // the army the user acts for now
    void editEngines();
    void newGame();
    void runNewGameDialog(const QString& welcome);
    void openGame();
    void saveGame();
    void saveGameAs();
    // What Save As does with a file that exists: write the game as its whole (or, for the
    // game's own file of many, in its place), add it at the end, or nothing.
    enum class SaveInto { Write, Append, Cancel };
    SaveInto askHowToSaveInto(const QString& fileName);
    bool isGamesOwnFile(const QString& fileName) const;
    void appendGame();
    void editTags();
    void setUpPosition();
    void copyPosition();
    void pasteFromClipboard();
    bool loadFromRecords(const kabir::RecordFile& records, int game, bool pasted = false);
    void refuse(const QString& why);
    void reportProblems(const QString& title, const std::function<void()>& action);
    void updateTitle();
    void updateNotation();
    void adoptLoadedGame();
    void adoptPosition();
    PlayerSeat seatCalled(const QString& name) const;
    bool confirmDiscard();  // asks before an unfinished game is given up
    void gameStarted();
    void showViewedPosition();
    void showMaterial(const kabir::Position& viewed);  // captured pieces and hands
    void announceLostKing(int ply);
    void updateOrientation();
    void updateStatus();
    QString turnText() const;
    void updateActions();
    void applySettings();
    void editSettings();
    void offerRestartForLanguage();
    void announceResult(const GameResult& result);
    void askForChoice(int army);
    void resign();
    void offerDraw();
    void claimDraw();
    void about();
    QString playerLabel(int army) const;  // "Anna (White)", or "White" when no name was given
    QStringList playerLabels() const;

    static constexpr int kMessageTime = 5000;  // milliseconds a message stays in the status bar

    Settings* m_settings;
    std::unique_ptr<Settings> m_ownSettings;
    GameController* m_game = nullptr;
    GameViewer* m_viewer = nullptr;  // the game tree and the node on view
    MoveTreeView* m_moveTree = nullptr;
    BoardView* m_boardView = nullptr;
    BoardBanner* m_banner = nullptr;  // says why the board turned
    BoardInput* m_input = nullptr;
    MoveEntry* m_moveEntry = nullptr;  // moves typed on the board
    MaterialView* m_material = nullptr;
    QDockWidget* m_materialDock = nullptr;
    QScrollArea* m_materialScroll = nullptr;  // the material view, scrolled sideways
    Sounds* m_sounds = nullptr;
    QLabel* m_variantLabel = nullptr;
    QLabel* m_turnLabel = nullptr;
    QLabel* m_teamLabel = nullptr;  // four armies: whom the player plays with
    QString m_gameOverWhy;          // why the game ended, for the game-over dialog (a forfeit)
    QAction* m_flipAction = nullptr;
    QMenu* m_seenFromMenu = nullptr;
    QActionGroup* m_seenFromActions = nullptr;
    QAction* m_zonesAction = nullptr;
    QAction* m_coordinatesAction = nullptr;
    QAction* m_numbersAction = nullptr;
    NotationMenu* m_notationMenu = nullptr;
    QAction* m_firstAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_lastAction = nullptr;
    QAction* m_resignAction = nullptr;
    QAction* m_drawAction = nullptr;
    QAction* m_claimAction = nullptr;
    QAction* m_choiceAction = nullptr;
    QAction* m_takeBackAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    QAction* m_passAction = nullptr;
    QAction* m_switchSidesAction = nullptr;
    QAction* m_hintAction = nullptr;
    QAction* m_analysisAction = nullptr;
    ComputerSeats* m_computers = nullptr;
    SearchController* m_hintSearch = nullptr;
    std::optional<kabir::Move> m_hint;  // shown until the position changes
    kabir::Move m_analysisMove;         // the analysis's best move on view
    GameEvaluations* m_evaluations = nullptr;
    AnalysisPane* m_analysis = nullptr;
    QDockWidget* m_analysisDock = nullptr;
    EvalBar* m_evalBar = nullptr;
    ClockView* m_clockView = nullptr;
    QDockWidget* m_clockDock = nullptr;
    DrawOfferBar* m_offerBar = nullptr;
    QString m_thinkingText;  // the computer thinking now, for the status bar
    NewGameSetup m_setup;
    int m_seenFrom = -1;
    std::unique_ptr<Autosave> m_autosave;
    LayoutKeeper* m_layoutKeeper = nullptr;  // geometry and docks saved as they change
    GameFile m_file;                         // the file the game belongs to
    bool m_restartRequested = false;
    int m_loadedGame = 0;   // the game of a file last loaded (from 0)
    QString m_fileProblem;  // what the last file action refused
    RecentFiles* m_recentFiles = nullptr;
    Autoplay* m_autoplay = nullptr;
    QString m_variantTitle;  // the variant's name, for the window's title
};
