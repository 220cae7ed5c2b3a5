#pragma once
// The vocabulary of the core: squares, armies, pieces and moves as small value types.
// Boards are at most 16 x 16, so a square fits in a byte; a variant has at most 31 piece
// types and four armies, so a piece on the board fits in a byte too.

#include <cstdint>

namespace kabir {

using Square = int;  // rank * files + file over the bounding rectangle; packed in a byte in tables
inline constexpr int kMaxFiles = 16;
inline constexpr int kMaxRanks = 16;
inline constexpr int kMaxSquares = kMaxFiles * kMaxRanks;
inline constexpr Square kNoSquare = -1;
inline constexpr int kMaxArmies = 4;
inline constexpr int kMaxPieceTypes = 31;

using Army = std::uint8_t;  // 0 = White / Red, 1 = Black / Green, ...
using PieceType = std::uint8_t;

// A piece on the board: 0 is an empty square, otherwise bit 7 set, army in bits 5-6 and
// the type index in bits 0-4.
using Piece = std::uint8_t;
inline constexpr Piece kEmpty = 0;
constexpr Piece makePiece(Army army, PieceType type)
{
    return Piece(0x80 | (army << 5) | type);
}
constexpr Army armyOf(Piece p)
{
    return Army((p >> 5) & 3);
}
constexpr PieceType typeOf(Piece p)
{
    return PieceType(p & 31);
}
constexpr int pieceIndex(Piece p)
{
    return p & 127;
}  // dense index for tables: army * 32 + type

enum class MoveKind : std::uint8_t {
    Normal,
    Promotion,  // pieceType() is what the pawn becomes; from() == to() promotes in place
    EnPassant,  // aux() is the square of the captured pawn
    Castling,   // to() is the king's square, aux() the rook's destination
    Drop,       // pieceType() from the hand onto to(); from() == to(); aux() == to(), or where the
                // own unit that stood on to() goes (a displacement: Sittuyin's set-up)
    KingLeap,   // the royal piece's once-per-game privileged leap
    Swap,       // the king changes places with the own or allied piece on to()
    Remove,     // the unit on from() == to() leaves the board (Forlorn Hope; a stalemated player's removal)
};

// A move in 32 bits: from, to, an auxiliary square (meaningful for en passant, castling and
// promotion) and kind + piece type. The null move is also the pass of a player who has no move
// in a phase of his own (Indian initial moves).
class Move {
public:
    // A promotion on `to`, after which the new piece goes on to `then` in the same move (the
    // knight's bonus move, the minister returning to the pawn's square); aux() == to() when
    // there is no such second part.
    static constexpr Move promotion(Square from, Square to, PieceType type, Square then = kNoSquare)
    {
        return Move(from, to, MoveKind::Promotion, type, then == kNoSquare ? to : then);
    }

    // A drop of `type` onto `to`; with `redeploy`, the own unit standing on `to` goes there.
    static constexpr Move drop(Square to, PieceType type, Square redeploy = kNoSquare)
    {
        return Move(to, to, MoveKind::Drop, type, redeploy == kNoSquare ? to : redeploy);
    }

    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal, PieceType piece = 0, Square aux = 0)
        : m_from(std::uint8_t(from)), m_to(std::uint8_t(to)), m_aux(std::uint8_t(aux)),
          m_kindPiece(std::uint8_t(int(kind) << 5 | piece))
    {
    }

    constexpr Square from() const { return m_from; }
    constexpr Square to() const { return m_to; }
    constexpr Square aux() const { return m_aux; }
    constexpr MoveKind kind() const { return MoveKind(m_kindPiece >> 5); }
    constexpr PieceType pieceType() const { return PieceType(m_kindPiece & 31); }
    // (A capture sequence that ends where it began has aux() != 0: core/position/leapcapture.h.)
    constexpr bool isNull() const { return m_from == m_to && kind() == MoveKind::Normal && m_aux == 0; }
    // Where the promoted piece ends the move: to(), or the square of its second part.
    constexpr Square promotedTo() const { return m_aux; }
    constexpr bool hasSecondPart() const { return kind() == MoveKind::Promotion && m_aux != m_to; }
    // A drop that displaces the own unit on to() to aux().
    constexpr bool redeploys() const { return kind() == MoveKind::Drop && m_aux != m_to; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint8_t m_from = 0;
    std::uint8_t m_to = 0;
    std::uint8_t m_aux = 0;
    std::uint8_t m_kindPiece = 0;
};

}  // namespace kabir
