#!/usr/bin/env python3
"""Generates the Kabir piece set, resources/pieces/kabir/*.svg.

Run from anywhere (Python 3, standard library only):

    python3 scripts/pieces/generate.py            # writes resources/pieces/kabir/
    python3 scripts/pieces/generate.py OUTDIR     # writes elsewhere (for trying changes)

Conventions (see resources/pieces/README.md): viewBox 0 0 100 100, the base's bottom at
y = 90, centred on x = 50; drawn as the White piece in three token colours that the program
replaces per army: BODY #ffffff, OUTLINE #000000, DETAIL #010101. Any other colour is kept as
drawn on every army, so only translucent light and shade use other colours.

The drawing is built from parts (the base, bodies, crowns, the knight's head, ...) written as
path data in absolute commands. Symmetric parts are drawn as their right half only and mirrored
(`sym`). Parts are combined and moved with `place` (scale about a point, shift, mirror), which
rewrites the coordinates, so every file has the same stroke widths whatever the part's size.
The machinery and the shared parts are in parts.py, the pieces of each family in this file or a
module of its own. Change a shared part (the base, the knight's head, the crowns) once there and
rerun.
"""

import os
import sys

from central import PIECES as CENTRAL_PIECES
from parts import *  # noqa: F403 (the drawing machinery and the shared parts)


# ---------------------------------------------------------------------------------------------
# The pieces

def king():
    return stem(45, 9, 19) + collar(39, 15) + king_crown() + base()


def queen():
    return stem(46, 9, 19) + collar(40, 14.5) + queen_crown() + base()


def rook():
    return tower() + battlements() + base()


def bishop():
    return stem(53, 7.5, 18) + collar(48, 13.5) + place(mitre(), s=0.9, cy=48.5) + base()


def knight():
    return place(knight_head(), s=0.95, dx=1, cy=78) + base()


def queen_knight():
    return compound(queen_crown() + collar(40, 14.5), 6.6, 46, 0.84, x=66)


def bishop_knight():
    return compound(mitre() + collar(48, 13.5), 6.5, 54, 0.9, x=66)


def rook_knight():
    return compound(battlements(), 20, 45, 0.86, stem_hw=12)


def short_queen():
    return tower() + crowned_battlements() + base()


def short_superqueen():
    return compound(crowned_battlements(), 4.8, 45, 0.84, x=68, stem_hw=11)


def short_bishop_queen():
    return stem(53, 7.5, 18) + collar(48, 13.5) + crowned_mitre() + base()


def wazir():
    """A small turbaned figure: a low dome wound with two folds, a knob on top."""
    turban = shape(sym("M50 31.5C56.4 31.5 59.4 33.6 60.6 36.4C65.6 38.4 68.4 42.6 67.8 48"
                       "C67.4 52 64.4 55 60.4 55.4H50"))
    turban += line("M33.6 45.6C41 41.6 53 38.6 62.4 39")
    turban += line("M32.8 50.4C43 47.4 55 45 66.4 45.4")
    knob = shape(circle_d(50, 29, 3.2), shade=False)
    return stem(59, 8, 16.5) + collar(54, 13.5) + knob + turban + base(0.88)


def counsellor():
    """A tall turban wound with two folds, a jewel at its front and a plume sweeping back from
    it (the counsellor, ferz or mantri of the old games)."""
    turban = shape(sym("M50 24C57.6 24 63.8 30 64.8 37.6C65.6 44.4 62 50.4 56.6 52.6H50"))
    turban += line("M36.2 36.6C44 33.8 56 33.8 63.8 36.6")
    turban += line("M35.4 44C44 41.4 56 41.4 64.6 44")
    plume = shape("M47.6 27C46 15.6 54 5.6 69 2.6C64.6 9.4 61 17.4 57.6 27.6Z", shade=False)
    plume += line("M52.6 23C54.4 16.4 58.6 10.6 64.6 6.4", w=FW)
    jewel = shape(circle_d(50, 28.6, 3.2), shade=False)
    return stem(58, 8, 16.5) + collar(52.6, 13.5) + plume + turban + jewel + base(0.88)


