// A small engine for the match tests: speaks UCI or XBoard (whichever it is greeted in),
// plays random legal moves of any Kabir variant, and misbehaves on request:
//   --illegal-at N   its N-th move of a game is "z0z0"
//   --crash-at N     it aborts instead of its N-th move
//   --hang-at N      it stops answering at its N-th move
//   --flood-at N     before its N-th move it writes 20 MB of info lines and a 1 MB line
//   --garbage        writes nonsense lines before every move
//   --resign-at N    resigns (XBoard) or gives "bestmove (none)" (UCI) at its N-th move
//   --score CP       reports this score with every move (for adjudication)
//   --mute           never answers the handshake
//   --seed S         seeds its choice of moves

#include "core/record/game.h"
#include "core/board/xboardsquares.h"
#include "core/catalog/variantcatalog.h"

#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <thread>

using namespace kabir;
using kabir::fromXBoardSquares;
using kabir::toXBoardSquares;

namespace {

struct Flags {
    int illegalAt = 0, crashAt = 0, hangAt = 0, floodAt = 0, resignAt = 0;
    bool garbage = false, mute = false;
    int score = 0;
    unsigned seed = 1;
};

class FakeEngine {
public:
    explicit FakeEngine(const Flags& flags) : m_flags(flags), m_random(flags.seed) { }

    void run()
    {
        for (std::string line; std::getline(std::cin, line);) {
            std::istringstream words(line);
            std::string command;
            words >> command;
            if (command == "quit")
                return;
            if (m_flags.mute)
                continue;
            if (command == "uci")
                std::cout
                    << "id name Fake\nid author Kabir tests\noption name UCI_Variant type string default chess\nuciok"
                    << std::endl;
            else if (command == "xboard")
                m_xboard = true;
            else if (command == "protover")
                std::cout << "feature usermove=1 ping=1 setboard=1 myname=\"Fake\" done=1" << std::endl;
            else if (m_xboard)
                xboard(command, words);
            else
                uci(command, words, line);
        }
    }

private:
    void uci(const std::string& command, std::istringstream& words, const std::string& line)
    {
        if (command == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (command == "setoption") {
            const auto name = line.find("name "), value = line.find(" value ");
            if (name != std::string::npos && value != std::string::npos)
                setOption(line.substr(name + 5, value - name - 5), line.substr(value + 7));
        } else if (command == "ucinewgame") {
            m_ownMoves = 0;
        } else if (command == "position") {
            std::string kind, fen, word;
            words >> kind;
            if (kind == "fen")
                while (words >> word && word != "moves")
                    fen += (fen.empty() ? "" : " ") + word;
            else
                words >> word;  // "moves"
            if (!newGame(fen))
                return;
            while (words >> word)
                if (!m_game->play(word).ok())
                    std::cout << "info string illegal move " << word << std::endl;
        } else if (command == "go") {
            const std::string move = chooseMove();
            if (!move.empty())
                std::cout << "info depth 1 score cp " << m_flags.score << "\nbestmove " << move << std::endl;
        }
    }

    void xboard(const std::string& command, std::istringstream& words)
    {
        std::string word;
        if (command == "new") {
            m_ownMoves = 0;
            m_forced = false;
            newGame("");
        } else if (command == "variant") {
            words >> m_variant;
            newGame("");
        } else if (command == "option") {
            std::string rest;
            std::getline(words, rest);
            rest = rest.substr(rest.find_first_not_of(' '));
            setOption(rest.substr(0, rest.find('=')), rest.substr(rest.find('=') + 1));
        } else if (command == "setboard") {
            std::string fen;
            std::getline(words, fen);
            newGame(fen.substr(fen.find_first_not_of(' ')));
        } else if (command == "ping") {
            words >> word;
            std::cout << "pong " << word << std::endl;
        } else if (command == "force") {
            m_forced = true;
        } else if (command == "go") {
            m_forced = false;
            xboardMove();
        } else if (command == "usermove") {
            words >> word;
            if (!m_game || !m_game->play(fromXBoardSquares(word, ranks())).ok()) {
                std::cout << "Illegal move: " << word << std::endl;
                return;
            }
            if (!m_forced)
                xboardMove();
        }
    }

    void xboardMove()
    {
        const std::string move = chooseMove();
        if (move == "(none)")
            std::cout << "resign" << std::endl;
        else if (!move.empty())
            std::cout << "1 " << m_flags.score << " 0 1 " << move << "\nmove " << toXBoardSquares(move, ranks())
                      << std::endl;
    }

    // The move to play, "" for none (hung), after any misbehaviour asked for.
    std::string chooseMove()
    {
        const int n = ++m_ownMoves;
        if (m_flags.garbage)
            std::cout << "\x01\x02 garbage \xff\xfe\nbestmov\nmove\n" << std::string(3000, 'x') << std::endl;
        if (n == m_flags.floodAt) {
            const std::string info = "info string " + std::string(200, 'f') + "\n";
            for (int i = 0; i < 100000; ++i)
                std::cout << info;
            std::cout << std::string(1 << 20, 'g') << std::endl;
        }
        if (n == m_flags.crashAt)
            std::abort();
        if (n == m_flags.hangAt) {
            std::this_thread::sleep_for(std::chrono::hours(1));
            return "";
        }
        if (n == m_flags.illegalAt)
            return "z0z0";
        if (n == m_flags.resignAt || !m_game)
            return "(none)";
        const auto moves = m_game->legalMoves();
        if (moves.empty())
            return "(none)";
        const std::string move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(m_random)];
        if (m_xboard)
            m_game->play(move);
        return move;
    }

    void setOption(const std::string& name, const std::string& value)
    {
        if (name == "UCI_Variant")
            m_variant = value;
        else
            m_options[name] = value;
    }

    bool newGame(const std::string& fen)
    {
        const VariantFile* variant = VariantCatalog::builtIn().find(m_variant == "normal" ? "chess" : m_variant);
        if (!variant)
            return false;
        OptionValues options;
        for (const auto& [key, value] : m_options)
            for (const OptionDefinition& o : variant->options())
                if (o.key == key)
                    options[key] = value;
        auto game = Game::create(*variant, options, fen);
        if (!game)
            std::cout << "info string " << game.errorText() << std::endl;
        m_game.reset();
        if (game)
            m_game.emplace(std::move(game).value());
        return m_game.has_value();
    }

    int ranks() const { return m_game ? m_game->position().geometry().ranks() : 8; }

    Flags m_flags;
    std::mt19937 m_random;
    bool m_xboard = false;
    bool m_forced = false;
    int m_ownMoves = 0;
    std::string m_variant = "chess";
    OptionValues m_options;
    std::optional<Game> m_game;
};

}  // namespace

int main(int argc, char** argv)
{
    Flags flags;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        auto number = [&] { return i + 1 < argc ? std::atoi(argv[++i]) : 0; };
        if (flag == "--illegal-at")
            flags.illegalAt = number();
        else if (flag == "--crash-at")
            flags.crashAt = number();
        else if (flag == "--hang-at")
            flags.hangAt = number();
        else if (flag == "--flood-at")
            flags.floodAt = number();
        else if (flag == "--resign-at")
            flags.resignAt = number();
        else if (flag == "--score")
            flags.score = number();
        else if (flag == "--seed")
            flags.seed = unsigned(number());
        else if (flag == "--garbage")
            flags.garbage = true;
        else if (flag == "--mute")
            flags.mute = true;
    }
    FakeEngine(flags).run();
    return 0;
}
