// GameController: the game tree — viewing any node, moves entered as variations, comments,
// NAGs, the marks drawn on the board, and promoting and deleting variations.

#include "ui/gamecontroller.h"

#include "core/rules/adjudication.h"
#include "core/position/movegen.h"
#include "ui/gameclocks.h"
#include "ui/movecommand.h"

#include <QUndoStack>

#include <algorithm>

using kabir::GameTree;
using kabir::Move;
using kabir::NodeId;

// --- viewing -------------------------------------------------------------------------------

void GameController::viewLive()
{
    m_viewed = liveNode();
}

void GameController::emitView()
{
    emit viewedPlyChanged(viewedPly());
    emit viewedNodeChanged(m_viewed);
}

void GameController::setViewedNode(NodeId node)
{
    if (!m_tree || !m_tree->contains(node) || node == m_viewed)
        return;
    m_viewed = node;
    emitView();
}

bool GameController::viewsLivePosition() const
{
    return m_tree && m_viewed == liveNode();
}

void GameController::viewPrevious()
{
    if (m_tree && m_viewed != GameTree::kRoot)
        setViewedNode(m_tree->parent(m_viewed));
}

void GameController::viewNext()
{
    if (m_tree && !m_tree->children(m_viewed).empty())
        setViewedNode(m_tree->children(m_viewed).front());
}

void GameController::viewSibling(int step)
{
    if (!m_tree || m_viewed == GameTree::kRoot)
        return;
    const std::vector<NodeId>& siblings = m_tree->children(m_tree->parent(m_viewed));
    const int count = int(siblings.size());
    const int at = int(std::find(siblings.begin(), siblings.end(), m_viewed) - siblings.begin());
    setViewedNode(siblings[std::size_t(((at + step) % count + count) % count)]);
}

// --- moves on view -------------------------------------------------------------------------

bool GameController::canAddVariation() const
{
    if (!m_game || choosingArmy() >= 0)
        return false;
    return m_result.over() || (!m_computerInGame && !m_clocks->enabled());
}

QString GameController::viewRefusal() const
{
    if (!m_game || viewsLivePosition() || canAddVariation())
        return {};
    return tr("An earlier position is on view: go to the last move to play.");
}

QList<Move> GameController::legalMovesOnView() const
{
    if (viewsLivePosition())
        return legalMoves();
    QList<Move> out;
    if (!viewRefusal().isEmpty() || !canAddVariation())
        return out;
    kabir::Position pos = viewedPosition();
    if (kabir::adjudicate(pos).over())
        return out;
    kabir::MoveList moves;
    kabir::generateLegalMoves(pos, moves);
    for (Move m : moves)
        out << m;
    return out;
}

QString GameController::playOnView(Move move)
{
    if (viewsLivePosition())
        return play(move);
    if (const QString why = viewRefusal(); !why.isEmpty())
        return why;
    if (!legalMovesOnView().contains(move))
        return tr("That move is not legal here.");
    const std::size_t before = m_tree->children(m_viewed).size();
    const NodeId node = m_tree->addMove(m_viewed, move);
    if (m_tree->children(m_viewed).size() != before)
        treeEdited();
    setViewedNode(node);
    return {};
}

// --- comments, NAGs and marks --------------------------------------------------------------

void GameController::treeEdited()
{
    m_undoStack->resetClean();
    emit treeChanged();
}

QString GameController::comment(NodeId node) const
{
    return QString::fromStdString(tree().node(node).comment.text);
}

void GameController::setComment(NodeId node, const QString& text)
{
    kabir::Comment comment = tree().node(node).comment;
    // As the reader keeps words: white space between them as single spaces.
    const std::string words = text.simplified().toStdString();
    if (comment.text == words)
        return;
    comment.text = words;
    m_tree->setComment(node, comment);
    treeEdited();
}

