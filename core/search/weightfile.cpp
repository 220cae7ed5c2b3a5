#include "core/search/weightfile.h"

#include "core/variant/tomlreader.h"

#include <sstream>

namespace kabir::search {

Result<WeightFile> readWeightFile(const std::string& text, const std::string& fileName)
{
    auto parsed = parseToml(text, fileName);
    if (!parsed)
        return parsed.problems();
    const toml::table& table = parsed.value();
    std::vector<Problem> problems;
    TomlReader r(fileName, problems);
    WeightFile file;
    file.fileName = fileName;
    for (const auto& [key, node] : table)
        if (key.str() != "groups" && key.str() != "weights")
            r.problem(&node, std::string(key.str()), "unknown key: a weight file has groups and [weights]");
    if (const toml::array* groups = r.array(table, "groups", "groups")) {
        for (const toml::node& group : *groups) {
            if (auto name = group.value<std::string>())
                file.groups.push_back(*name);
            else
                r.problem(&group, "groups", "expected a group's name");
        }
    } else {
        r.problem(&table, "groups", "missing");
    }
    if (const toml::table* weights = r.table(table, "weights", "weights")) {
        for (const auto& [key, node] : *weights) {
            const std::string name(key.str());
            const auto fields = evalWeightFields();
            const auto field = std::ranges::find(fields, name, &EvalWeightField::name);
            if (field == fields.end()) {
                r.problem(&node, "weights." + name, "not a weight of the evaluation");
                continue;
            }
            file.weights.*field->value
                = int(r.integer(*weights, name, "weights." + name, file.weights.*field->value, field->min, field->max));
        }
        if (problems.empty())
            if (std::string why = evalWeightsProblem(file.weights); !why.empty())
                r.problem(weights, "weights", why);
    }
    if (!problems.empty())
        return problems;
    return file;
}

std::string writeWeightFile(const WeightFile& file, const std::string& comment)
{
    std::ostringstream out;
    std::istringstream lines(comment);
    for (std::string line; std::getline(lines, line);)
        out << (line.empty() ? "#" : "# " + line) << '\n';
    out << "groups = [";
    for (std::size_t i = 0; i < file.groups.size(); ++i)
        out << (i ? ", " : "") << toml::value<std::string>(file.groups[i]);
    out << "]\n\n[weights]\n";
    for (const EvalWeightField& field : evalWeightFields())
        out << field.name << " = " << file.weights.*field.value << '\n';
    return out.str();
}

const ShippedWeights& ShippedWeights::builtIn()
{
    static const ShippedWeights shipped = [] {
        ShippedWeights s;
        for (int i = 0; i < kEmbeddedWeightCount; ++i) {
            auto file = readWeightFile(kEmbeddedWeights[i].text, kEmbeddedWeights[i].name);
            if (file)
                s.m_files.push_back(std::move(file.value()));
            else
                s.m_problems.insert(s.m_problems.end(), file.problems().begin(), file.problems().end());
        }
        return s;
    }();
    return shipped;
}

const EvalWeights& ShippedWeights::forGroup(const std::string& group) const
{
    for (const WeightFile& file : m_files)
        if (std::ranges::find(file.groups, group) != file.groups.end())
            return file.weights;
    return m_defaults;
}

const EvalWeights& ShippedWeights::forVariant(const std::string& variantId) const
{
    const VariantFile* variant = VariantCatalog::builtIn().find(variantId);
    return variant ? forGroup(variant->group()) : m_defaults;
}

}  // namespace kabir::search
