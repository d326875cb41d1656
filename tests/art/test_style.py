"""The art's own pictures and conventions: shipped sprites with their licences, pictures chosen from a
card's words, the reconstructed-value mark, the T-shaped Loyang board, text set from glyphs."""

from __future__ import annotations

from msgspec.structs import replace
from PIL import Image

from tabletop.art import sprites
from tabletop.art.glyphs import draw_line, width
from tabletop.art.honesty import mark
from tabletop.art.illustrate import picture_for
from tabletop.art.render import render
from tabletop.art.sprite_build import EMOJI, GAME_ICONS
from tabletop.core.model import PieceSpec
from tabletop.resources import PROJECT_ROOT

ART = PROJECT_ROOT / "sprites" / "art"


def test_every_picture_the_tables_name_is_shipped_with_its_author_and_licence():
    attribution = (ART / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for name, (_icon, _author) in GAME_ICONS.items():
        assert sprites.has_silhouette(name), name
        assert f"`icons/{name}.png`" in attribution
    for name in EMOJI:
        assert sprites.has_emoji(name), name
        assert f"`emoji/{name}.png`" in attribution
    assert "Icons made by" in attribution
    assert (ART / "LICENSE-GameIcons.txt").is_file() and (ART / "LICENSE-NotoColorEmoji.txt").is_file()
    shipped = {p.stem for p in (ART / "icons").glob("*.png")} | {p.stem for p in (ART / "emoji").glob("*.png")}
    assert shipped == set(GAME_ICONS) | set(EMOJI), "only what is used is shipped"


def test_a_card_s_picture_comes_from_its_title_first_then_its_text():
    assert picture_for(["Tiger", "discard 1 wood"], "book") == "tiger"
    assert picture_for(["Unknown thing", "a storm breaks the roof"], "book") == "storm"
    assert picture_for(["Antique Rapier", ""], "book") == "sabre", "a short stem must not match inside a word"
    assert picture_for(["", ""], "book") == "book"


CARD = PieceSpec("c", "card", "Card", ("front", "back"), 63, 88, frozenset({1}), "deck", data={"title": "Card", "points": 2})


def test_reconstructed_faces_carry_a_mark_in_a_corner_and_backs_never_do():
    honest = render("sandbox", CARD, 0, 4.0)
    guessed = replace(CARD, data={**CARD.data, "source": "reconstructed"})
    marked = render("sandbox", guessed, 0, 4.0)
    corner = (honest.width - 40, honest.height - 40, honest.width, honest.height)
    assert honest.crop(corner).tobytes() != marked.crop(corner).tobytes()
    assert honest.crop((0, 0, 100, 100)).tobytes() == marked.crop((0, 0, 100, 100)).tobytes(), "only the corner"
    assert render("sandbox", guessed, 1, 4.0).tobytes() == render("sandbox", CARD, 1, 4.0).tobytes()
    meeple = PieceSpec("m", "pawn", "Member", ("standing",), 14, 20, data={"source": "reconstructed"})
    plain = Image.new("RGBA", (56, 80))
    assert mark(plain.copy(), meeple, 4.0).tobytes() == plain.tobytes(), "wooden pieces carry no print"


def test_loyang_board_is_cut_to_a_t():
    from tabletop.art.contact_sheet import game_specs

    board = game_specs("loyang")["board"]
    image = render("loyang", board, 0, 1.0)
    alpha = image.getchannel("A")
    assert alpha.getpixel((5, image.height - 5)) == 0 and alpha.getpixel((image.width - 5, image.height - 5)) == 0
    assert alpha.getpixel((image.width // 2, image.height - 5)) == 255, "the stem"
    assert alpha.getpixel((5, 5)) > 0 and alpha.getpixel((image.width - 5, 20)) == 255, "the crossbar"


def test_text_is_set_from_glyphs_with_the_advance_it_measures():
    canvas = Image.new("RGB", (300, 60), (255, 255, 255))
    draw_line(canvas, "Hunt", 10, 30, "serif", 24, (0, 0, 0))
    box = Image.eval(canvas.convert("L"), lambda v: 255 - v).getbbox()
    assert box is not None and box[0] >= 10 and abs((box[2] - box[0]) - width("serif", 24, "Hunt")) < 6


def test_a_wooden_piece_has_a_rim_of_the_other_lightness():
    """A black pawn on a dark print, or a white one on a pale board, still shows its outline."""
    for colour, lighter_rim in (((30, 30, 30), True), ((245, 245, 245), False)):
        spec = PieceSpec("pawn", "pawn", "pawn", ("pawn",), 16.0, 16.0, color=colour)
        img = render("sandbox", spec, 0, 8.0).convert("RGBA")
        w, h = img.size
        row = [img.getpixel((x, h * 3 // 4)) for x in range(w)]
        edge = next(p for p in row if p[3] == 255)
        luma = sum(edge[:3]) / 3
        assert (luma > 80) if lighter_rim else (luma < 200), f"{colour}: its edge is {edge}"


def test_seat_colours_read_on_the_hand_strip():
    from tabletop.games import GAME_MODULES, load_game
    from tabletop.ui.painter import lifted

    for game in GAME_MODULES:
        for _name, rgb in load_game(game).colours():
            r, g, b = lifted(rgb)
            assert 0.299 * r + 0.587 * g + 0.114 * b >= 109.5, (game, rgb)
    assert lifted((232, 178, 36)) == (232, 178, 36), "a light colour is kept"
