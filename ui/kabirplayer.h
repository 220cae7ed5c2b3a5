#pragma once
// Kabir's engine as a player: a SearchController searching at a Skill Level (0 weakest .. 20
// full strength) with the window's engine settings.

#include "ui/computerplayer.h"

#include <optional>

class SearchController;

class KabirPlayer : public ComputerPlayer {
    Q_OBJECT

public:
    KabirPlayer(int skillLevel, int hashMegabytes, int threads, QObject* parent = nullptr);

    bool canMoveNow() const override { return isThinking(); }
    void moveNow() override;

protected:
    void think(const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl&) override;
    void stopThinking() override;
    bool isThinking() const override { return m_searchId >= 0; }

private:
    SearchController* m_search;
    int m_searchId = -1;
    std::optional<kabir::Position> m_root;  // of the running search, for the move's text
};
