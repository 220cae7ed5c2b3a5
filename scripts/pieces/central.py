"""The pieces of the games of Central Asia in Pritchard's chapter 29 (29.5) that the chess set
does not draw: Timur's Great Chess (animals, the war engine, the prince and the adventitious
king) and the Altai Shatra (draughtsmen bearing the sign of their chess counterpart).
Part of the Kabir set; see generate.py."""

from parts import *  # noqa: F403 (the drawing machinery and the shared parts)


# ---------------------------------------------------------------------------------------------
# Timur's Great Chess

def giraffe():
    """The giraffe (zurafa): a head facing left on a long neck, two knobbed horns, a small ear
    laid back, a short mane and patches on the neck."""
    horns = stick(43.4, 18.4, 40.6, 8.8, hw=1.5) + stick(48.4, 18, 47.4, 8, hw=1.5)
    horns += shape(circle_d(40.4, 7.6, 2.6), shade=False) + shape(circle_d(47.4, 6.8, 2.6), shade=False)
    ear = shape("M53.4 21.6C57.4 18 63 16.8 67.4 18C64.4 21.6 59.8 23.6 55.2 24Z", shade=False)
    neck = shape("M40 78C41 64 43 50 44.4 39.4C40 39.4 34 40.4 28 41.8C24 42.8 21 42.2 20 40.2"
                 "C18.6 38.4 19 36 20.6 34.6C24 31 29 27 34 23.6C38 20.8 42 18.8 46 18.6"
                 "C52 18.2 56 21 57.6 26C59.6 34 62 48 64 60C65 68 65.4 73 65.4 78Z")
    face = dot("M36.6 27.4C38.4 25.4 41.4 25 43 26.2C41.6 28.2 38.4 28.8 36.6 27.4Z")           # eye
    face += dot("M21.6 36.6C22.6 35.2 24.4 34.8 25.6 35.4C24.8 36.8 23 37.4 21.6 36.6Z")       # nostril
    face += line("M20.8 39.6C23 39.4 25 38.8 26.6 37.8", w=FW)                                 # mouth
    face += line("M58.4 28.6C60.4 38 62 48 63.4 58", w=FW)                                     # mane
    patches = [(48, 33.6, 2.8), (53.4, 41, 3), (47.4, 47.6, 3.2), (54.4, 55, 3.2), (47, 63, 3.4),
               (56, 69.4, 3.2), (50.4, 73.4, 2.4)]
    spots = dot("".join(ellipse_d(x, y, r, r * 0.8) for x, y, r in patches))
    return place(horns + ear + neck + face + spots, s=0.96, cy=78) + base()


def picket():
    """The picket (tali'a), the vanguard: a standard with a swallow-tailed pennant flying from a
    crescent finial, a diagonal band across the pennant for its diagonal move."""
    pole = stick(58, 77, 58, 11.6, hw=2.1)
    finial = shape("M54.8 1.8C51.4 4.8 51.6 10.4 55.8 12.4C59.6 14.2 64 12.4 65 8.6"
                   "C62.6 10.8 58.8 10.8 57 8.8C55 6.8 54.4 4.2 54.8 1.8Z", shade=False)
    pennant = shape("M56 14.6C46 11.4 34 19 16.6 13.6L30.6 26.6L16.6 40C32 36 44 42.4 56 38.4Z")
    pennant += line("M52 16.8L37.4 37.8M44.6 15.4L30.4 35.6", w=FW)
    return stem(62, 7.5, 16) + collar(57, 12.5) + pole + finial + pennant + base(0.9)


def camel():
    """The camel (jamal): a long head facing left with a drooping lip and a heavy-lidded eye,
    raised on a neck that bends forwards from the chest; the hump rises behind it."""
    body = shape("M36 78C35 68 30 60 24 54C19 49 17 44 18 39C15 39 11 38 9.4 36C8 34.4 8.4 32 10 31"
                 "C12 28 16 25 21 23.6C25 22.4 29 22.6 31.4 24.4C33.6 26 34.4 29 33.6 32"
                 "C32.6 38 34 44 38 48.6C41 52 45 52.6 48 50C51 40 56 30.4 63 30.4"
                 "C69.6 30.4 73 38 74 44C78 46 80.6 52 80.6 60C80.6 68 80 73 79.4 78Z")
    ear = shape("M29.4 24C30.6 20.6 33.4 18.6 36.4 18.6C35.6 21.6 33.6 23.8 31.2 25.2Z", shade=False)
    face = dot("M21.6 28.6C23 26.8 25.6 26.4 27.2 27.4C26 29.2 23.2 30 21.6 28.6Z")           # eye
    face += line("M20.6 26.8C22.8 24.6 26.2 24.2 28.6 25.8", w=FW)                             # lid
    face += line("M11.6 32.2C12.8 31.6 14 31.4 15.2 31.6", w=FW)                               # nostril
    face += line("M9.8 34.6C12.6 35 15.2 34.8 17.6 33.6", w=FW)                                # mouth
    face += line("M48 50C46.4 56 46 63 46.8 70", w=FW)                                         # shoulder
    return place(body + ear + face, s=0.97, cy=78) + base()


