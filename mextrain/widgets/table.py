"""The live table: play Mexican Train in a notebook with the mouse or the keyboard.

``mt.play()`` opens a settings form (you against three Planner bots, table
rules, a full match), then the table: one anywidget (``TableView``) whose
JavaScript and CSS are the package's files ``mextrain/front/table.js`` and
``table.css`` -- the same module and stylesheet the classroom's seat and
projector pages load -- and below it Hints, Save (the browser downloads the
game), Load (you upload one) and New game.

The widget's synced state is one message: the screen's ``Frame``
(``Session.frame(Audience.screen(language))``) and the pictures drawn from
its view for the width the browser reports. The front-end sends back
intents; the ``Session`` judges them (whose turn, what is legal, the
hot-seat cover, what Undo takes back), and a refusal comes back as its
reason in the table's words. Nothing here reads a hand or decides what to
hide: the frame is all the page gets.

>>> import mextrain as mt
>>> table = mt.play(players=2, bots="greedy", rounds="one", seed=1, delay=0, settings=False)
>>> table.match.round.turn, table.setup.names
(0, ('Player 1', 'Greedy 2'))
>>> frame = table.picture.message["frame"]
>>> frame["can_draw"], len(frame["legal"]) > 0
(False, True)
"""

from __future__ import annotations

import asyncio
import functools
import html
import sys
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets

from ..browser import play_link
from ..errors import IllegalMove, InvalidPosition
from ..frames import Audience, Intent
from ..match import Match
from ..moves import Move
from ..position import MAX_DOCUMENT, too_large
from ..reasons import PickTrain
from ..session import BOT_NAMES, HUMAN, Session, Setup
from ..svg import score_sheet, screens
from ..svg.palette import check_style, look, palette_colours
from ..svg.table import WIDTH as TABLE_WIDTH
from ..svg.table import table as table_svg
from ..words import play as play_words
from ..words import table as say
from ..words import words
from .picture import Picture  # the exercises' clickable picture
from .settings import Settings

__all__ = ["play", "Table", "Setup", "Settings", "TableView", "Picture", "HUMAN", "BOT_NAMES", "FRONT"]

#: The one table front-end: its module and stylesheet, for every screen.
FRONT = Path(__file__).resolve().parent.parent / "front"
# What a saved game's file is called on the player's computer; Load accepts
# any name. Nothing is ever written on, or read from, the server's disk.
SAVE_FILE = "mextrain-game.json"

class TableView(anywidget.AnyWidget):
    """The table (``mextrain/front/table.js``): ``message`` is what it shows
    (``{"frame": Frame.to_dict(), "board", "hand", "sheet", "room", "width"}``);
    it sends ``{"intent": {...}}`` and reports ``width`` (its width on the
    screen in CSS pixels, 0 until it does) and ``height`` (the most its
    picture may be tall, 0 unknown). ``texts``: the front-end's own words."""

    _esm = FRONT / "table.js"
    _css = FRONT / "table.css"
    message = traitlets.Dict({}).tag(sync=True)
    texts = traitlets.Dict({}).tag(sync=True)
    width = traitlets.Int(0).tag(sync=True)
    height = traitlets.Int(0).tag(sync=True)


