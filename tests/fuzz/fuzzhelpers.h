#pragma once
// What the fuzz targets share: variants chosen by an input byte, their compiled rules
// (cached: compiling is the slow part), the checks a position read from a FEN must pass, and
// the input as text or lines. A failed check prints what broke and aborts, which libFuzzer
// reports as a crash with the input that caused it.

#include "core/position/position.h"
#include "core/search/engine.h"
#include "core/catalog/variantcatalog.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kabir::fuzz {

// A built-in variant with one option set away from its default (or none).
struct VariantChoice {
    const VariantFile* file = nullptr;
    OptionValues options;
};

// `selector` picks one of `ids` (its low part) and one value of one option (its high part).
VariantChoice chooseVariant(std::uint8_t selector, const std::vector<std::string>& ids);
// The compiled rules of a choice, compiled once per choice.
RulesetPtr rulesFor(const VariantChoice& choice);

// Prints `what` and `detail` to stderr and aborts.
[[noreturn]] void fail(const std::string& what, const std::string& detail);

// The checks of a position read from a FEN: its FEN read again gives the same position and
// the same FEN, and its legal moves are generated, each made and unmade (the position comes
// back as it was) and written in coordinate notation.
void checkPosition(Position& pos);

// The FEN targets: the first byte chooses among `ids` (chooseVariant), the rest is the FEN. A
// FEN read unchecked is written again; one accepted passes checkPosition.
void fuzzFen(const std::uint8_t* data, std::size_t size, const std::vector<std::string>& ids);

// The protocol servers' engine at the start: a 1 MB table, the smallest, so that a server
// made per input does not zero 16 MB first.
inline const search::EngineOptions kSmallEngine{.hashMegabytes = 1};

// `value` as it is, unless it is a whole number above `cap`: then `cap` (a hash table or a
// thread count the fuzzer asks for must stay small).
std::string capNumber(const std::string& value, long cap);
// The words of a line, split at white space.
std::vector<std::string> words(const std::string& line);
std::string joinWords(const std::vector<std::string>& words);

std::string_view text(const std::uint8_t* data, std::size_t size);
// The lines of `input` (without "\n" or "\r\n").
std::vector<std::string> lines(std::string_view input);

}  // namespace kabir::fuzz
