"""The words of the lesson exercises' teaching: questions, hints,
explanations, the tutor's replies, the progress table.

An exercise (``mextrain.lessons.bank``) keeps its texts as ``Text``
messages: one whole English sentence each, with named ``{fields}``, marked
for extraction with ``T`` (a message) or ``Tn`` (a message with a count:
plural forms, its count in the field ``n``) or ``Tp`` (a message in a
context). They are said only when shown, through ``w._``, ``w.n`` or
``w.p``, so a catalog translates every one of them whole; the extractor
finds them with the keywords ``T``, ``Tn:1,2`` and ``Tp:1c,2``. Nothing here
decides anything, and nothing reads these words back.

>>> from mextrain.words import words
>>> w = words()
>>> T("{tile} has {pips} pips.").say(w, tile="12-9", pips=21)
'12-9 has 21 pips.'
>>> Tn("One player.", "{n} players.").say(w, n=3)
'3 players.'
>>> seat_names(w, 3)
('Player 1', 'Player 2', 'Player 3')
"""

from __future__ import annotations

from dataclasses import dataclass

from . import Words

__all__ = [
    "Text", "T", "Tn", "Tp", "YES_NO", "seat_names", "lesson_words", "hint_button", "explain_button", "see_button",
    "wrong_pick", "still_missing", "not_all_right", "first_hint", "next_hint", "no_more_hints",
    "try_first", "explained", "type_a_number", "type_tiles", "choose_one", "pick_a_tile", "pick_a_train", "played",
    "move_label", "exercise_heading", "run_to_answer", "choices", "progress_title", "progress_columns", "progress_row",
    "progress_empty", "progress_desc", "progress_download", "progress_merged", "progress_file_too_big",
    "progress_file_not_json", "progress_file_wrong_shape", "progress_file_unreadable", "wrong_seat_score",
    "question_mark",
]


@dataclass(frozen=True)
class Text:
    """One message of an exercise; ``say`` it in the words of ``w``."""

    message: str
    plural: str | None = None
    context: str | None = None

    def say(self, w: Words, **fields) -> str:
        if self.context is not None:
            return w.p(self.context, self.message, **fields)
        if self.plural is None:
            return w._(self.message, **fields)
        count = fields.pop("n")
        return w.n(self.message, self.plural, count, **fields)

    @property
    def source(self) -> str:
        """The English text, for tests that check it names no answer."""
        return self.message if self.plural is None else f"{self.message} {self.plural}"


def T(message: str) -> Text:
    """A message, marked for the catalog."""
    return Text(message)


def Tn(singular: str, plural: str) -> Text:
    """A message with a count ``{n}``, marked for the catalog with its plural."""
    return Text(singular, plural)


def Tp(context: str, message: str) -> Text:
    """A message in a context (one English word, two meanings), marked for the catalog."""
    return Text(message, context=context)


#: The options of a yes-or-no question, in the words the other exercises use.
YES_NO = ((True, Tp("choice", "yes")), (False, Tp("choice", "no")))


# ---- who is who: people count from 1 ---------------------------------------------

def seat_names(w: Words, players: int) -> tuple[str, ...]:
    """The seats by their default names: seat 0 is "Player 1"."""
    return tuple(w.default_name(s) for s in range(players))


def lesson_words(w: Words, players: int, viewer: int | None = None) -> Words:
    """``w`` naming the seats of a lesson's table by their default names
    (``players`` of them), addressing ``viewer``."""
    return w.with_names(seat_names(w, players), viewer)


# ---- the tutor -----------------------------------------------------------------------

def hint_button(w: Words) -> str:
    return w.p("button", "Hint")


def explain_button(w: Words) -> str:
    return w.p("button", "Explain")


def another_button(w: Words) -> str:
    """Another question like the one just answered, on a new position."""
    return w.p("button", "Try another")


def see_button(w: Words) -> str:
    """The button of a prediction: commit to the choice, then see."""
    return w.p("button", "See what happens")


def wrong_pick(w: Words, item, rules: str) -> str:
    """A pick that is wrong, said without a reason that would name the answer."""
    return w._("{item} is not right here ({rules}).", item=item, rules=rules)


def still_missing(w: Words) -> str:
    return w._("Everything you picked is right, but something is missing. Look again.")


