"""The lesson exercises as widgets: a picture, a place to answer, a Check button.

The positions and checkers live in ``mextrain.lessons``, which imports no
UI; these widgets show the position, collect the answer with buttons or
boxes, and show the checker's ``Feedback``. They hold no rules, so the engine
stays the only judge, and no words, which come from ``mextrain.words``.
The checkers and ``position`` are re-exported here under their old names.

>>> import mextrain as mt
>>> from mextrain.widgets import quiz
>>> rnd = quiz.position(["12-5 7-3 5-5", "4-2"])
>>> quiz.check_playable(rnd, ["12-5"]).correct
True
>>> w = quiz.PlayableTiles(rnd)
>>> list(w.toggles), w.question
(['5-5', '7-3', '12-5'], 'Player 1 is to play. Click every tile they could play, then Check.')
"""

from __future__ import annotations

import html

import ipywidgets as W

from .. import svg
from ..lessons import (Feedback, check_blocked, check_moves, check_playable, check_scores, check_trains,
                       check_value, check_winners, position)
from ..lessons.checkers import asked_tile, ended, ended_match, move_choices, read_move, read_tile, read_train
from ..match import Match
from ..moves import Move
from ..tiles import Tile
from ..words import Words
from ..words import lessons as say
from ..words import words as kit_words
from ..words.exercises import move_label

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value", "PlayableTiles", "WhichTrains", "LegalMoves", "Scores",
    "Blocked", "Winners", "Ask", "position",
]


# ---- widgets --------------------------------------------------------------------

def _picture(rnd, seat, w: Words, scores: bool = True) -> str:
    """The table as the exercise shows it, in the exercise's words, with
    ``seat``'s hand face up (``"all"``: every hand)."""
    return _fit(svg.table(rnd, seat=seat, scores=scores, words=w))


def _fit(picture: str) -> str:
    """Let a wide SVG shrink to the width of the notebook."""
    return ("<div class='mextrain-quiz-picture'><style>.mextrain-quiz-picture svg"
            "{max-width:100%;height:auto}</style>" + picture + "</div>")


def _score_sheet(match, w: Words) -> str:
    return _fit(svg.score_sheet(match, words=w))


def _words(words: Words | None) -> Words:
    return kit_words() if words is None else words


def _same(a, b) -> bool:
    """Equal and of one type: True is not 1, so a yes/no question takes a bool."""
    return a == b and type(a) is type(b)


def _listed(items) -> str:
    return ", ".join(map(str, items))


class Exercise(W.VBox):
    """A prompt, a picture, a place to answer, a Check button and the
    feedback. Subclasses provide the answer area and ``_check``.

    An exercise keeps a snapshot of its position, so a notebook may play on
    in later cells while the learner still answers this one. ``words``
    (a ``mextrain.words.Words``) names the players and speaks the language.

    Drive it from Python as a test or a teacher would: set ``answer``, then
    ``check()`` (or ``check_button.click()``); ``last`` holds the latest
    ``Feedback`` and ``feedback`` shows it.
    """

    def __init__(self, prompt: str, picture, answer_area: W.Widget, words: Words | None = None):
        super().__init__()
        self.add_class("mextrain-quiz")
        self.words = w = _words(words)
        self.question = prompt
        self.prompt = W.HTML(f"<b>{html.escape(prompt)}</b>")
        if not isinstance(picture, W.Widget):
            picture = W.HTML(picture, layout=W.Layout(display="block" if picture else "none"))
        self.picture = picture
        self.answer_area = answer_area
        self.check_button = W.Button(description=say.check(w), button_style="primary", icon="check",
                                     layout=W.Layout(width="auto"))  # as wide as its words in any language
        self.check_button.on_click(lambda _button: self.check())
        self.feedback = W.HTML()
        self.last: Feedback | None = None
        self.children = (self.prompt, self.picture, answer_area, self.check_button, self.feedback)

    def _repr_mimebundle_(self, **kwargs):
        # Where no kernel runs the widget (GitHub, nbviewer, a saved page), the
        # reader still sees the question, its picture and the choices.
        w = self.words
        data = super()._repr_mimebundle_(**kwargs)
        data["text/plain"] = say.exercise_offline(w, self.question)
        picture = _fit(self.picture.svg) if hasattr(self.picture, "svg") else self.picture.value
        data["text/html"] = (f"<div class='mextrain-exercise'><p><b>{html.escape(say.exercise(w, self.question))}"
                             f"</b></p>{picture}{self._choices_html()}"
                             f"<p><i>{html.escape(say.run_to_answer(w))}</i></p></div>")
        return data

    def _choices_html(self) -> str:
        return ""

    def _show(self, feedback: Feedback) -> Feedback:
        self.last = feedback
        self.feedback.value = feedback._repr_html_()
        return feedback

    def check(self) -> Feedback:
        """Check the current answer with the engine and show the feedback."""
        return self._show(self._check())

    def _check(self) -> Feedback:
        raise NotImplementedError


