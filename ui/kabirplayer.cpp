#include "ui/kabirplayer.h"

#include "core/record/notation.h"
#include "ui/searchcontroller.h"

namespace {

// Kept from every move's time for the window's own work between the engine's answer and the
// move on the board (the clock runs until then).
constexpr int kMoveOverheadMs = 100;

}  // namespace

KabirPlayer::KabirPlayer(int skillLevel, int hashMegabytes, int threads, QObject* parent)
    : ComputerPlayer(parent), m_search(new SearchController(this))
{
    kabir::search::EngineOptions options;
    options.skillLevel = skillLevel;
    options.hashMegabytes = hashMegabytes;
    options.threads = threads;
    options.moveOverheadMs = kMoveOverheadMs;
    m_search->setOptions(options);
    connect(m_search, &SearchController::info, this, [this](int id, const kabir::search::Info& info) {
        if (id == m_searchId)
            emit thinkingInfo(info);
    });
    connect(m_search, &SearchController::finished, this, [this](int id, const kabir::search::BestMove& best) {
        if (id != m_searchId)
            return;
        m_searchId = -1;
        if (best.move.isNull() || !m_root) {
            emit failed(tr("Kabir found no move."), QStringLiteral("no-answer"));
            return;
        }
        emit moved(QString::fromStdString(kabir::coordinateText(*m_root, best.move)), best.value);
    });
}

void KabirPlayer::think(const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl&)
{
    m_root = game.position();
    m_searchId = m_search->start(game.position(), limits);
}

void KabirPlayer::moveNow()
{
    m_search->stop();
}

void KabirPlayer::stopThinking()
{
    m_searchId = -1;
    m_search->abandon();
}
