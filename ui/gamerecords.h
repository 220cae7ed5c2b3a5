#pragma once
// The game of a GameController as a PGN-style record (core/record/gamerecord.h), and a game
// read back from one. The record holds the whole tree (variations, comments, NAGs, the marks
// as [%cal ...] and [%csl ...]), each move's clock ([%clk ...]) and an ending the rules do not
// give (a resignation, agreement, flag or forfeit). Reading replays the main line's moves
// through the controller, so they can be taken back; the rest of the tree comes back with
// them, and a resignation, agreement or flag and the clocks come back too, standing still
// until the next move is played.

#include <QCoreApplication>
#include <QString>

class GameController;
namespace kabir {
class RecordFile;
struct VariantMatch;
}  // namespace kabir

class GameRecords {
    Q_DECLARE_TR_FUNCTIONS(GameRecords)

public:
    // The record of the game; empty without a game.
    static QString write(const GameController& game);
    // Replaces the game with the one of the record `text` (from `fileName`, for messages).
    // Returns why it could not, or an empty string.
    static QString read(GameController& game, const QString& text, const QString& fileName);
    // Game `index` of `file` (its variant found as RecordFile::load finds it, or `variant`), up
    // to the first move of its main line that cannot be read, as read() loads it (a game cut
    // short keeps no result from its tags). False, with why in `problems`, when the game cannot
    // start; true when it is loaded, with a line in `problems` for each move of the game that
    // could not be read ("games.pgn, game 3, move 12... Ke3: why"; empty when none).
    // `whole`: a game with a move that cannot be read is not loaded either (false, the moves in
    // `problems`), and the game played before stays.
    static bool readGame(GameController& game, const kabir::RecordFile& file, int index, QString* problems,
        const kabir::VariantMatch* variant = nullptr, bool whole = false);
};
