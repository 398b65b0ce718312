"""The three pages: teacher, seat (a join link) and projector.

Each page is a small HTML shell with no inline script or style (the
Content-Security-Policy forbids both): its words travel as a JSON data
block, its script and stylesheet are files under ``/static/``, and
everything else arrives over the websocket or the API.
"""

from __future__ import annotations

import html
import json

from ..lessons.bank import LESSONS
from ..rules import MATCH_LENGTHS, Rules
from ..words import LANGUAGE_NAMES, LANGUAGES
from ..words import classes as C
from ..words import serve as W
from ..words import table as T


def _data(words: dict, **extra) -> str:
    # A JSON block is data, not script; "<" is escaped so no text can end it.
    doc = json.dumps({"words": words, **extra}, ensure_ascii=False).replace("<", "\\u003c")
    return f'<script type="application/json" id="page-data">{doc}</script>'


#: The kit's icon for the browser's tab (without one a browser asks for /favicon.ico, in vain).
ICON = '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">'


def _head(w, title: str) -> str:
    """Every page's start: its language, its title, its icon and the styles."""
    return (f'<!doctype html>\n<html lang="{html.escape(w.language)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{html.escape(title)}</title>{ICON}<link rel="stylesheet" href="/static/serve.css">')


def _shell(w, title: str, body: str, script: str, data: str, kind: str, table: bool = False) -> str:
    """A page; ``table``: it draws a table with the kit's one front-end
    (``/front/table.js`` and ``table.css``, the notebook's own files), its
    script a module importing it."""
    front = '<link rel="stylesheet" href="/front/table.css">' if table else ""
    tag = f'<script type="module" src="/static/{script}"></script>' if table else \
        f'<script src="/static/{script}"></script>'
    return (
        f'{_head(w, title)}{front}</head><body class="{kind}">{body}{data}'
        f'<script src="/static/common.js"></script>{tag}</body></html>\n')


def _live(heading: str, connecting: str) -> str:
    """A live page: its heading, the connection's state, the table."""
    return (f'<header><h1 id="{heading}"></h1></header>'
            f'<p id="message" role="status" aria-live="polite">{html.escape(connecting)}</p>'
            '<div id="table"></div>')


def seat_page(w) -> str:
    t = W.seat_words(w)
    return _shell(w, t["title"], _live("who", t["connecting"]), "seat.js", _data(t, table=T.front_words(w)),
                  "seat", table=True)


def projector_page(w) -> str:
    t = W.projector_words(w)
    return _shell(w, t["title"], _live("title", t["connecting"]), "projector.js",
                  _data(t, table=T.front_words(w)), "projector", table=True)


def language_options(selected: str) -> str:
    """A language list's options, each language named in its own words, ``selected`` chosen."""
    return "".join(f'<option value="{code}" lang="{code}"{" selected" if code == selected else ""}>'
                   f'{html.escape(LANGUAGE_NAMES.get(code, code))}</option>' for code in LANGUAGES)


def teacher_page(w, bots, default_delay: float) -> str:
    from . import class_pages  # it builds on this module
    t = W.teacher_words(w)
    kinds = {"student": t["student"], **{b: w.kind(b) for b in bots}}
    body = (
        f'<header><h1>{html.escape(t["title"])}</h1></header>'
        f'<p id="message" role="status" aria-live="polite"></p>'
        f'<section><h2>{html.escape(t["new"])}</h2><form id="new-table">'
        f'<label>{html.escape(t["players"])} <select name="players">'
        + "".join(f'<option{" selected" if n == 4 else ""}>{n}</option>' for n in range(2, 9)) + '</select></label>'
        '<div id="seats"></div>'
        f'<label>{html.escape(t["rounds"])} <select name="rounds">'
        + "".join(f'<option value="{v}">{html.escape(T.match_length(w, v, Rules(rounds=v).rounds))}</option>'
                  for v in MATCH_LENGTHS) + '</select></label>'
        f'<label>{html.escape(t["rules"])} <select name="rules"><option value="table">{html.escape(t["table_rules"])}'
        f'</option><option value="classic">{html.escape(t["classic_rules"])}</option></select></label>'
        f'<label>{html.escape(t["language"])} <select name="language">{language_options(w.language)}</select></label>'
        f'<label>{html.escape(t["seed"])} <input name="seed" maxlength="100" autocomplete="off" '
        'aria-describedby="seed-note"></label>'
        f'<p id="seed-note" class="note">{html.escape(t["seed_note"])}</p>'
        f'<label>{html.escape(t["delay"])} <input name="delay" type="number" min="0" max="5" step="0.1" '
        f'value="{default_delay}"></label>'
        f'<button type="submit">{html.escape(t["create"])}</button></form></section>'
        f'<section><h2>{html.escape(t["tables"])}</h2><div id="tables"></div></section>'
        + class_pages.teacher_section(w, LESSONS))
    return _shell(w, t["title"], body, "teacher.js", _data(t, kinds=kinds, classes=C.teacher_words(w)), "teacher")


def message_page(w, text: str) -> str:
    """A page that only says why there is nothing here (bad token, no table)."""
    body = f'<p id="message" role="status">{html.escape(text)}</p>'
    return f'{_head(w, W.seat_words(w)["title"])}</head><body>{body}</body></html>\n'
