#include "core/variant/rulesections.h"

#include "core/variant/variantdefinition.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace kabir {
namespace {

// A file letter of this board ("a").
std::optional<int> fileOf(TomlReader& r, const toml::node& n, const Geometry& g, const std::string& path)
{
    auto text = n.value<std::string>();
    if (text && text->size() == 1 && (*text)[0] >= 'a' && (*text)[0] - 'a' < g.files())
        return (*text)[0] - 'a';
    r.problem(&n, path, "expected a file letter of this board");
    return std::nullopt;
}

void readPawns(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* pawns = r.table(doc, "pawns", "pawns");
    if (!pawns)
        return;
    def.enPassant = r.boolean(*pawns, "en-passant", "pawns.en-passant", false);
    if (const toml::array* steps = r.array(*pawns, "multi-steps", "pawns.multi-steps")) {
        for (const toml::node& n : *steps) {
            const std::string path = "pawns.multi-steps";
            if (!n.is_table()) {
                r.problem(&n, path, "expected { rank = R, steps = S }");
                continue;
            }
            const toml::table& t = *n.as_table();
            PawnStepRule rule;
            rule.rank = int(r.integer(t, "rank", path + ".rank", 2, 1, kMaxRanks, true));
            rule.steps = int(r.integer(t, "steps", path + ".steps", 2, 2, kMaxRanks, true));
            if (const toml::array* files = r.array(t, "files", path + ".files"))
                for (const toml::node& f : *files)
                    if (auto file = fileOf(r, f, def.geometry, path + ".files"))
                        rule.files.push_back(*file);
            rule.filePieceHome = r.boolean(t, "file-piece-home", path + ".file-piece-home", false);
            rule.firstPawnMove = r.boolean(t, "first-pawn-move", path + ".first-pawn-move", false);
            rule.opening = r.boolean(t, "opening", path + ".opening", false);
            rule.afterSingleStep = r.boolean(t, "after-single-step", path + ".after-single-step", false);
            if (const std::string army = r.string(t, "army", path + ".army", false); !army.empty()) {
                rule.army = armyIndex(def, army);
                if (rule.army < 0)
                    r.problem(t.get("army"), path + ".army", "no army named \"" + army + "\"");
            }
            def.pawnSteps.push_back(rule);
        }
    }
}

void readCastling(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::array* list = r.array(doc, "castling", "castling");
    if (!list)
        return;
    for (const toml::node& n : *list) {
        const std::string path = "castling[" + std::to_string(def.castlings.size()) + "]";
        if (!n.is_table()) {
            r.problem(&n, path, "expected a table");
            continue;
        }
        const toml::table& t = *n.as_table();
        CastlingDefinition c;
        const std::string army = r.string(t, "army", path + ".army", true);
        const int index = armyIndex(def, army);
        if (index < 0 && !army.empty())
            r.problem(t.get("army"), path + ".army", "no army named \"" + army + "\"");
        c.army = Army(std::max(index, 0));
        c.exchange = r.boolean(t, "exchange", path + ".exchange", false);
        const Geometry& g = def.geometry;
        auto king = r.square(t, "king", g, path + ".king");
        auto rook = r.square(t, "rook", g, path + ".rook");
        std::optional<Square> kingTo, rookTo;
        if (!c.exchange) {
            kingTo = r.square(t, "king-to", g, path + ".king-to");
            rookTo = r.square(t, "rook-to", g, path + ".rook-to");
        }
        if (!king || !rook || (!c.exchange && (!kingTo || !rookTo)))
            continue;
        c.king = *king;
        c.rook = *rook;
        c.kingTo = kingTo.value_or(*king);
        c.rookTo = rookTo.value_or(*rook);
        if (g.rankOf(c.king) != g.rankOf(c.rook) || g.rankOf(c.kingTo) != g.rankOf(c.king)
            || g.rankOf(c.rookTo) != g.rankOf(c.king))
            r.problem(&t, path, "king and rook must castle along one rank");
        else if (c.king == c.rook)
            r.problem(&t, path, "king and rook squares must differ");
        def.castlings.push_back(c);
    }
}

// An optional key holding one piece letter of this variant, as a type (-1 when absent).
int pieceTypeKey(
    TomlReader& r, const toml::table& t, const std::string& key, const std::string& path, const VariantDefinition& def)
{
    const std::string letter = r.string(t, key, path, false);
    if (letter.empty())
        return -1;
    const int type = letter.size() == 1 ? def.pieceTypeOf(letter[0]) : -1;
    if (type < 0)
        r.problem(t.get(key), path, "expected the letter of a piece of this variant");
    return type;
}

// A table of marks by army name ({ Red = "red-camp" }) into `marks`, by army index.
void readArmyMarks(TomlReader& r, const toml::table& table, const std::string& key, const VariantDefinition& def,
    std::vector<std::string>& marks)
{
    for (auto&& [army, node] : table) {
        const std::string name(army.str());
        const std::string path = key + "." + name;
        const auto index = std::find_if(
            def.armies.begin(), def.armies.end(), [&](const ArmyDefinition& a) { return a.name == name; });
        const auto mark = node.value<std::string>();
        if (index == def.armies.end())
            r.problem(&node, path, "no army of this name");
        else if (!mark || !def.geometry.marks().count(*mark))
            r.problem(&node, path, "expected the name of a mark in [board.marks]");
        else
            marks[std::size_t(index - def.armies.begin())] = *mark;
    }
}

// A node holding one piece letter or a list of them, as types (empty, with a problem, when
// any is not a letter of this variant).
std::vector<PieceType> pieceLetters(
    TomlReader& r, const toml::node& node, const std::string& path, const VariantDefinition& def)
{
    std::vector<PieceType> types;
    auto add = [&](const toml::node& n) {
        auto letter = n.value<std::string>();
        const int type = letter && letter->size() == 1 ? def.pieceTypeOf((*letter)[0]) : -1;
        if (type >= 0)
            types.push_back(PieceType(type));
        return type >= 0;
    };
    bool ok = true;
    if (const toml::array* list = node.as_array())
        for (const toml::node& n : *list)
            ok = add(n) && ok;
    else
        ok = add(node);
    if (!ok || types.empty()) {
        r.problem(&node, path, "expected the letter of a piece of this variant, or a list of them");
        types.clear();
    }
    return types;
}

// [becomes-after-moving] X = "Y" (or a list to choose from): what a piece becomes after each of
// its moves; [when-bare] K = "J": what a piece is while it is its army's only unit.
void readPieceChanges(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    auto typeOfKey = [&](const toml::key& letter, const toml::node& node, const std::string& path) {
        const int type = letter.str().size() == 1 ? def.pieceTypeOf(letter.str()[0]) : -1;
        if (type < 0)
            r.problem(&node, path, "no piece has this letter in [[pieces]]");
        return type;
    };
    if (const toml::table* table = r.table(doc, "becomes-after-moving", "becomes-after-moving")) {
        for (auto&& [letter, node] : *table) {
            const std::string path = "becomes-after-moving." + std::string(letter.str());
            const int type = typeOfKey(letter, node, path);
            std::vector<PieceType> types = pieceLetters(r, node, path, def);
            if (type >= 0 && def.pieces[std::size_t(type)].pawn)
                r.problem(&node, path, "a pawn promotes instead ([promotion])");
            else if (type >= 0 && !types.empty())
                def.becomesAfterMoving[PieceType(type)] = std::move(types);
        }
    }
    if (const toml::table* table = r.table(doc, "becomes-on-ranks", "becomes-on-ranks")) {
        for (auto&& [letter, node] : *table) {
            const std::string path = "becomes-on-ranks." + std::string(letter.str());
            const int type = typeOfKey(letter, node, path);
            const toml::table* entry = node.as_table();
            if (!entry) {
                r.problem(&node, path, "expected { ranks = [R], piece = \"X\" }");
                continue;
            }
            VariantDefinition::RankChange change;
            if (const toml::array* ranks = r.array(*entry, "ranks", path + ".ranks"))
                for (const toml::node& n : *ranks) {
                    const auto v = n.value<long long>();
                    if (!v || *v < 1 || *v > def.geometry.ranks())
                        r.problem(&n, path + ".ranks",
                            "expected ranks between 1 and " + std::to_string(def.geometry.ranks()));
                    else
                        change.ranks.push_back(int(*v));
                }
            const std::vector<PieceType> piece = entry->contains("piece")
                ? pieceLetters(r, *entry->get("piece"), path + ".piece", def)
                : std::vector<PieceType>{};
            if (piece.size() != 1 || change.ranks.empty()) {
                r.problem(&node, path, "expected { ranks = [R], piece = \"X\" }: the ranks and one other piece");
                continue;
            }
            change.piece = piece[0];
            if (type >= 0 && (def.pieces[std::size_t(type)].pawn || def.becomesAfterMoving.count(PieceType(type))))
                r.problem(&node, path, "not for a pawn, nor for a piece that changes after every move");
            else if (type >= 0)
                def.becomesOnRanks[PieceType(type)] = std::move(change);
        }
    }
    if (const toml::table* table = r.table(doc, "when-bare", "when-bare")) {
        for (auto&& [letter, node] : *table) {
            const std::string path = "when-bare." + std::string(letter.str());
            const int type = typeOfKey(letter, node, path);
            const std::vector<PieceType> types = pieceLetters(r, node, path, def);
            if (type < 0 || types.empty())
                continue;
            if (types.size() != 1 || types[0] == type
                || def.pieces[types[0]].royal != def.pieces[std::size_t(type)].royal)
                r.problem(&node, path, "expected one other piece, royal as this one is");
            else
                def.whenBare[PieceType(type)] = types[0];
        }
    }
}

// The keys of the file-piece and by-rank policies and of the promotions that go on.
void readPromotionChoices(TomlReader& r, const toml::table& promotion, VariantDefinition& def)
{
    PromotionDefinition& p = def.promotion;
    if (const toml::array* ranks = r.array(promotion, "file-ranks", "promotion.file-ranks")) {
        p.fileRanks.clear();
        for (const toml::node& n : *ranks) {
            auto v = n.value<long long>();
            if (!v || *v < 1 || *v > def.geometry.ranks())
                r.problem(&n, "promotion.file-ranks", "expected relative rank numbers (1 = own back rank)");
            else
                p.fileRanks.push_back(int(*v));
        }
    }
    p.kingFilePiece = pieceTypeKey(r, promotion, "king-file", "promotion.king-file", def);
    const std::string availability = r.string(promotion, "availability", "promotion.availability", false, "captured");
    if (availability != "captured" && availability != "unlimited")
        r.problem(promotion.get("availability"), "promotion.availability", "must be captured or unlimited");
    p.unlimited = availability == "unlimited";
    if (const toml::table* ranks = r.table(promotion, "rank-pieces", "promotion.rank-pieces")) {
        for (auto&& [rank, node] : *ranks) {
            const std::string path = "promotion.rank-pieces." + std::string(rank.str());
            const int number = std::atoi(std::string(rank.str()).c_str());
            auto letter = node.value<std::string>();
            const int type = letter && letter->size() == 1 ? def.pieceTypeOf((*letter)[0]) : -1;
            if (number < 1 || number > def.geometry.ranks() || std::to_string(number) != rank.str())
                r.problem(&node, path, "expected a relative rank number (1 = own back rank)");
            else if (type < 0)
                r.problem(&node, path, "expected the letter of a piece of this variant");
            else
                p.rankPieces[number] = PieceType(type);
        }
    }
    p.compulsoryOnLastRank
        = r.boolean(promotion, "compulsory-on-last-rank", "promotion.compulsory-on-last-rank", false);
    p.bonusType = pieceTypeKey(r, promotion, "bonus-move", "promotion.bonus-move", def);
    p.bonusUnlessAttacked = r.boolean(promotion, "bonus-unless-attacked", "promotion.bonus-unless-attacked", false);
    p.returnsToFrom = r.boolean(promotion, "returns-to-from", "promotion.returns-to-from", false);
    if (p.returnsToFrom && p.bonusType >= 0)
        r.problem(promotion.get("bonus-move"), "promotion.bonus-move", "cannot go with returns-to-from");
    // An empty string: none (an option value may take it away).
    if (const std::string betza = r.string(promotion, "bonus-step", "promotion.bonus-step", false); !betza.empty()) {
        if (auto moves = parseBetza(betza))
            p.bonusStep = moves.value();
        else
            r.problem(promotion.get("bonus-step"), "promotion.bonus-step", moves.problems().front().message);
        if (p.returnsToFrom || p.bonusType >= 0)
            r.problem(
                promotion.get("bonus-step"), "promotion.bonus-step", "cannot go with bonus-move or returns-to-from");
    }
    p.bonusStepCompulsory = r.boolean(promotion, "bonus-step-compulsory", "promotion.bonus-step-compulsory", false);
    p.bonusStepSpares = readPieceTypes(r, promotion, "bonus-step-spares", "promotion.bonus-step-spares", def);
    p.onArrival = r.boolean(promotion, "on-arrival", "promotion.on-arrival", true);
    p.quiet = r.string(promotion, "quiet", "promotion.quiet", false, "");
    if (!p.quiet.empty() && p.quiet != "check" && p.quiet != "attack")
        r.problem(promotion.get("quiet"), "promotion.quiet", "must be check or attack");
    p.lastPawnAnywhere = r.boolean(promotion, "last-pawn-anywhere", "promotion.last-pawn-anywhere", false);
    p.zoneMarks.assign(def.armies.size(), "");
    if (const toml::table* zones = r.table(promotion, "zones", "promotion.zones"))
        readArmyMarks(r, *zones, "promotion.zones", def, p.zoneMarks);
}

void readPromotion(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* promotion = r.table(doc, "promotion", "promotion");
    if (!promotion)
        return;
    if (const toml::array* ranks = r.array(*promotion, "ranks", "promotion.ranks")) {
        for (const toml::node& n : *ranks) {
            auto v = n.value<long long>();
            if (!v || *v < 1 || *v > kMaxRanks)
                r.problem(&n, "promotion.ranks", "expected relative rank numbers (1 = own back rank)");
            else
                def.promotion.ranks.push_back(int(*v));
        }
    }
    def.promotion.policy = r.string(*promotion, "policy", "promotion.policy", false, "any");
    if (const auto names = promotionPolicyNames(); std::ranges::find(names, def.promotion.policy) == names.end()) {
        std::string list;
        for (const std::string& n : names)
            list += (list.empty() ? "" : ", ") + n;
        r.problem(promotion->get("policy"), "promotion.policy",
            "unknown policy \"" + def.promotion.policy + "\" (one of: " + list + ")");
    }
    def.promotion.pieces = readPieceTypes(r, *promotion, "pieces", "promotion.pieces", def);
    def.promotion.onCapture = readPieceTypes(r, *promotion, "on-capture", "promotion.on-capture", def);
    def.promotion.farEdge = r.boolean(*promotion, "far-edge", "promotion.far-edge", false);
    def.promotion.enemyStartSquares
        = r.boolean(*promotion, "enemy-start-squares", "promotion.enemy-start-squares", false);
    def.promotion.optional = r.boolean(*promotion, "optional", "promotion.optional", false);
    def.promotion.whenUnavailable
        = r.string(*promotion, "when-unavailable", "promotion.when-unavailable", false, "hold");
    if (def.promotion.whenUnavailable != "hold" && def.promotion.whenUnavailable != "wait")
        r.problem(promotion->get("when-unavailable"), "promotion.when-unavailable", "must be hold or wait");
    def.promotion.inPlace = r.string(*promotion, "in-place", "promotion.in-place", false, "first-chance");
    if (def.promotion.inPlace != "first-chance" && def.promotion.inPlace != "any-time"
        && def.promotion.inPlace != "while-there")
        r.problem(promotion->get("in-place"), "promotion.in-place", "must be first-chance, any-time or while-there");
    // One letter or a list: the colour-bound types (bishops; Baroda's police too).
    if (const toml::node* limit = promotion->get("bishop-colour-limit")) {
        const std::vector<PieceType> types = limit->is_array()
            ? readPieceTypes(r, *promotion, "bishop-colour-limit", "promotion.bishop-colour-limit", def)
            : std::vector<PieceType>{};
        if (!limit->is_array()) {
            const int type = pieceTypeKey(r, *promotion, "bishop-colour-limit", "promotion.bishop-colour-limit", def);
            if (type >= 0)
                def.promotion.colourBound |= 1u << type;
        }
        for (PieceType t : types)
            def.promotion.colourBound |= 1u << t;
    }
    // One letter or a list to choose from (Malay: a queen, rook, bishop or knight on a and h).
    if (const toml::table* files = r.table(*promotion, "file-pieces", "promotion.file-pieces")) {
        for (auto&& [file, node] : *files) {
            const std::string path = "promotion.file-pieces." + std::string(file.str());
            const int index = file.str().size() == 1 ? file.str()[0] - 'a' : -1;
            std::vector<PieceType> types = pieceLetters(r, node, path, def);
            if (index < 0 || index >= def.geometry.files())
                r.problem(&node, path, "expected a file letter of this board");
            else if (types.size() > kMaxFilePieces)
                r.problem(&node, path, "at most " + std::to_string(kMaxFilePieces) + " pieces");
            else if (!types.empty())
                def.promotion.filePieces[index] = std::move(types);
        }
    }
    readPromotionChoices(r, *promotion, def);
}

void readDrops(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* drops = r.table(doc, "drops", "drops");
    if (!drops)
        return;
    def.drops.pieces = readPieceTypes(r, *drops, "pieces", "drops.pieces", def);
    if (const toml::array* marks = r.array(*drops, "forbidden-marks", "drops.forbidden-marks"))
        for (const toml::node& n : *marks) {
            auto mark = n.value<std::string>();
            if (!mark || !def.geometry.marks().count(*mark))
                r.problem(&n, "drops.forbidden-marks", "expected the name of a mark in [board.marks]");
            else
                def.drops.forbiddenMarks.push_back(*mark);
        }
    def.drops.ownArraySquares = r.boolean(*drops, "own-array-squares", "drops.own-array-squares", false);
    def.drops.unattacked = r.boolean(*drops, "unattacked", "drops.unattacked", false);
    def.drops.capturesToHand = r.boolean(*drops, "captures-to-hand", "drops.captures-to-hand", false);
    def.drops.mustDrop = r.boolean(*drops, "must-drop", "drops.must-drop", false);
    const std::string order = r.string(*drops, "order", "drops.order", false, "alternate");
    if (order != "alternate" && order != "in-a-row")
        r.problem(drops->get("order"), "drops.order", "must be alternate or in-a-row");
    def.drops.inARow = order == "in-a-row";
    def.drops.firstRankOnly = readPieceTypes(r, *drops, "first-rank", "drops.first-rank", def);
    def.drops.notFirstRank = readPieceTypes(r, *drops, "not-first-rank", "drops.not-first-rank", def);
    if (const toml::table* apart = r.table(*drops, "files-apart", "drops.files-apart")) {
        const std::string army = r.string(*apart, "army", "drops.files-apart.army", true);
        const auto index = std::find_if(
            def.armies.begin(), def.armies.end(), [&](const ArmyDefinition& a) { return a.name == army; });
        if (index == def.armies.end())
            r.problem(apart->get("army"), "drops.files-apart.army", "no army of this name");
        else
            def.drops.apartArmy = int(index - def.armies.begin());
        def.drops.apartPiece = pieceTypeKey(r, *apart, "piece", "drops.files-apart.piece", def);
    }
    def.drops.armyMarks.assign(def.armies.size(), "");
    if (const toml::table* zones = r.table(*drops, "zones", "drops.zones"))
        readArmyMarks(r, *zones, "drops.zones", def, def.drops.armyMarks);
    def.drops.resetMoveRule = r.boolean(*drops, "resets-move-rule", "drops.resets-move-rule", false);
    def.drops.displacedPiece = pieceTypeKey(r, *drops, "displaces", "drops.displaces", def);
    def.drops.redeployMarks.assign(def.armies.size(), "");
    if (const toml::table* zones = r.table(*drops, "redeploy-zones", "drops.redeploy-zones"))
        readArmyMarks(r, *zones, "drops.redeploy-zones", def, def.drops.redeployMarks);
}

void readKingLeap(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* leap = r.table(doc, "king-leap", "king-leap");
    if (!leap)
        return;
    def.kingLeap.enabled = r.boolean(*leap, "enabled", "king-leap.enabled", true);  // an option may take it away
    const std::string betza = r.string(*leap, "betza", "king-leap.betza", true);
    auto moves = parseBetza(betza);
    if (moves)
        def.kingLeap.moves = moves.value();
    else if (!betza.empty())
        r.problem(leap->get("betza"), "king-leap.betza", moves.problems().front().message);
    for (const MoveVector& v : def.kingLeap.moves)
        if (v.range != 1)
            r.problem(leap->get("betza"), "king-leap.betza", "the king's privilege must be a leap");
    def.kingLeap.captures = r.boolean(*leap, "captures", "king-leap.captures", false);
    def.kingLeap.crossesCheck = r.boolean(*leap, "crosses-check", "king-leap.crosses-check", false);
    def.kingLeap.inCheck = r.boolean(*leap, "in-check", "king-leap.in-check", true);
    def.kingLeap.lostInCheck = r.boolean(*leap, "lost-in-check", "king-leap.lost-in-check", true);
    def.kingLeap.lostByMoving = r.boolean(*leap, "lost-by-moving", "king-leap.lost-by-moving", false);
    def.kingLeap.onlyInCheck = r.boolean(*leap, "only-in-check", "king-leap.only-in-check", false);
    if (def.kingLeap.onlyInCheck && !def.kingLeap.inCheck)
        r.problem(leap->get("only-in-check"), "king-leap.only-in-check", "contradicts in-check = false");
}

void readOnceSwap(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* swap = r.table(doc, "swap", "swap");
    if (!swap)
        return;
    def.onceSwap.piece = pieceTypeKey(r, *swap, "piece", "swap.piece", def);
    if (!swap->get("piece"))
        r.problem(swap, "swap.piece", "missing");
    const std::string when = r.string(*swap, "when", "swap.when", false, "in-check-or-stalemate");
    if (when != "in-check-or-stalemate" && when != "any-time")
        r.problem(swap->get("when"), "swap.when", "must be in-check-or-stalemate or any-time");
    def.onceSwap.anyTime = when == "any-time";
}

// [transfer]: the pawn types that wait on their last rank to be put elsewhere, and the home
// squares; a pawn may promote to another pawn only if that one is transferred.
void readTransfer(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    using Mode = TransferDefinition::Mode;
    if (const toml::table* transfer = r.table(doc, "transfer", "transfer")) {
        if (const toml::table* pieces = r.table(*transfer, "pieces", "transfer.pieces"))
            for (auto&& [letter, node] : *pieces) {
                const std::string path = "transfer.pieces." + std::string(letter.str());
                const int type = letter.str().size() == 1 ? def.pieceTypeOf(letter.str()[0]) : -1;
                const std::string mode = node.value<std::string>().value_or("");
                if (type < 0 || !def.pieces[std::size_t(type)].pawn)
                    r.problem(&node, path, "expected the letter of a pawn of this variant");
                else if (mode != "fork" && mode != "anywhere" && mode != "home")
                    r.problem(&node, path, "must be fork, anywhere or home");
                else
                    def.transfer.modes[std::size_t(type)] = mode == "fork" ? Mode::Fork
                        : mode == "anywhere"                               ? Mode::Anywhere
                                                                           : Mode::Home;
            }
        if (const toml::table* home = r.table(*transfer, "home", "transfer.home"))
            for (auto&& [army, node] : *home) {
                const std::string path = "transfer.home." + std::string(army.str());
                const int index = armyIndex(def, std::string(army.str()));
                if (index < 0)
                    r.problem(&node, path, "no army named \"" + std::string(army.str()) + "\"");
                else if (auto s = r.square(node, def.geometry, path))
                    def.transfer.home[std::size_t(index)] = *s;
            }
        const bool needsHome = std::ranges::find(def.transfer.modes, Mode::Home) != def.transfer.modes.end();
        for (std::size_t a = 0; a < def.armies.size() && needsHome; ++a)
            if (def.transfer.home[a] == kNoSquare) {
                r.problem(transfer, "transfer.home", "needs a square for every army (a piece is transferred home)");
                break;
            }
    }
    const toml::array* list = doc["pieces"].as_array();
    for (std::size_t i = 0; i < def.pieces.size(); ++i) {
        const int target = def.pieces[i].promotesTo;
        if (target >= 0 && def.pieces[std::size_t(target)].pawn
            && def.transfer.modes[std::size_t(target)] == Mode::None)
            r.problem(list && i < list->size() && list->get(i)->as_table()
                    ? list->get(i)->as_table()->get("promotes-to")
                    : nullptr,
                "pieces[" + std::to_string(i) + "].promotes-to", "a pawn only if [transfer] names it");
    }
}

// A table of squares by army name ([results.king-targets], [results.mate-squares]).
void readArmySquares(TomlReader& r, const toml::table& results, const std::string& key, const VariantDefinition& def,
    std::vector<std::vector<Square>>& out, const std::string& section = "results")
{
    out.resize(def.armies.size());
    const toml::table* table = r.table(results, key, section + "." + key);
    if (!table)
        return;
    for (auto&& [army, node] : *table) {
        const std::string path = section + "." + key + "." + std::string(army.str());
        const int index = armyIndex(def, std::string(army.str()));
        if (index < 0) {
            r.problem(&node, path, "no army named \"" + std::string(army.str()) + "\"");
            continue;
        }
        if (!node.is_array()) {
            r.problem(&node, path, "expected an array of squares");
            continue;
        }
        for (const toml::node& n : *node.as_array())
            if (auto s = r.square(n, def.geometry, path))
                out[std::size_t(index)].push_back(*s);
    }
}

// [refuge]: the squares by army, the types safe there, the types they may change places with.
void readRefuge(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* refuge = r.table(doc, "refuge", "refuge");
    if (!refuge)
        return;
    readArmySquares(r, *refuge, "squares", def, def.refuge.squares, "refuge");
    def.refuge.pieces = readPieceTypes(r, *refuge, "pieces", "refuge.pieces", def);
    def.refuge.swapWith = readPieceTypes(r, *refuge, "swap-with", "refuge.swap-with", def);
    if (def.refuge.pieces.empty())
        r.problem(refuge, "refuge.pieces", "missing: the types safe on the squares");
}

// [[first-moves]]: moves a piece may make only as its first move, from its army's first rank.
void readFirstMoves(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::array* entries = r.array(doc, "first-moves", "first-moves");
    if (!entries)
        return;
    for (std::size_t i = 0; i < entries->size(); ++i) {
        const std::string path = "first-moves[" + std::to_string(i) + "]";
        const toml::table* t = (*entries)[i].as_table();
        if (!t) {
            r.problem(&(*entries)[i], path, "expected { piece = \"M\", betza = \"mfD\" }");
            continue;
        }
        FirstMoveDefinition entry;
        const int piece = pieceTypeKey(r, *t, "piece", path + ".piece", def);
        if (piece < 0 && !t->contains("piece"))
            r.problem(t, path + ".piece", "missing: the letter of the piece");
        entry.piece = PieceType(std::max(0, piece));
        const std::string betza = r.string(*t, "betza", path + ".betza", true);
        if (auto moves = parseBetza(betza))
            entry.moves = moves.value();
        else if (!betza.empty())
            r.problem(t->get("betza"), path + ".betza", moves.problems().front().message);
        for (const MoveVector& v : entry.moves)
            if (v.captures || v.hurdle)
                r.problem(t->get("betza"), path + ".betza", "a first move only moves (m), without a hurdle (j)");
        entry.inCheck = r.boolean(*t, "in-check", path + ".in-check", true);
        entry.lostWhenAimedBy = pieceTypeKey(r, *t, "lost-when-aimed-by", path + ".lost-when-aimed-by", def);
        entry.lostByCheck = r.boolean(*t, "lost-by-check", path + ".lost-by-check", false);
        def.firstMoves.push_back(std::move(entry));
    }
    if (def.firstMoves.size() > kMaxFirstMoves)
        r.problem(entries, "first-moves", "at most " + std::to_string(kMaxFirstMoves) + " entries");
}

void readResults(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    ResultDefinition& res = def.results;
    res.kingTargets.resize(def.armies.size());
    res.drawSquares.resize(def.armies.size());
    res.mateSquares.resize(def.armies.size());
    const toml::table* results = r.table(doc, "results", "results");
    if (!results)
        return;
    res.stalemate = r.string(*results, "stalemate", "results.stalemate", false, "draw");
    static const std::set<std::string> kStalemate{"draw", "win", "half-win", "loss", "illegal", "remove-piece"};
    if (!kStalemate.count(res.stalemate))
        r.problem(results->get("stalemate"), "results.stalemate",
            "must be draw, win, half-win, loss, illegal or remove-piece");
    res.moveRule = int(r.integer(*results, "move-rule", "results.move-rule", 50, 0, 1000));
    res.repetition = r.boolean(*results, "repetition", "results.repetition", true);
    res.pawnMateDoubleVictory
        = r.boolean(*results, "pawn-mate-double-victory", "results.pawn-mate-double-victory", false);
    res.firstCheckWins = r.boolean(*results, "first-check-wins", "results.first-check-wins", false);
    res.lastPieceCaptureDraws
        = r.boolean(*results, "last-piece-capture-draws", "results.last-piece-capture-draws", false);
    static const std::map<std::string, BareKing> kBareKing{{"none", BareKing::None}, {"shatranj", BareKing::Shatranj},
        {"half-win", BareKing::HalfWin}, {"draw", BareKing::Draw}, {"king-and-pawns-lose", BareKing::KingAndPawnsLose}};
    const std::string bareKing = r.string(*results, "bare-king", "results.bare-king", false, "none");
    if (const auto found = kBareKing.find(bareKing); found != kBareKing.end())
        res.bareKing = found->second;
    else
        r.problem(results->get("bare-king"), "results.bare-king",
            "must be none, shatranj, half-win, draw or king-and-pawns-lose");
    res.fewUnitsDraw = int(r.integer(*results, "few-units-draw", "results.few-units-draw", 0, 0, 2 * kMaxSquares));
    res.extinction = readPieceTypes(r, *results, "extinction", "results.extinction", def);
    res.kingsCaptured = r.boolean(*results, "kings-captured", "results.kings-captured", false);
    res.holdMark = r.string(*results, "hold-mark", "results.hold-mark", false);
    if (!res.holdMark.empty() && !def.geometry.marks().count(res.holdMark))
        r.problem(results->get("hold-mark"), "results.hold-mark", "expected the name of a mark in [board.marks]");
    res.discoveredMateDraws = r.boolean(*results, "discovered-mate-draws", "results.discovered-mate-draws", false);
    readArmySquares(r, *results, "king-targets", def, res.kingTargets);
    readArmySquares(r, *results, "draw-squares", def, res.drawSquares);
    res.drawSquarePieces = readPieceTypes(r, *results, "draw-squares-pieces", "results.draw-squares-pieces", def);
    if (res.drawSquarePieces.empty() && std::ranges::any_of(res.drawSquares, [](const auto& s) { return !s.empty(); }))
        r.problem(results->get("draw-squares"), "results.draw-squares", "needs results.draw-squares-pieces");
    readArmySquares(r, *results, "mate-squares", def, res.mateSquares);
    res.mateNeedsCheckBy = readPieceTypes(r, *results, "mate-needs-check-by", "results.mate-needs-check-by", def);
    res.mateByOnly = readPieceTypes(r, *results, "mate-by-only", "results.mate-by-only", def);
    res.mateByOnlyResult = r.string(*results, "mate-by-only-result", "results.mate-by-only-result", false, "draw");
    if (res.mateByOnlyResult != "draw" && res.mateByOnlyResult != "loss")
        r.problem(results->get("mate-by-only-result"), "results.mate-by-only-result", "must be draw or loss");
}

// [counting]: the procedure, the board's honour and the pieces' honour limits in moves.
void readCounting(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* counting = r.table(doc, "counting", "counting");
    if (!counting)
        return;
    CountingDefinition& c = def.results.counting;
    c.procedure = r.string(*counting, "procedure", "counting.procedure", true);
    if (c.procedure != "makruk" && c.procedure != "pritchard")
        r.problem(counting->get("procedure"), "counting.procedure", "must be makruk or pritchard");
    c.boardHonour = int(r.integer(*counting, "board-honour", "counting.board-honour", 0, 0, 1000));
    c.boardHonourUnits
        = int(r.integer(*counting, "board-honour-units", "counting.board-honour-units", 0, 0, kMaxSquares));
    c.piecesHonourOtherwise
        = int(r.integer(*counting, "pieces-honour-otherwise", "counting.pieces-honour-otherwise", 0, 0, 1000));
    const std::string start = r.string(*counting, "start", "counting.start", false, "units");
    if (start != "units" && start != "zero")
        r.problem(counting->get("start"), "counting.start", "must be units or zero");
    c.fromZero = start == "zero";
    c.delay = int(r.integer(*counting, "delay", "counting.delay", 0, 0, 100));
    if (const toml::array* marks = r.array(*counting, "delay-marks", "counting.delay-marks"))
        for (const toml::node& n : *marks) {
            auto mark = n.value<std::string>();
            if (!mark || !def.geometry.marks().count(*mark))
                r.problem(&n, "counting.delay-marks", "expected the name of a mark in [board.marks]");
            else
                c.delayMarks.push_back(*mark);
        }
    if (const toml::array* limits = r.array(*counting, "pieces-honour", "counting.pieces-honour")) {
        for (std::size_t i = 0; i < limits->size(); ++i) {
            const std::string path = "counting.pieces-honour[" + std::to_string(i) + "]";
            const toml::table* t = (*limits)[i].as_table();
            if (!t) {
                r.problem(&(*limits)[i], path, "expected { piece = \"R\", count = 2, moves = 8 }");
                continue;
            }
            CountingDefinition::Limit limit;
            const int piece = pieceTypeKey(r, *t, "piece", path + ".piece", def);
            if (piece < 0 && !t->contains("piece"))
                r.problem(t, path + ".piece", "missing: the letter of the piece counted");
            limit.piece = PieceType(std::max(0, piece));
            limit.count = int(r.integer(*t, "count", path + ".count", 1, 1, kMaxSquares));
            limit.moves = int(r.integer(*t, "moves", path + ".moves", 0, 1, 1000, true));
            c.piecesHonour.push_back(limit);
        }
    }
}

// [moves]: restrictions on moves beyond the pieces' movement; [turns]: the initial moves.
void readMoveRules(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    if (const toml::table* turns = r.table(doc, "turns", "turns"))
        def.initialMoves = int(r.integer(*turns, "initial-moves", "turns.initial-moves", 0, 0, kMaxInitialMoves));
    const toml::table* moves = r.table(doc, "moves", "moves");
    if (!moves)
        return;
    MoveRulesDefinition& m = def.moveRules;
    m.lastUnitImmortal = r.boolean(*moves, "last-unit-immortal", "moves.last-unit-immortal", false);
    m.supportedUnitsImmune = r.boolean(*moves, "supported-units-immune", "moves.supported-units-immune", false);
    m.kingMovesOnlyInCheck = r.boolean(*moves, "king-moves-only-in-check", "moves.king-moves-only-in-check", false);
    m.perpetualCheckIllegal = r.boolean(*moves, "perpetual-check-illegal", "moves.perpetual-check-illegal", false);
    m.removeOwnUnit = r.boolean(*moves, "remove-own-unit", "moves.remove-own-unit", false);
    m.pinnedUnitsPowerless = r.boolean(*moves, "pinned-units-powerless", "moves.pinned-units-powerless", false);
    m.royalSuccession = r.boolean(*moves, "royal-succession", "moves.royal-succession", false);
}

// [guard-zones]: the guard, the movers its enemy zones stop, the movers no zone narrows, and
// whose zones narrow the others' moves.
void readGuardZones(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* zones = r.table(doc, "guard-zones", "guard-zones");
    if (!zones)
        return;
    GuardZoneDefinition& z = def.guardZones;
    z.guard = pieceTypeKey(r, *zones, "guard", "guard-zones.guard", def);
    if (z.guard < 0 && !zones->contains("guard"))
        r.problem(zones, "guard-zones.guard", "missing: the letter of the guard piece");
    z.stopped = readPieceTypes(r, *zones, "stopped", "guard-zones.stopped", def);
    z.exempt = readPieceTypes(r, *zones, "exempt", "guard-zones.exempt", def);
    const std::string narrowedBy = r.string(*zones, "narrowed-by", "guard-zones.narrowed-by", false, "any");
    if (narrowedBy != "any" && narrowedBy != "enemy")
        r.problem(zones->get("narrowed-by"), "guard-zones.narrowed-by", "must be any or enemy");
    z.narrowedByEnemyOnly = narrowedBy == "enemy";
    z.sparesKings = r.boolean(*zones, "spares-kings", "guard-zones.spares-kings", false);
}

// [leap-capture]: who leaps how, the exemption, and the marks of the fortresses and halves.
void readLeapCapture(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* leap = r.table(doc, "leap-capture", "leap-capture");
    if (!leap)
        return;
    LeapCaptureDefinition& l = def.leapCapture;
    l.enabled = true;
    for (PieceType t : readPieceTypes(r, *leap, "short", "leap-capture.short", def))
        l.shortLeapers |= 1u << t;
    for (PieceType t : readPieceTypes(r, *leap, "long", "leap-capture.long", def))
        l.longLeapers |= 1u << t;
    if (l.shortLeapers & l.longLeapers)
        r.problem(leap->get("long"), "leap-capture.long", "a type may not be in both short and long");
    l.exempt = pieceTypeKey(r, *leap, "exempt", "leap-capture.exempt", def);
    l.exemptStops = r.boolean(*leap, "exempt-stops", "leap-capture.exempt-stops", false);
    l.midCapturePromotion = r.boolean(*leap, "mid-capture-promotion", "leap-capture.mid-capture-promotion", true);
    const std::pair<const char*, std::vector<std::string>*> armyMarks[]
        = {{"fortresses", &l.fortress}, {"gates", &l.gate}, {"halves", &l.half}, {"towers", &l.towers}};
    for (const auto& [key, marks] : armyMarks)
        if (const toml::table* t = r.table(*leap, key, std::string("leap-capture.") + key))
            readArmyMarks(r, *t, std::string("leap-capture.") + key, def, *marks);
    l.road = r.string(*leap, "road", "leap-capture.road", false);
    if (!l.road.empty() && !def.geometry.marks().count(l.road))
        r.problem(leap->get("road"), "leap-capture.road", "expected the name of a mark in [board.marks]");
    l.roadDrops = r.boolean(*leap, "road-drops", "leap-capture.road-drops", false);
    if (def.armies.size() != 2 || def.armies[0].forwardX || def.armies[1].forwardX)
        r.problem(leap, "leap-capture", "needs two armies moving up and down");
}

}  // namespace