void GameController::toggleNag(NodeId node, int nag)
{
    const auto group = [](int n) { return n <= 9 ? 0 : n <= 135 ? 1 : n; };
    std::vector<int> nags = tree().node(node).nags;
    const bool had = std::find(nags.begin(), nags.end(), nag) != nags.end();
    nags.erase(std::remove_if(nags.begin(), nags.end(), [&](int n) { return group(n) == group(nag); }), nags.end());
    if (!had)
        nags.push_back(nag);
    std::sort(nags.begin(), nags.end());
    m_tree->setNags(node, nags);
    treeEdited();
}

namespace {

// Draws `mark` on `marks`, or takes it off when it is there in its colour; `same` says which
// mark stands where `mark` would.
template <typename Mark, typename Same> void toggle(std::vector<Mark>& marks, const Mark& mark, Same same)
{
    const auto at = std::find_if(marks.begin(), marks.end(), same);
    if (at == marks.end())
        marks.push_back(mark);
    else if (at->colour == mark.colour)
        marks.erase(at);
    else
        at->colour = mark.colour;
}

}  // namespace

void GameController::toggleArrow(NodeId node, const kabir::Arrow& arrow)
{
    kabir::Comment comment = tree().node(node).comment;
    toggle(comment.arrows, arrow, [&](const kabir::Arrow& a) { return a.from == arrow.from && a.to == arrow.to; });
    m_tree->setComment(node, comment);
    treeEdited();
}

void GameController::toggleCircle(NodeId node, const kabir::Circle& circle)
{
    kabir::Comment comment = tree().node(node).comment;
    toggle(comment.circles, circle, [&](const kabir::Circle& c) { return c.square == circle.square; });
    m_tree->setComment(node, comment);
    treeEdited();
}

void GameController::clearMarks(NodeId node)
{
    kabir::Comment comment = tree().node(node).comment;
    if (comment.arrows.empty() && comment.circles.empty())
        return;
    comment.arrows.clear();
    comment.circles.clear();
    m_tree->setComment(node, comment);
    treeEdited();
}

// --- promoting and deleting ----------------------------------------------------------------

// A tree whose main line is the game's: it replaces the tree, the view kept where it can be.
void GameController::replaceTree(GameTree tree)
{
    m_tree = std::move(tree);
    while (!m_tree->contains(m_viewed))
        m_viewed = m_tree->parent(m_viewed);  // removed nodes keep their parent
    emit treeChanged();
    emitView();
}

// A tree whose main line differs from the game's: the game becomes its main line, replayed
// move by move as GameRecords::read replays a record, so that its moves can be taken back.
void GameController::adoptMainLine(GameTree tree)
{
    const NodeId viewed = m_viewed;
    startGame(tree.start());
    for (NodeId node : tree.mainLine())
        m_undoStack->push(new MoveCommand(this, tree.node(node).move, QString::fromStdString(tree.node(node).text)));
    m_viewed = viewed;
    replaceTree(std::move(tree));
    restoreClocks(*m_tree);
    m_undoStack->resetClean();
}

namespace {

bool sameMainLine(const GameTree& a, const GameTree& b)
{
    const std::vector<NodeId> x = a.mainLine();
    const std::vector<NodeId> y = b.mainLine();
    return std::equal(
        x.begin(), x.end(), y.begin(), y.end(), [&](NodeId m, NodeId n) { return a.node(m).move == b.node(n).move; });
}

}  // namespace

bool GameController::promoteVariation(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.promoteVariation(node); });
}

bool GameController::makeMainLine(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.promoteToMainLine(node); });
}

bool GameController::deleteVariation(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.deleteVariation(node); });
}

bool GameController::deleteFrom(NodeId node)
{
    return editTree([node](GameTree& tree) {
        if (node == GameTree::kRoot || !tree.contains(node))
            return false;
        tree.removeNode(node);
        return true;
    });
}

bool GameController::editTree(const std::function<bool(kabir::GameTree&)>& edit)
{
    if (!m_tree || !canAddVariation())
        return false;
    GameTree tree = *m_tree;
    if (!edit(tree))
        return false;
    if (sameMainLine(tree, *m_tree)) {
        replaceTree(std::move(tree));
        m_undoStack->resetClean();
    } else {
        adoptMainLine(std::move(tree));
    }
    return true;
}
