"""The words of a table in play: the session's log lines, the turn prompts,
and what the live table says when a player saves, loads, undoes or clicks.

Every function takes a ``Words`` first (``mextrain.words.words()`` for the
kit's language) and reads the data of ``mextrain.session`` -- an ``Event``,
a ``Prompt``, a refusal -- never another sentence.

>>> from mextrain.session import Session
>>> from mextrain.words import words
>>> s = Session.new(players=2, bots="greedy", rounds="one", seed=1, names=["Ann", None])
>>> w = words()
>>> [line(w, e, s) for e in s.log]
['New match: table rules, double-12, 1 round.', 'Round 1 of 1: engine 12-12, Ann starts.']
>>> prompt(w, s.prompt(), s)
'Your turn: click a tile in your hand, then a train.'
"""

from __future__ import annotations

from ..moves import Move
from ..tiles import Tile

__all__ = [
    "two", "line", "winners", "prompt", "refusal", "not_allowed", "took_back", "cover_heading",
    "cover_text", "reveal_button", "round_over", "match_over", "no_game", "round_is_over",
    "old_picture", "not_a_tile", "not_in_hand", "put_back",
    "unplayable", "no_train", "tile_first", "went_wrong", "kernel_gone", "no_answer", "saved",
    "could_not_read", "not_a_save", "loaded", "status", "play_label",
    "match_length", "front_words"
]


def two(w, first: str, second: str) -> str:
    """Two sentences one after the other (a language may join them its own way)."""
    return w.p("sentences", "{first} {second}", first=first, second=second)


# ---- the log ------------------------------------------------------------------------

def line(w, event, session) -> str:
    """An event of ``session.log`` as its log line. A draw names the drawn
    tile only in an event that carries it (``event.visible_to(drawer)``).
    The seed deals every hand and the boneyard, so no line names it before
    the match is over; the match's last line gives it, for a replay."""
    named = w.with_names(session.names, viewer=event.seat)
    kind, number = event.kind, event.round + 1
    who = None if event.seat is None else named.player(event.seat)
    if kind == "match":
        return w._("New match: {rules}.", rules=w.rules_name(session.rules))
    if kind == "round":
        return w._("Round {number} of {rounds}: engine {engine}, {player} starts.", number=number,
                   rounds=session.rules.rounds, engine=_engine(session.rules, event.round), player=who)
    if kind == "move":
        move = Move.parse(event.move)
        if event.tile is not None:
            return w._("{player} draws {tile}.", player=who, tile=event.tile)
        return named.move(move)
    if kind == "last_tile":
        return w._("{player}: one tile left! (C5)", player=who)
    if kind == "round_over":
        if event.seat is None:
            return w._("Nobody can play any more: round {number} is blocked (R14).", number=number)
        return w._("{player} went out: round {number} is over.", player=who, number=number)
    if kind == "match_over":
        return w._("{end}. Seed {seed} deals this match again.",
                   end=_match_end(w, named, session.rules.rounds, event.seats), seed=session.seed)
    if kind == "undo":
        return w.n("{player}: took back {n} move.", "{player}: took back {n} moves.", event.count, player=who)
    if kind == "load":
        return w._("Loaded a saved game: round {number} of {rounds}.", number=number, rounds=session.rules.rounds)
    raise ValueError(f"no words for the event {event!r}")


def _engine(rules, round_number: int) -> Tile:
    pip = rules.engine_pip(round_number)
    return Tile(pip, pip)


def winners(w, seats) -> str:
    """ "Winner: Ann (lowest total, R17)", several on a draw."""
    names = ", ".join(w.player(s) for s in seats)
    return w.n("Winner: {players} (lowest total, R17)", "Winners: {players} (lowest total, R17)", len(seats),
               players=names)


# ---- what the player to act reads --------------------------------------------------