def _guarded(method):
    """A click never raises into the notebook: a bug becomes a message."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as e:  # noqa: BLE001 - shown to the player instead of a traceback
            self._note(say.went_wrong(self.words, e))
    return run


#: A laptop's table: its smallest text at least this tall on the screen (8 players: 9.6 px else).
LAPTOP_PX = 12


def _board(view, width: int, room: int, hand: bool, drawn: dict) -> str:
    """The table for the page's width (``svg.screens``); between a phone and
    a projector its text raised only as far as LAPTOP_PX needs."""
    if screens.PHONE < width < screens.PROJECTOR:
        return screens.readable_board(lambda text: table_svg(view, hand=hand, min_text=text, **drawn),
                                      width, room, 1, LAPTOP_PX)
    return screens.board(view, width, room, hand=hand, **drawn)


def _lite_site() -> str | None:
    """The Lite site's root address when this Python is its kernel (the
    kernel's worker is a script under the site's extensions/), else None:
    only the Lite site has the play page."""
    if sys.platform != "emscripten":
        return None
    try:
        import js  # Pyodide's window on the worker's JavaScript
        root, found, _ = str(js.location.href).partition("/extensions/")
    except Exception:  # noqa: BLE001 - no address, no link
        return None
    return root + "/" if found else None


class _Button:
    """One of the front-end's buttons as Python sees it (scripts, tests):
    ``click()`` sends its intent as the page would; ``disabled`` when the
    frame does not offer it."""

    def __init__(self, table: Table, kind: str, offered: str | None):
        self._table, self._kind, self._offered = table, kind, offered

    @property
    def disabled(self) -> bool:
        frame = self._table.picture.message.get("frame")
        return not frame or (self._offered is not None and not frame[self._offered])

    def click(self) -> None:
        self._table._ask({"kind": self._kind})


# ---- the table ------------------------------------------------------------------

class Table(W.VBox):
    """A live game over a ``Session`` (or a new one from a ``Setup``), in
    ``language`` (a language code or a ``mextrain.words.Words``; None: the
    kit's). Built by ``mt.play``; what tests and curious players may read:
    ``session``, ``match``, ``setup``, ``message`` (the message line as
    text) and ``lines`` (the public log: every move in words, oldest first)."""

    def __init__(self, setup: Setup | Session, settings: bool = True, hints: bool = False, language=None,
                 style: str | None = None, palette: str | None = None):
        super().__init__()
        self.add_class("mextrain-table")
        w = self.words = words(language)
        self._audience = Audience.screen(w)  # its words: a language code, or these (a test's pseudo-language)
        self.session: Session | None = None
        self._setup = setup.setup if isinstance(setup, Session) else setup  # the form's, before a game
        self.message = ""
        self._picked = None       # click_tile's tile waiting for click_train (the page keeps its own)
        self._thinking = False    # a bot move is scheduled
        self._serial = self._game = 0
        self._said = None  # the (ply, message) the message line last said
        self._coached: tuple = (None, "")  # the coach's words for (game, ply)
        # How the tiles look is this screen's choice, not the game's: Load keeps it.
        self.style, self.palette = look(style, palette)
        self.picture = TableView(texts={**say.front_words(w), "gone": say.kernel_gone(w),
                                      "no_answer": say.no_answer(w)})
        self.picture.on_msg(self._on_msg)
        self.picture.observe(lambda _: self._show(), ["width", "height"])
        for kind, offered in (("draw", "can_draw"), ("pass", "can_pass"), ("undo", "can_undo"),
                              ("next", "can_next"), ("reveal", "cover")):
            setattr(self, f"{kind}_button", _Button(self, kind, offered))
        self.hint_toggle = W.ToggleButton(value=hints, description=w._("Hints"), icon="lightbulb-o",
                                          tooltip=w._("Highlight the legal moves on the picture"))
        self.hint_toggle.observe(lambda _: self._show(), "value")
        self.save_button = W.Button(description=w._("Save"), icon="save",
                                    tooltip=w._("Download the game to your computer (JSON)"))
        self.save_button.on_click(lambda _: self.save())
        self.load_button = W.FileUpload(accept=".json,application/json", multiple=False,
                                        description=w._("Load"), icon="folder-open",
                                        tooltip=w._("Load a game you saved (a JSON file from your computer)"))
        self.load_button.observe(self._uploaded, "value")
        self.new_button = W.Button(description=w._("New game"), icon="cog", tooltip=w._("Settings for a new game"))
        self.new_button.on_click(lambda _: self.open_settings())
        self.files = W.HBox([self.hint_toggle, self.save_button, self.load_button, self.new_button],
                            layout=W.Layout(flex_flow="row wrap"))
        self.files.add_class("mextrain-files")
        # In the Lite site, "Play now": the same game on the site's play page, no JupyterLab.
        self._site, self.play_now = _lite_site(), W.HTML()
        if self._site:
            self.files.children += (self.play_now,)
        self.game = W.VBox([self.picture, self.files])
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
        return [] if s is None else [say.line(self.words, e.visible_to(None), s) for e in s.log]

    # ---- what the player does ---------------------------------------------

    @_guarded
    def start(self, setup: Setup | None = None, style: str | None = None, palette: str | None = None) -> None:
        """Begin a new match with ``setup`` (the current one when None),
        drawn in ``style`` and ``palette`` (None: as now)."""
        self.style = self.style if style is None else check_style(style)
        if palette is not None:
            palette_colours(palette)  # raises ValueError naming the palettes there are
        self.palette = self.palette if palette is None else palette
        self._adopt(Session(self.setup if setup is None else setup))
        self._turns()

    def open_settings(self) -> None:
        self.settings.reset(self.setup, can_cancel=self.session is not None, style=self.style,
                            palette=self.palette)
        self.children = (self.settings,)

    def _close_settings(self) -> None:
        self.children = (self.game,)

    def reveal(self) -> None:
        """Hot-seat: the player to act has the screen; show their hand."""
        self._ask({"kind": "reveal"})

    def next_round(self) -> None:
        self._ask({"kind": "next"})

    def undo(self) -> None:
        """Practice games: take back your last move and the bot moves after it."""
        self._ask({"kind": "undo"})

    def click_tile(self, text: str) -> None:
        """A hand tile clicked: played when it fits one train only, else
        picked (the trains it fits ringed) until ``click_train``."""
        if self.session is not None and text == self._picked:
            self._picked = None
            self._show(say.put_back(self.words, text))
            return
        self._ask({"kind": "play", "tile": str(text)[:12]})

    def click_train(self, text: str) -> None:
        """A train clicked: the picked tile played there."""
        frame = self.picture.message.get("frame")
        if frame and not (text == "mexican" or text.isascii() and text.isdigit() and int(text) < len(frame["names"])):
            self._note(say.no_train(self.words, text))
        elif self._picked is None:
            self._note(say.tile_first(self.words))
        else:
            self._ask({"kind": "play", "tile": self._picked, "train": text})

    @_guarded
    def save(self) -> str:
        """Hand the game (``Session.to_json``: seats, names, rules, log) to the
        browser as a download; return its text."""
        text = self.session.to_json(indent=1)
        self.picture.send({"download": {"name": SAVE_FILE, "text": text}})
        self._note(say.saved(self.words, self.session, SAVE_FILE), alert=False)
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
        its seats, names, rules and log. Anything else changes nothing and says why."""
        session = self.session or Session(self.setup)
        try:
            if len(data) > MAX_DOCUMENT:
                raise InvalidPosition(f"longer than {MAX_DOCUMENT} characters", "document", too_large(len(data)))
            session.load(data)  # bytes that are no UTF-8 text are refused as such
        except InvalidPosition as e:
            self._note(say.not_a_save(self.words, name, e.reason))
            return
        self._adopt(session)
        self._turns(say.loaded(self.words, name))

    def _adopt(self, session: Session) -> None:
        self.session, self._picked = session, None
        self._game += 1  # the page shows a new game's frames even at a lower ply
        self._said = None
        self.children = (self.game,)
        if self._site:
            href = html.escape(self._site + play_link(session.setup, self.words.language))
            self.play_now.value = (f'<a class="mextrain-play-link" href="{href}" target="_blank" rel="noopener">'
                                   f'{html.escape(play_words.play_now(self.words))}</a>')

    # ---- intents ---------------------------------------------------------------

    def _on_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and "intent" in content:
            self._ask(content["intent"], page=True)

    @_guarded
    def _ask(self, intent, page: bool = False) -> None:
        """Do an intent (a dict, as the page sends it; without ``ply``: made
        on the frame shown now) and show the table after it, or say why not."""
        s = self.session
        if s is None:
            self._note(say.no_game(self.words))
            return
        if isinstance(intent, dict) and "ply" not in intent:
            intent = {**intent, "ply": s.ply}
        try:
            events = s.intent(self._audience, intent)
        except IllegalMove as e:
            frame = self.picture.message.get("frame") or {}
            named = self.words.with_names(s.names, viewer=frame.get("actor"))
            if isinstance(e.reason, PickTrain) and not page:
                self._picked = str(e.reason.tile)
                self._show(say.refusal(named, e.reason), alone=True)
            else:
                self._note(say.refusal(named, e.reason))
            return
        self._picked = None
        kind = intent.kind.value if isinstance(intent, Intent) else intent.get("kind")
        self._turns(say.took_back(self.words, events[0].count) if kind == "undo" and events else None)

    # ---- turns -----------------------------------------------------------------

    def _turns(self, note: str | None = None) -> None:
        """Let the bots move until a human must act or the round ends; with a
        delay and a running event loop (Jupyter), one bot move per tick so the
        table shows each and clicks are answered meanwhile."""
        s = self.session
        try:
            loop = asyncio.get_running_loop() if s.delay else None
        except RuntimeError:  # no running loop (a script, a test): the bots move at once
            loop = None
        self._thinking = s.bot_to_act is not None and loop is not None
        if self._thinking:
            loop.call_later(s.delay, self._bot_tick, s, s.ply)
        else:
            s.run_bots()
        self._show(note)

    @_guarded
    def _bot_tick(self, session: Session, ply: int) -> None:
        if session is not self.session or ply != session.ply:
            return  # the game was loaded, undone or restarted meanwhile
        session.step_bot()
        self._turns()

    # ---- what the page shows ---------------------------------------------------------

    def _coach(self, view, ply: int) -> str:
        """With hints on: the move the strongest bot prefers and why, from the
        player's own view (their hand, no other), once per ply (a tenth of a
        second), the same on every run (seeded by the ply)."""
        if self._coached[0] != (self._game, ply):
            from ..lessons.strategy import coach
            said = coach(view, seed=ply, words=self.words.with_names(self.session.names))
            self._coached = ((self._game, ply), said)
        return self._coached[1]

    def _note(self, text: str, alert: bool = True) -> None:
        """A sentence on the message line (a refusal, a bug, a save): the table unchanged."""
        self.message = text
        self.picture.send({"note": text, "alert": alert})

    def _show(self, note: str | None = None, alone: bool = False) -> None:
        """The screen's frame and its pictures, drawn for the room the page
        reports; then ``note`` and the prompt (``alone``: the note only)."""
        s = self.session
        if s is None:
            return
        frame = s.frame(self._audience)
        view, acting = frame.view, frame.actor is not None
        width, room = self.picture.width or TABLE_WIDTH, self.picture.height  # until the browser says
        picked = [Move.parse(c.move) for c in frame.legal if c.move.startswith(f"play {self._picked} on ")]
        drawn = {"names": s.names, "words": self.words, "style": self.style, "palette": self.palette,
                 "hints": self.hint_toggle.value and acting, "highlight": picked if acting and picked else None}
        apart = not frame.over and type(view.seat) is int
        self._serial += 1  # every answer is news to the page, even the same table again
        doc = frame.to_dict()
        doc["audience"]["language"] = self.words.language
        if self.hint_toggle.value and acting and view.seat == frame.actor:  # the coach, to the player to act
            doc["notices"] = [*doc["notices"], self._coach(view, frame.ply)]
        self.picture.message = {
            "frame": doc, "room": room, "width": width, "serial": self._serial, "game": self._game,
            "board": _board(view, width, room, frame.over, drawn),
            "hand": screens.hand(view, width, **drawn) if apart else "",
            "sheet": score_sheet(s.match, names=s.names, words=self.words) if s.match.is_over else None}
        if (frame.ply, frame.message) != self._said:  # a note stays while the table is the same
            self.message, self._said = frame.message, (frame.ply, frame.message)
        if note is not None:
            self._note(note if alone else say.two(self.words, note, frame.message), alert=False)


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