def elephant():
    """An elephant's head facing left: the great ear laid back over the head, the trunk hanging
    and curling at its tip, a tusk beside it."""
    head = shape("M68 78C70 66 70 54 67 44C64 30 55 20 44 20C34 20 27 27 25 37"
                 "C23 46 21 54 19 62C18 67 17.5 71 19.5 73.5C21.5 76 25.5 75.5 26.5 72.5"
                 "C27 70.5 25.8 69.4 24.6 70.4C25.4 64 28 56 31 50C32.5 53 34 56 36 58"
                 "C38 62 39 70 39 78Z")
    head += line("M20.6 59.4L26.6 60.6M19.8 65L25.6 65.8", w=FW)                            # trunk
    head += dot("M32.6 36.4C34 34.4 37 34 38.6 35C37.4 37 34.4 37.8 32.6 36.4Z")            # eye
    tusk = shape("M34.6 53.4C29.6 58.4 21.4 61 12.4 58.4C15.6 63.8 27.4 64.4 36.8 58Z", shade=False)
    ear = shape("M49 29C57 22.6 69.4 22.6 75.6 30.6C80.8 38.4 79.4 53 73.4 60.4"
                "C68.4 66 60 66.4 56 62C51.8 55 49.2 42 49 29Z")
    ear += line("M55.4 35.6C62 33.2 69.6 36.6 72.2 46", w=FW)
    return head + tusk + ear + base()


def rhinoceros():
    """A rhinoceros's head facing left: a great curved horn on the snout, a small one behind,
    a tubular ear laid back, skin folds on the heavy neck."""
    head = shape("M34 78C34 72 33 68 30 65C26 63 21 62.5 17.5 61C14 60 12.5 58 13 56"
                 "C11 55.4 10 54 10.6 52.4C11.4 50.6 13.2 49.8 15 49.6C13.8 40 15.6 26 24.6 11.6"
                 "C24 22 26.2 33 30 41.6C31 40.8 32.2 40 33.2 39.4"
                 "C34 36 35 32.6 36.4 30C38.6 33 40 36 41 38.6C44 37 46.6 35 48.6 33"
                 "C49.4 28.4 52.4 23.6 56.6 20.8C58.6 19.6 60.6 20 61.2 21.8C61.8 25.2 60.8 28.8 58.6 32"
                 "C65 32 72 38 74.6 47C76.6 56 75.6 68 74 78Z")
    head += dot("M35.6 47.4C37 45.6 39.6 45.2 41 46.2C39.8 48 37.4 48.6 35.6 47.4Z")        # eye
    head += line("M58.4 24.2C57.2 26.4 55.8 28.4 54.2 30.2", w=FW)                         # ear
    head += dot("M13.4 53.4C14.4 51.8 16.4 51.2 17.8 51.8C16.8 53.2 15 54 13.4 53.4Z")     # nostril
    head += line("M13 56C16.6 56.4 20.2 56 23.2 54.8")                              # mouth
    head += line("M30 65C37 61 43 54 45.6 44.6")                                    # jaw
    head += line("M59.2 37.6C55.8 44.6 55.4 52.6 57.8 60")                          # folds
    head += line("M67 42C64 48.6 63.8 56.6 66 63.4")
    return head + base()


