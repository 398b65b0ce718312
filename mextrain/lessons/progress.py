"""Progress: which rules the learner got right at the first try.

The first try at each exercise is kept -- right or not -- in a small JSON
file next to the notebook (``mextrain-progress.json``, in the kernel's
working folder), so every lesson's ``progress()`` sees the others'. Where
the file cannot be written (a read-only folder), the record stays in the
kernel for the session. Later tries never change a first try: that is
what a teacher wants to see.

A learner keeps their progress when the folder goes (a Binder session's
end): ``export_progress()`` shows a link that downloads the file, and
``import_progress(path)`` merges one back, keeping the better of the two
records of each exercise (right at the first try beats wrong). A file that
is not JSON, not a progress file, or too big is refused with its reason in
the learner's words, and changes nothing.

>>> from mextrain import lessons
>>> p = Progress(path=None)
>>> p.record(lessons.exercise("01-pips-1"), True)
>>> p.record(lessons.exercise("01-pips-1"), False)   # a later try: kept as it was
>>> p.first_tries()
{'01-pips-1': True}
"""

from __future__ import annotations

import base64
import html
import json
import os
from pathlib import Path

from ..reasons import Rule
from ..words import Words
from ..words import exercises as say
from ..words import words as kit_words

__all__ = ["Progress", "Report", "Download", "ProgressFileError", "store", "progress", "export_progress",
           "import_progress", "FILE", "MAX_BYTES"]

FILE = "mextrain-progress.json"
FORMAT = "mextrain-progress/1"
#: The biggest progress file read: the whole bank's is about 3 KB.
MAX_BYTES = 100_000


class ProgressFileError(ValueError):
    """A progress file refused; its message is the reason, in the learner's words."""


def _read(data: bytes | str, w: Words) -> dict[str, bool]:
    """The first tries a progress file holds, or ProgressFileError."""
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    if len(raw) > MAX_BYTES:
        raise ProgressFileError(say.progress_file_too_big(w, len(raw), MAX_BYTES))
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ProgressFileError(say.progress_file_not_json(w)) from None
    tries = doc.get("first_tries") if isinstance(doc, dict) and doc.get("format") == FORMAT else None
    if not isinstance(tries, dict) or not all(isinstance(k, str) and isinstance(v, bool)
                                              for k, v in tries.items()):
        raise ProgressFileError(say.progress_file_wrong_shape(w, FORMAT))
    return tries


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
        self._save()

    def export(self) -> str:
        """The progress file's text: what ``merge`` (here or on another computer) reads back."""
        self._load()
        return json.dumps({"format": FORMAT, "first_tries": self._tries}, indent=1)

    def merge(self, data: bytes | str, words: Words | None = None) -> int:
        """Take a progress file's records (its text or bytes), keeping the
        better of the two for each exercise of the bank; return how many
        changed. A bad file raises ProgressFileError and changes nothing."""
        from .bank import exercises
        tries = _read(data, kit_words() if words is None else kit_words(words))
        self._load()
        known = {ex.id for ex in exercises()}
        better = {k: v for k, v in tries.items()
                  if k in known and (k not in self._tries or (v and not self._tries[k]))}
        self._tries.update(better)
        if better:
            self._save()
        return len(better)

    def _save(self) -> None:
        if self.path is not None:
            try:
                tmp = self.path.with_name(self.path.name + ".tmp")
                tmp.write_text(self.export(), encoding="utf-8")
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

    def __init__(self, tries: dict[str, bool], words: Words | None = None, note: str | None = None):
        from .bank import exercises
        self.words = kit_words() if words is None else kit_words(words)
        self.note = note
        self.rows = []
        for rule in Rule:
            mine = [ex.id for ex in exercises() if rule in ex.rules]
            tried = [i for i in mine if i in tries]
            self.rows.append((str(rule), sum(tries[i] for i in tried), len(tried), len(mine)))
        self.right = sum(tries.values())
        self.tried = len(tries)

    def lines(self) -> list[str]:
        w = self.words
        out = [] if self.note is None else [self.note]
        if not self.tried:
            return [*out, say.progress_empty(w)]
        out.append(say.progress_desc(w, self.right, self.tried))
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
        if self.note is not None:
            head += f"<p>{html.escape(self.note)}</p>"
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


class Download:
    """A link that downloads the progress file, shown in a notebook; its
    text is ``text``, its file name ``name``."""

    def __init__(self, text: str, words: Words | None = None, name: str = FILE):
        self.text, self.name = text, name
        self.words = kit_words() if words is None else kit_words(words)

    def __str__(self) -> str:
        return say.progress_download(self.words, self.name)

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = base64.b64encode(self.text.encode("utf-8")).decode("ascii")
        link = (f"<a download='{html.escape(self.name)}' href='data:application/json;base64,{data}'>"
                f"{html.escape(str(self))}</a>")
        return {"text/plain": str(self), "text/html": f"<p>{link}</p>"}


def export_progress(words: Words | None = None) -> Download:
    """A link that downloads your progress file, to take it to another
    computer or the next Binder session (``import_progress`` reads it)."""
    return Download(store().export(), words)


def import_progress(source: str | os.PathLike | bytes, words: Words | None = None) -> Report:
    """Merge a progress file (its path, or its bytes) into yours, keeping
    the better record of each exercise; the progress table, with what was
    taken -- or why the file was refused, and nothing changed."""
    w = kit_words() if words is None else kit_words(words)
    try:
        data = source if isinstance(source, bytes) else Path(source).read_bytes()
        note = say.progress_merged(w, store().merge(data, w))
    except OSError:
        note = say.progress_file_unreadable(w, os.fspath(source))
    except ProgressFileError as error:
        note = str(error)
    return Report(store().first_tries(), w, note)
