"""The teacher's answer key, teachers/ANSWERS.md, made from the exercise bank.

    python -m mextrain.lessons.answers > teachers/ANSWERS.md     # write it
    python -m mextrain.lessons.answers --check teachers/ANSWERS.md  # is it current?
    python -m mextrain.lessons.answers --language cs > teachers/cs/ANSWERS.md  # in Czech

Every answer in it is the engine's (the bank refuses to load otherwise), so
the key cannot disagree with what the exercises accept.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..words import Words
from ..words import answers as key
from ..words import exercises as say
from .bank import LESSONS, Choice, MakeMove, Moves, Number, Scores, Tiles, Trains, Winners, exercises
from .tutor import Attempt

__all__ = ["answer_key", "answer_text"]

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
        return ", ".join(map(str, sorted(truth))) or key.nothing(w)
    if isinstance(kind, Trains):
        return ", ".join(w.train(name) for name in attempt.state.trains if name in truth) or key.nothing(w)
    if isinstance(kind, (Moves, MakeMove)):
        order = {m: i for i, m in enumerate(attempt.state.legal_moves())}
        moves = sorted(truth, key=lambda m: order.get(m, 0))
        text = ", ".join(say.move_label(w, m) for m in moves)
        return key.any_of(w, text) if isinstance(kind, MakeMove) and len(moves) > 1 else text
    if isinstance(kind, Scores):
        return ", ".join(f"{w.player(s)} {p}" for s, p in enumerate(truth))
    if isinstance(kind, Winners):
        return key.together(w, [w.player(s) for s in sorted(truth)])
    raise ValueError(f"no answer text for {type(kind).__name__}")


def answer_key(language: str | Words | None = None) -> str:
    """teachers/ANSWERS.md (or teachers/<lang>/ANSWERS.md), as text."""
    w = Words.load(language) if isinstance(language, str) else language or Words.load("en")
    command = "python -m mextrain.lessons.answers" + (f" --language {w.language}" if w.language != "en" else "")
    out = [f"# {key.title(w)}", "", key.intro(w, command), ""]
    for lesson in LESSONS:
        out += [f"## {key.lesson(w, lesson)}", "", "| " + " | ".join(key.columns(w)) + " |", "|---|---|---|---|---|"]
        for ex in exercises(lesson):
            a = Attempt(ex, words=w, progress=None)
            cells = [f"`{ex.id}`", ", ".join(map(str, ex.rules)), a.question, answer_text(a), a.say(ex.explanation)]
            out.append("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m mextrain.lessons.answers", description="The answer key.")
    parser.add_argument("--check", metavar="FILE", help="exit 1 if FILE is not the current key")
    parser.add_argument("--language", default="en", help="en (the default), ru, uk, cs, el or fi")
    args = parser.parse_args(argv)
    text = answer_key(args.language)
    if args.check:
        path = Path(args.check)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"{path} is not current: run python -m mextrain.lessons.answers > {path}", file=sys.stderr)
            return 1
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
