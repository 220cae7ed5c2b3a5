#pragma once
// A computer at the board. When its army is to move (or to choose before the first move) it is
// asked with play() and answers later, never blocking the event loop: moved() carries its move
// in coordinate notation (or its choice, such as "array=tressau-fig4,king-targets=off") and its
// opinion of the position for its own team. cancel() forgets the question: no answer follows.
// Kabir's own engine is a KabirPlayer, an external engine an ExternalEnginePlayer; the pre-game
// choice, which no engine protocol can ask for, is Kabir's for every player (searched here).

#include "core/record/game.h"
#include "core/match/timecontrol.h"
#include "core/search/limits.h"
#include "ui/searchmetatypes.h"

#include <QObject>
#include <QString>

#include <optional>

class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Asks for the move of the army to move in `game` (a copy is taken), within `limits` (the
    // clocks as they stand) under the game's time `control`; or for its pre-game choice.
    void play(const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl& control);
    void cancel();
    bool thinking() const { return m_choosing || isThinking(); }
    // Plays the best move found so far at once, where the player can.
    virtual bool canMoveNow() const { return false; }
    virtual void moveNow() { }

signals:
    // valueCp: centipawns for the mover's team (a won game is a large positive value); none
    // when the player gave no opinion.
    void moved(const QString& move, std::optional<int> valueCp);
    void thinkingInfo(const kabir::search::Info& info);  // Kabir's engine only
    void resigned();                                     // instead of moving (an external engine's "resign")
    // The player cannot go on (an external engine crashed, stayed silent or does not know the
    // variant); `kind` names the breakdown as GameResult::isForfeitKind does.
    void failed(const QString& reason, const QString& kind);

protected:
    virtual void think(
        const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl& control)
        = 0;
    virtual void stopThinking() = 0;
    virtual bool isThinking() const = 0;

private:
    void choose(const kabir::Game& game);

    int m_choiceId = 0;
    bool m_choosing = false;  // a pre-game choice is being searched
};
