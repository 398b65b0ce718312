"""An exercise of the bank as a widget: the question, its picture, a place to
answer, Check, Hint and Explain, and the tutor's reply.

Every kind of exercise of ``mextrain.lessons.bank`` has its answer area:
a box for a number, buttons for choices, tiles and trains clicked on the
table picture (the live table's clickable ``Picture``), legal moves
ticked, a move made by clicking a tile then a train, a box per score. A
prediction (an exercise with a ``reveal``) shows what happens only after
the learner has chosen. The widget holds no rules and no answers: the
``Attempt`` asks the engine. Where no kernel runs it (a stored output, an
untrusted notebook), it shows the question, the picture as an ``<img>``
and the choices -- never an answer.

>>> from mextrain import lessons
>>> w = ExerciseWidget(lessons.exercise("01-deal-1"), progress=None)
>>> w.answer = "30"
>>> w.check().correct, "Hint" in w.feedback.value
(False, True)
>>> w.answer = "18"
>>> w.check().correct
True
"""

from __future__ import annotations

import html

import ipywidgets as W

from ..lessons import display
from ..lessons.bank import Choice, Exercise, MakeMove, Number, Scores, Tiles, Trains
from ..lessons.display import picture, revealed
from ..lessons.tutor import Attempt, Reply
from ..moves import Move, Play
from ..svg import teaching
from ..tiles import Tile
from ..words import exercises as say
from ..words import lessons as lesson_words
from ..words import pictures as picture_words
from ..words.exercises import seat_names

__all__ = ["ExerciseWidget", "picture"]

CLICKED = ("tile", "train")


