// PGN-style record files: the input is listed as a RecordFile and each game (the first 16)
// read with its variations, comments and NAGs; a game read is written back (writeRecord) and
// the text written must list as one game that reads without a problem and writes the same
// text again. The whole input is also read as a Game per record (readRecords).
#include "tests/fuzz/fuzzhelpers.h"

#include "core/record/gamerecord.h"
#include "core/record/recordfile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kabir;
    const std::string input(fuzz::text(data, size));
    const RecordFile file(input, "fuzz.pgn");
    const int games = std::min<int>(int(file.games().size()), 16);
    for (int i = 0; i < games; ++i) {
        auto record = file.load(i);
        if (!record)
            continue;
        const std::string written = writeRecord(record->tree, record->tags);
        const RecordFile again(written, "written.pgn");
        if (again.games().size() != 1)
            fuzz::fail("a game written lists as " + std::to_string(again.games().size()) + " games", written);
        auto reread = again.load(0);
        if (!reread)
            fuzz::fail("a game written does not read", written + "\n" + reread.errorText());
        if (!reread->problems.empty())
            fuzz::fail("a game written reads with a problem", written + "\n" + reread->problems.front().toString());
        const std::string rewritten = writeRecord(reread->tree, reread->tags);
        if (rewritten != written)
            fuzz::fail("a game written and read writes another text", written + "\n----\n" + rewritten);
    }
    (void)readRecords(input, "fuzz.pgn");
    return 0;
}
