#include "core/variant/variantfile.h"

#include "core/board/characters.h"
#include "core/variant/rulesections.h"
#include "core/variant/tomlreader.h"
#include "core/variant/standardoptions.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>

namespace kabir {

// The file's text: each definition parses it afresh, because toml++ drops the source lines
// of copied nodes, and every problem must name its line.
// The text, and the definitions read and rulesets compiled from it: reading parses and merges
// the TOML tables, compiling builds the move and attack tables (milliseconds on the large
// boards), and a record file's games, an engine session's commands (XBoard's variant list
// reads every variant with each option value) and every new game ask for the same few again
// and again.
struct VariantFile::Document {
    std::string text;
    mutable std::mutex definitionsMutex;
    mutable std::map<OptionValues, Result<VariantDefinition>> definitions;
    mutable std::mutex compiledMutex;
    mutable std::map<OptionValues, std::shared_ptr<const Ruleset>> compiled;
};

namespace {

// Moves the overlay's keys over the base (moving keeps their source lines).
void mergeInto(toml::table& base, toml::table&& overlay)
{
    for (auto&& [key, node] : overlay) {
        toml::node* existing = base.get(key);
        if (existing && existing->is_table() && node.is_table())
            mergeInto(*existing->as_table(), std::move(*node.as_table()));
        else
            base.insert_or_assign(key, std::move(node));
    }
}

// The `set` table of value `choice` of option number `option`, moved out of the document.
toml::table takeOverlay(toml::table& doc, std::size_t option, std::size_t choice)
{
    toml::node* set = doc["options"][option]["values"][choice]["set"].node();
    return set && set->is_table() ? std::move(*set->as_table()) : toml::table{};
}

// `board.mark-colours`: a colour ("#rrggbb") that fills the squares of a mark instead of the
// cross drawn by default, for boards whose sources colour them, or "none" for a mark only the
// rules use (drawing only).
std::map<std::string, std::string> readMarkColours(TomlReader& r, const toml::table& board, const Geometry& g)
{
    std::map<std::string, std::string> colours;
    const toml::table* table = r.table(board, "mark-colours", "board.mark-colours");
    if (!table)
        return colours;
    const auto isColour = [](const std::string& text) {
        return text.size() == 7 && text[0] == '#'
            && std::all_of(text.begin() + 1, text.end(), [](unsigned char c) { return std::isxdigit(c); });
    };
    for (auto&& [name, node] : *table) {
        const std::string path = "board.mark-colours." + std::string(name.str());
        if (!g.marks().contains(std::string(name.str())))
            r.problem(&node, path, "no such mark in board.marks");
        else if (!node.is_string() || !(isColour(*node.value<std::string>()) || *node.value<std::string>() == "none"))
            r.problem(&node, path, "expected a colour written \"#rrggbb\", or \"none\"");
        else
            colours[std::string(name.str())] = *node.value<std::string>();
    }
    return colours;
}

Geometry readBoard(
    TomlReader& r, const toml::table& doc, bool& checkered, std::map<std::string, std::string>& markColours)
{
    const toml::table* board = r.table(doc, "board", "board");
    if (!board) {
        r.problem(&doc, "board", "missing");
        return Geometry(8, 8);
    }
    // Out of range, the largest board is used for the rest of the checks, to avoid follow-up errors.
    const int files = int(r.integer(*board, "files", "board.files", kMaxFiles, 1, kMaxFiles, true));
    const int ranks = int(r.integer(*board, "ranks", "board.ranks", kMaxRanks, 1, kMaxRanks, true));
    Geometry g(files, ranks);
    checkered = r.boolean(*board, "checkered", "board.checkered", true);
    if (const toml::array* cut = r.array(*board, "cut", "board.cut")) {
        std::vector<Square> gone;
        for (const toml::node& n : *cut)
            if (auto s = r.square(n, g, "board.cut"))
                gone.push_back(*s);
        for (Square s : gone)
            g.cutAway(s);
    }
    if (const toml::table* marks = r.table(*board, "marks", "board.marks")) {
        for (auto&& [name, node] : *marks) {
            const std::string path = "board.marks." + std::string(name.str());
            if (!node.is_array()) {
                r.problem(&node, path, "expected an array of squares");
                continue;
            }
            for (const toml::node& n : *node.as_array())
                if (auto s = r.square(n, g, path))
                    g.mark(std::string(name.str()), *s);
        }
    }
    markColours = readMarkColours(r, *board, g);
    return g;
}

std::vector<ArmyDefinition> readArmies(TomlReader& r, const toml::table& doc)
{
    const toml::array* list = r.array(doc, "armies", "armies");
    if (!list)
        return {{"White", 'w', 0, 1, 0}, {"Black", 'b', 0, -1, 1}};
    std::vector<ArmyDefinition> armies;
    for (const toml::node& n : *list) {
        const std::string path = "armies[" + std::to_string(armies.size()) + "]";
        if (!n.is_table()) {
            r.problem(&n, path, "expected a table");
            continue;
        }
        const toml::table& t = *n.as_table();
        ArmyDefinition a;
        a.name = r.string(t, "name", path + ".name", true);
        const std::string forward = r.string(t, "forward", path + ".forward", true, "up");
        if (forward == "up")
            a.forwardY = 1;
        else if (forward == "down") {
            a.forwardX = 0;
            a.forwardY = -1;
        } else if (forward == "right") {
            a.forwardX = 1;
            a.forwardY = 0;
        } else if (forward == "left") {
            a.forwardX = -1;
            a.forwardY = 0;
        } else
            r.problem(t.get("forward"), path + ".forward", "must be up, down, left or right");
        a.team = int(r.integer(t, "team", path + ".team", long(armies.size()), 0, kMaxArmies - 1));
        const std::string letter = r.string(t, "letter", path + ".letter", false, a.name.substr(0, 1));
        if (letter.size() != 1 || !std::isalpha(static_cast<unsigned char>(letter[0])))
            r.problem(t.get("letter"), path + ".letter", "must be one letter");
        else
            a.letter = char(std::tolower(static_cast<unsigned char>(letter[0])));
        armies.push_back(a);
    }
    if (armies.size() < 2 || armies.size() > std::size_t(kMaxArmies))
        r.problem(list, "armies", "a variant has two to four armies");
    return armies;
}

// value = 325, value-endgame = 350: centipawns replacing the derived piece value.
void readPieceValues(TomlReader& r, const toml::table& t, const std::string& path, PieceDefinition& p)
{
    if (t.get("value"))
        p.value = int(r.integer(t, "value", path + ".value", 0, 1, kMaxPieceValue));
    if (!t.get("value-endgame"))
        return;
    p.valueEndgame = int(r.integer(t, "value-endgame", path + ".value-endgame", 0, 1, kMaxPieceValue));
    if (!p.value)
        r.problem(t.get("value-endgame"), path + ".value-endgame", "needs value (the midgame value) too");
}

// letters = { de = "D" }: the piece's letters in other languages (two-letter codes).
void readPieceLetters(TomlReader& r, const toml::table& t, const std::string& path, PieceDefinition& p)
{
    const toml::table* letters = r.table(t, "letters", path + ".letters");
    if (!letters)
        return;
    for (auto&& [language, node] : *letters) {
        const std::string key(language.str());
        const std::string keyPath = path + ".letters." + key;
        auto letter = node.value<std::string>();
        if (key.size() != 2 || !std::islower(static_cast<unsigned char>(key[0]))
            || !std::islower(static_cast<unsigned char>(key[1])))
            r.problem(&node, keyPath, "expected a two-letter language code such as de");
        else if (!letter || letter->size() != 1 || (*letter)[0] < 'A' || (*letter)[0] > 'Z')
            r.problem(&node, keyPath, "must be one upper-case letter");
        else
            p.letters[key] = (*letter)[0];
    }
}

// A language's letters must name every piece, each with a letter of its own.
void checkPieceLetters(TomlReader& r, const toml::array& list, const std::vector<PieceDefinition>& pieces)
{
    std::set<std::string> languages;
    for (const PieceDefinition& p : pieces)
        for (const auto& [language, letter] : p.letters)
            languages.insert(language);
    for (const std::string& language : languages)
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            const std::string path = "pieces[" + std::to_string(i) + "].letters";
            const toml::node* node = list[i].as_table() ? list[i].as_table()->get("letters") : nullptr;
            const auto it = pieces[i].letters.find(language);
            if (it == pieces[i].letters.end()) {
                r.problem(
                    node ? node : list.get(i), path, "has no letter in \"" + language + "\", which other pieces have");
                continue;
            }
            for (std::size_t j = 0; j < i; ++j)
                if (auto other = pieces[j].letters.find(language);
                    other != pieces[j].letters.end() && other->second == it->second)
                    r.problem(node, path + "." + language,
                        std::string("letter ") + it->second + " is used twice in \"" + language + "\"");
        }
}

// A node holding a Betza string, read as moves.
// A piece's FEN token other than its letter: a mark and an upper-case letter ("'R").
bool validFenToken(const std::string& token)
{
    if (token.size() != 2 || token[1] < 'A' || token[1] > 'Z')
        return false;
    const unsigned char mark = static_cast<unsigned char>(token[0]);
    return std::isgraph(mark) && !std::isalnum(mark)
        && std::string_view("*/[]").find(char(mark)) == std::string_view::npos;
}

Result<std::vector<MoveVector>> movesOf(const toml::node& node)
{
    auto betza = node.value<std::string>();
    return betza ? parseBetza(*betza)
                 : Result<std::vector<MoveVector>>(Problem{"", 0, 0, "", "expected a Betza string"});
}

// [piece-moves]: `B = "D"` gives piece B that movement instead of its own. An option value
// sets it to change one piece's move without repeating the list of pieces (the elephant of
// Chaturanga as al-Adli or al-Beruni describe it).
void readPieceMoves(TomlReader& r, const toml::table& doc, std::vector<PieceDefinition>& pieces)
{
    const toml::table* table = r.table(doc, "piece-moves", "piece-moves");
    if (!table)
        return;
    for (auto&& [letter, node] : *table) {
        const std::string path = "piece-moves." + std::string(letter.str());
        auto piece = std::find_if(pieces.begin(), pieces.end(), [&letter = letter](const PieceDefinition& p) {
            return letter.str().size() == 1 && p.letter == letter.str()[0];
        });
        if (piece == pieces.end()) {
            r.problem(&node, path, "no piece has this letter in [[pieces]]");
            continue;
        }
        auto moves = movesOf(node);
        if (!moves) {
            r.problem(&node, path, moves.problems().front().message);
            continue;
        }
        piece->betza = *node.value<std::string>();
        piece->moves = moves.value();
    }
}

// [piece-royal]: `M = false` makes piece M royal or not, for an option value (the Maharajah
// that may be captured).
void readPieceRoyal(TomlReader& r, const toml::table& doc, std::vector<PieceDefinition>& pieces)
{
    const toml::table* table = r.table(doc, "piece-royal", "piece-royal");
    if (!table)
        return;
    for (auto&& [letter, node] : *table) {
        const std::string path = "piece-royal." + std::string(letter.str());
        auto piece = std::find_if(pieces.begin(), pieces.end(), [&letter = letter](const PieceDefinition& p) {
            return letter.str().size() == 1 && p.letter == letter.str()[0];
        });
        if (piece == pieces.end())
            r.problem(&node, path, "no piece has this letter in [[pieces]]");
        else if (!node.is_boolean())
            r.problem(&node, path, "expected true or false");
        else
            piece->royal = *node.value<bool>();
    }
}

// A pawn's own promotion piece (`promotes-to`), once every piece's letter is known.
void readPromotesTo(TomlReader& r, const toml::array& list, std::vector<PieceDefinition>& pieces)
{
    for (std::size_t i = 0; i < pieces.size() && i < list.size(); ++i) {
        const toml::table* t = list[i].as_table();
        if (!t || !t->contains("promotes-to"))
            continue;
        const std::string path = "pieces[" + std::to_string(i) + "].promotes-to";
        const std::string letter = r.string(*t, "promotes-to", path, false);
        const auto target = std::ranges::find_if(
            pieces, [&](const PieceDefinition& p) { return letter.size() == 1 && p.letter == letter[0]; });
        if (!pieces[i].pawn)
            r.problem(t->get("promotes-to"), path, "only for a pawn");
        else if (target == pieces.end() || target == pieces.begin() + std::ptrdiff_t(i))
            r.problem(t->get("promotes-to"), path, "must be the letter of another piece");
        else
            pieces[i].promotesTo = int(target - pieces.begin());
    }
}

std::vector<PieceDefinition> readPieces(TomlReader& r, const toml::table& doc)
{
    std::vector<PieceDefinition> pieces;
    const toml::array* list = r.array(doc, "pieces", "pieces");
    if (!list) {
        r.problem(&doc, "pieces", "missing");
        return pieces;
    }
    for (const toml::node& n : *list) {
        const std::string path = "pieces[" + std::to_string(pieces.size()) + "]";
        if (!n.is_table()) {
            r.problem(&n, path, "expected a table");
            continue;
        }
        const toml::table& t = *n.as_table();
        PieceDefinition p;
        const std::string letter = r.string(t, "letter", path + ".letter", true);
        if (letter.size() != 1 || letter[0] < 'A' || letter[0] > 'Z')
            r.problem(t.get("letter"), path + ".letter", "must be one upper-case letter");
        else
            p.letter = letter[0];
        p.fen = r.string(t, "fen", path + ".fen", false);
        if (!p.fen.empty() && !validFenToken(p.fen))
            r.problem(t.get("fen"), path + ".fen",
                "must be a mark (not a letter, digit, '*', '/', '[', ']' or space) and an upper-case letter, as "
                "\"'R\"");
        for (const PieceDefinition& other : pieces)
            if (!p.fen.empty() && other.fen == p.fen)
                r.problem(t.get("fen"), path + ".fen", "\"" + p.fen + "\" is used twice");
        p.name = r.string(t, "name", path + ".name", true);
        std::string image = p.name;
        for (char& c : image)
            c = c == ' ' ? '-' : char(std::tolower(static_cast<unsigned char>(c)));
        p.image = r.string(t, "image", path + ".image", false, image);
        p.badge = r.string(t, "badge", path + ".badge", false);
        p.betza = r.string(t, "betza", path + ".betza", true);
        if (const toml::table* marked = r.table(t, "on-marked", path + ".on-marked")) {
            for (auto&& [mark, node] : *marked) {
                const std::string markPath = path + ".on-marked." + std::string(mark.str());
                auto moves = movesOf(node);
                if (moves)
                    p.movesOnMarked[std::string(mark.str())] = moves.value();
                else
                    r.problem(&node, markPath, moves.problems().front().message);
            }
        }
        p.royal = r.boolean(t, "royal", path + ".royal", false);
        p.pawn = r.boolean(t, "pawn", path + ".pawn", false);
        p.approachesEnemyKing = r.boolean(t, "approaches-enemy-king", path + ".approaches-enemy-king", false);
        readPieceValues(r, t, path, p);
        if (!p.betza.empty()) {
            auto moves = parseBetza(p.betza);
            if (moves)
                p.moves = moves.value();
            else
                r.problem(t.get("betza"), path + ".betza", moves.problems().front().message);
        }
        for (const PieceDefinition& other : pieces)
            if (other.letter == p.letter && p.letter != '?')
                r.problem(t.get("letter"), path + ".letter", std::string("letter ") + p.letter + " is used twice");
        readPieceLetters(r, t, path, p);
        pieces.push_back(p);
    }
    if (pieces.empty() || pieces.size() > std::size_t(kMaxPieceTypes))
        r.problem(list, "pieces", "a variant has 1 to 31 piece types");
    readPromotesTo(r, *list, pieces);
    checkPieceLetters(r, *list, pieces);
    return pieces;
}

// The start position, with `{slot}` / `{SLOT}` replaced by the slot's piece letter in lower /
// upper case (the Turkish great and small pieces are chosen by options this way).
std::string readStartFen(TomlReader& r, const toml::table& doc)
{
    const toml::table* setup = r.table(doc, "setup", "setup");
    if (!setup) {
        r.problem(&doc, "setup", "missing");
        return {};
    }
    std::string fen = r.string(*setup, "fen", "setup.fen", true);
    const toml::table* slots = r.table(*setup, "slots", "setup.slots");
    std::size_t open;
    while ((open = fen.find('{')) != std::string::npos) {
        const std::size_t close = fen.find('}', open);
        const std::string name = fen.substr(open + 1, close == std::string::npos ? 0 : close - open - 1);
        std::string lower = name;
        std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
        const toml::node* slot = slots ? slots->get(lower) : nullptr;
        auto letter = slot ? slot->value<std::string>() : std::nullopt;
        if (close == std::string::npos || !letter || letter->size() != 1) {
            r.problem(
                setup->get("fen"), "setup.fen", "placeholder {" + name + "} has no one-letter setup.slots." + lower);
            return {};
        }
        const bool upper = !name.empty() && std::isupper(static_cast<unsigned char>(name[0]));
        const char c = char(upper ? std::toupper((*letter)[0]) : std::tolower((*letter)[0]));
        fen.replace(open, close - open + 1, 1, c);
    }
    return fen;
}

// [notation.numbers] first = "a11", along = "ranks": squares named by numbers (Tressau's).
void readNotation(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* notation = r.table(doc, "notation", "notation");
    const toml::table* numbers = notation ? r.table(*notation, "numbers", "notation.numbers") : nullptr;
    if (!numbers)
        return;
    const Geometry& g = def.geometry;
    const auto first = r.square(*numbers, "first", g, "notation.numbers.first");
    const std::string along = r.string(*numbers, "along", "notation.numbers.along", false, "ranks");
    if (along != "ranks" && along != "files")
        r.problem(numbers->get("along"), "notation.numbers.along", "must be ranks or files");
    if (!first)
        return;
    const bool corner = (g.fileOf(*first) == 0 || g.fileOf(*first) == g.files() - 1)
        && (g.rankOf(*first) == 0 || g.rankOf(*first) == g.ranks() - 1);
    if (!corner)
        r.problem(numbers->get("first"), "notation.numbers.first", "must be a corner of the board");
    else
        def.numbering = SquareNumbering(g, *first, along != "files");
}

// [pre-game-choice] army = "Black", options = [...]
void readPreGameChoice(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* choice = r.table(doc, "pre-game-choice", "pre-game-choice");
    if (!choice || !choice->get("army"))
        return;
    const std::string army = r.string(*choice, "army", "pre-game-choice.army", true);
    def.preGameChoice.army = armyIndex(def, army);
    if (def.preGameChoice.army < 0)
        r.problem(choice->get("army"), "pre-game-choice.army", "no army named \"" + army + "\"");
    if (const toml::array* list = r.array(*choice, "options", "pre-game-choice.options"))
        for (const toml::node& n : *list) {
            auto v = n.value<std::string>();
            if (!v)
                r.problem(&n, "pre-game-choice.options", "expected option keys");
            else
                def.preGameChoice.options.push_back(*v);
        }
}

std::vector<OptionDefinition> readOptions(TomlReader& r, const toml::table& doc, std::vector<Problem>& problems)
{
    std::vector<OptionDefinition> options;
    const toml::array* list = r.array(doc, "options", "options");
    if (!list)
        return options;
    for (const toml::node& n : *list) {
        const std::string path = "options[" + std::to_string(options.size()) + "]";
        if (!n.is_table()) {
            r.problem(&n, path, "expected a table");
            continue;
        }
        const toml::table& t = *n.as_table();
        OptionDefinition o;
        o.key = r.string(t, "key", path + ".key", true);
        o.label = r.string(t, "label", path + ".label", true);
        o.explanation = r.string(t, "explanation", path + ".explanation", true);
        o.defaultValue = r.string(t, "default", path + ".default", true);
        if (const toml::array* values = r.array(t, "values", path + ".values")) {
            for (const toml::node& vn : *values) {
                const std::string vpath = path + ".values[" + std::to_string(o.values.size()) + "]";
                if (!vn.is_table()) {
                    r.problem(&vn, vpath, "expected a table");
                    continue;
                }
                const toml::table& vt = *vn.as_table();
                OptionChoice c;
                c.id = r.string(vt, "id", vpath + ".id", true);
                c.label = r.string(vt, "label", vpath + ".label", true);
                c.explanation = r.string(vt, "explanation", vpath + ".explanation", true);
                c.source = r.string(vt, "source", vpath + ".source", false);
                if (o.find(c.id))
                    r.problem(vt.get("id"), vpath + ".id", "value \"" + c.id + "\" is listed twice");
                r.table(vt, "set", vpath + ".set");
                o.values.push_back(c);
            }
        }
        if (o.values.empty())
            r.problem(&t, path + ".values", "an option needs at least one value");
        else if (!o.find(o.defaultValue))
            r.problem(t.get("default"), path + ".default", "\"" + o.defaultValue + "\" is not one of the values");
        if (const toml::array* defaults = r.array(t, "defaults", path + ".defaults")) {
            for (const toml::node& dn : *defaults) {
                const std::string dpath = path + ".defaults";
                if (!dn.is_table()) {
                    r.problem(&dn, dpath, "expected { when = \"option=value\", value = \"...\" }");
                    continue;
                }
                const std::string when = r.string(*dn.as_table(), "when", dpath + ".when", true);
                ConditionalDefault d;
                d.value = r.string(*dn.as_table(), "value", dpath + ".value", true);
                const auto eq = when.find('=');
                if (eq == std::string::npos) {
                    r.problem(dn.as_table()->get("when"), dpath + ".when", "expected \"option=value\"");
                    continue;
                }
                d.whenKey = when.substr(0, eq);
                d.whenValue = when.substr(eq + 1);
                if (!o.find(d.value))
                    r.problem(
                        dn.as_table()->get("value"), dpath + ".value", "\"" + d.value + "\" is not one of the values");
                o.conditionalDefaults.push_back(d);
            }
        }
        for (const OptionDefinition& other : options)
            if (other.key == o.key)
                r.problem(t.get("key"), path + ".key", "option \"" + o.key + "\" is defined twice");
        options.push_back(o);
    }
    // Conditional defaults may only look at options defined before them.
    for (std::size_t i = 0; i < options.size(); ++i)
        for (const ConditionalDefault& d : options[i].conditionalDefaults) {
            auto it = std::find_if(options.begin(), options.begin() + long(i),
                [&](const OptionDefinition& o) { return o.key == d.whenKey; });
            if (it == options.begin() + long(i) || !it->find(d.whenValue))
                problems.push_back({"", 0, 0, "options." + options[i].key + ".defaults",
                    "\"" + d.whenKey + "=" + d.whenValue + "\" names no earlier option value"});
        }
    return options;
}

}  // namespace

