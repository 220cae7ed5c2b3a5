// GameViewer: the node on view, moving it, and the moves entered at the position on view; the
// tree kept in step with the game by the controller.

#include "ui/gameviewer.h"

#include "core/position/movegen.h"
#include "core/rules/adjudication.h"
#include "core/rules/refusal.h"
#include "ui/datastrings.h"
#include "ui/gameclocks.h"
#include "ui/gamecontroller.h"
#include "ui/refusaltext.h"

#include <algorithm>

using kabir::GameTree;
using kabir::Move;
using kabir::MoveKind;
using kabir::NodeId;

GameViewer::GameViewer(GameController& game) : QObject(&game), m_game(game) { }

// --- in step with the game -----------------------------------------------------------------

void GameViewer::startTree(const kabir::Game& game)
{
    m_tree.emplace(game);
    viewLive();
}

void GameViewer::addLiveMove(Move move)
{
    m_tree->addMove(liveNode(), move);
}

void GameViewer::takeBackLiveMove()
{
    m_tree->truncateAfter(m_tree->parent(liveNode()));
}

void GameViewer::replaceTree(GameTree tree, NodeId view)
{
    m_tree = std::move(tree);
    m_viewed = view;
    while (!m_tree->contains(m_viewed))
        m_viewed = m_tree->parent(m_viewed);  // removed nodes keep their parent
    emit treeChanged();
    emitView();
}

// --- viewing -------------------------------------------------------------------------------

void GameViewer::emitView()
{
    emit viewedPlyChanged(viewedPly());
    emit viewedNodeChanged(m_viewed);
}

void GameViewer::setViewedNode(NodeId node)
{
    if (!m_tree || !m_tree->contains(node) || node == m_viewed)
        return;
    m_viewed = node;
    emitView();
}

int GameViewer::viewedPly() const
{
    return m_tree ? m_tree->node(m_viewed).ply : 0;
}

void GameViewer::setViewedPly(int ply)
{
    if (!m_tree)
        return;
    NodeId node = GameTree::kRoot;
    for (int step = 0; step < ply && !m_tree->children(node).empty(); ++step)
        node = m_tree->children(node).front();
    setViewedNode(node);
}

kabir::Position GameViewer::viewedPosition() const
{
    Q_ASSERT(m_tree);
    return m_tree->positionAt(m_viewed);
}

QString GameViewer::viewedFen() const
{
    return m_tree ? QString::fromStdString(viewedPosition().fen()) : QString();
}

bool GameViewer::viewsLivePosition() const
{
    return m_tree && m_viewed == liveNode();
}

void GameViewer::viewPrevious()
{
    if (m_tree && m_viewed != GameTree::kRoot)
        setViewedNode(m_tree->parent(m_viewed));
}

void GameViewer::viewNext()
{
    if (m_tree && !m_tree->children(m_viewed).empty())
        setViewedNode(m_tree->children(m_viewed).front());
}

void GameViewer::viewSibling(int step)
{
    if (!m_tree || m_viewed == GameTree::kRoot)
        return;
    const std::vector<NodeId>& siblings = m_tree->children(m_tree->parent(m_viewed));
    const int count = int(siblings.size());
    const int at = int(std::find(siblings.begin(), siblings.end(), m_viewed) - siblings.begin());
    setViewedNode(siblings[std::size_t(((at + step) % count + count) % count)]);
}

// --- moves on view -------------------------------------------------------------------------

bool GameViewer::canAddVariation() const
{
    if (!m_game.hasGame() || m_game.choosingArmy() >= 0)
        return false;
    return m_game.outcome().over() || (!m_computerInGame && !m_game.clocks()->enabled());
}

QString GameViewer::viewRefusal() const
{
    if (!m_game.hasGame() || viewsLivePosition() || canAddVariation())
        return {};
    return tr("An earlier position is on view: go to the last move to play.");
}

QList<Move> GameViewer::legalMovesOnView() const
{
    if (viewsLivePosition())
        return m_game.legalMoves();
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

QList<Move> GameViewer::legalMovesFrom(kabir::Square from) const
{
    QList<Move> out;
    for (Move m : legalMovesOnView())
        if (m.from() == from && m.kind() != MoveKind::Drop && m.kind() != MoveKind::Remove && !m.isNull())
            out << m;
    return out;
}

QList<Move> GameViewer::promotionChoices(kabir::Square from, kabir::Square to) const
{
    QList<Move> promotions;
    std::optional<Move> plain;
    for (Move m : legalMovesOnView()) {
        if (m.from() != from || m.to() != to)
            continue;
        if (m.kind() == MoveKind::Promotion)
            promotions << m;
        else if (m.kind() == MoveKind::Normal || m.kind() == MoveKind::EnPassant)
            plain = m;
    }
    if (!promotions.isEmpty() && plain)
        promotions << *plain;  // staying a pawn, or moving in to wait
    return promotions;
}

// The label of the game's rule set ("Tressau 1840 (A)"), for refusals by its promotion rules.
static QString ruleSetLabel(const kabir::Game& game)
{
    for (const kabir::OptionDefinition& option : game.variant().options()) {
        const auto value = game.options().find(option.key);
        if (option.key == "ruleset" && value != game.options().end())
            if (const kabir::OptionChoice* choice = option.find(value->second))
                return DataStrings::text(choice->label);
    }
    return {};
}

QString GameViewer::refusal(kabir::Square from, kabir::Square to, int promotion) const
{
    if (!m_game.hasGame())
        return tr("No game is being played.");
    kabir::Position pos = viewedPosition();
    const std::optional<kabir::Refusal> why = kabir::explainRefusal(pos, from, to, promotion);
    return why ? RefusalText::message(pos, *why, ruleSetLabel(m_game.coreGame())) : QString();
}

QString GameViewer::dropRefusal(int type, kabir::Square to) const
{
    if (!m_game.hasGame())
        return tr("No game is being played.");
    kabir::Position pos = viewedPosition();
    const std::optional<kabir::Refusal> why = kabir::explainDropRefusal(pos, kabir::PieceType(type), to);
    return why ? RefusalText::message(pos, *why, ruleSetLabel(m_game.coreGame())) : QString();
}

QString GameViewer::playOnView(Move move)
{
    if (viewsLivePosition())
        return m_game.play(move);
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
