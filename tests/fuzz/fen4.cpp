// Four-army FEN (Chaturanga for four): the first byte chooses an option value, the rest is the
// FEN. An accepted FEN is written and read again, and its legal moves are generated.
#include "tests/fuzz/fuzzhelpers.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> ids{"chaturanga-4-84"};
    kabir::fuzz::fuzzFen(data, size, ids);
    return 0;
}