namespace {

// The first line with a key (or table header) of more than kMaxKeyParts dotted parts, with
// their count: toml++ builds and frees nested tables recursively, and a key of 100,000 parts
// overflowed the stack. Strings and comments are skipped; a dot counts when a key part
// follows it (a letter, '_', '-' or a quote), so that numbers such as 1.5 do not.
constexpr int kMaxKeyParts = 128;
std::optional<std::pair<int, int>> tooDeepKey(const std::string& text)
{
    int line = 1, dots = 0;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (c == '\n') {
            ++line;
            dots = 0;
        } else if (c == '#') {
            while (at + 1 < text.size() && text[at + 1] != '\n')
                ++at;
        } else if (c == '"' || c == '\'') {
            const bool multiLine = text.compare(at, 3, std::string(3, c)) == 0;
            const std::string close = multiLine ? std::string(3, c) : std::string(1, c);
            for (at += close.size(); at < text.size() && text.compare(at, close.size(), close) != 0; ++at) {
                if (c == '"' && text[at] == '\\')
                    ++at;
                else if (text[at] == '\n' && multiLine)
                    ++line;
                else if (text[at] == '\n')
                    break;  // an unclosed string: toml++ says so
            }
            if (at < text.size() && text[at] != '\n')
                at += close.size() - 1;
            else if (at < text.size())
                ++line, dots = 0;
        } else if (c == '.') {
            std::size_t next = at + 1;
            while (next < text.size() && (text[next] == ' ' || text[next] == '\t'))
                ++next;
            const char n = next < text.size() ? text[next] : '\0';
            if (std::isalpha(static_cast<unsigned char>(n)) || n == '_' || n == '-' || n == '"' || n == '\'')
                if (++dots > kMaxKeyParts)
                    return std::pair(line, dots);
        }
    }
    return std::nullopt;
}

}  // namespace