def gazelle():
    """A gazelle's head facing left: a slender muzzle, a long ear, two long ringed horns
    sweeping back."""
    horns = shape("M48.4 28.6C47.6 20 50.6 11.6 57.6 5C59 3.7 60.4 2.6 62 1.8"
                  "C59.2 6.6 56.8 12.4 55.8 18.4C55.2 21.8 55.2 25.4 55.8 29Z", shade=False)
    horns += line("M49.4 21.2L55.4 22.6M51.2 15.2L57 17M54.2 10.2L59.2 12.2", w=FW)
    horns = place(horns, dx=4.6, dy=1.8) + horns
    neck = shape("M38 78C39 68 42 58 45.6 50.4C41 52 35 53.6 30 55.4C26.6 56.6 23.6 56.4 22.2 54.6"
                 "C21 53 21.4 51 23.2 49.6C28 45.6 34.6 38.4 40.4 31.6C43 28.4 46.4 26.6 50 26.6"
                 "C54.4 26.6 58 28.6 60.4 31.6C64 36.6 65.8 44 66.2 52C66.8 62 66 71 65.4 78Z")
    ear = shape("M57.2 31.2C62.2 27.4 68 26.2 73.4 27.4C70.2 31.6 65 34.2 59.6 35Z", shade=False)
    face = dot("M42.2 36.8C44 34.6 47 34 49 34.8C47.8 37.2 44.6 38.2 42.2 36.8Z")           # eye
    face += line("M26.2 49.6C29.6 46 33.4 42.6 37.4 39.6", w=FW)                           # stripe
    face += dot("M22.8 51.8C23.6 50.4 25.2 49.8 26.4 50.2C25.8 51.4 24.2 52.2 22.8 51.8Z")  # nostril
    face += line("M45.6 50.4C49.2 45.6 50.2 40.8 49.4 37.6")                        # jaw
    return place(horns + ear + neck + face, s=0.93, cy=78) + base()


# The Indian pieces: figures in robes, turbans, veils and jewels (their parts are in parts.py).

def crown_prince():
    """The crown prince (shahzada): a broad turban wound in slanting folds and strung with
    pearls, a jewel at its front holding an aigrette that bends over forwards; a slim body."""
    turban = shape(sym("M50 24.4C58.6 24.4 64.4 27.6 65.2 33.2C65.8 38.8 62.6 44 57.6 46H50"))
    turban += line("M35.6 35.6C43 31.6 52 29.8 62.2 29.4")
    turban += line("M35.4 41.6C45 37.6 55 35.2 65 35")
    pearls = [(41, 43.6), (47, 42), (53, 41), (59, 40.4)]
    turban += dot("".join(circle_d(x, y, 1.2) for x, y in pearls))
    plume = aigrette(50, 28, 22, 8.4)
    return (stem(51, 7, 15.5) + collar(45.5, 12) + turban + plume + jewel(50, 28.2, 3.6) + base(0.9))


def maharajah():
    """The maharajah: a grand turban worn with a coronet of balled points, a great jewel at its
    front holding a tall aigrette; the king's broad body."""
    turban = shape(sym("M50 12.4C59.6 12.4 65.6 19 65.6 27.4C65.6 32.4 64 36.4 61.6 39H50"))
    turban += line("M35.2 23.6C45 20.4 55 20.4 64.8 23.6")
    coronet = shape(sym("M50 31.6L54.6 27.4L59.4 32.2L67 23.8L72.6 31.2C70.6 34 66 37.6 62.5 43H50"))
    coronet += line("M35.4 38.6C44 37 56 37 64.6 38.6")
    balls = []
    for x, y in [(27.4, 31.2), (33, 23.8), (45.4, 27.4), (54.6, 27.4), (67, 23.8), (72.6, 31.2)]:
        balls += shape(circle_d(x, y - 2.6, 2.7), shade=False)
    plume = aigrette(50, 26.6, 23, 9.4)
    return (stem(49, 9, 19) + collar(43.5, 15) + turban + plume + coronet + balls
            + jewel(50, 28.6, 4.2) + base())


def maharani():
    """The maharani: the queen's coronet over a veil falling to the shoulders, the face in its
    opening; a robed body."""
    body = robe(52, 8, 56, 16.5, 20)
    v = veil(36, 11, 58, 20)
    v += line("M32.4 56.2C44 58.4 56 58.4 67.6 56.2", w=FW)
    crown = place(queen_crown(), s=0.6, dy=-9.6, cy=40)
    return body + v + face(50, 36.6, 5.6, 7) + crown + base()


def begum():
    """The begum, the queen consort: a veiled head with a small tiara, a robed body; smaller
    than the queen."""
    body = robe(56, 7, 60, 14, 17.5)
    v = veil(36.6, 8.8, 58.6, 19)
    v += line("M31.6 58.8C44 61 56 61 68.4 58.8", w=FW)
    tiara = shape(sym("M50 19.4L53 24.6L57.4 22.8L57 29.6C55 28.8 52.6 28.6 50 28.6"), shade=False)
    tiara += dot(circle_d(50, 26.4, 1.4))
    return body + v + face(50, 38.4, 4.6, 5.8) + tiara + base(0.88)


