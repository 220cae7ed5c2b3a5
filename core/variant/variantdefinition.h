#pragma once
// A variant definition with its options applied: plain data read from a variant file,
// validated, with squares resolved on the board. Ruleset compiles it into tables.

#include "core/board/betza.h"
#include "core/board/geometry.h"
#include "core/board/squarenumbering.h"
#include "core/board/types.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

using OptionValues = std::map<std::string, std::string>;

inline constexpr int kMaxInitialMoves = 8;        // moves in a row of each side at the start (Indian I-8)
inline constexpr std::size_t kMaxFirstMoves = 4;  // [[first-moves]] entries
inline constexpr std::size_t kMaxFilePieces = 4;  // promotion.file-pieces: types to choose from on one file

// A direction on the board, in files and ranks.
struct BoardVector {
    int dx;
    int dy;
};

struct ArmyDefinition {
    std::string name;   // "White", "Red", ...
    char letter = 'w';  // names the army in four-army positions and moves
    int forwardX = 0;   // the direction its pawns move and Betza's "f" points
    int forwardY = 1;
    int team = 0;

    // A move vector of this army's pieces turned onto the board.
    BoardVector orient(const MoveVector& v) const;
};

struct PieceDefinition {
    char letter = '?';  // upper case; lower case for the second army in FEN
    // The piece's token in FEN instead of the letter: a mark and a letter, "'R" (Timur's pawn of
    // rooks; "'r" Black's), for more kinds than letters can name readably. Empty: the letter.
    std::string fen;
    std::string name;
    std::string image;  // the picture's name in a piece set: by default the name, "great-vizier"
    // A second picture drawn small at the picture's foot, telling apart kinds that share one
    // picture (Timur's pawns show the piece each belongs to). Empty: none.
    std::string badge;
    std::map<std::string, char> letters;  // language ("de") -> upper-case letter (core/record/pieceletters.h)
    std::string betza;
    std::vector<MoveVector> moves;
    std::map<std::string, std::vector<MoveVector>> movesOnMarked;  // mark name -> movement there
    bool royal = false;                                            // may not be left attacked; checkmate ends the game
    bool pawn = false;                                             // multi-steps, en passant, promotion
    int promotesTo = -1;  // a pawn's own promotion piece, whatever the policy offers (Timur); -1: none
    // Each step must bring it nearer (in king moves) to the enemy king: the armed female
    // attendant of Qatranj. It still attacks every square its movement reaches.
    bool approachesEnemyKing = false;
    // The file's piece value in centipawns (pawn = 100), replacing the one the engine derives
    // from the movement; the endgame value needs the midgame one.
    std::optional<int> value;
    std::optional<int> valueEndgame;
};

// The largest piece value a file may give: a hundred pawns, far above any piece the
// derivation values (an amazon on 16 x 16 comes to about 20 pawns).
inline constexpr int kMaxPieceValue = 10000;

// A pawn standing on its army's relative rank `rank` (1 = its own back edge) may advance up
// to `steps` squares when every square on the way is empty; only on the listed files (all when
// none are listed), only while the piece its file began with stands on its first-rank square
// (Indian chess), only as its side's first pawn move of the game (Tibetan chess), or only for
// one army's pawns (Batak chess: each side's king's pawn, on the d- and e-files). An opening
// multi-step is compulsory: while every pawn of an army's opening multi-steps stands on its
// square, the army's move is one of them, and at no other time (Shatar's 1. d4 d5).
struct PawnStepRule {
    int rank = 2;
    int steps = 2;
    std::vector<int> files;
    int army = -1;  // -1: every army's pawns
    bool filePieceHome = false;
    bool firstPawnMove = false;
    bool opening = false;
    // Only a pawn whose last move was a single step onto its square, by its first move from
    // the rank before (Batak's king's pawn); read in the game's history, which perft leaves aside.
    bool afterSingleStep = false;
};

// One castling: the king and rook squares, or an exchange castling in which the king moves
// any number of squares towards the rook (up to its square) and the rook lands on any square
// from the king's start up to, not including, the king's new square.
struct CastlingDefinition {
    Army army = 0;
    Square king = 0;
    Square rook = 0;
    Square kingTo = 0;
    Square rookTo = 0;
    bool exchange = false;
};

