#pragma once
// The move list as chess programs show a game tree: the main line as numbered moves ("1. e4
// e5 2. Nf3"; with four armies a round a line), each variation of a main-line move in a
// paragraph of its own below it, indented, smaller and grey, with the variations inside it in
// parentheses; comments in italics, NAGs as glyphs (!, ?!, ±; "$n" for the others), the move
// on view highlighted and kept in sight. A finished game's result ends the list (1-0, 0-1,
// ½-½), as it ends a PGN record's moves.
//
// A click on a move views it; Left and Right step back and on along the line on view, Up and
// Down choose among the moves at the same place. The actions (editActions, also the context
// menu, where a right click views the move first) act on the move on view: promoting,
// making the main line, deleting, the comment, the NAGs, wiping the board's marks. The text is
// written again after each change of the tree or the view, once the event loop runs.

#include "core/record/gametree.h"
#include "core/record/notation.h"

#include <QList>
#include <QMap>
#include <QTextBrowser>

class GameController;
class GameViewer;
class QAction;
class QMenu;

class MoveTreeView : public QTextBrowser {
    Q_OBJECT

public:
    explicit MoveTreeView(GameController* game, QWidget* parent = nullptr);

    // Promote Variation, Make Main Line, Delete Variation, Delete From Here, Comment…, the
    // NAG menu and Clear Arrows and Circles, with separators, for the window's Edit menu.
    QList<QAction*> editActions() const { return m_editActions; }

    // The moves in Tressau's numbered squares or with another language's piece letters.
    void setNotation(const kabir::Notation& notation);

    // The node of the move written under `point` (viewport coordinates), kNoNode for none,
    // and where a node's move is written (empty when it is not).
    kabir::NodeId nodeAt(QPoint point) const;
    QRect moveRect(kabir::NodeId node) const;

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void scheduleRebuild();
    void rebuild();
    void updateActions();
    void editComment();

    GameController* m_game;
    GameViewer* m_viewer;
    kabir::Notation m_notation;
    bool m_rebuildPending = false;
    QMap<kabir::NodeId, int> m_positions;  // where each move's text starts in the document
    QList<QAction*> m_editActions;
    QAction* m_promote;
    QAction* m_mainLine;
    QAction* m_deleteVariation;
    QAction* m_deleteFrom;
    QAction* m_comment;
    QAction* m_clearMarks;
    QMenu* m_nagMenu;
};
