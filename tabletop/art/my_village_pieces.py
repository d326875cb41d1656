"""My Village's tiles and odd pieces: overview tiles, the scoring pad, the 2/12, seasonal-worker and
start-player tiles, adventure-point tokens, the wooden rat and the grim-reaper standees.

The overview's turn side follows the rules digest (§4.4): take two dice, activate flags by one of
three options, then the death check.  The set-up side lists what lies where (§3).
"""

from __future__ import annotations

import random

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from . import paper, sprites
from .generic import mix
from .pieces import bevel, wood
from .village_scene import CONTOUR, bridge, cloud, house
from .village_style import CREAM, PARCHMENT, banner, sheet

TURN = (N_("1  Take 2 dice from the pool, change them with coins if you wish, add them up."),
        N_("2  Activate ONE black flag, or white flags of your village, or your village's black flag."),
        N_("3  If your time marker crossed the bridge, a villager dies; then roll the rat die."))
SETUP = (N_("Main board in the middle, village cards around it, customers on the display."),
         N_("Your village board: headman on the main building, time marker on the cloud after the bridge,"),
         N_("the reaper on the bridge, villagers on the profession spaces."))
AP_TONE = (164, 104, 56)


def overview(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    s = sheet((spec.id, face), spec.width, spec.height, scale, tone=PARCHMENT)
    w, h = s.width_mm, s.height_mm
    s.rect(1.5, 1.5, w - 3, h - 3, fill=None, outline=mix(PARCHMENT, CONTOUR, 0.5), line_mm=0.5, radius_mm=2)
    title = _("A TURN") if face else _("SET-UP")
    s.text(title, 4, 3, w - 8, 10, face="title", size_mm=6.5, fill=CONTOUR)
    lines = TURN if face else SETUP
    for i, line in enumerate(lines):
        y = 16 + i * (h - 20) / len(lines)
        if face:
            s.icon(("time", "story", "reaper")[i], 5, y + 2, 12)
        else:
            house(s, 4, y + 1, 13, 13)
        s.text(line, 20, y, w - 24, (h - 20) / len(lines) - 1, face="serif", size_mm=4.2, align="left")
    return s.finish("rect", 2.0, mix(PARCHMENT, CONTOUR, 0.5))


def scoring_pad(spec: PieceSpec, scale: float) -> Image.Image:
    """A pad of score sheets: a column per player, a row per scoring category, a binding on top."""
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=(250, 248, 240))
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, 8, fill=(150, 60, 44), outline=CONTOUR, line_mm=0.4)
    for k in range(7):
        s.ellipse(5 + k * (w - 10) / 6 - 1.5, 2.5, 3, 3, fill=(60, 50, 46), outline=None)
    rows = (N_("villagers"), N_("story"), N_("coins"), N_("cards"), N_("church"), N_("graves"), N_("workers"), N_("total"))
    s.text(N_("SCORES"), 3, 9, w - 6, 8, face="title", size_mm=5, fill=CONTOUR)
    top, row_h = 19.0, (h - 22) / len(rows)
    for i, row in enumerate(rows):
        y = top + i * row_h
        s.draw.line((s.px(2), s.px(y), s.px(w - 2), s.px(y)), fill=(150, 170, 200), width=s.line_px(0.25))
        s.text(row, 3, y, 24, row_h, face="sans", size_mm=3.0, align="left", fill=(60, 70, 100))
    for k in range(4):
        x = 28 + k * (w - 30) / 4
        s.draw.line((s.px(x), s.px(top), s.px(x), s.px(h - 3)), fill=(150, 170, 200), width=s.line_px(0.25))
    return s.finish("rect", 1.0, (170, 160, 150))


