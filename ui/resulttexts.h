#pragma once
// A game's result in words, in the program's language: who won and how, for the status bar,
// the game-over dialog, the move list and tables. The words depend on the variant (its armies'
// names, its teams, its move rule), taken from the game's live position.

#include "core/position/position.h"
#include "ui/gameresult.h"

#include <QCoreApplication>
#include <QString>

class ResultTexts {
    Q_DECLARE_TR_FUNCTIONS(ResultTexts)

public:
    // `position`: the game's live position, which must outlive this; none without a game.
    explicit ResultTexts(const kabir::Position* position);

    QString text(const GameResult& result) const;      // "White wins — checkmate"; "The game goes on."
    QString headline(const GameResult& result) const;  // "White wins", "Red and Yellow win", "Draw"
    QString kind(const GameResult& result) const;      // "checkmate", "pawn mate: double victory"
    QString score(const GameResult& result) const;     // the score for tables: "1–0", "¾–¼", "2–0"

    // An army's name from the variant file, translated where the data strings list it; a
    // team's, its armies' names joined ("Red and Yellow").
    static QString armyName(const kabir::Ruleset& rules, int army);
    static QString teamName(const kabir::Ruleset& rules, int team);

private:
    const kabir::Ruleset& rules() const { return m_position->rules(); }

    const kabir::Position* m_position;
};
