// kabir-cli: the command-line tool (perft, play, variants, check, games, values, bench, match, tune,
// export-fsf, and the uci and xboard engines).

#include "app/cli/commands.h"
#include "core/protocol/engineid.h"

#include <cstring>
#include <iostream>

namespace {

void printUsage()
{
    std::cout
        << "usage: kabir-cli COMMAND ...\n"
           "  --help, help          this text\n"
           "  --version             the program's name and version\n"
           "  perft --variant ID [--option KEY=VALUE]... [--fen FEN] [--moves M...] --depth N [--divide]\n"
           "  play --variant ID [--option KEY=VALUE]... [--fen FEN] [--notation coordinate|standard|numbered]\n"
           "       [--letters LANGUAGE] MOVES...\n"
           "                        plays the moves; prints the FEN, the legal moves (in --notation, with\n"
           "                        the piece letters of --letters, e.g. de) and the result\n"
           "  bench [--depth N] [--threads N] [--hash MB]\n"
           "                        searches the bench positions; prints the node count (signature) and nps\n"
           "  uci                   play as a UCI engine on stdin/stdout (UCI_Variant selects the variant)\n"
           "  xboard                play as an XBoard (CECP v2) engine on stdin/stdout\n"
           "  variants              every variant with its options, values and defaults\n"
           "  check FILE...         validate variant files, printing every problem\n"
           "  export-fsf VARIANT [--option KEY=VALUE]...\n"
           "                        the variant as a section of Fairy-Stockfish's variants.ini, or\n"
           "                        the rules Fairy-Stockfish cannot express (exit code 1)\n"
           "  games [--list] [--variant ID [--option KEY=VALUE]...] FILE...\n"
           "                        read every game of record files (PGN-style; --variant for games without\n"
           "                        a Variant tag); prints each file's game count and every problem as\n"
           "                        FILE:LINE:COLUMN: game N, move 12... Ke3: why; exit code 1 when any\n"
           "                        problem was found. --list: only count the games, reading no moves\n"
           "  values [--variant ID [--option KEY=VALUE]...]\n"
           "                        the piece values the engine derives (centipawns, midgame/endgame)\n"
           "  tune --group NAME... [--hold WEIGHT]... [--passes N] [--skip PLIES] [--threads N]\n"
           "       [--out FILE] FILE...\n"
           "                        fit the evaluation's weights (but those held) to the games of record\n"
           "                        files (Texel's method); write a weight file for the groups (resources/weights/)\n"
           "  match --engine KEY=VALUE... --engine KEY=VALUE... [--each KEY=VALUE...]\n"
           "        [--variant ID] [--option KEY=VALUE]... [--tc TC] [--games N] [--concurrency N]\n"
           "        [--openings FILE | --random-openings PLIES] [--order sequential|random] [--seed N] [--pgn FILE]\n"
           "        [--sprt elo0=E0 elo1=E1 [alpha=A] [beta=B]] [--draw movenumber=N movecount=M score=S]\n"
           "        [--resign movecount=M score=S] [--maxmoves N] [--timemargin MS] [--answer-timeout S]\n"
           "        [--keep-engines] [--event NAME] [--site NAME] [--debug]\n"
           "                        plays engines against each other with Kabir as the arbiter;\n"
           "                        engine keys: name cmd args arg dir proto=uci|xboard option.NAME\n"
           "                        variant init startup; TC: 40/60, 10+0.1, st=1, nodes=N, depth=N\n";
}

}  // namespace

int main(int argc, char** argv)
{
    using namespace kabir::cli;
    if (argc < 2 || !std::strcmp(argv[1], "help") || !std::strcmp(argv[1], "--help")) {
        printUsage();
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    if (command == "--version") {
        std::cout << kabir::protocol::engineName() << "\n";
        return 0;
    }
    if (command == "perft")
        return perftCommand(argc, argv);
    if (command == "variants")
        return variantsCommand(argc, argv);
    if (command == "play")
        return playCommand(argc, argv);
    if (command == "check")
        return checkCommand(argc, argv);
    if (command == "games")
        return gamesCommand(argc, argv);
    if (command == "bench")
        return benchCommand(argc, argv);
    if (command == "values")
        return valuesCommand(argc, argv);
    if (command == "match")
        return matchCommand(argc, argv);
    if (command == "uci")
        return uciCommand(argc, argv);
    if (command == "xboard")
        return xboardCommand(argc, argv);
    if (command == "export-fsf")
        return exportFsfCommand(argc, argv);
    if (command == "tune")
        return tuneCommand(argc, argv);
    std::cerr << "kabir-cli: unknown command '" << command << "'\n";
    printUsage();
    return 2;
}
