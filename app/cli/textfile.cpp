#include "app/cli/textfile.h"

#include <filesystem>
#include <fstream>

namespace kabir::cli {

Result<std::string> readTextFile(const std::string& path)
{
    std::error_code error;
    std::ifstream in(path, std::ios::binary);
    if (!in || !std::filesystem::is_regular_file(path, error))
        return Problem{path, 0, 0, "", in ? "is not a file" : "cannot open the file"};
    in.seekg(0, std::ios::end);
    std::string text(std::size_t(std::max<std::streamoff>(in.tellg(), 0)), '\0');
    in.seekg(0);
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    return text;
}

}  // namespace kabir::cli
