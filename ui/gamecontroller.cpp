#include "ui/gamecontroller.h"

#include "core/rules/adjudication.h"
#include "core/record/gamerecord.h"
#include "core/record/gametree.h"
#include "core/position/movegen.h"
#include "core/record/recordfile.h"
#include "core/record/notation.h"
#include "core/rules/refusal.h"
#include "core/variant/variantcatalog.h"
#include "ui/datastrings.h"
#include "ui/gameclocks.h"
#include "ui/movecommand.h"
#include "ui/refusaltext.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QScopedValueRollback>
#include <QUndoStack>

using kabir::Move;
using kabir::MoveKind;
using kabir::ResultKind;

GameController::GameController(QObject* parent)
    : QObject(parent), m_clocks(new GameClocks(this)), m_undoStack(new QUndoStack(this))
{
    qRegisterMetaType<GameResult>();
    connect(m_clocks, &GameClocks::flagFell, this, [this](int army) { flag(army); });
}

GameController::~GameController()
{
    // The commands call back into this object; they must go while it is still whole.
    m_undoStack->clear();
}

// --- starting ------------------------------------------------------------------------------

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
    m_tags = {{"Date", today().toStdString()}};
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

QString GameController::record() const
{
    if (!m_game)
        return {};
    kabir::RecordTags tags = this->tags();
    tags.merge(endingTags());
    if (!m_clocks->enabled())
        return QString::fromStdString(kabir::writeRecord(*m_tree, tags));
    // Each move's clock as lichess writes it: {[%clk 0:04:59]}, the mover's time left.
    tags["TimeControl"] = m_clocks->timeControl().text();
    kabir::GameTree tree = *m_tree;
    const std::vector<kabir::NodeId> line = tree.mainLine();
    for (int ply = 0; ply < int(line.size()); ++ply) {
        const kabir::NodeId node = line[std::size_t(ply)];
        kabir::Comment comment = tree.node(node).comment;
        comment.clockMs = int(m_clocks->clockAfterMove(ply, m_game->positionAt(ply).sideToMove()));
        tree.setComment(node, comment);
    }
    return QString::fromStdString(kabir::writeRecord(tree, tags));
}

QString GameController::loadRecord(const QString& text, const QString& fileName)
{
    auto read = kabir::readRecord(text.toStdString(), fileName.toStdString());
    if (!read)
        return QString::fromStdString(read.errorText());
    const kabir::Game& recorded = read->game;
    const kabir::Position start = recorded.positionAt(0);
    const bool setUp = read->tags.count("FEN") > 0;
    // The record's time control, or none: its clocks run on from where the record leaves them.
    m_timeControl = {};
    // A finished record is not a game ending now: gameOver is for games ending while played.
    const QScopedValueRollback<bool> replaying(m_replaying, true);
    if (const auto control = read->tags.find("TimeControl"); control != read->tags.end())
        if (auto parsed = kabir::match::TimeControl::parse(control->second); parsed && parsed->hasTimeLimit())
            m_timeControl = *parsed;
    QString error = newGame(QString::fromStdString(recorded.variant().id()), recorded.options(),
                            setUp ? QString::fromStdString(start.fen()) : QString());
    if (error.isEmpty() && !recorded.choiceMade().empty())
        error = play(QString::fromStdString(recorded.choiceMade()));
    for (int ply = 0; error.isEmpty() && ply < recorded.plyCount(); ++ply)
        error = play(recorded.moveAt(ply));
    if (error.isEmpty()) {
        // The variations, comments and NAGs: the record read again as a tree, whose main line
        // is the one just played.
        const kabir::RecordFile file(text.toStdString(), fileName.toStdString());
        if (auto tree = file.load(0); tree && tree->tree.mainLine().size() == std::size_t(plyCount()))
            replaceTree(std::move(tree->tree));
        restoreClocks(*m_tree);
        restoreEnding(read->tags);
    }
    m_playerNames.clear();
    if (error.isEmpty())
        setTags(read->tags);
    return error;
}