def small_tile(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """The 2/12 tile (a white banner), the seasonal worker (-5), the start-player hand (palm or back)."""
    colour = spec.color or (230, 214, 180)
    s = sheet((spec.id, face), spec.width, spec.height, scale, tone=colour)
    w, h = s.width_mm, s.height_mm
    s.rect(0.8, 0.8, w - 1.6, h - 1.6, fill=mix(colour, CREAM, 0.3), outline=mix(colour, CONTOUR, 0.5), line_mm=0.4,
           radius_mm=1.5)
    if spec.id == "tile-2-12":
        banner(s, "2/12", w * 0.12, h * 0.25, w * 0.76, h * 0.42, dark=False)
    elif spec.id == "seasonal-worker":
        s.icon("person", w * 0.1, h * 0.08, h * 0.7, mix(colour, CONTOUR, 0.5))
        s.text("−5", w * 0.45, h * 0.5, w * 0.5, h * 0.4, face="number", size_mm=h * 0.3, fill=(150, 40, 40))
    elif face == 0:
        s.draw.rounded_rectangle(s.box(w * 0.3, h * 0.2, w * 0.4, h * 0.6), radius=s.px(w * 0.16), fill=(236, 196, 160),
                                 outline=CONTOUR, width=s.line_px(0.4))
        for k in range(4):
            s.draw.rounded_rectangle(s.box(w * (0.3 + 0.1 * k), h * 0.06, w * 0.08, h * 0.24), radius=s.px(w * 0.04),
                                     fill=(236, 196, 160), outline=CONTOUR, width=s.line_px(0.3))
        banner(s, "4/10", w * 0.06, h * 0.72, w * 0.5, h * 0.2, dark=True)
    else:
        s.text(_("taken this round"), 3, h * 0.3, w - 6, h * 0.4, face="italic", size_mm=4, fill=CONTOUR)
    return s.finish("rect", 1.2, mix(colour, CONTOUR, 0.5))


def story_token(spec: PieceSpec, scale: float) -> Image.Image:
    """Adventure points: a brown number on a page, on a round token."""
    colour = spec.color or (217, 180, 74)
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=colour)
    w, h = s.width_mm, s.height_mm
    s.ellipse(0.5, 0.5, w - 1, h - 1, fill=colour, outline=mix(colour, CONTOUR, 0.5), line_mm=0.4)
    s.rect(w * 0.24, h * 0.2, w * 0.52, h * 0.6, fill=(246, 238, 214), outline=CONTOUR, line_mm=0.3, radius_mm=0.6)
    s.text(str(spec.data.get("value", "")), w * 0.24, h * 0.22, w * 0.52, h * 0.56, face="number", size_mm=h * 0.38,
           fill=AP_TONE)
    return s.finish("circle", 0, mix(colour, CONTOUR, 0.5))


def rat(spec: PieceSpec, scale: float) -> Image.Image | None:
    """The wooden rat, cut to a rat's outline."""
    size = (max(1, round(spec.width * scale)), max(1, round(spec.height * scale)))
    shape = Image.new("L", size, 0)
    if not sprites.print_silhouette(shape, "rat", (0, 0, size[0], size[1]), 255):  # type: ignore[arg-type]
        return None
    colour = spec.color or (110, 106, 102)
    img = bevel(wood(size, colour, random.Random(paper.seed_of("rat", spec.id))), shape, max(1, round(min(size) * 0.06)))
    img.putalpha(shape)
    return img


def reaper(spec: PieceSpec, scale: float) -> Image.Image:
    """A cardboard grim-reaper standee, seen from above: the printed figure on its base."""
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=(200, 210, 220))
    w, h = s.width_mm, s.height_mm
    cloud(s, 0, h * 0.05, w, h * 0.3, (236, 240, 246))
    s.icon("reaper", w * 0.05, h * 0.12, w * 0.9, (40, 38, 48))
    bridge(s, 0, h * 0.78, w, h * 0.2)
    return s.finish("rect", 1.5, (40, 38, 48))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.id == "overview":
        return overview(spec, face, scale)
    if spec.id == "scoring-pad":
        return scoring_pad(spec, scale)
    if spec.id in ("tile-2-12", "seasonal-worker", "start-player"):
        return small_tile(spec, face, scale)
    if spec.id.startswith("ap-"):
        return story_token(spec, scale)
    if spec.id == "rat":
        return rat(spec, scale)
    if spec.id == "reaper":
        return reaper(spec, scale)
    return None
