#pragma once
// The game being played in the window, and the only object that changes it. Views ask it for
// the live position, the legal moves and the result, and send it move requests; it refuses
// what the rules refuse with a reason fit for the status bar. Moves go through a QUndoStack
// (one MoveCommand per move), so takeback and redo are the stack's; resignation and draw
// agreement and a computer's forfeit end the game as commands on the same stack. An earlier position can be viewed
// (setViewedPly) without touching the game. The players' clocks belong to the game: they run for
// the army to move, are set back by a takeback, travel in the record, and a flag that falls
// ends the game (a loss, as in the FIDE Laws of Chess, art. 6.9, but a draw against a bare king:
// Kabir's choice, said on the rules pages). The game is the main line of a tree that also holds variations,
// comments, NAGs and the arrows and circles drawn on the board (see tree()).

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

#include <functional>
#include <optional>

class GameClocks;
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
    // The moves that may be entered on the board: the legal moves of the position on view, when
    // it is the live one or canAddVariation() (none where that position ends the game).
    QList<kabir::Move> legalMovesOnView() const;
    // Of those, the moves of the piece on `from` (in-place promotions included, drops not).
    QList<kabir::Move> legalMovesFrom(kabir::Square from) const;
    // Why the rules refuse moving the piece on `from` to `to` (promoting to `promotion` when
    // it is a type), or dropping a piece of type `type` on `to`, in the position on view and
    // the program's language; empty when they allow it.
    QString refusal(kabir::Square from, kabir::Square to, int promotion = -1) const;
    QString dropRefusal(int type, kabir::Square to) const;

    // When a pawn going from -> to (in the position on view) may promote: the legal
    // promotions, plus the plain move when the rules let the pawn stay a pawn or wait; empty
    // when no promotion is involved.
    QList<kabir::Move> promotionChoices(kabir::Square from, kabir::Square to) const;

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

    // Viewing: the position after the first `ply` moves; plyCount() is the live position. In
    // a variation (see viewedNode) the ply is the viewed node's, moves from the start.
    int viewedPly() const;
    void setViewedPly(int ply);  // on the main line
    kabir::Position viewedPosition() const;
    kabir::Position positionAt(int ply) const;  // after the first `ply` moves
    QString viewedFen() const;
    QString fen() const;

    // --- the game tree (gamecontrollertree.cpp) ---
    // The tree's main line is the game above: plyCount(), moveAt(), the undo stack, the clocks
    // and the computer players act on it alone. The view may be on any node of the tree.
    //
    // A move entered at a position on view other than the live one (playOnView) follows the
    // line that has it or starts a new variation, and is viewed, only where canAddVariation():
    // when the game is over, or when neither a computer (setComputerInGame) nor a clock takes
    // part. In a live game against a computer or the clock the game goes on at its live
    // position alone, and such a move is refused (viewRefusal) as before.
    //
    // Edits of the tree are not on the undo stack: they cannot be undone, and they mark the
    // game as changed (QUndoStack::resetClean). An edit that changes the main line (promoting
    // a variation into it, deleting its moves) replays the new main line as GameRecords::read does:
    // its moves can be taken back, the stack's earlier steps are gone, and a resignation,
    // agreement or flag of the old main line goes with it. Taking back the last move removes
    // it with its comment and the variations that are alternatives to it.
    const kabir::GameTree& tree() const { return *m_tree; }                 // hasGame() must hold
    void setComputerInGame(bool computer) { m_computerInGame = computer; }  // ComputerSeats::anyComputer
    bool canAddVariation() const;
    QString viewRefusal() const;  // why no move may be entered at the position on view, or ""
    QString playOnView(kabir::Move move);

    kabir::NodeId viewedNode() const { return m_viewed; }
    void setViewedNode(kabir::NodeId node);
    bool viewsLivePosition() const;  // the viewed node ends the main line
    void viewPrevious();             // the node before the viewed one
    void viewNext();                 // the next node of the viewed line
    void viewSibling(int step);      // another move at the same place, `step` on (Up, Down)

    // The comment after a node's move (at the root: before the first move), its words only.
    QString comment(kabir::NodeId node) const;
    void setComment(kabir::NodeId node, const QString& text);
    // A NAG on, or off when it is there; a move's assessment (1-9) or a position's (10-135)
    // replaces the one it had.
    void toggleNag(kabir::NodeId node, int nag);
    // The arrows and circles drawn on the position after a node (the comment's %cal, %csl).
    // Drawing one again removes it; in another colour it takes that colour.
    const kabir::Comment& marks(kabir::NodeId node) const { return tree().node(node).comment; }
    void toggleArrow(kabir::NodeId node, const kabir::Arrow& arrow);
    void toggleCircle(kabir::NodeId node, const kabir::Circle& circle);
    void clearMarks(kabir::NodeId node);

    // Each returns false when it does not apply (the node is on the main line already, ...)
    // or !canAddVariation(): the lines of a live game are not edited.
    bool promoteVariation(kabir::NodeId node);  // one level up (GameTree::promoteVariation)
    bool makeMainLine(kabir::NodeId node);
    bool deleteVariation(kabir::NodeId node);  // the variation holding `node`, from its start
    bool deleteFrom(kabir::NodeId node);       // `node` (not the root) and what follows it

signals:
    void positionChanged();          // the live position changed (move, takeback, new game)
    void gameStarted();              // a new game or position: every move is gone
    void movePlayed(int ply);        // the move with index ply was appended
    void moveTakenBack(int ply);     // the move with index ply was removed
    void viewedPlyChanged(int ply);  // with viewedNodeChanged: the ply of the node on view
    void viewedNodeChanged(kabir::NodeId node);
    void treeChanged();                            // moves, variations, comments, NAGs or marks: any change of tree()
    void gameOver(const GameResult& result);       // the game ended while played, not a record loaded finished
    void resultChanged(const GameResult& result);  // also when a takeback reopens the game
    void choiceRequired(int army, const QStringList& choices);
    void drawOffered(int army);

private:
    friend class MoveCommand;
    friend class EndingCommand;
    friend class GameRecords;  // reading a record replays it, then restores what the moves do not give

    // Called by the commands only.
    void applyMove(kabir::Move move, const QString& text);
    void takeBackMove();
    void setEnding(const GameResult& ending);  // Ending::None restores the rules' result

    void startGame(kabir::Game game);
    void updateResult();
    void startClock();  // the clock of the army to move runs from the first move while the game goes on
    void restoreEnding(const kabir::RecordTags& tags);
    void restoreClocks(const kabir::GameTree& tree);
    kabir::NodeId liveNode() const { return m_tree->lineEnd(kabir::GameTree::kRoot); }
    void viewLive();  // sets the view to the live node without telling
    void emitView();
    void treeEdited();
    void replaceTree(kabir::GameTree tree);
    void adoptMainLine(kabir::GameTree tree);
    bool editTree(const std::function<bool(kabir::GameTree&)>& edit);
    QString armyTurnText(int army) const;

    std::optional<kabir::Game> m_game;
    kabir::OptionValues m_options;
    kabir::match::TimeControl m_timeControl;
    GameClocks* m_clocks;
    GameTags m_tags;
    QUndoStack* m_undoStack;
    QStringList m_moveTexts;
    GameResult m_result;
    GameResult m_ending;                    // a resignation or agreement, over the rules' result
    std::optional<kabir::GameTree> m_tree;  // while there is a game
    kabir::NodeId m_viewed = kabir::GameTree::kRoot;
    bool m_computerInGame = false;
    bool m_replaying = false;  // GameRecords::read playing a record's moves: no gameOver
    int m_drawOfferedBy = -1;
};