namespace {

// A move of a record that could not be read, for the user: "games.pgn, game 3, move 12... Ke3:
// is not a legal move ...".
QString problemText(const kabir::GameProblem& problem)
{
    const QString file = QFileInfo(QString::fromStdString(problem.where.file)).fileName();
    const QString key = QString::fromStdString(problem.where.key);
    const QString why = QString::fromStdString(problem.where.message);
    if (problem.moveNumber.empty())  // a parenthesis out of place
        //: %1 the file, %2 the game's number, %3 the line, %4 what is out of place, %5 why.
        return GameController::tr("%1, game %2, line %3: “%4” %5")
            .arg(file, QString::number(problem.game), QString::number(problem.where.line), key, why);
    //: %1 the file, %2 the game's number, %3 the move's number ("12." or "12..."), %4 the move, %5 why.
    return GameController::tr("%1, game %2, move %3 %4: %5")
        .arg(file, QString::number(problem.game), QString::fromStdString(problem.moveNumber), key, why);
}

}  // namespace

bool GameController::loadGame(
    const kabir::RecordFile& file, int index, QString* problems, const kabir::VariantMatch* variant, bool whole)
{
    auto read = file.load(index, variant);
    if (!read) {
        //: %1 the game's number in its file, %2 why it cannot start (with the file and line).
        *problems = tr("Game %1: %2").arg(index + 1).arg(QString::fromStdString(read.errorText()));
        return false;
    }
    // The first ones, enough to find them: a broken file can have thousands.
    constexpr int kShown = 20;
    QStringList lines;
    for (const kabir::GameProblem& problem : read->problems) {
        if (lines.size() == kShown)
            break;
        lines << problemText(problem);
    }
    if (const int more = int(read->problems.size()) - kShown; more > 0)
        lines << tr("… and %n more.", nullptr, more);
    *problems = lines.join(QLatin1Char('\n'));
    if (whole && !read->problems.empty())
        return false;
    // The tree holds the moves that could be read, so its record loads whole. Its game comes
    // from the tree's start; a game cut short did not end as its tags say.
    const bool cut = int(read->tree.mainLine().size()) < file.games()[std::size_t(index)].plyCount;
    kabir::RecordTags tags;
    for (const auto& [name, value] : read->tags)
        if (!isGameTag(name) || name == "TimeControl"
            || (!cut && (name == "Result" || name == "ResultKind" || name == "Termination")))
            tags[name] = value;
    const QString fileName = QString::fromStdString(file.fileName());
    const QString error = loadRecord(QString::fromStdString(kabir::writeRecord(read->tree, tags)), fileName);
    if (!error.isEmpty()) {
        *problems = error;
        return false;
    }
    return true;
}

bool GameController::isGameTag(const std::string& name)
{
    for (const char* tag : {"Variant", "VariantOptions", "SetUp", "FEN", "PreGameChoice", "Result", "ResultKind",
             "Termination", "TimeControl"})
        if (name == tag)
            return true;
    return false;
}

QString GameController::today()
{
    return QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
}

kabir::RecordTags GameController::tags() const
{
    kabir::RecordTags tags = m_tags;
    // Each team's players, in army order, without repeating a double-dummy player.
    QStringList teams[2];
    for (int army = 0; army < armyCount() && army < m_playerNames.size(); ++army) {
        QStringList& team = teams[rules().teamOf(kabir::Army(army)) % 2];
        const QString name = m_playerNames[army].trimmed();
        if (!name.isEmpty() && !team.contains(name))
            team << name;
    }
    if (!teams[0].isEmpty())
        tags["White"] = teams[0].join(QStringLiteral(" & ")).toStdString();
    if (!teams[1].isEmpty())
        tags["Black"] = teams[1].join(QStringLiteral(" & ")).toStdString();
    return tags;
}

void GameController::setTags(const kabir::RecordTags& tags)
{
    m_tags.clear();
    for (const auto& [name, value] : tags)
        if (!isGameTag(name))
            m_tags[name] = value;
    // Each army's player: its team's names one per army in army order, or all of them.
    const auto team = [this](int army) { return rules().teamOf(kabir::Army(army)) % 2; };
    m_playerNames.clear();
    for (int army = 0; army < armyCount(); ++army) {
        const auto found = m_tags.find(team(army) == 0 ? "White" : "Black");
        const QString names
            = found == m_tags.end() || found->second == "?" ? QString() : QString::fromStdString(found->second);
        const QStringList each = names.split(QStringLiteral(" & "));
        int before = 0, inTeam = 0;
        for (int other = 0; other < armyCount(); ++other)
            if (team(other) == team(army)) {
                ++inTeam;
                before += other < army;
            }
        m_playerNames << (each.size() == inTeam ? each[before] : names);
    }
}