class ExerciseWidget(W.VBox):
    """``ex`` to answer; ``words`` its language; ``progress`` where the first
    try is kept (see ``Attempt``). Drive it as a learner or a test would:
    set ``answer``, then ``check()``; ``hint()``, ``explain()``; ``last``
    holds the latest ``Reply`` and ``feedback`` shows it."""

    def __init__(self, ex: Exercise, words=None, progress="default"):
        super().__init__()
        self.add_class("mextrain-quiz")
        self.add_class("mextrain-exercise-widget")
        self._asked, self._words_given, self._tried = ex, words, 0
        self._start(ex, progress)

    def _start(self, ex: Exercise, progress) -> None:
        """Show ``ex`` afresh: the bank's exercise, or another like it."""
        self.exercise = ex
        self.attempt = a = Attempt(ex, self._words_given, progress)
        self.state, self.words = a.state, a.words
        self.last: Reply | None = None
        self._tile: Tile | None = None  # the tile picked first, on a "make a move" exercise
        w = self.words
        self.prompt = W.HTML(f"<b>{html.escape(a.question)}</b>")
        self.answer_area = self._answer_area()
        self.picture = self._picture_widget()
        check = say.see_button(w) if ex.predicts else lesson_words.check(w)
        # as wide as their words: ipywidgets' fixed 148 px cuts "Ukaž, co se stane" (a browser test measures)
        fit = W.Layout(width="auto")
        self.check_button = W.Button(description=check, button_style="primary", icon="check", layout=fit)
        self.hint_button = W.Button(description=say.hint_button(w), icon="lightbulb-o", layout=fit)
        self.explain_button = W.Button(description=say.explain_button(w), icon="question", disabled=True, layout=fit)
        self.check_button.on_click(lambda _b: self.check())
        self.hint_button.on_click(lambda _b: self.hint())
        self.explain_button.on_click(lambda _b: self.explain())
        buttons = [self.check_button] if ex.predicts else [self.check_button, self.hint_button, self.explain_button]
        if isinstance(ex.kind, MakeMove):
            buttons = [self.hint_button, self.explain_button]
        # Once answered, a question any position may ask is asked again on a
        # new one (mextrain.lessons.variants): practice, kept in no progress.
        self.another_button = W.Button(description=say.another_button(w), icon="refresh", layout=fit,
                                       disabled=True)
        self.another_button.on_click(lambda _b: self.another())
        if ex.vary is not None:
            buttons.append(self.another_button)
        self.feedback = W.HTML()
        self.reveal = W.HTML(layout=W.Layout(display="none"))
        self.children = (self.prompt, self.picture, self.answer_area, W.HBox(buttons), self.feedback, self.reveal)

    # ---- the parts ------------------------------------------------------------------

    def _clickable(self) -> bool:
        return isinstance(self.exercise.kind, (Tiles, Trains, MakeMove))

    def _picture_widget(self):
        if self._clickable():
            from .table import Picture  # the live table's picture: clicks come back to Python
            pic = Picture()
            pic.on_msg(self._on_click)
            pic.show(self._svg())
            return pic
        svg = self._svg()
        return W.HTML(teaching.inline(svg) if svg else "", layout=W.Layout(display="block" if svg else "none"))

    def _svg(self) -> str | None:
        return picture(self.exercise, self.state, self.words, self._highlight())

    def _highlight(self):
        kind = self.exercise.kind
        if isinstance(kind, Tiles):
            return [Tile.parse(t, max_pip=self.state.rules.max_pip) for t in self._picked()] or None
        if isinstance(kind, Trains):
            tile = [Tile.parse(kind.tile, max_pip=self.state.rules.max_pip)] if kind.tile else []
            return [*tile, *self._picked_values()] or None
        if isinstance(kind, MakeMove) and self._tile is not None:
            return [self._tile]
        return None

    def _answer_area(self):
        kind, w, rnd = self.exercise.kind, self.words, self.state
        self.toggles: dict[str, W.ToggleButton] = {}
        self._values: dict[str, object] = {}
        if isinstance(kind, Number):
            self.box = W.Text(placeholder=lesson_words.your_answer(w), layout=W.Layout(width="160px"))
            return self.box
        if isinstance(kind, Scores):
            self.boxes = [W.IntText(value=0, description=w.player(s), layout=W.Layout(width="180px"),
                                    style={"description_width": "initial"}) for s in range(rnd.players)]
            return W.HBox(self.boxes, layout=W.Layout(flex_flow="row wrap"))
        if isinstance(kind, Choice) and not kind.many:
            options = [(label, key) for key, label in self.attempt.option_labels()]
            self.choice = W.ToggleButtons(options=options, value=None, style={"button_width": "auto"})
            return self.choice
        if isinstance(kind, MakeMove):
            labels = [(str(t), t) for t in rnd.hand(rnd.turn)]
            self._values = dict(labels)
            self.tile_buttons = W.ToggleButtons(options=labels, value=None, style={"button_width": "auto"})
            self.tile_buttons.observe(lambda ch: self._pick_tile(ch["new"]), "value")
            trains = []
            for name in rnd.trains:
                b = W.Button(description=picture_words.lane_label(w, name, rnd.turn), layout=W.Layout(width="auto"))
                b.on_click(lambda _b, name=name: self._pick_train(name))
                trains.append(b)
            return W.VBox([self.tile_buttons, W.HBox(trains, layout=W.Layout(flex_flow="row wrap"))])
        for label, value in self._choices():
            self._values[label] = value
            button = W.ToggleButton(description=label, tooltip=label, layout=W.Layout(width="auto", margin="2px"))
            if self._clickable():
                button.observe(lambda _ch: self.picture.show(self._svg()), "value")
            self.toggles[label] = button
        return W.HBox(list(self.toggles.values()), layout=W.Layout(flex_flow="row wrap"))

    def _choices(self) -> list[tuple[str, object]]:
        """(label, value) of the buttons of a many-answer exercise."""
        return display.choices(self.attempt)

    def _picked(self) -> list[str]:
        return [label for label, b in self.toggles.items() if b.value]

    def _picked_values(self) -> list:
        return [self._values[label] for label in self._picked()]

    # ---- the answer ----------------------------------------------------------------------

    @property
    def answer(self):
        kind = self.exercise.kind
        if isinstance(kind, Number):
            return self.box.value
        if isinstance(kind, Scores):
            return [b.value for b in self.boxes]
        if isinstance(kind, Choice) and not kind.many:
            return self.choice.value
        if isinstance(kind, MakeMove):
            return None
        return self._picked_values()

    @answer.setter
    def answer(self, value) -> None:
        kind = self.exercise.kind
        if isinstance(kind, Number):
            self.box.value = str(value)
        elif isinstance(kind, Scores):
            for box, v in zip(self.boxes, value, strict=True):
                box.value = v
        elif isinstance(kind, Choice) and not kind.many:
            self.choice.value = kind.read(self.state, value)  # no choice: a ValueError naming the choices
        elif isinstance(kind, MakeMove):
            raise ValueError("a move is made with play(tile, train), not by setting answer")
        else:
            wanted = kind.read(self.state, value)
            for label, button in self.toggles.items():
                button.value = kind.read(self.state, [self._values[label]]) <= wanted

    # ---- the learner's actions -------------------------------------------------------------

    def _show(self, reply: Reply) -> Reply:
        self.last = reply
        self.feedback.value = reply._repr_html_()
        if self.attempt.tries or self.attempt.solved:
            self.explain_button.disabled = False
        if reply.explained and self.exercise.predicts:
            self.reveal.value = teaching.inline(revealed(self.exercise, self.attempt))
            self.reveal.layout.display = "block"
        if reply.explained:
            self.check_button.disabled = bool(self.exercise.predicts)
            self.another_button.disabled = False
        return reply

    def another(self) -> None:
        """Another exercise like this one (``Exercise.another``), on the next
        seed; only once this one's answer has been explained."""
        if self.another_button.disabled:
            return
        self._tried += 1
        self._start(self._asked.another(self._tried), progress=None)

    def check(self) -> Reply:
        return self._show(self.attempt.check(self.answer))

    def hint(self) -> Reply:
        return self._show(self.attempt.hint())

    def explain(self) -> Reply:
        return self._show(self.attempt.explain())

    def play(self, tile, train) -> Reply:
        """Make a move on the table, as two clicks would: ``tile``, then ``train``."""
        self._pick_tile(Tile.parse(str(tile), max_pip=self.state.rules.max_pip))
        return self._pick_train(train)

    def _pick_tile(self, tile) -> None:
        self._tile = tile
        if getattr(self, "picture", None) is None:
            return  # still being built
        if self.tile_buttons.value != tile:
            self.tile_buttons.value = tile
        if tile is not None:
            self.feedback.value = html.escape(say.pick_a_train(self.words, tile))
        self.picture.show(self._svg())

    def _pick_train(self, train) -> Reply:
        if self._tile is None:
            return self._show(Reply(None, say.pick_a_tile(self.words)))
        move = Play(self._tile, train)
        reply = self._show(self.attempt.check(move))
        if reply.correct:
            self.picture.show(teaching.exercise_table(_after(self.state, move),
                                                      "all", names=seat_names(self.words, self.state.players),
                                                      words=self.words))
        return reply

    def _on_click(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        try:
            kind, value = content.get("kind"), str(content.get("value"))[:12]
            if kind not in CLICKED or content.get("version") != self.picture.version:
                return
            if isinstance(self.exercise.kind, MakeMove):
                if kind == "tile":
                    self._pick_tile(Tile.parse(value, max_pip=self.state.rules.max_pip))
                else:
                    self._pick_train(self._train(value))
                return
            label = self._label_of(kind, value)
            if label in self.toggles:
                self.toggles[label].value = not self.toggles[label].value
        except ValueError:
            pass  # a click on something that is no choice here
        finally:
            self.picture.send({"ack": content.get("click")})

    def _train(self, value: str):
        from ..lessons.checkers import read_train
        return read_train(self.state, value)

    def _label_of(self, kind: str, value: str):
        if kind == "tile" and isinstance(self.exercise.kind, Tiles):
            return value
        if kind == "train" and isinstance(self.exercise.kind, Trains):
            name = self._train(value)
            return next(label for label, v in self._values.items() if v == name)
        return None

    # ---- where no kernel runs it -------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        data.update(display.offline(self.exercise, self.attempt))
        return data


# In a notebook an exercise of the bank shows as this widget; the bank only
# knows that some front-end registered for it (mextrain.lessons.display).
display.register(Exercise, lambda ex, include, exclude: ExerciseWidget(ex)._repr_mimebundle_(include=include,
                                                                                             exclude=exclude))


def _after(rnd, move: Move):
    out = rnd.copy()
    out.play(move)
    return out
