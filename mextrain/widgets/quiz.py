"""Lesson exercises, checked by the engine.

Each exercise has two halves. A *checker* is a plain function: it takes a
position and the learner's answer and returns a ``Feedback`` -- right or not,
and why in words, citing the rule ids of docs/RULES.md. A *widget* shows the
position, collects the answer with buttons or boxes, and shows the checker's
feedback. The checkers import no ipywidgets, so tests and notebooks call them
directly; the widgets hold no rules, so the engine stays the only judge.

>>> import mextrain as mt
>>> from mextrain.widgets import quiz
>>> rnd = quiz.position(["12-5 7-3 5-5", "4-2"])
>>> fb = quiz.check_playable(rnd, ["12-5"])
>>> fb.correct
True
>>> print(quiz.check_playable(rnd, ["12-5", "7-3"]))
Not quite.
- 7-3 cannot be played now. It matches no open end you may use (the Mexican train: 12, your own train: 12) (R6).
"""

from __future__ import annotations

import html
import json
import random
from dataclasses import dataclass

import ipywidgets as W

from .. import svg
from ..match import Match
from ..moves import MEXICAN, Draw, Move, Pass, Play
from ..round import Round
from ..rules import Rules
from ..tiles import Tile, full_set
from .explain import dead_doubles, explain, label, why_legal, why_not_playable

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value", "PlayableTiles", "WhichTrains", "LegalMoves", "Scores",
    "Blocked", "Winners", "Ask", "position",
]


# ---- positions for lessons ------------------------------------------------------

def position(hands, trains=None, *, turn: int = 0, markers=(), boneyard=(), engine: int | None = None,
             rules: Rules | None = None, seed=0) -> Round:
    """A lesson position: name only the tiles that matter; every other tile
    goes to the boneyard, after ``boneyard`` (next to draw first), shuffled by
    ``seed``. Tiles are written as text, a list or one string with spaces;
    ``trains`` maps ``"mexican"`` and seats to their tiles in the order
    played. Checked like any position (``Round.from_json``).

    >>> rnd = position(["12-5 7-3", "4-2"], {"mexican": "12-7 7-7"}, turn=1)
    >>> print(rnd.trains["mexican"].open_end, rnd.open_doubles, len(rnd.boneyard))
    7 ('mexican',) 85
    """
    rules = Rules() if rules is None else rules
    engine = rules.max_pip if engine is None else engine
    trains = dict(trains or {})
    players = len(hands)
    doc_trains = {MEXICAN: _words(trains.pop(MEXICAN, ()))}
    for s in range(players):
        doc_trains[str(s)] = _words(trains.pop(s, trains.pop(str(s), ())))
    if trains:
        raise ValueError(f"no train {_names(trains)} at a table of {players}: trains are 'mexican' and 0..{players - 1}")
    hands = [_words(h) for h in hands]
    boneyard = _words(boneyard)
    named = [*boneyard, *(t for h in hands for t in h), *(t for tr in doc_trains.values() for t in tr)]
    placed = {Tile.parse(t, max_pip=rules.max_pip) for t in named} | {Tile(engine, engine)}
    rest = [str(t) for t in full_set(rules.max_pip) if t not in placed]
    random.Random(seed).shuffle(rest)
    return Round.from_json(json.dumps({
        "format": "mextrain-round/1", "rules": rules.to_dict(), "engine": f"{engine}-{engine}",
        "turn": turn, "hands": hands, "boneyard": boneyard + rest, "trains": doc_trains,
        "markers": list(markers), "has_drawn": False}))


def _words(tiles) -> list[str]:
    return tiles.split() if isinstance(tiles, str) else [str(t) for t in tiles]


# ---- feedback ---------------------------------------------------------------

@dataclass(frozen=True)
class Feedback:
    """A checker's verdict: ``correct``, a ``headline`` and ``details`` (lines
    in words, each citing its rule)."""

    correct: bool
    headline: str
    details: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.correct

    @property
    def message(self) -> str:
        return "\n".join([self.headline] + [f"- {line}" for line in self.details])

    __str__ = message.fget

    def _repr_html_(self) -> str:
        color = "#2e7d32" if self.correct else "#b26a00"
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.details)
        body = f"<ul style='margin:4px 0'>{items}</ul>" if items else ""
        return (f"<div class='mextrain-feedback {'right' if self.correct else 'wrong'}' "
                f"style='border-left:4px solid {color};padding:4px 10px;margin:4px 0'>"
                f"<b style='color:{color}'>{html.escape(self.headline)}</b>{body}</div>")