// The promotion policies a variant file may name (core/rules/ makes one of each).
const std::vector<std::string>& promotionPolicyNames();

struct PromotionDefinition {
    std::vector<int> ranks;              // relative ranks on which pawns promote
    std::vector<std::string> zoneMarks;  // by army: a mark whose squares are the zone too (Sittuyin's diagonals)
    // Sittuyin: a pawn arriving in its zone does not promote; it promotes later as a move of its
    // own, in place or going on with the bonus step, and its new piece may not give check
    // ("check") or attack any enemy unit ("attack"); an army's last pawn may promote anywhere.
    bool onArrival = true;
    std::string quiet;  // "" | check | attack
    bool lastPawnAnywhere = false;
    std::vector<PieceType> bonusStepSpares;  // types the bonus step never captures
    std::string policy = "any";              // one of promotionPolicyNames()
    std::vector<PieceType> pieces;           // the types a pawn may become
    bool optional = false;                   // may decline, staying a pawn for good
    std::string whenUnavailable = "hold";    // hold (stays on the rank before) | wait (moves in, waits)
    std::string inPlace = "first-chance";    // a waiting pawn promotes at its first chance | any-time
    std::uint32_t colourBound = 0;           // a bit per type never doubled on one square colour (bishops)
    bool farEdge = false;                    // also where the next square forward is off the board
    bool enemyStartSquares = false;          // also where a non-pawn piece of an enemy army started
    std::vector<PieceType> onCapture;        // capturing one of these types promotes too
    std::map<int, std::vector<PieceType>>
        filePieces;  // file -> types (one, or a choice), overriding the array (file-piece policy)
    // file-piece: the relative ranks of the own array whose pieces a pawn of the file may become
    // (Baroda: 1 and 2); on the file where the army's king began, `kingFilePiece` (or nothing).
    std::vector<int> fileRanks{1};
    int kingFilePiece = -1;
    bool unlimited = false;               // the policy's types whether or not one has been captured
    std::map<int, PieceType> rankPieces;  // by-rank: relative rank -> the type a pawn arriving there may become
    bool compulsoryOnLastRank = false;    // optional, except where the pawn could never move again
    int bonusType = -1;                   // a piece promoted to this type may move once more at once (Indian I-5)
    bool bonusUnlessAttacked = false;     // ... unless the enemy attacks the promotion square
    bool returnsToFrom = false;           // the new piece stands on the square the pawn came from (Iyer)
    // The new piece may go on with one more move of this movement in the same move, never
    // capturing a king (Batak's gelong: "bF", one step diagonally backwards).
    std::vector<MoveVector> bonusStep;
    bool bonusStepCompulsory = false;  // ... and must, where it can
};

// A once-per-game leap of the royal piece (Hyderabad markov-2022, Turkish reconstructed),
// lost when used and after any move its owner makes while in check (or, Batak, only an
// unmoved king's: lost when the king moves).
struct KingLeapDefinition {
    bool enabled = false;
    std::vector<MoveVector> moves;  // Betza, e.g. N
    bool captures = false;
    bool crossesCheck = false;  // false: not when both squares stepped over are attacked
    bool inCheck = true;        // false: never while the king is in check (Indian I-4)
    bool lostInCheck = true;    // lost after any move its owner makes while in check
    bool lostByMoving = false;  // lost when the king makes any move (an unmoved king's leap)
    bool onlyInCheck = false;   // true: only while the king is in check, which the leap
                                // outlives by one move (Malay chess after Brooke: its first check)
};

// [swap]: once per game the unit of type `piece` (the original king) may, as its move, change
// places with any other unit of its side, leaving no royal of the side in check; only while in
// check or when the side has no other move, unless `anyTime` (Timur's chess).
struct OnceSwapDefinition {
    int piece = -1;  // -1: none
    bool anyTime = false;
};

