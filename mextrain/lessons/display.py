"""How an exercise shows in a notebook, decided by whoever can show it.

The lessons are data: they import no UI. A front-end registers how it shows
an exercise (``register``); ``mextrain.widgets.exercises`` registers its
widget when it is imported. A notebook need not import it: the first time an
exercise is displayed, the front-ends the installed kit names are loaded (the
entry points of the group ``mextrain.displays`` in pyproject.toml), and one
that cannot load (the kit installed without its ``notebook`` extra, so
without ipywidgets) is skipped. With none, an exercise shows as it does where
no kernel runs it (``offline``): the question, its picture and the choices,
never the answer.

>>> from mextrain import lessons
>>> from mextrain.lessons import display
>>> display.offline(lessons.exercise("01-deal-1"))["text/plain"][:63]
'Exercise 01-deal-1: Six players sit down for a round. How many '

"""

from __future__ import annotations

import html
from typing import Any, Callable

from ..words import exercises as say
from ..words import lessons as lesson_words
from ..words import pictures as picture_words

__all__ = ["register", "bundle", "offline", "picture", "revealed", "choices"]

#: What shows an object of a type: (object, include, exclude) -> a MIME bundle.
_SHOWS: dict[type, Callable[..., dict]] = {}
_GROUP = "mextrain.displays"
_loaded = False


def register(cls: type, show: Callable[..., dict]) -> None:
    """Show every ``cls`` (an ``Exercise``) with ``show(obj, include,
    exclude)``, which returns its MIME bundle (``_repr_mimebundle_``)."""
    _SHOWS[cls] = show


def _load_front_ends() -> None:
    """Import the front-ends the installed kit names, once; those whose
    libraries are not installed are skipped."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from importlib.metadata import entry_points
    for point in entry_points(group=_GROUP):
        try:
            point.load()
        except ImportError:
            pass  # e.g. no ipywidgets: the kit without its notebook extra


def _show(cls: type):
    for base in cls.__mro__:
        if base in _SHOWS:
            return _SHOWS[base]
    return None


def bundle(obj, include=None, exclude=None) -> dict:
    """``obj``'s MIME bundle: its registered front-end's, else ``offline``."""
    show = _show(type(obj))
    if show is None:
        _load_front_ends()
        show = _show(type(obj))
    if show is None:
        return offline(obj)
    return show(obj, include, exclude)


# ---- what any front-end shows: the picture and the choices ----------------------------

def picture(ex, state, w, highlight=None) -> str | None:
    """The SVG an exercise shows, or None; never a picture that answers it."""
    from ..svg import teaching
    if ex.picture is None:
        return None
    names = say.seat_names(w, getattr(state, "players", 0))
    if ex.picture == "seating":
        return teaching.seating(len(ex.kind.options), words=w)
    if ex.picture == "grid":
        return teaching.tile_grid(state.max_pip if hasattr(state, "max_pip") else 12, words=w)
    if ex.picture == "sheet":
        return teaching.score_table(state, names=names, words=w)
    return teaching.exercise_table(state, ex.seat, names=names, highlight=highlight, words=w)


def revealed(ex, attempt) -> str:
    """The SVG a prediction shows once the learner has committed: the position
    after (as the live table would say it), a study's chart of penalty per
    round, or a comparison's chart of its measure, with 95% whiskers."""
    from ..svg import table as svg_table
    from ..svg.charts import bars
    from ..words.exercises import seat_names
    from .bank import Compare, Study
    state = ex.reveal.build()
    w = attempt.words
    title = attempt.say(ex.reveal.title) if getattr(ex.reveal, "title", None) is not None else ""  # a chart's
    if isinstance(ex.reveal, Compare):
        estimates = ex.reveal.estimates(state)
        labels = {key: attempt.say(label) for (key, _), label in zip(ex.reveal.variants, ex.reveal.labels)}
        return bars({labels[k]: e.mean for k, e in estimates.items()},
                    errors={labels[k]: e.ci95 for k, e in estimates.items()}, title=title, words=w)
    if isinstance(ex.reveal, Study):
        return state.chart([attempt.say(label) for label in ex.reveal.labels], title=title, words=w)
    return svg_table(state, seat=ex.reveal_seat, names=seat_names(w, state.players), words=w)


def choices(attempt) -> list[tuple[str, Any]]:
    """(label, value) of the buttons of an exercise answered by several
    picks (or one choice): what a front-end offers, in the attempt's words."""
    from .bank import Choice, Moves, Tiles, Trains, Winners
    from .checkers import move_choices
    kind, w, state = attempt.exercise.kind, attempt.words, attempt.state
    if isinstance(kind, Choice):
        return [(label, key) for key, label in attempt.option_labels()]
    if isinstance(kind, Tiles):
        return [(str(t), str(t)) for t in state.hand(state.turn)]
    if isinstance(kind, Trains):
        return [(picture_words.lane_label(w, name, state.turn), name) for name in state.trains]
    if isinstance(kind, Moves):
        return [(say.move_label(w, m), m) for m in move_choices(state)]
    if isinstance(kind, Winners):
        return [(w.player(s), s) for s in range(state.players)]
    raise ValueError(f"no buttons for {type(kind).__name__}")


def offline(ex, attempt=None) -> dict:
    """``ex`` as a reader without a kernel sees it (GitHub, nbviewer, a saved
    page, a kit without widgets): the question, its picture as an image and
    the choices to pick from -- never an answer. ``attempt``: the learner's
    (its words and position), else a fresh one that records nothing."""
    from ..svg import teaching
    from .bank import MakeMove, Number, Scores, Tiles, Trains
    from .tutor import Attempt
    a = Attempt(ex, progress=None) if attempt is None else attempt
    w = a.words
    # "Exercise 02-marker-1: ..."; one made on the spot (mextrain.widgets.quiz) has no id
    heading = (f"<b>{html.escape(say.exercise_heading(w, ex.id))}</b>: {html.escape(a.question)}" if ex.id else
               f"<b>{html.escape(lesson_words.exercise(w, a.question))}</b>")
    said = f"{say.exercise_heading(w, ex.id)}: {a.question}" if ex.id else lesson_words.exercise(w, a.question)
    svg = picture(ex, a.state, w)
    typed_or_clicked = isinstance(ex.kind, (Number, Scores, MakeMove, Tiles, Trains))
    labels = [] if typed_or_clicked else [label for label, _ in choices(a)]
    return {
        "text/plain": f"{said} ({say.run_to_answer(w)})",
        "text/html": (f"<div class='mextrain-exercise'><p>{heading}</p>"
                      f"{teaching.inline(svg) if svg else ''}"
                      f"{f'<p>{html.escape(say.choices(w, labels))}</p>' if labels else ''}"
                      f"<p><i>{html.escape(say.run_to_answer(w))}</i></p></div>"),
    }