def prompt(w, ask, session, own_device: bool = False) -> str:
    """The message line for a ``Prompt``: whose turn and what to do. With one
    human at the table, or on a player's ``own_device``, it says "Your
    turn"; on a hot-seat screen it names the player."""
    named = w.with_names(session.names)
    who = None if ask.seat is None else named.player(ask.seat)
    kind = ask.kind
    if kind == "match_over":
        players = ", ".join(named.player(s) for s in ask.seats)
        return w.n("The match is over: {players} wins!", "The match is over: {players} win!", len(ask.seats),
                   players=players)
    if kind == "round_over":
        return w._("The round is over: see the scores, then click Next round.")
    if kind == "reveal":
        return w._("Pass the screen to {player}.", player=who)
    if kind == "wait":
        return w._("{player} is thinking...", player=who)
    if own_device or len(session.humans) == 1:
        return _your_turn(w, ask, named)
    return _named_turn(w, ask, named, who)


def _your_turn(w, ask, named) -> str:
    kind = ask.kind
    if kind == "draw":
        return w._("Your turn: no tile fits, so draw (R9).")
    if kind == "pass":
        if ask.drew:
            return w._("Your turn: nothing fits after drawing, so pass (R9).")
        return w._("Your turn: nothing fits, so pass (R9).")
    if kind == "cover":
        return w._("Your turn: the double on {train} must be covered (R12).", train=named.train(ask.train, "on"))
    if kind == "cover_own":
        return w._("Your turn again: cover your double (R11).")
    if kind == "extra":
        return w._("Your turn again: the double gave you another play (R11).")
    return w._("Your turn: click a tile in your hand, then a train.")


def _named_turn(w, ask, named, who: str) -> str:
    kind = ask.kind
    if kind == "draw":
        return w._("{player}, your turn: no tile fits, so draw (R9).", player=who)
    if kind == "pass":
        if ask.drew:
            return w._("{player}, your turn: nothing fits after drawing, so pass (R9).", player=who)
        return w._("{player}, your turn: nothing fits, so pass (R9).", player=who)
    if kind == "cover":
        return w._("{player}, your turn: the double on {train} must be covered (R12).", player=who,
                   train=named.train(ask.train, "on"))
    if kind == "cover_own":
        return w._("{player}, your turn again: cover your double (R11).", player=who)
    if kind == "extra":
        return w._("{player}, your turn again: the double gave you another play (R11).", player=who)
    return w._("{player}, your turn: click a tile in your hand, then a train.", player=who)


# ---- refusals and the table's answers ---------------------------------------------------

def refusal(w, reason) -> str:
    """Why the session refused a request (``IllegalMove.reason``): the
    reason's sentence, citing its rule when it has one."""
    return w.reason(reason)


def not_allowed(w, reason) -> str:
    """An illegal move the player tried: the rule's own sentence."""
    return w._("Not allowed: {reason}", reason=w.reason(reason))


def took_back(w, count: int) -> str:
    return w.n("Took back {n} move.", "Took back {n} moves.", count)


def cover_heading(w, player: str) -> str:
    return w._("Pass the screen to {player}", player=player)


def cover_text(w, player: str) -> str:
    return w._("The table stays hidden until {player} clicks.", player=player)


def reveal_button(w, player: str) -> str:
    return w._("I am {player}: show my hand", player=player)


def round_over(w, session) -> str:
    """The heading of the round's end: who went out, or blocked."""
    match, rnd = session.match, session.round
    number = match.round_number + 1
    if rnd.winner is None:
        return w._("Round {number} is over. Blocked: nobody can play any more (R14).", number=number)
    return w._("Round {number} is over. {player} went out.", number=number,
               player=w.with_names(session.names).player(rnd.winner))


def match_over(w, session) -> str:
    """The heading of the match's end: its length and the winners."""
    return _match_end(w, w.with_names(session.names), session.rules.rounds, session.match.winners)


def _match_end(w, named, rounds: int, seats) -> str:
    return two(w, w.n("Match over after {n} round.", "Match over after {n} rounds.", rounds),
               winners(named, seats))


# ---- what the live table says about a click ---------------------------------------------

def no_game(w) -> str:
    return w._("No game yet: choose the settings and click Start.")


def round_is_over(w) -> str:
    return w._("The round is over: click Next round.")


def old_picture(w) -> str:
    return w._("That click was on an older picture (the table had changed): click again.")


def not_a_tile(w, text: str) -> str:
    return w._("{text} is not a tile.", text=repr(text))


def not_in_hand(w, tile) -> str:
    return w._("{tile} is not in your hand.", tile=tile)


def put_back(w, tile) -> str:
    return w._("{tile} put back.", tile=tile)


