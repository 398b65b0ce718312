"""Positions the lesson tests share, as fixtures."""

from __future__ import annotations

import pytest

from lesson_games import played_out
from mextrain import lessons


@pytest.fixture
def open_double():
    """Player 1 to act; 7-7 ends the Mexican train uncovered; train 0 has a marker."""
    return lessons.position(["12-5 7-3", "4-2 7-1 9-7 12-1"], {"mexican": "12-7 7-7", 0: "12-4"},
                            turn=1, markers=[0])


@pytest.fixture
def marked():
    """Player 1 to act, nothing to cover; train 0 carries a marker (R10)."""
    return lessons.position(["12-5 7-3", "4-2 7-1 9-9 11-10"], {"mexican": "12-7", 0: "12-4"},
                            turn=1, markers=[0])


@pytest.fixture
def over():
    return played_out()
