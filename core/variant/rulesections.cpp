#include "core/variant/rulesections.h"

#include <set>

namespace kabir {
namespace {

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
            PawnStepRule rule;
            rule.rank = int(r.integer(*n.as_table(), "rank", path + ".rank", 2, 1, kMaxRanks, true));
            rule.steps = int(r.integer(*n.as_table(), "steps", path + ".steps", 2, 2, kMaxRanks, true));
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
    def.promotion.pieces = readPieceTypes(r, *promotion, "pieces", "promotion.pieces", def);
    def.promotion.onCapture = readPieceTypes(r, *promotion, "on-capture", "promotion.on-capture", def);
    def.promotion.farEdge = r.boolean(*promotion, "far-edge", "promotion.far-edge", false);
    def.promotion.enemyStartSquares = r.boolean(*promotion, "enemy-start-squares", "promotion.enemy-start-squares", false);
    def.promotion.optional = r.boolean(*promotion, "optional", "promotion.optional", false);
    def.promotion.whenUnavailable = r.string(*promotion, "when-unavailable", "promotion.when-unavailable", false, "hold");
    if (def.promotion.whenUnavailable != "hold" && def.promotion.whenUnavailable != "wait")
        r.problem(promotion->get("when-unavailable"), "promotion.when-unavailable", "must be hold or wait");
    def.promotion.inPlace = r.string(*promotion, "in-place", "promotion.in-place", false, "first-chance");
    if (def.promotion.inPlace != "first-chance" && def.promotion.inPlace != "any-time")
        r.problem(promotion->get("in-place"), "promotion.in-place", "must be first-chance or any-time");
    const std::string bishop = r.string(*promotion, "bishop-colour-limit", "promotion.bishop-colour-limit", false);
    if (!bishop.empty()) {
        def.promotion.bishopColourLimit = bishop.size() == 1 ? def.pieceTypeOf(bishop[0]) : -1;
        if (def.promotion.bishopColourLimit < 0)
            r.problem(promotion->get("bishop-colour-limit"), "promotion.bishop-colour-limit", "expected the letter of a piece of this variant");
    }
    if (const toml::table* files = r.table(*promotion, "file-pieces", "promotion.file-pieces")) {
        for (auto&& [file, node] : *files) {
            const std::string path = "promotion.file-pieces." + std::string(file.str());
            auto letter = node.value<std::string>();
            const int type = letter && letter->size() == 1 ? def.pieceTypeOf((*letter)[0]) : -1;
            const int index = file.str().size() == 1 ? file.str()[0] - 'a' : -1;
            if (index < 0 || index >= def.geometry.files())
                r.problem(&node, path, "expected a file letter of this board");
            else if (type < 0)
                r.problem(&node, path, "expected the letter of a piece of this variant");
            else
                def.promotion.filePieces[index] = PieceType(type);
        }
    }
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
}

void readKingLeap(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    const toml::table* leap = r.table(doc, "king-leap", "king-leap");
    if (!leap)
        return;
    def.kingLeap.enabled = true;
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
}

void readResults(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    ResultDefinition& res = def.results;
    res.kingTargets.resize(def.armies.size());
    const toml::table* results = r.table(doc, "results", "results");
    if (!results)
        return;
    res.stalemate = r.string(*results, "stalemate", "results.stalemate", false, "draw");
    static const std::set<std::string> kStalemate{"draw", "win", "half-win", "loss"};
    if (!kStalemate.count(res.stalemate))
        r.problem(results->get("stalemate"), "results.stalemate", "must be draw, win, half-win or loss");
    res.moveRule = int(r.integer(*results, "move-rule", "results.move-rule", 50, 0, 1000));
    res.repetition = r.boolean(*results, "repetition", "results.repetition", true);
    res.pawnMateDoubleVictory = r.boolean(*results, "pawn-mate-double-victory", "results.pawn-mate-double-victory", false);
    res.lastPieceCaptureDraws = r.boolean(*results, "last-piece-capture-draws", "results.last-piece-capture-draws", false);
    res.bareKingLoses = r.boolean(*results, "bare-king-loses", "results.bare-king-loses", false);
    res.kingsCaptured = r.boolean(*results, "kings-captured", "results.kings-captured", false);
    res.holdMark = r.string(*results, "hold-mark", "results.hold-mark", false);
    if (!res.holdMark.empty() && !def.geometry.marks().count(res.holdMark))
        r.problem(results->get("hold-mark"), "results.hold-mark", "expected the name of a mark in [board.marks]");
    if (const toml::table* targets = r.table(*results, "king-targets", "results.king-targets")) {
        for (auto&& [army, node] : *targets) {
            const std::string path = "results.king-targets." + std::string(army.str());
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
                    res.kingTargets[std::size_t(index)].push_back(*s);
        }
    }
}

}  // namespace

void readRuleSections(TomlReader& r, const toml::table& doc, VariantDefinition& def)
{
    readPawns(r, doc, def);
    readCastling(r, doc, def);
    readPromotion(r, doc, def);
    readKingLeap(r, doc, def);
    def.kingSwap = r.boolean(doc, "king-swap", "king-swap", false);
    readDrops(r, doc, def);
    readResults(r, doc, def);
}

}  // namespace kabir
