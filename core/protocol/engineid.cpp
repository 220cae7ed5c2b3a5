#include "core/protocol/engineid.h"

namespace kabir::protocol {

std::string engineName()
{
    return std::string("Kabir ") + KABIR_VERSION;
}

std::string engineAuthor()
{
    return "the Kabir developers";
}

}  // namespace kabir::protocol
