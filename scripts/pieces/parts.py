"""The drawing machinery and the shared parts of the Kabir piece set (see generate.py): path
data and its transforms, the primitives and their rendering to SVG, the base, stems, crowns,
the knight's head, and the parts of the figures (robe, stick, jewel, feather, veil, face).
"""
import math
import re

BODY = "#ffffff"
OUTLINE = "#000000"
DETAIL = "#010101"
LIGHT = "#fffdf0"      # kept as drawn: translucent light
SHADE = "#2b1d08"      # kept as drawn: translucent shade

SW = 3.0               # outline width, the same in every file
DW = 2.0               # detail lines drawn on the body
FW = 1.6               # fine detail lines (inside an ear, rings of a horn)

# ---------------------------------------------------------------------------------------------
# Path data: parsing, transforming, mirroring

_TOKEN = re.compile(r"[MLHVCSQTAZmlhvcsqtaz]|-?\d*\.?\d+(?:e-?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def parse(d):
    """Absolute path data -> list of (command, [numbers])."""
    out = []
    tokens = _TOKEN.findall(d)
    i = 0
    cmd = None
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            if cmd.upper() != cmd:
                raise ValueError("use absolute commands: " + d)
            i += 1
            if cmd == "Z":
                out.append(("Z", []))
                continue
        n = _ARGS[cmd]
        out.append((cmd, [float(x) for x in tokens[i:i + n]]))
        i += n
        if cmd == "M":
            cmd = "L"
    return out


def fmt(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def unparse(cmds):
    parts = []
    for c, a in cmds:
        parts.append(c + " ".join(fmt(v) for v in a) if a else c)
    return "".join(p if i == 0 or p[0].isalpha() else " " + p for i, p in enumerate(parts))


class T:
    """x' = ax * x + bx, y' = s * y + by (uniform scale, optional mirror in x)."""

    def __init__(self, s=1.0, dx=0.0, dy=0.0, mirror=False, cx=50.0, cy=90.0):
        # scale by s about (cx, cy), then shift by (dx, dy); mirror about x = cx first
        self.s = s
        self.m = -1.0 if mirror else 1.0
        self.ax = s * self.m
        self.bx = cx - self.ax * cx + dx
        self.by = cy - s * cy + dy

    def x(self, x):
        return self.ax * x + self.bx

    def y(self, y):
        return self.s * y + self.by

    def d(self, d):
        out = []
        for c, a in parse(d):
            if c in "MLT":
                a = [self.x(a[0]), self.y(a[1])]
            elif c == "H":
                a = [self.x(a[0])]
            elif c == "V":
                a = [self.y(a[0])]
            elif c in "CSQ":
                a = [self.x(v) if i % 2 == 0 else self.y(v) for i, v in enumerate(a)]
            elif c == "A":
                sweep = a[4] if self.m > 0 else 1 - a[4]
                a = [a[0] * self.s, a[1] * self.s, a[2], a[3], sweep, self.x(a[5]), self.y(a[6])]
            out.append((c, a))
        return unparse(out)


def sym(d, axis=50.0):
    """The right half of a symmetric outline, from a point through the right side to a point,
    made of M, L, C and Q -> the closed whole outline (the left half mirrored and reversed)."""
    cmds = parse(d)
    assert cmds[0][0] == "M"
    pts = [tuple(cmds[0][1])]
    segs = []
    for c, a in cmds[1:]:
        if c == "Z":
            continue
        p0 = pts[-1]
        if c == "L":
            segs.append(("L", p0, [], (a[0], a[1])))
        elif c == "H":
            segs.append(("L", p0, [], (a[0], p0[1])))
        elif c == "V":
            segs.append(("L", p0, [], (p0[0], a[0])))
        elif c == "C":
            segs.append(("C", p0, [(a[0], a[1]), (a[2], a[3])], (a[4], a[5])))
        elif c == "Q":
            segs.append(("Q", p0, [(a[0], a[1])], (a[2], a[3])))
        else:
            raise ValueError("sym: unsupported " + c)
        pts.append(segs[-1][3])

    def mx(p):
        return (2 * axis - p[0], p[1])

    out = [("M", list(pts[0]))]
    for kind, p0, ctl, p1 in segs:
        out.append((kind, [v for q in ctl for v in q] + list(p1)))
    end = pts[-1]
    if abs(end[0] - axis) > 1e-6:
        out.append(("L", list(mx(end))))
    for kind, p0, ctl, p1 in reversed(segs):
        rc = [mx(q) for q in reversed(ctl)]
        out.append((kind, [v for q in rc for v in q] + list(mx(p0))))
    out.append(("Z", []))
    return unparse(out)


def circle_d(cx, cy, r):
    return "M%s %sA%s %s 0 1 0 %s %sA%s %s 0 1 0 %s %sZ" % tuple(
        fmt(v) for v in (cx - r, cy, r, r, cx + r, cy, r, r, cx - r, cy))


def ellipse_d(cx, cy, rx, ry):
    return "M%s %sA%s %s 0 1 0 %s %sA%s %s 0 1 0 %s %sZ" % tuple(
        fmt(v) for v in (cx - rx, cy, rx, ry, cx + rx, cy, rx, ry, cx - rx, cy))


# ---------------------------------------------------------------------------------------------
# Primitives. A part is a list of (kind, path data, options):
#   "shape"  body-coloured, outlined, lit by the shared shading
#   "flat"   body-coloured and outlined, without shading (small parts)
#   "line"   a detail line
#   "dot"    a detail-coloured filled mark (eyes, nostrils, slits)
#   "ink"    an outline-coloured filled mark (the small crosses)
# Shapes are lit by one shared gradient (light from the left, shade on the right) laid over the
# body colour in translucent LIGHT and SHADE, so it works on every army's body colour.


def shape(d, shade=True):
    return [("shape" if shade else "flat", d, {})]


def line(d, w=None):
    return [("line", d, {"w": w or DW})]


def dot(d):
    return [("dot", d, {})]


def ink(d):
    return [("ink", d, {})]


def place(part, s=1.0, dx=0.0, dy=0.0, mirror=False, cx=50.0, cy=90.0):
    t = T(s, dx, dy, mirror, cx, cy)
    return [(k, t.d(d), o) for k, d, o in part]


def render(part, title):
    """The SVG text of a drawing. A shaded shape is written three times: the body colour, the
    shading over it, then the outline on top (so the shading never dims the outline)."""
    body = []
    uses_shade = any(k == "shape" for k, _, _ in part)
    for kind, d, o in part:
        if kind in ("shape", "flat"):
            if kind == "shape":
                body.append('<path d="%s" fill="%s"/>' % (d, BODY))
                body.append('<path d="%s" fill="url(#s)"/>' % d)
                body.append('<path d="%s" fill="none" stroke="%s" stroke-width="%s" '
                            'stroke-linejoin="round"/>' % (d, OUTLINE, fmt(SW)))
            else:
                body.append('<path d="%s" fill="%s" stroke="%s" stroke-width="%s" '
                            'stroke-linejoin="round"/>' % (d, BODY, OUTLINE, fmt(SW)))
        elif kind == "line":
            body.append('<path d="%s" fill="none" stroke="%s" stroke-width="%s" '
                        'stroke-linecap="round" stroke-linejoin="round"/>' % (d, DETAIL, fmt(o["w"])))
        elif kind == "dot":
            body.append('<path d="%s" fill="%s"/>' % (d, DETAIL))
        elif kind == "ink":
            body.append('<path d="%s" fill="%s"/>' % (d, OUTLINE))
    defs = ""
    if uses_shade:
        defs = ('<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">'
                '<stop offset="0" stop-color="%s" stop-opacity="0.12"/>'
                '<stop offset="0.3" stop-color="%s" stop-opacity="0.5"/>'
                '<stop offset="0.55" stop-color="%s" stop-opacity="0"/>'
                '<stop offset="1" stop-color="%s" stop-opacity="0.3"/>'
                '</linearGradient></defs>\n' % (SHADE, LIGHT, LIGHT, SHADE))
    return ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'viewBox="0 0 100 100">\n<title>%s</title>\n%s%s\n</svg>\n'
            % (title, defs, "\n".join(body)))


# ---------------------------------------------------------------------------------------------
# Shared parts: the base, rings, stems

def base(w=1.0):
    """The plinth every piece stands on: a foot and a rounded ring, bottom at y = 90, top of the
    ring at y = 77 (bodies are drawn down to y = 78 behind it). w < 1 narrows it (minor pieces)."""
    foot = "M50 90H77Q80.5 90 79.8 86.8L79 84.6Q78.4 83 76 83H50"
    ring = "M50 77H71.5C75 77 75 83 71.5 83H50"
    return shape(sym(_narrow(foot, w))) + shape(sym(_narrow(ring, w)))


def _narrow(d, w):
    """Path data scaled horizontally by w about x = 50 (for the bases of the minor pieces)."""
    cmds = []
    for c, a in parse(d):
        if c in "MLTCSQ":
            a = [50 + (v - 50) * w if i % 2 == 0 else v for i, v in enumerate(a)]
        elif c == "H":
            a = [50 + (a[0] - 50) * w]
        cmds.append((c, a))
    return unparse(cmds)


def collar(y, hw, h=6.0):
    """A rounded ring across a stem: top at y, half-width hw."""
    r = h / 2
    return shape(sym("M50 %sH%sC%s %s %s %s %s %sH50" % (
        fmt(y), fmt(50 + hw - r), fmt(50 + hw + r * 0.2), fmt(y), fmt(50 + hw + r * 0.2), fmt(y + h),
        fmt(50 + hw - r), fmt(y + h))))


def stem(top, hw_top, hw_bottom, bottom=78.0):
    """A stem flaring from a ring at `top` down to the base."""
    x1 = 50 + hw_top
    x2 = 50 + hw_bottom
    return shape(sym("M50 %sH%sC%s %s %s %s %s %sH50" % (
        fmt(top), fmt(x1), fmt(x1), fmt(top + (bottom - top) * 0.45),
        fmt(x2 - (x2 - x1) * 0.55), fmt(bottom - 6), fmt(x2), fmt(bottom))))


def tower():
    """The rook's tower body with its arched window."""
    return (shape(sym("M50 44H63.5L67 78H50"))
            + dot("M46.6 70V61.2C46.6 56.6 53.4 56.6 53.4 61.2V70Z"))


# ---------------------------------------------------------------------------------------------
# Crowns and tops. Each is drawn at the size of its own piece; the short queens and the
# compounds reuse them, smaller.

def king_crown(cup=40.0, solid_cross=False):
    """The king's crown: three rounded lobes, the middle one carrying the cross; the cup
    narrows down to y = cup. Used by the king and, small, by the short queens."""
    k = (cup - 24.0) / 16.0
    crown = shape(sym("M50 14.2C54.6 14.2 57.2 18.4 56.6 24.2C58.2 20.2 61.6 18.8 64.6 19.8"
                      "C67.4 20.8 69 22.6 68.6 24.6C67.4 %s 63.4 %s 60.5 %sH50" % (
                          fmt(24 + 6.4 * k), fmt(24 + 11.4 * k), fmt(cup))))
    crown += line("M34.8 %sC44 %s 56 %s 65.2 %s" % (fmt(24 + 7.2 * k), fmt(24 + 5.2 * k),
                                                     fmt(24 + 5.2 * k), fmt(24 + 7.2 * k)))
    if solid_cross:   # small crowns: a solid cross in the outline colour stays crisp
        cross = ink(sym("M50 1.5H53.6V6.4H59.4V12H53.6V17H50"))
    else:
        cross = shape(sym("M50 4H52.8V8.4H57.6V13.2H52.8V17H50"), shade=False)
    return cross + crown


def small_crown(y, s):
    """The king's crown, short, scaled by s, the foot of its cup at y (for the short queens)."""
    return place(king_crown(cup=33.0, solid_cross=True), s=s, dy=y - 33.0, cy=33.0)


def queen_crown():
    """The queen's coronet: five points, each carrying a ball, over a flared cup (to y = 40)."""
    crown = shape(sym("M50 13.5Q55.5 29 61 16.5Q66 30 72 21.5C68.5 29 63 34 60.5 40H50"))
    crown += line("M35 31.5C44 29.5 56 29.5 65 31.5")
    balls = []
    for x, y in [(28, 21.5), (39, 16.5), (50, 13.5), (61, 16.5), (72, 21.5)]:
        balls += shape(circle_d(x, y - 3.3, 3.4), shade=False)
    return crown + balls


def mitre():
    """The bishop's mitre with its slit and knob (y = 6.5 to 48.5)."""
    part = shape(circle_d(50, 10.5, 4), shade=False)
    part += shape(sym("M50 14C62 23 68.5 34 62 48.5H50"))
    part += line("M56 25.5Q52.5 32 46 36")
    return part


def crowned_mitre():
    """The mitre wearing the small king's crown instead of its knob (short bishop-queen)."""
    part = shape(sym("M50 17.5C62 25 68.5 35.5 62 48.5H50"))
    part += line("M56.4 27.6Q52.8 33.4 46.4 37")
    return part + small_crown(26.0, 0.7)


def battlements():
    """The rook's corbelled parapet with three merlons (y = 20 to 45)."""
    return (shape(sym("M50 37.5H70.5L64.5 45H50"))
            + shape(sym("M50 20H55.5V26.5H63V20H71.5V38H50")))


def crowned_battlements():
    """The parapet with the king's crown standing in a wide middle crenel (short queens)."""
    part = small_crown(30.0, 0.8)
    part += shape(sym("M50 37.5H70.5L64.5 45H50"))
    part += shape(sym("M50 27H62V20H71.5V38H50"))
    return part


def pawn():
    """The pawn: a ball on a collar. Pieces made from pawns wear it as their body."""
    return stem(57, 7, 15.5) + collar(52, 12) + shape(circle_d(50, 42.5, 11)) + base(0.85)


# ---------------------------------------------------------------------------------------------
# The knight's head

CREST = [((48.6, 16.4), (61, 20), (70.5, 32), (71, 49)), ((71, 49), (71.3, 61), (69.5, 70), (68.5, 78))]


def _bez(seg, t):
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = seg
    u = 1 - t
    x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3
    y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3
    return x, y


def _crest(f):
    """A point on the back of the knight's neck (CREST), f from 0 (poll) to 1 (base), with its
    outward normal (to the back) and its tangent (downwards along the crest)."""
    seg = CREST[0] if f < 0.5 else CREST[1]
    t = f * 2 if f < 0.5 else f * 2 - 1
    p = _bez(seg, t)
    q = _bez(seg, min(1, t + 0.01))
    r = _bez(seg, max(0, t - 0.01))
    tx, ty = q[0] - r[0], q[1] - r[1]
    n = (tx * tx + ty * ty) ** 0.5
    tx, ty = tx / n, ty / n
    return p, (ty, -tx), (tx, ty)


def mane_d(locks=(0.0, 0.13, 0.27, 0.42, 0.58, 0.74, 0.9), reach=(7.5, 8.5, 8.5, 8, 7, 5.5)):
    """The mane: locks of hair flowing back from the crest, `reach` units long, their tips
    swept downwards. Its inner edge is hidden behind the neck."""
    def at(f, off, along=0.0):
        (x, y), (nx, ny), (tx, ty) = _crest(f)
        return (x + nx * off + tx * along, y + ny * off + ty * along)

    start = at(locks[0], 0.5, -3.0)
    d = "M%s %s" % (fmt(start[0]), fmt(start[1]))
    for i in range(len(locks) - 1):
        f0, f1 = locks[i], locks[i + 1]
        r = reach[i]
        c1 = at(f0, r * 0.8, 0.5)
        c2 = at(f0 + (f1 - f0) * 0.6, r * 1.2)
        tip = at(f1, r, 2.5)
        c3 = at(f1, r * 0.4, 0.5)
        notch = at(f1, 1.0)
        d += "C%s %s %s %s %s %s" % tuple(fmt(v) for v in c1 + c2 + tip)
        d += "Q%s %s %s %s" % tuple(fmt(v) for v in c3 + notch)
    end = at(1.0, 1.0)
    d += "L%s 78H60L56 30Z" % fmt(end[0])
    return d


def knight_head():
    """The knight's head facing left, its neck standing on the base (bottom at y = 78)."""
    mane = shape(mane_d())
    head = shape("M31 78C30 70 33 63 40 57C43 54.5 44.5 52 43.5 49.5"
                 "C38 51 31 53.5 26 54.2C22.5 54.8 20 54.3 18.7 52.6"
                 "C17.6 51.2 17.8 50.2 18.6 49.8C16.6 49.2 15.6 47.4 16.2 45.6"
                 "C16.8 43.6 18 42.2 19.6 40.8C23 36.5 28 31 33 26"
                 "C36 23 38.5 20.6 40.6 18.8C39.5 15.5 38.6 11.6 38.8 8.4"
                 "C43 10 46.6 13 48.6 16.4C61 20 70.5 32 71 49C71.3 61 69.5 70 68.5 78Z")
    face = line("M43.5 49.5C47.5 45 48 39.5 45.5 34.5")                                   # jowl
    face += line("M41.2 16.2C40.8 14.4 40.6 12.8 40.8 11.4", w=FW)                         # ear
    face += dot("M31.6 31C33.4 27.8 37 26.4 40.4 27.4C39.4 31 35.4 32.8 31.6 31Z")         # eye
    face += dot("M18.6 44.6C19.8 42.2 22.6 41 24.6 41.6C23.6 43.4 21.2 44.8 18.6 44.6Z")   # nostril
    face += line("M18.6 49.8C20.4 49.6 22 49 23.2 48", w=FW)                               # mouth
    return mane + head + face


def compound(top, top_y, bottom_y, s, x=67.0, stem_hw=8.0):
    """A compound with the knight: `top`, another piece's upper part as drawn for that piece
    (from y = top_y to bottom_y, centred on x = 50), is scaled by s and moved so that its top
    is at y = 5 and its axis at x; it stands on a stem of its own behind the knight's head,
    which stands in front of it on the left, smaller."""
    back = place(top, s=s, dx=x - 50, dy=5.0 - top_y, cx=50, cy=top_y)
    bottom = 5.0 + (bottom_y - top_y) * s
    back_stem = place(stem(bottom - 1, stem_hw * s, stem_hw * s + 4), dx=x - 50)
    horse = place(knight_head(), s=0.8, dx=-10.0, cx=50, cy=78)
    return back_stem + back + horse + base()



# ---------------------------------------------------------------------------------------------
# The figures' shared parts: the robed body, the stick (staff, spear, baton), the jewel, the
# feather and the aigrette (a plume held by a jewel), the veil and the face in its opening.

def robe(neck_y, neck_hw, shoulder_y, shoulder_hw, hem_hw, bottom=78.0, cx=50.0):
    """A robed body: a neck from neck_y, rounded shoulders at shoulder_y, the robe falling to
    the base (its hem hidden behind the base's ring at y = 77)."""
    n, s, h = cx + neck_hw, cx + shoulder_hw, cx + hem_hw
    return shape(sym("M%s %sH%sV%sC%s %s %s %s %s %sC%s %s %s %s %s %sH%s" % tuple(fmt(v) for v in (
        cx, neck_y, n, shoulder_y - 2, n + 1, shoulder_y, s - 3, shoulder_y - 0.4, s - 0.6, shoulder_y + 3,
        s + 0.8, shoulder_y + 12, h - 1, bottom - 10, h, bottom, cx)), axis=cx))


def stick(x0, y0, x1, y1, hw=1.6):
    """A straight stick (staff, spear shaft, baton) from (x0, y0) to (x1, y1), body-coloured and
    outlined, with rounded ends."""
    dx, dy = x1 - x0, y1 - y0
    n = (dx * dx + dy * dy) ** 0.5
    nx, ny = -dy / n * hw, dx / n * hw
    return shape("M%s %sL%s %sA%s %s 0 0 1 %s %sL%s %sA%s %s 0 0 1 %s %sZ" % tuple(fmt(v) for v in (
        x0 + nx, y0 + ny, x1 + nx, y1 + ny, hw, hw, x1 - nx, y1 - ny, x0 - nx, y0 - ny, hw, hw,
        x0 + nx, y0 + ny)), shade=False)


def jewel(x, y, r=3.0):
    """A round jewel with a glint (the detail colour's dot)."""
    return shape(circle_d(x, y, r), shade=False) + dot(circle_d(x - r * 0.25, y - r * 0.25, r * 0.35))


def feather(p0, p1, p2, p3, w, n=18, rib=True):
    """A feather along the cubic curve p0 (its quill, w units wide at the widest) to p3 (its
    tip): body-coloured, outlined, with its rib as a fine detail line."""
    left, right, mid = [], [], []
    for i in range(n + 1):
        t = i / n
        x, y = _bez((p0, p1, p2, p3), t)
        xa, ya = _bez((p0, p1, p2, p3), min(1.0, t + 0.01))
        xb, yb = _bez((p0, p1, p2, p3), max(0.0, t - 0.01))
        tx, ty = xa - xb, ya - yb
        m = (tx * tx + ty * ty) ** 0.5
        nx, ny = -ty / m, tx / m
        half = w / 2 * (0.4 + 0.6 * math.sin(math.pi * min(1.0, t * 1.1))) * (1 - t ** 3)
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
        if t <= 0.8:
            mid.append((x, y))
    pts = left + right[::-1]
    d = "M" + "L".join("%s %s" % (fmt(x), fmt(y)) for x, y in pts) + "Z"
    part = shape(d, shade=False)
    if rib:
        part += line("M" + "L".join("%s %s" % (fmt(x), fmt(y)) for x, y in mid[1:]), w=FW)
    return part


def aigrette(x, y, h, w):
    """The aigrette: a plume held by a jewel at (x, y), rising about h units and bending over
    forwards (to the left) at its tip; w wide."""
    return feather((x, y), (x - 0.045 * h, y - 0.55 * h), (x - 0.18 * h, y - h),
                   (x - 0.56 * h, y - 0.98 * h), w)


def veil(head_y, head_r, shoulder_y, shoulder_hw, cx=50.0):
    """A veil over a round head (its centre at head_y, radius head_r) falling to the shoulders,
    where it spreads to shoulder_hw; its hem rounded over the robe."""
    r = head_r
    return shape(sym("M%s %sC%s %s %s %s %s %sC%s %s %s %s %s %sC%s %s %s %s %s %s" % tuple(
        fmt(v) for v in (
            cx, head_y - r,
            cx + r * 0.6, head_y - r, cx + r, head_y - r * 0.6, cx + r, head_y,
            cx + r, head_y + r * 0.9, cx + shoulder_hw - 1.5, shoulder_y - 6, cx + shoulder_hw, shoulder_y,
            cx + shoulder_hw - 4, shoulder_y + 3, cx + 6, shoulder_y + 3.4, cx, shoulder_y + 3)), axis=cx))


def face(cx, cy, rx, ry):
    """The face in a veil's opening: an oval drawn in a detail line."""
    return line(ellipse_d(cx, cy, rx, ry), w=FW)

