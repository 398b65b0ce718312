"""The live table: play Mexican Train in a notebook with the mouse.

``mt.play()`` opens a settings form (you against three Planner bots, table
rules, a full match), then the table: the picture with your hand below it,
Draw and Pass buttons, the legal moves as buttons, a message line, a log of
every move, save and load. Click a tile in your hand, then a highlighted train
it fits; a tile that fits only one train is played at once.

The widgets hold no rules: every move goes to the engine, an illegal one comes
back as the engine's ``IllegalMove`` text on the message line and the game is
left as it was.

>>> import mextrain as mt
>>> table = mt.play(players=2, bots="greedy", rounds="one", seed=1, delay=0, settings=False)
>>> table.match.round.turn, table.setup.names
(0, ('Player 0', 'Greedy 1'))
>>> table.draw_button.disabled, len(table.move_buttons.children) > 0
(True, True)
"""

from __future__ import annotations

import asyncio
import functools
import html
import inspect
from dataclasses import dataclass, field, replace
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets

from .. import bots as mtbots
from .. import svg as mtsvg
from ..errors import IllegalMove, InvalidPosition
from ..match import Match
from ..moves import DRAW, MEXICAN, PASS, Play
from ..position import MAX_DOCUMENT
from ..rules import MATCH_LENGTHS, Rules
from ..tiles import Tile
from ..session import BOT_NAMES, HUMAN, Setup
from .explain import why_not_playable

__all__ = ["play", "Table", "Setup", "Settings", "Picture", "HUMAN", "BOT_NAMES"]

SAVE_FILE = "mextrain_game.json"
# Default names: "Player 0" for a person, the bot's kind for a bot ("Planner 1").
_LABELS = {HUMAN: "Player", "random": "Random", "greedy": "Greedy", "planner": "Planner",
           "montecarlo": "Monte Carlo"}

_JS = r"""
const GONE = "Python is gone (the kernel was restarted or stopped): this table cannot play on. " +
  "Run its cell again; Load brings back a saved game.";
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "mextrain-picture";
  const note = document.createElement("div");
  note.className = "mextrain-note";
  note.setAttribute("role", "status");
  el.append(box, note);
  let waiting = 0, sent = 0, timer = null, gone = false;
  const answered = () => {
    clearTimeout(timer);
    waiting = 0;
    delete box.dataset.pending;
    note.textContent = "";
  };
  const draw = () => {
    box.innerHTML = model.get("svg");
    box.dataset.version = model.get("version");
    answered();  // a new picture: Python has dealt with the click
  };
  draw();
  model.on("change:svg", draw);
  // The widget manager marks every model dead when the kernel restarts.
  model.on("comm_live_update", () => {
    gone = true;
    box.classList.add("mextrain-gone");
    note.textContent = GONE;
  });
  box.addEventListener("click", (event) => {
    // The second click of a double click would land on the redrawn picture.
    if (event.detail > 1 || waiting) return;
    const hit = event.target.closest(".hand-tile[data-tile], [data-train]");
    if (!hit || !box.contains(hit)) return;
    if (gone) { note.textContent = GONE; return; }
    const msg = hit.hasAttribute("data-tile")
      ? { kind: "tile", value: hit.getAttribute("data-tile") }
      : { kind: "train", value: hit.getAttribute("data-train") };
    waiting = ++sent;
    box.dataset.pending = "";
    model.send({ ...msg, version: model.get("version"), click: waiting });
    timer = setTimeout(() => {
      answered();
      note.textContent = "No answer from Python yet: the kernel is busy, or it was restarted. " +
        "After a restart, run the cell again (Load brings back a saved game).";
    }, 4000);
  });
  model.on("msg:custom", (msg) => {
    if (msg.ack !== undefined) answered();
  });
}
export default { render };
"""

_CSS = """
.mextrain-picture svg { max-width: 100%; height: auto; display: block; }
.mextrain-picture .hand-tile[data-tile], .mextrain-picture [data-train] { cursor: pointer; }
.mextrain-picture .hand-tile[data-tile]:hover { filter: drop-shadow(0 0 3px #1565c0); }
.mextrain-note { color: #b00020; font-weight: bold; }
.mextrain-picture[data-pending], .mextrain-picture[data-pending] * { cursor: progress !important; }
.mextrain-gone { opacity: 0.45; }
"""


