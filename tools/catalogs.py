"""The translation catalogs: extract, update, compile, check.

    python tools/catalogs.py extract   # mextrain/locale/mextrain.pot from the code
    python tools/catalogs.py update    # merge the template into every language's .po
    python tools/catalogs.py compile   # every .po to the .mo the package ships
    python tools/catalogs.py check     # the template matches the code; every catalog
                                       # complete, not fuzzy, msgfmt --check clean,
                                       # its .mo current

Babel extracts and compiles (the messages are ``w._``, ``w.n`` and ``w.p``
calls in ``mextrain/``, with named ``{fields}``); GNU gettext's ``msgfmt``
checks. ``make catalogs`` runs extract, update and compile.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mextrain" / "locale"
POT = LOCALE / "mextrain.pot"
BIN = Path(sys.executable).parent
# the lessons' exercise texts are marked T, Tn and Tp (mextrain.words.exercises): said later, through w._/w.n/w.p
KEYWORDS = ["-k", "_", "-k", "n:1,2", "-k", "p:1c,2", "-k", "T", "-k", "Tn:1,2", "-k", "Tp:1c,2", "--no-default-keywords"]
HEADER = ["--project=mextrain", "--copyright-holder=the mextrain authors", "--omit-header"]


def _babel(*args: str) -> None:
    subprocess.run([str(BIN / "pybabel"), *args], cwd=ROOT, check=True, capture_output=True, text=True)


def extract(out: Path = POT) -> None:
    # No line numbers: a message moving within a file changes nothing.
    _babel("extract", *KEYWORDS, "--no-location", "--sort-output", *HEADER, "-o", str(out), "mextrain")


def catalogs() -> list[Path]:
    return sorted(LOCALE.glob("*/LC_MESSAGES/mextrain.po"))


def update() -> None:
    for po in catalogs():
        _babel("update", "-i", str(POT), "-o", str(po), "-l", po.parent.parent.name, "--no-wrap",
               "--ignore-obsolete")


def compile_all() -> None:
    for po in catalogs():
        _babel("compile", "-i", str(po), "-o", str(po.with_suffix(".mo")), "-l", po.parent.parent.name)


def check() -> list[str]:
    """Every problem found, as lines; none when all is well."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.pot"
        extract(fresh)
        if not POT.exists() or _messages(fresh) != _messages(POT):
            problems.append("mextrain/locale/mextrain.pot does not match the code: run `make catalogs`")
        for po in catalogs():
            plain, unknown = _without_forms(po, Path(tmp) / po.name)
            problems += [f"{_shown(po)}: {why}" for why in unknown]
            out = subprocess.run(["msgfmt", "--check", "--statistics", "-o", str(Path(tmp) / "x.mo"), str(plain)],
                                 capture_output=True, text=True)
            out.stderr = out.stderr.replace(str(plain), str(po))
            stats = out.stderr.strip().splitlines()
            if out.returncode != 0 or any(w in out.stderr for w in ("untranslated", "fuzzy", "warning", "error")):
                problems.append(f"{_shown(po)}: {' '.join(stats)}")
            if _ids(po) != _ids(POT):
                problems.append(f"{_shown(po)}: its messages differ from the template: run `make catalogs`")
            mo = po.with_suffix(".mo")
            fresh_mo = Path(tmp) / "fresh.mo"
            _babel("compile", "-i", str(po), "-o", str(fresh_mo), "-l", po.parent.parent.name)
            if not mo.exists() or mo.read_bytes() != fresh_mo.read_bytes():
                problems.append(f"{_shown(mo)} is not compiled from its .po: run `make catalogs`")
    return problems


def _without_forms(po: Path, out: Path) -> tuple[Path, list[str]]:
    """A copy of ``po`` with each name's form ("{player:gen}") said as the
    plain field ("{player}"), and what is wrong with the forms: a form a
    sentence asks for that the catalog's names do not give (context ``name
    forms``, every kind of name the same forms), or such a message that is
    no list of forms. GNU msgfmt (0.21) reads no format spec in a brace
    format, so it checks the copy: the same fields, line for line."""
    from babel.messages.pofile import read_po

    from mextrain.words.names import forms
    wrong, given = [], []
    with open(po, "rb") as f:
        for m in read_po(f):
            if m.context == "name forms" and m.string:
                try:
                    given.append(set(forms(m.string)))
                except ValueError as e:
                    wrong.append(str(e))
    if any(g != given[0] for g in given):
        wrong.append(f"the names give different forms: {' / '.join(', '.join(sorted(g)) for g in given)}")
    known = {"number", *(given[0] if given else ())}

    def plain(m: re.Match) -> str:
        if m.group(2).lower() not in known:
            wrong.append(f"{m.group(0)!r} asks for a form the names do not give ({', '.join(sorted(known))})")
        return "{" + m.group(1) + "}"

    text = po.read_text(encoding="utf-8")
    lines = [_FORM.sub(plain, line) if line.startswith("msgstr") else line for line in text.split("\n")]
    out.write_text("\n".join(lines), encoding="utf-8")
    return out, wrong


_FORM = re.compile(r"\{(\w+):([^{}]*)\}")


def _shown(path: Path) -> str:
    """A path as a message names it: from the repository's top when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def _messages(path: Path) -> str:
    return "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                     if not line.startswith("#") or line.startswith("#,"))


def _ids(path: Path) -> set[tuple[str, str]]:
    """(context, message id) pairs of a catalog, read with Babel."""
    from babel.messages.pofile import read_po
    with open(path, "rb") as f:
        return {(m.context or "", m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(f) if m.id}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=("extract", "update", "compile", "check", "all"))
    args = ap.parse_args(argv)
    if args.command in ("extract", "all"):
        extract()
    if args.command in ("update", "all"):
        update()
    if args.command in ("compile", "all"):
        compile_all()
    if args.command == "check":
        problems = check()
        print("\n".join(problems) or "catalogs: all current and complete")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
