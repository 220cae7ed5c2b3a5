// Protocol sessions replayed from the transcripts in transcripts/ (syntax: transcript.h); a
// test is named after its file.

#include "transcript.h"

#include <gtest/gtest.h>

#include <cctype>

namespace kabir::test {
namespace {

class Transcript : public testing::TestWithParam<std::string> { };

std::string testName(const testing::TestParamInfo<std::string>& info)
{
    std::string name;
    for (char c : info.param.substr(info.param.find('/') + 1))
        name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
}

TEST_P(Transcript, Replays)
{
    const std::string& file = GetParam();
    replayTranscript(file.rfind("uci/", 0) == 0 ? Session::Protocol::Uci : Session::Protocol::XBoard, file + ".txt");
}

INSTANTIATE_TEST_SUITE_P(Uci, Transcript,
    testing::Values("uci/handshake", "uci/variant-options", "uci/position-moves", "uci/go-limits", "uci/stop",
        "uci/finished-game", "uci/garbage"),
    testName);
INSTANTIATE_TEST_SUITE_P(XBoard, Transcript,
    testing::Values("xboard/handshake", "xboard/variant-setup", "xboard/ten-ranks", "xboard/thirteen-ranks",
        "xboard/garbage", "xboard/game", "xboard/analyze"),
    testName);

}  // namespace
}  // namespace kabir::test
