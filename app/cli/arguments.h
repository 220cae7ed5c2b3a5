#pragma once
// The command line of kabir-cli: a command word, then options `--name value` (repeatable),
// flags `--name`, lists `--name word word ...` (every word up to the next option, kept
// together per occurrence) and free words. Unknown options are reported by the commands.

#include "core/record/game.h"
#include "core/board/result.h"
#include "core/variant/variantdefinition.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace kabir::cli {

struct Arguments {
    std::string command;
    std::multimap<std::string, std::string> options;  // --name value
    std::set<std::string> flags;                      // --name
    std::vector<std::string> words;
    std::vector<std::pair<std::string, std::vector<std::string>>> lists;  // --name w1 w2 ...

    // The value of --name; when given more than once, the last (a script's defaults can be
    // overridden by options added after them).
    std::string option(const std::string& name, const std::string& fallback = {}) const;
    bool has(const std::string& name) const { return options.count(name) > 0; }
    // The --option KEY=VALUE pairs.
    Result<OptionValues> variantOptions() const;
    // The game of --variant (default chess) with the --option values, from --fen when given;
    // each problem names the option it comes from.
    Result<Game> game() const;
    // The word lists of every --name, in order.
    std::vector<std::vector<std::string>> list(const std::string& name) const;
};

// The problems with `source` as their file where they name none: the option of the command
// line they come from ("--fen"), so that a message says where the bad input was.
std::vector<Problem> fromSource(std::vector<Problem> problems, const std::string& source);

// `takesValue` names the options that are followed by a value, `takesList` those followed by
// a list; `--moves` takes every word up to the next option as values of its own.
Result<Arguments> parseArguments(int argc, char** argv, const std::set<std::string>& takesValue,
    const std::set<std::string>& knownFlags, const std::set<std::string>& takesList = {});

// The number an option's value `text` writes, or a problem naming the option (`key`).
Result<double> number(const std::string& key, const std::string& text);
// The same for a whole number of at least `least`.
Result<int> wholeNumber(const std::string& key, const std::string& text, int least);

}  // namespace kabir::cli
