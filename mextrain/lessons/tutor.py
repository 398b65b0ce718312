"""The tutor: what a learner hears after each try at an exercise.

An ``Attempt`` is one learner at one exercise. ``check(answer)`` compares
the answer with the engine's and replies: after a wrong answer, the
feedback written for that mistake (if it is a common one), why each wrong
pick is wrong in the engine's words -- unless those words would name a
right answer -- and the next hint of its ladder (2-3 hints: the rule,
where to look, a partial step; ``hint()`` climbs it without a try); never
the answer. After a right answer, or when the learner asks
(``explain()``) after trying at least once, the explanation: the answer,
why, and the engine's reasons. A prediction (an exercise with a
``reveal``) explains at once, right or wrong: the learner has committed.

No UI here: the widgets show the ``Reply``; tests drive the ``Attempt``.

>>> from mextrain import lessons
>>> a = lessons.Attempt(lessons.exercise("01-deal-1"), progress=None)
>>> r = a.check("30")
>>> r.correct, r.lines[0]
(False, 'That is the boneyard for four players. Six players get 12 tiles each (R4).')
>>> a.check("18").correct
True
"""

from __future__ import annotations

from dataclasses import fields

from .. import reasons as R
from ..moves import Draw, Move, Pass, Play
from ..words import Words
from ..words import exercises as say
from ..words import lessons as lesson_words
from ..words import words as kit_words
from . import findings as F
from .bank import Choice, Exercise, MakeMove, MoveText, Moves, Number, Scores, SeatText, Tiles, TrainText, Trains, Winners
from .checkers import Feedback, check_moves, check_playable, check_scores, check_trains, check_winners, read_tiles

__all__ = ["Attempt", "Reply", "exercise_words"]

#: Refusals that say which move is right instead: "must draw first", "has
#: drawn already: pass", "the boneyard is empty: pass".
_IMPLIES = {R.DrawFirst: Draw(), R.DrewAlready: Pass(), R.BoneyardEmpty: Pass()}


#: The tutor's reply is a ``Feedback``: ``lines`` its details, ``explained``
#: once the answer has been given away.
Reply = Feedback


def exercise_words(ex: Exercise, state, words: Words | None = None) -> Words:
    """The words an exercise speaks: the seats named from 1 (or by the names
    ``words`` gives), "you" for the player to act."""
    w = kit_words() if words is None else kit_words(words)
    players = getattr(state, "players", 12)
    viewer = state.turn if hasattr(state, "legal_moves") and not state.is_over else None
    if words is not None and getattr(words, "names", None):
        return w.with_names(words.names, viewer)
    return say.lesson_words(w, players, viewer)


def said(w: Words, value):
    """A field's value as a text names it: seats and trains by name, moves
    and strategy ideas in words."""
    from .bank import _said
    return _said(w, value)