class Picture(anywidget.AnyWidget):
    """The table picture; its JavaScript sends clicks on hand tiles
    (``data-tile``) and trains (``data-train``) to Python as
    ``{"kind": "tile"|"train", "value": ..., "version": n, "click": k}``.
    ``version`` names the picture clicked on, so a click on a picture that
    has since been redrawn is recognised and ignored."""

    _esm = _JS
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)

    def show(self, svg: str) -> None:
        if svg != self.svg:
            with self.hold_sync():
                self.svg = svg
                self.version += 1


# ---- who sits where ------------------------------------------------------------

def _default_name(seat: int, kind: str) -> str:
    return f"{_label(kind)} {seat}"


def _label(kind: str) -> str:
    return _LABELS.get(kind, kind.capitalize())


# ---- words ------------------------------------------------------------------

def _train_name(name, names) -> str:
    return "the Mexican train" if name == MEXICAN else f"{names[name]}'s train"


def _train_words(name, seat: int, names) -> str:
    """A train as the log says it, ``seat`` having played on it."""
    return "their own train" if name == seat else _train_name(name, names)


def _move_words(move, seat: int, names) -> str:
    who = names[seat]
    if move is DRAW:
        return f"{who} draws a tile."
    if move is PASS:
        return f"{who} passes; a marker goes on their train."
    return f"{who} plays {move.tile} on {_train_words(move.train, seat, names)}."


def _button_label(move, seat: int, names) -> str:
    if move.train == MEXICAN:
        return f"{move.tile} on Mexican"
    return f"{move.tile} on {'mine' if move.train == seat else names[move.train]}"