def attendant():
    """The armed attendant: a slim veiled figure, a spear held upright beside her."""
    body = robe(46, 4.4, 50, 10, 15, cx=45)
    v = veil(34, 8, 51, 11.5, cx=45)
    spear = stick(67, 76, 67, 20, hw=1.7)
    spear += shape(sym("M67 3.4C71.4 9 72 15.4 69.2 20.8H67", axis=67), shade=False)
    spear += stick(63.8, 21.8, 70.2, 21.8, hw=1)
    arm = shape("M52.6 53C57 54 61 53 64.6 50.6L66.2 55.6C62 58.6 56.4 59.6 51.8 58.4Z", shade=False)
    hand = shape(circle_d(67, 52.6, 3.4), shade=False)
    return spear + body + v + face(45, 34.6, 4.2, 5.2) + arm + hand + base(0.86)


def urdabeg():
    """The urdabeg, the flying queen of Atranj: the pawn with a small head-dress and two small
    wings, for it goes both ways."""
    wing = shape("M58.6 38C63 33.6 69 31 75.4 31.2C73.4 34 71.4 35.4 68.8 36.2C71.2 36.6 72.4 37.8 73 39.6"
                 "C69.4 40.4 66 40.4 63.2 39.6C65 40.8 65.6 42.2 65.6 43.8C63.4 44.2 61 43.6 59.4 42.6Z",
                 shade=False)
    wings = wing + place(wing, mirror=True)
    cap = shape(sym("M50 29.6C55.6 29.6 59.6 32.6 60 37.6C57 36.4 53.6 36 50 36"), shade=False)
    cap += shape(circle_d(50, 28.4, 2), shade=False)
    return (stem(59, 7, 15.5) + collar(54, 12) + wings + shape(circle_d(50, 43.5, 10.5)) + cap
            + base(0.85))


def kotwala():
    """The kotwal, the fortress commander: a tall turban over the fortress gate, its door
    braced crosswise (the bishop's diagonals)."""
    gate = shape(sym("M50 48H63.4L66.6 78H50"))
    gate += line("M42.4 77V64.6C42.4 55 57.6 55 57.6 64.6V77M43.2 63.4L56.8 76.4M56.8 63.4L43.2 76.4")
    cornice = shape(sym("M50 44.4H67.6C69.4 44.4 69.6 45.4 68.8 47L67.6 49.6H50"))
    turban = shape(sym("M50 7C55 7 58.6 10 60.2 15C63.2 23 64.4 31 63.8 37C63.4 41.6 60.4 44.6 56 45.6H50"))
    turban += line("M37.6 27.8C43 25.6 47.4 23 50 19.6C52.6 23 57 25.6 62.4 27.8")
    turban += line("M36.4 37.4C42.6 35.4 47.4 32.4 50 28.4C52.6 32.4 57.4 35.4 63.6 37.4")
    return gate + cornice + turban + jewel(50, 15.4, 2.8) + base()


def chief_of_army():
    """The chief of the army: a domed helmet with a spike and a nose-guard, a plume of three
    feathers fanning out behind the spike, and a mail hood falling to the shoulders."""
    mail = shape(sym("M50 36H61C62.4 42 64.6 48 68 53.6C62 56 56 56.6 50 56.6"))
    mail += line("M36.4 43.4C45 45 55 45 63.6 43.4", w=FW)
    mail += line("M34.2 49.4C44 51.2 56 51.2 65.8 49.4", w=FW)
    dome = shape(sym("M50 16C58.6 16 63.2 23 63.2 31C63.2 34 62.6 36.4 61.6 38.4H50"))
    dome += line("M37.2 34.6C45 33.4 55 33.4 62.8 34.6")
    spike = shape(sym("M50 6.4L51.8 16.6H50"), shade=False)
    nasal = shape(sym("M50 33.4H51.6V45.6L50 47"), shade=False)
    plume = (feather((55, 19), (57, 12.6), (60, 7.4), (63, 4.2), 6.4, rib=False)
             + feather((55.6, 19.4), (61, 13.6), (67, 9), (74.6, 6.8), 6.4, rib=False)
             + feather((56, 20), (63, 16), (71, 14), (79, 16.4), 6.4, rib=False))
    return (stem(60, 8, 17) + collar(55, 13.5) + plume + spike + mail + dome + nasal
            + shape(circle_d(56.4, 20.6, 2.6), shade=False) + base(0.92))


