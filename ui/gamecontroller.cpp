#include "ui/gamecontroller.h"

#include "core/record/gamerecord.h"
#include "core/record/gametree.h"
#include "core/position/movegen.h"
#include "core/record/recordfile.h"
#include "core/record/notation.h"
#include "core/catalog/variantcatalog.h"
#include "ui/gameclocks.h"
#include "ui/gameviewer.h"
#include "ui/movecommand.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QScopedValueRollback>
#include <QUndoStack>

using kabir::Move;
using kabir::MoveKind;

GameController::GameController(QObject* parent)
    : QObject(parent), m_clocks(new GameClocks(this)), m_viewer(new GameViewer(*this)),
      m_undoStack(new QUndoStack(this))
{
    qRegisterMetaType<GameResult>();
    connect(m_clocks, &GameClocks::flagFell, this, [this](int army) { flag(army); });
}

GameController::~GameController()
{
    // The commands call back into this object; they must go while it is still whole.
    m_undoStack->clear();
}

// --- starting -------------------------------------------------------------------------------

QString GameController::newGame(const QString& variantId, const kabir::OptionValues& options, const QString& fen)
{
    const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(variantId.toStdString());
    if (!file)
        return tr("There is no variant called “%1”.").arg(variantId);
    return newGame(*file, options, fen);
}

QString GameController::newGame(const kabir::VariantFile& file, const kabir::OptionValues& options, const QString& fen)
{
    auto game = kabir::Game::create(file, options, fen.trimmed().toStdString());
    if (!game)
        return tr("The game cannot start: %1").arg(QString::fromStdString(game.errorText()));
    m_options = options;
    m_tags.startNew();
    startGame(std::move(game).value());
    return {};
}

QString GameController::loadFen(const QString& fen)
{
    if (!m_game)
        return tr("Choose a variant first.");
    return newGame(variantId(), m_options, fen);
}

QString GameController::moveText(kabir::Move move) const
{
    kabir::Position pos = position();
    return QString::fromStdString(kabir::moveText(pos, move));
}

kabir::RecordTags GameController::tags() const
{
    return m_game ? m_tags.tags(rules()) : m_tags.descriptive();
}

void GameController::setTags(const kabir::RecordTags& tags)
{
    if (m_game)
        m_tags.setTags(tags, rules());
}

void GameController::startGame(kabir::Game game)
{
    m_undoStack->clear();
    m_game.emplace(std::move(game));
    m_moveTexts.clear();
    m_ending = {};
    m_result = {};
    m_drawOfferedBy = -1;
    m_viewer->startTree(*m_game);
    m_clocks->reset(m_timeControl, armyCount());
    updateResult();
    startClock();
    emit gameStarted();
    m_viewer->emitTreeChanged();
    emit positionChanged();
    m_viewer->emitView();
    emit resultChanged(m_result);
    if (m_result.over() && !m_replaying)
        emit gameOver(m_result);
    if (choosingArmy() >= 0)
        emit choiceRequired(choosingArmy(), choices());
}

const kabir::VariantFile* GameController::variant() const
{
    return m_game ? &m_game->variant() : nullptr;
}

QString GameController::variantId() const
{
    return m_game ? QString::fromStdString(m_game->variant().id()) : QString();
}

kabir::OptionValues GameController::options() const
{
    return m_options;
}

const kabir::Position& GameController::position() const
{
    Q_ASSERT(m_game);
    return m_game->position();
}

int GameController::armyCount() const
{
    return m_game ? rules().armyCount() : 0;
}

QString GameController::armyName(int army) const
{
    return m_game ? ResultTexts::armyName(rules(), army) : QString();
}

QString GameController::teamName(int team) const
{
    return m_game ? ResultTexts::teamName(rules(), team) : QString();
}

// --- the pre-game choice --------------------------------------------------------------------

int GameController::choosingArmy() const
{
    return m_game ? m_game->choosingArmy() : -1;
}

QStringList GameController::choices() const
{
    QStringList out;
    if (m_game)
        for (const std::string& c : m_game->choices())
            out << QString::fromStdString(c);
    return out;
}

