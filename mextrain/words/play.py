"""The words of the Lite site's play page (binder/lite/play, ``mextrain.browser``).

The page shows its own words before Python has started, so the site's
build writes ``page_words`` of every language into the page.

>>> from mextrain.words import words
>>> page_words(words("cs"))["title"]
'Mexický vlak'
"""

from __future__ import annotations

from . import table as T


def saved_here(w, session) -> str:
    return w._("Saved in this browser: round {number}, move {moves}.",
               number=session.match.round_number + 1, moves=len(session.round.history))


def bad_query(w, name: str, value: str) -> str:
    return w._("The link asks for {name}={value}, which this table cannot play: it plays without it.",
               name=name, value=value)


def play_now(w) -> str:
    """The lessons' and README's link to the play page."""
    return w._("Play now")


def page_words(w) -> dict:
    """What the play page's own script says, by key (the table's words are ``front``)."""
    return {
        "title": w._("Mexican Train"),
        "starting": w._("Starting Python in this browser\u2026"),
        "no_start": w._("Python could not start in this browser ({error}). Reload the page to try again."),
        "new_game": w._("New game"),
        "save": w._("Save in this browser"),
        "load": w._("Load the saved game"),
        "download": w._("Download the game"),
        "upload": w._("Open a saved file"),
        "nothing_saved": w._("No game is saved in this browser yet."),
        "no_storage": w._("This browser keeps no games here ({error}): download the game instead."),
        "front": T.front_words(w),
    }
