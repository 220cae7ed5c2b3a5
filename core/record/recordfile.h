#pragma once
// A file of PGN-style game records (resources/variants/README.md, "Games"), any number of
// games: listed cheaply (the tags, the moves counted, where each game starts) and read one at
// a time into a GameTree with its variations, comments and NAGs. A game begins at a tag pair
// that follows movetext, or at movetext that follows a game's result.
//
// A game with a bad move is read up to that move: a bad move of the main line ends the game
// there, one in a variation the rest of that variation; each is reported with the file, the
// game's number, the line, the move number and why; so is a '(' never closed. A broken game
// does not affect the others.
// A file that is not text (an image, a program) holds no game and says so (problems()).

#include "core/record/gamerecord.h"
#include "core/record/gametree.h"
#include "core/catalog/variantrecognition.h"

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace kabir {

struct GameHeader {
    int number = 0;     // in the file, from 1
    int firstLine = 0;  // the line where the game starts, from 1
    RecordTags tags;
    int plyCount = 0;       // the main line's moves as written (not checked until read)
    std::size_t begin = 0;  // the game's text in the file: [begin, end)
    std::size_t end = 0;
};

// A move that could not be read.
struct GameProblem {
    Problem where;                 // the file, line and column, the move as written (key) and why
    int game = 0;                  // the game's number in the file
    std::string moveNumber;        // the bad move's number as PGN writes it, "12." or "12..."; empty
                                   // for a parenthesis out of place
    std::string toString() const;  // "games.pgn:40:5: game 3, move 12... Ke3: why"
};

struct TreeRecord {
    GameTree tree;  // the game as far as it could be read
    RecordTags tags;
    std::vector<GameProblem> problems;  // the moves that could not be read, in file order
};

class RecordFile {
public:
    RecordFile(std::string text, std::string fileName);

    const std::string& fileName() const { return m_fileName; }
    const std::vector<GameHeader>& games() const { return m_games; }
    // Why the file as a whole cannot be read: a binary file (a NUL or another control byte
    // that no text holds) is one problem, with the line and column of that byte, and no game.
    const std::vector<Problem>& problems() const { return m_problems; }

    // Reads game `index` (from 0). The variant is the Variant tag's (lichess's "Standard" and
    // "From Position" name chess); without the tag, `variant` when given, else the best
    // match for the FEN tag (recogniseVariant), else chess. A game that cannot start (a bad
    // tag pair, an unknown variant or option, a bad FEN) is a problem naming the file and line.
    Result<TreeRecord> load(int index, const VariantMatch* variant = nullptr) const;

private:
    std::string m_text;
    std::string m_fileName;
    std::vector<GameHeader> m_games;
    std::vector<Problem> m_problems;
    // The games' variants, read and compiled once for the file (so load() is not for two
    // threads at once).
    mutable std::shared_ptr<std::map<std::string, Result<Game>>> m_starts;
};

}  // namespace kabir
