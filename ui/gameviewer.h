#pragma once
// What the window shows of the game, and the edits of its tree: the game tree (its main line
// the GameController's game, with variations, comments, NAGs and the arrows and circles drawn
// on the board), the node on view in it, and the moves entered at the position on view. Not a
// widget: the board, the move list and the analysis pane follow its signals. The controller
// owns it (GameController::viewer()) and keeps the tree's main line in step with the game.
//
// A move entered at a position on view other than the live one (playOnView) follows the line
// that has it or starts a new variation, and is viewed, only where canAddVariation(): when the
// game is over, or when neither a computer (setComputerInGame) nor a clock takes part. In a
// live game against a computer or the clock the game goes on at its live position alone, and
// such a move is refused (viewRefusal).
//
// Edits of the tree are not on the undo stack: they cannot be undone, and they mark the game
// as changed (QUndoStack::resetClean). An edit that changes the main line (promoting a
// variation into it, deleting its moves) replays the new main line as GameRecords::read does:
// its moves can be taken back, the stack's earlier steps are gone, and a resignation,
// agreement or flag of the old main line goes with it. Taking back the last move removes it
// with its comment and the variations that are alternatives to it.

#include "core/record/gametree.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class GameController;

class GameViewer : public QObject {
    Q_OBJECT

public:
    explicit GameViewer(GameController& game);

    const kabir::GameTree& tree() const { return *m_tree; }  // GameController::hasGame() must hold

    // The node on view, and its ply: the position after the first `ply` moves of its line.
    // Viewing the end of the main line views the live position.
    kabir::NodeId viewedNode() const { return m_viewed; }
    void setViewedNode(kabir::NodeId node);
    int viewedPly() const;
    void setViewedPly(int ply);  // on the main line
    kabir::Position viewedPosition() const;
    QString viewedFen() const;
    bool viewsLivePosition() const;  // the viewed node ends the main line
    void viewPrevious();             // the node before the viewed one
    void viewNext();                 // the next node of the viewed line
    void viewSibling(int step);      // another move at the same place, `step` on (Up, Down)

    // Moves entered at the position on view.
    void setComputerInGame(bool computer) { m_computerInGame = computer; }  // ComputerSeats::anyComputer
    bool canAddVariation() const;
    QString viewRefusal() const;  // why no move may be entered at the position on view, or ""
    // The moves that may be entered on the board: the legal moves of the position on view, when
    // it is the live one or canAddVariation() (none where that position ends the game).
    QList<kabir::Move> legalMovesOnView() const;
    // Of those, the moves of the piece on `from` (in-place promotions included, drops not).
    QList<kabir::Move> legalMovesFrom(kabir::Square from) const;
    // When a pawn going from -> to may promote: the legal promotions, plus the plain move when
    // the rules let the pawn stay a pawn or wait; empty when no promotion is involved.
    QList<kabir::Move> promotionChoices(kabir::Square from, kabir::Square to) const;
    // Why the rules refuse moving the piece on `from` to `to` (promoting to `promotion` when
    // it is a type), or dropping a piece of type `type` on `to`, in the program's language;
    // empty when they allow it.
    QString refusal(kabir::Square from, kabir::Square to, int promotion = -1) const;
    QString dropRefusal(int type, kabir::Square to) const;
    // At the live position the game's move (GameController::play); elsewhere a variation's.
    QString playOnView(kabir::Move move);

    // --- editing the tree (gameviewertree.cpp) ---
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
    void viewedPlyChanged(int ply);  // with viewedNodeChanged: the ply of the node on view
    void viewedNodeChanged(kabir::NodeId node);
    void treeChanged();  // moves, variations, comments, NAGs or marks: any change of tree()

private:
    // The controller keeps the main line the game's, in the order of its own signals.
    friend class GameController;
    friend class GameRecords;  // a record read again brings its variations and comments

    void startTree(const kabir::Game& game);  // a tree of `game` alone, viewed at its end
    void addLiveMove(kabir::Move move);       // on the main line, viewed; without telling
    void takeBackLiveMove();                  // the last one, with the variations beside it
    // A tree whose main line is the game's replaces the tree, the view kept at `view` or the
    // nearest node before it that is left.
    void replaceTree(kabir::GameTree tree, kabir::NodeId view);
    void emitTreeChanged() { emit treeChanged(); }
    void emitView();

    kabir::NodeId liveNode() const { return m_tree->lineEnd(kabir::GameTree::kRoot); }
    void viewLive() { m_viewed = liveNode(); }
    void treeEdited();
    bool editTree(const std::function<bool(kabir::GameTree&)>& edit);

    GameController& m_game;
    std::optional<kabir::GameTree> m_tree;  // while there is a game
    kabir::NodeId m_viewed = kabir::GameTree::kRoot;
    bool m_computerInGame = false;
};
