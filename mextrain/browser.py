"""A table in the browser's own Python: the Lite site's play page.

``play/index.html`` (binder/lite/play) runs this module in Pyodide, in a
Web Worker: no server, no JupyterLab. The page sends each request as a
dict and draws the answer with the one table front-end
(``mextrain/front/table.js``): the hot-seat screen's ``Frame`` and its
pictures, made by the classroom server's own path (``mextrain.serve.render``),
so a game in a tab looks and answers as a classroom seat does.

A request is ``{"op": ...}``: ``start`` (a new game from the page's query),
``intent`` (what the table sent), ``width`` (the room the table has), ``bot``
(one bot move, when the answer said one is due), ``save`` (the game as
``Session.to_json``, with the sentences that say it was kept in the
browser or downloaded) and ``load`` (a saved game's text). An answer may hold
``message`` (what ``table.show`` draws), ``note`` and ``alert`` (a sentence
for the message line), ``bot`` (seconds until the page asks for the next
bot move) and ``save`` (``{name, text, kept, downloaded}``). Nothing raises: bad input gets a
note in the page's words and changes nothing.

>>> table = PageTable()
>>> answer = table.handle({"op": "start", "language": "cs",
...                        "query": {"players": "2", "bots": "greedy", "seed": "1"}})
>>> answer["message"]["frame"]["names"], answer["message"]["frame"]["actor"]
(['Hráč 1', 'Hladový 2'], 0)
>>> table.handle({"op": "intent", "intent": {"kind": "draw", "ply": 0}})["note"][:40]
'R8: Hráč 1 může zahrát, a proto si nesmí'
>>> table.handle({"op": "start", "language": "en", "query": {"players": "9"}})["notes"]
['The link asks for players=9, which this table cannot play: it plays without it.']
"""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import urlencode

from .errors import IllegalMove, InvalidPosition
from .frames import Audience
from .position import MAX_DOCUMENT, too_large
from .rules import MATCH_LENGTHS, Rules
from .serve import render
from .session import BOT_NAMES, HUMAN, Session, Setup
from .words import LANGUAGES, words
from .words import play as P
from .words import table as T

__all__ = ["PageTable", "setup_from_query", "play_link", "SAVE_FILE", "PLAY_PAGE"]

#: The play page, from the Lite site's root.
PLAY_PAGE = "play/index.html"
#: What a downloaded game is called (any name uploads).
SAVE_FILE = "mextrain-game.json"
#: The longest query value read (a seed is at most 12 characters, a bot list of 7 names 80).
QUERY_VALUE = 80
_SEED = re.compile(r"[0-9]{1,12}")


def _players(value: str) -> int:
    if not value.isdigit() or not 2 <= int(value) <= 8:
        raise ValueError(value)
    return int(value)


def _bots(value: str, players: int) -> tuple[tuple[int, ...], list[str]]:
    """The human seats and the bots of ``value``: a number of Planners, one
    bot name for every seat but the first, or one name per bot seat."""
    if value.isdigit():
        count, kinds = int(value), ["planner"] * int(value)
    else:
        kinds = value.split(",")
        if len(kinds) == 1:
            kinds = kinds * (players - 1)
        count = len(kinds)
    if not 0 <= count < players or any(k not in BOT_NAMES for k in kinds):
        raise ValueError(value)
    return tuple(range(players - count)), kinds


def setup_from_query(query: dict, language: str) -> tuple[Setup, list[tuple[str, str]]]:
    """The game a play link asks for (``players``, ``bots``, ``rules``,
    ``rounds``, ``seed``, ``delay``; text, as in a URL), and the
    ``(name, value)`` pairs it could not use, each replaced by the default
    (you against Planners, table rules, a full match, a new seed)."""
    query = {str(k): str(v)[:QUERY_VALUE] for k, v in dict(query).items()}
    bad: list[tuple[str, str]] = []
    players, humans, bots = 4, (0,), ["planner"] * 3
    if "players" in query:
        try:
            players = _players(query["players"])
            humans, bots = (0,), ["planner"] * (players - 1)
        except ValueError:
            bad.append(("players", query["players"]))
    if "bots" in query:
        try:
            humans, bots = _bots(query["bots"], players)
        except ValueError:
            bad.append(("bots", query["bots"]))
    options = {}
    checks = {"rules": lambda v: v if v in ("table", "classic") else None,
              "rounds": lambda v: v if v in MATCH_LENGTHS else (int(v) if v.isdigit() and 1 <= int(v) <= 13 else None),
              "seed": lambda v: int(v) if _SEED.fullmatch(v) else None,
              "delay": lambda v: float(v) if re.fullmatch(r"[0-9](\.[0-9]{1,2})?", v) and float(v) <= 5 else None}
    for name, check in checks.items():
        if name in query:
            value = check(query[name])
            if value is None:
                bad.append((name, query[name]))
            else:
                options[name] = value
    setup = Setup.build(players, humans, bots, language=language, **options)
    return setup, bad


