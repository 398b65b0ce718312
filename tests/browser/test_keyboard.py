"""A round of the live table played with the keyboard alone (Tab and Enter,
no mouse), in Voila, while the live region reads out every move.

The table is opened without its settings form, two players, one round, no
bot delay, so the round is short; the form's own fields are ordinary inputs.
"""

from __future__ import annotations

import json
import re

import pytest
from lab_pages import voila_server
from table_driver import logged_moves, message, wait_for_turn

CODE = ('import mextrain as mt\n'
        'mt.play(players=2, bots="greedy", rounds="one", seed=7, delay=0, settings=False)')
#: More Tab presses than the page has controls: a move always within reach.
TABS = 80

# The focused element, if it is one of the table's enabled buttons for a move.
FOCUSED_MOVE = """() => {
    const b = document.activeElement;
    if (!b || b.tagName !== 'BUTTON' || b.disabled || !b.closest('.mextrain-table')) return null;
    const text = b.textContent.trim();
    return (b.classList.contains('mt-move') || /^(Draw|Pass)$/.test(text)) ? text : null;
}"""


@pytest.fixture(scope="module")
def keyboard_table(tmp_path_factory):
    home = tmp_path_factory.mktemp("keyboard")
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                           "source": CODE}],
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    (home / "keyboard.ipynb").write_text(json.dumps(notebook))
    with voila_server("keyboard.ipynb", home, home) as base:
        yield base


def test_a_round_with_tab_and_enter_only(keyboard_table, page, artifacts):
    page.goto(keyboard_table)
    table = page.locator(".mextrain-table")
    live = table.locator(".mt-live")
    try:
        table.locator(".mt-board svg").wait_for(timeout=60_000)
        assert live.get_attribute("aria-live") == "polite" and live.get_attribute("role") == "status"
        log = table.locator(".mt-log li")
        moves, after = 0, -1
        while True:
            wait_for_turn(page, table, after)
            if re.search("round is over|match is over", message(table), re.I):
                break
            for _ in range(TABS):
                page.keyboard.press("Tab")
                label = page.evaluate(FOCUSED_MOVE)
                if label:
                    break
            assert label, f"no move reached with {TABS} Tab presses: {message(table)}"
            after = logged_moves(table)
            page.keyboard.press("Enter")
            page.wait_for_function("([el, n]) => Number(el.querySelector('.mt-table').dataset.ply) > n",
                                   arg=[table.element_handle(), after])
            moves += 1
            # What the screen reader reads: my move as the log has it (oldest first), then what comes next.
            mine = [line for line in log.all_inner_texts() if line.startswith("Player 1")]
            spoken = live.text_content()
            assert mine[-1] in spoken and spoken.endswith(message(table)), (mine[-1], spoken)
            assert moves < 200, "the round never ended"
        assert moves >= 3 and "went wrong" not in message(table)
        print(f"\nkeyboard-only round: {moves} moves by Tab and Enter")
    finally:
        page.screenshot(path=str(artifacts / "keyboard.png"), full_page=True)