def bandmaster():
    """The bandmaster: a kettle drum (nagara) laced with straps, two drumsticks crossed over its
    head."""
    sticks = stick(27, 14, 52, 40, hw=1.7) + stick(73, 14, 48, 40, hw=1.7)
    sticks += shape(circle_d(27, 14, 3.4), shade=False) + shape(circle_d(73, 14, 3.4), shade=False)
    bowl = shape(sym("M50 44H74C74 56 68 66 56 70.4L53 71H50"))
    bowl += line("M28.6 50L36 66L43 51L50 69L57 51L64 66L71.4 50")
    head = shape(ellipse_d(50, 44, 24, 5.4))
    return stem(68, 6, 15) + bowl + head + sticks + base(0.92)


def police():
    """The police: a figure in a peaked cap, a long staff (lathi) held across it."""
    body = robe(42, 5, 46, 12.5, 17)
    head = shape(circle_d(50, 33, 8))
    cap = shape("M41.4 29C40.8 26 40.6 23.6 40.8 22.6C38.6 21.6 38 19.8 39.6 18.6C46 16.4 55 16.4 61.4 18.6"
                "C63 19.8 62.4 21.6 60.2 22.6C60.4 23.6 60.2 26 59.6 29Z")
    cap += shape("M41.6 27.6C37.4 28 33.4 29.4 31.2 31.2C35 32 39.4 31.6 43.2 30.4Z", shade=False)
    cap += line("M41.2 25.2C47 24.6 54 24.6 59.8 25.2")
    lathi = stick(34, 76, 70, 8, hw=1.9)
    lathi += line("M46.4 52.6L50.6 54.8M54.6 37L58.8 39.2", w=FW)
    hand = shape(circle_d(57.2, 50.4, 3.4), shade=False)
    return body + head + cap + lathi + hand + base(0.9)


def citizen():
    """The citizen: a plain figure in a simple round cap."""
    body = robe(46, 4.8, 50, 13.6, 16)
    head = shape(circle_d(50, 39, 8.2))
    cap = shape(sym("M50 25.6C55.8 25.6 59.2 29.4 59.2 34.4V36H50"), shade=False)
    cap += line("M41.4 33.2H58.6", w=FW)
    return body + head + cap + base(0.86)


def thon():
    """A Thai spire (the khon or thon of makruk): three tiers, each with a ledge, narrowing to a
    pointed finial over a lotus bud."""
    spire = shape(sym("M50 4.6L52.4 13.6C54.6 14.2 55.6 15.8 55.6 17.6L56.4 24.4H59.2L60.4 33.4H63.6"
                      "L64.8 43H68L68.6 52H50"))
    spire += line("M43.6 24.4H56.4M39.6 33.4H60.4M35.2 43H64.8", w=FW)
    bud = shape(circle_d(50, 16.8, 3.4), shade=False)
    return stem(57, 8.5, 17) + collar(52, 15) + spire + bud + base()


# ---------------------------------------------------------------------------------------------
# The Cambodian pieces of Hill's game (Pritchard 2007, 29.3, editor's note)

def official():
    """The official (ta hien): a robed figure in a tall conical hat with a brim, a scroll held
    across the body."""
    body = robe(47, 5, 51, 13.5, 17.5)
    head = shape(circle_d(50, 39.5, 7.8))
    hat = shape(sym("M50 6L53 14L58.6 30.2H63C64.6 30.2 64.8 32.6 63 33.2H50"))
    hat += line("M43.4 21.4H56.6M41.6 26.4H58.4", w=FW)
    scroll = stick(36, 66, 64, 56, hw=2.6)
    scroll += line("M38.4 62.4L40.2 67.4M59.8 54.6L61.6 59.6", w=FW)
    return body + head + hat + scroll + base(0.9)


