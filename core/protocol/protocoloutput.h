#pragma once
// The output of a protocol session: whole lines, each written and flushed under one mutex, so
// that lines from the command thread and from the search thread never mix and a GUI reading
// a pipe sees every line as soon as it is written.

#include <mutex>
#include <ostream>
#include <string>

namespace kabir::protocol {

class ProtocolOutput {
public:
    explicit ProtocolOutput(std::ostream& out) : m_out(out) { }

    void line(const std::string& text);

private:
    std::mutex m_mutex;
    std::ostream& m_out;
};

}  // namespace kabir::protocol
