#include "ui/computerseats.h"

#include "core/search/value.h"
#include "ui/computerplayer.h"
#include "ui/gameclocks.h"
#include "ui/gamecontroller.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cstdlib>

namespace {

// A computer resigns when it has seen itself this far behind on this many moves of its own in
// a row, or a forced loss on two.
constexpr int kResignCp = 1000;
constexpr int kResignMoves = 4;
constexpr int kResignForcedMoves = 2;
// It offers a draw from this ply on, when its opinion has stayed this close to equal on this
// many moves in a row, and again at most every kDrawOfferInterval plies.
constexpr int kDrawOfferFromPly = 80;
constexpr int kDrawOfferCp = 15;
constexpr int kDrawOfferMoves = 10;
constexpr int kDrawOfferInterval = 40;
// It accepts a draw when it does not think itself better than this.
constexpr int kDrawAcceptCp = 20;
constexpr int kOpinionsKept = 16;

}  // namespace

ComputerSeats::ComputerSeats(GameController* game, PlayerFactory factory, QObject* parent)
    : QObject(parent), m_game(game), m_factory(std::move(factory))
{
    // Every change of the live game may make a computer's turn begin or end.
    connect(m_game, &GameController::positionChanged, this, &ComputerSeats::considerSoon);
    connect(m_game, &GameController::resultChanged, this, &ComputerSeats::considerSoon);
    connect(m_game, &GameController::gameStarted, this, [this] {
        stopThinking();
        m_opinions[0].clear();
        m_opinions[1].clear();
        m_lastDrawOfferPly = -1;
        considerSoon();
    });
}

void ComputerSeats::setSeats(const QList<PlayerSeat>& seats)
{
    stopThinking();
    qDeleteAll(m_players);
    m_players.clear();
    m_seats = seats;
    for (int army = 0; army < m_seats.size(); ++army) {
        ComputerPlayer* player = m_seats[army].isComputer() ? m_factory(m_seats[army], this) : nullptr;
        m_players.append(player);
        if (!player)
            continue;
        connect(player, &ComputerPlayer::moved, this,
            [this, army](const QString& move, std::optional<int> value) { answered(army, m_askedPly, move, value); });
        connect(player, &ComputerPlayer::thinkingInfo, this,
            [this, army](const kabir::search::Info& info) { emit thinkingInfo(army, info); });
        connect(player, &ComputerPlayer::resigned, this, [this, army] {
            if (m_askedArmy == army && armyToAct() == army) {
                stopThinking();
                m_game->resign(army);
            }
        });
        connect(player, &ComputerPlayer::failed, this, [this, army](const QString& reason, const QString& kind) {
            if (m_askedArmy == army && armyToAct() == army) {
                stopThinking();
                forfeit(army, kind, reason);
            } else {
                emit problem(reason);
            }
        });
    }
    considerSoon();
}

bool ComputerSeats::isComputer(int army) const
{
    return army >= 0 && army < m_players.size() && m_players[army];
}

bool ComputerSeats::anyComputer() const
{
    return std::any_of(m_players.begin(), m_players.end(), [](const ComputerPlayer* p) { return p != nullptr; });
}

bool ComputerSeats::anyHuman() const
{
    if (!m_game->hasGame())
        return true;
    for (int army = 0; army < m_game->armyCount(); ++army)
        if (!isComputer(army))
            return true;
    return false;
}

int ComputerSeats::armyToAct() const
{
    if (!m_game->hasGame() || m_game->outcome().over())
        return -1;
    const int choosing = m_game->choosingArmy();
    return choosing >= 0 ? choosing : m_game->position().sideToMove();
}

bool ComputerSeats::thinking() const
{
    return m_askedArmy >= 0;
}

int ComputerSeats::teamOf(int army) const
{
    return m_game->rules().teamOf(kabir::Army(army));
}

void ComputerSeats::considerSoon()
{
    if (m_considering)
        return;
    m_considering = true;
    QTimer::singleShot(0, this, [this] {
        m_considering = false;
        consider();
    });
}

void ComputerSeats::consider()
{
    const int army = armyToAct();
    if (!isComputer(army)) {
        stopThinking();
        return;
    }
    if (m_askedArmy == army && m_askedPly == m_game->plyCount())
        return;  // asked already
    stopThinking();

    kabir::search::Limits limits;
    const GameClocks* clocks = m_game->clocks();
    kabir::match::TimeControl control = clocks->timeControl();
    if (!clocks->enabled()) {
        control.moveTimeMs = m_thinkingTimeMs;
        limits.moveTime = m_thinkingTimeMs;
    } else if (control.moveTimeMs) {
        limits.moveTime = control.moveTimeMs;
    } else {
        // The engine's clocks are per team: this army's, and the next opponent's.
        const int team = teamOf(army);
        int opponent = (army + 1) % m_game->armyCount();
        while (teamOf(opponent) == team)
            opponent = (opponent + 1) % m_game->armyCount();
        limits.time[std::size_t(team)] = clocks->remainingMs(army);
        limits.time[std::size_t(1 - team)] = clocks->remainingMs(opponent);
        limits.increment = {control.incrementMs, control.incrementMs};
        limits.movesToGo = clocks->clock(army).movesToGo();
    }
    m_askedArmy = army;
    m_askedPly = m_game->plyCount();
    m_askedTimer.start();
    emit thinkingChanged(army, true);
    m_players[army]->play(m_game->coreGame(), limits, control);
}

