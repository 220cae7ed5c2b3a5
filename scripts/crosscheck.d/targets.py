"""The variants scripts/crosscheck compares, each with its Kabir options and its references.

A target is one variant with fixed options. `engines` lists the independent engines that can
express its rules exactly (see docs/verification.md for why each one is or is not used):
Fairy-Stockfish 11.1 (Debian) stops at one double-step rank and castles both colours to the
same files, so it serves orthodox chess, Hyderabad (bodlaender), Chaturanga and the Maharajah
(capturable: 11.1 has no pseudo-royal piece) only; Sjaak II
1.4.1 expresses the rest through scripts/crosscheck.d/sjaak-variants.txt.
"""

from dataclasses import dataclass, field

CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


@dataclass(frozen=True)
class Seed:
    """A root of playouts, checked itself as well: a FEN (None: the start) and moves."""
    fen: str | None = None
    moves: tuple[str, ...] = ()
    source: str = "start position"


@dataclass(frozen=True)
class Target:
    name: str
    kabir: tuple[str, ...]  # kabir-cli arguments naming variant and options
    engines: tuple[str, ...]  # "fsf", "sjaak"
    fsf_variant: str = ""
    sjaak_variant: str = ""
    # Sjaak names castlings O-O (towards the higher files) and O-O-O: the king's from-to for
    # White and Black, as Kabir writes them.
    castling: dict = field(default_factory=dict)
    # The triple step is a Sjaak "initial" move, which a FEN grants to every pawn: a FEN for
    # Sjaak spells the pawns off their 2nd rank as its MovedPawn (see sjaak-variants.txt).
    sjaak_moved_pawns: bool = False
    # Fairy-Stockfish plays the colours the other way round: it is given the position turned
    # upside down with the colours swapped (board.mirror_fen); every seed needs a FEN then.
    fsf_mirrored: bool = False
    # Whether the references' FENs write the count of a counting rule (Fairy-Stockfish's makruk):
    # its fields are compared too.
    counting: bool = False
    # Whether the castling fields are compared too: they hold the first-move rights of
    # Cambodian chess as Fairy-Stockfish writes its gates ("DEde").
    rights: bool = False
    # Whether the reference must be Fairy-Stockfish built from a later source than Debian's 11.1
    # (KABIR_FAIRY_STOCKFISH); without one the target is skipped, saying so.
    fsf_source: bool = False
    # A reference's piece letters that differ from Kabir's, in pairs: "WD" reads its W as D.
    letters: dict = field(default_factory=dict)
    seeds: tuple[Seed, ...] = (Seed(),)
    # perft 3 of the start position where ../shared/reference/perft.md lists it: each reference
    # must reproduce it before its divides are trusted.
    start_perft3: int | None = None


def _castling(white_king, black_king, white_short, white_long, black_short, black_long):
    return {
        ("w", "O-O"): white_king + white_short, ("w", "O-O-O"): white_king + white_long,
        ("b", "O-O"): black_king + black_short, ("b", "O-O-O"): black_king + black_long,
    }


# Well-known orthodox positions (chessprogramming.org "Perft Results", positions 2 to 6).
_CHESS_SEEDS = (
    Seed(),
    Seed("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", (), "Kiwipete"),
    Seed("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", (), "CPW position 3"),
    Seed("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", (), "CPW position 4"),
    Seed("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", (), "CPW position 5"),
    Seed("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", (),
         "CPW position 6"),
)

# Kings, rooks and pawns only: playouts from here castle, multi-step, take en passant and
# promote far more often than from the full array.
_KAISERSPIEL_CASTLING = Seed("r3k4r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", (),
                             "perft.md, castling on both wings")
_SULTANSPIEL_CASTLING = Seed("r4k4r/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/R4K4R w KQkq - 0 1", (),
                             "kings, rooks and pawns")
