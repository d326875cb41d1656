"""Replay on screen: the table and the log follow a ``core.replay.Replay``; input that would change the
table is off.

While it is on, the stage draws the replayed table (as the seat holding the computer saw it, or all
of it once the game is over), the log panel shows the whole line with the replayed point marked (a
click on a line goes there), and the VCR bar (``replay_bar``) steps, jumps, plays at 1x, 4x or 16x
and seeks.  No event reaches the table controller: the mouse only moves the view (wheel, right or
middle drag), and the keys are the replay's own.  "Play from here" leaves the replay and takes the
game back to the point shown (``play_lines``), after a question when the whole table must agree.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ..core.replay import Replay
from ..game_text import Entry, log_entries
from ..play_lines import agreement_needed, play_from, why_not_play_from
from .commands import CommandTable
from .i18n import _
from .replay_bar import BAR_HEIGHT, ReplayBar
from .theme import px

if TYPE_CHECKING:
    from .shell_play import PlayScreen

SPEEDS = (1, 4, 16)
ACTIONS_PER_SECOND = 1.0
"""At 1x: one action a second, time to read its log line."""

KEYS: dict[tuple[int, str], str] = {
    (pygame.K_LEFT, ""): "replay_step_back", (pygame.K_RIGHT, ""): "replay_step",
    (pygame.K_LEFT, "shift"): "replay_turn_back", (pygame.K_RIGHT, "shift"): "replay_turn",
    (pygame.K_LEFT, "ctrl"): "replay_round_back", (pygame.K_RIGHT, "ctrl"): "replay_round",
    (pygame.K_PAGEUP, ""): "replay_round_back", (pygame.K_PAGEDOWN, ""): "replay_round",
    (pygame.K_HOME, ""): "replay_start", (pygame.K_END, ""): "replay_end", (pygame.K_SPACE, ""): "replay_play",
    (pygame.K_PLUS, ""): "replay_faster", (pygame.K_EQUALS, ""): "replay_faster", (pygame.K_KP_PLUS, ""): "replay_faster",
    (pygame.K_MINUS, ""): "replay_slower", (pygame.K_KP_MINUS, ""): "replay_slower",
    (pygame.K_b, "ctrl"): "bookmark", (pygame.K_h, ""): "replay_hand",
    (pygame.K_p, ""): "play_from_here", (pygame.K_ESCAPE, ""): "replay_close", (pygame.K_r, "ctrl"): "replay_close",
    (pygame.K_F1, ""): "help", (pygame.K_s, "ctrl"): "save", (pygame.K_TAB, ""): "toggle_log",
}


def _mods(event: pygame.event.Event) -> str:
    mods = getattr(event, "mod", 0)
    return "ctrl" if mods & pygame.KMOD_CTRL else "shift" if mods & pygame.KMOD_SHIFT else ""


class ReplayMode:
    def __init__(self, play: PlayScreen, on_leave: Callable[[], None]) -> None:
        game = play.game
        self.play = play
        self.on_leave = on_leave
        self.replay = Replay(game.session, game.chapters(), game.hotseat.holder, game.is_over())
        self.playing = False
        self.speed = SPEEDS[0]
        self._clock = 0.0
        self._pan: int | None = None
        self.entries: list[Entry] = []
        self._entry_at: list[int] = []
        handlers: dict[str, Callable[[], object]] = {
            "replay_start": lambda: self.seek(0), "replay_end": lambda: self.seek(self.replay.length),
            "replay_step_back": lambda: self.step(-1), "replay_step": lambda: self.step(1),
            "replay_turn_back": lambda: self._moved(self.replay.next_turn(-1)),
            "replay_turn": lambda: self._moved(self.replay.next_turn(1)),
            "replay_round_back": lambda: self._moved(self.replay.next_round(-1)),
            "replay_round": lambda: self._moved(self.replay.next_round(1)),
            "replay_play": self.toggle_play, "replay_speed": self.faster,
            "replay_hand": self.next_hand, "play_from_here": self.play_from_here, "replay_close": self.leave,
            "bookmark": lambda: play.commands.run("bookmark"),
        }
        self.commands = CommandTable(handlers)
        play.ui.selection.clear()
        play.ui.drag = None
        if isinstance(play.scores, pygame_gui.core.UIElement):
            play.scores.kill()  # it would cover the table; the menu shows it again
        self.bar = ReplayBar(play.manager, self._bar_rect(), self.commands, self.seek, self.replay.open)
        play.stage.replay = self.replay
        play.stage.after_lay_out = self.resize
        play.hud.log_view.on_pick = self._picked
        play.stage.lay_out(play.window.get_size())
        self.refresh()

    # -- moving along the line ----------------------------------------------------------------------

    def seek(self, position: int) -> None:
        self._moved(self.replay.seek(position))

    def step(self, by: int) -> None:
        self._moved(self.replay.step(by))

    def _moved(self, _position: int) -> None:
        if self.replay.at_end:
            self.playing = False
        self.refresh()

    def toggle_play(self) -> None:
        if not self.playing and self.replay.at_end:
            self.replay.seek(0)
        self.playing = not self.playing
        self._clock = 0.0
        self.refresh()

    def faster(self) -> None:
        """The speed button cycles 1x, 4x, 16x; the + and - keys go one way each."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.refresh()

    def slower(self) -> None:
        self.speed = SPEEDS[max(0, SPEEDS.index(self.speed) - 1)]
        self.refresh()

    def next_hand(self) -> None:
        """In an open replay, show the next seat's hand in the strip."""
        if not self.replay.open:
            return
        seats = self.play.game.seat_ids
        current = seats.index(self.replay.viewer) if self.replay.viewer in seats else -1
        self.replay.viewer = seats[(current + 1) % len(seats)]
        self.refresh()

    def _picked(self, index: int) -> None:
        if 0 <= index < len(self.entries):
            self.seek(self.entries[index].at)

    # -- leaving ------------------------------------------------------------------------------------

    def play_from_here(self) -> None:
        at = self.replay.position
        if self.replay.at_end:
            self.leave()
            self.play.ui.say(_("This is where the game is: play on."))
            return
        refused = why_not_play_from(self.play.game)
        if refused:
            self.play.dialogs.message(_("Play on from here?"), refused)
            return
        why = agreement_needed(self.play.game, at)

        def go() -> None:
            self.leave()
            self.play.ui.say(play_from(self.play.game, at), 8.0)
            self.play.went_back()

        if why is None:
            go()
        else:
            self.play.dialogs.confirm(_("Play on from here?"), why, go)

    def leave(self) -> None:
        self.playing = False
        self.bar.kill()
        self.play.stage.replay = None
        self.play.stage.after_lay_out = None
        self.play.hud.log_view.on_pick = None
        self.play.hud.log_view.hover = None
        self.play.hud.log_view.mark(None)
        self.play.hud.set_held(False)
        self.play.stage.lay_out(self.play.window.get_size())
        self.on_leave()

    # -- the frame ----------------------------------------------------------------------------------

    def _bar_rect(self) -> pygame.Rect:
        x, y, w, h = self.play.stage.camera.viewport
        height = px(self.play.manager, BAR_HEIGHT)
        return pygame.Rect(x, y + h - height, w, height)

    def resize(self) -> None:
        """After the stage laid itself out (``after_lay_out``: on a new window size, the log folded, the
        band's rows changed with the replayed point's rules): the bar takes the bottom of the table view."""
        camera = self.play.stage.camera
        x, y, w, h = camera.viewport
        camera.viewport = (x, y, w, max(1, h - px(self.play.manager, BAR_HEIGHT)))
        self.bar.place(pygame.Rect(x, y + camera.viewport[3], w, h - camera.viewport[3]))

    def handle(self, event: pygame.event.Event) -> bool:
        """The replay's share of an event: the bar, its keys, and moving the view."""
        if self.bar.process_event(event):
            return True
        camera = self.play.stage.camera
        if event.type == pygame.KEYDOWN:
            name = KEYS.get((event.key, _mods(event)))
            if name is None:
                return False
            if name == "replay_slower":
                self.slower()
            elif name == "replay_faster":
                self.faster()
            elif name in self.commands:
                self.commands.run(name)
            else:
                self.play.commands.run(name)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.play.ui.mouse = event.pos
            if self._pan is not None:
                camera.pan_pixels(*event.rel)
            return True
        if event.type == pygame.MOUSEWHEEL and self.play.stage.on_table(self.play.ui.mouse):
            camera.zoom_at(self.play.ui.mouse, 1 if event.y > 0 else -1 if event.y < 0 else 0)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and self.play.stage.on_table(event.pos):
            self._pan = event.button
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == self._pan:
            self._pan = None
            return True
        return False

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self._clock += dt * ACTIONS_PER_SECOND * self.speed
        steps = int(self._clock + 1e-9)  # ten frames of a tenth of a second make a whole second
        if steps:
            self._clock -= steps
            self.step(steps)

    def refresh(self) -> None:
        """Show where the replay stands: the log marked there, the bar, the status line."""
        game, r = self.play.game, self.replay
        if not r.open:
            r.viewer = game.hotseat.holder  # behind the curtain nobody's hand shows; once lifted, the holder's
        self.entries = log_entries(game, r.length)
        self._entry_at = [e.at for e in self.entries]
        hud = self.play.hud
        hud.set_log([e.text for e in self.entries], frozenset(i for i, e in enumerate(self.entries) if e.header))
        hud.log_view.mark(self._marked())
        hud.set_choices([], lambda _c: None)
        hud.set_held(True)
        rnd = r.round()
        where = _("{n} of {total}", n=r.position, total=r.length)
        if rnd is not None:
            where += " · " + _("round {n}", n=rnd.number)
        self.bar.show_position(r.position, r.length, where)
        self.bar.set_text("replay_play", _("❚❚ Pause") if self.playing else _("▶ Play"))
        self.bar.set_text("replay_speed", f"{self.speed}×")
        if r.open:
            self.bar.set_text("replay_hand", _("Hand: {name}", name=game.seat_name(r.viewer)))
        for name in ("replay_start", "replay_step_back", "replay_turn_back", "replay_round_back"):
            self.bar.enable(name, not r.at_start)
        for name in ("replay_end", "replay_step", "replay_turn", "replay_round"):
            self.bar.enable(name, not r.at_end)
        hud.set_status(self.status())

    def _marked(self) -> int:
        """The log line of the last action replayed (-1: none yet); a header after it (a round, a bookmark
        at that point) is not the line to mark: headers keep their own colour."""
        i = bisect_right(self._entry_at, self.replay.position) - 1
        while i >= 0 and self.entries[i].header:
            i -= 1
        return i

    def status(self) -> str:
        r, game = self.replay, self.play.game
        turn = r.turn()
        who = _("{name}'s turn", name=game.seat_name(turn.seat)) if turn is not None else _("the opening table")
        if r.open:
            seen = _("everything open: the game is over")
        elif r.viewer is None:
            seen = _("every hand hidden")  # the computer plays every seat: nobody's view to show
        else:
            seen = _("as {name} saw it", name=game.seat_name(r.viewer))
        return _("Replay · {who} · {seen}", who=who, seen=seen)
