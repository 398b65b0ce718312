"""What each connection receives: one frame per change, made from that
seat's ``View`` (the projector's from the public view) and nothing else.
The pictures are the notebook's, drawn from those views.

A seat's frame holds its picture (the notebook's SVG, with the hooks
``.hand-tile[data-tile]`` and ``[data-train]``), its legal moves, the
message line and the move log. Once a round is over every hand is shown to
everyone, as at a real table (R15).
"""

from __future__ import annotations

from .. import svg
from ..moves import Draw, Pass, Play
from ..words import serve as W
from ..words import table as T

#: Lines of the move log a page shows.
LOG_LINES = 14


def status(session) -> dict:
    """A table's state in a few facts, for the teacher's list."""
    rnd = session.round
    return {"round": session.match.round_number + 1, "rounds": session.match.rules.rounds, "ply": session.ply,
            "turn": None if rnd.is_over else rnd.turn, "round_over": rnd.is_over, "match_over": session.match.is_over}


def _log(session, seat, w) -> list[str]:
    """This round's log as ``seat`` may read it (a drawn tile only in the drawer's)."""
    k = session.match.round_number
    return [T.line(w, e, session) for e in session.events_for(seat) if e.round == k][-LOG_LINES:]


def _frame(session, view, w, memo: dict) -> dict:
    """What every frame holds: the picture of ``view`` (the seat's, or the
    public one), the notices, the log; the score sheet once the round is over."""
    match = session.match
    frame = {"type": "state", "ply": session.ply, "round": match.round_number, "rounds": match.rules.rounds,
             "over": view.is_over, "match_over": match.is_over, "sheet": None,
             "history": [str(m) for m in view.history], "notices": [w.cite(n) for n in view.notices()]}
    if not view.is_over:
        frame["svg"] = svg.table(view, names=list(w.names))
        return frame
    # The round's end shows every hand and the penalties (R15): one view, the
    # same picture for every seat, drawn once per change (``memo``).
    if memo.get("ply") != session.ply:
        memo.update(ply=session.ply, svg=svg.table(view, names=list(w.names)),
                    sheet=svg.score_sheet(match, names=list(w.names)),
                    title=T.match_over(w, session) if match.is_over else T.round_over(w, session))
    frame.update(svg=memo["svg"], sheet=memo["sheet"], title=memo["title"])
    return frame


def seat_frame(session, meta: dict, seat: int, w, memo: dict) -> dict:
    view = session.view(seat)  # every hand once the round is over
    frame = _frame(session, view, w, memo)
    standin = meta["seats"][seat].get("standin")
    legal = [] if standin else view.legal_moves()
    frame.update(seat=seat, you=w.player(seat), standin=bool(standin), hand=[str(t) for t in view.hand],
                 log=_log(session, seat, w), legal=[{"move": str(m), "label": _label(m, w, seat)} for m in legal],
                 can_draw=any(isinstance(m, Draw) for m in legal),
                 can_pass=any(isinstance(m, Pass) for m in legal),
                 can_next=view.is_over and not session.match.is_over)
    if not view.is_over:
        frame["title"] = T.prompt(w, session.prompt(seat), session, own_device=True)
    return frame


def projector_frame(session, meta: dict, w, memo: dict) -> dict:
    view = session.public_view()
    frame = _frame(session, view, w, memo)
    frame["log"] = _log(session, None, w)
    if not view.is_over:
        frame["title"] = W.to_play(w, view.turn)
    return frame


def _label(move, w, seat: int) -> str:
    if isinstance(move, Play):
        return T.play_label(w, move, seat)
    return W.draw(w) if isinstance(move, Draw) else W.pass_(w)