# Pawns about to promote (and, in Kaiserspiel, a king in check) in a thinned-out board.
_KAISERSPIEL_ENDGAME = Seed("4k5/2P4p2/10/1p8/10/6P3/10/10/3p6/R3K4R w KQ - 0 1", (), "an endgame")
_SULTANSPIEL_ENDGAME = Seed("5k5/2P5p2/11/1p9/11/6P4/11/11/11/3p7/R4K4R w KQ - 0 1", (), "an endgame")
# Hand-made corners: after e2-e5 the d4 pawn may not take en passant (pinned on its rank), or
# may take the pawn that gives check; castling over a square a bishop attacks.
_KAISERSPIEL_CORNERS = (
    Seed("10/10/10/10/10/10/k2p3R2/10/4P5/4K5 w - - 0 1", (), "en passant while pinned"),
    Seed("10/10/10/10/5k4/10/3p6/10/4P5/4K5 w - - 0 1", (), "en passant takes the checking pawn"),
    Seed("r3k4r/pppppppppp/10/10/10/10/10/5b4/PPPP1P1PPP/R3K4R w KQkq - 0 1", (), "castling past an attack"),
    Seed("r3k4r/pppp1p1ppp/5B4/10/10/10/10/10/PPPPPPPPPP/R3K4R b KQkq - 0 1", (), "castling past an attack"),
)
_SULTANSPIEL_CORNERS = (
    Seed("11/11/11/11/11/11/11/k2p4R2/11/4P6/4K6 w - - 0 1", (), "en passant while pinned"),
    Seed("r4k4r/ppppppppppp/11/11/11/11/11/11/6b4/PPPPP1PPPPP/R4K4R w KQkq - 0 1", (),
         "castling past an attack"),
)
_GREENWOOD_CASTLING = Seed("r3k4r/ppppddpppp/4pp4/10/10/10/10/4PP4/PPPPDDPPPP/R4K3R w KQkq - 0 1", (),
                           "kings, rooks, dabbabas and pawns")

# Pawns about to promote to counsellors, elephants and a bare king close by.
_CHATURANGA_ENDGAME = Seed("8/2P2k2/8/1b6/8/2B3p1/8/R3K3 w - - 0 1", (), "an endgame")
# The move rules are off in both: Fairy-Stockfish's perft ignores them.
_CHATURANGA = ("--variant", "chaturanga", "--option", "move-rule=0")

# After the Maharajah's placement (Fairy-Stockfish cannot drop it), with castling, with a
# Maharajah among the pawns, and with pawns that reach the last rank and stay there unpromoted.
_MAHARAJAH_SEEDS = (
    Seed("4m3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 1 2", (), "the Maharajah placed on e8"),
    Seed("8/8/8/3m4/8/8/PPPPPPPP/RNBQKBNR w KQ - 1 2", (), "the Maharajah placed on d5"),
    Seed("8/8/2m5/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1", (), "kings, rooks and pawns"),
    Seed("8/8/8/8/3m4/2P1P3/PP3PPP/RNBQKBNR b KQ - 0 1", (), "the Maharajah among the pawns"),
    Seed("8/1P4P1/3m4/8/8/8/8/R3K3 w Q - 0 1", (), "pawns about to reach the last rank"),
)