def _verdict(correct: bool, details) -> Feedback:
    return Feedback(correct, "Right!" if correct else "Not quite.", tuple(details))


# ---- reading answers ----------------------------------------------------------

def _tiles(rnd, answer) -> set[Tile]:
    if isinstance(answer, (str, Tile)):
        answer = [answer]
    return {t if isinstance(t, Tile) else Tile.parse(t, max_pip=rnd.rules.max_pip) for t in answer}


def _train(rnd, name):
    """A train name from ``"mexican"``, ``"Mexican train"``, a seat number,
    ``"2"`` or ``"train 2"``."""
    if isinstance(name, str):
        word = name.strip().lower().removeprefix("train").removesuffix("train").strip()
        name = MEXICAN if word == MEXICAN else int(word) if word.isdigit() else name
    if name != MEXICAN and not (type(name) is int and 0 <= name < rnd.players):
        raise ValueError(f"no train {name!r} at this table: trains are 'mexican' and 0..{rnd.players - 1}")
    return name


def _moves(rnd, answer) -> set[Move]:
    if isinstance(answer, (str, Move)):
        answer = [answer]
    return {m if isinstance(m, Move) else Move.parse(m, max_pip=rnd.rules.max_pip) for m in answer}


def _names(items) -> str:
    return ", ".join(map(str, items)) if items else "none"


def _plays(rnd) -> list[Play]:
    return [m for m in rnd.legal_moves() if isinstance(m, Play)]


# ---- explanations in words ---------------------------------------------------

# ---- checkers -----------------------------------------------------------------

def check_playable(rnd, answer) -> Feedback:
    """"Click every tile you could play here": the tiles of the player to act
    that some legal move plays (R6-R12)."""
    picked = _tiles(rnd, answer)
    plays = _plays(rnd)
    truth = {m.tile for m in plays}
    details = [f"{t} cannot be played now. {why_not_playable(rnd, t)}" for t in sorted(picked - truth)]
    for t in sorted(truth - picked):
        where = [m for m in plays if m.tile == t]
        details.append(f"You missed {t}. " + _capital(why_legal(rnd, where[0])))
    if picked == truth:
        if truth:
            details = [why_legal(rnd, m) for m in plays]
        else:
            details = ["No tile fits: " + why_legal(rnd, rnd.legal_moves()[0])]
    return _verdict(picked == truth, details + dead_doubles(rnd))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def check_trains(rnd, tile, answer) -> Feedback:
    """"Which trains may this tile go on?" for the player to act (R6, R7,
    R10-R12)."""
    tile = next(iter(_tiles(rnd, tile)))
    if tile not in rnd.hand(rnd.turn):
        raise ValueError(f"player {rnd.turn} does not hold {tile}; ask about a tile in their hand")
    if isinstance(answer, (str, int)):
        answer = [answer]
    picked = {_train(rnd, name) for name in answer}
    truth = {m.train for m in _plays(rnd) if m.tile == tile}
    order = list(rnd.trains)
    details = [f"Not on {label(rnd, name)}. {explain(rnd, Play(tile, name))}" for name in order if name in picked - truth]
    details += [f"You missed {label(rnd, name)}: " + why_legal(rnd, Play(tile, name))
                for name in order if name in truth - picked]
    if picked == truth:
        details = ([why_legal(rnd, Play(tile, name)) for name in order if name in truth]
                   or [f"{tile} may go on no train now. " + why_not_playable(rnd, tile)])
    return _verdict(picked == truth, details + dead_doubles(rnd))


def check_moves(rnd, answer) -> Feedback:
    """"Predict the legal moves": exactly ``rnd.legal_moves()``, in any order
    (R7-R12)."""
    picked = _moves(rnd, answer)
    legal = rnd.legal_moves()
    truth = set(legal)
    details = [f"{m} is not legal. {explain(rnd, m)}" for m in sorted(picked - truth, key=str)]
    details += [f"You missed {m}: " + why_legal(rnd, m) for m in legal if m not in picked]
    if picked == truth:
        details = [why_legal(rnd, m) for m in legal]
    return _verdict(picked == truth, details + dead_doubles(rnd))