class _Choices(Exercise):
    """An exercise answered by choosing among ``choices`` (label -> value)."""

    def __init__(self, prompt: str, picture, choices: dict, answer_area: W.Widget, words: Words | None):
        self._choices = choices
        super().__init__(prompt, picture, answer_area, words)

    def _choices_html(self) -> str:
        return f"<p>{html.escape(say.choices(self.words, self._choices))}</p>"

    def _labels(self, values) -> list[str]:
        """The labels of ``values``, in the order of the choices; a value no
        choice has is refused."""
        labels = [label for label, choice in self._choices.items() if any(_same(v, choice) for v in values)]
        unknown = [v for v in values if not any(_same(v, choice) for choice in self._choices.values())]
        if unknown:
            raise ValueError(f"no choice {_listed(unknown)}; the choices are {_listed(self._choices.values())}")
        return labels


class _PickMany(_Choices):
    """An exercise answered by switching on any number of toggle buttons;
    ``answer`` is the list of their values, and takes values (read by
    ``_value`` from what a person or test would write).

    With ``picture=None`` the picture is drawn by ``_draw`` and clickable:
    a click on a hand tile or a train (whichever ``_clicks`` names) flips the
    button that ``_click_label`` maps it to, and the picture rings the picks.
    """

    _clicks = None

    def __init__(self, prompt: str, picture, choices: dict, words: Words | None):
        self.toggles = {label: W.ToggleButton(description=label, tooltip=label,
                                              layout=W.Layout(width="auto", margin="2px"))
                        for label in choices}
        if picture is None:
            from .table import Picture  # table.py imports this module: import on use
            picture = Picture()
            picture.on_msg(self._on_click)
            for button in self.toggles.values():
                button.observe(lambda _change: self._redraw(), "value")
        super().__init__(prompt, picture, choices, W.HBox(list(self.toggles.values()),
                                                          layout=W.Layout(flex_flow="row wrap")), words)
        if self._clicks:
            self._redraw()

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

    def _value(self, given):
        return given

    @property
    def answer(self) -> list:
        return [self._choices[label] for label, button in self.toggles.items() if button.value]

    @answer.setter
    def answer(self, values) -> None:
        values = [values] if isinstance(values, (str, int, Tile, Move)) else values
        picked = self._labels([self._value(v) for v in values])
        for label, button in self.toggles.items():
            button.value = label in picked


class PlayableTiles(_PickMany):
    """"Click every tile you could play here", for the player to act: on
    the picture's hand or on the buttons below it. ``answer``: the tiles
    picked, as text."""

    _clicks = "tile"

    def __init__(self, rnd, prompt: str | None = None, *, words: Words | None = None):
        self.round = rnd = rnd.copy()
        w = _words(words)
        self._tiles = {str(t): t for t in rnd.hand(rnd.turn)}
        super().__init__(prompt or say.playable_prompt(w, rnd.turn), None, {label: label for label in self._tiles}, w)

    def _draw(self) -> str:
        return svg.table(self.round, seat=self.round.turn, highlight=[self._tiles[t] for t in self.answer],
                         words=self.words)

    def _click_label(self, value: str) -> str:
        return value

    def _value(self, given) -> str:
        return str(read_tile(self.round, given))

    def _check(self) -> Feedback:
        return check_playable(self.round, self.answer, words=self.words)


class WhichTrains(_PickMany):
    """"Which trains may this tile go on?", for the player to act: click
    the trains on the picture or the buttons below it. ``answer``: the
    train names picked (``"mexican"``, seat numbers)."""

    _clicks = "train"

    def __init__(self, rnd, tile, prompt: str | None = None, *, words: Words | None = None):
        self.round = rnd = rnd.copy()
        w = _words(words)
        self.tile = asked_tile(rnd, tile)
        trains = {say.train_choice(w, name, own=name == rnd.turn): name for name in rnd.trains}
        super().__init__(prompt or say.trains_prompt(w, rnd.turn, self.tile), None, trains, w)

    def _draw(self) -> str:
        return svg.table(self.round, seat=self.round.turn, highlight=[self.tile, *self.answer], words=self.words)

    def _click_label(self, value: str):
        try:
            return self._labels([read_train(self.round, value)])[0]
        except ValueError:
            return None

    def _value(self, given):
        return read_train(self.round, given)

    def _check(self) -> Feedback:
        return check_trains(self.round, self.tile, self.answer, words=self.words)