# Makruk: Fairy-Stockfish's test position (read as makruk), and pawns about to become mets.
_MAKRUK_SEEDS = (
    Seed(),
    Seed("r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b - - 0 5", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("4k3/8/8/2P3s1/1p6/5K2/8/R7 w - - 0 1", (), "pawns about to become mets"),
)
# Sittuyin with Fairy-Stockfish's options: the placement from the start, and its test positions
# (tests/perft.sh), which exercise the promotion rules.
_SITTUYIN_SEEDS = (
    Seed(),
    Seed("8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1", (), "Fairy-Stockfish tests/perft.sh"),
)
_SITTUYIN_MODERN = ("--variant", "sittuyin", "--option", "setup=alternate", "--option", "black-restrictions=off",
                    "--option", "rooks-first-rank=on", "--option", "promotion=myanmar-modern",
                    "--option", "stalemate=draw", "--option", "counting=asean")
# Cambodian chess and Ka Ok: Fairy-Stockfish's test positions, rooks about to aim at the
# unmoved kings, mets about to leap, and the Cambodian count (the board's honour with pawns).
_CAMBODIAN_SEEDS = (
    Seed(),
    Seed("r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("rn1mk3/8/8/8/8/8/8/3KM2R w DEde - 0 1", (), "rooks about to aim at the unmoved kings"),
    Seed("3mk3/4s3/8/8/8/8/4S3/3KM3 w DEde - 0 1", (), "mets about to leap over their thons"),
    Seed("4k3/8/8/4p3/3P4/8/8/R3K3 b - - 0 1", (), "the board's honour while pawns are left"),
)
_KAROUK_SEEDS = (
    Seed(),
    Seed("rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2", (), "Fairy-Stockfish tests/perft.sh"),
    Seed("rn1mk3/8/8/8/8/8/8/3KM2R w DEde - 0 1", (), "rooks about to aim at the unmoved kings"),
)
# Hill's Cambodian game: officials and elephants in contact, fish on both sides about to be
# flipped, flipped fish on the board.
_HILL_SEEDS = (
    Seed(),
    Seed("r1e1k1e1r/3o1o3/2n3n2/p1pgp1p1p/1P2p4/P1PG1P1P1/2N1O1N2/3O5/R1E1K1E1R w - - 0 1", (),
         "the middle game: fish to flip, flipped fish, officials and elephants in contact"),
    Seed("4k4/9/9/2pg5/1P2p4/3G1P3/9/9/4K4 w - - 0 1", (), "fish about to be flipped on both sides"),
)
# Endgames where the counts start, restart and run out: the last pawns about to fall, a bare
# king, a running count near its end.
_MAKRUK_COUNTING = (
    Seed("4k3/8/8/8/2p5/8/8/R2NK3 w - - 0 1", (), "the last pawn"),
    Seed("3k4/3m4/8/8/1p6/2P5/8/R2NK2S w - - 0 1", (), "pawns, met, thon, horse, rook"),
    Seed("4k3/8/2m5/8/8/5P2/8/1SN1K3 w - - 0 1", (), "a thon and a horse against a met"),
    Seed("8/8/8/8/8/2k5/8/R2NK3 b - 32 27 1", (), "a count near its end"),
)

# Shatar: Fairy-Stockfish starts after the compulsory 1. d4 d5; pawns about to become berses,
# and a rook and a bers against a bare-ish king (the robado draw near).
_SHATAR_SEEDS = (
    Seed("rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", (), "Fairy-Stockfish's start, after 1. d4 d5"),
    Seed("4k3/1P4p1/8/8/8/8/1p4P1/R2JK3 w - - 0 1", (), "pawns about to become berses"),
    Seed("3jk3/8/8/3p4/8/8/8/R3K2R w - - 0 1", (), "rooks and a bers, few units"),
)

_KAISERSPIEL = ("--variant", "kaiserspiel", "--option", "ruleset=B", "--option")
_SULTANSPIEL = ("--variant", "sultanspiel", "--option", "ruleset=B", "--option")

TARGETS = {t.name: t for t in (
    Target("chess", ("--variant", "chess"), engines=("fsf", "sjaak"), fsf_variant="chess",
           sjaak_variant="chess", castling=_castling("e1", "e8", "g1", "c1", "g8", "c8"),
           seeds=_CHESS_SEEDS, start_perft3=8902),
    Target("hyderabad-bodlaender", ("--variant", "hyderabad", "--option", "ruleset=bodlaender"),
           engines=("fsf", "sjaak"), fsf_variant="hyderabad_simple", sjaak_variant="hyderabad-bodlaender",
           start_perft3=18705),
    Target("hyderabad-greenwood", ("--variant", "hyderabad", "--option", "ruleset=greenwood"),
           engines=("sjaak",), sjaak_variant="hyderabad-greenwood",
           castling=_castling("f1", "e10", "i1", "c1", "h10", "b10"),
           seeds=(Seed(), _GREENWOOD_CASTLING,
                  Seed("r3k4r/pppp1ppppp/10/10/10/10/3p6/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", (),
                       "en passant from the 2nd rank"))),
    Target("hyderabad-indiangreat", ("--variant", "hyderabad", "--option", "ruleset=bodlaender"),
           engines=("fsf",), fsf_variant="indiangreat", letters={"fsf": "WD"}, start_perft3=18705),
    Target("maharajah", ("--variant", "maharajah"), engines=("sjaak",), sjaak_variant="maharajah-royal",
           castling=_castling("e1", "e8", "g1", "c1", "g8", "c8"), seeds=_MAHARAJAH_SEEDS),
    Target("maharajah-capturable", ("--variant", "maharajah", "--option", "maharajah=capturable"),
           engines=("fsf",), fsf_variant="maharajah_capturable", fsf_mirrored=True, seeds=_MAHARAJAH_SEEDS),
    Target("makruk", ("--variant", "makruk"), engines=("fsf",), fsf_variant="makruk", counting=True,
           seeds=_MAKRUK_SEEDS + _MAKRUK_COUNTING),
    # Fairy-Stockfish 11.1 starts no ASEAN count for an elephant (a later source does, as Kabir):
    # its count is compared with a build of that source (KABIR_FAIRY_STOCKFISH).
    Target("sittuyin", _SITTUYIN_MODERN, engines=("fsf",), fsf_variant="sittuyin", counting=True,
           fsf_source=True, seeds=_SITTUYIN_SEEDS),
    # Fairy-Stockfish's rules of these two changed after 11.1 (#514): they need a build of its
    # source, named by KABIR_FAIRY_STOCKFISH (docs/verification.md).
    Target("cambodian", ("--variant", "cambodian"), engines=("fsf",), fsf_variant="cambodian", counting=True,
           rights=True, fsf_source=True, seeds=_CAMBODIAN_SEEDS + _MAKRUK_COUNTING),
    Target("karouk", ("--variant", "karouk"), engines=("fsf",), fsf_variant="karouk", counting=True, rights=True,
           fsf_source=True, seeds=_KAROUK_SEEDS),
    Target("cambodian-hill", ("--variant", "cambodian-hill"), engines=("sjaak",), sjaak_variant="cambodian-hill",
           seeds=_HILL_SEEDS),
    Target("chaturanga", _CHATURANGA, engines=("fsf",), fsf_variant="chaturanga_fsf",
           seeds=(Seed(), _CHATURANGA_ENDGAME), start_perft3=4176),
    Target("chaturanga-shatranj", _CHATURANGA + ("--option", "array=shatranj", "--option", "bare-king=shatranj"),
           engines=("fsf",), fsf_variant="shatranj", seeds=(Seed(), _CHATURANGA_ENDGAME), start_perft3=4176),
    Target("shatar", ("--variant", "shatar", "--option", "knight-mate=loses"), engines=("fsf",),
           fsf_variant="shatar", seeds=_SHATAR_SEEDS),
    Target("kaiserspiel-tressau", _KAISERSPIEL + ("array=tressau-1840",), engines=("sjaak",),
           sjaak_variant="kaiserspiel-b-tressau", castling=_castling("e1", "e10", "i1", "b1", "i10", "b10"),
           sjaak_moved_pawns=True, start_perft3=62119,
           seeds=(Seed(), _KAISERSPIEL_CASTLING,
                  Seed(None, ("e2e5", "a9a8", "e5e6", "d9d6"), "perft.md, triple step and en passant"),
                  _KAISERSPIEL_ENDGAME) + _KAISERSPIEL_CORNERS),
    # The same rules against Fairy-Stockfish built from its source (kaiserspiel_modern), the
    # engine of the Kaiserspiel match (scripts/match-kaiserspiel-fsf).
    Target("kaiserspiel-fsf", _KAISERSPIEL + ("array=tressau-1840",), engines=("fsf",),
           fsf_variant="kaiserspiel_modern", fsf_source=True, start_perft3=62119,
           seeds=(Seed(), _KAISERSPIEL_CASTLING,
                  Seed(None, ("e2e5", "a9a8", "e5e6", "d9d6"), "perft.md, triple step and en passant"),
                  _KAISERSPIEL_ENDGAME) + _KAISERSPIEL_CORNERS),
    Target("kaiserspiel-peguilhen", _KAISERSPIEL + ("array=peguilhen-1819",), engines=("sjaak",),
           sjaak_variant="kaiserspiel-b-peguilhen", castling=_castling("e1", "e10", "h1", "b1", "h10", "b10"),
           sjaak_moved_pawns=True,
           seeds=(Seed(), _KAISERSPIEL_CASTLING, _KAISERSPIEL_ENDGAME) + _KAISERSPIEL_CORNERS),
    Target("sultanspiel-fig3", _SULTANSPIEL + ("array=tressau-fig3",), engines=("sjaak",),
           sjaak_variant="sultanspiel-b-fig3", castling=_castling("f1", "f11", "j1", "b1", "j11", "b11"),
           sjaak_moved_pawns=True, start_perft3=90742,
           seeds=(Seed(), _SULTANSPIEL_CASTLING, _SULTANSPIEL_ENDGAME) + _SULTANSPIEL_CORNERS),
    Target("sultanspiel-fig4", _SULTANSPIEL + ("array=tressau-fig4",), engines=("sjaak",),
           sjaak_variant="sultanspiel-b-fig4", castling=_castling("f1", "f11", "j1", "b1", "j11", "b11"),
           sjaak_moved_pawns=True,
           seeds=(Seed(), _SULTANSPIEL_CASTLING, _SULTANSPIEL_ENDGAME) + _SULTANSPIEL_CORNERS),
)}