def war_engine():
    """The war engine (dabbaba): a ram-shed under a pitched roof on two wheels, the ram's beam
    with its iron head thrust out forwards."""
    roof = shape(sym("M50 20L75.4 44.6C76 45.6 75.4 46.8 74.2 46.8H50"))
    roof += line("M40.2 34H59.8M32 41.6H68", w=FW)
    shed = shape(sym("M50 46H67.6V64H50"))
    shed += line("M41.2 47V63M50 47V63M58.8 47V63", w=FW)
    beam = stick(20, 55, 70, 55, hw=3.2)
    ram = shape("M9.6 49.4H22.4V60.6H9.6C7.4 60.6 7.4 49.4 9.6 49.4Z", shade=False)
    ram += line("M14.4 50.6V59.4", w=FW)
    wheels = []
    for x in (33, 67):
        wheels += shape(circle_d(x, 67.8, 9.4))
        wheels += line("M%s 59.8V75.8M%s 67.8H%s" % (fmt(x), fmt(x - 8), fmt(x + 8)), w=FW)
        wheels += shape(circle_d(x, 67.8, 2.6), shade=False)
    return shed + roof + beam + ram + wheels + base()


def prince():
    """The prince (shahzada): the king, smaller, his crown carrying a ball instead of the cross."""
    crown = king_crown()[1:] + shape(circle_d(50, 10.6, 4.2), shade=False)
    return stem(50, 8.5, 17.5) + collar(44.6, 14) + place(crown, s=0.86, dy=4.6, cy=40) + base(0.94)


def adventitious_king():
    """The adventitious king (shah masnu'a), the pawn of pawns crowned: the pawn wearing the
    king's crown with its cross."""
    return pawn() + place(king_crown(cup=33.0, solid_cross=True), s=0.62, dy=0.6, cy=33.0)


# ---------------------------------------------------------------------------------------------
# Shatra: draughtsmen, for they capture by leaping, each bearing the sign of the chess piece it
# moves like; the pieces stand on two men, the shatra on one.

MAN_RX = 23.0       # half the width of a man
MAN_RY = 6.4        # half the height of its top face
MAN_H = 10.0        # its thickness


def man(top):
    """One draughtsman, its top face centred at y = top: the rim with a groove, the face with an
    engraved ring."""
    left, right, bottom = 50 - MAN_RX, 50 + MAN_RX, top + MAN_H
    rim = shape("M%s %sV%sA%s %s 0 0 0 %s %sV%sZ" % tuple(fmt(v) for v in (
        left, top, bottom, MAN_RX, MAN_RY, right, bottom, top)))
    rim += line("M%s %sA%s %s 0 0 0 %s %s" % tuple(fmt(v) for v in (
        left + 0.4, top + MAN_H / 2, MAN_RX - 0.4, MAN_RY, right - 0.4, top + MAN_H / 2)), w=FW)
    face_ = shape(ellipse_d(50, top, MAN_RX, MAN_RY))
    face_ += line(ellipse_d(50, top, MAN_RX * 0.62, MAN_RY * 0.62), w=FW)
    return rim + face_


def men(count):
    """`count` men stacked on the base; returns the drawing and the y of the top face."""
    top = 77 - MAN_H + 1.4
    part = []
    for _ in range(count):
        part += man(top)
        top -= MAN_H
    return part, top + MAN_H


def shatra():
    """The shatra, the pawn: one man with the pawn's ball on it."""
    part, top = men(1)
    return part + shape(circle_d(50, top - 10.4, 11.4)) + base(0.94)


def jalkyn():
    """The jalkyn (bishop): two men with the bishop's mitre."""
    part, top = men(2)
    return part + place(mitre(), s=0.86, dy=top + 1.4 - 48.5, cy=48.5) + base()


def tura():
    """The tura (rook): two men with the rook's battlements."""
    part, top = men(2)
    return part + place(battlements(), s=1.16, dy=top + 1 - 45, cy=45) + base()


def batyr():
    """The batyr (queen): two men with the queen's coronet."""
    part, top = men(2)
    return part + place(queen_crown(), s=1.12, dy=top + 1.2 - 40, cy=40) + base()


def biy():
    """The biy (king): two men with the king's crown."""
    part, top = men(2)
    return part + place(king_crown(), s=1.14, dy=top + 1.2 - 40, cy=40) + base()


# file name -> drawing; the names are the `image` names of the variant files
PIECES = {
    "giraffe": giraffe,                        # [F-W-W-R]: Timur's Great Chess
    "picket": picket,                          # [F-B], a bishop that moves two or more
    "camel": camel,                            # (3,1) leaper
    "war-engine": war_engine,                  # D, the dabbaba
    "prince": prince,                          # K, royal by the option royal-succession
    "adventitious-king": adventitious_king,    # K, the third promotion of the pawn of pawns
    "biy": biy,                                # Shatra's king, captures by a short leap
    "batyr": batyr,                            # Shatra's queen, captures by a long leap
    "tura": tura,                              # Shatra's rook
    "jalkyn": jalkyn,                          # Shatra's bishop
    "shatra": shatra,                          # Shatra's pawn
}
