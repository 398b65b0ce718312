"""The lessons and the learners' documents in every language, from catalogs.

    python tools/translations.py extract        # templates from the English sources
    python tools/translations.py update         # merge them into every language's .po
    python tools/translations.py sheet cs docs/RULES.md     # a catalog as a sheet to translate
    python tools/translations.py take cs docs/RULES.md FILE # a translated sheet into the catalog
    python tools/translations.py build [--run]  # the translated notebooks and documents
    python tools/translations.py check          # all of it complete and in sync

The English notebooks (``notebooks/*.ipynb``, ``notebooks/app/*.ipynb``) and
documents (``docs/RULES.md``, ``docs/TEACHERS.md``) are the sources. Each has a
catalog per language under ``translations/<lang>/``: a notebook's messages are
its markdown cells and the code cells that hold words people read, with the
cell id as context; a document's are its blocks (paragraphs, lists, tables,
code). When an English cell or block changes, ``update`` marks its translation
fuzzy and ``check`` fails until a translator has looked at it again: a
translation goes stale loudly instead of drifting.

``build`` writes ``notebooks/<lang>/…`` and ``docs/<lang>/…`` (with the
rules card made by the kit in that language; the teachers' answer key goes
to ``teachers/<lang>/``, outside the tree served to students): the English
cells in the English order (same ids, seeds, exercises), the text translated,
links pointing at the same language's notebooks and documents, and the kit
told its language in the first code cell. ``--run`` executes the notebooks so
they are stored with their outputs, as nbval compares them.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import io
import json
import re
import sys
import tokenize
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("ru", "uk", "cs", "el", "fi")
TRANSLATIONS = ROOT / "translations"
DOCUMENTS = ("docs/RULES.md", "docs/TEACHERS.md")
# The Lite site's play page (binder/lite/play), linked from its root.
PLAY_PAGE = "/play/index.html"
# Words a person reads in a code cell: a comment, a string of two words or
# more apart by a space, or a label ("legal:"); a lone word ("greedy") or a
# dotted name in an f-string ("{mt.bots.describe(name)}") is code.
WORDS = re.compile(r"[^\W\d_]{2,}[,.:;!?'’-]*\s+[^\W\d_]{2,}|[^\W\d_]{2,}:(?=[\s\"'])")
FIXED_DATE = datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc)
CODE_NOTE = ("A code cell: translate only what people read (strings, comments); "
             "keep the code, the names, move strings such as 'play 4-4 on mexican' "
             "and every id exactly.")


def notebooks() -> list[str]:
    """The English notebooks, relative to the repository."""
    found = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "app").glob("*.ipynb"))
    return [p.relative_to(ROOT).as_posix() for p in found]


def sources() -> list[str]:
    return notebooks() + list(DOCUMENTS)


def _stem(source: str) -> str:
    return re.sub(r"\.(ipynb|md)$", "", source)


def template_path(source: str) -> Path:
    return TRANSLATIONS / "templates" / f"{_stem(source)}.pot"


def catalog_path(lang: str, source: str) -> Path:
    return TRANSLATIONS / lang / f"{_stem(source)}.po"


def output_path(lang: str, source: str) -> Path:
    """``notebooks/05_play.ipynb`` -> ``notebooks/cs/05_play.ipynb``."""
    top, rest = source.split("/", 1)
    return ROOT / top / lang / rest


# --- what a source says -----------------------------------------------------

def _fstring_words(token: str) -> bool:
    """An f-string's own text around its fields is shown: f"{n} penalties"."""
    prefix = re.match(r"[a-zA-Z]*", token)[0]
    if "f" not in prefix.lower():
        return False
    return bool(re.search(r"[^\W\d_]{2,}", re.sub(r"\{[^{}]*\}", "", token[len(prefix):])))


def _has_words(code: str) -> bool:
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return True  # not Python a tokenizer follows: let a translator look
    for tok in tokens:
        if tok.type == tokenize.COMMENT and not tok.string.startswith("# NBVAL"):
            return True
        if tok.type == tokenize.STRING and (WORDS.search(tok.string) or _fstring_words(tok.string)):
            return True
    return False


def _cells(source: str) -> list[dict]:
    return json.loads((ROOT / source).read_text(encoding="utf-8"))["cells"]


