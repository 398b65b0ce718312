"""The teacher's answer key, docs/ANSWERS.md, made from the exercise bank.

    python -m mextrain.lessons.answers > docs/ANSWERS.md     # write it
    python -m mextrain.lessons.answers --check docs/ANSWERS.md  # is it current?

Every answer in it is the engine's (the bank refuses to load otherwise), so
the key cannot disagree with what the exercises accept.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..words import exercises as say
from .bank import LESSONS, Choice, MakeMove, Moves, Number, Scores, Tiles, Trains, Winners, exercises
from .tutor import Attempt

__all__ = ["answer_key", "answer_text"]

TITLES = {"00": "00 Start here", "01": "01 Tiles and the engine", "02": "02 Trains and markers",
          "03": "03 Doubles", "04": "04 Scoring and the match", "05": "05 Play (classic rules)"}


def answer_text(attempt: Attempt) -> str:
    """The engine's answer to an exercise, in words."""
    ex, w, truth = attempt.exercise, attempt.words, attempt.truth
    kind = ex.kind
    if isinstance(kind, Number):
        return str(truth)
    if isinstance(kind, Choice):
        labels = dict(attempt.option_labels())
        return "; ".join(labels[k] for k in kind.keys if k in truth) if kind.many else labels[truth]
    if isinstance(kind, Tiles):
        return ", ".join(map(str, sorted(truth))) or "none"
    if isinstance(kind, Trains):
        return ", ".join(w.train(name) for name in attempt.state.trains if name in truth) or "none"
    if isinstance(kind, (Moves, MakeMove)):
        order = {m: i for i, m in enumerate(attempt.state.legal_moves())}
        moves = sorted(truth, key=lambda m: order.get(m, 0))
        text = ", ".join(say.move_label(w, m) for m in moves)
        return f"any of: {text}" if isinstance(kind, MakeMove) and len(moves) > 1 else text
    if isinstance(kind, Scores):
        return ", ".join(f"{w.player(s)} {p}" for s, p in enumerate(truth))
    if isinstance(kind, Winners):
        return " and ".join(w.player(s) for s in sorted(truth))
    raise ValueError(f"no answer text for {type(kind).__name__}")


def answer_key() -> str:
    """docs/ANSWERS.md, as text."""
    out = ["# Answer key for teachers", "",
           "Generated from the exercise bank (`mextrain.lessons`) by `python -m mextrain.lessons.answers`; a test "
           "checks it is current. Every answer is the engine's: the bank refuses to load an exercise whose answer "
           "the engine does not give. Learners never see this page's answers before they try: the lessons show "
           "an exercise's explanation only after a right answer, or on request after a try.", ""]
    for lesson in LESSONS:
        out += [f"## {TITLES[lesson]}", "", "| Exercise | Rules | Question | Answer | Why |", "|---|---|---|---|---|"]
        for ex in exercises(lesson):
            a = Attempt(ex, progress=None)
            cells = [f"`{ex.id}`", ", ".join(map(str, ex.rules)), a.question, answer_text(a), a.say(ex.explanation)]
            out.append("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    text = answer_key()
    if argv[:1] == ["--check"]:
        path = Path(argv[1] if len(argv) > 1 else "docs/ANSWERS.md")
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"{path} is not current: run python -m mextrain.lessons.answers > {path}", file=sys.stderr)
            return 1
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
