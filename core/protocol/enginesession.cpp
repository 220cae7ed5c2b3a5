#include "core/protocol/enginesession.h"

namespace kabir::protocol {

EngineSession::EngineSession(std::istream& in, std::ostream& out, const search::EngineOptions& engine)
    : m_in(in), m_out(out), m_engine(engine)
{
    newGame();
}

EngineSession::~EngineSession()
{
    m_search.abandon();
}

SessionEvent EngineSession::next()
{
    if (!m_reading)
        m_queue.startReading(m_in);
    m_reading = true;
    return m_queue.next();
}

void EngineSession::startSearch(const search::Limits& limits, GameSearch::LineCallback onLine)
{
    m_search.start(*m_game, limits, std::move(onLine), [this](const SearchAnswer& a) {
        m_queue.post({SessionEvent::Kind::Answer, {}, a});
    });
}

}  // namespace kabir::protocol
