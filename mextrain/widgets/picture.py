"""The clickable picture of the lesson exercises (``mextrain.widgets.exercises``,
``quiz``): an SVG (and a hand drawn apart below it) whose hand tiles
(``data-tile``) and trains (``data-train``) send their clicks to Python.
The live table is ``mextrain/front/table.js`` (``mextrain.widgets.table``).
"""

from __future__ import annotations

import anywidget
import traitlets

from ..words import table as say
from ..words import words

__all__ = ["Picture"]

_JS = r"""
function render({ model, el }) {
  const texts = () => model.get("texts");
  const box = document.createElement("div");
  box.className = "mextrain-picture";
  // The table above; the hand (when drawn apart) below it, at its own size.
  const board = document.createElement("div");
  board.className = "mextrain-board";
  const hand = document.createElement("div");
  hand.className = "mextrain-hand";
  box.append(board, hand);
  const note = document.createElement("div");
  note.className = "mextrain-note";
  note.setAttribute("role", "status");
  el.append(box, note);
  let waiting = 0, sent = 0, timer = null, gone = false;
  const answered = () => {
    clearTimeout(timer);
    waiting = 0;
    delete box.dataset.pending;
    note.textContent = "";
  };
  const shown = { svg: null, hand: null };
  const drawBoard = () => {
    const svg = model.get("svg");
    if (svg !== shown.svg) board.innerHTML = shown.svg = svg;
    board.dataset.room = model.get("room");
  };
  const drawHand = () => {
    const svg = model.get("hand");
    if (svg !== shown.hand) hand.innerHTML = shown.hand = svg;
    hand.dataset.width = model.get("hand_width");
  };
  const newPicture = () => {
    box.dataset.version = model.get("version");
    answered();  // a new picture: Python has dealt with the click
  };
  drawBoard();
  drawHand();
  newPicture();
  // Both pictures drawn anew for a new width keep the version: the same game.
  model.on("change:svg", drawBoard);
  model.on("change:hand", drawHand);
  model.on("change:hand_width", drawHand);
  model.on("change:room", drawBoard);
  model.on("change:version", newPicture);
  // Python draws the hand for the width it has on the screen, and the table
  // shrinks to leave the hand its height; the table's room is that width and
  // its max-height (the hand's height taken off), so that a projector's text
  // is drawn big enough for the scale the picture gets. Read once laid out,
  // before the frame is painted: a click's redraw forces no layout of its own.
  const sizes = new ResizeObserver(() => {
    box.style.setProperty("--mextrain-hand", `${hand.offsetHeight}px`);
    const width = Math.floor(box.clientWidth);
    const svg = board.querySelector("svg");
    const room = svg ? Math.floor(parseFloat(getComputedStyle(svg).maxHeight)) || 0 : 0;
    if (width && (width !== model.get("width") || room !== model.get("height"))) {
      model.set("width", width);
      model.set("height", room);
      model.save_changes();
    }
  });
  sizes.observe(box);
  sizes.observe(hand);
  // The widget manager marks every model dead when the kernel restarts.
  model.on("comm_live_update", () => {
    gone = true;
    box.classList.add("mextrain-gone");
    note.textContent = texts().gone;
  });
  box.addEventListener("click", (event) => {
    // The second click of a double click would land on the redrawn picture.
    if (event.detail > 1 || waiting) return;
    const hit = event.target.closest(".hand-tile[data-tile], [data-train]");
    if (!hit || !box.contains(hit)) return;
    if (gone) { note.textContent = texts().gone; return; }
    const msg = hit.hasAttribute("data-tile")
      ? { kind: "tile", value: hit.getAttribute("data-tile") }
      : { kind: "train", value: hit.getAttribute("data-train") };
    waiting = ++sent;
    box.dataset.pending = "";
    model.send({ ...msg, version: model.get("version"), click: waiting });
    timer = setTimeout(() => {
      answered();
      note.textContent = texts().no_answer;
    }, 4000);
  });
  model.on("msg:custom", (msg) => {
    if (msg.ack !== undefined) answered();
  });
}
export default { render };
"""

_CSS = """
/* The table fills the width (a projector's too) but leaves the hand, the
   message line and Draw/Pass on the screen below it: past that height it
   shrinks, drawn in the middle of its box. JupyterLab's bars take about
   110 px more. The hand is drawn for its width, shown at its own size. */
.mextrain-board svg { width: 100%; height: auto; max-height: calc(100vh - 140px - var(--mextrain-hand, 0px));
                      display: block; }
.jp-LabShell .mextrain-board svg { max-height: calc(100vh - 250px - var(--mextrain-hand, 0px)); }
/* Voila's page is a JupyterLab shell too, with no bars. */
body.jp-Notebook > .jp-LabShell .mextrain-board svg { max-height: calc(100vh - 140px - var(--mextrain-hand, 0px)); }
.mextrain-hand svg { max-width: 100%; height: auto; display: block; }
/* A projector: the words around the picture readable from the back row. */
@media (min-width: 1700px) {
  .mextrain-table .widget-html-content, .mextrain-table .widget-button, .mextrain-table .widget-toggle-button,
  .mextrain-table .widget-upload, .mextrain-table .widget-label { font-size: 18px; height: auto; min-height: 36px; }
}
.mextrain-picture .hand-tile[data-tile], .mextrain-picture [data-train] { cursor: pointer; }
.mextrain-picture .hand-tile[data-tile]:hover { filter: drop-shadow(0 0 3px #1565c0); }
.mextrain-note { color: #b00020; font-weight: bold; }
.mextrain-picture[data-pending], .mextrain-picture[data-pending] * { cursor: progress !important; }
.mextrain-gone { opacity: 0.45; }
"""



def _texts(w) -> dict:
    """What the picture's JavaScript says on its own, when Python cannot answer."""
    return {"gone": say.kernel_gone(w), "no_answer": say.no_answer(w)}


class Picture(anywidget.AnyWidget):
    """The table picture, and the hand when it is drawn apart (``hand``,
    below the table); its JavaScript sends clicks on hand tiles
    (``data-tile``) and trains (``data-train``) to Python as
    ``{"kind": "tile"|"train", "value": ..., "version": n, "click": k}``.
    ``version`` names the picture clicked on, so a click on a picture that
    has since been redrawn is recognised and ignored. ``width``: the
    picture's width on the screen in CSS pixels, as the browser reports it
    (0 until it does); ``height``: the most the table's picture may be tall
    there (0: no limit known). ``texts``: what it says when Python is gone or slow
    (the words layer's, sent with the picture)."""

    _esm = _JS
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    hand = traitlets.Unicode("").tag(sync=True)
    hand_width = traitlets.Int(0).tag(sync=True)  # the width ``hand`` was drawn for (tests wait for it)
    version = traitlets.Int(0).tag(sync=True)
    width = traitlets.Int(0).tag(sync=True)
    height = traitlets.Int(0).tag(sync=True)
    room = traitlets.Int(0).tag(sync=True)  # the ``height`` ``svg`` was drawn for (tests wait for it)
    texts = traitlets.Dict(_texts(words())).tag(sync=True)

    def show(self, svg: str, hand: str = "", hand_width: int = 0, room: int = 0) -> None:
        if svg != self.svg or hand != self.hand:
            with self.hold_sync():
                self.svg, self.hand, self.hand_width, self.room = svg, hand, hand_width, room
                self.version += 1
