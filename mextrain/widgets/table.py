"""The live table: play Mexican Train in a notebook with the mouse.

``mt.play()`` opens a settings form (you against three Planner bots, table
rules, a full match), then the table: the picture, with your hand drawn
apart below it as big as the screen's width allows,
Draw and Pass buttons, the legal moves as buttons, a message line, a log of
every move, Save (the browser downloads the game) and Load (you upload one).
Click a tile in your hand, then a highlighted train
it fits; a tile that fits only one train is played at once.

The table is a thin adapter over a ``mextrain.session.Session``: the session
decides whose turn it is, what is legal, when the hot-seat cover goes up,
what Undo takes back and what the log says happened; the words come from
``mextrain.words``. An illegal click comes back as the engine's reason on
the message line and the game is left as it was.

>>> import mextrain as mt
>>> table = mt.play(players=2, bots="greedy", rounds="one", seed=1, delay=0, settings=False)
>>> table.match.round.turn, table.setup.names
(0, ('Player 1', 'Greedy 2'))
>>> table.draw_button.disabled, len(table.move_buttons.children) > 0
(True, True)
"""

from __future__ import annotations

import asyncio
import functools
import html
from dataclasses import replace

import anywidget
import ipywidgets as W
import traitlets

from .. import svg as mtsvg
from ..svg import screens
from ..svg.palette import check_style, look, palette_colours
from ..svg.table import WIDTH as TABLE_WIDTH
from ..errors import IllegalMove, InvalidPosition
from ..match import Match
from ..moves import DRAW, MEXICAN, PASS, Play
from ..position import MAX_DOCUMENT
from ..rules import MATCH_LENGTHS, Rules
from ..reasons import MatchOver, PickTrain, RevealFirst
from ..session import BOT_NAMES, HUMAN, Refused, Session, Setup
from ..tiles import Tile
from ..words import table as say
from ..words import words

__all__ = ["play", "Table", "Setup", "Settings", "Picture", "HUMAN", "BOT_NAMES"]

# What a saved game's file is called on the player's computer; Load accepts
# any name. Nothing is ever written on, or read from, the server's disk.
SAVE_FILE = "mextrain-game.json"

_JS = r"""
function render({ model, el }) {
  const texts = () => model.get("texts");
  const box = document.createElement("div");
  box.className = "mextrain-picture";
  // The table above; the hand (when drawn apart) below it, at its own size.
  const board = document.createElement("div");
  board.className = "mextrain-board";
  const hand = document.createElement("div");
  hand.className = "mextrain-hand";
  box.append(board, hand);
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
  const shown = { svg: null, hand: null };
  const drawBoard = () => {
    const svg = model.get("svg");
    if (svg !== shown.svg) board.innerHTML = shown.svg = svg;
    board.dataset.room = model.get("room");
  };
  const drawHand = () => {
    const svg = model.get("hand");
    if (svg !== shown.hand) hand.innerHTML = shown.hand = svg;
    hand.dataset.width = model.get("hand_width");
  };
  const newPicture = () => {
    box.dataset.version = model.get("version");
    answered();  // a new picture: Python has dealt with the click
  };
  drawBoard();
  drawHand();
  newPicture();
  // Both pictures drawn anew for a new width keep the version: the same game.
  model.on("change:svg", drawBoard);
  model.on("change:hand", drawHand);
  model.on("change:hand_width", drawHand);
  model.on("change:room", drawBoard);
  model.on("change:version", newPicture);
  // Python draws the hand for the width it has on the screen, and the table
  // shrinks to leave the hand its height; the table's room is that width and
  // its max-height (the hand's height taken off), so that a projector's text
  // is drawn big enough for the scale the picture gets. Read once laid out,
  // before the frame is painted: a click's redraw forces no layout of its own.
  const sizes = new ResizeObserver(() => {
    box.style.setProperty("--mextrain-hand", `${hand.offsetHeight}px`);
    const width = Math.floor(box.clientWidth);
    const svg = board.querySelector("svg");
    const room = svg ? Math.floor(parseFloat(getComputedStyle(svg).maxHeight)) || 0 : 0;
    if (width && (width !== model.get("width") || room !== model.get("height"))) {
      model.set("width", width);
      model.set("height", room);
      model.save_changes();
    }
  });
  sizes.observe(box);
  sizes.observe(hand);
  // The widget manager marks every model dead when the kernel restarts.
  model.on("comm_live_update", () => {
    gone = true;
    box.classList.add("mextrain-gone");
    note.textContent = texts().gone;
  });
  box.addEventListener("click", (event) => {
    // The second click of a double click would land on the redrawn picture.
    if (event.detail > 1 || waiting) return;
    const hit = event.target.closest(".hand-tile[data-tile], [data-train]");
    if (!hit || !box.contains(hit)) return;
    if (gone) { note.textContent = texts().gone; return; }
    const msg = hit.hasAttribute("data-tile")
      ? { kind: "tile", value: hit.getAttribute("data-tile") }
      : { kind: "train", value: hit.getAttribute("data-train") };
    waiting = ++sent;
    box.dataset.pending = "";
    model.send({ ...msg, version: model.get("version"), click: waiting });
    timer = setTimeout(() => {
      answered();
      note.textContent = texts().no_answer;
    }, 4000);
  });
  model.on("msg:custom", (msg) => {
    if (msg.ack !== undefined) answered();
  });
}
export default { render };
"""

