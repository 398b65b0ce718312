"""The lessons and documents in every language: complete, in sync, never stale.

``tools/translations.py`` builds ``notebooks/<lang>/`` and ``docs/<lang>/``
from the English sources and one catalog per source and language; nbval runs
the built notebooks like the English ones (they are under ``notebooks/``).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("translations", ROOT / "tools" / "translations.py")
tr = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tr)

PAIRS = [(lang, source) for lang in tr.LANGUAGES for source in tr.sources()]


@pytest.mark.parametrize("source", tr.sources())
def test_the_template_holds_what_the_english_says(source):
    path = tr.template_path(source)
    assert path.exists(), f"no template for {source}: python tools/translations.py extract"
    stored = [(m.context, m.id) for m in tr._read(path) if m.id]
    assert stored == [(c, t) for c, t, _ in tr.messages(source)], \
        f"{source} changed since its template: python tools/translations.py extract && ... update"


@pytest.mark.parametrize("lang,source", PAIRS, ids=[f"{lang}-{s}" for lang, s in PAIRS])
def test_translated_complete_and_in_sync(lang, source):
    assert not tr.problems(lang, source)
    assert not tr.out_of_sync(lang, source)


@pytest.mark.parametrize("lang", tr.LANGUAGES)
def test_catalogs_pass_msgfmt_check(lang, tmp_path):
    for source in tr.sources():
        run = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(tr.catalog_path(lang, source))],
                             capture_output=True, text=True)
        assert run.returncode == 0, f"{lang} {source}: {run.stderr}"


def test_the_translated_lessons_say_their_language_first():
    for lang, source in PAIRS:
        if source.endswith(".ipynb"):
            nb = json.loads(tr.output_path(lang, source).read_text(encoding="utf-8"))
            first = next(c for c in nb["cells"] if c["cell_type"] == "code")
            assert f'mt.set_language("{lang}")' in "".join(first["source"]), f"{lang} {source}"


@pytest.mark.parametrize("lang", ("en", *tr.LANGUAGES))
def test_teachers_quotes_the_kits_own_refusal(lang):
    """TEACHERS' example of a refused move is the sentence the kit says now,
    in the reader's language: an engine sentence reworded later shows here."""
    from mextrain import Tile
    from mextrain.reasons import CoverFirst
    from mextrain.words import table, words

    said = table.refusal(words(lang), CoverFirst(2, Tile(5, 5)))
    doc = ROOT / "docs" / ("" if lang == "en" else lang) / "TEACHERS.md"
    assert said in " ".join(doc.read_text(encoding="utf-8").split()), f"{doc} does not quote {said!r}"


def test_links_point_at_the_same_language():
    text = "[rules](../docs/RULES.md) [next](01_tiles_and_the_engine.ipynb#top) [card](../docs/rules-card.pdf) " \
           "[web](https://example.org/x.md) `lab/tree/notebooks/05_play.ipynb` labpath=notebooks%2F00_start_here.ipynb"
    assert tr.relink("cs", "notebooks/00_start_here.ipynb", text) == (
        "[rules](../../docs/cs/RULES.md) [next](01_tiles_and_the_engine.ipynb#top) "
        "[card](../../docs/cs/rules-card.pdf) [web](https://example.org/x.md) "
        "`lab/tree/notebooks/cs/05_play.ipynb` labpath=notebooks%2Fcs%2F00_start_here.ipynb")
    assert tr.relink("el", "docs/TEACHERS.md", "[00](../notebooks/00_start_here.ipynb) [all](../notebooks)") == \
        "[00](../../notebooks/el/00_start_here.ipynb) [all](../../notebooks/el)"
    assert tr.relink("fi", "notebooks/05_play.ipynb", "[play](/play/index.html?lang=en&players=3) [x](/x?lang=en)") \
        == "[play](/play/index.html?lang=fi&players=3) [x](/x?lang=en)"


