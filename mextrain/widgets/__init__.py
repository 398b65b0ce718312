"""Widgets for Jupyter: the live table (``play``), the lesson exercise widget (``exercises``) and the older
names of its kinds (``quiz``)."""

from .table import Table, play

__all__ = ["Table", "play"]
