"""A pseudo-language made by the real translate-toolkit: every message of the
kit's template rewritten by ``podebug --rewrite=unicode`` (each letter a
look-alike outside ASCII, placeholders kept), compiled by GNU ``msgfmt``.
Text drawn in it that still holds an ASCII word was never translated
(``untranslated``); the fixture is in ``conftest.py``."""

from __future__ import annotations

import html
import re

# What may stay ASCII in any language: rule ids, tile numbers, player names
# the test chose, the "x" of a count chip.
ALLOWED = re.compile(r"\b[RC]\d{1,2}\b|\d+(-\d+)?")


def untranslated(texts, names=()) -> list[str]:
    """The texts that still hold an ASCII word (two letters or more)."""
    bad = []
    for text in texts:
        rest = text
        for name in names:  # first: a name may hold digits ("05-last-2")
            rest = rest.replace(name, " ")
        rest = ALLOWED.sub(" ", rest)
        if re.search(r"[A-Za-z]{2,}", rest):
            bad.append(text)
    return bad


def widget_texts(widget) -> list[str]:
    """Every text a person reads in a widget tree: captions, tooltips,
    placeholders, options, and the HTML of values that hold markup."""
    out = []
    for key in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, key, None)
        if isinstance(value, str) and key != "value" or isinstance(value, str) and "<" in value:
            shown = re.sub(r"<style.*?</style>", " ", value, flags=re.S)  # a style sheet is not read
            out.append(html.unescape(re.sub(r"<[^>]+>", " ", shown)))
    options = getattr(widget, "options", None)
    if isinstance(options, tuple):  # (label, value) pairs, or labels alone
        out += [str(o[0] if isinstance(o, tuple) else o) for o in options]
    for child in getattr(widget, "children", ()):
        out += widget_texts(child)
    return [t for t in out if t.strip()]
