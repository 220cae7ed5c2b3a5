#pragma once
// A game's result as the window knows it: the core's adjudication, or the endings the core
// does not know (a resignation, an agreement, a flag, a computer's forfeit). ResultTexts puts
// it in words.

#include "core/position/outcome.h"

#include <QMetaType>
#include <QString>

// How the game ended: by the rules (the core's Outcome), or by a resignation, an agreement, a
// flag or a computer's forfeit (its engine broke down), which the core does not know.
struct GameResult {
    enum class Ending { None, Rules, Resignation, Agreement, Time, Forfeit };

    Ending ending = Ending::None;
    kabir::Outcome outcome;  // the core's adjudication (Ending::Rules); kind None otherwise
    int winner = -1;         // the winning team (the army in two-army games); -1: draw or going on
    int army = -1;           // the army that resigned (Resignation), whose flag fell (Time) or forfeited
    QString forfeitKind;     // Forfeit: why, as the match records name it (isForfeitKind)

    bool over() const { return ending != Ending::None; }
    bool draw() const { return over() && winner < 0; }
    // The core's kind id, or "resignation", "agreement", "time-forfeit" (a draw against a bare
    // king: "time-forfeit-bare-king") or the forfeit's kind, as the match records write them;
    // "ongoing" while the game goes on.
    QString kindId() const;
    // The forfeits of a computer, named as the match records name them (core/match/gameresult.h):
    // "illegal-move" (it gave a move that cannot be played), "engine-disconnected" (its engine
    // could not start or ended), "no-answer" (no move in time), "refused-legal-move" (it
    // called a legal move illegal), "false-claim" (it claimed a result instead of moving).
    static bool isForfeitKind(const QString& kind);
    QString pgnResult() const;  // "1-0", "0-1", "1/2-1/2" or "*"

    static GameResult fromOutcome(const kabir::Outcome& outcome);
};

Q_DECLARE_METATYPE(GameResult)