_CSS = """
/* The table fills the width (a projector's too) but leaves the hand, the
   message line and Draw/Pass on the screen below it: past that height it
   shrinks, drawn in the middle of its box. JupyterLab's bars take about
   110 px more. The hand is drawn for its width, shown at its own size. */
.mextrain-board svg { width: 100%; height: auto; max-height: calc(100vh - 140px - var(--mextrain-hand, 0px));
                      display: block; }
.jp-LabShell .mextrain-board svg { max-height: calc(100vh - 250px - var(--mextrain-hand, 0px)); }
/* Voila's page is a JupyterLab shell too, with no bars. */
body.jp-Notebook > .jp-LabShell .mextrain-board svg { max-height: calc(100vh - 140px - var(--mextrain-hand, 0px)); }
.mextrain-hand svg { max-width: 100%; height: auto; display: block; }
/* A projector: the words around the picture readable from the back row. */
@media (min-width: 1700px) {
  .mextrain-table .widget-html-content, .mextrain-table .widget-button, .mextrain-table .widget-toggle-button,
  .mextrain-table .widget-upload, .mextrain-table .widget-label { font-size: 18px; height: auto; min-height: 36px; }
}
.mextrain-picture .hand-tile[data-tile], .mextrain-picture [data-train] { cursor: pointer; }
.mextrain-picture .hand-tile[data-tile]:hover { filter: drop-shadow(0 0 3px #1565c0); }
.mextrain-note { color: #b00020; font-weight: bold; }
.mextrain-picture[data-pending], .mextrain-picture[data-pending] * { cursor: progress !important; }
.mextrain-gone { opacity: 0.45; }
"""


_DOWNLOAD_JS = r"""
function render({ model, el }) {
  // Python sends {name, text}; the browser saves it as a file of the user's.
  model.on("msg:custom", (msg) => {
    const url = URL.createObjectURL(new Blob([msg.text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = msg.name;
    el.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}
export default { render };
"""


_LIVE_JS = r"""
function render({ model, el }) {
  // One element for the widget's life: screen readers announce changes to a
  // live region they already know, not a region that is itself new.
  const region = document.createElement("div");
  region.className = "mextrain-live";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  el.append(region);
  const speak = () => { region.textContent = model.get("text"); };
  speak();
  model.on("change:serial", speak);
}
export default { render };
"""

# Visually hidden but read: the message line shows the same words to the eye.
_LIVE_CSS = """
.mextrain-live { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
                 overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
"""


class LiveRegion(anywidget.AnyWidget):
    """What a screen reader announces (``aria-live``): ``say(text)`` replaces
    it; ``serial`` changes every time so the same words twice are read twice."""

    _esm = _LIVE_JS
    _css = _LIVE_CSS
    text = traitlets.Unicode("").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)

    def say(self, text: str) -> None:
        with self.hold_sync():
            self.text = text
            self.serial += 1


_NAMES_JS = r"""
function render({ el }) {
  // ipywidgets' slider handle (role="slider") is not tied to the slider's
  // label, so a screen reader reads it without a name: give it the label's.
  const name = (form) => {
    for (const slider of form.querySelectorAll(".widget-slider")) {
      const handle = slider.querySelector("[role=slider]:not([aria-label])");
      const label = slider.querySelector(".widget-label");
      if (handle && label) handle.setAttribute("aria-label", label.textContent);
    }
  };
  const attach = () => {
    const form = el.closest(".mextrain-settings");
    if (!form) return requestAnimationFrame(attach);  // not on the page yet
    name(form);
    new MutationObserver(() => name(form)).observe(form, { childList: true, subtree: true });
  };
  attach();
}
export default { render };
"""


class SliderNames(anywidget.AnyWidget):
    """Put inside a form: names its sliders' handles for screen readers."""

    _esm = _NAMES_JS


class Download(anywidget.AnyWidget):
    """Hands a text to the browser as a download (``send_file``): works the
    same in JupyterLab, Voila and JupyterLite, with no file on the server."""

    _esm = _DOWNLOAD_JS

    def send_file(self, name: str, text: str) -> None:
        self.send({"name": name, "text": text})


def _texts(w) -> dict:
    """What the picture's JavaScript says on its own, when Python cannot answer."""
    return {"gone": say.kernel_gone(w), "no_answer": say.no_answer(w)}