def not_all_right(w: Words) -> str:
    return w._("Not everything you picked is right.")


def first_hint(w: Words, hint: str) -> str:
    return w._("Hint: {hint}", hint=hint)


def next_hint(w: Words, hint: str) -> str:
    return w._("Another hint: {hint}", hint=hint)


def no_more_hints(w: Words) -> str:
    return w._("No more hints: try once more, or press Explain.")


def try_first(w: Words) -> str:
    return w._("Try an answer first: the explanation comes after.")


def explained(w: Words) -> str:
    """The headline above an explanation the learner asked for."""
    return w._("Here is the answer, and why.")


def type_a_number(w: Words) -> str:
    return w._("Type a whole number, like 15, then Check.")


def type_tiles(w: Words, text: str) -> str:
    """A typed tile answer with something in it that is not a tile."""
    text = " ".join(text.split())
    shown = text if len(text) <= 30 else text[:30] + "…"
    return w._("“{text}” is not a tile: write each tile as its two numbers, like 12-5 or 7|7.", text=shown)


def choose_one(w: Words) -> str:
    return w._("Choose an answer first.")


def pick_a_tile(w: Words) -> str:
    return w._("Click a tile in the hand first, then a train.")


def pick_a_train(w: Words, tile) -> str:
    return w._("Now click the train for {tile}.", tile=tile)


def played(w: Words, move: str) -> str:
    return w._("Played: {move}.", move=move)


def move_label(w: Words, move) -> str:
    """A move as a button names it: "12-5 on the Mexican train", "draw a tile", "pass"."""
    from ..moves import Draw, Pass
    if isinstance(move, Draw):
        return w.p("move", "draw a tile")
    if isinstance(move, Pass):
        return w.p("move", "pass")
    return w.play(move)


def wrong_seat_score(w: Words, player: str) -> str:
    return w._("{player}'s score is not right yet.", player=player)


def question_mark(w: Words) -> str:
    """A score still to be worked out, on a score table."""
    return w.p("sheet", "?")


# ---- where no kernel runs the exercise ----------------------------------------------

def exercise_heading(w: Words, number: str) -> str:
    return w._("Exercise {id}", id=number)


def run_to_answer(w: Words) -> str:
    return w._("Run this cell (Shift+Enter) to answer: the engine checks it.")


def choices(w: Words, labels) -> str:
    return w._("Choices: {choices}", choices=" \u00b7 ".join(labels))


# ---- progress ---------------------------------------------------------------------------

def progress_title(w: Words) -> str:
    return w._("Your progress: rules you got right at the first try")


def progress_columns(w: Words) -> tuple[str, str, str]:
    return (w.p("progress", "Rule"), w.p("progress", "Right at the first try"), w.p("progress", "Tried"))


def progress_row(w: Words, right: int, tried: int, total: int) -> tuple[str, str]:
    return (w.n("{n} exercise", "{n} exercises", right), w._("{tried} of {total}", tried=tried, total=total))


def progress_empty(w: Words) -> str:
    return w._("No exercise answered yet. Answer one, then run this cell again.")


def progress_desc(w: Words, right: int, tried: int) -> str:
    return w.n("{right} of {n} exercise tried so far was right at the first try.",
               "{right} of {n} exercises tried so far were right at the first try.", tried, right=right)


def progress_download(w: Words, name: str) -> str:
    return w._("Download your progress ({name}): keep it, and read it back with import_progress().", name=name)


def progress_merged(w: Words, n: int) -> str:
    return w.n("The file improved {n} exercise of your progress.",
               "The file improved {n} exercises of your progress.", n)


def progress_file_too_big(w: Words, size: int, limit: int) -> str:
    return w._("This file is too big for a progress file ({size} bytes, at most {limit}): nothing was changed.",
               size=size, limit=limit)


def progress_file_not_json(w: Words) -> str:
    return w._("This file is not a progress file (it is not JSON): nothing was changed.")


def progress_file_wrong_shape(w: Words, format: str) -> str:
    return w._("This file is not a progress file of the kit (format {format}): nothing was changed.",
               format=format)


def progress_file_unreadable(w: Words, path: str) -> str:
    return w._("Cannot read the file {path}: nothing was changed.", path=path)
