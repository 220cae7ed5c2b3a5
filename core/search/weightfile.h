#pragma once
// Weight files: the evaluation's weights fitted to games for a group of variants
// (resources/weights/*.toml, written by `kabir-cli tune`, compiled into the program as the
// variant files are). A file names the groups it is for (a variant file's `group`) and, in its
// [weights] table, any weight of EvalWeights by name; a weight it does not name keeps its
// default. Every bad key is a problem with the file, line and reason.

#include "core/board/result.h"
#include "core/catalog/variantcatalog.h"
#include "core/search/evalweights.h"

#include <string>
#include <vector>

namespace kabir::search {

struct WeightFile {
    std::string fileName;
    std::vector<std::string> groups;
    EvalWeights weights;
};

Result<WeightFile> readWeightFile(const std::string& text, const std::string& fileName);
// The file's text: `comment` (each line prefixed with "# "), the groups and every weight.
std::string writeWeightFile(const WeightFile& file, const std::string& comment);

// The shipped weight files, read once (problems(): those of files that cannot be read, which a
// test keeps empty).
class ShippedWeights {
public:
    static const ShippedWeights& builtIn();
    // The weights of the file that names `group`, else the defaults.
    const EvalWeights& forGroup(const std::string& group) const;
    // The weights for a compiled variant: those of the shipped variant's group with that id.
    const EvalWeights& forVariant(const std::string& variantId) const;
    const std::vector<WeightFile>& files() const { return m_files; }
    const std::vector<Problem>& problems() const { return m_problems; }

private:
    std::vector<WeightFile> m_files;
    std::vector<Problem> m_problems;
    EvalWeights m_defaults;
};

// Defined in the file that the build generates from resources/weights/*.toml.
extern const EmbeddedFile kEmbeddedWeights[];
extern const int kEmbeddedWeightCount;

}  // namespace kabir::search
