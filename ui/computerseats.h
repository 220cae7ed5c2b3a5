#pragma once
// The computers at the board. Whenever the live game waits for an army whose seat is a computer
// — to move, or to choose before the first move — that army's ComputerPlayer is asked, with the
// clocks as they stand; its answer is played through the GameController, but only if the game
// is still where it was when the computer was asked (a takeback or a new game drops it), and no
// sooner than a short pause after the question, so that the eye can follow. A move of the
// computer is the same for the game as a human's: promotions, drops, king swaps and the king's
// leap are moves the engine chooses among.
//
// It also acts for the computers off the board: it answers a draw offer made to a computer's
// team, offers a draw itself in a long level game, resigns a hopeless game for a computer when
// allowed, and takes back to the last move of a human.

#include "ui/newgamesetup.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class ComputerPlayer;
class GameController;
namespace kabir::search {
struct Info;
}

class ComputerSeats : public QObject {
    Q_OBJECT

public:
    // Makes the player of a computer seat (the caller knows the engines and their settings).
    using PlayerFactory = std::function<ComputerPlayer*(const PlayerSeat& seat, QObject* parent)>;

    ComputerSeats(GameController* game, PlayerFactory factory, QObject* parent = nullptr);

    // The seats of the game, one per army; computers among them get a player of their own.
    void setSeats(const QList<PlayerSeat>& seats);
    QList<PlayerSeat> seats() const { return m_seats; }
    bool isComputer(int army) const;
    bool anyComputer() const;
    bool anyHuman() const;
    // The army the game waits for (to move or to choose), or -1 when it is over.
    int armyToAct() const;
    bool computerToAct() const { return isComputer(armyToAct()); }
    bool thinking() const;

    // The shortest time from asking a computer to playing its answer (default 400 ms; tests
    // set 0). The time without a clock: how long a computer thinks per move.
    void setMinimumReplyTime(int milliseconds) { m_minimumReplyMs = milliseconds; }
    void setThinkingTimeWithoutClock(int milliseconds) { m_thinkingTimeMs = milliseconds; }
    // Whether a computer resigns a game it sees lost for several moves (default off).
    void setResignHopelessGames(bool resign) { m_resign = resign; }

    // Plays the thinking computer's best move so far at once; false when none can.
    bool canMoveNow() const;
    void moveNow();
    // Takes back moves up to and including the last move of a human (everything when no human
    // sits at the board: one move); returns how many moves were taken back.
    int takeBack();
    // A draw offered by the army of a human to a team with a computer: the computer answers at
    // once (true: accepted). Its last opinion decides: it accepts when it does not think itself
    // better.
    bool answerDrawOffer(int offeringArmy);
    // Every team changes seats with the other (the humans now play the other side).
    void switchSides();
    // Stops any thinking; nothing is played until the game waits for a computer again.
    void stopThinking();

signals:
    void thinkingChanged(int army, bool thinking);
    void thinkingInfo(int army, const kabir::search::Info& info);
    // A computer offers a draw to the humans of the other team.
    void drawOffered(int army);
    // A computer could not go on (an external engine failed): the game waits for the user.
    void problem(const QString& message);

private:
    void considerSoon();
    void consider();
    void answered(int army, int ply, const QString& move, std::optional<int> valueCp);
    void judgeAfterMove(int army, std::optional<int> valueCp);
    void forfeit(int army, const QString& kind, const QString& reason);
    int teamOf(int army) const;

    GameController* m_game;
    PlayerFactory m_factory;
    QList<PlayerSeat> m_seats;
    QList<ComputerPlayer*> m_players;  // per army; null for humans
    int m_askedArmy = -1;              // the computer asked now, at
    int m_askedPly = -1;               // this ply of the game
    QElapsedTimer m_askedTimer;        // since it was asked
    bool m_considering = false;
    int m_minimumReplyMs = 400;
    int m_thinkingTimeMs = 3000;
    bool m_resign = false;
    // Per team: the computers' last opinions (centipawns for the team), newest last.
    QList<int> m_opinions[2];
    int m_lastDrawOfferPly = -1;
};