def _penalty_sum(rnd, hand) -> str:
    """Penalty points of one hand in words: '12-5 (17) + 4-2 (6) = 23'."""
    score = rnd.rules.score
    parts = [f"{t} ({score([t])})" for t in hand]
    return f"{' + '.join(parts)} = {score(hand)}"


def check_scores(rnd, answer) -> Feedback:
    """"What does each player score?" once the round is over: the pips left
    in each hand (R15; 0-0 counts 50 under C2)."""
    if not rnd.is_over:
        raise ValueError("this round is not over yet: players score when it ends (R13, R14, R15)")
    answer = list(answer)
    if len(answer) != rnd.players:
        raise ValueError(f"give one score per player: {rnd.players} numbers, not {len(answer)}")
    truth = rnd.penalties
    details = []
    for seat, (said, score) in enumerate(zip(answer, truth)):
        hand = rnd.hand(seat)
        if not hand:
            why = f"player {seat} went out and scores 0 (R13, R15)."
        else:
            why = f"player {seat} scores the pips left in hand: {_penalty_sum(rnd, hand)} (R15)."
            if rnd.rules.double_blank_points and Tile(0, 0) in hand:
                why = why[:-2] + f"; 0-0 counts {rnd.rules.double_blank_points} under C2)."
        if said != score:
            why = f"You said {said}, but {why}"
        details.append(why)
    correct = tuple(answer) == truth
    if not correct:
        details = [d for d, said, score in zip(details, answer, truth) if said != score]
    return _verdict(correct, details)


def check_blocked(rnd, answer: bool) -> Feedback:
    """"Is this round blocked?" (R14): the boneyard is empty and no hand holds
    a tile matching any open end."""
    if not isinstance(answer, bool):
        raise ValueError(f"answer True (blocked) or False (not blocked), not {answer!r}")
    truth = rnd.is_blocked
    trains = rnd.trains
    ends = sorted({t.open_end for t in trains.values()})
    if truth:
        why = (f"Blocked: the boneyard is empty and no hand holds a tile with any open end "
               f"({_names(ends)}), so nobody can ever play again (R14).")
    elif rnd.winner is not None:
        why = f"Not blocked: player {rnd.winner} went out, which ends the round (R13)."
    elif rnd.boneyard:
        why = f"Not blocked: the boneyard still has {len(rnd.boneyard)} tiles to draw (R9, R14)."
    else:
        seat, tile, name = next((s, t, name) for s, hand in enumerate(rnd.hands) for t in hand
                                for name, train in trains.items() if t.has(train.open_end))
        where = "the Mexican train" if name == MEXICAN else f"train {name}"
        why = (f"Not blocked: player {seat} holds {tile}, which fits the open end {trains[name].open_end} "
               f"of {where}, so play can still go on (R14).")
        if name not in (MEXICAN, seat) and not trains[name].marker:
            why = why[:-2] + f": train {name} opens to everyone once player {name} passes, R10)."
    return _verdict(answer == truth, [why])


def check_winners(match, answer) -> Feedback:
    """"Who wins the match?" once it is over: the lowest total wins, equal
    lowest totals share the win (R17)."""
    if not match.is_over:
        raise ValueError(f"the match is not over: {match.rules.rounds} rounds must be played first (R16)")
    if isinstance(answer, int):
        answer = [answer]
    picked = set(answer)
    truth = set(match.winners)
    totals = match.totals
    sheet = ", ".join(f"player {s}: {t}" for s, t in enumerate(totals))
    if len(truth) > 1:
        why = f"Lowest total {min(totals)} is shared by players {_names(sorted(truth))}: a draw, all share the win (R17)."
    else:
        why = f"Player {next(iter(truth))} has the lowest total, {min(totals)}, and wins (R17)."
    return _verdict(picked == truth, [f"Totals: {sheet}.", why])


def check_value(truth, answer, why: str) -> Feedback:
    """A question with one right value computed by the engine (a number, a
    word, True/False); ``why`` explains it, citing the rule."""
    if isinstance(truth, bool):
        said = answer if isinstance(answer, bool) else str(answer).strip().lower() in ("yes", "true", "1")
    elif isinstance(truth, int):
        try:
            said = int(str(answer).strip())
        except ValueError:
            return Feedback(False, f"{answer!r} is not a whole number: type digits, like 15.")
    else:
        said = str(answer).strip().lower()
        truth = str(truth).strip().lower()
    return _verdict(said == truth, [why])


