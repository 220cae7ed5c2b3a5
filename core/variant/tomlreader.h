#pragma once
// Reading a variant file's TOML document: typed values, each bad key collected as a problem with
// the file, line, column and key (the reader never stops at the first), and the small readers
// the sections of a variant file share.

#include "core/board/result.h"
#include "core/variant/variantdefinition.h"

#include <toml++/toml.h>

#include <optional>
#include <string>
#include <vector>

namespace kabir {

// The TOML document of `text`, or its syntax error with the file, line and column.
Result<toml::table> parseToml(const std::string& text, const std::string& fileName);

// Reads typed values out of the merged document, collecting a problem for each bad key.
class TomlReader {
public:
    TomlReader(std::string file, std::vector<Problem>& problems) : m_file(std::move(file)), m_problems(problems) { }

    void problem(const toml::node* node, const std::string& key, const std::string& message)
    {
        const int line = node ? int(node->source().begin.line) : 0;
        const int column = node ? int(node->source().begin.column) : 0;
        m_problems.push_back({m_file, line, column, key, message});
    }

    const toml::node* require(const toml::table& t, const std::string& key, const std::string& path)
    {
        const toml::node* n = t.get(key);
        if (!n)
            problem(&t, path, "missing");
        return n;
    }

    std::string string(
        const toml::table& t, const std::string& key, const std::string& path, bool required, std::string fallback = {})
    {
        const toml::node* n = required ? require(t, key, path) : t.get(key);
        if (!n)
            return fallback;
        if (auto v = n->value<std::string>())
            return *v;
        problem(n, path, "expected a string");
        return fallback;
    }

    long long integer(const toml::table& t, const std::string& key, const std::string& path, long long fallback,
        long long min, long long max, bool required = false)
    {
        const toml::node* n = required ? require(t, key, path) : t.get(key);
        if (!n)
            return fallback;
        auto v = n->value<long long>();
        if (!v || !n->is_integer()) {
            problem(n, path, "expected an integer");
            return fallback;
        }
        if (*v < min || *v > max) {
            problem(n, path, "must be between " + std::to_string(min) + " and " + std::to_string(max));
            return fallback;
        }
        return *v;
    }

    bool boolean(const toml::table& t, const std::string& key, const std::string& path, bool fallback)
    {
        const toml::node* n = t.get(key);
        if (!n)
            return fallback;
        if (auto v = n->value<bool>(); v && n->is_boolean())
            return *v;
        problem(n, path, "expected true or false");
        return fallback;
    }

    const toml::table* table(const toml::table& t, const std::string& key, const std::string& path)
    {
        const toml::node* n = t.get(key);
        if (n && !n->is_table()) {
            problem(n, path, "expected a table");
            return nullptr;
        }
        return n ? n->as_table() : nullptr;
    }

    const toml::array* array(const toml::table& t, const std::string& key, const std::string& path)
    {
        const toml::node* n = t.get(key);
        if (n && !n->is_array()) {
            problem(n, path, "expected an array");
            return nullptr;
        }
        return n ? n->as_array() : nullptr;
    }

    std::optional<Square> square(const toml::node& n, const Geometry& g, const std::string& path)
    {
        auto text = n.value<std::string>();
        if (!text) {
            problem(&n, path, "expected a square name such as \"e1\"");
            return std::nullopt;
        }
        auto s = g.parseSquare(*text);
        if (!s)
            problem(&n, path, "\"" + *text + "\" is not a square of this board");
        return s;
    }

    std::optional<Square> square(
        const toml::table& t, const std::string& key, const Geometry& g, const std::string& path)
    {
        const toml::node* n = require(t, key, path);
        return n ? square(*n, g, path) : std::nullopt;
    }

private:
    std::string m_file;
    std::vector<Problem>& m_problems;
};

// The index of the army called `name`, or -1.
int armyIndex(const VariantDefinition& def, const std::string& name);
// An array of piece letters of this variant (`key` in `t`), as types.
std::vector<PieceType> readPieceTypes(
    TomlReader& r, const toml::table& t, const std::string& key, const std::string& path, const VariantDefinition& def);

}  // namespace kabir