QString GameController::choiceMade() const
{
    return m_game ? QString::fromStdString(m_game->choiceMade()) : QString();
}

QString GameController::choose(int army, const QString& choice)
{
    if (!m_game)
        return tr("No game is being played.");
    const int chooser = choosingArmy();
    if (chooser < 0)
        return tr("There is nothing to choose now.");
    if (army != chooser)
        return tr("It is %1's turn to choose, not %2's.").arg(armyName(chooser), armyName(army));
    auto chosen = m_game->play(choice.toStdString());
    if (!chosen)
        return tr("“%1” is not one of the choices.").arg(choice);
    m_viewer->startTree(*m_game);  // moves are added to a tree once the choice is made
    updateResult();
    startClock();
    m_viewer->emitTreeChanged();
    emit positionChanged();
    m_viewer->emitView();
    return {};
}

// --- moves ----------------------------------------------------------------------------------

QString GameController::armyTurnText(int army) const
{
    return tr("It is %1's turn.").arg(armyName(army));
}

QString GameController::play(Move move)
{
    if (!m_game)
        return tr("No game is being played.");
    if (choosingArmy() >= 0)
        return tr("%1 must choose before the first move.").arg(armyName(choosingArmy()));
    if (m_result.over())
        return tr("The game is over: %1").arg(resultText());
    const QList<Move> legal = legalMoves();
    if (!legal.contains(move)) {
        const kabir::Position& pos = position();
        const kabir::Geometry& g = pos.geometry();
        const bool onBoard = move.from() < g.squareCount() && g.isPlayable(move.from());
        const bool onTarget = move.to() < g.squareCount() && g.isPlayable(move.to());
        if (move.kind() == MoveKind::Drop && onTarget)
            if (const QString why = m_viewer->dropRefusal(move.pieceType(), move.to()); !why.isEmpty())
                return why;
        if (move.kind() != MoveKind::Drop && onBoard && onTarget) {
            const kabir::Piece piece = pos.at(move.from());
            if (!piece)
                return tr("There is no piece on %1.").arg(QString::fromStdString(g.squareName(move.from())));
            if (kabir::armyOf(piece) != pos.sideToMove())
                return armyTurnText(pos.sideToMove());
            const int promotion = move.kind() == MoveKind::Promotion ? int(move.pieceType()) : -1;
            if (const QString why = m_viewer->refusal(move.from(), move.to(), promotion); !why.isEmpty())
                return why;
        }
        return tr("That move is not legal here.");
    }
    kabir::Position& pos = m_game->position();
    const QString text = QString::fromStdString(kabir::moveText(pos, move));
    m_undoStack->push(new MoveCommand(this, move, text));
    return {};
}

QString GameController::play(const QString& text)
{
    if (!m_game)
        return tr("No game is being played.");
    if (choosingArmy() >= 0)
        return choose(choosingArmy(), text);
    if (m_result.over())
        return tr("The game is over: %1").arg(resultText());
    auto move = kabir::parseMove(m_game->position(), text.trimmed().toStdString());
    if (!move)
        return tr("“%1” is not a legal move here.").arg(text);
    return play(move.value());
}

QList<Move> GameController::legalMoves() const
{
    QList<Move> out;
    if (!m_game || choosingArmy() >= 0 || m_result.over())
        return out;
    kabir::Position pos = m_game->position();
    kabir::MoveList moves;
    kabir::generateLegalMoves(pos, moves);
    out.reserve(qsizetype(moves.size()));
    for (Move m : moves)
        out << m;
    return out;
}

void GameController::applyMove(Move move, const QString& text)
{
    const int mover = position().sideToMove();
    m_viewer->addLiveMove(move);
    m_game->position().doMove(move);
    m_moveTexts << text;
    m_clocks->moved();
    if (m_drawOfferedBy >= 0 && rules().teamOf(kabir::Army(mover)) != rules().teamOf(kabir::Army(m_drawOfferedBy)))
        m_drawOfferedBy = -1;  // moving on declines the other team's offer
    const bool wasOver = m_result.over();
    updateResult();
    startClock();
    m_viewer->viewLive();
    emit movePlayed(plyCount() - 1);
    m_viewer->emitTreeChanged();
    m_viewer->emitView();
    emit positionChanged();
    if (wasOver != m_result.over())
        emit resultChanged(m_result);
    if (!wasOver && m_result.over() && !m_replaying)
        emit gameOver(m_result);
}