def play_link(setup: Setup, language: str) -> str:
    """The play page's address, from the site's root, for the game ``setup``
    describes (the Lite lessons' live tables link to it). What a link cannot
    say is left to the page: bots seated before a person, rules other than
    the two presets.

    >>> play_link(Setup.build(2, bots="greedy", rounds="one", seed=13), "cs")
    'play/index.html?lang=cs&players=2&bots=greedy&rounds=1&seed=13&delay=0.8'
    """
    query = {"lang": language, "players": len(setup.seats)}
    humans, bots = setup.humans, [kind for kind in setup.seats if kind != HUMAN]
    if humans == tuple(range(len(humans))):
        if len(bots) != 1:
            query["bots"] = ",".join(bots) or "0"
        elif len(setup.seats) == 2 or bots == ["planner"]:
            query["bots"] = bots[0] if len(setup.seats) == 2 else "1"
    rules = replace(setup.rules, rounds=Rules().rounds)
    if rules == Rules.classic():
        query["rules"] = "classic"
    if rules in (Rules(), Rules.classic()):
        query["rounds"] = setup.rules.rounds
    if type(setup.seed) is int and _SEED.fullmatch(str(setup.seed)):
        query["seed"] = setup.seed
    query["delay"] = f"{min(setup.delay, 5):g}"
    return f"{PLAY_PAGE}?{urlencode(query)}"


class PageTable:
    """One page's game: its ``Session`` and the pictures of its current ply."""

    def __init__(self):
        self.session: Session | None = None
        self.language = "en"
        self.w = words("en")
        self._pictures = None
        self._size = None  # the (width, room) the page reported
        self._game = 0  # counts the games this page showed: the front-end starts afresh on a new one

    def handle(self, request: dict) -> dict:
        """Answer one request from the page (see the module's docstring)."""
        try:
            op = request.get("op") if isinstance(request, dict) else None
            if op == "start":
                return self._start(request.get("query") or {}, request.get("language"))
            if self.session is None:
                return {"note": T.no_game(self.w), "alert": True}
            if op == "intent":
                return self._intent(request.get("intent"))
            if op == "width":
                width, room = request.get("width"), request.get("room")
                if type(width) is not int or type(room) is not int:
                    return {}  # no size: the table stays as drawn
                self._size = (min(max(width, render.NARROWEST), render.WIDEST), max(room, 0))
                return self._answer()
            if op == "bot":
                if request.get("ply") != self.session.ply or self.session.bot_to_act is None:
                    return {}  # asked for before a move, a load or a new game: not due now
                self.session.step_bot()
                return self._answer()
            if op == "save":
                # The page says which once it has kept the game (in the browser, or as a download).
                return {"save": {"name": SAVE_FILE, "text": self.session.to_json(indent=1),
                                 "kept": P.saved_here(self.w, self.session),
                                 "downloaded": T.saved(self.w, self.session, SAVE_FILE)}}
            if op == "load":
                return self._load(request.get("text"), str(request.get("name") or SAVE_FILE)[:80])
            return {"note": T.went_wrong(self.w, ValueError(repr(op)[:40])), "alert": True}
        except Exception as e:  # noqa: BLE001 - said on the page, never a dead worker
            return {"note": T.went_wrong(self.w, e), "alert": True}

    def _start(self, query, language) -> dict:
        self.language = language if language in LANGUAGES else "en"
        self.w = words(self.language)
        setup, bad = setup_from_query(query, self.language)
        self.session = Session(setup)
        self._game += 1
        answer = self._answer()
        answer["notes"] = [P.bad_query(self.w, name, value) for name, value in bad]
        return answer

    def _intent(self, intent) -> dict:
        s = self.session
        try:
            s.intent(Audience.screen(self.language), intent)
        except IllegalMove as e:
            frame = s.frame(Audience.screen(self.language))
            return {"note": T.refusal(self.w.with_names(s.names, viewer=frame.actor), e.reason), "alert": True}
        return self._answer()

    def _load(self, text, name: str) -> dict:
        if not isinstance(text, str):
            return {"note": T.could_not_read(self.w, name), "alert": True}
        try:
            if len(text) > MAX_DOCUMENT:
                raise InvalidPosition(f"longer than {MAX_DOCUMENT} characters", "document", too_large(len(text)))
            self.session.load(text)
        except InvalidPosition as e:
            return {"note": T.not_a_save(self.w, name, e.reason), "alert": True}
        self._game += 1
        self._pictures = None  # another game: its names
        answer = self._answer()
        answer.update(note=T.loaded(self.w, name), alert=False)
        return answer

    def _answer(self) -> dict:
        """The screen's message now, and when the next bot moves."""
        s = self.session
        if self._pictures is None or self._pictures.session is not s:
            self._pictures = render.Pictures(s, s.names, symbols_apart=False)  # the page is next door: no bytes to save
        elif self._pictures.ply != s.ply:
            self._pictures = self._pictures.anew()
        frame = s.frame(Audience.screen(self.language))
        doc = render.message(frame, self._pictures, self._size, self.w.with_names(s.names, viewer=frame.actor))
        del doc["symbols"]
        message = {"frame": doc, "board": doc.pop("board"), "hand": doc.pop("hand"), "sheet": doc.pop("sheet"),
                   "standin": False, "room": doc["room"], "width": doc["width"], "game": self._game}
        return {"message": message, "bot": s.delay if s.bot_to_act is not None else None}