@pytest.fixture
def small_kit(tmp_path, monkeypatch):
    """A repository of one two-cell lesson and one document, in Czech only."""
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "docs").mkdir()
    nb = {"cells": [
        {"cell_type": "markdown", "id": "intro", "metadata": {}, "source": ["# Hello\n", "See [the rules](../docs/R.md)."]},
        {"cell_type": "code", "id": "code", "metadata": {}, "execution_count": None, "outputs": [],
         "source": ["x = 1  # a comment people read"]},
        {"cell_type": "code", "id": "quiet", "metadata": {}, "execution_count": None, "outputs": [],
         "source": ['show("00-deal")']}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "notebooks" / "00_x.ipynb").write_text(json.dumps(nb))
    (tmp_path / "docs" / "R.md").write_text("# Rules\n\nOne block.\n\n```\ncode\n\nstill code\n```\n")
    monkeypatch.setattr(tr, "ROOT", tmp_path)
    monkeypatch.setattr(tr, "TRANSLATIONS", tmp_path / "translations")
    monkeypatch.setattr(tr, "LANGUAGES", ("cs",))
    monkeypatch.setattr(tr, "DOCUMENTS", ("docs/R.md",))
    return tmp_path


def _translate_all(sheet_text: str) -> str:
    """A 'translation' that is visibly one: every English line marked."""
    return "\n".join(line if line.startswith(("===", "<!--")) or not line.strip() else f"CS {line}"
                     for line in sheet_text.splitlines()) + "\n"


def test_a_changed_english_cell_makes_its_translation_stale(small_kit):
    tr.extract()
    tr.update()
    assert tr.check(), "nothing translated yet, so check must complain"
    for source in tr.sources():
        assert not tr.take("cs", source, _translate_all(tr.sheet("cs", source)))
    tr.build()
    assert tr.check() == []
    built = json.loads((small_kit / "notebooks" / "cs" / "00_x.ipynb").read_text())
    sources = ["".join(c["source"]) for c in built["cells"]]
    assert sources[0] == "CS # Hello\nCS See [the rules](../../docs/cs/R.md)."
    assert sources[1].startswith('import mextrain as mt\nmt.set_language("cs")\n\nCS x = 1')
    assert sources[2] == 'show("00-deal")', "a cell with no words is not for translators"
    assert (small_kit / "docs" / "cs" / "R.md").read_text() == \
        "CS # Rules\n\nCS One block.\n\nCS ```\nCS code\n\nCS still code\nCS ```\n", "the fence is one block"

    # The English changes: the template no longer matches, then the translation is stale.
    path = small_kit / "notebooks" / "00_x.ipynb"
    nb = json.loads(path.read_text())
    nb["cells"][0]["source"] = ["# Hello there\n", "See [the rules](../docs/R.md)."]
    path.write_text(json.dumps(nb))
    assert any("not the messages of notebooks/00_x.ipynb" in p for p in tr.check())
    tr.extract()
    tr.update()
    assert any("intro is stale" in p for p in tr.check())
    tr.build()
    built = json.loads((small_kit / "notebooks" / "cs" / "00_x.ipynb").read_text())
    assert "".join(built["cells"][0]["source"]).startswith("# Hello there"), "a stale cell shows its English"


def test_a_fenced_block_is_one_message():
    assert tr.blocks("# A\n\ntext\nmore\n\n```\nx\n\ny\n```\n\nend") == ["# A", "text\nmore", "```\nx\n\ny\n```", "end"]


def test_a_stored_translation_edited_by_hand_is_out_of_sync(small_kit):
    tr.extract()
    tr.update()
    for source in tr.sources():
        tr.take("cs", source, _translate_all(tr.sheet("cs", source)))
    tr.build()
    doc = small_kit / "docs" / "cs" / "R.md"
    doc.write_text(doc.read_text() + "edited\n")
    assert tr.check() == ["docs/cs/R.md: not what its catalog builds (run build)"]
    shutil.rmtree(small_kit / "notebooks" / "cs")
    assert "notebooks/cs/00_x.ipynb: missing (run build --run)" in tr.check()
