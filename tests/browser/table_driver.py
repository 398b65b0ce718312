"""Driving the live table in a browser, shared by the JupyterLab, Voila and
JupyterLite tests: read its state from the page (``mextrain/front/table.js``
draws it: ``.mt-table``), wait for the human's turn, play a legal move with
the mouse."""

from __future__ import annotations


def legal_plays(table) -> list[str]:
    """The legal plays ('play 12-5 on mexican'), read from the move buttons'
    ``data-move`` (their captions say them in the table's language)."""
    moves = [b.get_attribute("data-move") for b in table.locator(".mt-moves button[data-move]").all()]
    return [m for m in moves if m.startswith("play ")]


def message(table) -> str:
    return table.locator(".mt-message").inner_text()


def logged_moves(table) -> int:
    """The ply of the frame the page shows (it grows with every change)."""
    return int(table.locator(".mt-table").get_attribute("data-ply"))


def wait_for_turn(page, table, after: int = -1) -> None:
    """Until the bots are done: the page shows a frame of a ply beyond
    ``after`` that addresses the human again, with the controls for the
    turn, and the hand and the table are laid out for the room their box
    has now (Python draws them for the width and height the browser
    reports: a click meanwhile could land on the old layout)."""
    page.wait_for_function(
        """([el, after]) => {
            const root = el.querySelector('.mt-table');
            if (!root || root.hasAttribute('data-pending') || !(Number(root.dataset.ply) > after)) return false;
            const m = root.querySelector('.mt-message');
            const hand = root.querySelector('.mt-hand svg');
            if (hand && Number(root.dataset.width) !== Math.floor(root.clientWidth)) return false;
            // and the table for the height it may take (a projector's text grows with the shrinking)
            const svg = root.querySelector('.mt-board svg');
            if (svg && Number(root.dataset.room) !== (Math.floor(parseFloat(getComputedStyle(svg).maxHeight)) || 0))
                return false;
            if (/round is over|match is over/i.test(m.textContent)) return true;
            const ready = root.querySelector('.mt-moves button[data-move]') ||
                [...root.querySelectorAll('.mt-draw, .mt-pass')].some(b => !b.hidden);
            return /your turn/i.test(m.textContent) && ready;
        }""", arg=[table.element_handle(), after], timeout=30_000)


def draw_or_pass(table):
    """The Draw or Pass button the table offers now."""
    return table.locator(".mt-draw:not([hidden]), .mt-pass:not([hidden])").first


def play_with_the_mouse(page, table, legal: list[str]) -> str:
    """Play the first of ``legal`` by clicking its tile (then its train, when
    the tile fits more than one); return the tile once the log shows a move."""
    box = table.locator(".mt-table")
    tile, train = legal[0].split()[1], legal[0].split()[3]
    log = box.locator(".mt-log li")
    before = log.count()
    box.locator(f".mt-hand .hand-tile[data-tile='{tile}']").click()
    if sum(m.split()[1] == tile for m in legal) > 1:
        box.locator(f".mt-board [data-train='{train}']").first.click()
    page.wait_for_function("([el, n]) => el.querySelectorAll('.mt-log li').length > n",
                           arg=[table.element_handle(), before])
    return tile
