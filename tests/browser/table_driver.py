"""Driving the live table in a browser, shared by the JupyterLab, Voila and
JupyterLite tests: read its state from the page, wait for the human's turn,
play a legal move with the mouse."""

from __future__ import annotations


def legal_plays(table) -> list[str]:
    """The legal plays, read from the move buttons' tooltips ('play 12-5 on mexican')."""
    return [b.get_attribute("title") for b in table.locator(".widget-hbox button[title^='play ']").all()]


def message(table) -> str:
    return table.locator(".mextrain-message").inner_text()


def logged_moves(table) -> int:
    """How many entries the log had when the message line was written."""
    return int(table.locator(".mextrain-message").get_attribute("data-moves"))


def wait_for_turn(page, table, after: int = -1) -> None:
    """Until the bots are done: the message, written after more than
    ``after`` log entries, addresses the human again, and the controls for
    the turn are drawn (widgets render asynchronously)."""
    page.wait_for_function(
        """([el, after]) => {
            const m = el.querySelector('.mextrain-message');
            if (!m || Number(m.dataset.moves) <= after) return false;
            if (/round is over|match is over/i.test(m.textContent)) return true;
            const ready = el.querySelector("button[title^='play ']") ||
                [...el.querySelectorAll('button')].some(b => /^(Draw|Pass)$/.test(b.textContent.trim()) && !b.disabled);
            return /your turn/i.test(m.textContent) && ready;
        }""", arg=[table.element_handle(), after], timeout=30_000)


def play_with_the_mouse(page, table, legal: list[str]) -> str:
    """Play the first of ``legal`` by clicking its tile (then its train, when
    the tile fits more than one); return the tile once the log shows a move."""
    box = table.locator(".mextrain-picture")
    tile, train = legal[0].split()[1], legal[0].split()[3]
    log = table.locator(".mextrain-log li")
    before = log.count()
    box.locator(f".hand-tile[data-tile='{tile}']").click()
    if sum(m.split()[1] == tile for m in legal) > 1:
        box.locator(f"[data-train='{train}']").first.click()
    page.wait_for_function("([el, n]) => el.querySelectorAll('.mextrain-log li').length > n",
                           arg=[table.element_handle(), before])
    return tile
