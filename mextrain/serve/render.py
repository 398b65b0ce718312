"""What each connection receives: one message per change, made from its
audience's ``Frame`` (``mextrain.frames``) and nothing else, with the
pictures drawn from the frame's view by ``mextrain.svg.screens``.

Pictures are drawn once per change, not once per seat: the table (the
public view, every hand once the round is over) once for each kind of
screen watching it (a phone, a laptop, a projector), each seat's own hand
once for that seat, and the score sheet once. The table and the hand come
without the symbols they use (``svg.symbol_sheet``, half a table's bytes
and most of a hand's): a device gets the set's sheet of symbols once, in
the first frame it is sent on its own (``message(..., symbols=True)``).
"""

from __future__ import annotations

from dataclasses import replace

from .. import svg
from ..svg import screens

#: Lines of the move log a page shows.
LOG_LINES = 14
#: The widths a device may report (CSS pixels), and the width drawn for until it does.
NARROWEST, WIDEST, DEFAULT_WIDTH = 280, 3840, 1100
#: The width each kind of screen's table is drawn for: one picture serves every
#: phone (the narrowest's, 360 less the page's margins), every laptop, every projector.
BOARD_WIDTHS = {"phone": 330, "laptop": 1100, "projector": 1920}


def status(session) -> dict:
    """A table's state in a few facts, for the teacher's list."""
    rnd = session.round
    return {"round": session.match.round_number + 1, "rounds": session.match.rules.rounds, "ply": session.ply,
            "turn": None if rnd.is_over else rnd.turn, "round_over": rnd.is_over, "match_over": session.match.is_over}


def screen(width: int) -> str:
    """The kind of screen a width is: its table is drawn for that kind."""
    if width <= screens.PHONE:
        return "phone"
    return "projector" if width >= screens.PROJECTOR else "laptop"


def standing_in(frame):
    """The frame of a seat a bot plays for now: nothing to do until the student is back."""
    return replace(frame, actor=None, legal=(), fits={}, trains=(), can_draw=False, can_pass=False,
                   can_undo=False)


#: Hands a table keeps drawn (a seat's hand changes only when it plays or draws).
HANDS_KEPT = 64


class Pictures:
    """The pictures of one table at one ply, each drawn the first time it is
    asked for; ``hands``, shared from ply to ply, keeps each seat's hand
    until its tiles change. ``symbols_apart``: the table and hands are
    drawn without their symbols, for a device sent ``symbols()`` once (a
    network's devices); False: each with its own (the play page's worker,
    next to its page, saves no bytes and shows its first hand sooner)."""

    def __init__(self, session, names, hands: dict | None = None, symbols_apart: bool = True):
        self.session, self.names, self.ply = session, list(names), session.ply
        self.symbols_apart = symbols_apart
        self._boards: dict = {}
        self._hands: dict = {} if hands is None else hands
        if len(self._hands) > HANDS_KEPT:
            self._hands.clear()
        self._sheet = None

    def anew(self) -> Pictures:
        """The pictures of the session's current ply, keeping the hands drawn."""
        return Pictures(self.session, self.names, self._hands, self.symbols_apart)

    def board(self, frame, width: int, room: int, w) -> str:
        kind = screen(width)
        # A phone's and a laptop's table grow down the page; a projector's must fit its room.
        key = (kind, room if kind == "projector" else 0)
        if key not in self._boards:
            rnd = self.session.round
            view = frame.view if frame.over else rnd.public_view()
            self._boards[key] = screens.board(view, BOARD_WIDTHS[kind], key[1], hand=frame.over,
                                              names=self.names, words=w.with_names(self.names),
                                              symbols=not self.symbols_apart)
        return self._boards[key]

    def hand(self, frame, width: int, w) -> str:
        if frame.over or type(frame.view.seat) is not int:
            return ""
        key = (frame.view.seat, width, frame.view.hand)
        if key not in self._hands:
            self._hands[key] = screens.hand(frame.view, width, names=self.names, words=w,
                                            symbols=not self.symbols_apart)
        return self._hands[key]

    def symbols(self) -> str:
        """Every symbol the table's and the hands' pictures may use."""
        return svg.symbol_sheet(self.session.match.rules.max_pip)

    def sheet(self, w) -> str | None:
        match = self.session.match
        if not match.is_over:
            return None
        if self._sheet is None:
            self._sheet = svg.score_sheet(match, names=self.names, words=w)
        return self._sheet


def message(frame, pictures: Pictures, size: tuple | None, w, standin: bool = False,
            symbols: bool = False) -> dict:
    """The ``state`` message of one audience: its frame (with the log's last
    lines) and its pictures, drawn for the ``(width, room)`` its device
    reported (None: not yet); ``symbols``: with the sheet of symbols the
    pictures use (a device's first frame; None otherwise: it has them)."""
    width, room = (DEFAULT_WIDTH, 0) if size is None else size
    if standin:
        frame = standing_in(frame)
    doc = frame.to_dict()
    doc["log"] = doc["log"][-LOG_LINES:]
    doc.update(type="state", standin=standin, width=width, room=room, board=pictures.board(frame, width, room, w),
               hand=pictures.hand(frame, width, w), sheet=pictures.sheet(w),
               symbols=pictures.symbols() if symbols and pictures.symbols_apart else None)
    return doc
