// GameViewer: editing the game tree — comments, NAGs, the marks drawn on the board, and
// promoting and deleting variations.

#include "ui/gameviewer.h"

#include "ui/gamecontroller.h"

#include <QUndoStack>

#include <algorithm>

using kabir::GameTree;
using kabir::NodeId;

// --- comments, NAGs and marks --------------------------------------------------------------

void GameViewer::treeEdited()
{
    m_game.undoStack()->resetClean();
    emit treeChanged();
}

QString GameViewer::comment(NodeId node) const
{
    return QString::fromStdString(tree().node(node).comment.text);
}

void GameViewer::setComment(NodeId node, const QString& text)
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

void GameViewer::toggleNag(NodeId node, int nag)
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

void GameViewer::toggleArrow(NodeId node, const kabir::Arrow& arrow)
{
    kabir::Comment comment = tree().node(node).comment;
    toggle(comment.arrows, arrow, [&](const kabir::Arrow& a) { return a.from == arrow.from && a.to == arrow.to; });
    m_tree->setComment(node, comment);
    treeEdited();
}

void GameViewer::toggleCircle(NodeId node, const kabir::Circle& circle)
{
    kabir::Comment comment = tree().node(node).comment;
    toggle(comment.circles, circle, [&](const kabir::Circle& c) { return c.square == circle.square; });
    m_tree->setComment(node, comment);
    treeEdited();
}

void GameViewer::clearMarks(NodeId node)
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

namespace {

bool sameMainLine(const GameTree& a, const GameTree& b)
{
    const std::vector<NodeId> x = a.mainLine();
    const std::vector<NodeId> y = b.mainLine();
    return std::equal(
        x.begin(), x.end(), y.begin(), y.end(), [&](NodeId m, NodeId n) { return a.node(m).move == b.node(n).move; });
}

}  // namespace

bool GameViewer::promoteVariation(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.promoteVariation(node); });
}

bool GameViewer::makeMainLine(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.promoteToMainLine(node); });
}

bool GameViewer::deleteVariation(NodeId node)
{
    return editTree([node](GameTree& tree) { return tree.deleteVariation(node); });
}

bool GameViewer::deleteFrom(NodeId node)
{
    return editTree([node](GameTree& tree) {
        if (node == GameTree::kRoot || !tree.contains(node))
            return false;
        tree.removeNode(node);
        return true;
    });
}

bool GameViewer::editTree(const std::function<bool(kabir::GameTree&)>& edit)
{
    if (!m_tree || !canAddVariation())
        return false;
    GameTree tree = *m_tree;
    if (!edit(tree))
        return false;
    if (sameMainLine(tree, *m_tree)) {
        replaceTree(std::move(tree), m_viewed);
        m_game.undoStack()->resetClean();
    } else {
        m_game.adoptMainLine(std::move(tree), m_viewed);
    }
    return true;
}
