"""Lessons opened unrun in JupyterLab show their pictures, drawn.

A fresh clone, Binder and JupyterLite open a notebook *untrusted*:
JupyterLab then draws no ``image/svg+xml`` output and no stored widget,
only their text fallback, until the cell is run. The lessons store their
pictures and exercises as HTML holding an ``<img>`` of the SVG, which an
untrusted notebook draws. This test opens each of lessons 00-05 without
running anything and checks, in Chromium, that every picture cell shows
an image that has loaded (a real width, not a broken icon), that none
shows ``<IPython.core.display.SVG object>`` or a widget's text, and that
the pictures fit the notebook's width.
"""

from __future__ import annotations

import pytest

from lab_pages import open_notebook

LESSONS = ["00_start_here.ipynb", "01_tiles_and_the_engine.ipynb", "02_trains_and_markers.ipynb",
           "03_doubles.ipynb", "04_scoring_and_the_match.ipynb", "05_play.ipynb"]


@pytest.mark.parametrize("name", LESSONS)
def test_pictures_drawn_before_running(page, lab, artifacts, name):
    page.set_viewport_size({"width": 1000, "height": 900})  # a narrow laptop window, file browser open
    open_notebook(page, lab, f"notebooks/{name}")  # the Lab under test serves the repository
    try:
        cells = page.locator(".jp-Notebook .jp-CodeCell")
        page.wait_for_function("() => document.querySelectorAll('.jp-OutputArea-output img').length > 0")
        # Scroll through, so that every output is rendered (JupyterLab renders lazily).
        for i in range(cells.count()):
            cells.nth(i).scroll_into_view_if_needed()
        images = page.locator(".jp-Notebook .jp-OutputArea-output img.mextrain-picture-img")
        count = images.count()
        assert count >= 3, f"{name}: only {count} pictures drawn"
        report = page.evaluate("""() => {
            const out = [];
            for (const img of document.querySelectorAll('.jp-Notebook .jp-OutputArea-output img.mextrain-picture-img')) {
                const area = img.closest('.jp-OutputArea-output');
                out.push({loaded: img.complete && img.naturalWidth > 0, width: img.getBoundingClientRect().width,
                          room: area.getBoundingClientRect().width, alt: img.alt});
            }
            return out;
        }""")
        broken = [r["alt"] for r in report if not r["loaded"]]
        assert not broken, f"{name}: pictures not drawn: {broken}"
        too_wide = [r["alt"] for r in report if r["width"] > r["room"] + 1]
        assert not too_wide, f"{name}: pictures wider than the notebook: {too_wide}"
        text = page.locator(".jp-Notebook").inner_text()
        for fallback in ("IPython.core.display.SVG object", "VBox(children", "ExerciseWidget("):
            assert fallback not in text, f"{name}: shows {fallback!r} instead of a picture"
    finally:
        page.screenshot(path=str(artifacts / f"lesson-unrun-{name}.png"), full_page=False)