void GameController::startGame(kabir::Game game)
{
    m_undoStack->clear();
    m_game.emplace(std::move(game));
    m_moveTexts.clear();
    m_ending = {};
    m_result = {};
    m_drawOfferedBy = -1;
    m_tree.emplace(*m_game);
    viewLive();
    m_clocks->reset(m_timeControl, armyCount());
    updateResult();
    startClock();
    emit gameStarted();
    emit treeChanged();
    emit positionChanged();
    emitView();
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

// --- the pre-game choice -------------------------------------------------------------------

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
    m_tree.emplace(*m_game);  // moves are added to a tree once the choice is made
    viewLive();
    updateResult();
    startClock();
    emit treeChanged();
    emit positionChanged();
    emitView();
    return {};
}

// --- moves ---------------------------------------------------------------------------------

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
            if (const QString why = dropRefusal(move.pieceType(), move.to()); !why.isEmpty())
                return why;
        if (move.kind() != MoveKind::Drop && onBoard && onTarget) {
            const kabir::Piece piece = pos.at(move.from());
            if (!piece)
                return tr("There is no piece on %1.").arg(QString::fromStdString(g.squareName(move.from())));
            if (kabir::armyOf(piece) != pos.sideToMove())
                return armyTurnText(pos.sideToMove());
            const int promotion = move.kind() == MoveKind::Promotion ? int(move.pieceType()) : -1;
            if (const QString why = refusal(move.from(), move.to(), promotion); !why.isEmpty())
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

QList<Move> GameController::legalMovesFrom(kabir::Square from) const
{
    QList<Move> out;
    for (Move m : legalMovesOnView())
        if (m.from() == from && m.kind() != MoveKind::Drop && m.kind() != MoveKind::Remove && !m.isNull())
            out << m;
    return out;
}

// The label of the game's rule set ("Tressau 1840 (A)"), for refusals by its promotion rules.
static QString ruleSetLabel(const kabir::VariantFile& variant, const kabir::OptionValues& options)
{
    for (const kabir::OptionDefinition& option : variant.options()) {
        const auto value = options.find(option.key);
        if (option.key == "ruleset" && value != options.end())
            if (const kabir::OptionChoice* choice = option.find(value->second))
                return DataStrings::text(choice->label);
    }
    return {};
}

QString GameController::refusal(kabir::Square from, kabir::Square to, int promotion) const
{
    if (!m_game)
        return tr("No game is being played.");
    kabir::Position pos = viewedPosition();
    const std::optional<kabir::Refusal> why = kabir::explainRefusal(pos, from, to, promotion);
    return why ? RefusalText::message(pos, *why, ruleSetLabel(m_game->variant(), m_game->options())) : QString();
}

QString GameController::dropRefusal(int type, kabir::Square to) const
{
    if (!m_game)
        return tr("No game is being played.");
    kabir::Position pos = viewedPosition();
    const std::optional<kabir::Refusal> why = kabir::explainDropRefusal(pos, kabir::PieceType(type), to);
    return why ? RefusalText::message(pos, *why, ruleSetLabel(m_game->variant(), m_game->options())) : QString();
}

QList<Move> GameController::promotionChoices(kabir::Square from, kabir::Square to) const
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

void GameController::applyMove(Move move, const QString& text)
{
    const int mover = position().sideToMove();
    m_tree->addMove(liveNode(), move);
    m_game->position().doMove(move);
    m_moveTexts << text;
    m_clocks->moved();
    if (m_drawOfferedBy >= 0 && rules().teamOf(kabir::Army(mover)) != rules().teamOf(kabir::Army(m_drawOfferedBy)))
        m_drawOfferedBy = -1;  // moving on declines the other team's offer
    const bool wasOver = m_result.over();
    updateResult();
    startClock();
    viewLive();
    emit movePlayed(plyCount() - 1);
    emit treeChanged();
    emitView();
    emit positionChanged();
    if (wasOver != m_result.over())
        emit resultChanged(m_result);
    if (!wasOver && m_result.over() && !m_replaying)
        emit gameOver(m_result);
}

void GameController::takeBackMove()
{
    m_game->undo();
    m_tree->truncateAfter(m_tree->parent(liveNode()));  // the move and the variations beside it
    m_moveTexts.removeLast();
    m_clocks->takeBack();
    if (m_ending.ending == GameResult::Ending::Time)
        m_ending = {};  // the clocks are back before the move that let the flag fall
    m_drawOfferedBy = -1;
    const bool wasOver = m_result.over();
    updateResult();
    startClock();
    viewLive();
    emit moveTakenBack(plyCount());
    emit treeChanged();
    emitView();
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

// The tags of an ending the rules do not give, for the record: Result with Termination and
// ResultKind (as kabir::writeRecord writes them for the rules' results).
kabir::RecordTags GameController::endingTags() const
{
    if (!m_ending.over())
        return {};
    QString termination = m_ending.kindId();
    termination.replace(QLatin1Char('-'), QLatin1Char(' '));
    return {{"Result", m_ending.pgnResult().toStdString()},
            {"ResultKind", m_ending.kindId().toStdString()},
            {"Termination", termination.toStdString()}};
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

// A record's resignation, agreement or flag: the game ended there although the rules let it
// go on. The army that resigned or flagged is the one to move at the end.
void GameController::restoreEnding(const kabir::RecordTags& tags)
{
    const auto kind = tags.find("ResultKind");
    const auto result = tags.find("Result");
    if (kind == tags.end() || result == tags.end() || m_result.over())
        return;
    GameResult r;
    r.army = position().sideToMove();
    const int team = rules().teamOf(kabir::Army(r.army));
    if (kind->second == "resignation")
        r.ending = GameResult::Ending::Resignation;
    else if (kind->second == "agreement")
        r.ending = GameResult::Ending::Agreement;
    else if (kind->second == "time-forfeit" || kind->second == "time-forfeit-bare-king")
        r.ending = GameResult::Ending::Time;
    else if (GameResult::isForfeitKind(QString::fromStdString(kind->second))) {
        r.ending = GameResult::Ending::Forfeit;
        r.forfeitKind = QString::fromStdString(kind->second);
    } else {
        return;
    }
    if (r.ending != GameResult::Ending::Agreement && result->second != "1/2-1/2")
        r.winner = 1 - team;
    m_ending = r;
    updateResult();
    startClock();
    emit resultChanged(m_result);
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

// --- takeback ------------------------------------------------------------------------------

bool GameController::canUndo() const { return m_undoStack->canUndo(); }
bool GameController::canRedo() const { return m_undoStack->canRedo(); }
void GameController::undo() { m_undoStack->undo(); }
void GameController::redo() { m_undoStack->redo(); }

// --- resignation and draws -----------------------------------------------------------------

void GameController::setEnding(const GameResult& ending)
{
    m_ending = ending;
    m_drawOfferedBy = -1;
    updateResult();
    startClock();
    emit resultChanged(m_result);
    if (m_result.over() && !m_replaying)
        emit gameOver(m_result);
}

namespace {

// Why `army` cannot end the game or offer a draw now, or "".
QString endingRefusal(const GameController& game, int army)
{
    if (!game.hasGame())
        return GameController::tr("No game is being played.");
    if (army < 0 || army >= game.armyCount())
        return GameController::tr("There is no such army.");
    if (game.outcome().over())
        return GameController::tr("The game is over: %1").arg(game.resultText());
    return {};
}

// The game lost by the team of `army`, by `ending`.
GameResult lossOf(const GameController& game, int army, GameResult::Ending ending)
{
    GameResult r;
    r.ending = ending;
    r.army = army;
    const int team = game.rules().teamOf(kabir::Army(army));
    for (int a = 0; a < game.armyCount(); ++a)
        if (game.rules().teamOf(kabir::Army(a)) != team)
            r.winner = game.rules().teamOf(kabir::Army(a));
    return r;
}

}  // namespace

QString GameController::resign(int army)
{
    if (const QString refused = endingRefusal(*this, army); !refused.isEmpty())
        return refused;
    m_undoStack->push(new EndingCommand(this, lossOf(*this, army, GameResult::Ending::Resignation)));
    return {};
}

QString GameController::forfeit(int army, const QString& kind)
{
    if (const QString refused = endingRefusal(*this, army); !refused.isEmpty())
        return refused;
    GameResult r = lossOf(*this, army, GameResult::Ending::Forfeit);
    r.forfeitKind = kind;
    m_undoStack->push(new EndingCommand(this, r));
    return {};
}

QString GameController::flag(int army)
{
    if (const QString refused = endingRefusal(*this, army); !refused.isEmpty())
        return refused;
    GameResult r = lossOf(*this, army, GameResult::Ending::Time);
    if (kabir::onlyKingsLeft(position(), r.winner))
        r.winner = -1;  // nothing left to mate with: a draw
    setEnding(r);  // not a step to take back: taking back the last move reopens the game
    return {};
}

QString GameController::offerDraw(int army)
{
    if (const QString refused = endingRefusal(*this, army); !refused.isEmpty())
        return refused;
    m_drawOfferedBy = army;
    emit drawOffered(army);
    return {};
}

QString GameController::acceptDraw(int army)
{
    if (!m_game)
        return tr("No game is being played.");
    if (m_result.over())
        return tr("The game is over: %1").arg(resultText());
    if (m_drawOfferedBy < 0)
        return tr("No draw has been offered.");
    if (army < 0 || army >= armyCount())
        return tr("There is no such army.");
    if (rules().teamOf(kabir::Army(army)) == rules().teamOf(kabir::Army(m_drawOfferedBy)))
        return tr("The offer must be accepted by the other side.");
    GameResult r;
    r.ending = GameResult::Ending::Agreement;
    m_undoStack->push(new EndingCommand(this, r));
    return {};
}

void GameController::declineDraw()
{
    m_drawOfferedBy = -1;
}

bool GameController::canClaimDraw() const
{
    if (m_result.ending != GameResult::Ending::Rules)
        return false;
    const ResultKind k = m_result.outcome.kind;
    return k == ResultKind::Repetition || k == ResultKind::PerpetualCheck || k == ResultKind::MoveRule;
}

QString GameController::claimDraw()
{
    if (!m_game)
        return tr("No game is being played.");
    // The core adjudicates repetition and the move rule as soon as they apply, so a valid
    // claim finds the game drawn already and only confirms it.
    if (canClaimDraw())
        return {};
    const int moveRule = rules().results().moveRule;
    if (moveRule > 0)
        return tr("A draw can be claimed only after a threefold repetition or under the %1-move rule.").arg(moveRule);
    return tr("A draw can be claimed only after a threefold repetition.");
}

ResultTexts GameController::resultTexts() const
{
    return ResultTexts(m_game ? &position() : nullptr);
}

// --- moves played and viewing --------------------------------------------------------------

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

int GameController::viewedPly() const
{
    return m_tree ? m_tree->node(m_viewed).ply : 0;
}

void GameController::setViewedPly(int ply)
{
    if (!m_tree)
        return;
    kabir::NodeId node = kabir::GameTree::kRoot;
    for (int step = 0; step < ply && !m_tree->children(node).empty(); ++step)
        node = m_tree->children(node).front();
    setViewedNode(node);
}

kabir::Position GameController::viewedPosition() const
{
    Q_ASSERT(m_tree);
    return m_tree->positionAt(m_viewed);
}

kabir::Position GameController::positionAt(int ply) const
{
    Q_ASSERT(m_game);
    return m_game->positionAt(qBound(0, ply, plyCount()));
}

QString GameController::viewedFen() const
{
    return m_game ? QString::fromStdString(viewedPosition().fen()) : QString();
}

QString GameController::fen() const
{
    return m_game ? QString::fromStdString(m_game->position().fen()) : QString();
}