// [board.mark-pieces]: for each mark, the types of each army that may stand on its squares.
void readMarkPieces(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* board = doc["board"].as_table();
    const toml::table* marks = board ? r.table(*board, "mark-pieces", "board.mark-pieces") : nullptr;
    if (!marks)
        return;
    for (auto&& [mark, node] : *marks) {
        const std::string path = "board.mark-pieces." + std::string(mark.str());
        if (!def.geometry.marks().count(std::string(mark.str())))
            r.problem(&node, path, "expected the name of a mark in [board.marks]");
        const toml::table* armies = node.as_table();
        if (!armies) {
            r.problem(&node, path, "expected { White = [\"K\"], Black = [\"K\"] }");
            continue;
        }
        std::array<std::uint32_t, kMaxArmies> allowed{};
        for (auto&& [army, list] : *armies) {
            const int index = armyIndex(def, std::string(army.str()));
            if (index < 0)
                r.problem(
                    &list, path + "." + std::string(army.str()), "no army named \"" + std::string(army.str()) + "\"");
            else
                for (PieceType t :
                    readPieceTypes(r, *armies, std::string(army.str()), path + "." + std::string(army.str()), def))
                    allowed[std::size_t(index)] |= 1u << t;
        }
        def.markPieces[std::string(mark.str())] = allowed;
    }
}

void readRuleSections(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    readMarkPieces(r, doc, def);
    readPawns(r, doc, def);
    readCastling(r, doc, def);
    readPromotion(r, doc, def);
    readKingLeap(r, doc, def);
    readFirstMoves(r, doc, def);
    readPieceChanges(r, doc, def);
    def.kingSwap = r.boolean(doc, "king-swap", "king-swap", false);
    readOnceSwap(r, doc, def);
    readTransfer(r, doc, def);
    readRefuge(r, doc, def);
    readDrops(r, doc, def);
    readMoveRules(r, doc, def);
    readGuardZones(r, doc, def);
    readLeapCapture(r, doc, def);
    readResults(r, doc, def);
    readCounting(r, doc, def);
    // The start position begins with the initial moves (a FEN field of Kabir's own).
    if (def.initialMoves && def.startFen.find(" initial:") == std::string::npos)
        def.startFen += " initial:0";
}

}  // namespace kabir
