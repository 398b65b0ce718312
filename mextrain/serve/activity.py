"""A class activity started from a notebook (``mt.classroom().start(...)``):
the server's own API asked over this machine's loopback with the teacher's
token, as the teacher page asks it, and its answer shown as the links and
QR codes to hand out.

A class (lessons' exercises: one link for every student, the results page,
the projector's summary) is ``POST /api/classes``; a table alone (a link
per student seat, the projector's) is ``POST /api/tables``. The links carry
the address students reach the server at (``links_host``), not loopback's.
"""

from __future__ import annotations

import html
import json
import ssl
import urllib.error
import urllib.request

from ..words import classes as C
from ..words import serve as W
from ..words import words

__all__ = ["Activity", "ask"]


def ask(port: int, tls: bool, token: str, links_host: str, path: str, doc: dict) -> dict:
    """POST ``doc`` to this machine's server on ``port``; its answer, or a
    ValueError with the server's reason (in the server's words)."""
    scheme = "https" if tls else "http"
    request = urllib.request.Request(
        f"{scheme}://127.0.0.1:{port}{path}", data=json.dumps(doc).encode(), method="POST",
        # Host: the server makes every link from it, as from a browser's.
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json", "Host": links_host})
    # Our own server, asked over loopback: its certificate names the school's host, not 127.0.0.1.
    context = None
    if tls:
        context = ssl.create_default_context()
        context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    try:
        with urllib.request.urlopen(request, timeout=30, context=context) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        try:
            reason = json.loads(e.read()).get("error")
        except ValueError:
            reason = None
        raise ValueError(reason or f"HTTP {e.code}") from None


class Activity:
    """What a class activity's links are: ``kind`` "class" (``join``,
    ``results``, ``summary``) or "table" (``seats``: each student seat's
    link, ``projector``); ``info`` is the API's whole answer. Shown in a
    notebook as its links with their QR codes."""

    def __init__(self, kind: str, info: dict, token: str, language: str):
        self.kind, self.info, self._language = kind, info, language
        if kind == "class":
            self.join, self.summary = info["join"], info["summary"]
            self.results = f"{info['results']}?token={token}"
        else:
            self._seats = [s for s in info["seats"] if s.get("url")]  # the student seats
            self.seats = [s["url"] for s in self._seats]
            self.projector = info["projector"]

    def _links(self) -> list[tuple[str, str, bool]]:
        """(label, link, with its QR code), in the order a teacher hands them out."""
        w = words(self._language)
        if self.kind == "class":
            t = C.results_words(w)
            return [(t["join"], self.join, True), (C.teacher_words(w)["results"], self.results, False),
                    (t["summary"], self.summary, False)]
        t = W.teacher_words(w)
        return [(t["seat"].format(seat=s["seat"] + 1), s["url"], True) for s in self._seats] + \
            [(t["projector"], self.projector, False)]

    def _repr_html_(self) -> str:
        from .endpoints import qr_svg
        parts = []
        for label, link, qr in self._links():
            href = html.escape(link)
            parts.append(f'<p>{html.escape(label)}: <a href="{href}" target="_blank" rel="noopener">{href}</a></p>'
                         + (qr_svg(link) if qr else ""))
        return f'<div class="mextrain-activity">{"".join(parts)}</div>'

    def __repr__(self) -> str:
        return "\n".join(f"{label}: {link}" for label, link, _ in self._links())
