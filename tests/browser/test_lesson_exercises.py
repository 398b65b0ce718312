"""A lesson's exercises in a real JupyterLab, answered with the mouse.

Runs ``notebooks/02_trains_and_markers.ipynb`` and answers two exercises
as a learner would: "start a train" by clicking a tile and then a train on
the picture (a wrong train first: the engine's reason comes back, and the
table is unchanged), and "click every tile you could play" (one tile short
first: a hint, no answer; then right: the explanation).
"""

from __future__ import annotations


def test_answer_exercises_with_the_mouse(run_notebook, artifacts):
    page = run_notebook("02_trains_and_markers.ipynb")
    quizzes = page.locator(".mextrain-exercise-widget")
    try:
        start = quizzes.nth(0)
        start.locator(".mextrain-picture").wait_for()
        _click(page, start, ".hand-tile[data-tile='12-5']")
        _click(page, start, "[data-train='2']")
        feedback = start.locator(".mextrain-feedback")
        feedback.wait_for()
        assert "Not quite." in feedback.inner_text()
        assert "(R7)" in feedback.inner_text()
        _click(page, start, ".hand-tile[data-tile='12-5']")
        _click(page, start, "[data-train='0']")
        page.wait_for_function("(el) => el.querySelector('.mextrain-feedback.right')", arg=start.element_handle())

        tiles = quizzes.nth(1)
        _click(page, tiles, ".hand-tile[data-tile='12-1']")
        tiles.locator("button:has-text('Check')").click()
        page.wait_for_function("(el) => el.querySelector('.mextrain-feedback.wrong')", arg=tiles.element_handle())
        said = tiles.locator(".mextrain-feedback").inner_text()
        assert "Hint" in said and "8-4" not in said, said
        _click(page, tiles, ".hand-tile[data-tile='8-4']")
        tiles.locator("button:has-text('Check')").click()
        page.wait_for_function("(el) => el.querySelector('.mextrain-feedback.right')", arg=tiles.element_handle())
        assert "8-4" in tiles.locator(".mextrain-feedback").inner_text()
    finally:
        page.screenshot(path=str(artifacts / "lesson-exercises.png"), full_page=False)


def _click(page, quiz, selector: str) -> None:
    """Click on the exercise's picture; wait until Python has answered (redrawn or acknowledged)."""
    box = quiz.locator(".mextrain-picture")
    box.locator(selector).first.click()
    page.wait_for_function("(el) => el.dataset.pending === undefined", arg=box.element_handle())
