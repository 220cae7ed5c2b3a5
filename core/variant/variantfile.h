#pragma once
// A variant file (TOML, see resources/variants/README.md) as loaded: its identity, its
// options, and the raw document from which a VariantDefinition is read for any choice of
// option values. Each option value may carry a `set` table that is merged over the document.

#include "core/board/result.h"
#include "core/variant/variantdefinition.h"

#include <memory>
#include <string>
#include <vector>

namespace kabir {

class Ruleset;

struct OptionChoice {
    std::string id;
    std::string label;
    std::string explanation;
    std::string source;
};

// "this option defaults to `value` when option `whenKey` has value `whenValue`"
struct ConditionalDefault {
    std::string whenKey;
    std::string whenValue;
    std::string value;
};

struct OptionDefinition {
    std::string key;
    std::string label;
    std::string explanation;
    std::string defaultValue;
    std::vector<ConditionalDefault> conditionalDefaults;
    std::vector<OptionChoice> values;

    const OptionChoice* find(const std::string& id) const;
};

class VariantFile {
public:
    static Result<VariantFile> parse(const std::string& text, const std::string& fileName);
    static Result<VariantFile> load(const std::string& path);

    const std::string& id() const { return m_id; }
    const std::string& name() const { return m_name; }
    const std::string& description() const { return m_description; }
    // The family the new-game dialog lists it under ("India", "Tressau"); empty: none.
    const std::string& group() const { return m_group; }
    const std::string& fileName() const { return m_fileName; }
    const std::vector<OptionDefinition>& options() const { return m_options; }

    // Completes the given values with defaults; rejects unknown options and values.
    Result<OptionValues> resolveOptions(const OptionValues& given) const;
    // The definition for fully resolved option values: read once, then shared by every copy of
    // this file; safe to call from any thread.
    Result<VariantDefinition> definition(const OptionValues& resolved) const;
    // The rules compiled from that definition (by compiledRuleset, core/rules/rulesetcompiler.h)
    // are kept with the file and shared by every copy of it (rulesets are immutable): the one
    // kept for `resolved`, or null; and keeping `rules`, which gives back the one kept first if
    // another thread was quicker. Safe to call from any thread.
    std::shared_ptr<const Ruleset> keptRuleset(const OptionValues& resolved) const;
    std::shared_ptr<const Ruleset> keepRuleset(
        const OptionValues& resolved, std::shared_ptr<const Ruleset> rules) const;

    // The option settings a file is checked and listed with: the defaults ({}), then each
    // single option value on its own.
    std::vector<OptionValues> singleOptionChoices() const;

private:
    Result<VariantDefinition> readDefinition(const OptionValues& resolved) const;

    struct Document;
    std::shared_ptr<const Document> m_document;
    std::string m_id;
    std::string m_name;
    std::string m_description;
    std::string m_group;
    std::string m_fileName;
    std::vector<OptionDefinition> m_options;
};

}  // namespace kabir