def tam_mai():
    """The elephant of Hill's game (tam mai): the elephant's head under a howdah with a pointed
    roof, told apart from the old games' elephant."""
    howdah = shape(sym("M50 3.4L51.6 8.6C56 12 62 16 68.4 18.4C69.8 19 69.6 21.2 68 21.4H50"),
                   shade=False)
    howdah += shape(sym("M50 20.6H64.6V32H50"))
    howdah += line("M41 25.6H59", w=FW)
    head = place(elephant()[:-2], s=0.78, cy=78)   # the head without its base
    return place(howdah, dx=6) + head + base()


def boat():
    """The boat (tuk): a hull with a high curling prow and stern under an arched canopy."""
    hull = shape("M12 27.4C16.6 29.4 19 35 20.8 42.4C22.6 50.6 29 55.6 38 55.6H62"
                 "C71 55.6 77.4 50.6 79.2 42.4C81 35 83.4 29.4 88 27.4"
                 "C88.6 50 79 66 62 68H38C21 66 11.4 50 12 27.4Z")
    hull += line("M22.8 58.4C32 62.6 68 62.6 77.2 58.4", w=FW)
    canopy = shape(sym("M50 30.4C58 30.4 63.6 34.4 64.6 41L65.4 52H50"))
    canopy += line("M42.4 33V52M50 31.8V52M57.6 33V52", w=FW)
    return stem(66, 9, 18) + canopy + hull + base()


def fish_body():
    """A fish facing left, from its snout at x = 19 to its forked tail at x = 82 (y 24 to 53)."""
    body = shape("M19 38.6C24 29.6 34 25.6 46 25.6C56 25.6 63 30 68.4 35.4L80.6 24.6"
                 "C78 31 77 35 77.2 38.6C77 42.2 78 46.2 80.6 52.6L68.4 41.8"
                 "C63 47.2 56 51.6 46 51.6C34 51.6 24 47.6 19 38.6Z")
    body += dot(circle_d(28.4, 35.6, 2.2))
    body += line("M35.4 30.4C38.4 34.4 38.4 42.8 35.4 46.8")                     # gill
    body += line("M44 36.6L49 41M51.2 36.6L56.2 41M47.6 31.4L52.6 35.8", w=FW)   # scales
    return body


def fish():
    """The fish (trei), Hill's pawn: a fish on a short stem."""
    return stem(57, 7, 15.5) + collar(51.6, 12) + place(fish_body(), s=0.82, dy=6, cy=38.6) + base(0.85)


def flipped_fish():
    """The flipped fish: the disk turned over, a ringed face with the fish's outline, crowned with
    the king's small crown for its king's step."""
    disk = shape(circle_d(50, 41.5, 14.2))
    disk += line(circle_d(50, 41.5, 10.4), w=FW)
    engraved = place([("line", d, {"w": FW}) for k, d, o in fish_body()[:1]], s=0.3, dy=3, cy=38.6)
    return (stem(58, 7, 15.5) + collar(53, 12) + disk + engraved + small_crown(28.4, 0.62)
            + base(0.85))


def hia():
    """The hia, the Mongolian bodyguard: a warrior in a pointed helmet with a spike and ear
    flaps, a round shield with a boss held before the body, a spear upright beside him."""
    body = robe(48, 6, 52, 13.5, 18)
    head = shape(circle_d(50, 41.6, 7.2))
    helmet = shape(sym("M50 21.4C53.6 26.6 59 29.6 59.6 37.4H50"))
    flap = shape("M56.4 37.4H59.8C60.4 41.4 59.8 45.4 57.8 48.6C56.2 45.4 55.8 41.4 56.4 37.4Z", shade=False)
    helmet += flap + place(flap, mirror=True)
    spike = stick(50, 21.6, 50, 13.6, hw=1.1) + jewel(50, 12.4, 1.9)
    spear = stick(70, 76, 70, 22, hw=1.6)
    spear += shape(sym("M70 6C73.6 11 74 16.6 71.6 22.4H70", axis=70), shade=False)
    shield = shape(circle_d(48, 61, 12.4))
    shield += line(circle_d(48, 61, 8.8), w=FW)
    return spear + body + head + helmet + spike + shield + jewel(48, 61, 2.8) + base(0.9)


