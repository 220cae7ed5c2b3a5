#include "core/record/gametree.h"

#include "core/rules/adjudication.h"
#include "core/record/notation.h"

#include <algorithm>
#include <cassert>

namespace kabir {

GameTree::GameTree(const Game& game)
    : m_start(game), m_nodes(1), m_removed(1, false), m_cursor(game.position().rulesPtr())
{
    while (m_start.undo()) { }
    m_cursor = m_start.position();
    NodeId at = kRoot;
    for (int ply = 0; ply < game.plyCount(); ++ply)
        at = appendMove(at, game.moveAt(ply));
}

bool GameTree::contains(NodeId id) const
{
    return id >= 0 && std::size_t(id) < m_nodes.size() && !m_removed[std::size_t(id)];
}

NodeId GameTree::variationStart(NodeId id) const
{
    for (; id != kRoot; id = parent(id))
        if (children(parent(id)).front() != id)
            return id;
    return kNoNode;
}

NodeId GameTree::lineEnd(NodeId id) const
{
    while (!children(id).empty())
        id = children(id).front();
    return id;
}

std::vector<NodeId> GameTree::path(NodeId id) const
{
    std::vector<NodeId> nodes;
    for (; id != kRoot; id = parent(id))
        nodes.push_back(id);
    std::reverse(nodes.begin(), nodes.end());
    return nodes;
}

// Removed nodes keep their parent and move, so the cursor may still stand on one.
void GameTree::seek(NodeId id) const
{
    std::vector<Move> forward;
    NodeId target = id;
    while (node(m_cursorNode).ply > node(target).ply) {
        m_cursor.undoMove();
        m_cursorNode = parent(m_cursorNode);
    }
    while (node(target).ply > node(m_cursorNode).ply) {
        forward.push_back(node(target).move);
        target = parent(target);
    }
    while (target != m_cursorNode) {
        m_cursor.undoMove();
        m_cursorNode = parent(m_cursorNode);
        forward.push_back(node(target).move);
        target = parent(target);
    }
    for (auto move = forward.rbegin(); move != forward.rend(); ++move)
        m_cursor.doMove(*move);
    m_cursorNode = id;
}

Position GameTree::positionAt(NodeId id) const
{
    seek(id);
    return m_cursor;
}

Game GameTree::gameAt(NodeId id) const
{
    Game game = m_start;
    for (NodeId n : path(id))
        game.position().doMove(node(n).move);
    return game;
}

Result<Move> GameTree::legalMove(NodeId parent, std::string_view text) const
{
    if (m_start.choosingArmy() >= 0)
        return Problem{"", 0, 0, std::string(text), "comes before the choice that precedes the first move"};
    seek(parent);
    const Outcome outcome = adjudicate(m_cursor);
    if (outcome.over())
        return Problem{"", 0, 0, std::string(text), "the game is over (" + outcome.kindId() + ")"};
    return parseMove(m_cursor, text);
}

NodeId GameTree::addMove(NodeId parent, Move move)
{
    for (NodeId child : children(parent))
        if (node(child).move == move)
            return child;
    return appendMove(parent, move);
}

NodeId GameTree::appendMove(NodeId parent, Move move)
{
    seek(parent);
    TreeNode child;
    child.parent = parent;
    child.move = move;
    child.ply = node(parent).ply + 1;
    child.moveNumber = m_cursor.fullmoveNumber();
    child.side = m_cursor.sideToMove();
    child.text = moveText(m_cursor, move);
    const NodeId id = NodeId(m_nodes.size());
    m_nodes.push_back(std::move(child));
    m_removed.push_back(false);
    m_nodes[std::size_t(parent)].children.push_back(id);
    return id;
}

Result<NodeId> GameTree::play(NodeId parent, std::string_view text)
{
    auto move = legalMove(parent, text);
    if (!move)
        return move.problems();
    return addMove(parent, move.value());
}

bool GameTree::promoteVariation(NodeId id)
{
    const NodeId start = variationStart(id);
    if (start == kNoNode)
        return false;
    TreeNode& parentNode = m_nodes[std::size_t(parent(start))];
    auto& siblings = parentNode.children;
    const auto at = std::find(siblings.begin(), siblings.end(), start);
    std::rotate(siblings.begin(), at, at + 1);
    TreeNode& startNode = m_nodes[std::size_t(start)];
    parentNode.comment.append(startNode.commentBefore, m_start.position().geometry());
    startNode.commentBefore = {};
    return true;
}

bool GameTree::promoteToMainLine(NodeId id)
{
    bool promoted = false;
    while (promoteVariation(id))
        promoted = true;
    return promoted;
}

bool GameTree::deleteVariation(NodeId id)
{
    const NodeId start = variationStart(id);
    if (start == kNoNode)
        return false;
    removeNode(start);
    return true;
}

void GameTree::removeNode(NodeId id)
{
    assert(id != kRoot && contains(id));
    auto& siblings = m_nodes[std::size_t(parent(id))].children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), id));
    std::vector<NodeId> pending{id};
    while (!pending.empty()) {
        const NodeId n = pending.back();
        pending.pop_back();
        m_removed[std::size_t(n)] = true;
        pending.insert(pending.end(), children(n).begin(), children(n).end());
    }
}

void GameTree::truncateAfter(NodeId id)
{
    const std::vector<NodeId> after = children(id);
    for (NodeId child : after)
        removeNode(child);
}

}  // namespace kabir
