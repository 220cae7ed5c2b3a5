#pragma once
// The tags that describe a game (Event, Site, Date, Round, White, Black, Annotator, Source and
// any other a record brought) and who plays each army. The tags a record writes from the game
// itself (isGameTag: Variant, FEN, Result, ...) are not kept here: the game gives them.
// White and Black name the players (for four armies, each team's names joined by " & " in army
// order); setTags names the players from them again.

#include "core/position/position.h"
#include "core/record/gamerecord.h"

#include <QString>
#include <QStringList>

class GameTags {
public:
    static bool isGameTag(const std::string& name);
    static QString today();  // the Date tag of a new game: today as PGN writes it, "2026.11.28"

    // A new game's tags: today's Date alone.
    void startNew() { m_descriptive = {{"Date", today().toStdString()}}; }
    // The descriptive tags with White and Black from the players, in a game of `rules`.
    kabir::RecordTags tags(const kabir::Ruleset& rules) const;
    const kabir::RecordTags& descriptive() const { return m_descriptive; }
    // Keeps the descriptive ones of `tags`, and names the players from White and Black.
    void setTags(const kabir::RecordTags& tags, const kabir::Ruleset& rules);

    // Who plays each army (empty: no name given).
    QStringList players() const { return m_players; }
    void setPlayers(const QStringList& names) { m_players = names; }

private:
    kabir::RecordTags m_descriptive;
    QStringList m_players;
};
