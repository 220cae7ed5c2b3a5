// GameController: the endings the rules do not give — resignation, draw offers and claims, a
// fallen flag and a computer's forfeit — and such an ending written to a record and read back.

#include "ui/gamecontroller.h"

#include "core/rules/adjudication.h"
#include "ui/movecommand.h"

#include <QUndoStack>

using kabir::ResultKind;

// The tags of an ending the rules do not give, for the record: Result with Termination and
// ResultKind (as kabir::writeRecord writes them for the rules' results).
kabir::RecordTags GameController::endingTags() const
{
    if (!m_ending.over())
        return {};
    QString termination = m_ending.kindId();
    termination.replace(QLatin1Char('-'), QLatin1Char(' '));
    return {{"Result", m_ending.pgnResult().toStdString()}, {"ResultKind", m_ending.kindId().toStdString()},
        {"Termination", termination.toStdString()}};
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
    setEnding(r);       // not a step to take back: taking back the last move reopens the game
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
