"""Progress: which rules the learner got right at the first try.

The first try at each exercise is kept -- right or not -- in a small JSON
file next to the notebook (``mextrain-progress.json``, in the kernel's
working folder), so every lesson's ``progress()`` sees the others'. Where
the file cannot be written (a read-only folder), the record stays in the
kernel for the session. Later tries never change a first try: that is
what a teacher wants to see.

>>> from mextrain import lessons
>>> p = Progress(path=None)
>>> p.record(lessons.exercise("01-pips-1"), True)
>>> p.record(lessons.exercise("01-pips-1"), False)   # a later try: kept as it was
>>> p.first_tries()
{'01-pips-1': True}
"""

from __future__ import annotations

import html
import json
import os
from pathlib import Path

from ..reasons import Rule
from ..words import Words
from ..words import exercises as say
from ..words import words as kit_words

__all__ = ["Progress", "Report", "store", "progress", "FILE"]

FILE = "mextrain-progress.json"
FORMAT = "mextrain-progress/1"


class Progress:
    """First tries, by exercise id, kept in ``path`` (None: in memory only)."""

    def __init__(self, path: str | os.PathLike | None = FILE):
        self.path = None if path is None else Path(path)
        self._tries: dict[str, bool] = {}
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        if self.path is None or not self.path.exists():
            return
        try:
            doc = json.loads(self.path.read_text(encoding="utf-8"))
            if doc.get("format") == FORMAT:
                self._tries.update({k: v for k, v in doc.get("first_tries", {}).items()
                                    if isinstance(k, str) and isinstance(v, bool)})
        except (OSError, ValueError, AttributeError):
            pass  # an unreadable file is a fresh start, not an error in class

    def record(self, exercise, right: bool) -> None:
        """Keep ``exercise``'s first try, once."""
        self._load()
        if exercise.id in self._tries:
            return
        self._tries[exercise.id] = bool(right)
        if self.path is not None:
            try:
                tmp = self.path.with_name(self.path.name + ".tmp")
                tmp.write_text(json.dumps({"format": FORMAT, "first_tries": self._tries}, indent=1), encoding="utf-8")
                os.replace(tmp, self.path)
            except OSError:
                pass  # a read-only folder: the record stays in this kernel

    def first_tries(self) -> dict[str, bool]:
        self._load()
        return dict(self._tries)

    def clear(self) -> None:
        self._load()
        self._tries.clear()
        if self.path is not None and self.path.exists():
            try:
                self.path.unlink()
            except OSError:
                pass


_STORE: list[Progress] = []


def store() -> Progress:
    """The kernel's progress, kept next to the notebook."""
    if not _STORE:
        _STORE.append(Progress())
    return _STORE[0]


class Report:
    """The progress table: per rule id, the exercises right at the first
    try and how many were tried, of all the exercises that apply it."""

    def __init__(self, tries: dict[str, bool], words: Words | None = None):
        from .bank import exercises
        self.words = kit_words() if words is None else kit_words(words)
        self.rows = []
        for rule in Rule:
            mine = [ex.id for ex in exercises() if rule in ex.rules]
            tried = [i for i in mine if i in tries]
            self.rows.append((str(rule), sum(tries[i] for i in tried), len(tried), len(mine)))
        self.right = sum(tries.values())
        self.tried = len(tries)

    def lines(self) -> list[str]:
        w = self.words
        if not self.tried:
            return [say.progress_empty(w)]
        out = [say.progress_desc(w, self.right, self.tried)]
        for rule, right, tried, total in self.rows:
            if tried:
                first, count = say.progress_row(w, right, tried, total)
                out.append(f"{rule}: {first} \u00b7 {count}")
        return out

    def __str__(self) -> str:
        return "\n".join([say.progress_title(self.words), *self.lines()])

    def _repr_mimebundle_(self, include=None, exclude=None):
        w = self.words
        head = f"<p><b>{html.escape(say.progress_title(w))}</b></p>"
        if not self.tried:
            return {"text/plain": str(self), "text/html": f"{head}<p>{html.escape(say.progress_empty(w))}</p>"}
        cols = "".join(f"<th style='text-align:left;padding:2px 10px'>{html.escape(c)}</th>"
                       for c in say.progress_columns(w))
        rows = []
        for rule, right, tried, total in self.rows:
            if not tried:
                continue
            first, count = say.progress_row(w, right, tried, total)
            mark = "\u2714 " if right == tried else ""
            rows.append(f"<tr><td style='padding:2px 10px'><b>{rule}</b></td><td style='padding:2px 10px'>"
                        f"{mark}{html.escape(first)}</td><td style='padding:2px 10px'>{html.escape(count)}</td></tr>")
        body = (f"<p>{html.escape(say.progress_desc(w, self.right, self.tried))}</p>"
                f"<table class='mextrain-progress'><tr>{cols}</tr>{''.join(rows)}</table>")
        return {"text/plain": str(self), "text/html": head + body}


def progress(words: Words | None = None) -> Report:
    """Which rules you got right at the first try, over every lesson so far."""
    return Report(store().first_tries(), words)
