"""A lesson's exercise in a real JupyterLab, answered with the mouse.

Runs ``notebooks/02_trains_and_markers.ipynb``, clicks tiles on the first
exercise's picture (the clickable picture of the live table, reused), and
checks that the engine's feedback appears: wrong first, then right; and
that the page logged no "Shared module ... doesn't exist" (what a JupyterLite
package installed next to JupyterLab causes).
"""

from __future__ import annotations


def test_click_the_playable_tiles_on_the_picture(page, run_notebook, artifacts):
    shared = []
    page.on("console", lambda m: shared.append(m.text) if "Shared module" in m.text else None)
    run_notebook("02_trains_and_markers.ipynb")
    quiz = page.locator(".mextrain-quiz").first
    try:
        check = quiz.locator("button:has-text('Check')")
        feedback = quiz.locator(".mextrain-feedback")

        _click(page, quiz, "12-1")
        check.click()
        feedback.wait_for()
        assert "Not quite." in feedback.inner_text() and "You missed 8-4" in feedback.inner_text()

        _click(page, quiz, "8-4")
        assert quiz.locator(".widget-toggle-button.mod-active").count() == 2
        check.click()
        page.wait_for_function("(el) => el.querySelector('.mextrain-feedback.right')",
                               arg=quiz.element_handle())
        assert "(R6, R7)" in quiz.locator(".mextrain-feedback").inner_text()
        assert not shared, shared
    finally:
        page.screenshot(path=str(artifacts / "lesson-quiz.png"), full_page=False)


def _click(page, quiz, tile: str) -> None:
    """Click a hand tile on the picture; wait until it is redrawn ringed."""
    box = quiz.locator(".mextrain-picture")
    version = box.get_attribute("data-version")
    box.locator(f".hand-tile[data-tile='{tile}']").click()
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[box.element_handle(), version])