def blocks(text: str) -> list[str]:
    """A document's blocks: runs of lines between blank lines, a fenced code
    block (blank lines and all) being one."""
    out, current, fenced = [], [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if not line.strip() and not fenced:
            if current:
                out.append("\n".join(current))
                current = []
            continue
        current.append(line)
    if current:
        out.append("\n".join(current))
    return out


def messages(source: str) -> list[tuple[str | None, str, str]]:
    """``(context, English text, note for the translator)`` in source order."""
    if source.endswith(".md"):
        return [(None, b, "") for b in blocks((ROOT / source).read_text(encoding="utf-8"))]
    found = []
    for cell in _cells(source):
        text = "".join(cell["source"])
        if not text.strip():
            continue
        if cell["cell_type"] == "markdown":
            found.append((cell["id"], text, "A markdown cell."))
        elif cell["cell_type"] == "code" and _has_words(text):
            found.append((cell["id"], text, CODE_NOTE))
    return found


# --- catalogs ---------------------------------------------------------------

def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, omit_header=False, sort_output=False, no_location=True)
    path.write_bytes(buf.getvalue())


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def template(source: str) -> Catalog:
    # A fixed date: a template changes only when its messages do.
    catalog = Catalog(project="mextrain lessons", copyright_holder="the mextrain authors",
                      fuzzy=False, header_comment=f"# Translations of {source}.", creation_date=FIXED_DATE)
    for context, text, note in messages(source):
        catalog.add(text, context=context, auto_comments=[note] if note else [])
    for message in catalog:  # no printf or brace flags: a lesson is prose, not a format string
        message.flags.clear()
    return catalog


def extract() -> None:
    for source in sources():
        _write(template(source), template_path(source))


def update() -> None:
    for source in sources():
        pot = _read(template_path(source))
        for lang in LANGUAGES:
            path = catalog_path(lang, source)
            po = _read(path, lang) if path.exists() else Catalog(locale=lang, project="mextrain lessons",
                                                                     fuzzy=False)
            po.update(pot, no_fuzzy_matching=False)
            po.obsolete.clear()  # a stale translation lives on as the fuzzy one; nothing else to keep
            for message in po:
                message.flags.discard("python-format")
                message.flags.discard("python-brace-format")
            _write(po, path)


def _key(message) -> str:
    return message.context or hashlib.sha1(message.id.encode()).hexdigest()[:8]


def sheet(lang: str, source: str, todo_only: bool = False) -> str:
    """The catalog as plain text to translate: ``=== key ===`` then the English.
    With ``todo_only``, only what is missing or fuzzy (English text shown)."""
    po = _read(catalog_path(lang, source), lang)
    parts = []
    for m in po:
        if not m.id:
            continue
        if todo_only and m.string and "fuzzy" not in m.flags:
            continue
        note = "".join(f"<!-- {c} -->\n" for c in m.auto_comments if c != "A markdown cell.")
        parts.append(f"=== {_key(m)} ===\n{note}{m.id}\n")
    return "\n".join(parts)


def take(lang: str, source: str, text: str) -> list[str]:
    """Fill the catalog from a translated sheet; return the keys not found."""
    path = catalog_path(lang, source)
    po = _read(path, lang)
    by_key = {_key(m): m for m in po if m.id}
    unknown = []
    for key, body in re.findall(r"^=== (\S+) ===\n(.*?)(?=^=== \S+ ===\n|\Z)", text, re.S | re.M):
        body = re.sub(r"^<!-- .*? -->\n", "", body, flags=re.M).strip("\n")
        if key not in by_key:
            unknown.append(key)
            continue
        message = by_key[key]
        message.string = body
        message.flags.discard("fuzzy")
        message.previous_id = []
    _write(po, path)
    return unknown


def problems(lang: str, source: str) -> list[str]:
    """What is missing, fuzzy (stale) or out of date for one catalog."""
    path = catalog_path(lang, source)
    if not path.exists():
        return [f"{path.relative_to(ROOT)}: missing (run update)"]
    po = _read(path, lang)
    wanted = {(c, t) for c, t, _ in messages(source)}
    have = {(m.context, m.id) for m in po if m.id}
    out = [f"{path.relative_to(ROOT)}: {len(wanted - have)} message(s) of the source not in it (run update)"
           ] if wanted - have else []
    for m in po:
        if not m.id:
            continue
        if "fuzzy" in m.flags:
            out.append(f"{path.relative_to(ROOT)}: {_key(m)} is stale (the English changed)")
        elif not m.string:
            out.append(f"{path.relative_to(ROOT)}: {_key(m)} is not translated")
    return out


