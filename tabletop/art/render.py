"""From a spec and a face to an image: the game's template if it has one for that piece, else by kind.

A game template is a module ``tabletop.art.<game>`` with ``front(spec, face, scale)`` and, if its
backs are its own, ``back(kind, back_name, w, h, colour, scale)``; each returns ``None`` for what it
leaves to the generic templates.  A hidden face is drawn from ``back_key`` alone (game, kind, back name, size, and colour for non-cards:
exactly what ``visibility.back_spec`` keeps), so a face-down card and the stand-in a view shows for it
get the same picture and nothing on it tells which card it is.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from types import ModuleType

from PIL import Image

from ..core.model import PieceSpec
from . import generic, honesty, pieces

RENDERER_VERSION = 10
MAX_BOARD_PX = 4096
BASE_PX_PER_MM = 8.0
GAME_TEMPLATES = {g: f"tabletop.art.{g}" for g in ("my_village", "village", "loyang", "robinson", "sandbox")}

BackKey = tuple[str, str, str, float, float, tuple[int, int, int] | None]
Renderer = Callable[[PieceSpec, int, float], Image.Image]

KIND_RENDERERS: dict[str, Renderer] = {
    "card": generic.card_front,
    "tile": generic.tile_front,
    "board": generic.board,
    "die": pieces.die,
    "pawn": pieces.wooden,
    "cube": pieces.wooden,
    "disc": pieces.wooden,
    "token": pieces.cardboard,
    "coin": pieces.cardboard,
    "marker": pieces.cardboard,
    "good": pieces.cardboard,
    "bag": pieces.bag,
}


def px_per_mm(spec: PieceSpec, base: float = BASE_PX_PER_MM) -> float:
    """``base`` px/mm, lowered so the long side stays within ``MAX_BOARD_PX``."""
    return min(base, MAX_BOARD_PX / max(spec.width, spec.height))


def is_back(spec: PieceSpec, face: int) -> bool:
    return face in spec.hidden_faces


def back_key(game: str, spec: PieceSpec) -> BackKey:
    back = spec.back or spec.kind
    return (game, spec.kind, back, float(spec.width), float(spec.height), spec.color if spec.kind != "card" else None)


def template(game: str) -> ModuleType | None:
    name = GAME_TEMPLATES.get(game)
    return import_module(name) if name else None


def render_back(key: BackKey, scale: float) -> Image.Image:
    game, kind, back, w, h, colour = key
    maker = getattr(template(game), "back", None)
    if maker is not None:
        made: Image.Image | None = maker(kind, back, w, h, colour, scale)
        if made is not None:
            return made
    if kind in ("card", "tile"):
        return generic.card_back(game, kind, back, w, h, scale, colour)
    stand_in = PieceSpec(id=f"back:{kind}:{back}", kind=kind, label=back, faces=(back,), width=w, height=h, color=colour)
    return KIND_RENDERERS.get(kind, generic.tile_front)(stand_in, 0, scale)


def render(game: str, spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """The RGBA image of one visible face at ``scale`` px/mm (hidden faces go through ``render_back``)."""
    if is_back(spec, face):
        return render_back(back_key(game, spec), scale)
    maker = getattr(template(game), "front", None)
    made: Image.Image | None = maker(spec, face, scale) if maker is not None else None
    if made is None:
        made = KIND_RENDERERS.get(spec.kind, generic.tile_front)(spec, face, scale)
    return honesty.mark(made, spec, scale)