// [transfer]: pawn types that, standing on their army's last rank, are immune from capture
// and may, as their owner's move, be put on another square, removing a non-royal unit of either
// army standing there, to go on as pawns (Timur's pawn of pawns).
struct TransferDefinition {
    enum class Mode : std::uint8_t {
        None,
        Fork,      // where, as a pawn, it attacks two enemy units or more
        Anywhere,  // any square without a royal unit, off its last rank
        Home,      // only its army's home square, when empty; a promotion to the type goes
                   // there at once when it is empty
    };
    std::array<Mode, kMaxPieceTypes> modes{};
    std::array<Square, kMaxArmies> home{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
};

// [refuge]: squares where an army's units of some types cannot be captured nor checked, and
// from which such a unit may, as its move, exchange places with an own unit of other types
// (Timur's citadel as Pritchard tells it).
struct RefugeDefinition {
    std::vector<std::vector<Square>> squares;  // by army
    std::vector<PieceType> pieces;
    std::vector<PieceType> swapWith;
};

// A move a piece may make only as its first move (Cambodian chess: the king's sideways knight
// leap, the met's double step; Makruk as Murray and Falkener tell it). The right belongs to a
// piece standing on its army's first rank, as Fairy-Stockfish's gates do: lost when the piece
// moves or is taken, and where `lostWhenAimedBy` names a type, when an enemy piece of that type
// moves onto the holder's rank or file (Cambodian chess: a rook's aim). Never a capture.
struct FirstMoveDefinition {
    PieceType piece = 0;
    std::vector<MoveVector> moves;  // Betza, move-only
    bool inCheck = true;            // false: never while the own king is in check
    int lostWhenAimedBy = -1;       // a piece type, or -1
    bool lostByCheck = false;       // also lost once the own king is in check (Malay chess)
};

// What a king left without any other unit means at once (results.bare-king).
enum class BareKing {
    None,
    Shatranj,          // the bared side loses, unless it bares the other king in reply (a draw)
    HalfWin,           // the side that bared it wins a half-win (Indian boorj, I-9)
    Draw,              // a draw (Indian boorj-draw, Tibetan)
    KingAndPawnsLose,  // a side left with only its king and pawns loses (Iyer)
};

// A counting rule (Makruk, Pritchard 2007, 29.3): once the material is low, the stronger side
// must mate within a number of moves or the game is drawn. `procedure` names how the count
// starts and runs ("makruk": Fairy-Stockfish's MAKRUK_COUNTING; "pritchard": the stronger side
// against one without the listed pieces); the limits are data.
struct CountingDefinition {
    struct Limit {
        PieceType piece = 0;
        int count = 1;  // the stronger side has at least this many of `piece`
        int moves = 0;
    };
    std::string procedure;            // empty: no counting
    int boardHonour = 0;              // moves, while neither side is bare (0: no board's honour)
    int boardHonourUnits = 0;         // the board's honour only for a side of at most this many units
                                      // (pawns included), and then even while pawns are left
                                      // (Cambodian); 0: any side, but no count while a pawn is left
    std::vector<Limit> piecesHonour;  // the first that the stronger side's material meets
    int piecesHonourOtherwise = 0;    // moves when none does (0: no count)
    // Where a bare side's count starts: "units" (the units on the board, Makruk) or "zero"
    // (ASEAN, U Bha's Sittuyin: also a bare king that took the last pawn starts at zero).
    bool fromZero = false;
    // A bare king that stands on one of these marks when its count starts has this many moves
    // more (U Bha: "5 moves in 4 squares", the count begins with its 5th move).
    std::vector<std::string> delayMarks;
    int delay = 0;
};

struct ResultDefinition {
    // draw | win | half-win | loss (for the stalemating side); illegal: a move that stalemates
    // is illegal unless every move does (then a draw, Indian I-6); remove-piece: the stalemated
    // player removes an enemy unit instead of moving (Iyer).
    std::string stalemate = "draw";
    int moveRule = 50;       // moves per side without capture or pawn move; 0 = off
    bool repetition = true;  // threefold repetition draws (perpetual check recorded as such)
    bool pawnMateDoubleVictory = false;
    bool firstCheckWins = false;         // a move that gives check wins at once (Ka Ok)
    bool lastPieceCaptureDraws = false;  // Hyderabad "burj"
    BareKing bareKing = BareKing::None;
    int fewUnitsDraw = 0;  // the game is drawn once this many units or fewer are on the board (chamori bhaaji)
    std::vector<PieceType> extinction;             // an army that has lost every unit of these types loses
    std::vector<std::vector<Square>> kingTargets;  // per army: squares on which its king wins
    // A checkmate in which the unit just moved gives no check (a discovered mate, Batak's
    // "ares") is a draw.
    bool discoveredMateDraws = false;
    // Per army: where its checkmates count (the mated king on one of these squares; Tepong);
    // elsewhere they are draws. Empty: everywhere.
    std::vector<std::vector<Square>> mateSquares;
    // A checkmate counts only when the mating move, or a move of the unbroken series of
    // checking moves of the mating side that ends with it, gave check with one of these types;
    // otherwise it is a draw (Shatar's Niol). Empty: every mate counts.
    std::vector<PieceType> mateNeedsCheckBy;
    // A checkmate in which every checking unit is of these types is a draw ("draw") or lost by
    // the mating side ("loss"): Shatar's knight mate. Empty: none.
    std::vector<PieceType> mateByOnly;
    std::string mateByOnlyResult = "draw";
    // [results.draw-squares]: per army, squares on which its units of drawSquarePieces end the
    // game in a draw at once (Timur's citadels).
    std::vector<std::vector<Square>> drawSquares;
    std::vector<PieceType> drawSquarePieces;
    bool kingsCaptured = false;  // a team wins when every enemy king has been captured
    std::string holdMark;        // a team wins when its pieces stand on every square of this mark
    CountingDefinition counting;
};

// Pieces in hand may be dropped on empty squares (Chaturanga 4-84's wazir): where no mark
// forbids it, only where the type stood in its army's start array (Maharaja's deserters), only
// where no enemy unit attacks (the Maharajah's placement). Captured units may go to the
// captor's hand, as his.
struct DropDefinition {
    std::vector<PieceType> pieces;
    std::vector<std::string> forbiddenMarks;
    bool ownArraySquares = false;
    bool unattacked = false;
    bool capturesToHand = false;
    // A set-up by placement (Sittuyin): while the side to move holds men in hand it only drops,
    // each army on the squares of its own mark (armyMarks, by army; "" anywhere), these types
    // only on its first rank; in a row: it keeps the turn until its hand is empty.
    bool mustDrop = false;
    bool inARow = false;
    std::vector<std::string> armyMarks;
    std::vector<PieceType> firstRankOnly;
    std::vector<PieceType> notFirstRank;  // these types never on the army's first rank (1920 Burmese pawns)
    // U Bha's Black: its pieces of this type never on the file of the enemy king, nor two on
    // one file (drops.files-apart = { army = "Black", piece = "R" }); -1: none.
    int apartArmy = -1;
    int apartPiece = -1;
    // U Bha's pawn displacement: a man may also be placed on a square holding the army's own
    // unit of this type (-1: none), which the same ply puts on an empty square of the army's
    // redeploy mark (redeployMarks, by army; "" anywhere).
    int displacedPiece = -1;
    std::vector<std::string> redeployMarks;
    bool resetMoveRule
        = false;  // a drop is irreversible: it restarts the move rule's count (Sittuyin, as Fairy-Stockfish)
};

// Restrictions on moves beyond the pieces' movement ([moves]).
struct MoveRulesDefinition {
    bool lastUnitImmortal = false;  // the opponent's last unit besides the king cannot be captured (Desi)
    bool supportedUnitsImmune
        = false;  // no capture that leaves the capturer attacked, unless it discovers check (Joara-Joari)
    bool kingMovesOnlyInCheck = false;  // (Joara-Joari)
    bool perpetualCheckIllegal
        = false;                 // no check that repeats a position a third time in a series of checks (Indian I-7)
    bool removeOwnUnit = false;  // instead of moving, take one's own unit off the board (Forlorn Hope)
    // A unit pinned against its own king gives no check and does not attack the squares the
    // enemy king might move to (Batak); its own moves are unchanged.
    bool pinnedUnitsPowerless = false;
    // An army may have several royal units: while it has two or more, none is in check and any
    // may be captured; the last one left is royal (Timur's king, prince and adventitious king).
    bool royalSuccession = false;
};

// [guard-zones]: a guard piece (Hiashatar's hia) whose zone, the squares around it, hampers the
// moves of other units.
struct GuardZoneDefinition {
    int guard = -1;                    // the guard's type; -1: none
    std::vector<PieceType> stopped;    // their line moves end on the first square of an enemy guard's zone they enter
    std::vector<PieceType> exempt;     // these move freely from a guard's zone; any other unit moves one square
    bool narrowedByEnemyOnly = false;  // only enemy guards' zones narrow a move (else any guard's)
    bool sparesKings = false;          // the guard never attacks a king
};

// A decision one army makes before the first move (Sultanspiel array-chooser = black):
// the values of the named options.
// [leap-capture]: the draughts-style mechanic (Shatra), a move generator of its own
// (core/position/leapcapture.h): capture by leaping, compulsory, in sequences; reserves in
// fortresses guarded by a temdek; pawns that move by zone. Marks are named per army.
struct LeapCaptureDefinition {
    bool enabled = false;
    std::uint32_t shortLeapers = 0;   // a bit per type: over an adjacent enemy unit
    std::uint32_t longLeapers = 0;    // ... along the lines of its slides
    int exempt = -1;                  // a player need not capture when only this type can
    bool exemptStops = false;         // ... and it may end its sequence at any point
    bool midCapturePromotion = true;  // a pawn promoting within a sequence goes on as the new piece
    // Mark names by army, "" none: the reserves' fortress, the gate before it, the army's half of
    // the field (where reserves go), the squares from which its pawns may enter the enemy fortress.
    std::vector<std::string> fortress = std::vector<std::string>(kMaxArmies);
    std::vector<std::string> gate = std::vector<std::string>(kMaxArmies);
    std::vector<std::string> half = std::vector<std::string>(kMaxArmies);
    std::vector<std::string> towers = std::vector<std::string>(kMaxArmies);
    std::string road;  // mark: no drop onto it unless roadDrops
    bool roadDrops = false;
};

struct PreGameChoice {
    int army = -1;  // -1: none
    std::vector<std::string> options;
};

struct VariantDefinition {
    std::string id;
    std::string name;
    std::string description;
    std::string source;
    Geometry geometry;
    bool checkered = true;
    std::map<std::string, std::string> markColours;
    // [board.mark-pieces]: mark name -> per army, the types that may stand on (or pass over)
    // the mark's squares, a bit per type; the types of an army not named may not.
    std::map<std::string, std::array<std::uint32_t, kMaxArmies>> markPieces;  // mark name -> "#rrggbb"; else a cross
    std::vector<ArmyDefinition> armies;
    std::vector<PieceDefinition> pieces;
    std::string startFen;
    std::vector<PawnStepRule> pawnSteps;
    bool enPassant = false;
    std::vector<CastlingDefinition> castlings;
    PromotionDefinition promotion;
    KingLeapDefinition kingLeap;
    std::vector<FirstMoveDefinition> firstMoves;
    // [becomes-after-moving]: after each of its moves a piece of the type becomes one of these
    // (the mover's choice when there are more): the Malay pawn walking back to promote.
    std::map<PieceType, std::vector<PieceType>> becomesAfterMoving;
    // [becomes-on-ranks]: a piece of the type that ends a move on one of the relative ranks
    // becomes one of the other type (Popova's shatar: a rook on the last rank gains the
    // knight's move). Not for pawns, nor for a type that changes after every move.
    struct RankChange {
        std::vector<int> ranks;
        PieceType piece = 0;
    };
    std::map<PieceType, RankChange> becomesOnRanks;
    // [when-bare]: while it is its army's only unit a piece of the type is one of this type
    // instead (the Malay bare king, moving as QN), written and pictured as the first.
    std::map<PieceType, PieceType> whenBare;
    bool kingSwap = false;  // the king may change places with an adjacent own or allied piece
    OnceSwapDefinition onceSwap;
    TransferDefinition transfer;
    RefugeDefinition refuge;
    DropDefinition drops;
    MoveRulesDefinition moveRules;
    GuardZoneDefinition guardZones;
    int initialMoves = 0;  // each side first makes this many moves in a row (Indian I-8)
    ResultDefinition results;
    LeapCaptureDefinition leapCapture;
    PreGameChoice preGameChoice;
    SquareNumbering numbering;  // squares named by numbers (Tressau's), if the file says so

    int relativeRank(Army army, Square s) const;  // 1 = the army's own back edge
    int pieceTypeOf(char letter) const;           // -1 when unknown; letter in either case
    // The piece's FEN token for an army (0: upper case, else lower), and the piece a token at
    // the start of `text` names: its length (0: none), army and type.
    std::string fenToken(PieceType type, Army army) const;
    std::size_t readFenToken(std::string_view text, Army& army, PieceType& type) const;
};

}  // namespace kabir