class Attempt:
    """One learner at ``ex``: see the module's docstring. ``progress`` keeps
    the first try's result (``mextrain.lessons.progress.store()`` by
    default; None keeps nothing)."""

    def __init__(self, ex: Exercise, words: Words | None = None, progress="default"):
        from .progress import store
        self.exercise = ex
        self.state = ex.state()
        self.truth = ex.kind.truth(self.state)
        self.words = w = exercise_words(ex, self.state, words)
        self.fields = {k: said(w, v) for k, v in ex.all_fields(self.state).items()}
        self.progress = store() if progress == "default" else progress
        self.tries = 0
        self.hints_shown = 0
        self.solved = False
        self.explained = False

    # ---- the texts, said ---------------------------------------------------------

    def say(self, text) -> str:
        return text.say(self.words, **self.fields)

    @property
    def question(self) -> str:
        return self.say(self.exercise.question)

    def option_labels(self) -> list[tuple]:
        """(key, label) of a choice exercise's options, in order."""
        return [(key, self._label(label)) for key, label in self.exercise.kind.options]

    def _label(self, label) -> str:
        if isinstance(label, (SeatText, TrainText, MoveText)):
            return said(self.words, label)
        return self.say(label)

    # ---- the learner's moves --------------------------------------------------------

    def check(self, answer) -> Reply:
        """Check ``answer`` (as ``Exercise.read`` takes it) and reply."""
        w, ex = self.words, self.exercise
        if answer is None or (isinstance(ex.kind, Number) and str(answer).strip() == ""):
            return Reply(None, say.type_a_number(w) if isinstance(ex.kind, Number) else say.choose_one(w))
        try:
            picked = ex.kind.read(self.state, answer)
        except ValueError:
            return Reply(None, self._unread(answer))
        if isinstance(ex.kind, MakeMove):  # one move made on the table
            if len(picked) != 1:
                return Reply(None, say.pick_a_tile(w))
            (picked,) = picked
        correct = picked in self.truth if isinstance(ex.kind, MakeMove) else picked == self.truth
        if self.tries == 0 and not self.solved and not self.explained and self.progress is not None:
            self.progress.record(ex, correct)
        if correct:
            self.solved = True
            return Reply(True, lesson_words.headline(w, True), self._explanation(picked), explained=True)
        self.tries += 1
        lines = []
        common = ex.wrong_text(picked if not isinstance(ex.kind, MakeMove) else frozenset({picked}), self.state)
        if common is not None:
            lines.append(self.say(common))
        lines += self._why_wrong(picked)
        if ex.predicts:
            self.explained = True
            return Reply(False, lesson_words.headline(w, False), tuple(lines) + self._explanation(None),
                         explained=True)
        if self.exercise.hints:
            lines.append(self._next_hint())
        return Reply(False, lesson_words.headline(w, False), tuple(lines))

    def _unread(self, answer) -> str:
        """What to say to an answer the exercise cannot read."""
        kind, w = self.exercise.kind, self.words
        if isinstance(kind, Number):
            return say.type_a_number(w)
        if isinstance(kind, Tiles) and isinstance(answer, str):
            try:
                read_tiles(self.state, answer)
            except ValueError:
                return say.type_tiles(w, answer)
        return say.choose_one(w)

    def hint(self) -> Reply:
        """The next hint of the ladder, without trying (it counts as no try)."""
        return Reply(None, self._next_hint())

    def explain(self) -> Reply:
        """The answer and why: only once the learner has tried."""
        if self.tries == 0 and not self.solved:
            return Reply(None, say.try_first(self.words))
        self.explained = True
        return Reply(self.solved, say.explained(self.words), self._explanation(None), explained=True)

    # ---- what is said ------------------------------------------------------------------

    def _next_hint(self) -> str:
        """The next rung of the exercise's hint ladder -- after each wrong try
        and each Hint asked for, whichever comes first: the rule, then where
        to look, then a partial step; once all are shown, that there are no
        more (the last never gives the answer: the explanation does)."""
        hints = self.exercise.hints
        if self.hints_shown >= len(hints):
            return say.no_more_hints(self.words)
        self.hints_shown += 1
        text = self.say(hints[self.hints_shown - 1])
        return (say.first_hint if self.hints_shown == 1 else say.next_hint)(self.words, text)

    def _explanation(self, picked) -> tuple[str, ...]:
        """The explanation, then the engine's reasons for the right answer."""
        lines = [line for line in [self.say(self.exercise.explanation)] if line]  # an older widget's may be empty
        kind, rnd, w = self.exercise.kind, self.state, self.words
        if isinstance(kind, MakeMove):
            move = picked if isinstance(picked, Move) else sorted(self.truth, key=str)[0]
            lines.append(w.cite(rnd.why(move)))
        else:
            feedback = self._checker(self.truth)
            if feedback is not None:
                lines += [line for line in feedback.details if line not in lines]
        return tuple(lines)

    def _checker(self, answer):
        """The lesson checker of this kind of exercise for ``answer``, or None."""
        kind, state, w = self.exercise.kind, self.state, self.words
        if isinstance(kind, Tiles):
            return check_playable(state, answer, words=w)
        if isinstance(kind, Trains) and kind.tile is not None:
            return check_trains(state, kind.tile, answer, words=w)
        if isinstance(kind, Moves):
            return check_moves(state, answer, words=w)
        if isinstance(kind, Scores):
            return check_scores(state, answer, words=w)
        if isinstance(kind, Winners):
            return check_winners(state, answer, words=w)
        return None

    def _why_wrong(self, picked) -> list[str]:
        """Why each wrong pick is wrong, never naming a right answer."""
        kind, w = self.exercise.kind, self.words
        if isinstance(kind, MakeMove):
            reason = self.state.explain(picked)
            if reason is None:  # legal, but not the move asked for
                return []
            return [self._unless_leak(reason, picked)]
        if isinstance(kind, Scores):
            return [say.wrong_seat_score(w, w.player(s)) for s, (a, b) in enumerate(zip(picked, self.truth)) if a != b]
        if not kind.many:
            return []
        lines = []
        feedback = self._checker(picked)
        if feedback is not None:
            lines += [self._unless_leak(f.reason, f.item) for f in feedback.findings
                      if isinstance(f, F.Picked) and f.reason is not None]
        if picked < self.truth:
            lines.append(say.still_missing(w))
        elif not isinstance(kind, Choice) and picked - self.truth and not lines:
            lines.append(say.not_all_right(w))
        return lines

    def _unless_leak(self, reason, item) -> str:
        """The engine's reason, or only its rule ids when its facts would
        name a right answer."""
        w = self.words
        if self._leaks(reason):
            kind = self.exercise.kind
            if isinstance(kind, Trains):
                shown = w.train(item)
            elif isinstance(item, Move):
                shown = say.move_label(w, item)  # in the learner's language, not move notation
            else:
                shown = item
            return say.wrong_pick(w, shown, w.rule_ids(reason))
        return w.cite(reason)

    def _leaks(self, reason) -> bool:
        truth = self.truth
        kind = self.exercise.kind
        if isinstance(kind, Moves) and _IMPLIES.get(type(reason)) in truth:
            return True
        for f in fields(reason):
            value = getattr(reason, f.name)
            values = value if isinstance(value, tuple) else (value,)
            for v in values:
                if isinstance(kind, Tiles) and (v in truth if f.name == "tile" else
                                                isinstance(v, Play) and v.tile in truth):
                    return True
                if isinstance(kind, Trains) and f.name == "train" and v in truth:
                    return True
                if isinstance(kind, (Moves, MakeMove)) and isinstance(v, Move) and v in truth:
                    return True
        return False
