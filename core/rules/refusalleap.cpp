// The refusal of Shatra's leap capture ([leap-capture]): a capture is compulsory.

#include "core/position/leapcapture.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir::refusal {

std::optional<Refusal> compulsoryCapture(const Position& pos, Refusal r, const MoveList& legal)
{
    if (!pos.rules().leapCapture() || !std::all_of(legal.begin(), legal.end(), [](Move m) { return isLeapCapture(m); }))
        return std::nullopt;
    MoveList ordinary;
    generateOrdinaryLeapMoves(pos, ordinary);
    if (std::none_of(ordinary.begin(), ordinary.end(), [&](Move m) { return m.from() == r.from && m.to() == r.to; }))
        return std::nullopt;
    const auto own = std::find_if(legal.begin(), legal.end(), [&](Move m) { return m.from() == r.from; });
    r.reason = RefusalReason::CaptureCompulsory;
    r.other = own != legal.end() ? r.from : legal[0].from();
    r.otherPiece = typeOf(pos.at(r.other));
    r.otherArmy = r.army;
    return r;
}

}  // namespace kabir::refusal
