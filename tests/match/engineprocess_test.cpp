// The child process layer: start failures are problems, lines are bounded, reads time out,
// and a child is ended when its object goes.

#include "core/match/engineprocess.h"

#include <gtest/gtest.h>

#include <csignal>

namespace kabir::match {
namespace {

using namespace std::chrono_literals;
auto soon(std::chrono::milliseconds ms)
{
    return std::chrono::steady_clock::now() + ms;
}

TEST(EngineProcess, AProgramThatDoesNotExistIsAProblem)
{
    auto process = EngineProcess::start({{"/nonexistent/engine"}, {}});
    ASSERT_FALSE(process.ok());
    EXPECT_NE(process.errorText().find("/nonexistent/engine"), std::string::npos);
    EXPECT_FALSE(EngineProcess::start({{}, {}}).ok());
    EXPECT_FALSE(EngineProcess::start({{"sh"}, "/nonexistent/directory"}).ok());
}

TEST(EngineProcess, EchoesLinesAndSeesTheEnd)
{
    auto process = EngineProcess::start({{"cat"}, {}});
    ASSERT_TRUE(process.ok()) << process.errorText();
    EngineProcess& cat = *process.value();
    ASSERT_TRUE(cat.writeLine("hello"));
    std::string line;
    ASSERT_EQ(cat.readLine(line, soon(2000ms)), EngineProcess::Read::Line);
    EXPECT_EQ(line, "hello");
    EXPECT_EQ(cat.readLine(line, soon(50ms)), EngineProcess::Read::Timeout);
    cat.stop();
    EXPECT_FALSE(cat.running());
    EXPECT_FALSE(cat.writeLine("anyone?"));  // no SIGPIPE: the test goes on
}

TEST(EngineProcess, AGiantLineIsCutAndTheNextLineComesWhole)
{
    auto process = EngineProcess::start({{"sh", "-c", "head -c 300000 /dev/zero | tr '\\0' x; echo; echo after"}, {}});
    ASSERT_TRUE(process.ok()) << process.errorText();
    std::string line;
    ASSERT_EQ(process.value()->readLine(line, soon(5000ms)), EngineProcess::Read::Line);
    EXPECT_EQ(line.size(), EngineProcess::kMaxLine);
    ASSERT_EQ(process.value()->readLine(line, soon(5000ms)), EngineProcess::Read::Line);
    EXPECT_EQ(line.substr(0, 10), "after");
    EXPECT_EQ(process.value()->readLine(line, soon(5000ms)), EngineProcess::Read::Closed);
}

TEST(EngineProcess, ACrashIsReported)
{
    auto process = EngineProcess::start({{"sh", "-c", "kill -SEGV $$"}, {}});
    ASSERT_TRUE(process.ok());
    std::string line;
    EXPECT_EQ(process.value()->readLine(line, soon(5000ms)), EngineProcess::Read::Closed);
    const auto until = soon(5000ms);
    while (process.value()->running() && std::chrono::steady_clock::now() < until) { }
    EXPECT_NE(process.value()->exitText().find("signal 11"), std::string::npos) << process.value()->exitText();
}

TEST(EngineProcess, StopEndsAProgramThatIgnoresTerm)
{
    auto process = EngineProcess::start({{"sh", "-c", "trap '' TERM; while true; do sleep 1; done"}, {}});
    ASSERT_TRUE(process.ok());
    const auto started = std::chrono::steady_clock::now();
    process.value()->stop(100ms);
    EXPECT_FALSE(process.value()->running());
    EXPECT_LT(std::chrono::steady_clock::now() - started, 3s);
}

}  // namespace
}  // namespace kabir::match
