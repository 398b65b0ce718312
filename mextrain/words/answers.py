"""The words of the teacher's answer key (``mextrain.lessons.answers``)."""

from __future__ import annotations


def title(w) -> str:
    return w._("Answer key for teachers")


def intro(w, command: str) -> str:
    return w._("Generated from the exercise bank by `{command}`; a test checks it is current. Every answer is "
               "the engine's: the bank refuses to load an exercise whose answer the engine does not give. "
               "Learners never see these answers before they try: the lessons show an exercise's explanation "
               "only after a right answer, or on request after a try.", command=command)


def lesson(w, number: str) -> str:
    names = {
        "00": w.p("lesson", "Start here"),
        "01": w.p("lesson", "Tiles and the engine"),
        "02": w.p("lesson", "Trains and markers"),
        "03": w.p("lesson", "Doubles"),
        "04": w.p("lesson", "Scoring and the match"),
        "05": w.p("lesson", "Play (classic rules)"),
        "06": w.p("lesson", "Strategy lab"),
        "07": w.p("lesson", "Rule variants"),
        "08": w.p("lesson", "Gallery"),
    }
    return f"{number} {names[number]}"


def columns(w) -> list[str]:
    return [w.p("answer key", "Exercise"), w.p("answer key", "Rules"), w.p("answer key", "Question"),
            w.p("answer key", "Answer"), w.p("answer key", "Why")]


def nothing(w) -> str:
    """The answer when no tile or train is the right one."""
    return w.p("answer key", "none")


def any_of(w, moves: str) -> str:
    return w._("any of: {moves}", moves=moves)


def together(w, names: list[str]) -> str:
    """Two or more names as one list: "Player 1, Player 2 and Player 3"."""
    if len(names) == 1:
        return names[0]
    return w._("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])