void GameController::takeBackMove()
{
    m_game->undo();
    m_viewer->takeBackLiveMove();
    m_moveTexts.removeLast();
    m_clocks->takeBack();
    if (m_ending.ending == GameResult::Ending::Time)
        m_ending = {};  // the clocks are back before the move that let the flag fall
    m_drawOfferedBy = -1;
    const bool wasOver = m_result.over();
    updateResult();
    startClock();
    m_viewer->viewLive();
    emit moveTakenBack(plyCount());
    m_viewer->emitTreeChanged();
    m_viewer->emitView();
    emit positionChanged();
    if (wasOver != m_result.over())
        emit resultChanged(m_result);
}

void GameController::startClock()
{
    // As on lichess, no clock runs before the first move: the first player may look first.
    if (!m_game || m_result.over() || choosingArmy() >= 0 || plyCount() == 0)
        m_clocks->stop();
    else
        m_clocks->start(position().sideToMove());
}

// The clocks of the main line's moves ({[%clk ...]} after each), where it has them.
void GameController::restoreClocks(const kabir::GameTree& tree)
{
    if (!m_clocks->enabled())
        return;
    QList<std::int64_t> clocks;
    QList<int> movers;
    const std::vector<kabir::NodeId> line = tree.mainLine();
    for (int ply = 0; ply < plyCount(); ++ply) {
        const std::optional<int> clock
            = ply < int(line.size()) ? tree.node(line[std::size_t(ply)]).comment.clockMs : std::nullopt;
        clocks << (clock ? *clock : -1);
        movers << m_game->positionAt(ply).sideToMove();
    }
    m_clocks->restore(clocks, movers);
    m_clocks->stop();  // until the next move: a game read back is looked at before it goes on
}

// A tree whose main line differs from the game's: the game becomes its main line, replayed
// move by move as GameRecords::read replays a record, so that its moves can be taken back.
void GameController::adoptMainLine(kabir::GameTree tree, kabir::NodeId view)
{
    startGame(tree.start());
    for (kabir::NodeId node : tree.mainLine())
        m_undoStack->push(new MoveCommand(this, tree.node(node).move, QString::fromStdString(tree.node(node).text)));
    m_viewer->replaceTree(std::move(tree), view);
    restoreClocks(m_viewer->tree());
    m_undoStack->resetClean();
}

void GameController::updateResult()
{
    if (!m_game)
        m_result = {};
    else if (m_ending.over())
        m_result = m_ending;
    else
        m_result = GameResult::fromOutcome(m_game->outcome());
}

ResultTexts GameController::resultTexts() const
{
    return ResultTexts(m_game ? &position() : nullptr);
}

// --- takeback -------------------------------------------------------------------------------

bool GameController::canUndo() const
{
    return m_undoStack->canUndo();
}
bool GameController::canRedo() const
{
    return m_undoStack->canRedo();
}
void GameController::undo()
{
    m_undoStack->undo();
}
void GameController::redo()
{
    m_undoStack->redo();
}

// --- moves played ---------------------------------------------------------------------------

int GameController::plyCount() const
{
    return m_game ? m_game->plyCount() : 0;
}

Move GameController::moveAt(int ply) const
{
    Q_ASSERT(m_game && ply >= 0 && ply < plyCount());
    return m_game->moveAt(ply);
}

QString GameController::moveTextAt(int ply) const
{
    return ply >= 0 && ply < m_moveTexts.size() ? m_moveTexts[ply] : QString();
}

kabir::Position GameController::positionAt(int ply) const
{
    Q_ASSERT(m_game);
    return m_game->positionAt(qBound(0, ply, plyCount()));
}

QString GameController::fen() const
{
    return m_game ? QString::fromStdString(m_game->position().fen()) : QString();
}