def _guarded(method):
    """A click never raises into the notebook: a bug becomes a message."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as e:  # noqa: BLE001 - shown to the player instead of a traceback
            self._say(f"Something went wrong ({type(e).__name__}: {e}); please report it. "
                      f"Every move the table made is in the log.", "error")
    return run


def _bot(kind: str, seed: str):
    """A bot by name; a bot that draws lots is seeded from the match, so the
    same seed replays the same match."""
    if "seed" in inspect.signature(mtbots.NAMES[kind]).parameters:
        return mtbots.get(kind, seed=seed)
    return mtbots.get(kind)


def _close(widgets) -> None:
    """Close widgets taken off the page, with the widgets inside them."""
    for w in widgets:
        _close(getattr(w, "children", ()))
        w.close()


def _running_loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


# ---- the table ------------------------------------------------------------------

class Table(W.VBox):
    """A live game. Built by ``mt.play``; the attributes tests and curious
    players may read: ``match``, ``setup``, ``message`` (the message line as
    text) and ``lines`` (the log: every move in words, oldest first)."""

    def __init__(self, setup: Setup, settings: bool = True, hints: bool = False):
        super().__init__(layout=W.Layout(max_width="980px"))
        self.add_class("mextrain-table")
        self.setup = setup
        self.match: Match | None = None
        self.message = ""
        self.lines: list[str] = []
        self._round_log = 0       # index in ``lines`` where this round's moves start
        self._bots = {}
        self._viewer = None       # the human seat looking at the screen (hot-seat)
        self._selected = None     # the hand tile picked, waiting for a train
        self._thinking = False    # a bot move is scheduled
        self._epoch = 0           # bumped on every change, so stale bot moves are dropped
        self._shown_moves = None

        self.status = W.HTML()
        self.picture = Picture()
        self.picture.on_msg(self._on_picture_msg)
        self.reveal_button = W.Button(description="Show my hand", button_style="primary",
                                      icon="eye", layout=W.Layout(width="auto"))
        self.reveal_button.on_click(lambda _: self.reveal())
        self.cover_text = W.HTML()
        self.cover = W.VBox([self.cover_text, self.reveal_button],
                            layout=W.Layout(border="2px dashed #888", padding="40px", align_items="center"))
        self.message_line = W.HTML()
        self.draw_button = W.Button(description="Draw", icon="download", tooltip="Draw a tile from the boneyard (R9)")
        self.draw_button.on_click(lambda _: self._human_move(DRAW))
        self.pass_button = W.Button(description="Pass", icon="forward", tooltip="Pass; a marker goes on your train (R9, R10)")
        self.pass_button.on_click(lambda _: self._human_move(PASS))
        self.hint_toggle = W.ToggleButton(value=hints, description="Hints", icon="lightbulb-o",
                                          tooltip="Highlight the legal moves on the picture")
        self.hint_toggle.observe(lambda _: self._redraw(), "value")
        self.undo_button = W.Button(description="Undo", icon="undo", tooltip="Take back your last move (practice games)")
        self.undo_button.on_click(lambda _: self.undo())
        self.move_buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.controls = W.HBox([self.draw_button, self.pass_button, self.hint_toggle, self.undo_button])
        self.round_text = W.HTML()
        self.sheet = W.HTML()
        self.next_button = W.Button(description="Next round", button_style="success", icon="play")
        self.next_button.on_click(lambda _: self.next_round())
        self.round_panel = W.VBox([self.round_text, self.sheet, self.next_button])
        self.log_view = W.HTML(layout=W.Layout(max_height="13em", overflow="auto", border="1px solid #ddd",
                                               padding="0 6px"))
        self.file_name = W.Text(value=SAVE_FILE, description="File:", layout=W.Layout(width="320px"))
        self.save_button = W.Button(description="Save", icon="save", tooltip="Save the match to the file (JSON)")
        self.save_button.on_click(lambda _: self.save())
        self.load_button = W.Button(description="Load", icon="folder-open", tooltip="Load a match saved in the file")
        self.load_button.on_click(lambda _: self.load())
        self.new_button = W.Button(description="New game", icon="cog", tooltip="Settings for a new game")
        self.new_button.on_click(lambda _: self.open_settings())
        self.files = W.HBox([self.file_name, self.save_button, self.load_button, self.new_button])
        self.game = W.VBox([self.status, self.picture, self.cover, self.message_line, self.controls,
                            self.move_buttons, self.round_panel, self.log_view, self.files])
        self.settings = Settings(setup, self.start, self._close_settings)
        if settings:
            self.open_settings()
        else:
            self.start(setup)

    # ---- what the player does ---------------------------------------------

    @_guarded
    def start(self, setup: Setup | None = None) -> None:
        """Begin a new match with ``setup`` (the current one when None)."""
        setup = self.setup if setup is None else setup
        match = Match(len(setup.seats), setup.rules, setup.seed)
        self._adopt(setup, match)
        self.lines = [f"New match: {setup.rules.describe()}; seed {match.seed}."]
        self._round_log = 0
        self._round_begins()
        self._turns()

    def open_settings(self) -> None:
        self.settings.reset(self.setup, can_cancel=self.match is not None)
        self.children = (self.settings,)

    def _close_settings(self) -> None:
        self.children = (self.game,)

    @_guarded
    def reveal(self) -> None:
        """Hot-seat: the player to act has the screen; show their hand."""
        if not self._covered():
            self._say("Nothing to reveal: the hand is already shown.")
            return
        self._viewer = self._next_human()
        self._say(self._turn_words())
        self._redraw()

    @_guarded
    def next_round(self) -> None:
        if self.match.is_over:
            self._say("The match is over: click New game to play again.")
            return
        if not self.match.round.is_over:
            self._say("This round is still being played.")
            return
        self.match.next_round()
        self._round_log = len(self.lines)
        self._round_begins()
        self._turns()

    @_guarded
    def undo(self) -> None:
        """Practice games: take back your last move and the bot moves after it."""
        if not self.setup.practice:
            self._say("Undo is for practice games: tick 'Practice' in the settings (New game).")
            return
        rnd = self.match.round
        count = self._undo_count(rnd)
        if not count:
            self._say("Nothing to take back in this round.")
            return
        self._epoch += 1  # a bot move waiting to be made belongs to the old position
        for _ in range(count):
            rnd.undo()
        self._viewer = rnd.turn
        self._selected = None
        moves = f"{count} move{'s' if count > 1 else ''}"
        self.lines.append(f"{self.setup.names[rnd.turn]}: took back {moves}.")
        self._turns(f"Took back {moves}. ")

    def _undo_count(self, rnd) -> int:
        """How many moves to take back to reach the last position where a
        human was to act; 0 when no human has moved in this round."""
        probe = rnd.copy()
        humans = self.setup.humans
        for count in range(1, len(probe.history) + 1):
            probe.undo()
            if probe.turn in humans:
                return count
        return 0

    @_guarded
    def save(self, path=None) -> None:
        """Write the match (``Match.to_json``) to ``path`` or the file box."""
        path = Path(path or self.file_name.value.strip() or SAVE_FILE)
        try:
            path.write_text(self.match.to_json(indent=1), encoding="utf-8")
        except OSError as e:
            self._say(f"Could not save to {path}: {e.strerror or e}.", "error")
            return
        self._say(f"Saved round {self.match.round_number + 1}, move {len(self.match.round.history)} to {path}.")

    @_guarded
    def load(self, path=None) -> None:
        """Replace the game by the match saved in ``path`` (or the file box).
        A missing or broken file changes nothing and says why."""
        path = Path(path or self.file_name.value.strip() or SAVE_FILE)
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read(MAX_DOCUMENT + 1)
            match = Match.from_json(text)
        except FileNotFoundError:
            self._say(f"No saved game at {path}. The game in play is unchanged.", "error")
            return
        except (OSError, UnicodeDecodeError) as e:
            self._say(f"Could not read {path}: {getattr(e, 'strerror', None) or e}. The game in play is unchanged.", "error")
            return
        except InvalidPosition as e:
            self._say(f"{path} is not a saved game this table can load: {e}. The game in play is unchanged.", "error")
            return
        setup = self.setup
        if len(setup.seats) != match.players:
            setup = Setup.build(match.players, humans=(0,), delay=setup.delay, practice=setup.practice)
        setup = replace(setup, rules=match.rules)
        self._adopt(setup, match)
        self.lines.append(f"Loaded {path}: round {match.round_number + 1} of {match.rules.rounds}.")
        self._round_log = len(self.lines) - 1
        self._turns(f"Loaded {path}. ")

    def _adopt(self, setup: Setup, match: Match) -> None:
        self._epoch += 1
        self.setup, self.match = setup, match
        self._bots = {s: _bot(kind, f"{match.seed}/{s}") for s, kind in enumerate(setup.seats) if kind != HUMAN}
        humans = setup.humans
        self._viewer = humans[0] if len(humans) == 1 else None
        self._selected = None
        self.undo_button.layout.display = None if setup.practice else "none"
        self.children = (self.game,)

    def _round_begins(self) -> None:
        rnd = self.match.round
        self.lines.append(f"Round {self.match.round_number + 1} of {self.match.rules.rounds}: "
                        f"engine {rnd.engine}, {self.setup.names[rnd.turn]} starts.")

    # ---- clicks ---------------------------------------------------------------

    def _on_picture_msg(self, _widget, content, _buffers) -> None:
        try:
            self._picture_click(content)
        finally:
            if isinstance(content, dict):
                self.picture.send({"ack": content.get("click")})

    @_guarded
    def _picture_click(self, content) -> None:
        if not isinstance(content, dict) or content.get("kind") not in ("tile", "train"):
            return
        if content.get("version") != self.picture.version:
            self._say("That click was on an older picture (the table had changed): click again.")
            return
        value = str(content.get("value"))[:12]
        if content["kind"] == "tile":
            self.click_tile(value)
        else:
            self.click_train(value)

    @_guarded
    def click_tile(self, text: str) -> None:
        """A click on a hand tile: play it when it fits one train only, else
        pick it and highlight the trains it fits."""
        seat = self._actor()
        if seat is None:
            return
        rnd = self.match.round
        try:
            tile = Tile.parse(text, max_pip=rnd.rules.max_pip)
        except ValueError:
            self._say(f"{text!r} is not a tile.", "error")
            return
        if tile not in rnd.hand(seat):
            self._say(f"{tile} is not in your hand.", "error")
            return
        if tile == self._selected:
            self._selected = None
            self._say(f"{tile} put back. " + self._turn_words())
            self._redraw()
            return
        plays = [m for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == tile]
        if not plays:
            why = why_not_playable(rnd, tile)
            if rnd.legal_moves() == [DRAW]:
                why += " No tile of yours fits: click Draw (R9)."
            elif rnd.legal_moves() == [PASS]:
                why += " Nothing fits: click Pass (R9)."
            self._say(why, "error")
            return
        if len(plays) == 1:
            self._human_move(plays[0])
            return
        self._selected = tile
        where = ", ".join("your own train" if m.train == seat else _train_name(m.train, self.setup.names)
                          for m in plays)
        self._say(f"{tile} fits {where}: click one of the highlighted trains (or {tile} again to put it back).")
        self._redraw()

    @_guarded
    def click_train(self, text: str) -> None:
        """A click on a train: play the picked tile there."""
        seat = self._actor()
        if seat is None:
            return
        rnd = self.match.round
        train = MEXICAN if text == MEXICAN else int(text) if text.isdigit() else None
        if train is None or train != MEXICAN and train >= rnd.players:
            self._say(f"There is no train {text!r} at this table.", "error")
            return
        if self._selected is None:
            self._say("First click a tile in your hand, then the train to play it on.")
            return
        self._human_move(Play(self._selected, train))

    @_guarded
    def _human_move(self, move) -> None:
        seat = self._actor()
        if seat is None:
            return
        try:
            self.match.round.play(move)
        except IllegalMove as e:
            self._say(f"Not allowed: {e}", "error")
            return
        self._selected = None
        self._viewer = seat
        self.lines.append(_move_words(move, seat, self.setup.names))
        self._after_move(seat)
        self._turns()

    def _actor(self) -> int | None:
        """The human seat allowed to act now, or None (and the message says why)."""
        if self.match is None:
            self._say("No game yet: choose the settings and click Start.")
            return None
        rnd = self.match.round
        names = self.setup.names
        if rnd.is_over:
            self._say("The match is over: click New game to play again." if self.match.is_over
                      else "The round is over: click Next round.")
            return None
        if self._covered():
            self._say(f"{names[self._next_human()]}: click Show my hand first.")
            return None
        if rnd.turn not in self.setup.humans:
            self._say(f"Not your turn: wait, {names[rnd.turn]} is thinking.")
            return None
        return rnd.turn

    # ---- turns -----------------------------------------------------------------

    def _turns(self, note: str = "") -> None:
        """Let the bots move until a human must act or the round ends; with a
        delay and a running event loop (Jupyter), one bot move per tick so the
        picture shows each and clicks are answered meanwhile."""
        self._epoch += 1
        rnd = self.match.round
        while not rnd.is_over and rnd.turn in self._bots:
            loop = _running_loop() if self.setup.delay else None
            if loop is not None:
                self._thinking = True
                self._redraw()
                self._say(note + self._turn_words())
                loop.call_later(self.setup.delay, self._bot_tick, self._epoch)
                return
            self._bot_move()
        self._thinking = False
        self._redraw()
        self._say(note + self._turn_words())

    @_guarded
    def _bot_tick(self, epoch: int) -> None:
        if epoch != self._epoch:
            return  # the game was loaded, undone or restarted meanwhile
        self._thinking = False
        self._bot_move()
        self._turns()

    def _bot_move(self) -> None:
        rnd = self.match.round
        seat = rnd.turn
        move = self._bots[seat].choose(rnd.view(seat))
        rnd.play(move)
        self.lines.append(_move_words(move, seat, self.setup.names))
        self._after_move(seat)

    def _after_move(self, seat: int) -> None:
        rnd = self.match.round
        names = self.setup.names
        if rnd.winner is not None:
            self.lines.append(f"{names[rnd.winner]} went out: round {self.match.round_number + 1} is over.")
        elif rnd.is_over:
            self.lines.append(f"Nobody can play any more: round {self.match.round_number + 1} is blocked (R14).")
        elif rnd.rules.announce_last_tile and rnd.hand_sizes[seat] == 1:
            self.lines.append(f"{names[seat]}: one tile left! (C5)")

    def _covered(self) -> bool:
        """Hot-seat: hide the table until the next human to act has the
        screen (R18); the player who has it keeps seeing their hand while the
        bots move."""
        rnd = self.match.round
        if len(self.setup.humans) < 2 or rnd.is_over:
            return False
        return self._viewer is None or (rnd.turn in self.setup.humans and rnd.turn != self._viewer)

    def _next_human(self) -> int:
        """The first human seat to act from the current turn on."""
        rnd = self.match.round
        return next(s % rnd.players for s in range(rnd.turn, rnd.turn + rnd.players)
                    if s % rnd.players in self.setup.humans)

    def _turn_words(self) -> str:
        rnd = self.match.round
        names = self.setup.names
        if self.match.is_over:
            won = " and ".join(names[s] for s in self.match.winners)
            verb = "wins" if len(self.match.winners) == 1 else "win"
            return f"The match is over: {won} {verb}!"
        if rnd.is_over:
            return "The round is over: see the scores, then click Next round."
        if self._covered():
            return f"Pass the screen to {names[self._next_human()]}."
        if rnd.turn not in self.setup.humans:
            return f"{names[rnd.turn]} is thinking..."
        you = "Your turn" if len(self.setup.humans) == 1 else f"{names[rnd.turn]}, your turn"
        legal = rnd.legal_moves()
        if legal == [DRAW]:
            return f"{you}: no tile fits, so draw (R9)."
        if legal == [PASS]:
            return f"{you}: nothing fits{' after drawing' if rnd.has_drawn else ''}, so pass (R9)."
        trains = {m.train for m in legal}
        if len(trains) == 1 and trains <= set(rnd.open_doubles):
            if rnd.extra_play:
                return f"{you} again: cover your double (R11)."
            return f"{you}: the double on {_train_name(trains.pop(), names)} must be covered (R12)."
        if rnd.extra_play:
            return f"{you} again: the double gave you another play (R11)."
        return f"{you}: click a tile in your hand, then a train."

    # ---- drawing -----------------------------------------------------------------

    def _say(self, text: str, kind: str = "info") -> None:
        self.message = text
        color = "#b00020" if kind == "error" else "#1b5e20"
        # data-moves tells a watcher (a browser test) which state the message is about.
        self.message_line.value = (f"<div class='mextrain-message {kind}' role='status' data-moves='{len(self.lines)}' "
                                   f"style='color:{color};font-weight:bold;min-height:1.4em'>"
                                   f"{html.escape(text)}</div>")

    def _redraw(self) -> None:
        """Show the state: the picture first (that is what the player waits for)."""
        match, setup = self.match, self.setup
        if match is None:
            return
        rnd = match.round
        names = setup.names
        covered = self._covered()
        acting = not rnd.is_over and not covered and not self._thinking and rnd.turn in setup.humans
        if covered:
            who = names[self._next_human()]
            self.cover_text.value = (f"<h3 style='margin:0'>Pass the screen to {html.escape(who)}</h3>"
                                     f"<p>The table stays hidden until {html.escape(who)} clicks.</p>")
            self.reveal_button.description = f"I am {who}: show my hand"
            self.picture.show("")  # hidden is not enough: the last hand must leave the page (R18)
        else:
            # Over: every hand face up; no human (bots only): the player to act.
            seat = "all" if rnd.is_over else self._viewer
            highlight = None
            if self._selected is not None and acting:
                highlight = [m for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == self._selected]
            self.picture.show(mtsvg.table(rnd, seat=seat, hints=self.hint_toggle.value and acting,
                                          highlight=highlight, names=names))
        self.picture.layout.display = "none" if covered else None
        self.cover.layout.display = None if covered else "none"
        legal = rnd.legal_moves() if acting else []
        self.draw_button.disabled = DRAW not in legal
        self.pass_button.disabled = PASS not in legal
        self.undo_button.disabled = not (self._undo_count(rnd) and not self._thinking) if setup.practice else True
        self._show_moves(legal, rnd.turn)
        self.status.value = self._status_html()
        self._show_round_end()
        self.log_view.value = self._log_html()

    def _show_moves(self, legal, seat: int) -> None:
        plays = [m for m in legal if isinstance(m, Play)]
        key = (tuple(plays), seat)
        if key == self._shown_moves:
            return
        self._shown_moves = key
        old = self.move_buttons.children
        buttons = []
        for move in plays:
            b = W.Button(description=_button_label(move, seat, self.setup.names), tooltip=str(move),
                         layout=W.Layout(width="auto"))
            b.on_click(lambda _, move=move: self._human_move(move))
            buttons.append(b)
        label = [W.HTML("<span style='margin-right:6px'>Your moves:</span>")] if buttons else []
        self.move_buttons.children = label + buttons
        _close(old)  # a late click on a closed button never reaches Python

    def _status_html(self) -> str:
        """The match around the picture: round, totals, who is to act
        (the picture shows the round itself)."""
        match, rnd = self.match, self.match.round
        names = self.setup.names
        acting = None if rnd.is_over else rnd.turn
        totals = " · ".join(
            f"<span style='{'font-weight:bold' if s == acting else ''}'>{html.escape(names[s])}: {total}</span>"
            for s, total in enumerate(match.totals))
        return (f"<div class='mextrain-status'><b>Round {match.round_number + 1} of {match.rules.rounds}</b>"
                f" · penalty points so far (lowest wins, R17): {totals}</div>")

    def _show_round_end(self) -> None:
        match, rnd = self.match, self.match.round
        if not rnd.is_over:
            self.round_panel.layout.display = "none"
            return
        names = self.setup.names
        how = (f"{html.escape(names[rnd.winner])} went out." if rnd.winner is not None
               else "Blocked: nobody can play any more (R14).")
        cell = "style='padding:2px 12px;text-align:{}'"
        left, right = cell.format("left"), cell.format("right")
        rows = "".join(
            f"<tr><td {left}>{html.escape(names[s])}</td><td {left}>{' '.join(map(str, rnd.hand(s))) or '—'}</td>"
            f"<td {right}>{rnd.penalties[s]}</td><td {right}><b>{match.totals[s]}</b></td></tr>"
            for s in range(rnd.players))
        head = f"<h3 style='margin:4px 0'>Round {match.round_number + 1} is over. {how}</h3>"
        if match.is_over:
            won = ", ".join(html.escape(names[s]) for s in match.winners)
            head += (f"<h3 style='margin:4px 0;color:#1b5e20'>Match over after {match.rules.rounds} round{'s' if match.rules.rounds > 1 else ''}. "
                     f"Winner{'s' if len(match.winners) > 1 else ''}: {won} (lowest total, R17)</h3>")
        self.round_text.value = (head + f"<table class='mextrain-penalties'><tr><th {left}>Player</th>"
                                 f"<th {left}>Tiles left</th><th {right}>Penalty (R15)</th><th {right}>Total</th>"
                                 "</tr>" + rows + "</table>")
        self.sheet.value = mtsvg.score_sheet(match, names=names) if match.is_over else ""
        self.next_button.layout.display = "none" if match.is_over else None
        self.round_panel.layout.display = None

    def _log_html(self) -> str:
        entries = self.lines[self._round_log:]
        items = "".join(f"<li>{html.escape(e)}</li>" for e in reversed(entries))
        return ("<div class='mextrain-log'><b>Moves this round</b> (newest first)"
                f"<ul style='margin:2px 0;padding-left:1.4em'>{items}</ul></div>")


# ---- the settings form ------------------------------------------------------------

_LENGTHS = [("Full match (13 rounds)", "full"), ("Half (6 rounds)", "half"), ("Seven rounds", "seven"),
            ("One round", "one")]


class Settings(W.VBox):
    """The form before the game: players, who plays each seat, rules (preset
    and single switches), match length, seed, bot delay, practice."""

    def __init__(self, setup: Setup, on_start, on_cancel):
        super().__init__(layout=W.Layout(border="1px solid #ccc", padding="8px"))
        self.add_class("mextrain-settings")
        self._on_start, self._on_cancel = on_start, on_cancel
        wide = {"description_width": "140px"}
        self.players = W.BoundedIntText(min=2, max=8, description="Players:", style=wide,
                                        layout=W.Layout(width="220px"))
        self.preset = W.Dropdown(options=[("Table rules", "table"), ("Classic rules", "classic")],
                                 description="Rules:", style=wide, layout=W.Layout(width="360px"))
        self.length = W.Dropdown(options=_LENGTHS, description="Match length:", style=wide,
                                 layout=W.Layout(width="360px"))
        self.multiple_doubles = W.Checkbox(description="Several doubles in one turn (C1)", indent=False)
        self.blank_50 = W.Checkbox(description="0-0 left in hand scores 50 (C2)", indent=False)
        self.classic_hands = W.Checkbox(description="Classic hand sizes (C3)", indent=False)
        self.announce = W.Checkbox(description="Announce the last tile (C5)", indent=False)
        self.seed = W.Text(description="Seed:", placeholder="empty: a new deal each time", style=wide,
                           layout=W.Layout(width="360px"))
        self.delay = W.FloatSlider(min=0, max=3, step=0.1, description="Bot delay (s):", style=wide)
        self.practice = W.Checkbox(description="Practice game (undo allowed)", indent=False,
                                   layout=W.Layout(margin="0 0 0 145px"))
        self.seats = W.VBox()
        self.error = W.HTML()
        self.start_button = W.Button(description="Start", button_style="success", icon="play")
        self.start_button.on_click(lambda _: self.start())
        self.cancel_button = W.Button(description="Back to the game", icon="times")
        self.cancel_button.on_click(lambda _: on_cancel())
        self.players.observe(lambda _: self._seat_rows(), "value")
        self.preset.observe(lambda _: self._apply_preset(), "value")
        switches = W.VBox([self.multiple_doubles, self.blank_50, self.classic_hands, self.announce],
                          layout=W.Layout(margin="0 0 0 145px"))
        self.children = [W.HTML("<h3 style='margin:2px 0'>Mexican Train: a new game</h3>"),
                         self.players, self.seats, self.preset, switches, self.length, self.seed,
                         self.delay, self.practice, self.error,
                         W.HBox([self.start_button, self.cancel_button])]
        self.reset(setup, can_cancel=False)

    def reset(self, setup: Setup, can_cancel: bool) -> None:
        """Fill the form from ``setup``."""
        rules = setup.rules
        self.preset.value = "classic" if rules.multiple_doubles else "table"
        self.multiple_doubles.value = rules.multiple_doubles
        self.blank_50.value = rules.double_blank_points == 50
        self.classic_hands.value = rules.hand_sizes == "classic"
        self.announce.value = rules.announce_last_tile
        lengths = {Rules(rounds=name).rounds: name for name in MATCH_LENGTHS}
        self.length.value = lengths.get(rules.rounds, "full")
        self.seed.value = "" if setup.seed is None else str(setup.seed)
        self.delay.value = setup.delay
        self.practice.value = setup.practice
        # A name box holds only a name someone typed; the default shows as its placeholder.
        self._seed_rows = [(kind, "" if name == _default_name(s, kind) else name)
                           for s, (kind, name) in enumerate(zip(setup.seats, setup.names))]
        old, self.seats.children = self.seats.children, ()
        _close(old)
        if self.players.value == len(setup.seats):
            self._seat_rows()
        self.players.value = len(setup.seats)
        self.error.value = ""
        self.cancel_button.layout.display = None if can_cancel else "none"

    def _apply_preset(self) -> None:
        classic = self.preset.value == "classic"
        for box in (self.multiple_doubles, self.blank_50, self.classic_hands, self.announce):
            box.value = classic

    def _seat_rows(self) -> None:
        """One row per seat, keeping what was typed in the rows that stay."""
        typed = [(row.children[0].value, row.children[1].value) for row in self.seats.children]
        known = typed or self._seed_rows
        rows = []
        for s in range(self.players.value):
            kind, name = known[s] if s < len(known) else ("planner", "")
            kind_box = W.Dropdown(options=[("Human", HUMAN)] + [(_label(b), b) for b in BOT_NAMES], value=kind,
                                  description=f"Seat {s}:",
                                  style={"description_width": "140px"}, layout=W.Layout(width="280px"))
            name_box = W.Text(value=name, placeholder=_default_name(s, kind), layout=W.Layout(width="160px"))
            kind_box.observe(lambda change, box=name_box, s=s: setattr(box, "placeholder", _default_name(s, change.new)),
                             "value")
            rows.append(W.HBox([kind_box, name_box]))
        old = self.seats.children
        self.seats.children = rows
        _close(old)

    def setup(self) -> Setup:
        """The form as a ``Setup``; ``ValueError`` says what to fix."""
        kinds = [row.children[0].value for row in self.seats.children]
        names = [row.children[1].value.strip() or None for row in self.seats.children]
        humans = tuple(s for s, k in enumerate(kinds) if k == HUMAN)
        rules = Rules(multiple_doubles=self.multiple_doubles.value,
                      double_blank_points=50 if self.blank_50.value else 0,
                      hand_sizes="classic" if self.classic_hands.value else "table",
                      announce_last_tile=self.announce.value, rounds=self.length.value)
        text = self.seed.value.strip()
        seed = None if not text else int(text) if text.isdigit() and len(text) < 19 else text[:100]
        return Setup.build(len(kinds), humans=humans, bots={s: k for s, k in enumerate(kinds) if k != HUMAN},
                           rules=rules, seed=seed, delay=self.delay.value, names=names,
                           practice=self.practice.value)

    def start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as e:
            self.error.value = f"<span style='color:#b00020'>{html.escape(str(e))}</span>"
            return
        self.error.value = ""
        self._on_start(setup)


# ---- one call ----------------------------------------------------------------

def play(players: int = 4, humans=(0,), bots="planner", rules=None, rounds=None, seed=None,
         delay: float = 0.8, names=None, practice: bool = False, hints: bool = False,
         settings: bool = True) -> Table:
    """Open a live table: by default you (seat 0) against three Planner bots
    under the table rules, a full match, after a settings form.

    - ``players``: 2..8; ``humans``: the seats played by people (several for
      hot-seat, where a cover hides each hand until its player clicks);
      ``bots``: one bot name for every other seat (``"planner"``,
      ``"greedy"``, ``"random"``, ``"montecarlo"``), or a name per bot seat;
    - ``rules``: ``"table"``, ``"classic"`` or a ``mt.Rules``; ``rounds``: the
      match length (``"full"``, ``"half"``, ``"seven"``, ``"one"`` or 1..13);
    - ``seed``: the same seed deals the same match; ``delay``: seconds
      between bot moves (0 plays them at once); ``names``: one per seat (None
      for the default); ``practice``: allow undo; ``hints``: start with hints on;
      ``settings``: show the settings form first.
    """
    setup = Setup.build(players, humans, bots, rules, rounds, seed, delay, names, practice)
    return Table(setup, settings=settings, hints=hints)