def unplayable(w, reason, kind: str | None = None) -> str:
    """Why a clicked tile cannot be played (``Round.unplayable``), and what
    to do when nothing fits (``kind``: the prompt's ``"draw"`` or ``"pass"``)."""
    why = w.cite(reason)
    if kind == "draw":
        return two(w, why, w._("No tile of yours fits: click Draw (R9)."))
    if kind == "pass":
        return two(w, why, w._("Nothing fits: click Pass (R9)."))
    return why


def no_train(w, text: str) -> str:
    return w._("There is no train {text} at this table.", text=repr(text))


def tile_first(w) -> str:
    return w._("First click a tile in your hand, then the train to play it on.")


def went_wrong(w, error: Exception) -> str:
    what = f"{type(error).__name__}: {error}"
    return w._("Something went wrong ({error}); please report it. Every move the table made is in the log.",
               error=what)


def kernel_gone(w) -> str:
    return w._("Python is gone (the kernel was restarted or stopped): this table cannot play on. "
               "Run its cell again; Load brings back a saved game.")


def no_answer(w) -> str:
    return w._("No answer from Python yet: the kernel is busy, or it was restarted. "
               "After a restart, run the cell again (Load brings back a saved game).")


# ---- save and load -------------------------------------------------------------------------

def saved(w, session, name) -> str:
    return w._("Saved round {number}, move {moves}: your browser downloads it as {name}.",
               number=session.match.round_number + 1, moves=len(session.round.history), name=name)


def could_not_read(w, name) -> str:
    """A file that came as no text at all (a save is a text file)."""
    return w._("Could not read {name}: it is not a text file. The game in play is unchanged.", name=name)


def not_a_save(w, name, reason) -> str:
    """A file refused: ``reason`` the ``BadDocument`` of its ``InvalidPosition``, said in ``w``'s words."""
    return w._("{name} is not a saved game this table can load: {error}. The game in play is unchanged.",
               name=name, error=w.sentence(reason))


def loaded(w, name) -> str:
    return w._("Loaded {name}.", name=name)


# ---- labels --------------------------------------------------------------------------------

def status(w, session) -> str:
    """The match above the picture: "Round 2 of 13"."""
    return w._("Round {number} of {rounds}", number=session.match.round_number + 1, rounds=session.rules.rounds)


def play_label(w, move, seat: int) -> str:
    """A move button's caption, ``seat`` being the player to act: "5-3 on mine", "Draw"."""
    from ..moves import MEXICAN, Draw, Pass
    if isinstance(move, Draw):
        return w._("Draw")
    if isinstance(move, Pass):
        return w._("Pass")
    if move.train == MEXICAN:
        return w.p("button", "{tile} on Mexican", tile=move.tile)
    if move.train == seat:
        return w.p("button", "{tile} on mine", tile=move.tile)
    return w.p("button", "{tile} on {player}", tile=move.tile, player=w.player(move.train))


def match_length(w, name, rounds: int) -> str:
    """A choice of the settings form's match length."""
    if name == "full":
        return w.n("Full match ({n} round)", "Full match ({n} rounds)", rounds)
    if name == "half":
        return w.n("Half ({n} round)", "Half ({n} rounds)", rounds)
    if name == "seven":
        return w._("Seven rounds")
    if name == "one":
        return w._("One round")
    return w.rounds(rounds)


def front_words(w) -> dict:
    """The words of the table's front-end (``mextrain/front/table.js``), by
    key: its buttons, headings and the score table's columns; everything
    else it shows comes in the frame, already in words."""
    return {
        "draw": w._("Draw"), "pass": w._("Pass"), "undo": w._("Undo"), "next": w.p("button", "Next round"),
        "back": w.p("button", "Take my seat back"), "whole_table": w.p("button", "Whole table"),
        "moves": w._("Your legal moves"), "no_moves": w._("Nothing to do until it is your turn."),
        # table.js puts the picked tile in "{}"
        "log": w._("Moves this round"), "pick_train": w._("{tile} selected: now click a train.", tile="{}"),
        "tile_first": tile_first(w), "player": w._("Player"), "tiles_left": w._("Tiles left"),
        "penalty": w._("Penalty (R15)"), "total": w._("Total"),
    }
