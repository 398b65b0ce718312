"""A pseudo-language made by the real translate-toolkit: every message of the
kit's template rewritten by ``podebug --rewrite=unicode`` (each letter a
look-alike outside ASCII, placeholders kept), compiled by GNU ``msgfmt``.
Text drawn in it that still holds an ASCII word was never translated."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mextrain.words import DOMAIN, Words

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "tools"))
from catalogs import KEYWORDS  # noqa: E402 - the catalogs' own keywords, the lessons' T, Tn, Tp too
# What may stay ASCII in any language: rule ids, tile numbers, player names
# the test chose, the "x" of a count chip.
ALLOWED = re.compile(r"\b[RC]\d{1,2}\b|\d+(-\d+)?")


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: `make test` installs it (Babel, translate-toolkit, GNU gettext)")
    return found


@pytest.fixture(scope="session")
def pseudo(tmp_path_factory) -> Words:
    tmp = tmp_path_factory.mktemp("pseudo")
    pot, po = tmp / "mextrain.pot", tmp / "xx.po"
    subprocess.run([_tool("pybabel"), "extract", *KEYWORDS, "-o", str(pot), "mextrain"], cwd=ROOT,
                   check=True, capture_output=True)
    subprocess.run([_tool("podebug"), "--rewrite=unicode", "--preserveplaceholders", "--progress=none",
                    "-i", str(pot), "-o", str(po)], check=True, capture_output=True)
    po.write_text(po.read_text(encoding="utf-8").replace("charset=CHARSET", "charset=UTF-8"), encoding="utf-8")
    mo = tmp / "xx" / "LC_MESSAGES" / f"{DOMAIN}.mo"
    mo.parent.mkdir(parents=True)
    subprocess.run([_tool("msgfmt"), "-o", str(mo), str(po)], check=True, capture_output=True)
    return Words.load("xx", tmp)


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