# ---- widgets --------------------------------------------------------------------

def _picture(rnd, seat, scores: bool = True) -> str:
    """The table as the exercise shows it, with ``seat``'s hand face up
    (``"all"``: every hand)."""
    return _fit(svg.table(rnd, seat=seat, scores=scores))


def _fit(picture: str) -> str:
    """Let a wide SVG shrink to the width of the notebook."""
    return ("<div class='mextrain-quiz-picture'><style>.mextrain-quiz-picture svg"
            "{max-width:100%;height:auto}</style>" + picture + "</div>")


def _score_sheet(match) -> str:
    return _fit(svg.score_sheet(match))


def _toggles(labels) -> dict[str, W.ToggleButton]:
    return {label: W.ToggleButton(description=label, tooltip=label,
                                  layout=W.Layout(width="auto", margin="2px"))
            for label in labels}


def _picked(toggles) -> list[str]:
    return [name for name, button in toggles.items() if button.value]


def _set_picked(toggles, labels) -> None:
    labels = set(map(str, labels))
    unknown = labels - set(toggles)
    if unknown:
        raise ValueError(f"no choice {_names(sorted(unknown))}; the choices are {_names(toggles)}")
    for name, button in toggles.items():
        button.value = name in labels


class Exercise(W.VBox):
    """A prompt, a picture, a place to answer, a Check button and the
    feedback. Subclasses provide the answer area and ``_check``.

    An exercise keeps a snapshot of its position, so a notebook may play on
    in later cells while the learner still answers this one.

    Drive it from Python as a test or a teacher would: set ``answer``, then
    ``check()`` (or ``check_button.click()``); ``last`` holds the latest
    ``Feedback`` and ``feedback`` shows it.
    """

    def __init__(self, prompt: str, picture, answer_area: W.Widget):
        super().__init__()
        self.add_class("mextrain-quiz")
        self.question = prompt
        self.prompt = W.HTML(f"<b>{html.escape(prompt)}</b>")
        if not isinstance(picture, W.Widget):
            picture = W.HTML(picture, layout=W.Layout(display="block" if picture else "none"))
        self.picture = picture
        self.answer_area = answer_area
        self.check_button = W.Button(description="Check", button_style="primary", icon="check")
        self.check_button.on_click(lambda _button: self.check())
        self.feedback = W.HTML()
        self.last: Feedback | None = None
        self.children = (self.prompt, self.picture, answer_area, self.check_button, self.feedback)

    def _repr_mimebundle_(self, **kwargs):
        # Where no kernel runs the widget (GitHub, nbviewer, a saved page), the
        # reader still sees the question, its picture and the choices.
        data = super()._repr_mimebundle_(**kwargs)
        data["text/plain"] = f"Exercise: {self.question} (run the notebook to answer it)"
        picture = _fit(self.picture.svg) if hasattr(self.picture, "svg") else self.picture.value
        data["text/html"] = (f"<div class='mextrain-exercise'><p><b>Exercise:</b> {html.escape(self.question)}</p>"
                             f"{picture}{self._choices_html()}"
                             "<p><i>Run the notebook to answer: the engine checks it.</i></p></div>")
        return data

    def _choices_html(self) -> str:
        return ""

    def check(self) -> Feedback:
        """Check the current answer with the engine and show the feedback."""
        self.last = self._check()
        self.feedback.value = self.last._repr_html_()
        return self.last

    def _check(self) -> Feedback:
        raise NotImplementedError