def returning_pawn(steps):
    """The Malay returning pawn: the pawn under the queen's coronet it walks back to earn, with
    one backward chevron on its ball for each diagonal step still to make."""
    coronet = place(queen_crown(), s=0.42, cy=40.0, dy=-9.5)
    chevrons = []
    top = 42.5 - 3.0 * (steps - 1)
    for k in range(steps):
        y = top + 6.0 * k
        chevrons += line("M44 %sL50 %sL56 %s" % (fmt(y - 2.5), fmt(y + 2.5), fmt(y - 2.5)), w=FW)
    return pawn() + coronet + chevrons


# file name -> drawing; the names are the `image` names of the variant files
PIECES = {
    "king": king,
    "queen": queen,
    "rook": rook,
    "bishop": bishop,
    "knight": knight,
    "pawn": pawn,
    "queen-knight": queen_knight,              # Q+N: commander, giraffe, great vizier
    "bishop-knight": bishop_knight,            # B+N: adjutant, vizier
    "rook-knight": rook_knight,                # R+N: marshal, dabbaba
    "rhinoceros": rhinoceros,                  # B+N, Turkish
    "gazelle": gazelle,                        # (3,1) leaper, Turkish
    "short-queen": short_queen,                # R+F
    "short-superqueen": short_superqueen,      # R+F+N
    "short-bishop-queen": short_bishop_queen,  # B+W
    "wazir": wazir,                            # W, Chaturanga 4-84
    "counsellor": counsellor,                  # F and the like: ferz, mantri (the old games)
    "elephant": elephant,                      # A and the like: alfil, gaja (the old games)
    "crown-prince": crown_prince,              # Q+N: shahzada (Atranj, Shataranja, Baroda, Mysore)
    "maharajah": maharajah,                    # Q+N, royal: Maharajah and the Sepoys
    "maharani": maharani,                      # Q+N: Maharaja 12x8
    "begum": begum,                            # K, not royal: Shataranja, Mysore's queen
    "attendant": attendant,                    # one step towards the enemy king: Qatranj
    "urdabeg": urdabeg,                        # steps forward or back, takes diagonally: Atranj
    "kotwala": kotwala,                        # B+N: Shataranja
    "chief-of-army": chief_of_army,            # K + (3,1): Baroda
    "bandmaster": bandmaster,                  # N + (2,0): Baroda
    "police": police,                          # (2,0) and (2,2) forward: Baroda
    "citizen": citizen,                        # K+N: Baroda
    "thon": thon,                              # FfW: makruk's khon
    "official": official,                      # mFcfF: Hill's Cambodian game
    "tam-mai": tam_mai,                        # K, not capturing backwards: Hill's game
    "boat": boat,                              # R: Hill's game
    "fish": fish,                              # fW: Hill's game
    "flipped-fish": flipped_fish,              # K, not royal: Hill's game
    "returning-pawn-3": lambda: returning_pawn(3),  # mbF, three steps to a queen: Malay chess
    "returning-pawn-2": lambda: returning_pawn(2),  # mbF, two steps
    "returning-pawn-1": lambda: returning_pawn(1),  # mbF, one step
    "hia": hia,                                # Q2 with its zone: Hiashatar's bodyguard
    **CENTRAL_PIECES,                          # Timur's Great Chess and Shatra (central.py)
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "resources", "pieces", "kabir")
    os.makedirs(out, exist_ok=True)
    for name, fn in PIECES.items():
        with open(os.path.join(out, name + ".svg"), "w") as f:
            f.write(render(fn(), name))


if __name__ == "__main__":
    main()
