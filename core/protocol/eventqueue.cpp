#include "core/protocol/eventqueue.h"

#include <algorithm>

namespace kabir::protocol {

EventQueue::~EventQueue()
{
    if (m_reader.joinable())
        m_reader.join();
}

void EventQueue::startReading(std::istream& in)
{
    in.tie(nullptr);  // a tied std::cin would flush std::cout from the reader thread
    m_reader = std::thread(&EventQueue::read, this, std::ref(in));
}

void EventQueue::read(std::istream& in)
{
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::size_t begin = line.find_first_not_of(" \t");
        const std::size_t end = line.find_last_not_of(" \t");
        const bool quit = begin != std::string::npos && line.substr(begin, end - begin + 1) == "quit";
        post({SessionEvent::Kind::Line, line, {}});
        if (quit)
            return;
    }
    post({SessionEvent::Kind::EndOfInput, {}, {}});
}

void EventQueue::post(SessionEvent event)
{
    {
        const std::lock_guard lock(m_mutex);
        // An answer goes before the lines still waiting: the search ended before they are
        // handled, and a "go" among them must not abandon it.
        auto at = m_events.end();
        if (event.kind == SessionEvent::Kind::Answer)
            at = std::find_if(m_events.begin(), m_events.end(),
                [](const SessionEvent& e) { return e.kind != SessionEvent::Kind::Answer; });
        m_events.insert(at, std::move(event));
    }
    m_ready.notify_one();
}

SessionEvent EventQueue::next()
{
    std::unique_lock lock(m_mutex);
    m_ready.wait(lock, [this] { return !m_events.empty(); });
    SessionEvent event = std::move(m_events.front());
    m_events.pop_front();
    return event;
}

}  // namespace kabir::protocol