const OptionChoice* OptionDefinition::find(const std::string& id) const
{
    for (const OptionChoice& c : values)
        if (c.id == id)
            return &c;
    return nullptr;
}

Result<VariantFile> VariantFile::parse(const std::string& fileText, const std::string& fileName)
{
    if (const std::size_t at = firstBinaryByte(fileText); at != std::string::npos) {
        const auto [line, column] = lineAndColumn(fileText, at);
        return Problem{fileName, line, column, "", notTextMessage(fileText[at], "a variant file is TOML text")};
    }
    if (const auto deep = tooDeepKey(fileText))
        return Problem{fileName, deep->first, 0, "",
            "a key or table name of more than " + std::to_string(kMaxKeyParts)
                + " dotted parts: tables nested this deep are not read"};
    // The standard options follow the file's own text, so its line numbers stay true.
    std::string text = fileText;
    if (fileText.find("key = \"" + std::string(kStandardOptionKey) + "\"") == std::string::npos)
        text += kStandardOptions;
    auto parsed = parseToml(text, fileName);
    if (!parsed)
        return parsed.problems();
    const toml::table& table = parsed.value();
    std::vector<Problem> problems;
    TomlReader r(fileName, problems);
    VariantFile file;
    file.m_fileName = fileName;
    file.m_id = r.string(table, "id", "id", true);
    file.m_name = r.string(table, "name", "name", true);
    file.m_description = r.string(table, "description", "description", false);
    file.m_group = r.string(table, "group", "group", false);
    std::vector<Problem> optionProblems;
    file.m_options = readOptions(r, table, optionProblems);
    for (Problem& p : optionProblems) {
        p.file = fileName;
        problems.push_back(p);
    }
    if (!problems.empty())
        return problems;
    auto document = std::make_shared<Document>();
    document->text = text;
    file.m_document = std::move(document);
    return file;
}

