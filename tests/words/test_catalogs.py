"""The translation catalogs: the template is what the code says, every
catalog is complete and clean by GNU msgfmt, every shipped .mo is compiled
from its .po, and plural forms follow each language's grammar."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

import mextrain as mt
from mextrain.words import LANGUAGES, words

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402 - the tool the Makefile runs, not a package

pytestmark = pytest.mark.skipif(shutil.which("msgfmt") is None and "CI" not in __import__("os").environ,
                                reason="GNU gettext's msgfmt is missing (`apt-get install gettext`)")


def test_the_template_matches_the_code_and_every_catalog_is_complete():
    problems = catalogs.check()
    assert not problems, "\n".join(problems)


def test_every_language_has_its_catalog():
    assert set(LANGUAGES) == {"en", "ru", "uk", "cs", "el", "fi"}
    for language in LANGUAGES:
        assert words(language).language == language


def test_the_check_finds_an_untranslated_message(tmp_path, monkeypatch):
    """The check can fail: a catalog with one message emptied is reported."""
    po = catalogs.catalogs()[0]
    copy = tmp_path / po.relative_to(catalogs.LOCALE)
    copy.parent.mkdir(parents=True)
    text = po.read_text(encoding="utf-8")
    head, sep, rest = text.partition('msgid "Human"\nmsgstr "')
    assert sep, "the catalog has no translation of 'Human'"
    copy.write_text(head + sep + '"' + rest.split("\n", 1)[1], encoding="utf-8")
    shutil.copy(po.with_suffix(".mo"), copy.with_suffix(".mo"))
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    assert any("untranslated" in p for p in catalogs.check())


# n = 0..30 written by hand: the index of the plural form each language takes.
#   ru, uk: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25-30)
#   cs: one (1), few (2-4), other
ONE_FEW_MANY = [2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2]
CZECH = [2, 0, 1, 1, 1] + [2] * 26


@pytest.mark.parametrize("language, forms", [("ru", ONE_FEW_MANY), ("uk", ONE_FEW_MANY), ("cs", CZECH)])
def test_plural_forms_for_0_to_30(language, forms):
    w = words(language)
    by_form = {form: w.tiles(n).replace(str(n), "{n}") for n, form in enumerate(forms)}
    assert len(set(by_form.values())) == 3, by_form  # three distinct forms
    for n, form in enumerate(forms):
        assert w.tiles(n) == by_form[form].replace("{n}", str(n)), (language, n)


def test_an_illegal_move_speaks_the_kit_language_when_read():
    """Its sentence is made when it is read, in the language of that moment
    (as Sphinx's lazy messages), not when the move was refused."""
    rnd = mt.Round.new(4, seed=1)
    with pytest.raises(mt.IllegalMove) as e:
        rnd.play(mt.Draw())
    try:
        mt.set_language("cs")
        assert str(e.value).startswith("R8: ") and str(e.value) == words("cs").reason(e.value.reason)
    finally:
        mt.set_language("en")
    assert str(e.value) == words("en").reason(e.value.reason) != words("cs").reason(e.value.reason)


COUNTED = re.compile(r"\{[a-z_]+\} (tiles?|moves?|pips?|rounds?|exercises?|players?|turns?)\b")


def counted_without_plural(pot) -> list[str]:
    """Messages that put a number field before a counted noun ("{seen}
    tiles") without plural forms: ru, uk and cs need three forms of the noun."""
    from babel.messages.pofile import read_po
    with open(pot, "rb") as f:
        return [m.id for m in read_po(f) if m.id and not m.pluralizable and COUNTED.search(m.id)]


def test_every_count_before_a_noun_has_plural_forms(tmp_path):
    assert not counted_without_plural(catalogs.POT)
    # the check can fail: one such message, as the lessons' bank had them
    bad = tmp_path / "bad.pot"
    bad.write_text('msgid "You cannot see {hidden} tiles."\nmsgstr ""\n', encoding="utf-8")
    assert counted_without_plural(bad) == ["You cannot see {hidden} tiles."]
