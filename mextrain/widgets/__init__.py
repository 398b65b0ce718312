"""Widgets for Jupyter: the live table (``play``) and the lesson exercises (``quiz``)."""

from .table import Table, play

__all__ = ["Table", "play"]
