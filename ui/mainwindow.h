#pragma once
// The main window: the board in the middle, the move list beside it, the game's menus and
// the status bar. It owns the GameController (the only object that changes the game) and
// shows what the controller says: the position on view, whose turn it is, the result. The
// running game is autosaved after every change when enableAutosave() was called.

#include <QMainWindow>

#include <memory>

class Autosave;
class BoardInput;
class BoardView;
class GameController;
class MoveListModel;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTableView;
struct GameResult;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a game of the built-in variant `id` with its default options. False, with the
    // reason in `error` when given, for an unknown id or a variant that fails to compile.
    bool showVariant(const QString& id, QString* error = nullptr);
    QString variantId() const { return m_variantId; }

    void setBoardFlipped(bool flipped);
    BoardView* boardView() const { return m_boardView; }
    BoardInput* boardInput() const { return m_input; }
    GameController* game() const { return m_game; }

    // Keeps the running game in `path` after every change (the default file when empty) and,
    // with `restore`, restores an unfinished game found there; returns whether one was.
    bool enableAutosave(const QString& path = {}, bool restore = true);

    // Lays the window out at `size` and writes what it shows to an image file (PNG for *.png).
    bool saveScreenshot(const QString& fileName, QSize size);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void createMoveList();
    QMenu* createVariantMenu();
    void chooseVariant(const QString& id);
    bool confirmDiscard();  // asks before an unfinished game is given up
    void showViewedPosition();
    void updateStatus();
    void updateActions();
    void announceResult(const GameResult& result);
    void askForChoice(int army, const QStringList& choices);
    void resign();
    void offerDraw();
    void claimDraw();
    void about();

    GameController* m_game = nullptr;
    MoveListModel* m_moves = nullptr;
    BoardView* m_boardView = nullptr;
    BoardInput* m_input = nullptr;
    QTableView* m_moveList = nullptr;
    QLabel* m_variantLabel = nullptr;
    QLabel* m_turnLabel = nullptr;
    QActionGroup* m_variantActions = nullptr;
    QAction* m_flipAction = nullptr;
    QAction* m_firstAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_lastAction = nullptr;
    QAction* m_resignAction = nullptr;
    QAction* m_drawAction = nullptr;
    QAction* m_claimAction = nullptr;
    QString m_variantId;
    std::unique_ptr<Autosave> m_autosave;
};
