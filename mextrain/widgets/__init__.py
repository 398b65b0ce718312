"""Widgets for Jupyter: the live table and the lesson exercises (ipywidgets)."""
