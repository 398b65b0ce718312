"""The rules card's PDFs carry a title: a PDF viewer's window and tab show
it, and a PDF without one shows a UUID or the file's name. Each language's
card (docs/rules-card.pdf, docs/<lang>/rules-card.pdf) is titled with its own
heading and described by its own subtitle, read back from the committed
files and from one made now by mextrain.svg.teaching.write_card."""

from __future__ import annotations

from pathlib import Path

import pytest

from mextrain.svg import teaching
from mextrain.words import Words
from mextrain.words import teaching as say

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "ru", "uk", "cs", "el", "fi"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_cards_pdf_has_its_languages_title(tmp_path, lang):
    pypdf = pytest.importorskip("pypdf")
    pytest.importorskip("cairosvg")
    words = Words.load(lang)
    committed = ROOT / "docs" / ("" if lang == "en" else lang) / "rules-card.pdf"
    made = Path(teaching.write_card(tmp_path, words)[1])
    for pdf in (committed, made):
        info = pypdf.PdfReader(pdf).metadata
        assert info is not None and info.title == say.card_title(words), \
            f"{pdf}: title {info and info.title!r} (docs: python tools/translations.py build, " \
            "python -m mextrain.svg.teaching docs)"
        assert info.subject == say.card_subtitle(words)
        if lang != "en":  # in the card's language, not the English of the source
            assert info.title != say.card_title(Words.load("en"))