# --- building ---------------------------------------------------------------

LINK = re.compile(r"(\]\()([^)\s]+)(\))")
# a path written out in text or an address: lab/tree/notebooks/05_play.ipynb, labpath=notebooks%2F00_start_here.ipynb
TREE = re.compile(r"\b(notebooks|docs)(/|%2F)((?:app(?:/|%2F))?[\w-]+\.(?:ipynb|md))")


def _localized(lang: str, relpath: str) -> str:
    """The language's version of a repository path, if there is one."""
    if relpath in sources():
        return output_path(lang, relpath).relative_to(ROOT).as_posix()
    if relpath == "notebooks":
        return f"notebooks/{lang}"
    top, _, rest = relpath.partition("/")
    # the rules card and the answer key, made in each language
    if top in ("docs", "teachers") and (ROOT / top / lang / rest).is_file():
        return f"{top}/{lang}/{rest}"
    return relpath


def relink(lang: str, source: str, text: str) -> str:
    """Links as written in the English source, pointed at the language's pages
    and made relative to where the translation lives."""
    import posixpath
    src_dir = posixpath.dirname(source)
    out_dir = posixpath.dirname(output_path(lang, source).relative_to(ROOT).as_posix())

    def local(m: re.Match) -> str:
        target = m.group(2)
        if target.startswith(PLAY_PAGE):  # the Lite site's play page, in the language's words
            return m.group(1) + target.replace("lang=en", f"lang={lang}") + m.group(3)
        if re.match(r"^[a-z]+:|^#|^/", target):
            return m.group(0)
        path, _, anchor = target.partition("#")
        resolved = posixpath.normpath(posixpath.join(src_dir, path))
        new = posixpath.relpath(_localized(lang, resolved), out_dir)
        return m.group(1) + new + ("#" + anchor if anchor else "") + m.group(3)

    def tree(m: re.Match) -> str:
        top, sep, rest = m.groups()
        path = _localized(lang, f"{top}/{rest.replace(sep, '/')}")
        return path.replace("/", sep)

    return TREE.sub(tree, LINK.sub(local, text))


def _translations(lang: str, source: str) -> dict:
    po = _read(catalog_path(lang, source), lang)
    return {(m.context, m.id): m.string for m in po if m.id and m.string and "fuzzy" not in m.flags}


def _says_language(lang: str, code: str) -> str:
    return f'import mextrain as mt\nmt.set_language("{lang}")\n\n' + code


def build_document(lang: str, source: str) -> str:
    said = _translations(lang, source)
    text = "\n\n".join(said.get((None, b), b) for b in blocks((ROOT / source).read_text(encoding="utf-8")))
    return relink(lang, source, text) + "\n"


def build_notebook(lang: str, source: str, old: dict | None = None) -> dict:
    """The translated notebook; outputs kept from ``old`` for cells whose code is unchanged."""
    nb = json.loads((ROOT / source).read_text(encoding="utf-8"))
    said = _translations(lang, source)
    kept = {c["id"]: c for c in (old or {}).get("cells", [])}
    first_code = True
    for cell in nb["cells"]:
        text = "".join(cell["source"])
        text = said.get((cell["id"], text), text)
        if cell["cell_type"] == "markdown":
            text = relink(lang, source, text)
        elif cell["cell_type"] == "code":
            if first_code:
                text, first_code = _says_language(lang, text), False
            before = kept.get(cell["id"])
            if before is not None and "".join(before["source"]) == text:
                cell["outputs"], cell["execution_count"] = before["outputs"], before["execution_count"]
        cell["source"] = text.splitlines(keepends=True)
    return nb


