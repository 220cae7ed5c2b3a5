#include "core/protocol/protocoloutput.h"

namespace kabir::protocol {

void ProtocolOutput::line(const std::string& text)
{
    const std::lock_guard lock(m_mutex);
    m_out << text << '\n' << std::flush;
}

}  // namespace kabir::protocol