class Picture(anywidget.AnyWidget):
    """The table picture, and the hand when it is drawn apart (``hand``,
    below the table); its JavaScript sends clicks on hand tiles
    (``data-tile``) and trains (``data-train``) to Python as
    ``{"kind": "tile"|"train", "value": ..., "version": n, "click": k}``.
    ``version`` names the picture clicked on, so a click on a picture that
    has since been redrawn is recognised and ignored. ``width``: the
    picture's width on the screen in CSS pixels, as the browser reports it
    (0 until it does); ``height``: the most the table's picture may be tall
    there (0: no limit known). ``texts``: what it says when Python is gone or slow
    (the words layer's, sent with the picture)."""

    _esm = _JS
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    hand = traitlets.Unicode("").tag(sync=True)
    hand_width = traitlets.Int(0).tag(sync=True)  # the width ``hand`` was drawn for (tests wait for it)
    version = traitlets.Int(0).tag(sync=True)
    width = traitlets.Int(0).tag(sync=True)
    height = traitlets.Int(0).tag(sync=True)
    room = traitlets.Int(0).tag(sync=True)  # the ``height`` ``svg`` was drawn for (tests wait for it)
    texts = traitlets.Dict(_texts(words())).tag(sync=True)

    def show(self, svg: str, hand: str = "", hand_width: int = 0, room: int = 0) -> None:
        if svg != self.svg or hand != self.hand:
            with self.hold_sync():
                self.svg, self.hand, self.hand_width, self.room = svg, hand, hand_width, room
                self.version += 1

    def lay_out(self, svg: str, hand: str = "", hand_width: int = 0, room: int = 0) -> None:
        """The same pictures drawn again for a new width: a click on the old
        layout means the same tile or train, so the version stays."""
        with self.hold_sync():
            self.svg, self.hand, self.hand_width, self.room = svg, hand, hand_width, room


# The buttons that say "go on", in colours white text is readable on (contrast
# 7:1 and more, WCAG AA asks 4.5:1): Jupyter's own success and primary colours
# give 2.8:1 and 3.1:1.
_STRONG = {"success": {"button_color": "#1b5e20", "text_color": "white"},
           "primary": {"button_color": "#0d47a1", "text_color": "white"}}