class _PickMany(Exercise):
    """An exercise answered by switching on any number of toggle buttons.

    With ``picture=None`` the picture is drawn by ``_draw`` and clickable:
    a click on a hand tile or a train (whichever ``_clicks`` names) flips the
    button that ``_click_label`` maps it to, and the picture rings the picks.
    """

    _clicks = None

    def __init__(self, prompt: str, picture, labels):
        self.toggles = _toggles(labels)
        if picture is None:
            from .table import Picture  # table.py imports this module: import on use
            picture = Picture()
            picture.on_msg(self._on_click)
            for button in self.toggles.values():
                button.observe(lambda _change: self._redraw(), "value")
        super().__init__(prompt, picture, W.HBox(list(self.toggles.values()),
                                                 layout=W.Layout(flex_flow="row wrap")))
        if self._clicks:
            self._redraw()

    def _choices_html(self) -> str:
        return f"<p>Choices: {html.escape(', '.join(self.toggles))}</p>"

    def _redraw(self) -> None:
        self.picture.show(self._draw())

    def _on_click(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        try:
            if content.get("kind") == self._clicks and content.get("version") == self.picture.version:
                label = self._click_label(str(content.get("value"))[:12])
                if label in self.toggles:
                    self.toggles[label].value = not self.toggles[label].value
        finally:
            self.picture.send({"ack": content.get("click")})

    @property
    def answer(self) -> list[str]:
        return _picked(self.toggles)

    @answer.setter
    def answer(self, labels) -> None:
        _set_picked(self.toggles, [labels] if isinstance(labels, (str, int, Tile)) else labels)


class PlayableTiles(_PickMany):
    """"Click every tile you could play here", for the player to act: on
    the picture's hand or on the buttons below it."""

    _clicks = "tile"

    def __init__(self, rnd, prompt: str | None = None):
        self.round = rnd = rnd.copy()
        prompt = prompt or f"Player {rnd.turn} is to play. Click every tile they could play, then Check."
        super().__init__(prompt, None, map(str, rnd.hand(rnd.turn)))

    def _draw(self) -> str:
        picked = [Tile.parse(label) for label in self.answer]
        return svg.table(self.round, seat=self.round.turn, highlight=picked)

    def _click_label(self, value: str) -> str:
        return value

    def _check(self) -> Feedback:
        return check_playable(self.round, self.answer)


class WhichTrains(_PickMany):
    """"Which trains may this tile go on?", for the player to act: click
    the trains on the picture or the buttons below it."""

    _clicks = "train"

    def __init__(self, rnd, tile, prompt: str | None = None):
        self.round = rnd = rnd.copy()
        self.tile = next(iter(_tiles(rnd, tile)))
        if self.tile not in rnd.hand(rnd.turn):
            raise ValueError(f"player {rnd.turn} does not hold {self.tile}; ask about a tile in their hand")
        self._names = {_train_choice(rnd, name): name for name in rnd.trains}
        prompt = prompt or f"Player {rnd.turn} is to play. Which trains may {self.tile} go on? Pick all, then Check."
        super().__init__(prompt, None, self._names)

    def _draw(self) -> str:
        return svg.table(self.round, seat=self.round.turn, highlight=[self.tile, *self.answer])

    def _click_label(self, value: str):
        try:
            return _train_choice(self.round, _train(self.round, value))
        except ValueError:
            return None

    @property
    def answer(self) -> list:
        return [self._names[label] for label in _picked(self.toggles)]

    @answer.setter
    def answer(self, names) -> None:
        names = [names] if isinstance(names, (str, int)) else names
        chosen = {_train(self.round, name) for name in names}
        _set_picked(self.toggles, [label for label, name in self._names.items() if name in chosen])

    def _check(self) -> Feedback:
        return check_trains(self.round, self.tile, self.answer)


def _train_choice(rnd, name) -> str:
    if name == MEXICAN:
        return "Mexican train"
    return f"train {name} (own)" if name == rnd.turn else f"train {name}"


class LegalMoves(_PickMany):
    """"Predict the legal moves": pick them among every play whose tile
    matches some open end, plus draw and pass."""

    def __init__(self, rnd, prompt: str | None = None):
        self.round = rnd = rnd.copy()
        hand = rnd.hand(rnd.turn)
        candidates = [Play(t, name) for name, train in rnd.trains.items() for t in hand if t.has(train.open_end)]
        candidates += [Draw(), Pass()]
        prompt = prompt or f"Player {rnd.turn} is to play. Which of these moves are legal? Pick all, then Check."
        super().__init__(prompt, _picture(rnd, rnd.turn), map(str, candidates))

    def _check(self) -> Feedback:
        return check_moves(self.round, self.answer)


class Scores(Exercise):
    """"What does each player score?" at the end of a round."""

    def __init__(self, rnd, prompt: str | None = None):
        if not rnd.is_over:
            raise ValueError("this round is not over yet: players score when it ends (R13, R14, R15)")
        self.round = rnd = rnd.copy()
        self.boxes = [W.IntText(value=0, description=f"player {s}", layout=W.Layout(width="160px"))
                      for s in range(rnd.players)]
        prompt = prompt or "The round is over. What does each player score? Type the numbers, then Check."
        # The picture leaves out the pips and penalties: they are the answer.
        super().__init__(prompt, _picture(rnd, "all", scores=False),
                         W.HBox(self.boxes, layout=W.Layout(flex_flow="row wrap")))

    @property
    def answer(self) -> list[int]:
        return [box.value for box in self.boxes]

    @answer.setter
    def answer(self, scores) -> None:
        scores = list(scores)
        if len(scores) != len(self.boxes):
            raise ValueError(f"give one score per player: {len(self.boxes)} numbers, not {len(scores)}")
        for box, score in zip(self.boxes, scores):
            box.value = score

    def _check(self) -> Feedback:
        return check_scores(self.round, self.answer)


class _PickOne(Exercise):
    """An exercise answered by choosing one of a few buttons."""

    def __init__(self, prompt: str, picture: str, choices: dict):
        self._choices = choices
        self.choice = W.ToggleButtons(options=list(choices), value=None)
        super().__init__(prompt, picture, self.choice)

    def _choices_html(self) -> str:
        return f"<p>Choices: {html.escape(', '.join(self._choices))}</p>"

    @property
    def answer(self):
        return None if self.choice.value is None else self._choices[self.choice.value]

    @answer.setter
    def answer(self, value) -> None:
        labels = [label for label, v in self._choices.items() if v == value and type(v) is type(value)]
        if not labels:
            raise ValueError(f"no choice {value!r}; the choices are {_names(self._choices.values())}")
        self.choice.value = labels[0]

    def check(self) -> Feedback:
        if self.answer is None:
            self.last = Feedback(False, "Choose an answer first.")
            self.feedback.value = self.last._repr_html_()
            return self.last
        return super().check()


class Blocked(_PickOne):
    """"Is this round blocked?" (R14)."""

    def __init__(self, rnd, prompt: str | None = None):
        self.round = rnd = rnd.copy()
        prompt = prompt or "Is this round blocked?"
        super().__init__(prompt, _picture(rnd, "all"), {"blocked": True, "not blocked": False})

    def _check(self) -> Feedback:
        return check_blocked(self.round, self.answer)


class Winners(_PickMany):
    """"Who wins the match?" once it is over (R17): pick every winner."""

    def __init__(self, match, prompt: str | None = None):
        if not match.is_over:
            raise ValueError(f"the match is not over: {match.rules.rounds} rounds must be played first (R16)")
        self.match = Match.from_json(match.to_json())
        prompt = prompt or "The match is over. Who wins? Pick every winner, then Check."
        super().__init__(prompt, _score_sheet(match), [f"player {s}" for s in range(match.players)])

    @property
    def answer(self) -> list[int]:
        return [int(label.split()[1]) for label in _picked(self.toggles)]

    @answer.setter
    def answer(self, seats) -> None:
        seats = [seats] if isinstance(seats, int) else seats
        _set_picked(self.toggles, [f"player {s}" for s in seats])

    def _check(self) -> Feedback:
        return check_winners(self.match, self.answer)


class Ask(Exercise):
    """A question with one right value the engine computed: a number, a word
    or True/False (then two buttons), with ``why`` citing the rule.

    >>> import mextrain as mt
    >>> q = Ask("How many tiles does each of 4 players get?", mt.Rules().hand_size(4),
    ...         why="R4: 15 tiles each for 2-4 players.")
    >>> q.answer = "15"
    >>> q.check().correct
    True
    """

    def __init__(self, prompt: str, truth, why: str, picture: str = ""):
        self.truth, self.why = truth, why
        if isinstance(truth, bool):
            self.box = W.ToggleButtons(options=["yes", "no"], value=None)
        else:
            self.box = W.Text(placeholder="your answer")
        super().__init__(prompt, picture, self.box)

    @property
    def answer(self):
        return self.box.value

    @answer.setter
    def answer(self, value) -> None:
        if isinstance(self.truth, bool):
            value = "yes" if value in (True, "yes") else "no" if value in (False, "no") else value
        self.box.value = value if isinstance(self.truth, bool) else str(value)

    def _check(self) -> Feedback:
        if self.answer in (None, ""):
            return Feedback(False, "Type or choose an answer first.")
        return check_value(self.truth, self.answer, self.why)
