#pragma once
// A game with its variations: a tree of moves from the start of a Game, each node holding the
// move that led to it (as a Move and as the program's move text), its NAGs and its comments.
// The first child of a node continues its line; the others are variations, in order, each
// possibly holding variations of its own to any depth.
//
// Nodes are numbered once: a number stays valid while other nodes are added, moved or
// removed, and a removed node's number is not reused, so a view may hold numbers. The
// position of a node is found by stepping from the last position asked for (undoing and
// doing the moves between them), so walking a line costs a move per step. That cache makes
// even the const functions unfit for use from two threads at once.

#include "core/record/comment.h"
#include "core/record/game.h"

#include <string>
#include <string_view>
#include <vector>

namespace kabir {

using NodeId = int;
inline constexpr NodeId kNoNode = -1;

struct TreeNode {
    NodeId parent = kNoNode;
    std::vector<NodeId> children;  // [0] continues the line, the others are variations
    Move move;                     // the move that led here; none at the root
    std::string text;              // that move in the program's move text ("Nf3", "e10=Q+")
    int ply = 0;                   // moves from the start
    int moveNumber = 1;            // the full-move number (as in the FEN) before the move
    Army side = 0;                 // the army that made the move
    std::vector<int> nags;         // 1..255; read from !, ?, !!, ??, !?, ?! as 1..6 too
    Comment commentBefore;         // before the move; kept only where a variation starts
    Comment comment;               // after the move; at the root, before the first move
};

class GameTree {
public:
    static constexpr NodeId kRoot = 0;

    // A tree whose main line is `game`'s moves, from the game's start; a pre-game choice
    // still to be made must be made (Game::play) before moves can be added.
    explicit GameTree(const Game& game);

    const Game& start() const { return m_start; }  // the game before the first move
    bool contains(NodeId id) const;                // a node of the tree, not removed
    const TreeNode& node(NodeId id) const { return m_nodes[std::size_t(id)]; }
    NodeId parent(NodeId id) const { return node(id).parent; }
    const std::vector<NodeId>& children(NodeId id) const { return node(id).children; }

    bool isMainLine(NodeId id) const { return variationStart(id) == kNoNode; }
    // Whether the move needs its number even right after the move before it: the first army's
    // moves always have one, and so does a move whose number is not its predecessor's (each of
    // a side's moves in a row, as in the Indian initial moves, carries its own).
    bool numberedAlways(NodeId id) const
    {
        return node(id).side == 0 || node(id).moveNumber != node(parent(id)).moveNumber || parent(id) == kRoot;
    }
    // The nearest node from `id` back towards the root that is not its parent's first child
    // (where the variation holding `id` starts); kNoNode on the main line.
    NodeId variationStart(NodeId id) const;
    NodeId lineEnd(NodeId id) const;            // following first children to the end
    std::vector<NodeId> path(NodeId id) const;  // the nodes from the first move to `id`
    std::vector<NodeId> mainLine() const { return path(lineEnd(kRoot)); }

    // The position after `id`'s move, with the history of its line (for repetitions).
    Position positionAt(NodeId id) const;
    // The game along the line to `id`, to play on from there.
    Game gameAt(NodeId id) const;

    // The move `text` names (move text or coordinate notation) after `parent`; refused when
    // it is not legal there, the game is over there, or the pre-game choice is still open.
    Result<Move> legalMove(NodeId parent, std::string_view text) const;
    // A legal move after `parent`: the child that has it, or a new last child.
    NodeId addMove(NodeId parent, Move move);
    // A legal move after `parent` as a new last child even if a child has it (for readers,
    // whose variations may repeat a move).
    NodeId appendMove(NodeId parent, Move move);
    Result<NodeId> play(NodeId parent, std::string_view text);  // legalMove, then addMove

    void setComment(NodeId id, Comment comment) { m_nodes[std::size_t(id)].comment = std::move(comment); }
    void setCommentBefore(NodeId id, Comment comment) { m_nodes[std::size_t(id)].commentBefore = std::move(comment); }
    void setNags(NodeId id, std::vector<int> nags) { m_nodes[std::size_t(id)].nags = std::move(nags); }

    // The variation holding `id` becomes the line it branches from, one level up (its start
    // becomes the first child there, the line it replaces its first variation); false when
    // `id` is on the main line. A comment before the start joins the parent's comment.
    bool promoteVariation(NodeId id);
    // Promotes at every level, so that `id` ends on the main line; false when it was there.
    bool promoteToMainLine(NodeId id);
    // Removes the variation holding `id` from its start; false when `id` is on the main line.
    bool deleteVariation(NodeId id);
    void removeNode(NodeId id);     // `id` (not the root) and everything after it
    void truncateAfter(NodeId id);  // everything after `id`

private:
    void seek(NodeId id) const;  // brings m_cursor to the position after `id`

    Game m_start;
    std::vector<TreeNode> m_nodes;
    std::vector<bool> m_removed;
    mutable Position m_cursor;
    mutable NodeId m_cursorNode = kRoot;
};

}  // namespace kabir