Result<VariantFile> VariantFile::load(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Problem{path, 0, 0, "", "cannot open the file"};
    std::ostringstream text;
    text << in.rdbuf();
    return parse(text.str(), path);
}

std::vector<OptionValues> VariantFile::singleOptionChoices() const
{
    std::vector<OptionValues> choices{{}};
    for (const OptionDefinition& option : m_options)
        for (const OptionChoice& value : option.values)
            choices.push_back({{option.key, value.id}});
    return choices;
}

Result<OptionValues> VariantFile::resolveOptions(const OptionValues& given) const
{
    std::vector<Problem> problems;
    for (const auto& [key, value] : given) {
        auto it = std::find_if(
            m_options.begin(), m_options.end(), [&key = key](const OptionDefinition& o) { return o.key == key; });
        if (it == m_options.end()) {
            problems.push_back({"", 0, 0, key, "variant " + m_id + " has no option \"" + key + "\""});
        } else if (!it->find(value)) {
            std::string allowed;
            for (const OptionChoice& c : it->values)
                allowed += (allowed.empty() ? "" : ", ") + c.id;
            problems.push_back(
                {"", 0, 0, key, "\"" + value + "\" is not a value of option " + key + " (one of: " + allowed + ")"});
        }
    }
    if (!problems.empty())
        return problems;
    OptionValues resolved;
    for (const OptionDefinition& o : m_options) {
        if (auto it = given.find(o.key); it != given.end()) {
            resolved[o.key] = it->second;
            continue;
        }
        std::string value = o.defaultValue;
        for (const ConditionalDefault& d : o.conditionalDefaults)
            if (auto w = resolved.find(d.whenKey); w != resolved.end() && w->second == d.whenValue)
                value = d.value;
        resolved[o.key] = value;
    }
    return resolved;
}

