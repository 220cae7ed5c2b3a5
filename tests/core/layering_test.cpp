// The order of core's folders (README, "The core's folders"): a file includes only its own
// folder and those below it, so that the rules kernel has one direction and a new mechanic's
// data, hook and code each have one place. Read from the sources, as the compiler cannot tell.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

namespace {

// From the bottom; search and match are siblings that do not include each other.
const std::map<std::string, int> kLayer = {
    {"board", 0},
    {"variant", 1},
    {"position", 2},
    {"rules", 3},
    {"catalog", 4},
    {"record", 5},
    {"search", 6},
    {"match", 6},
    {"protocol", 7},
};

bool mayInclude(const std::string& folder, const std::string& included)
{
    return folder == included || kLayer.at(included) < kLayer.at(folder);
}

}  // namespace

TEST(CoreLayers, NoIncludeClimbsTheFolderOrder)
{
    const std::filesystem::path core = std::filesystem::path(KABIR_SOURCE_DIR) / "core";
    const std::regex include(R"re(^\s*#\s*include\s+"core/([^/"]+)/)re");
    int files = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(core)) {
        const std::filesystem::path path = entry.path();
        if (!entry.is_regular_file() || (path.extension() != ".h" && path.extension() != ".cpp"))
            continue;
        const std::filesystem::path relative = std::filesystem::relative(path, core);
        ASSERT_GT(std::distance(relative.begin(), relative.end()), 1) << relative << ": every file is in a folder";
        const std::string folder = relative.begin()->string();
        ASSERT_TRUE(kLayer.contains(folder)) << "core/" << folder << " has no place in the order";
        ++files;
        std::ifstream in(path);
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            std::smatch m;
            if (!std::regex_search(line, m, include))
                continue;
            const std::string included = m[1];
            ASSERT_TRUE(kLayer.contains(included)) << "core/" << relative.string() << ":" << number;
            EXPECT_TRUE(mayInclude(folder, included))
                << "core/" << relative.string() << ":" << number << " climbs from " << folder << " to " << included;
        }
    }
    EXPECT_GT(files, 200);  // the sources were found
}
