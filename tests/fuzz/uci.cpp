// The UCI server's commands: the input is a session's lines, given to a UciServer whose
// output is dropped. Searches are kept short: "go" is given "depth 1 nodes 300" in place of
// its depth, nodes, infinite and ponder (the clocks, move time and searchmoves stay), and the
// Hash and Threads options are capped at 1 MB and 2 threads. The server starts with a 1 MB
// table (fuzz::kSmallEngine), not the 16 MB it would zero for every input.
#include "tests/fuzz/fuzzhelpers.h"

#include "core/protocol/uciserver.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace {

using namespace kabir;

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

std::string tamed(const std::string& line)
{
    const std::vector<std::string> w = fuzz::words(line);
    if (w.empty())
        return line;
    if (w[0] == "go") {
        std::vector<std::string> out{"go", "depth", "1", "nodes", "300"};
        for (std::size_t i = 1; i < w.size(); ++i) {
            if (w[i] == "searchmoves") {
                out.insert(out.end(), w.begin() + long(i), w.end());
                break;
            }
            if (w[i] == "depth" || w[i] == "nodes")
                ++i;
            else if (w[i] != "infinite" && w[i] != "ponder")
                out.push_back(w[i]);
        }
        return fuzz::joinWords(out);
    }
    if (w[0] == "setoption") {
        const std::size_t value = line.find(" value ");
        const std::string name = lowerCase(line.substr(0, value));
        const long cap = name.find("hash") != std::string::npos ? 1 : name.find("threads") != std::string::npos ? 2 : 0;
        if (cap && value != std::string::npos)
            return line.substr(0, value + 7) + fuzz::capNumber(line.substr(value + 7), cap);
    }
    return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string input;
    for (const std::string& line : fuzz::lines(fuzz::text(data, size)))
        input += tamed(line) + "\n";
    std::istringstream in(input);
    std::ostringstream out;
    protocol::UciServer(in, out, fuzz::kSmallEngine).run();
    return 0;
}
