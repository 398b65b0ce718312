"""Driving the live table in a browser, shared by the JupyterLab, Voila and
JupyterLite tests: read its state from the page, wait for the human's turn,
play a legal move with the mouse."""

from __future__ import annotations


def legal_plays(table) -> list[str]:
    """The legal plays ('play 12-5 on mexican'), read from the move buttons'
    hooks (their tooltips say them in the table's language)."""
    plays = []
    for b in table.locator("button.mextrain-move").all():
        hook = next(c for c in b.get_attribute("class").split() if c.startswith("mextrain-move--"))
        plays.append(hook.removeprefix("mextrain-move--").replace("_", " "))
    return [p for p in plays if p.startswith("play ")]


def message(table) -> str:
    return table.locator(".mextrain-message").inner_text()


def logged_moves(table) -> int:
    """How many entries the log had when the message line was written."""
    return int(table.locator(".mextrain-message").get_attribute("data-moves"))


def wait_for_turn(page, table, after: int = -1) -> None:
    """Until the bots are done: the message, written after more than
    ``after`` log entries, addresses the human again, the controls for
    the turn are drawn (widgets render asynchronously) and the hand and the
    table are laid out for the room their box has now (Python draws them for
    the width and height the browser reports: a click meanwhile could land on
    the old layout)."""
    page.wait_for_function(
        """([el, after]) => {
            const m = el.querySelector('.mextrain-message');
            if (!m || Number(m.dataset.moves) <= after) return false;
            const box = el.querySelector('.mextrain-picture'), hand = box && box.querySelector('.mextrain-hand');
            if (hand && hand.querySelector('svg') && Number(hand.dataset.width) !== Math.floor(box.clientWidth))
                return false;
            // and the table for the height it may take (a projector's text grows with the shrinking)
            const board = box && box.querySelector('.mextrain-board'), svg = board && board.querySelector('svg');
            if (svg && Number(board.dataset.room) !== (Math.floor(parseFloat(getComputedStyle(svg).maxHeight)) || 0))
                return false;
            if (/round is over|match is over/i.test(m.textContent)) return true;
            const ready = el.querySelector("button.mextrain-move") ||
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