def _dump(nb: dict) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def _sources_of(nb: dict) -> list[tuple[str, str, str]]:
    return [(c["id"], c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _answers(lang: str) -> str:
    from mextrain.lessons.answers import answer_key
    return answer_key(lang)


def _card(lang: str) -> str:
    from mextrain.svg.teaching import rules_card
    from mextrain.words import Words
    return rules_card(Words.load(lang))


def _runner():
    """The English lessons' own way of running and storing a notebook (tests/notebooks, tests/lessons)."""
    for folder in (ROOT / "tests" / "notebooks", ROOT / "tests" / "lessons"):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    from refresh import refresh
    from store_lessons import LESSONS, offline_only
    return refresh, LESSONS, offline_only


def build(run: bool = False, langs: tuple[str, ...] | None = None, only: list[str] | None = None) -> None:
    for lang in langs or LANGUAGES:
        if only is None:  # the printable card first: the documents link to it
            from mextrain.svg.teaching import write_card
            from mextrain.words import Words
            (ROOT / "docs" / lang).mkdir(parents=True, exist_ok=True)
            write_card(ROOT / "docs" / lang, Words.load(lang))
            (ROOT / "teachers" / lang).mkdir(parents=True, exist_ok=True)
            (ROOT / "teachers" / lang / "ANSWERS.md").write_text(_answers(lang), encoding="utf-8")
        for source in only or sources():
            out = output_path(lang, source)
            out.parent.mkdir(parents=True, exist_ok=True)
            if source.endswith(".md"):
                out.write_text(build_document(lang, source), encoding="utf-8")
                continue
            old = json.loads(out.read_text(encoding="utf-8")) if out.exists() else None
            nb = build_notebook(lang, source, old)
            out.write_text(_dump(nb), encoding="utf-8")
            if run:
                # stored the way their English sources are: lessons 00-05 keep their exercises' HTML views only
                refresh, LESSONS, offline_only = _runner()
                took = refresh(out)
                if ROOT / source in LESSONS:
                    offline_only(out)
                print(f"{out.relative_to(ROOT)}: {took:.1f} s", flush=True)


def out_of_sync(lang: str, source: str) -> list[str]:
    """Why the stored translation differs from what the catalog builds."""
    out = output_path(lang, source)
    name = out.relative_to(ROOT)
    if not out.exists():
        return [f"{name}: missing (run build --run)"]
    if source.endswith(".md"):
        return [] if out.read_text(encoding="utf-8") == build_document(lang, source) else [
            f"{name}: not what its catalog builds (run build)"]
    stored = json.loads(out.read_text(encoding="utf-8"))
    if _sources_of(stored) != _sources_of(build_notebook(lang, source)):
        return [f"{name}: its cells are not what the English and the catalog build (run build --run)"]
    return []


def check() -> list[str]:
    found = []
    for lang in LANGUAGES:
        card = ROOT / "docs" / lang / "rules-card.svg"
        if not card.exists() or card.read_text(encoding="utf-8") != _card(lang):
            found.append(f"{card.relative_to(ROOT)}: missing or stale (run build)")
        key = ROOT / "teachers" / lang / "ANSWERS.md"
        if not key.exists() or key.read_text(encoding="utf-8") != _answers(lang):
            found.append(f"{key.relative_to(ROOT)}: missing or stale (run build)")
    for source in sources():
        path = template_path(source)
        if not path.exists() or [(m.context, m.id) for m in _read(path) if m.id] != [
                (c, t) for c, t, _ in messages(source)]:
            found.append(f"{path.relative_to(ROOT)}: not the messages of {source} (run extract, update)")
        for lang in LANGUAGES:
            found += problems(lang, source) or out_of_sync(lang, source)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract")
    sub.add_parser("update")
    p = sub.add_parser("sheet")
    p.add_argument("lang", choices=LANGUAGES)
    p.add_argument("source")
    p.add_argument("--todo", action="store_true", help="only what is missing or stale")
    p = sub.add_parser("take")
    p.add_argument("lang", choices=LANGUAGES)
    p.add_argument("source")
    p.add_argument("file")
    p = sub.add_parser("build")
    p.add_argument("--run", action="store_true", help="execute the notebooks, storing their outputs")
    p.add_argument("--lang", action="append", choices=LANGUAGES)
    p.add_argument("sources", nargs="*")
    sub.add_parser("check")
    args = parser.parse_args(argv)
    if args.command == "extract":
        extract()
    elif args.command == "update":
        update()
    elif args.command == "sheet":
        print(sheet(args.lang, args.source, args.todo))
    elif args.command == "take":
        unknown = take(args.lang, args.source, Path(args.file).read_text(encoding="utf-8"))
        if unknown:
            print("not in the catalog:", ", ".join(unknown), file=sys.stderr)
            return 1
    elif args.command == "build":
        build(args.run, tuple(args.lang or LANGUAGES), args.sources or None)
    elif args.command == "check":
        found = check()
        print("\n".join(found) or "every translation complete and in sync")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