class LegalMoves(_PickMany):
    """"Predict the legal moves": pick them among every play whose tile
    matches some open end, plus draw and pass. ``answer``: the moves
    picked, as text."""

    def __init__(self, rnd, prompt: str | None = None, *, words: Words | None = None):
        self.round = rnd = rnd.copy()
        w = _words(words)
        moves = {move_label(w, m): str(m) for m in move_choices(rnd)}  # a move in words, its value as text
        super().__init__(prompt or say.moves_prompt(w, rnd.turn), _picture(rnd, rnd.turn, w), moves, w)

    def _value(self, given) -> str:
        return str(read_move(self.round, given))

    def _check(self) -> Feedback:
        return check_moves(self.round, self.answer, words=self.words)


class Scores(Exercise):
    """"What does each player score?" at the end of a round."""

    def __init__(self, rnd, prompt: str | None = None, *, words: Words | None = None):
        self.round = rnd = ended(rnd).copy()
        w = _words(words)
        self.boxes = [W.IntText(value=0, description=w.player(s), layout=W.Layout(width="160px"))
                      for s in range(rnd.players)]
        # The picture leaves out the pips and penalties: they are the answer.
        super().__init__(prompt or say.scores_prompt(w), _picture(rnd, "all", w, scores=False),
                         W.HBox(self.boxes, layout=W.Layout(flex_flow="row wrap")), w)

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
        return check_scores(self.round, self.answer, words=self.words)


class _PickOne(_Choices):
    """An exercise answered by choosing one of a few buttons; ``answer`` is
    the chosen value, or None."""

    def __init__(self, prompt: str, picture, choices: dict, words: Words | None):
        self.choice = W.ToggleButtons(options=list(choices), value=None)
        super().__init__(prompt, picture, choices, self.choice, words)

    @property
    def answer(self):
        return None if self.choice.value is None else self._choices[self.choice.value]

    @answer.setter
    def answer(self, value) -> None:
        self.choice.value = self._labels([value])[0]

    def check(self) -> Feedback:
        if self.answer is None:
            return self._show(Feedback(False, say.choose_first(self.words)))
        return super().check()


class Blocked(_PickOne):
    """"Is this round blocked?" (R14)."""

    def __init__(self, rnd, prompt: str | None = None, *, words: Words | None = None):
        self.round = rnd = rnd.copy()
        w = _words(words)
        choices = {say.blocked_choice(w, True): True, say.blocked_choice(w, False): False}
        super().__init__(prompt or say.blocked_prompt(w), _picture(rnd, "all", w), choices, w)

    def _check(self) -> Feedback:
        return check_blocked(self.round, self.answer, words=self.words)


class Winners(_PickMany):
    """"Who wins the match?" once it is over (R17): pick every winner.
    ``answer``: the seats picked."""

    def __init__(self, match, prompt: str | None = None, *, words: Words | None = None):
        self.match = Match.from_json(ended_match(match).to_json())
        w = _words(words)
        seats = {w.player(s): s for s in range(match.players)}
        super().__init__(prompt or say.winners_prompt(w), _score_sheet(match, w), seats, w)

    def _check(self) -> Feedback:
        return check_winners(self.match, self.answer, words=self.words)


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

    def __init__(self, prompt: str, truth, why: str, picture: str = "", *, words: Words | None = None):
        self.truth, self.why = truth, why
        w = _words(words)
        if isinstance(truth, bool):
            self.box = W.ToggleButtons(options=[(say.yes_no(w, True), True), (say.yes_no(w, False), False)],
                                       value=None)
        else:
            self.box = W.Text(placeholder=say.your_answer(w))
        super().__init__(prompt, picture, self.box, w)

    @property
    def answer(self):
        return self.box.value

    @answer.setter
    def answer(self, value) -> None:
        if isinstance(self.truth, bool) and not isinstance(value, bool):
            raise ValueError(f"answer True or False, not {value!r}")
        self.box.value = value if isinstance(self.truth, bool) else str(value)

    def _check(self) -> Feedback:
        if self.answer is None or self.answer == "":
            return Feedback(False, say.answer_first(self.words))
        return check_value(self.truth, self.answer, self.why, words=self.words)
