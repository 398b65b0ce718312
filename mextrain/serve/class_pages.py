"""The pages of a class activity: the student's (a first name, then the
exercises), the teacher's results and the projector's summary. Shells as
the tables' pages are (``pages``): words in a JSON block, scripts and
styles from ``/static/``, everything else over the websocket.
"""

from __future__ import annotations

import html

from ..words import classes as C
from ..words import table as T
from . import pages

#: How many students a class's table may seat after the exercises.
TABLE_SIZES = (2, 3, 4)


def student(w, max_name: int) -> str:
    t = C.student_words(w)
    body = (f'<header><h1 id="who">{html.escape(t["title"])}</h1></header>'
            f'<p id="message" role="status" aria-live="polite">{html.escape(t["connecting"])}</p>'
            f'<p class="buttons" id="to-table" hidden><a class="button primary" id="table-link">'
            f'{html.escape(t["to_table"])}</a></p>'
            f'<form id="join" hidden><label>{html.escape(t["name"])} '
            f'<input name="name" autocomplete="given-name" maxlength="{max_name}" required></label>'
            f'<button type="submit">{html.escape(t["start"])}</button></form>'
            '<main id="exercise" hidden><h2 id="heading"></h2><p id="question"></p>'
            '<div id="picture"></div><div id="table"></div><div id="answer-area"></div>'
            '<div class="buttons" id="buttons"></div>'
            '<div id="reply" role="status" aria-live="polite"></div><div id="revealed"></div>'
            '<nav class="buttons" id="nav"></nav></main>')
    return pages._shell(w, t["title"], body, "class.js", pages._data(t, table=T.front_words(w)), "class",
                        table=True)


def results(w, links: dict) -> str:
    t = C.results_words(w)
    body = (f'<header><h1>{html.escape(t["title"])}</h1></header>'
            '<p id="message" role="status" aria-live="polite"></p>'
            f'<section class="join"><h2>{html.escape(t["join"])}</h2>'
            f'<p><a id="join-link" href="{html.escape(links["join"])}">{html.escape(links["join"])}</a></p>'
            '<div class="qr" id="qr"></div>'
            f'<p><a id="summary-link" href="{html.escape(links["summary"])}" target="_blank" rel="noopener">'
            f'{html.escape(t["summary"])}</a></p></section>'
            f'<section><h2>{html.escape(t["rules"])}</h2><div id="rules"></div></section>'
            f'<section><h2>{html.escape(t["students"])}</h2><div id="students"></div></section>'
            '<section class="waiting" id="waiting-section" hidden><p id="waiting"></p>'
            f'<p class="buttons"><button type="button" id="seat-rest">{html.escape(t["seat_rest"])}</button></p></section>'
            f'<section class="buttons"><button type="button" id="csv">{html.escape(t["csv"])}</button>'
            f'<button type="button" id="end">{html.escape(t["end"])}</button></section>'
            f'<p class="note" id="deleted-note">{html.escape(t["deleted"])}</p>')
    return pages._shell(w, t["title"], body, "results.js", pages._data(t, qr=links.get("qr", "")), "results")


def summary(w) -> str:
    t = C.results_words(w)
    body = (f'<header><h1>{html.escape(t["summary_title"])}</h1></header>'
            '<p id="message" role="status" aria-live="polite"></p>'
            '<p id="answered"></p><div id="rules"></div>')
    return pages._shell(w, t["summary_title"], body, "results.js", pages._data(t), "summary")


def teacher_section(w, lessons) -> str:
    """The teacher page's part for classes: start one (lessons, a language,
    then a table or not, of TABLE_SIZES players), and the classes made;
    its words are the page data's ``classes``."""
    t = C.teacher_words(w)
    boxes = "".join(f'<label><input type="checkbox" name="lesson" value="{html.escape(n)}">'
                    f'{html.escape(t["lesson"].format(n=n))}</label>' for n in lessons)
    sizes = "".join(f'<option value="{n}"{" selected" if n == 2 else ""}>{n}</option>' for n in TABLE_SIZES)
    return (f'<section id="class-section"><h2>{html.escape(t["new"])}</h2><form id="new-class">'
            f'<fieldset class="lessons"><legend>{html.escape(t["lessons"])}</legend>{boxes}</fieldset>'
            f'<label>{html.escape(t["language"])} <select name="language">{pages.language_options(w.language)}</select></label> '
            f'<fieldset class="then-table"><label><input type="checkbox" name="then_table">{html.escape(t["then_table"])}'
            f'</label> <label>{html.escape(t["table_size"])} <select name="table_size">{sizes}</select></label></fieldset>'
            f'<button type="submit">{html.escape(t["start"])}</button></form>'
            f'<h2>{html.escape(t["classes"])}</h2><div id="classes"></div></section>'
            '<script src="/static/teacher-classes.js" defer></script>')


def message(w, text: str) -> str:
    return pages.message_page(w, text)
