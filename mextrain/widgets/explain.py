"""Why a tile fits nowhere, as the live table says it: the engine's
``Round.unplayable`` in the words layer's sentence.

Only ``widgets/table.py`` still imports this; it goes once the table asks
``rnd.unplayable`` and ``mextrain.words`` itself.
"""

from __future__ import annotations

from ..words import words


def why_not_playable(rnd, tile) -> str:
    """Why no legal move plays ``tile`` for the player to act, citing the rule."""
    w = words()
    return w.with_names(w.names, viewer=rnd.turn).cite(rnd.unplayable(tile))
