#pragma once
// The game being played in the window, and the only object that changes it. Views ask it for
// the live position, the legal moves and the result, and send it move requests; it refuses
// what the rules refuse with a reason fit for the status bar. Moves go through a QUndoStack
// (one MoveCommand per move), so takeback and redo are the stack's; resignation and draw
// agreement and a computer's forfeit end the game as commands on the same stack. The players'
// clocks belong to the game: they run for the army to move, are set back by a takeback, travel
// in the record, and a flag that falls ends the game (a loss, as in the FIDE Laws of Chess,
// art. 6.9, but a draw against a bare king: Kabir's choice, said on the rules pages).
//
// The game is the main line of a tree that also holds variations, comments, NAGs and the
// marks drawn on the board; its GameViewer (viewer()) holds that tree and the node on view,
// which may be an earlier position or a variation without touching the game. plyCount(),
// moveAt(), the undo stack, the clocks and the computer players act on the main line alone.

#include "core/record/game.h"
#include "core/record/gamerecord.h"
#include "core/record/gametree.h"
#include "core/match/timecontrol.h"
#include "ui/gameresult.h"
#include "ui/gametags.h"
#include "ui/resulttexts.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class GameClocks;
class GameViewer;
class QUndoStack;
namespace kabir {
class RecordFile;
struct VariantMatch;
}  // namespace kabir

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // The time control of the games started from now on (none: no clocks).
    void setTimeControl(const kabir::match::TimeControl& control) { m_timeControl = control; }
    GameClocks* clocks() const { return m_clocks; }
    // The game tree, the node on view and the edits of the tree.
    GameViewer* viewer() const { return m_viewer; }

    // Starts a game of a built-in variant; with a FEN, from that position (no pre-game choice
    // is asked then). Returns why it could not, or an empty string.
    QString newGame(const QString& variantId, const kabir::OptionValues& options = {}, const QString& fen = {});
    // The same for a variant file not built in (a draft under test), which must outlive the game.
    QString newGame(const kabir::VariantFile& file, const kabir::OptionValues& options = {}, const QString& fen = {});
    // A position of the current variant, with the current options.
    QString loadFen(const QString& fen);
    // The tags that describe the game and name its players (GameTags), kept with it: the
    // record writes them and reading one sets them; a new game starts with today's Date alone.
    kabir::RecordTags tags() const;
    void setTags(const kabir::RecordTags& tags);
    // Who plays each army (empty: no name given), written to the record's White and Black tags
    // (for four armies, each team's names there) and read back from a record (setTags).
    void setPlayerNames(const QStringList& names) { m_tags.setPlayers(names); }
    QStringList playerNames() const { return m_tags.players(); }
    // The tags of an ending the rules do not give, for the record: Result with Termination and
    // ResultKind (as kabir::writeRecord writes them for the rules' results); none otherwise.
    kabir::RecordTags endingTags() const;

    bool hasGame() const { return m_game.has_value(); }
    const kabir::Game& coreGame() const { return *m_game; }  // hasGame() must hold
    const kabir::VariantFile* variant() const;
    QString variantId() const;
    kabir::OptionValues options() const;      // as the game was started (before a pre-game choice)
    const kabir::Position& position() const;  // the live position; hasGame() must hold
    const kabir::Ruleset& rules() const { return position().rules(); }
    int armyCount() const;
    QString armyName(int army) const;  // translated where the data strings list it
    QString teamName(int team) const;  // "White", or "Red and Yellow"

    // Plays a move, or while an army chooses before the first move, a choice ("array=...").
    // Returns the reason when refused (illegal, game over, a choice pending), else "".
    QString play(kabir::Move move);
    QString play(const QString& text);  // coordinate notation or the program's move text

    // The pre-game choice (Sultanspiel with array-chooser = black): the army that must choose
    // (-1 when none) and its choices. choose() refuses an army whose turn it is not.
    int choosingArmy() const;
    QStringList choices() const;
    QString choose(int army, const QString& choice);
    QString choiceMade() const;

    // The legal moves of the live position; none while choosing or once the game is over.
    QList<kabir::Move> legalMoves() const;

    QUndoStack* undoStack() const { return m_undoStack; }
    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();

    // Ends the game: `army` resigns for its team; a draw offer by one army, accepted by an
    // army of another team. A claim succeeds when threefold repetition or the move rule
    // applies (the core then has ended the game already). Each returns a refusal reason or "".
    QString resign(int army);
    // The flag of `army` fell: its team loses, or draws when the other team has nothing but
    // kings (Kabir's choice, as the rules pages say). A takeback of the last move reopens the game with the clocks as
    // they were before it.
    QString flag(int army);
    // The computer playing `army` broke down (`kind`: GameResult::isForfeitKind): its team
    // loses, as an arbiter adjudicates it. Like a resignation, a takeback undoes it.
    QString forfeit(int army, const QString& kind);
    QString offerDraw(int army);
    QString acceptDraw(int army);
    void declineDraw();
    int drawOfferedBy() const { return m_drawOfferedBy; }  // -1: no offer stands
    bool canClaimDraw() const;
    QString claimDraw();

    GameResult outcome() const { return m_result; }
    // The words for results in this game's variant (ResultTexts), and the game's own result in
    // them: "White wins — checkmate", or "The game goes on.".
    ResultTexts resultTexts() const;
    QString resultText() const { return resultTexts().text(m_result); }

    // The moves played, each as the program's move text on the position before it.
    int plyCount() const;
    kabir::Move moveAt(int ply) const;  // ply 0 is the first move
    QString moveTextAt(int ply) const;
    QString moveText(kabir::Move move) const;  // the program's text of a move in the live position
    QStringList moveTexts() const { return m_moveTexts; }

    kabir::Position positionAt(int ply) const;  // after the first `ply` moves
    QString fen() const;                        // of the live position

signals:
    void positionChanged();                        // the live position changed (move, takeback, new game)
    void gameStarted();                            // a new game or position: every move is gone
    void movePlayed(int ply);                      // the move with index ply was appended
    void moveTakenBack(int ply);                   // the move with index ply was removed
    void gameOver(const GameResult& result);       // the game ended while played, not a record loaded finished
    void resultChanged(const GameResult& result);  // also when a takeback reopens the game
    void choiceRequired(int army, const QStringList& choices);
    void drawOffered(int army);

private:
    friend class MoveCommand;
    friend class EndingCommand;
    friend class GameRecords;  // reading a record replays it, then restores what the moves do not give
    friend class GameViewer;   // an edit of the tree that changes the main line replays it (adoptMainLine)

    // Called by the commands only.
    void applyMove(kabir::Move move, const QString& text);
    void takeBackMove();
    void setEnding(const GameResult& ending);  // Ending::None restores the rules' result

    void startGame(kabir::Game game);
    void updateResult();
    void startClock();  // the clock of the army to move runs from the first move while the game goes on
    void restoreEnding(const kabir::RecordTags& tags);
    void restoreClocks(const kabir::GameTree& tree);
    void adoptMainLine(kabir::GameTree tree, kabir::NodeId view);
    QString armyTurnText(int army) const;

    std::optional<kabir::Game> m_game;
    kabir::OptionValues m_options;
    kabir::match::TimeControl m_timeControl;
    GameClocks* m_clocks;
    GameViewer* m_viewer;
    GameTags m_tags;
    QUndoStack* m_undoStack;
    QStringList m_moveTexts;
    GameResult m_result;
    GameResult m_ending;       // a resignation or agreement, over the rules' result
    bool m_replaying = false;  // GameRecords::read playing a record's moves: no gameOver
    int m_drawOfferedBy = -1;
};
