// The XBoard server's commands: the input is a session's lines, given to an XBoardServer whose
// output is dropped. Searches are kept short: "sd 1" is sent first and again after every
// "new", "variant" and "sd" (which reset or set the depth), and the hash and thread counts
// ("memory", "cores", "option Hash=", "option Threads=") are capped at 1 MB and 2; the server
// starts with a 1 MB table (fuzz::kSmallEngine). An analysis or a search still running at the
// end of the input is abandoned by the server.
#include "tests/fuzz/fuzzhelpers.h"

#include "core/protocol/xboardserver.h"

#include <sstream>

namespace {

using namespace kabir;

std::string tamed(const std::string& line)
{
    const std::vector<std::string> w = fuzz::words(line);
    if (w.empty())
        return line;
    const std::string& command = w[0];
    const std::size_t argsAt = line.find(command) + command.size();
    if (command == "memory" || command == "cores")
        return command + " " + fuzz::capNumber(line.substr(argsAt), command == "memory" ? 1 : 2);
    if (command == "option") {
        for (const char* name : {"Hash", "Threads"}) {
            const std::size_t at = line.find(std::string(name) + "=", argsAt);
            if (at != std::string::npos) {
                const std::size_t valueAt = at + std::string(name).size() + 1;
                return line.substr(0, valueAt) + fuzz::capNumber(line.substr(valueAt), name[0] == 'H' ? 1 : 2);
            }
        }
    }
    if (command == "new" || command == "variant" || command == "sd")
        return line + "\nsd 1";
    return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string input = "sd 1\n";
    for (const std::string& line : fuzz::lines(fuzz::text(data, size)))
        input += tamed(line) + "\n";
    std::istringstream in(input);
    std::ostringstream out;
    protocol::XBoardServer(in, out, fuzz::kSmallEngine).run();
    return 0;
}