void ComputerSeats::answered(int army, int ply, const QString& move, std::optional<int> valueCp)
{
    if (army != m_askedArmy || ply != m_game->plyCount() || armyToAct() != army)
        return;  // the game has moved on
    const qint64 wait = m_askedTimer.isValid() ? m_minimumReplyMs - m_askedTimer.elapsed() : 0;
    if (wait > 0) {
        QTimer::singleShot(int(wait), this, [this, army, ply, move, valueCp] {
            if (army == m_askedArmy && ply == m_game->plyCount() && armyToAct() == army)
                answered(army, ply, move, valueCp);
        });
        return;
    }
    m_askedArmy = -1;
    m_askedPly = -1;
    emit thinkingChanged(army, false);
    if (m_game->choosingArmy() == army) {
        const QString refused = m_game->choose(army, move);
        if (!refused.isEmpty())
            emit problem(refused);
        return;
    }
    if (valueCp)
        judgeAfterMove(army, valueCp);
    if (m_game->outcome().over())
        return;  // resigned
    const QString refused = m_game->play(move);
    if (!refused.isEmpty()) {
        forfeit(army, QStringLiteral("illegal-move"),
            tr("It gave the move “%1”, which cannot be played: %2").arg(move, refused));
        return;
    }
    // A draw offered after its own move stands until the other side moves.
    QList<int>& opinions = m_opinions[teamOf(army)];
    const int ply0 = m_game->plyCount();
    const bool quiet = opinions.size() >= kDrawOfferMoves
        && std::all_of(
            opinions.end() - kDrawOfferMoves, opinions.end(), [](int v) { return std::abs(v) <= kDrawOfferCp; });
    bool humanOpponent = false;
    for (int a = 0; a < m_game->armyCount(); ++a)
        humanOpponent = humanOpponent || (teamOf(a) != teamOf(army) && !isComputer(a));
    if (quiet && humanOpponent && ply0 >= kDrawOfferFromPly
        && (m_lastDrawOfferPly < 0 || ply0 - m_lastDrawOfferPly >= kDrawOfferInterval)
        && m_game->offerDraw(army).isEmpty()) {
        m_lastDrawOfferPly = ply0;
        emit drawOffered(army);
    }
}

// The computer playing `army` broke down on its turn: the game is adjudicated against its team
// (a takeback reopens it), and the window is told why.
void ComputerSeats::forfeit(int army, const QString& kind, const QString& reason)
{
    m_game->forfeit(army, kind);
    emit problem(tr("The computer playing %1 forfeits the game. %2").arg(m_game->armyName(army), reason));
}

// Keeps the computer's opinion of its game, and resigns for it when the game is hopeless.
void ComputerSeats::judgeAfterMove(int army, std::optional<int> valueCp)
{
    QList<int>& opinions = m_opinions[teamOf(army)];
    opinions.append(*valueCp);
    if (opinions.size() > kOpinionsKept)
        opinions.removeFirst();
    // Only for a team of computers, and only to humans: computers play each other to the end.
    bool humanPartner = false, humanOpponent = false;
    for (int a = 0; a < m_game->armyCount(); ++a) {
        bool& human = teamOf(a) == teamOf(army) ? humanPartner : humanOpponent;
        human = human || !isComputer(a);
    }
    if (!m_resign || humanPartner || !humanOpponent)
        return;
    const auto below = [&](int count, int threshold) {
        return opinions.size() >= count
            && std::all_of(opinions.end() - count, opinions.end(), [&](int v) { return v <= threshold; });
    };
    if (below(kResignForcedMoves, -kabir::search::kWinBound) || below(kResignMoves, -kResignCp))
        m_game->resign(army);
}

bool ComputerSeats::canMoveNow() const
{
    return m_askedArmy >= 0 && m_players[m_askedArmy]->canMoveNow();
}

void ComputerSeats::moveNow()
{
    if (canMoveNow()) {
        m_askedTimer.invalidate();  // no pause: the user asked for the move
        m_players[m_askedArmy]->moveNow();
    }
}

int ComputerSeats::takeBack()
{
    stopThinking();
    const bool humans = anyHuman();
    int taken = 0;
    while (m_game->canUndo()) {
        const int before = m_game->plyCount();
        const int mover = before > 0 ? int(m_game->positionAt(before - 1).sideToMove()) : -1;
        m_game->undo();
        if (m_game->plyCount() == before)
            continue;  // a resignation or agreement, taken back with the move before it
        ++taken;
        if (!humans || !isComputer(mover))
            break;
    }
    return taken;
}

bool ComputerSeats::answerDrawOffer(int offeringArmy)
{
    const int offering = teamOf(offeringArmy);
    int answering = -1;
    for (int a = 0; a < m_game->armyCount() && answering < 0; ++a)
        if (teamOf(a) != offering && isComputer(a))
            answering = a;
    if (answering < 0)
        return false;
    const QList<int>& opinions = m_opinions[teamOf(answering)];
    if (!opinions.isEmpty() && opinions.last() <= kDrawAcceptCp && m_game->acceptDraw(answering).isEmpty())
        return true;
    m_game->declineDraw();
    return false;
}

void ComputerSeats::switchSides()
{
    QList<PlayerSeat> swapped = m_seats;
    // Armies alternate between the teams (two armies; Red, Green, Yellow, Black): each pair of
    // neighbours in turn order exchanges seats.
    for (qsizetype army = 0; army + 1 < swapped.size(); army += 2)
        swapped.swapItemsAt(army, army + 1);
    setSeats(swapped);
}

void ComputerSeats::stopThinking()
{
    if (m_askedArmy < 0)
        return;
    const int army = m_askedArmy;
    m_askedArmy = -1;
    m_askedPly = -1;
    if (isComputer(army))
        m_players[army]->cancel();
    emit thinkingChanged(army, false);
}
