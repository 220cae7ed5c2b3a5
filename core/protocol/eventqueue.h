#pragma once
// The input of a protocol session as one queue of events: the lines that a reader thread
// takes from the input stream, the answers that searches post from their thread, and the end
// of the input. A server's one loop takes the events in order (an answer before the lines
// still waiting), so all of its state belongs to that loop's thread and nothing a search
// reports can race with a command.

#include "core/protocol/searchreport.h"

#include <condition_variable>
#include <deque>
#include <istream>
#include <mutex>
#include <string>
#include <thread>

namespace kabir::protocol {

struct SessionEvent {
    enum class Kind { Line, Answer, EndOfInput };

    Kind kind = Kind::EndOfInput;
    std::string line;  // Kind::Line, without the line end
    SearchAnswer answer;
};

class EventQueue {
public:
    EventQueue() = default;
    ~EventQueue();  // joins the reader, which has stopped at "quit" or the end of the input
    EventQueue(const EventQueue&) = delete;
    EventQueue& operator=(const EventQueue&) = delete;

    // Starts the reader: each line of `in` becomes an event, up to and including a line
    // "quit"; the end of the input becomes an EndOfInput event. Unties `in` from its output
    // stream, which the reader thread would otherwise flush outside the output's mutex.
    void startReading(std::istream& in);
    void post(SessionEvent event);  // from any thread
    SessionEvent next();            // waits for the next event

private:
    void read(std::istream& in);

    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<SessionEvent> m_events;
    std::thread m_reader;
};

}  // namespace kabir::protocol
