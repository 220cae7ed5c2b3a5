#include "transcript.h"

#include <gtest/gtest.h>

#include <fstream>

namespace kabir::test {

void replayTranscript(Session::Protocol protocol, const std::string& fileName)
{
    const std::string path = std::string(KABIR_TRANSCRIPTS) + "/" + fileName;
    std::ifstream in(path);
    ASSERT_TRUE(in) << "cannot read " << path;
    Session session(protocol);
    std::vector<std::string> forbidden;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#')
            continue;
        const std::size_t space = line.find(' ');
        const std::string tag = line.substr(0, space);
        const std::string text = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (tag == ">") {
            session.send(text);
        } else if (tag == "!") {
            forbidden.push_back(text);
        } else if (tag[0] == '<') {
            const auto timeout = std::chrono::milliseconds(tag.size() > 1 ? std::stoi(tag.substr(1)) : 20000);
            const bool matched = session.expect(text, timeout, forbidden).has_value();
            forbidden.clear();
            std::string seen;
            for (const std::string& s : session.seen())
                seen += "\n    " + s;
            ASSERT_TRUE(matched) << fileName << ":" << number << ": no reply line matching '" << text << "' within "
                                 << timeout.count() << " ms (or a forbidden one came); the lines seen:" << seen;
        } else {
            FAIL() << fileName << ":" << number << ": a transcript line starts with >, <, ! or #";
        }
    }
}

}  // namespace kabir::test
