"""The lessons as files: committed run, without widget state, links that resolve.

The notebooks themselves run under nbval (``--nbval`` in pyproject's pytest
settings, ``notebooks`` in its testpaths); this module checks what nbval
cannot: that what readers see on GitHub and nbviewer is a complete run, and
that every link between lessons and docs leads somewhere.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))
# Every notebook nbval runs: the lessons and the ones beside them (the app).
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# [text](target) and <a href="target">; images too, since they must resolve.
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|href=[\"']([^\"']+)[\"']")
BINDER_PATH_KEYS = ("labpath", "urlpath", "filepath")
# A Binder urlpath starts with the app's route: lab/tree/, voila/render/, tree/.
URLPATH_ROUTE = re.compile(r"^(?:lab/tree|voila/render|doc/tree|tree)/")


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def _code_cells(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code" and _source(c).strip()]


def _markdown(path: Path) -> str:
    if path.suffix == ".ipynb":
        return "\n".join(_source(c) for c in _load(path)["cells"] if c["cell_type"] == "markdown")
    return path.read_text(encoding="utf-8")


def _without_code(text: str) -> str:
    """Markdown with fenced and inline code removed: code is not a link."""
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def _targets(path: Path):
    """(link, repository file it must name) for every link that points inside
    the repository: relative links, and Binder links' ``labpath``."""
    for m in LINK.finditer(_without_code(_markdown(path))):
        link = m.group(1) or m.group(2)
        parts = urlsplit(link)
        if parts.scheme in ("http", "https"):
            if parts.netloc.endswith("mybinder.org"):
                query = parse_qs(parts.query)
                for key in BINDER_PATH_KEYS:
                    for value in query.get(key, ()):
                        target = URLPATH_ROUTE.sub("", unquote(value)) if key == "urlpath" else unquote(value)
                        yield link, ROOT / target.lstrip("/")
            continue
        if parts.scheme or not parts.path:
            continue  # mailto:, data:, a link to a heading on the same page
        if parts.path.startswith("/"):  # a page of the Lite site, from its root: its source is in binder/lite
            yield link, ROOT / "binder" / "lite" / unquote(parts.path).lstrip("/")
            continue
        yield link, (path.parent / unquote(parts.path)).resolve()


def _ids(paths):
    return [str(p.relative_to(ROOT)) for p in paths]


def _ignores_output(cell) -> bool:
    """Marked for nbval not to compare its output: a comment or a cell tag."""
    tags = cell.get("metadata", {}).get("tags", [])
    return bool(re.search(r"#\s*NBVAL_(IGNORE_OUTPUT|SKIP)", _source(cell))) or \
        any(t in ("nbval-ignore-output", "nbval-skip") for t in tags)


def test_the_lessons_are_numbered():
    names = [p.name for p in LESSONS]
    assert names, "no notebooks in notebooks/"
    bad = [n for n in names if not re.fullmatch(r"\d\d_[a-z0-9_]+\.ipynb", n)]
    assert not bad, f"lessons are named NN_name.ipynb: {bad}"
    numbers = [int(n[:2]) for n in names]
    assert numbers == list(range(len(names))), f"lesson numbers skip or repeat: {names}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_committed_after_a_full_run(path):
    """Every code cell ran, top to bottom, in one kernel: outputs are there
    for GitHub and nbviewer, and nbval has something to compare with."""
    cells = _code_cells(_load(path))
    counts = [c.get("execution_count") for c in cells]
    assert None not in counts, f"{path.name}: cell {counts.index(None) + 1} was not run; run the notebook " \
                               "(python tests/notebooks/refresh.py) and commit it with outputs"
    assert counts == list(range(1, len(cells) + 1)), f"{path.name}: cells ran out of order {counts}; restart and run all"
    assert any(c["outputs"] for c in cells), f"{path.name}: no outputs stored"
    errors = [o.get("ename") for c in cells for o in c["outputs"]
              if o["output_type"] == "error" and "NBVAL_RAISES_EXCEPTION" not in _source(c)]
    assert not errors, f"{path.name}: committed with errors {errors} (mark a cell that shows an error " \
                       "on purpose with # NBVAL_RAISES_EXCEPTION)"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_no_widget_state(path):
    """Widget state is noise in diffs and stale on reload: strip it. Cells that
    show a widget must not have their text fallback compared by nbval."""
    nb = _load(path)
    assert "widgets" not in nb.get("metadata", {}), \
        f"{path.name}: strip metadata.widgets (python tests/notebooks/refresh.py does)"
    for cell in _code_cells(nb):
        shows_widget = any(WIDGET_VIEW in o.get("data", {}) for o in cell["outputs"])
        if shows_widget:
            assert _ignores_output(cell), \
                f"{path.name}: mark the widget cell `{_source(cell).splitlines()[0]}` with # NBVAL_IGNORE_OUTPUT"


@pytest.mark.parametrize("path", NOTEBOOKS + DOCS, ids=_ids(NOTEBOOKS + DOCS))
def test_links_resolve(path):
    missing = [link for link, target in _targets(path) if not target.exists()]
    assert not missing, f"{path.name} links to missing files: {missing}"


def test_link_finder_sees_every_kind_of_link(tmp_path):
    page = tmp_path / "page.md"
    page.write_text(
        "[next](01_next.ipynb) [rules](../shared/RULES.md#r7) <a href='x.md'>x</a> "
        "![pic](img/a.svg \"title\") [web](https://example.org/a.md) [here](#top) `[code](no.md)`\n"
        "[binder](https://mybinder.org/v2/gh/o/r/HEAD?labpath=notebooks%2F00_start_here.ipynb)\n"
        "[app](https://mybinder.org/v2/gh/o/r/HEAD?urlpath=voila/render/notebooks/app/play.ipynb)\n"
        "[play](/play/index.html?lang=cs)\n",
        encoding="utf-8")
    found = [(link, str(target)) for link, target in _targets(page)]
    assert [link for link, _ in found] == [
        "01_next.ipynb", "../shared/RULES.md#r7", "x.md", "img/a.svg",
        "https://mybinder.org/v2/gh/o/r/HEAD?labpath=notebooks%2F00_start_here.ipynb",
        "https://mybinder.org/v2/gh/o/r/HEAD?urlpath=voila/render/notebooks/app/play.ipynb",
        "/play/index.html?lang=cs"]
    assert found[1][1] == str((tmp_path / "../shared/RULES.md").resolve())
    assert found[4][1] == str(ROOT / "notebooks/00_start_here.ipynb")
    assert found[5][1] == str(ROOT / "notebooks/app/play.ipynb")
    assert found[6][1] == str(ROOT / "binder/lite/play/index.html")