def _guarded(method):
    """A click never raises into the notebook: a bug becomes a message."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as e:  # noqa: BLE001 - shown to the player instead of a traceback
            self._say(say.went_wrong(self.words, e), "error")
    return run


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


def _check_palette(palette: str) -> str:
    palette_colours(palette)  # raises ValueError naming the palettes there are
    return palette


def _train(text: str):
    """A train clicked on the picture: ``"mexican"`` or a seat in ASCII digits, else None."""
    if text == MEXICAN:
        return MEXICAN
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 2 else None


# ---- the table ------------------------------------------------------------------

class Table(W.VBox):
    """A live game over a ``Session`` (or a new one from a ``Setup``), in
    ``language`` (a language code or a ``mextrain.words.Words``; None: the
    kit's). Built by ``mt.play``; the attributes tests and curious players
    may read: ``session``, ``match``, ``setup``, ``message`` (the message
    line as text) and ``lines`` (the public log: every move in words, oldest
    first)."""

    def __init__(self, setup: Setup | Session, settings: bool = True, hints: bool = False, language=None,
                 style: str | None = None, palette: str | None = None):
        super().__init__()
        self.add_class("mextrain-table")
        w = self.words = words(language)
        self.session: Session | None = None
        self._setup = setup.setup if isinstance(setup, Session) else setup  # the form's, before a game
        self.message = ""
        self._lines: tuple = (None, None, [])  # the session and last event the lines were made for, the lines
        self._selected = None     # the hand tile picked, waiting for a train
        self._thinking = False    # a bot move is scheduled
        self._shown_moves = None
        self._announced = (None, 0)  # the session and how many log lines the live region has read out
        # How the tiles look is this screen's choice, not the game's: a saved
        # game carries none, and Load keeps the look of the table it lands on.
        # None: the kit's (mt.set_style).
        self.style, self.palette = look(style, palette)

        self.status = W.HTML()
        self.picture = Picture()
        self.picture.texts = _texts(w)
        self.picture.on_msg(self._on_picture_msg)
        self._shown = None  # what the pictures show: (view, hints, highlight); None: nothing (the cover)
        self.picture.observe(lambda _: self._lay_out(), ["width", "height"])
        self.reveal_button = W.Button(description=w._("Show my hand"), icon="eye", style=_STRONG["primary"],
                                      layout=W.Layout(width="auto"))
        self.reveal_button.on_click(lambda _: self.reveal())
        self.cover_text = W.HTML()
        self.cover = W.VBox([self.cover_text, self.reveal_button],
                            layout=W.Layout(border="2px dashed #888", padding="40px", align_items="center"))
        self.message_line = W.HTML()
        self.live = LiveRegion()
        self.draw_button = W.Button(description=w._("Draw"), icon="download",
                                    tooltip=w._("Draw a tile from the boneyard (R9)"))
        self.draw_button.on_click(lambda _: self._human_move(DRAW))
        self.pass_button = W.Button(description=w._("Pass"), icon="forward",
                                    tooltip=w._("Pass; a marker goes on your train (R9, R10)"))
        self.pass_button.on_click(lambda _: self._human_move(PASS))
        self.hint_toggle = W.ToggleButton(value=hints, description=w._("Hints"), icon="lightbulb-o",
                                          tooltip=w._("Highlight the legal moves on the picture"))
        self.hint_toggle.observe(lambda _: self._redraw(), "value")
        self.undo_button = W.Button(description=w._("Undo"), icon="undo",
                                    tooltip=w._("Take back your last move (practice games)"))
        self.undo_button.on_click(lambda _: self.undo())
        self.move_buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.controls = W.HBox([self.draw_button, self.pass_button, self.hint_toggle, self.undo_button])
        self.round_text = W.HTML()
        self.sheet = W.HTML()
        self.next_button = W.Button(description=w._("Next round"), icon="play", style=_STRONG["success"])
        self.next_button.on_click(lambda _: self.next_round())
        self.round_panel = W.VBox([self.round_text, self.sheet, self.next_button])
        self.log_view = W.HTML(layout=W.Layout(max_height="13em", overflow="auto", border="1px solid #ddd",
                                               padding="0 6px"))
        self.download = Download()
        self.save_button = W.Button(description=w._("Save"), icon="save",
                                    tooltip=w._("Download the game to your computer (JSON)"))
        self.save_button.on_click(lambda _: self.save())
        self.load_button = W.FileUpload(accept=".json,application/json", multiple=False,
                                        description=w._("Load"), icon="folder-open",
                                        tooltip=w._("Load a game you saved (a JSON file from your computer)"))
        self.load_button.observe(self._uploaded, "value")
        self.new_button = W.Button(description=w._("New game"), icon="cog", tooltip=w._("Settings for a new game"))
        self.new_button.on_click(lambda _: self.open_settings())
        self.files = W.HBox([self.save_button, self.load_button, self.new_button, self.download])
        self.game = W.VBox([self.status, self.picture, self.cover, self.message_line, self.controls,
                            self.move_buttons, self.round_panel, self.log_view, self.files, self.live])
        self.settings = Settings(self._setup, self.start, self._close_settings, language=w)
        if isinstance(setup, Session):
            self._adopt(setup)
            self._turns()
        elif settings:
            self.open_settings()
        else:
            self.start(setup)

    # ---- what tests and players read ----------------------------------------------

    @property
    def match(self) -> Match | None:
        return None if self.session is None else self.session.match

    @property
    def setup(self) -> Setup:
        return self._setup if self.session is None else self.session.setup

    @property
    def lines(self) -> list[str]:
        """The log as everyone at the table may read it, in words."""
        s = self.session
        if s is None:
            return []
        log = s.log
        session, last, lines = self._lines
        known = len(lines)
        # The log only grows, until a load replaces it: then every line is made anew.
        if session is not s or known > len(log) or known and log[known - 1] is not last:
            known, lines = 0, []
        if known < len(log):
            lines = lines + [say.line(self.words, e.visible_to(None), s) for e in log[known:]]
            self._lines = (s, log[-1], lines)
        return lines

    # ---- what the player does ---------------------------------------------

    @_guarded
    def start(self, setup: Setup | None = None, style: str | None = None, palette: str | None = None) -> None:
        """Begin a new match with ``setup`` (the current one when None),
        drawn in ``style`` and ``palette`` (None: as now)."""
        self.style = self.style if style is None else check_style(style)
        self.palette = self.palette if palette is None else _check_palette(palette)
        self._adopt(Session(self.setup if setup is None else setup))
        self._turns()

    def open_settings(self) -> None:
        self.settings.reset(self.setup, can_cancel=self.session is not None, style=self.style,
                            palette=self.palette)
        self.children = (self.settings,)

    def _close_settings(self) -> None:
        self.children = (self.game,)

    @_guarded
    def reveal(self) -> None:
        """Hot-seat: the player to act has the screen; show their hand."""
        try:
            self.session.reveal()
        except Refused as e:
            self._say(say.refusal(self.words, e.reason))
            return
        self._redraw()
        self._say(self._prompt())

    @_guarded
    def next_round(self) -> None:
        try:
            self.session.next_round()
        except Refused as e:
            self._say(say.refusal(self.words, e.reason))
            return
        self._selected = None
        self._turns()

    @_guarded
    def undo(self) -> None:
        """Practice games: take back your last move and the bot moves after it."""
        try:
            events = self.session.undo()
        except Refused as e:
            self._say(say.refusal(self.words, e.reason))
            return
        self._selected = None
        self._turns(say.took_back(self.words, events[0].count))

    @_guarded
    def save(self) -> str:
        """Hand the game (``Session.to_json``: seats, names, rules, log) to the
        browser as a download; return its text."""
        text = self.session.to_json(indent=1)
        self.download.send_file(SAVE_FILE, text)
        self._say(say.saved(self.words, self.session, SAVE_FILE))
        return text

    def _uploaded(self, change) -> None:
        if not change["new"]:
            return  # the upload box emptied below
        (upload,) = change["new"]
        with self.load_button.hold_trait_notifications():
            self.load_button.value = ()  # the same file can be loaded again
        self.load(bytes(upload["content"]), upload["name"])

    @_guarded
    def load(self, data: bytes | str, name: str = SAVE_FILE) -> None:
        """Replace the game by the one saved in ``data`` (a file's bytes, as
        Load uploads it, or its text), called ``name`` in what the table says:
        its seats, names, rules and log (a bare match of older versions keeps
        this table's seats). Anything else changes nothing and says why."""
        session = self.session or Session(self.setup)
        try:
            if len(data) > MAX_DOCUMENT:
                raise InvalidPosition(f"longer than {MAX_DOCUMENT} characters")
            text = data.decode("utf-8") if isinstance(data, bytes) else data
            session.load(text)
        except UnicodeDecodeError as e:
            self._say(say.could_not_read(self.words, name, str(e)), "error")
            return
        except InvalidPosition as e:
            self._say(say.not_a_save(self.words, name, str(e)), "error")
            return
        self._adopt(session)
        self._announced = (session, len(self.lines))  # "Loaded", not the whole loaded log again
        self._turns(say.loaded(self.words, name))

    def _adopt(self, session: Session) -> None:
        self.session = session
        self._selected = None
        self._shown_moves = None
        # What happened before the table took the session over is not news.
        self._announced = (session, len(self.lines))
        self.undo_button.layout.display = None if session.practice else "none"
        self.children = (self.game,)

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
            self._say(say.old_picture(self.words))
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
        rnd, w = self.match.round, self.words
        try:
            tile = Tile.parse(text, max_pip=rnd.rules.max_pip)
        except ValueError:
            self._say(say.not_a_tile(w, text), "error")
            return
        if tile not in rnd.hand(seat):
            self._say(say.not_in_hand(w, tile), "error")
            return
        if tile == self._selected:
            self._selected = None
            self._redraw()
            self._say(say.two(w, say.put_back(w, tile), self._prompt()))
            return
        plays = [m for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == tile]
        if not plays:
            self._say(say.unplayable(self._named(seat), rnd.unplayable(tile), self.session.prompt().kind), "error")
            return
        if len(plays) == 1:
            self._human_move(plays[0])
            return
        self._selected = tile
        self._redraw()
        self._say(say.refusal(self._named(seat), PickTrain(tile, tuple(m.train for m in plays))))

    @_guarded
    def click_train(self, text: str) -> None:
        """A click on a train: play the picked tile there."""
        seat = self._actor()
        if seat is None:
            return
        train = _train(text)
        if train is None or train != MEXICAN and train >= self.match.players:
            self._say(say.no_train(self.words, text), "error")
            return
        if self._selected is None:
            self._say(say.tile_first(self.words))
            return
        self._human_move(Play(self._selected, train))

    @_guarded
    def _human_move(self, move) -> None:
        seat = self._actor()
        if seat is None:
            return
        try:
            self.session.submit(seat, move, self.session.ply)
        except IllegalMove as e:
            self._say(say.not_allowed(self._named(seat), e.reason), "error")
            return
        self._selected = None
        self._turns()

    def _actor(self) -> int | None:
        """The human seat allowed to act now, or None (and the message says why)."""
        s, w = self.session, self.words
        if s is None:
            self._say(say.no_game(w))
            return None
        if s.round.is_over:
            self._say(say.refusal(w, MatchOver()) if s.match.is_over else say.round_is_over(w))
            return None
        if s.covered:
            self._say(say.refusal(w.with_names(s.names), RevealFirst(s.next_human)))
            return None
        if s.human_to_act is None:
            self._say(say.not_your_turn(w, s.names[s.round.turn]))
            return None
        return s.human_to_act

    def _named(self, seat: int):
        """The words as ``seat``, the player to act, reads them ("your own train")."""
        return self.words.with_names(self.session.names, viewer=seat)

    # ---- turns -----------------------------------------------------------------

    def _turns(self, note: str | None = None) -> None:
        """Let the bots move until a human must act or the round ends; with a
        delay and a running event loop (Jupyter), one bot move per tick so the
        picture shows each and clicks are answered meanwhile."""
        s = self.session
        loop = _running_loop() if s.delay else None
        if s.bot_to_act is not None and loop is not None:
            self._thinking = True
            loop.call_later(s.delay, self._bot_tick, s, s.ply)
        else:
            self._thinking = False
            s.run_bots()
        self._redraw()
        self._say(self._prompt() if note is None else say.two(self.words, note, self._prompt()))

    @_guarded
    def _bot_tick(self, session: Session, ply: int) -> None:
        if session is not self.session or ply != session.ply:
            return  # the game was loaded, undone or restarted meanwhile
        session.step_bot()
        self._turns()

    def _prompt(self) -> str:
        return say.prompt(self.words, self.session.prompt(), self.session)

    # ---- drawing -----------------------------------------------------------------

    def _say(self, text: str, kind: str = "info") -> None:
        self.message = text
        self._announce(text)
        color = "#b00020" if kind == "error" else "#1b5e20"
        # data-moves tells a watcher (a browser test) which state the message is about; the
        # live region, not this line (redrawn as a new element each time), reads it out.
        moves = 0 if self.session is None else len(self.session.log)
        self.message_line.value = (f"<div class='mextrain-message {kind}' data-moves='{moves}' "
                                   f"style='color:{color};font-weight:bold;min-height:1.4em'>"
                                   f"{html.escape(text)}</div>")

    def _announce(self, text: str) -> None:
        """Read out the moves logged since the last announcement, then ``text``
        (the prompt or the engine's reason), for players who cannot see the picture."""
        lines = self.lines
        session, known = self._announced
        if session is not self.session or known > len(lines):  # undone: the log is shorter
            known = len(lines)
        self._announced = (self.session, len(lines))
        self.live.say(" ".join([*lines[known:], text]))

    def _redraw(self) -> None:
        """Show the state: the picture first (that is what the player waits for)."""
        s, w = self.session, self.words
        if s is None:
            return
        rnd = s.round
        covered = s.covered
        acting = s.human_to_act is not None and not covered and not self._thinking
        if covered:
            who = s.names[s.next_human]
            self.cover_text.value = (f"<h3 style='margin:0'>{html.escape(say.cover_heading(w, who))}</h3>"
                                     f"<p>{html.escape(say.cover_text(w, who))}</p>")
            self.reveal_button.description = say.reveal_button(w, who)
            self._shown = None
            self.picture.show("")  # hidden is not enough: the last hand must leave the page (R18)
        else:
            # The screen's hand (every hand once the round is over); bots only: the one to act.
            view = s.view(s.screen if s.humans else rnd.turn)
            highlight = None
            if self._selected is not None and acting:
                highlight = [m for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == self._selected]
            self._shown = (view, self.hint_toggle.value and acting, highlight)
            self.picture.show(*self._pictures())
        self.picture.layout.display = "none" if covered else None
        self.cover.layout.display = None if covered else "none"
        legal = rnd.legal_moves() if acting else []
        self.draw_button.disabled = DRAW not in legal
        self.pass_button.disabled = PASS not in legal
        self.undo_button.disabled = self._thinking or not s.undo_count
        self._show_moves(legal, rnd.turn)
        self.status.value = self._status_html()
        self._show_round_end()
        self.log_view.value = self._log_html()

    def _pictures(self) -> tuple[str, str, int, int]:
        """The table and the hand drawn apart for the picture's room on the
        screen, that width and height: one seat's hand as big as the width
        allows; every hand (the round is over) stays in the table, with the
        penalties. On a projector or a phone the table's text grows as the
        picture must shrink."""
        view, hints, highlight = self._shown
        width, room = self.picture.width or TABLE_WIDTH, self.picture.height  # until the browser says
        drawn = {"names": self.session.names, "words": self.words, "style": self.style, "palette": self.palette,
                 "hints": hints, "highlight": highlight}
        apart = type(view.seat) is int
        board = screens.board(view, width, room, hand=not apart, **drawn)
        if not apart:
            return board, "", 0, room
        return board, screens.hand(view, width, **drawn), width, room

    def _lay_out(self) -> None:
        """The browser says the picture has a new width: both pictures fit it anew."""
        if self._shown is not None:
            self.picture.lay_out(*self._pictures())

    def _show_moves(self, legal, seat: int) -> None:
        plays = [m for m in legal if isinstance(m, Play)]
        key = (tuple(plays), seat, self.session)
        if key == self._shown_moves:
            return
        self._shown_moves = key
        old = self.move_buttons.children
        named = self.words.with_names(self.session.names)
        buttons = []
        for move in plays:
            b = W.Button(description=say.play_label(named, move, seat),
                         tooltip=named.with_names(named.names, viewer=seat).play(move),
                         layout=W.Layout(width="auto"))
            # a hook for scripts and tests, in the engine's move syntax ("play 12-5 on mexican"):
            # the tooltip is words in the table's language
            b.add_class("mextrain-move")
            b.add_class("mextrain-move--" + str(move).replace(" ", "_"))
            b.on_click(lambda _, move=move: self._human_move(move))
            buttons.append(b)
        caption = html.escape(self.words._("Your moves:"))
        label = [W.HTML(f"<span style='margin-right:6px'>{caption}</span>")] if buttons else []
        self.move_buttons.children = label + buttons
        _close(old)  # a late click on a closed button never reaches Python

    def _status_html(self) -> str:
        """The match around the picture: round, totals, who is to act
        (the picture shows the round itself)."""
        s, w = self.session, self.words
        acting = None if s.round.is_over else s.round.turn
        totals = " · ".join(
            f"<span style='{'font-weight:bold' if seat == acting else ''}'>{html.escape(s.names[seat])}: {total}</span>"
            for seat, total in enumerate(s.match.totals))
        so_far = html.escape(w._("penalty points so far (lowest wins, R17):"))
        return f"<div class='mextrain-status'><b>{html.escape(say.status(w, s))}</b> · {so_far} {totals}</div>"

    def _show_round_end(self) -> None:
        s, w = self.session, self.words
        match, rnd = s.match, s.round
        if not rnd.is_over:
            self.round_panel.layout.display = "none"
            return
        cell = "style='padding:2px 12px;text-align:{}'"
        left, right = cell.format("left"), cell.format("right")
        rows = "".join(
            f"<tr><td {left}>{html.escape(s.names[p])}</td><td {left}>{' '.join(map(str, rnd.hand(p))) or '—'}</td>"
            f"<td {right}>{rnd.penalties[p]}</td><td {right}><b>{match.totals[p]}</b></td></tr>"
            for p in range(rnd.players))
        head = f"<h3 style='margin:4px 0'>{html.escape(say.round_over(w, s))}</h3>"
        if match.is_over:
            head += f"<h3 style='margin:4px 0;color:#1b5e20'>{html.escape(say.match_over(w, s))}</h3>"
        heads = zip((left, left, right, right), (w._("Player"), w._("Tiles left"), w._("Penalty (R15)"), w._("Total")))
        header = "".join(f"<th {align}>{html.escape(text)}</th>" for align, text in heads)
        self.round_text.value = f"{head}<table class='mextrain-penalties'><tr>{header}</tr>{rows}</table>"
        self.sheet.value = mtsvg.score_sheet(match, names=s.names, words=self.words) if match.is_over else ""
        self.next_button.layout.display = "none" if match.is_over else None
        self.round_panel.layout.display = None

    def _log_html(self) -> str:
        """This round's log, newest first."""
        s, w = self.session, self.words
        number = s.match.round_number
        entries = [line for e, line in zip(s.log, self.lines) if e.round == number]
        items = "".join(f"<li>{html.escape(e)}</li>" for e in reversed(entries))
        title, order = html.escape(w._("Moves this round")), html.escape(w._("(newest first)"))
        return (f"<div class='mextrain-log'><b>{title}</b> {order}"
                f"<ul style='margin:2px 0;padding-left:1.4em'>{items}</ul></div>")


# ---- the settings form ------------------------------------------------------------

class Settings(W.VBox):
    """The form before the game: players, who plays each seat, rules (preset
    and single switches), match length, seed, bot delay, practice. Rule
    fields the form does not show (the set's size, C1's cover order) carry
    over from the game it was opened from."""

    def __init__(self, setup: Setup, on_start, on_cancel, language=None):
        super().__init__(layout=W.Layout(border="1px solid #ccc", padding="8px"))
        self.add_class("mextrain-settings")
        w = self.words = words(language)
        self._on_start, self._on_cancel = on_start, on_cancel
        self._rules = setup.rules
        wide = {"description_width": "140px"}
        self.players = W.BoundedIntText(min=2, max=8, description=w._("Players:"), style=wide,
                                        layout=W.Layout(width="220px"))
        self.preset = W.Dropdown(options=[(w._("Table rules"), "table"), (w._("Classic rules"), "classic")],
                                 description=w._("Rules:"), style=wide, layout=W.Layout(width="360px"))
        self.length = W.Dropdown(description=w._("Match length:"), style=wide, layout=W.Layout(width="360px"))
        self.multiple_doubles = W.Checkbox(description=w._("Several doubles in one turn (C1)"), indent=False)
        self.blank_50 = W.Checkbox(description=w._("0-0 left in hand scores 50 (C2)"), indent=False)
        self.classic_hands = W.Checkbox(description=w._("Classic hand sizes (C3)"), indent=False)
        self.announce = W.Checkbox(description=w._("Announce the last tile (C5)"), indent=False)
        self.seed = W.Text(description=w._("Seed:"), placeholder=w._("empty: a new deal each time"), style=wide,
                           layout=W.Layout(width="360px"))
        self.delay = W.FloatSlider(min=0, max=3, step=0.1, description=w._("Bot delay (s):"), style=wide)
        self.practice = W.Checkbox(description=w._("Practice game (undo allowed)"), indent=False,
                                   layout=W.Layout(margin="0 0 0 145px"))
        self.style = W.Dropdown(options=[(w._("Pips"), "pips"), (w._("Numerals"), "numerals")],
                                description=w._("Tiles:"), style=wide, layout=W.Layout(width="360px"))
        self.palette = W.Dropdown(options=[(w._("Traditional colours"), "traditional"),
                                           (w._("Colour-blind safe"), "colorblind")],
                                  description=w._("Colours:"), style=wide, layout=W.Layout(width="360px"))
        self.seats = W.VBox()
        self.error = W.HTML()
        self.start_button = W.Button(description=w._("Start"), icon="play", style=_STRONG["success"])
        self.start_button.on_click(lambda _: self.start())
        self.cancel_button = W.Button(description=w._("Back to the game"), icon="times")
        self.cancel_button.on_click(lambda _: on_cancel())
        self.players.observe(lambda _: self._seat_rows(), "value")
        self.preset.observe(lambda _: self._apply_preset(), "value")
        switches = W.VBox([self.multiple_doubles, self.blank_50, self.classic_hands, self.announce],
                          layout=W.Layout(margin="0 0 0 145px"))
        title = html.escape(w._("Mexican Train: a new game"))
        self.children = [W.HTML(f"<h3 style='margin:2px 0'>{title}</h3>"),
                         self.players, self.seats, self.preset, switches, self.length, self.seed,
                         self.delay, self.practice, self.style, self.palette, self.error,
                         W.HBox([self.start_button, self.cancel_button]), SliderNames()]
        self.reset(setup, can_cancel=False)

    def reset(self, setup: Setup, can_cancel: bool, style: str = "pips", palette: str = "traditional") -> None:
        """Fill the form from ``setup`` and the table's look."""
        self.style.value, self.palette.value = style, palette
        rules = self._rules = setup.rules
        self.preset.value = "classic" if rules.multiple_doubles else "table"
        self.multiple_doubles.value = rules.multiple_doubles
        self.blank_50.value = rules.double_blank_points == 50
        self.classic_hands.value = rules.hand_sizes == "classic"
        self.announce.value = rules.announce_last_tile
        self._lengths(rules)
        self.seed.value = "" if setup.seed is None else str(setup.seed)
        self.delay.value = setup.delay
        self.practice.value = setup.practice
        # A name box holds only a name someone typed; the default shows as its placeholder.
        self._seed_rows = [(kind, "" if name == self.words.default_name(s, kind) else name)
                           for s, (kind, name) in enumerate(zip(setup.seats, setup.names))]
        old, self.seats.children = self.seats.children, ()
        _close(old)
        seats = rules.player_range
        self.players.min, self.players.max = seats.start, seats.stop - 1
        if self.players.value == len(setup.seats):
            self._seat_rows()
        self.players.value = len(setup.seats)
        self.error.value = ""
        self.cancel_button.layout.display = None if can_cancel else "none"

    def _lengths(self, rules: Rules) -> None:
        """The match lengths for this set, with the current one if it is none of the presets."""
        counts = {name: Rules(max_pip=rules.max_pip, rounds=name).rounds for name in MATCH_LENGTHS}
        options = [(say.match_length(self.words, name, n), name) for name, n in counts.items()]
        current = next((name for name, n in counts.items() if n == rules.rounds), rules.rounds)
        if current == rules.rounds:
            options.append((say.match_length(self.words, None, rules.rounds), rules.rounds))
        self.length.options = options
        self.length.value = current

    def _apply_preset(self) -> None:
        classic = self.preset.value == "classic"
        for box in (self.multiple_doubles, self.blank_50, self.classic_hands, self.announce):
            box.value = classic

    def _seat_rows(self) -> None:
        """One row per seat, keeping what was typed in the rows that stay."""
        w = self.words
        typed = [(row.children[0].value, row.children[1].value) for row in self.seats.children]
        known = typed or self._seed_rows
        rows = []
        for s in range(self.players.value):
            kind, name = known[s] if s < len(known) else ("planner", "")
            kind_box = W.Dropdown(options=[(w.kind(k), k) for k in (HUMAN, *BOT_NAMES)], value=kind,
                                  description=w._("Seat {seat}:", seat=s + 1),  # people count from 1
                                  style={"description_width": "140px"}, layout=W.Layout(width="280px"))
            name_box = W.Text(value=name, placeholder=w.default_name(s, kind), layout=W.Layout(width="160px"))
            kind_box.observe(lambda change, box=name_box, s=s: setattr(box, "placeholder",
                                                                       w.default_name(s, change.new)), "value")
            rows.append(W.HBox([kind_box, name_box]))
        old = self.seats.children
        self.seats.children = rows
        _close(old)

    def setup(self) -> Setup:
        """The form as a ``Setup``; ``ValueError`` says what to fix."""
        kinds = [row.children[0].value for row in self.seats.children]
        names = [row.children[1].value.strip() or None for row in self.seats.children]
        humans = tuple(s for s, k in enumerate(kinds) if k == HUMAN)
        old = self._rules.double_blank_points
        rules = replace(self._rules, multiple_doubles=self.multiple_doubles.value,
                        # a custom C2 value stays while the box says "not 50"
                        double_blank_points=50 if self.blank_50.value else old if old != 50 else 0,
                        hand_sizes="classic" if self.classic_hands.value else "table",
                        announce_last_tile=self.announce.value, rounds=self.length.value)
        text = self.seed.value.strip()
        digits = text.isascii() and text.isdigit() and len(text) < 19
        seed = None if not text else int(text) if digits else text[:100]
        return Setup.build(len(kinds), humans=humans, bots={s: k for s, k in enumerate(kinds) if k != HUMAN},
                           rules=rules, seed=seed, delay=self.delay.value, names=names,
                           practice=self.practice.value, language=self.words)

    def start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as e:
            self.error.value = f"<span style='color:#b00020'>{html.escape(str(e))}</span>"
            return
        self.error.value = ""
        self._on_start(setup, style=self.style.value, palette=self.palette.value)


# ---- one call ----------------------------------------------------------------

def play(players: int = 4, humans=(0,), bots="planner", rules=None, rounds=None, seed=None,
         delay: float = 0.8, names=None, practice: bool = False, hints: bool = False,
         settings: bool = True, style: str | None = None, palette: str | None = None, language=None) -> Table:
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
      ``settings``: show the settings form first;
    - ``style``: the tiles in ``"pips"`` or ``"numerals"``; ``palette``:
      ``"traditional"`` or ``"colorblind"`` (safe for the common colour
      deficiencies); None: the kit's (``mt.set_style``); both can be changed
      in the settings form;
    - ``language``: the table's language (``"cs"``, ...; None: the kit's,
      ``mt.set_language``), which also names the seats left without a name.
    """
    setup = Setup.build(players, humans, bots, rules, rounds, seed, delay, names, practice, language)
    return Table(setup, settings=settings, hints=hints, style=style, palette=palette, language=language)