std::shared_ptr<const Ruleset> VariantFile::keptRuleset(const OptionValues& resolved) const
{
    const std::lock_guard lock(m_document->compiledMutex);
    const auto found = m_document->compiled.find(resolved);
    return found != m_document->compiled.end() ? found->second : nullptr;
}

std::shared_ptr<const Ruleset> VariantFile::keepRuleset(
    const OptionValues& resolved, std::shared_ptr<const Ruleset> rules) const
{
    const std::lock_guard lock(m_document->compiledMutex);
    return m_document->compiled.emplace(resolved, std::move(rules)).first->second;
}

Result<VariantDefinition> VariantFile::definition(const OptionValues& resolved) const
{
    const std::lock_guard lock(m_document->definitionsMutex);
    if (auto found = m_document->definitions.find(resolved); found != m_document->definitions.end())
        return found->second;
    return m_document->definitions.emplace(resolved, readDefinition(resolved)).first->second;
}

Result<VariantDefinition> VariantFile::readDefinition(const OptionValues& resolved) const
{
    toml::table doc = toml::parse(m_document->text, m_fileName);  // parsed once before: no error
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const OptionDefinition& o = m_options[i];
        auto value = resolved.find(o.key);
        if (value == resolved.end())
            return Problem{m_fileName, 0, 0, o.key, "no value given for option " + o.key};
        const auto choice = std::size_t(o.find(value->second) - o.values.data());
        mergeInto(doc, takeOverlay(doc, i, choice));
    }
    std::vector<Problem> problems;
    TomlReader r(m_fileName, problems);
    VariantDefinition def;
    def.id = m_id;
    def.name = m_name;
    def.description = m_description;
    def.source = r.string(doc, "source", "source", true);
    def.geometry = readBoard(r, doc, def.checkered, def.markColours);
    def.armies = readArmies(r, doc);
    def.pieces = readPieces(r, doc);
    readPieceMoves(r, doc, def.pieces);
    readPieceRoyal(r, doc, def.pieces);
    def.startFen = readStartFen(r, doc);
    readRuleSections(r, doc, def);
    readPreGameChoice(r, doc, def);
    readNotation(r, doc, def);
    for (const std::string& key : def.preGameChoice.options)
        if (std::none_of(m_options.begin(), m_options.end(), [&](const OptionDefinition& o) { return o.key == key; }))
            problems.push_back({m_fileName, 0, 0, "pre-game-choice.options", "no option \"" + key + "\""});
    if (!problems.empty())
        return problems;
    return def;
}

}  // namespace kabir
